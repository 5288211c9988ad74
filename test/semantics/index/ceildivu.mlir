// index.ceildivu: "computes their unsigned quotient. Treats the leading bit as
// the most significant and rounds towards positive infinity, i.e.
// `6 / -2 = 1`. Note: division by zero is undefined behaviour." (IndexOps.td,
// Index_CeilDivUOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// A symbolic division identity is hard for the solver at 64 bits; it is
// checked with an 8-bit index (the rule does not depend on the width).
// RUN: %mlir-refine --index-bitwidth=8 %t/formula-src.mlir %t/formula-tgt.mlir | FileCheck %s --check-prefix=FORMULA

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @rounds_up: valid{{$}}
// CHECK-DAG: @exact: valid{{$}}
// CHECK-DAG: @div_one: valid{{$}}
// CHECK-DAG: @zero_dividend: valid{{$}}
// CHECK-DAG: @div_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @minus_one_is_defined: valid{{$}}
// CHECK-DAG: @td_example_truncated: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 1 (0x0000000000000001)
// CHECK-DAG: @overflowing_formula: invalid: target result #0 is
// CHECK-DAG: @introduce_div_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 7 valid, 3 invalid, 0 unsupported, 0 inconclusive

// FORMULA: @non_overflowing_formula: valid{{$}}
// FORMULA: summary: 1 valid, 0 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_truncated:
// DIAG: error: mlir-refine: the target miscompiles @overflowing_formula:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: note: counterexample input %arg1 : index =
// DIAG: error: mlir-refine: the target miscompiles @introduce_div_by_zero:

//--- src.mlir
// 6 /u (2^64 - 2) = 0.0000..., rounded up: 1 (the example of the .td).
func.func @td_example() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.ceildivu %c6, %m2
  return %r : index
}
func.func @rounds_up() -> index {
  %c7 = index.constant 7
  %c2 = index.constant 2
  %r = index.ceildivu %c7, %c2
  return %r : index
}
func.func @exact() -> index {
  %c8 = index.constant 8
  %c2 = index.constant 2
  %r = index.ceildivu %c8, %c2
  return %r : index
}
func.func @div_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.ceildivu %a, %c1
  return %r : index
}
// 0 / y = 0 for every y != 0 (y = 0 is UB in the source).
func.func @zero_dividend(%b: index) -> index {
  %c0 = index.constant 0
  %r = index.ceildivu %c0, %b
  return %r : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.ceildivu %a, %c0
  return %r : index
}
// ceil(x / (2^64 - 1)) is 0 for x = 0 and 1 otherwise; no UB.
func.func @minus_one_is_defined(%a: index) -> index {
  %c0 = index.constant 0
  %ne = index.cmp ne(%a, %c0)
  %r = index.castu %ne : i1 to index
  return %r : index
}
// Mutations that must be caught.
func.func @td_example_truncated() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.ceildivu %c6, %m2
  return %r : index
}
// The textbook (a + b - 1) / b wraps when a + b - 1 >= 2^64.
func.func @overflowing_formula(%a: index, %b: index) -> index {
  %r = index.ceildivu %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  return %a : index
}

//--- tgt.mlir
func.func @td_example() -> index {
  %r = index.constant 1
  return %r : index
}
func.func @rounds_up() -> index {
  %r = index.constant 4
  return %r : index
}
func.func @exact() -> index {
  %r = index.constant 4
  return %r : index
}
func.func @div_one(%a: index) -> index {
  return %a : index
}
func.func @zero_dividend(%b: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %r = index.constant 42
  return %r : index
}
func.func @minus_one_is_defined(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.ceildivu %a, %m1
  return %r : index
}
func.func @td_example_truncated() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.divu %c6, %m2
  return %r : index
}
func.func @overflowing_formula(%a: index, %b: index) -> index {
  %c1 = index.constant 1
  %s = index.add %a, %b
  %n = index.sub %s, %c1
  %r = index.divu %n, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  %q = index.ceildivu %a, %b
  return %a : index
}

//--- formula-src.mlir
// ceil(a / b) = a == 0 ? 0 : (a - 1) / b + 1, which never wraps.
func.func @non_overflowing_formula(%a: index, %b: index) -> index {
  %r = index.ceildivu %a, %b
  return %r : index
}

//--- formula-tgt.mlir
func.func @non_overflowing_formula(%a: index, %b: index) -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %z = index.cmp eq(%a, %c0)
  %a1 = index.sub %a, %c1
  %q = index.divu %a1, %b
  %q1 = index.add %q, %c1
  %r = arith.select %z, %c0, %q1 : index
  return %r : index
}
