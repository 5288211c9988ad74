// index.sub: "computes the difference of the first from the second operand",
// `c = a - b` (IndexOps.td, Index_SubOp). Modulo 2^n, no overflow flags, not
// commutative; a poison operand gives a poison result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @operand_order: valid{{$}}
// CHECK-DAG: @sub_self: valid{{$}}
// CHECK-DAG: @sub_zero: valid{{$}}
// CHECK-DAG: @sub_is_add_neg: valid{{$}}
// CHECK-DAG: @wraps_at_min: valid{{$}}
// CHECK-DAG: @swapped_operands: invalid: target result #0 is 2 (0x0000000000000002) where the source result is 18446744073709551614 / -2 (0xfffffffffffffffe)
// CHECK-DAG: @not_commutative: invalid: target result #0 is
// CHECK-DAG: @sub_self_introduced: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @not_commutative: target result #0 is
// DIAG: error: mlir-refine: the target miscompiles @sub_self_introduced: target result #0 is poison where the source result is 0 (0x0000000000000000)
// DIAG: note: counterexample input %arg0 : index = poison
// DIAG: note: source result #0 = 0 (0x0000000000000000)
// DIAG: note: target result #0 = poison

//--- src.mlir
// 3 - 5 = -2: the first operand minus the second.
func.func @operand_order() -> index {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %r = index.sub %c3, %c5
  return %r : index
}
// x - x is 0, or poison when x is: 0 refines both.
func.func @sub_self(%a: index) -> index {
  %r = index.sub %a, %a
  return %r : index
}
func.func @sub_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.sub %a, %c0
  return %r : index
}
func.func @sub_is_add_neg(%a: index, %b: index) -> index {
  %r = index.sub %a, %b
  return %r : index
}
// MIN - 1 wraps to MAX.
func.func @wraps_at_min() -> index {
  %min = index.constant -9223372036854775808
  %c1 = index.constant 1
  %r = index.sub %min, %c1
  return %r : index
}
// Mutations that must be caught.
func.func @swapped_operands() -> index {
  %c3 = index.constant 3
  %c5 = index.constant 5
  %r = index.sub %c3, %c5
  return %r : index
}
func.func @not_commutative(%a: index, %b: index) -> index {
  %r = index.sub %a, %b
  return %r : index
}
// The reverse of @sub_self: the target is poison for a poison %a.
func.func @sub_self_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}

//--- tgt.mlir
func.func @operand_order() -> index {
  %r = index.constant -2
  return %r : index
}
func.func @sub_self(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @sub_zero(%a: index) -> index {
  return %a : index
}
func.func @sub_is_add_neg(%a: index, %b: index) -> index {
  %m1 = index.constant -1
  %nb = index.mul %b, %m1
  %r = index.add %a, %nb
  return %r : index
}
func.func @wraps_at_min() -> index {
  %max = index.constant 9223372036854775807
  return %max : index
}
func.func @swapped_operands() -> index {
  %r = index.constant 2
  return %r : index
}
func.func @not_commutative(%a: index, %b: index) -> index {
  %r = index.sub %b, %a
  return %r : index
}
func.func @sub_self_introduced(%a: index) -> index {
  %r = index.sub %a, %a
  return %r : index
}
