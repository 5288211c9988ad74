// index.maxu: "computes their unsigned maximum value. Treats the leading bit
// as the most significant, i.e. `max(15, 6) = 15` or `max(-2, 6) = -2`."
// (IndexOps.td, Index_MaxUOp). Commutative; a poison operand gives a poison
// result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example_0: valid{{$}}
// CHECK-DAG: @td_example_1: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @idempotent: valid{{$}}
// CHECK-DAG: @identity: valid{{$}}
// CHECK-DAG: @absorbing: valid{{$}}
// CHECK-DAG: @select_form: valid{{$}}
// CHECK-DAG: @td_example_maxs: invalid: target result #0 is 6 (0x0000000000000006) where the source result is 18446744073709551614 / -2 (0xfffffffffffffffe)
// CHECK-DAG: @to_maxs: invalid: target result #0 is
// CHECK-DAG: @wrong_identity: invalid: target result #0 is
// CHECK-DAG: @absorbing_introduced: invalid: target result #0 is poison where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_maxs:
// DIAG: error: mlir-refine: the target miscompiles @to_maxs:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: note: counterexample input %arg1 : index =
// DIAG: error: mlir-refine: the target miscompiles @wrong_identity:
// DIAG: error: mlir-refine: the target miscompiles @absorbing_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// maxu(15, 6) = 15 (an example of the .td).
func.func @td_example_0() -> index {
  %a = index.constant 15
  %b = index.constant 6
  %r = index.maxu %a, %b
  return %r : index
}
// maxu(-2, 6) = -2 (an example of the .td).
func.func @td_example_1() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.maxu %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.maxu %a, %b
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  %r = index.maxu %a, %a
  return %r : index
}
// 0 is the identity of maxu.
func.func @identity(%a: index) -> index {
  %c = index.constant 0
  %r = index.maxu %a, %c
  return %r : index
}
// -1 absorbs: the result is -1, or poison when %a is.
func.func @absorbing(%a: index) -> index {
  %c = index.constant -1
  %r = index.maxu %a, %c
  return %r : index
}
func.func @select_form(%a: index, %b: index) -> index {
  %r = index.maxu %a, %b
  return %r : index
}
// Mutations that must be caught.
func.func @td_example_maxs() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.maxu %a, %b
  return %r : index
}
func.func @to_maxs(%a: index, %b: index) -> index {
  %r = index.maxu %a, %b
  return %r : index
}
// -9223372036854775808 is not the identity of maxu.
func.func @wrong_identity(%a: index) -> index {
  %c = index.constant -9223372036854775808
  %r = index.maxu %a, %c
  return %r : index
}
// The reverse of @absorbing: the target is poison for a poison %a.
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant -1
  return %c : index
}

//--- tgt.mlir
func.func @td_example_0() -> index {
  %r = index.constant 15
  return %r : index
}
func.func @td_example_1() -> index {
  %r = index.constant -2
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.maxu %b, %a
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  return %a : index
}
func.func @identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing(%a: index) -> index {
  %c = index.constant -1
  return %c : index
}
// The select is poison when the comparison is, i.e. when either operand is.
func.func @select_form(%a: index, %b: index) -> index {
  %c = index.cmp ugt(%a, %b)
  %r = arith.select %c, %a, %b : index
  return %r : index
}
func.func @td_example_maxs() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.maxs %a, %b
  return %r : index
}
func.func @to_maxs(%a: index, %b: index) -> index {
  %r = index.maxs %a, %b
  return %r : index
}
func.func @wrong_identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant -1
  %r = index.maxu %a, %c
  return %r : index
}
