// index.xor: "takes two index values and computes their bitwise xor."
// (IndexOps.td, Index_XOrOp). Commutative; a poison operand gives a poison
// result, so x ^ x is 0 only when x is not poison.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @bitwise: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @zero_identity: valid{{$}}
// CHECK-DAG: @self_is_zero: valid{{$}}
// CHECK-DAG: @not_is_sub: valid{{$}}
// CHECK-DAG: @involution: valid{{$}}
// CHECK-DAG: @bitwise_wrong: invalid: target result #0 is 14 (0x000000000000000e) where the source result is 6 (0x0000000000000006)
// CHECK-DAG: @xor_to_sub: invalid: target result #0 is
// CHECK-DAG: @self_is_zero_introduced: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @bitwise_wrong:
// DIAG: error: mlir-refine: the target miscompiles @xor_to_sub:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @self_is_zero_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// 0b1100 ^ 0b1010 = 0b0110.
func.func @bitwise() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.xor %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.xor %a, %b
  return %r : index
}
func.func @zero_identity(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.xor %a, %c0
  return %r : index
}
func.func @self_is_zero(%a: index) -> index {
  %r = index.xor %a, %a
  return %r : index
}
// ~a = -1 - a.
func.func @not_is_sub(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.xor %a, %m1
  return %r : index
}
func.func @involution(%a: index, %b: index) -> index {
  %t = index.xor %a, %b
  %r = index.xor %t, %b
  return %r : index
}
// Mutations that must be caught.
func.func @bitwise_wrong() -> index {
  %a = index.constant 12
  %b = index.constant 10
  %r = index.xor %a, %b
  return %r : index
}
func.func @xor_to_sub(%a: index, %b: index) -> index {
  %r = index.xor %a, %b
  return %r : index
}
func.func @self_is_zero_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}

//--- tgt.mlir
func.func @bitwise() -> index {
  %r = index.constant 6
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.xor %b, %a
  return %r : index
}
func.func @zero_identity(%a: index) -> index {
  return %a : index
}
func.func @self_is_zero(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @not_is_sub(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.sub %m1, %a
  return %r : index
}
// (a ^ b) ^ b is a, or poison when b is: a refines it.
func.func @involution(%a: index, %b: index) -> index {
  return %a : index
}
// 12 | 10, not 12 ^ 10.
func.func @bitwise_wrong() -> index {
  %r = index.constant 14
  return %r : index
}
func.func @xor_to_sub(%a: index, %b: index) -> index {
  %r = index.sub %a, %b
  return %r : index
}
func.func @self_is_zero_introduced(%a: index) -> index {
  %r = index.xor %a, %a
  return %r : index
}
