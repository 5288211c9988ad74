// arith.ceildivui / arith.ceildivsi (ArithOps.td, CeilDivUIOp, CeilDivSIOp):
// ceildivui: "Unsigned integer division. Rounds towards positive infinity.
// Treats the leading bit as the most significant, i.e. for `i16` given two's
// complement representation, `6 / -2 = 6 / (2^16 - 2) = 1`." "Division by
// zero is undefined behavior."
// ceildivsi: "Signed integer division. Rounds towards positive infinity, i.e.
// `7 / -2 = -3`." "Divison by zero, or signed division overflow (minimum
// value divided by -1) is undefined behavior."
// The valid expansions are the ones of mlir/Dialect/Arith/Transforms
// (ExpandOps.cpp).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @ceildivui_one: valid{{$}}
// CHECK-DAG: @ceildivui_doc_example: valid{{$}}
// CHECK-DAG: @ceildivui_expand: valid{{$}}
// CHECK-DAG: @ceildivui_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @ceildivsi_doc_example: valid{{$}}
// CHECK-DAG: @ceildivsi_minus_one: valid{{$}}
// CHECK-DAG: @ceildivsi_expand: valid{{$}}
// CHECK-DAG: @ceildivsi_min_by_minus_one_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @ceildivsi_exact_case: valid{{$}}
// CHECK-DAG: @ceildivui_add_form_wraps: invalid: target result #0 is
// CHECK-DAG: @ceildivui_as_divui: invalid: target result #0 is
// CHECK-DAG: @ceildivui_doc_example_wrong: invalid: target result #0 is 0 (0x0000) where the source result is 1 (0x0001)
// CHECK-DAG: @ceildivsi_as_divsi: invalid: target result #0 is
// CHECK-DAG: @ceildivsi_to_ceildivui: invalid: target result #0 is
// CHECK-DAG: @ceildivsi_negated_floor: invalid: target result #0 is
// CHECK-DAG: @ceildivsi_as_shrsi: invalid: target result #0 is
// CHECK-DAG: @ceildivsi_introduces_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 9 valid, 8 invalid, 0 unsupported, 0 inconclusive

// -ceil(x / y) = floor(-x / y) fails only for x = MIN, where -x wraps.
// DIAG: error: mlir-refine: the target miscompiles @ceildivsi_negated_floor
// DIAG-NEXT: return
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)

//--- src.mlir
func.func @ceildivui_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.ceildivui %x, %c1 : i32
  return %r : i32
}
// From the documentation: for i16, 6 / -2 = 6 / (2^16 - 2) = 1.
func.func @ceildivui_doc_example() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.ceildivui %c6, %m2 : i16
  return %r : i16
}
func.func @ceildivui_expand(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
func.func @ceildivui_by_zero_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.ceildivui %x, %c0 : i8
  return %r : i8
}
// From the documentation: 7 / -2 = -3.
func.func @ceildivsi_doc_example() -> i8 {
  %c7 = arith.constant 7 : i8
  %m2 = arith.constant -2 : i8
  %r = arith.ceildivsi %c7, %m2 : i8
  return %r : i8
}
func.func @ceildivsi_minus_one(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.ceildivsi %x, %m1 : i8
  return %r : i8
}
func.func @ceildivsi_expand(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
func.func @ceildivsi_min_by_minus_one_any() -> i16 {
  %min = arith.constant -32768 : i16
  %m1 = arith.constant -1 : i16
  %r = arith.ceildivsi %min, %m1 : i16
  return %r : i16
}
// On multiples of y all roundings agree.
func.func @ceildivsi_exact_case(%x: i8, %y: i8) -> i8 {
  %m = arith.muli %x, %y overflow<nsw> : i8
  %r = arith.ceildivsi %m, %y : i8
  return %r : i8
}
// Mutations that must be caught.
// (x + y - 1) / y wraps for large x.
func.func @ceildivui_add_form_wraps(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
func.func @ceildivui_as_divui(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
func.func @ceildivui_doc_example_wrong() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.ceildivui %c6, %m2 : i16
  return %r : i16
}
func.func @ceildivsi_as_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
func.func @ceildivsi_to_ceildivui(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
func.func @ceildivsi_negated_floor(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
// The arithmetic shift rounds towards negative infinity.
func.func @ceildivsi_as_shrsi(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %r = arith.ceildivsi %x, %c4 : i8
  return %r : i8
}
// 0 - x -> ceildivsi(x, -1): the same value, but the target overflows
// (MIN / -1) for x = MIN, where the source wraps to MIN.
func.func @ceildivsi_introduces_overflow(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}

//--- tgt.mlir
func.func @ceildivui_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @ceildivui_doc_example() -> i16 {
  %c1 = arith.constant 1 : i16
  return %c1 : i16
}
// x == 0 ? 0 : (x - 1) / y + 1
func.func @ceildivui_expand(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %isz = arith.cmpi eq, %x, %c0 : i8
  %xm1 = arith.subi %x, %c1 : i8
  %q = arith.divui %xm1, %y : i8
  %q1 = arith.addi %q, %c1 : i8
  %r = arith.select %isz, %c0, %q1 : i8
  return %r : i8
}
func.func @ceildivui_by_zero_any(%x: i8) -> i8 {
  return %x : i8
}
func.func @ceildivsi_doc_example() -> i8 {
  %m3 = arith.constant -3 : i8
  return %m3 : i8
}
func.func @ceildivsi_minus_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
// z = x / y; (z * y != x && (x < 0) == (y < 0)) ? z + 1 : z
func.func @ceildivsi_expand(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.divsi %x, %y : i8
  %zy = arith.muli %z, %y : i8
  %inexact = arith.cmpi ne, %zy, %x : i8
  %xneg = arith.cmpi slt, %x, %c0 : i8
  %yneg = arith.cmpi slt, %y, %c0 : i8
  %same = arith.cmpi eq, %xneg, %yneg : i1
  %up = arith.andi %inexact, %same : i1
  %z1 = arith.addi %z, %c1 : i8
  %r = arith.select %up, %z1, %z : i8
  return %r : i8
}
func.func @ceildivsi_min_by_minus_one_any() -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @ceildivsi_exact_case(%x: i8, %y: i8) -> i8 {
  %m = arith.muli %x, %y overflow<nsw> : i8
  %r = arith.divsi %m, %y : i8
  return %r : i8
}
func.func @ceildivui_add_form_wraps(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %y : i8
  %s1 = arith.subi %s, %c1 : i8
  %r = arith.divui %s1, %y : i8
  return %r : i8
}
func.func @ceildivui_as_divui(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y : i8
  return %r : i8
}
func.func @ceildivui_doc_example_wrong() -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @ceildivsi_as_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
func.func @ceildivsi_to_ceildivui(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
// 0 - floordivsi(0 - x, y)
func.func @ceildivsi_negated_floor(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %nx = arith.subi %c0, %x : i8
  %f = arith.floordivsi %nx, %y : i8
  %r = arith.subi %c0, %f : i8
  return %r : i8
}
func.func @ceildivsi_as_shrsi(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 : i8
  return %r : i8
}
func.func @ceildivsi_introduces_overflow(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %q = arith.ceildivsi %x, %m1 : i8
  return %q : i8
}
