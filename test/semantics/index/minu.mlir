// index.minu: "computes their unsigned minimum value. Treats the leading bit
// as the most significant, i.e. `min(15, 6) = 6` or `min(-2, 6) = 6`."
// (IndexOps.td, Index_MinUOp). Commutative; a poison operand gives a poison
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
// CHECK-DAG: @td_example_mins: invalid: target result #0 is 18446744073709551614 / -2 (0xfffffffffffffffe) where the source result is 6 (0x0000000000000006)
// CHECK-DAG: @to_mins: invalid: target result #0 is
// CHECK-DAG: @wrong_identity: invalid: target result #0 is
// CHECK-DAG: @absorbing_introduced: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_mins:
// DIAG: error: mlir-refine: the target miscompiles @to_mins:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: note: counterexample input %arg1 : index =
// DIAG: error: mlir-refine: the target miscompiles @wrong_identity:
// DIAG: error: mlir-refine: the target miscompiles @absorbing_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// minu(15, 6) = 6 (an example of the .td).
func.func @td_example_0() -> index {
  %a = index.constant 15
  %b = index.constant 6
  %r = index.minu %a, %b
  return %r : index
}
// minu(-2, 6) = 6 (an example of the .td).
func.func @td_example_1() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.minu %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.minu %a, %b
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  %r = index.minu %a, %a
  return %r : index
}
// -1 is the identity of minu.
func.func @identity(%a: index) -> index {
  %c = index.constant -1
  %r = index.minu %a, %c
  return %r : index
}
// 0 absorbs: the result is 0, or poison when %a is.
func.func @absorbing(%a: index) -> index {
  %c = index.constant 0
  %r = index.minu %a, %c
  return %r : index
}
func.func @select_form(%a: index, %b: index) -> index {
  %r = index.minu %a, %b
  return %r : index
}
// Mutations that must be caught.
func.func @td_example_mins() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.minu %a, %b
  return %r : index
}
func.func @to_mins(%a: index, %b: index) -> index {
  %r = index.minu %a, %b
  return %r : index
}
// 9223372036854775807 is not the identity of minu.
func.func @wrong_identity(%a: index) -> index {
  %c = index.constant 9223372036854775807
  %r = index.minu %a, %c
  return %r : index
}
// The reverse of @absorbing: the target is poison for a poison %a.
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant 0
  return %c : index
}

//--- tgt.mlir
func.func @td_example_0() -> index {
  %r = index.constant 6
  return %r : index
}
func.func @td_example_1() -> index {
  %r = index.constant 6
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.minu %b, %a
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  return %a : index
}
func.func @identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing(%a: index) -> index {
  %c = index.constant 0
  return %c : index
}
// The select is poison when the comparison is, i.e. when either operand is.
func.func @select_form(%a: index, %b: index) -> index {
  %c = index.cmp ult(%a, %b)
  %r = arith.select %c, %a, %b : index
  return %r : index
}
func.func @td_example_mins() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.mins %a, %b
  return %r : index
}
func.func @to_mins(%a: index, %b: index) -> index {
  %r = index.mins %a, %b
  return %r : index
}
func.func @wrong_identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant 0
  %r = index.minu %a, %c
  return %r : index
}
