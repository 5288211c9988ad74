// index.floordivs: "computes their signed quotient. Treats the leading bit as
// the sign and rounds towards negative infinity, i.e. `5 / -2 = -3`. Note:
// division by zero and signed division overflow are undefined behaviour."
// (IndexOps.td, Index_FloorDivSOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @negative_dividend: valid{{$}}
// CHECK-DAG: @positive_rounds_down: valid{{$}}
// CHECK-DAG: @both_negative: valid{{$}}
// CHECK-DAG: @div_one: valid{{$}}
// CHECK-DAG: @div_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @min_by_minus_one_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @floor_half_is_shrs: valid{{$}}
// CHECK-DAG: @trunc_half_is_not_shrs: invalid: target result #0 is
// CHECK-DAG: @td_example_truncated: invalid: target result #0 is 18446744073709551614 / -2 (0xfffffffffffffffe) where the source result is 18446744073709551613 / -3 (0xfffffffffffffffd)
// CHECK-DAG: @floor_to_trunc: invalid: target result #0 is
// CHECK-DAG: @introduce_div_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @introduce_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @trunc_half_is_not_shrs:
// DIAG: error: mlir-refine: the target miscompiles @td_example_truncated:
// DIAG: error: mlir-refine: the target miscompiles @floor_to_trunc:
// DIAG: error: mlir-refine: the target miscompiles @introduce_div_by_zero:
// DIAG: error: mlir-refine: the target miscompiles @introduce_overflow:
// DIAG: note: counterexample input %arg0 : index = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)

//--- src.mlir
// 5 / -2 = -2.5, rounded down: -3 (the example of the .td).
func.func @td_example() -> index {
  %c5 = index.constant 5
  %m2 = index.constant -2
  %r = index.floordivs %c5, %m2
  return %r : index
}
// -5 / 2 = -2.5 -> -3.
func.func @negative_dividend() -> index {
  %m5 = index.constant -5
  %c2 = index.constant 2
  %r = index.floordivs %m5, %c2
  return %r : index
}
// 5 / 2 = 2.5 -> 2.
func.func @positive_rounds_down() -> index {
  %c5 = index.constant 5
  %c2 = index.constant 2
  %r = index.floordivs %c5, %c2
  return %r : index
}
// -5 / -2 = 2.5 -> 2.
func.func @both_negative() -> index {
  %m5 = index.constant -5
  %m2 = index.constant -2
  %r = index.floordivs %m5, %m2
  return %r : index
}
func.func @div_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.floordivs %a, %c1
  return %r : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.floordivs %a, %c0
  return %r : index
}
func.func @min_by_minus_one_is_ub() -> index {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %r = index.floordivs %min, %m1
  return %r : index
}
// An arithmetic shift right by 1 is a division by 2 rounded down.
func.func @floor_half_is_shrs(%a: index) -> index {
  %c2 = index.constant 2
  %r = index.floordivs %a, %c2
  return %r : index
}
// Mutations that must be caught.
// ... but not a division rounded toward zero (odd negative a).
func.func @trunc_half_is_not_shrs(%a: index) -> index {
  %c2 = index.constant 2
  %r = index.divs %a, %c2
  return %r : index
}
func.func @td_example_truncated() -> index {
  %c5 = index.constant 5
  %m2 = index.constant -2
  %r = index.floordivs %c5, %m2
  return %r : index
}
func.func @floor_to_trunc(%a: index, %b: index) -> index {
  %r = index.floordivs %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  return %a : index
}
func.func @introduce_overflow(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.sub %c0, %a
  return %r : index
}

//--- tgt.mlir
func.func @td_example() -> index {
  %r = index.constant -3
  return %r : index
}
func.func @negative_dividend() -> index {
  %r = index.constant -3
  return %r : index
}
func.func @positive_rounds_down() -> index {
  %r = index.constant 2
  return %r : index
}
func.func @both_negative() -> index {
  %r = index.constant 2
  return %r : index
}
func.func @div_one(%a: index) -> index {
  return %a : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %r = index.constant 42
  return %r : index
}
func.func @min_by_minus_one_is_ub() -> index {
  %r = index.constant 7
  return %r : index
}
func.func @floor_half_is_shrs(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shrs %a, %c1
  return %r : index
}
func.func @trunc_half_is_not_shrs(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shrs %a, %c1
  return %r : index
}
func.func @td_example_truncated() -> index {
  %c5 = index.constant 5
  %m2 = index.constant -2
  %r = index.divs %c5, %m2
  return %r : index
}
func.func @floor_to_trunc(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  %q = index.floordivs %a, %b
  return %a : index
}
func.func @introduce_overflow(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.floordivs %a, %m1
  return %r : index
}
