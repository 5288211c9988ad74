// index.mins: "computes their signed minimum value. Treats the leading bit as
// the sign, i.e. `min(-2, 6) = -2`." (IndexOps.td, Index_MinSOp). Commutative;
// a poison operand gives a poison result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example_0: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @idempotent: valid{{$}}
// CHECK-DAG: @identity: valid{{$}}
// CHECK-DAG: @absorbing: valid{{$}}
// CHECK-DAG: @select_form: valid{{$}}
// CHECK-DAG: @td_example_minu: invalid: target result #0 is 6 (0x0000000000000006) where the source result is 18446744073709551614 / -2 (0xfffffffffffffffe)
// CHECK-DAG: @to_minu: invalid: target result #0 is
// CHECK-DAG: @wrong_identity: invalid: target result #0 is
// CHECK-DAG: @absorbing_introduced: invalid: target result #0 is poison where the source result is 9223372036854775808 / -9223372036854775808 (0x8000000000000000)
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_minu:
// DIAG: error: mlir-refine: the target miscompiles @to_minu:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: note: counterexample input %arg1 : index =
// DIAG: error: mlir-refine: the target miscompiles @wrong_identity:
// DIAG: error: mlir-refine: the target miscompiles @absorbing_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// mins(-2, 6) = -2 (an example of the .td).
func.func @td_example_0() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.mins %a, %b
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.mins %a, %b
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  %r = index.mins %a, %a
  return %r : index
}
// 9223372036854775807 is the identity of mins.
func.func @identity(%a: index) -> index {
  %c = index.constant 9223372036854775807
  %r = index.mins %a, %c
  return %r : index
}
// -9223372036854775808 absorbs: the result is -9223372036854775808, or poison when %a is.
func.func @absorbing(%a: index) -> index {
  %c = index.constant -9223372036854775808
  %r = index.mins %a, %c
  return %r : index
}
func.func @select_form(%a: index, %b: index) -> index {
  %r = index.mins %a, %b
  return %r : index
}
// Mutations that must be caught.
func.func @td_example_minu() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.mins %a, %b
  return %r : index
}
func.func @to_minu(%a: index, %b: index) -> index {
  %r = index.mins %a, %b
  return %r : index
}
// 0 is not the identity of mins.
func.func @wrong_identity(%a: index) -> index {
  %c = index.constant 0
  %r = index.mins %a, %c
  return %r : index
}
// The reverse of @absorbing: the target is poison for a poison %a.
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant -9223372036854775808
  return %c : index
}

//--- tgt.mlir
func.func @td_example_0() -> index {
  %r = index.constant -2
  return %r : index
}
func.func @commute(%a: index, %b: index) -> index {
  %r = index.mins %b, %a
  return %r : index
}
func.func @idempotent(%a: index) -> index {
  return %a : index
}
func.func @identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing(%a: index) -> index {
  %c = index.constant -9223372036854775808
  return %c : index
}
// The select is poison when the comparison is, i.e. when either operand is.
func.func @select_form(%a: index, %b: index) -> index {
  %c = index.cmp slt(%a, %b)
  %r = arith.select %c, %a, %b : index
  return %r : index
}
func.func @td_example_minu() -> index {
  %a = index.constant -2
  %b = index.constant 6
  %r = index.minu %a, %b
  return %r : index
}
func.func @to_minu(%a: index, %b: index) -> index {
  %r = index.minu %a, %b
  return %r : index
}
func.func @wrong_identity(%a: index) -> index {
  return %a : index
}
func.func @absorbing_introduced(%a: index) -> index {
  %c = index.constant -9223372036854775808
  %r = index.mins %a, %c
  return %r : index
}
