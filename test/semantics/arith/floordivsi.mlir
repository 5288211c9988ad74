// arith.floordivsi: "Signed integer division. Rounds towards negative
// infinity, i.e. `5 / -2 = -3`." "Divison by zero, or signed division
// overflow (minimum value divided by -1) is undefined behavior."
// (ArithOps.td, FloorDivSIOp; the op is declared with the Pure trait, but
// its description makes both cases undefined behaviour, and we follow it.)
// The valid expansion is the one of ExpandOps.cpp.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @floordivsi_doc_example: valid{{$}}
// CHECK-DAG: @floordivsi_one: valid{{$}}
// CHECK-DAG: @floordivsi_minus_one: valid{{$}}
// CHECK-DAG: @floordivsi_expand: valid{{$}}
// CHECK-DAG: @floordivsi_pow2_is_shrsi: valid{{$}}
// CHECK-DAG: @floordivsi_nonneg_is_divui: valid{{$}}
// CHECK-DAG: @floordivsi_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @floordivsi_min_by_minus_one_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @floordivsi_doc_example_wrong: invalid: target result #0 is 254 / -2 (0xfe) where the source result is 253 / -3 (0xfd)
// CHECK-DAG: @floordivsi_as_divsi: invalid: target result #0 is
// CHECK-DAG: @floordivsi_expand_wrong_sign_test: invalid: target result #0 is
// CHECK-DAG: @floordivsi_pow2_wrong_amount: invalid: target result #0 is
// CHECK-DAG: @floordivsi_introduces_ub: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @floordivsi_introduces_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 8 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @floordivsi_introduces_overflow
// DIAG-NEXT: %r = arith.floordivsi %x, %m1 : i8
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)

//--- src.mlir
// From the documentation: 5 / -2 = -3.
func.func @floordivsi_doc_example() -> i8 {
  %c5 = arith.constant 5 : i8
  %m2 = arith.constant -2 : i8
  %r = arith.floordivsi %c5, %m2 : i8
  return %r : i8
}
func.func @floordivsi_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.floordivsi %x, %c1 : i32
  return %r : i32
}
func.func @floordivsi_minus_one(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.floordivsi %x, %m1 : i8
  return %r : i8
}
func.func @floordivsi_expand(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
func.func @floordivsi_pow2_is_shrsi(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.floordivsi %x, %c8 : i16
  return %r : i16
}
func.func @floordivsi_nonneg_is_divui(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %b = arith.shrui %y, %c1 : i8
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}
func.func @floordivsi_by_zero_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.floordivsi %x, %c0 : i8
  return %r : i8
}
func.func @floordivsi_min_by_minus_one_any() -> i32 {
  %min = arith.constant -2147483648 : i32
  %m1 = arith.constant -1 : i32
  %r = arith.floordivsi %min, %m1 : i32
  return %r : i32
}
// Mutations that must be caught.
func.func @floordivsi_doc_example_wrong() -> i8 {
  %c5 = arith.constant 5 : i8
  %m2 = arith.constant -2 : i8
  %r = arith.floordivsi %c5, %m2 : i8
  return %r : i8
}
// -1 floordiv 2 = -1, -1 / 2 = 0.
func.func @floordivsi_as_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
func.func @floordivsi_expand_wrong_sign_test(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %r : i8
}
func.func @floordivsi_pow2_wrong_amount(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.floordivsi %x, %c8 : i16
  return %r : i16
}
// A division whose result is unused still executes: hoisting it into a
// function that did not divide introduces UB for y = 0.
func.func @floordivsi_introduces_ub(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
// 0 - x -> floordivsi(x, -1): overflows for x = MIN.
func.func @floordivsi_introduces_overflow(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}

//--- tgt.mlir
func.func @floordivsi_doc_example() -> i8 {
  %m3 = arith.constant -3 : i8
  return %m3 : i8
}
func.func @floordivsi_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @floordivsi_minus_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x overflow<nsw> : i8
  return %r : i8
}
// z = x / y; (z * y != x && (x < 0) != (y < 0)) ? z - 1 : z
func.func @floordivsi_expand(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.divsi %x, %y : i8
  %zy = arith.muli %z, %y : i8
  %inexact = arith.cmpi ne, %zy, %x : i8
  %xneg = arith.cmpi slt, %x, %c0 : i8
  %yneg = arith.cmpi slt, %y, %c0 : i8
  %differ = arith.cmpi ne, %xneg, %yneg : i1
  %down = arith.andi %inexact, %differ : i1
  %z1 = arith.subi %z, %c1 : i8
  %r = arith.select %down, %z1, %z : i8
  return %r : i8
}
func.func @floordivsi_pow2_is_shrsi(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %r = arith.shrsi %x, %c3 : i16
  return %r : i16
}
func.func @floordivsi_nonneg_is_divui(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %b = arith.shrui %y, %c1 : i8
  %r = arith.divui %a, %b : i8
  return %r : i8
}
func.func @floordivsi_by_zero_any(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  return %m1 : i8
}
func.func @floordivsi_min_by_minus_one_any() -> i32 {
  %min = arith.constant -2147483648 : i32
  return %min : i32
}
// The rounding towards zero.
func.func @floordivsi_doc_example_wrong() -> i8 {
  %m2 = arith.constant -2 : i8
  return %m2 : i8
}
func.func @floordivsi_as_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
// The ceildivsi sign test in the floordivsi expansion.
func.func @floordivsi_expand_wrong_sign_test(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.divsi %x, %y : i8
  %zy = arith.muli %z, %y : i8
  %inexact = arith.cmpi ne, %zy, %x : i8
  %xneg = arith.cmpi slt, %x, %c0 : i8
  %yneg = arith.cmpi slt, %y, %c0 : i8
  %same = arith.cmpi eq, %xneg, %yneg : i1
  %down = arith.andi %inexact, %same : i1
  %z1 = arith.subi %z, %c1 : i8
  %r = arith.select %down, %z1, %z : i8
  return %r : i8
}
func.func @floordivsi_pow2_wrong_amount(%x: i16) -> i16 {
  %c4 = arith.constant 4 : i16
  %r = arith.shrsi %x, %c4 : i16
  return %r : i16
}
func.func @floordivsi_introduces_ub(%x: i8, %y: i8) -> i8 {
  %r = arith.floordivsi %x, %y : i8
  return %x : i8
}
func.func @floordivsi_introduces_overflow(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.floordivsi %x, %m1 : i8
  return %r : i8
}
