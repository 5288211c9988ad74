// arith.divsi: "Signed integer division. Rounds towards zero. Treats the
// leading bit as sign, i.e. `6 / -2 = -3`." "Divison by zero, or signed
// division overflow (minimum value divided by -1) is undefined behavior."
// "If the `exact` attribute is present, the result value is poison if `lhs`
// is not a multiple of `rhs`." (ArithOps.td, DivSIOp)
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @sdiv_one: valid{{$}}
// CHECK-DAG: @sdiv_minus_one: valid{{$}}
// CHECK-DAG: @sdiv_minus_one_nsw: valid{{$}}
// CHECK-DAG: @sdiv_doc_example: valid{{$}}
// CHECK-DAG: @sdiv_rounds_to_zero: valid{{$}}
// CHECK-DAG: @sdiv_drop_exact: valid{{$}}
// CHECK-DAG: @sdiv_exact_pow2: valid{{$}}
// CHECK-DAG: @sdiv_nonneg_as_udiv: valid{{$}}
// CHECK-DAG: @sdiv_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @sdiv_min_by_minus_one_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @sdiv_to_udiv: invalid: target result #0 is
// CHECK-DAG: @sdiv_add_exact: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @sdiv_as_shrsi: invalid: target result #0 is
// CHECK-DAG: @sdiv_rounds_to_floor: invalid: target result #0 is 252 / -4 (0xfc) where the source result is 253 / -3 (0xfd)
// CHECK-DAG: @sdiv_negate_introduces_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 10 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @sdiv_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divsi %x, %c1 : i32
  return %r : i32
}
// MIN / -1 is UB; for every other x, x / -1 = -x.
func.func @sdiv_minus_one(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.divsi %x, %m1 : i8
  return %r : i8
}
// The target is poison exactly where the source is UB.
func.func @sdiv_minus_one_nsw(%x: i16) -> i16 {
  %m1 = arith.constant -1 : i16
  %r = arith.divsi %x, %m1 : i16
  return %r : i16
}
// From the documentation: 6 / -2 = -3.
func.func @sdiv_doc_example() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.divsi %c6, %m2 : i16
  return %r : i16
}
// -7 / 2 = -3 (towards zero).
func.func @sdiv_rounds_to_zero() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}
func.func @sdiv_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y exact : i8
  return %r : i8
}
func.func @sdiv_exact_pow2(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %r = arith.divsi %x, %c4 exact : i8
  return %r : i8
}
// Both operands are non-negative after the logical shift.
func.func @sdiv_nonneg_as_udiv(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %b = arith.shrui %y, %c1 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}
func.func @sdiv_by_zero_any(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divsi %x, %c0 : i32
  return %r : i32
}
func.func @sdiv_min_by_minus_one_any() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.divsi %min, %m1 : i8
  return %r : i8
}
// Mutations that must be caught.
func.func @sdiv_to_udiv(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
func.func @sdiv_add_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
// -1 / 2 = 0 but -1 >>s 1 = -1.
func.func @sdiv_as_shrsi(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.divsi %x, %c2 : i8
  return %r : i8
}
func.func @sdiv_rounds_to_floor() -> i8 {
  %a = arith.constant -7 : i8
  %b = arith.constant 2 : i8
  %r = arith.divsi %a, %b : i8
  return %r : i8
}
// x / -y -> -(x / y), with y odd (so y is not MIN and -y is exact): for
// y = -1 the target computes MIN / -1, which overflows, where the source
// computes MIN / 1.
func.func @sdiv_negate_introduces_overflow(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %y1 = arith.ori %y, %c1 : i8
  %n = arith.subi %c0, %y1 : i8
  %r = arith.divsi %x, %n : i8
  return %r : i8
}

//--- tgt.mlir
func.func @sdiv_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @sdiv_minus_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
func.func @sdiv_minus_one_nsw(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %r = arith.subi %c0, %x overflow<nsw> : i16
  return %r : i16
}
func.func @sdiv_doc_example() -> i16 {
  %m3 = arith.constant -3 : i16
  return %m3 : i16
}
func.func @sdiv_rounds_to_zero() -> i8 {
  %m3 = arith.constant -3 : i8
  return %m3 : i8
}
func.func @sdiv_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
func.func @sdiv_exact_pow2(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 exact : i8
  return %r : i8
}
func.func @sdiv_nonneg_as_udiv(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %b = arith.shrui %y, %c1 : i8
  %r = arith.divui %a, %b : i8
  return %r : i8
}
func.func @sdiv_by_zero_any(%x: i32) -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
func.func @sdiv_min_by_minus_one_any() -> i8 {
  %c7 = arith.constant 7 : i8
  return %c7 : i8
}
func.func @sdiv_to_udiv(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y : i8
  return %r : i8
}
func.func @sdiv_add_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y exact : i8
  return %r : i8
}
func.func @sdiv_as_shrsi(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %x, %c1 : i8
  return %r : i8
}
func.func @sdiv_rounds_to_floor() -> i8 {
  %m4 = arith.constant -4 : i8
  return %m4 : i8
}
// DIAG: tgt.mlir:[[@LINE+7]]:8: error: mlir-refine: the target miscompiles @sdiv_negate_introduces_overflow: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// DIAG-NEXT: %q = arith.divsi %x, %y1 : i8
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)
// DIAG: note: counterexample input %arg1 : i8 = {{255 / -1 \(0xff\)|254 / -2 \(0xfe\)}}
func.func @sdiv_negate_introduces_overflow(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %y1 = arith.ori %y, %c1 : i8
  %q = arith.divsi %x, %y1 : i8
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %q : i8
  return %r : i8
}
