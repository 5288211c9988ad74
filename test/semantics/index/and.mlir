// index.and: "takes two index values and computes their bitwise and."
// (IndexOps.td, Index_AndOp). Commutative; a poison operand gives a poison
// result, even when the other operand is 0.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @bitwise: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @all_ones_identity: valid{{$}}
// CHECK-DAG: @zero_absorbs: valid{{$}}
// CHECK-DAG: @idempotent: valid{{$}}
// CHECK-DAG: @de_morgan: valid{{$}}
// CHECK-DAG: @bitwise_wrong: invalid: target result #0 is 14 (0x000000000000000e) where the source result is 8 (0x0000000000000008)
// CHECK-DAG: @and_to_or: invalid: target result #0 is
// CHECK-DAG: @zero_absorbs_introduced: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @bitwise_wrong:
// DIAG: error: mlir-refine: the target miscompiles @and_to_or:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @zero_absorbs_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// 0b1100 & 0b1010 = 0b1000.
func.func @bitwise() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.and %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.and %a, %b
  return %r : index
}
func.func @all_ones_identity(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.and %a, %m1
  return %r : index
}
func.func @zero_absorbs(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.and %a, %c0
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  %r = index.and %a, %a
  return %r : index
}
// a & b = ~(~a | ~b).
func.func @de_morgan(%a: index, %b: index) -> index {
  %r = index.and %a, %b
  return %r : index
}
// Mutations that must be caught.
func.func @bitwise_wrong() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.and %a, %b
  return %r : index
}
func.func @and_to_or(%a: index, %b: index) -> index {
  %r = index.and %a, %b
  return %r : index
}
func.func @zero_absorbs_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}

//--- tgt.mlir
func.func @bitwise() -> index {
  %r = index.constant 8
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.and %b, %a
  return %r : index
}
func.func @all_ones_identity(%a: index) -> index {
  return %a : index
}
func.func @zero_absorbs(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @idempotent(%a: index) -> index {
  return %a : index
}
func.func @de_morgan(%a: index, %b: index) -> index {
  %m1 = index.constant -1
  %na = index.xor %a, %m1
  %nb = index.xor %b, %m1
  %o = index.or %na, %nb
  %r = index.xor %o, %m1
  return %r : index
}
func.func @bitwise_wrong() -> index {
  %r = index.constant 14
  return %r : index
}
func.func @and_to_or(%a: index, %b: index) -> index {
  %r = index.or %a, %b
  return %r : index
}
func.func @zero_absorbs_introduced(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.and %a, %c0
  return %r : index
}
