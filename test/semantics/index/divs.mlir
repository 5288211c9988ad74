// index.divs: "computes their signed quotient. Treats the leading bit as the
// sign and rounds towards zero, i.e. `6 / -2 = -3`. Note: division by zero
// and signed division overflow are undefined behaviour." (IndexOps.td,
// Index_DivSOp). Because both are immediate UB, a source that divides by zero
// (or MIN by -1) may be replaced by anything, and a target must not
// introduce such a division where the source had none.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @rounds_toward_zero: valid{{$}}
// CHECK-DAG: @rounds_toward_zero_neg: valid{{$}}
// CHECK-DAG: @div_one: valid{{$}}
// CHECK-DAG: @div_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @min_by_minus_one_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @div_minus_one_is_neg: valid{{$}}
// CHECK-DAG: @drop_dead_division: valid{{$}}
// CHECK-DAG: @rounds_down_wrong: invalid: target result #0 is 18446744073709551612 / -4 (0xfffffffffffffffc) where the source result is 18446744073709551613 / -3 (0xfffffffffffffffd)
// CHECK-DAG: @signed_to_unsigned: invalid: target result #0 is
// CHECK-DAG: @introduce_div_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @introduce_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @rounds_down_wrong:
// DIAG: error: mlir-refine: the target miscompiles @signed_to_unsigned:
// DIAG: error: mlir-refine: the target miscompiles @introduce_div_by_zero: the target has undefined behaviour (division by zero (or by poison))
// DIAG: error: mlir-refine: the target miscompiles @introduce_overflow: the target has undefined behaviour (signed division overflow
// DIAG: note: counterexample input %arg0 : index = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)

//--- src.mlir
// 6 / -2 = -3 (the example of the .td).
func.func @rounds_toward_zero() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.divs %c6, %m2
  return %r : index
}
// -7 / 2 = -3.5, rounded toward zero: -3.
func.func @rounds_toward_zero_neg() -> index {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %r = index.divs %m7, %c2
  return %r : index
}
func.func @div_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.divs %a, %c1
  return %r : index
}
// Always UB: the target may return anything.
func.func @div_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.divs %a, %c0
  return %r : index
}
func.func @min_by_minus_one_is_ub() -> index {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %r = index.divs %min, %m1
  return %r : index
}
// x / -1 = -x except at x = MIN, where the source has UB.
func.func @div_minus_one_is_neg(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.divs %a, %m1
  return %r : index
}
// Removing a division that may be UB makes the target more defined.
func.func @drop_dead_division(%a: index, %b: index) -> index {
  %q = index.divs %a, %b
  return %a : index
}
// Mutations that must be caught.
func.func @rounds_down_wrong() -> index {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %r = index.divs %m7, %c2
  return %r : index
}
func.func @signed_to_unsigned(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
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
func.func @rounds_toward_zero() -> index {
  %r = index.constant -3
  return %r : index
}
func.func @rounds_toward_zero_neg() -> index {
  %r = index.constant -3
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
func.func @div_minus_one_is_neg(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.sub %c0, %a
  return %r : index
}
func.func @drop_dead_division(%a: index, %b: index) -> index {
  return %a : index
}
func.func @rounds_down_wrong() -> index {
  %r = index.constant -4
  return %r : index
}
func.func @signed_to_unsigned(%a: index, %b: index) -> index {
  %r = index.divu %a, %b
  return %r : index
}
// index.divs is not speculatable: it must not appear where the source had none.
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  %q = index.divs %a, %b
  return %a : index
}
// -x rewritten to x / -1: UB at x = MIN.
func.func @introduce_overflow(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.divs %a, %m1
  return %r : index
}
