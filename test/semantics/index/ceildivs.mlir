// index.ceildivs: "computes their signed quotient. Treats the leading bit as
// the sign and rounds towards positive infinity, i.e. `7 / -2 = -3`. Note:
// division by zero and signed division overflow are undefined behaviour."
// (IndexOps.td, Index_CeilDivSOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @positive_rounds_up: valid{{$}}
// CHECK-DAG: @negative_rounds_up: valid{{$}}
// CHECK-DAG: @both_negative_rounds_up: valid{{$}}
// CHECK-DAG: @exact: valid{{$}}
// CHECK-DAG: @div_one: valid{{$}}
// CHECK-DAG: @div_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @min_by_minus_one_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @ceil_half: valid{{$}}
// CHECK-DAG: @ceil_half_wraps: invalid: target result #0 is 13835058055282163712 / -4611686018427387904 (0xc000000000000000) where the source result is 4611686018427387904 (0x4000000000000000)
// CHECK-DAG: @positive_truncated: invalid: target result #0 is 3 (0x0000000000000003) where the source result is 4 (0x0000000000000004)
// CHECK-DAG: @negative_rounded_down: invalid: target result #0 is 18446744073709551612 / -4 (0xfffffffffffffffc) where the source result is 18446744073709551613 / -3 (0xfffffffffffffffd)
// CHECK-DAG: @ceil_to_trunc: invalid: target result #0 is
// CHECK-DAG: @introduce_div_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @introduce_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 9 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @ceil_half_wraps:
// DIAG: note: counterexample input %arg0 : index = 9223372036854775807 (0x7fffffffffffffff)
// DIAG: error: mlir-refine: the target miscompiles @positive_truncated:
// DIAG: error: mlir-refine: the target miscompiles @negative_rounded_down:
// DIAG: error: mlir-refine: the target miscompiles @ceil_to_trunc:
// DIAG: error: mlir-refine: the target miscompiles @introduce_div_by_zero:
// DIAG: error: mlir-refine: the target miscompiles @introduce_overflow:
// DIAG: note: counterexample input %arg0 : index = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)

//--- src.mlir
// 7 / -2 = -3.5, rounded up: -3 (the example of the .td).
func.func @td_example() -> index {
  %c7 = index.constant 7
  %m2 = index.constant -2
  %r = index.ceildivs %c7, %m2
  return %r : index
}
// 7 / 2 = 3.5 -> 4.
func.func @positive_rounds_up() -> index {
  %c7 = index.constant 7
  %c2 = index.constant 2
  %r = index.ceildivs %c7, %c2
  return %r : index
}
// -7 / 2 = -3.5 -> -3.
func.func @negative_rounds_up() -> index {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %r = index.ceildivs %m7, %c2
  return %r : index
}
// -7 / -2 = 3.5 -> 4.
func.func @both_negative_rounds_up() -> index {
  %m7 = index.constant -7
  %m2 = index.constant -2
  %r = index.ceildivs %m7, %m2
  return %r : index
}
// -6 / 3 = -2 exactly.
func.func @exact() -> index {
  %m6 = index.constant -6
  %c3 = index.constant 3
  %r = index.ceildivs %m6, %c3
  return %r : index
}
func.func @div_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.ceildivs %a, %c1
  return %r : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.ceildivs %a, %c0
  return %r : index
}
func.func @min_by_minus_one_is_ub() -> index {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %r = index.ceildivs %min, %m1
  return %r : index
}
// ceil(a / 2) = a - floor(a / 2), which never wraps.
func.func @ceil_half(%a: index) -> index {
  %c2 = index.constant 2
  %r = index.ceildivs %a, %c2
  return %r : index
}
// Mutations that must be caught.
// (a + 1) >> 1 wraps at a = MAX.
func.func @ceil_half_wraps(%a: index) -> index {
  %c2 = index.constant 2
  %r = index.ceildivs %a, %c2
  return %r : index
}
func.func @positive_truncated() -> index {
  %c7 = index.constant 7
  %c2 = index.constant 2
  %r = index.ceildivs %c7, %c2
  return %r : index
}
func.func @negative_rounded_down() -> index {
  %c7 = index.constant 7
  %m2 = index.constant -2
  %r = index.ceildivs %c7, %m2
  return %r : index
}
func.func @ceil_to_trunc(%a: index, %b: index) -> index {
  %r = index.ceildivs %a, %b
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
func.func @positive_rounds_up() -> index {
  %r = index.constant 4
  return %r : index
}
func.func @negative_rounds_up() -> index {
  %r = index.constant -3
  return %r : index
}
func.func @both_negative_rounds_up() -> index {
  %r = index.constant 4
  return %r : index
}
func.func @exact() -> index {
  %r = index.constant -2
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
func.func @ceil_half(%a: index) -> index {
  %c1 = index.constant 1
  %h = index.shrs %a, %c1
  %r = index.sub %a, %h
  return %r : index
}
func.func @ceil_half_wraps(%a: index) -> index {
  %c1 = index.constant 1
  %s = index.add %a, %c1
  %r = index.shrs %s, %c1
  return %r : index
}
func.func @positive_truncated() -> index {
  %r = index.constant 3
  return %r : index
}
func.func @negative_rounded_down() -> index {
  %r = index.constant -4
  return %r : index
}
func.func @ceil_to_trunc(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  %q = index.ceildivs %a, %b
  return %a : index
}
func.func @introduce_overflow(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.ceildivs %a, %m1
  return %r : index
}
