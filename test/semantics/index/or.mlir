// index.or: "takes two index values and computes their bitwise or."
// (IndexOps.td, Index_OrOp). Commutative; a poison operand gives a poison
// result, even when the other operand is all ones.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @bitwise: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @zero_identity: valid{{$}}
// CHECK-DAG: @all_ones_absorbs: valid{{$}}
// CHECK-DAG: @idempotent: valid{{$}}
// CHECK-DAG: @disjoint_or_is_add: valid{{$}}
// CHECK-DAG: @bitwise_wrong: invalid: target result #0 is 6 (0x0000000000000006) where the source result is 14 (0x000000000000000e)
// CHECK-DAG: @or_to_add: invalid: target result #0 is
// CHECK-DAG: @all_ones_introduced: invalid: target result #0 is poison where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @bitwise_wrong:
// DIAG: error: mlir-refine: the target miscompiles @or_to_add:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @all_ones_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// 0b1100 | 0b1010 = 0b1110.
func.func @bitwise() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.or %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.or %a, %b
  return %r : index
}
func.func @zero_identity(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.or %a, %c0
  return %r : index
}
func.func @all_ones_absorbs(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.or %a, %m1
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  %r = index.or %a, %a
  return %r : index
}
// (a << 4) | (b & 15): the bits are disjoint, so | is +.
func.func @disjoint_or_is_add(%a: index, %b: index) -> index {
  %c4 = index.constant 4
  %c15 = index.constant 15
  %h = index.shl %a, %c4
  %l = index.and %b, %c15
  %r = index.or %h, %l
  return %r : index
}
// Mutations that must be caught.
func.func @bitwise_wrong() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.or %a, %b
  return %r : index
}
func.func @or_to_add(%a: index, %b: index) -> index {
  %r = index.or %a, %b
  return %r : index
}
func.func @all_ones_introduced(%a: index) -> index {
  %m1 = index.constant -1
  return %m1 : index
}

//--- tgt.mlir
func.func @bitwise() -> index {
  %r = index.constant 14
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.or %b, %a
  return %r : index
}
func.func @zero_identity(%a: index) -> index {
  return %a : index
}
func.func @all_ones_absorbs(%a: index) -> index {
  %m1 = index.constant -1
  return %m1 : index
}
func.func @idempotent(%a: index) -> index {
  return %a : index
}
func.func @disjoint_or_is_add(%a: index, %b: index) -> index {
  %c4 = index.constant 4
  %c15 = index.constant 15
  %h = index.shl %a, %c4
  %l = index.and %b, %c15
  %r = index.add %h, %l
  return %r : index
}
// 12 ^ 10, not 12 | 10.
func.func @bitwise_wrong() -> index {
  %r = index.constant 6
  return %r : index
}
func.func @or_to_add(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @all_ones_introduced(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.or %a, %m1
  return %r : index
}
