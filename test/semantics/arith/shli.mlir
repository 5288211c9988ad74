// arith.shli: "shifts the integer value of the first operand to the left by
// the integer value of the second operand. The second operand is interpreted
// as unsigned. The low order bits are filled with zeros. If the value of the
// second operand is greater or equal than the bitwidth of the first operand,
// then the operation returns poison." "If the `nuw` and/or `nsw` flags are
// present, and an unsigned/signed overflow occurs (respectively), the result
// is poison." (ArithOps.td, ShLIOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @shl_zero: valid{{$}}
// CHECK-DAG: @shl_as_mul: valid{{$}}
// CHECK-DAG: @shl_doc_example: valid{{$}}
// CHECK-DAG: @shl_shl: valid{{$}}
// CHECK-DAG: @shl_twice_is_zero: valid{{$}}
// CHECK-DAG: @shl_by_width_any: valid{{$}}
// CHECK-DAG: @shl_by_minus_one_any: valid{{$}}
// CHECK-DAG: @shl_mask_amount: valid{{$}}
// CHECK-DAG: @drop_nuw: valid{{$}}
// CHECK-DAG: @shl_nuw_of_shrui: valid{{$}}
// CHECK-DAG: @shl_nsw_one: valid{{$}}
// CHECK-DAG: @shl_twice_to_oversized: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @shl_unmask_amount: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shl_add_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shl_add_nsw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shl_nuw_to_nsw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shl_nsw_to_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shl_wrong_amount: invalid: target result #0 is
// CHECK: summary: 11 valid, 7 invalid, 0 unsupported, 0 inconclusive

// The shift amount of @shl_unmask_amount is reported as a plain input.
// DIAG: error: mlir-refine: the target miscompiles @shl_unmask_amount: target result #0 is poison
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: counterexample input %arg1 : i8 =

//--- src.mlir
func.func @shl_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shli %x, %c0 : i32
  return %r : i32
}
func.func @shl_as_mul(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %r = arith.shli %x, %c3 : i16
  return %r : i16
}
// From the documentation: 5 << 3 = 40, also with nsw and nuw.
func.func @shl_doc_example() -> (i8, i8) {
  %c5 = arith.constant 5 : i8
  %c3 = arith.constant 3 : i8
  %r = arith.shli %c5, %c3 : i8
  %f = arith.shli %c5, %c3 overflow<nsw, nuw> : i8
  return %r, %f : i8, i8
}
func.func @shl_shl(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %c3 = arith.constant 3 : i8
  %a = arith.shli %x, %c2 : i8
  %r = arith.shli %a, %c3 : i8
  return %r : i8
}
func.func @shl_twice_is_zero(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %a = arith.shli %x, %c4 : i8
  %r = arith.shli %a, %c4 : i8
  return %r : i8
}
// Shifting by the bit width is poison: anything refines it.
func.func @shl_by_width_any(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.shli %x, %c8 : i8
  return %r : i8
}
// The amount is unsigned: -1 is 255, which is >= 8.
func.func @shl_by_minus_one_any(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.shli %x, %m1 : i8
  return %r : i8
}
// When y >= 8 the source is poison; otherwise y & 7 == y.
func.func @shl_mask_amount(%x: i8, %y: i8) -> i8 {
  %r = arith.shli %x, %y : i8
  return %r : i8
}
func.func @drop_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.shli %x, %y overflow<nuw> : i8
  return %r : i8
}
// (x >>u 1) << 1 cannot shift out a set bit.
func.func @shl_nuw_of_shrui(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %r = arith.shli %a, %c1 : i8
  return %r : i8
}
// 1 << y is 2^y: with nsw this overflows only for y = 7 (2^7 > 127).
func.func @shl_nsw_one(%y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %ok = arith.cmpi ult, %y, %c7 : i8
  %s = arith.shli %c1, %y : i8
  %p = ub.poison : i8
  %r = arith.select %ok, %s, %p : i8
  return %r : i8
}
// Mutations that must be caught.
func.func @shl_twice_to_oversized(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %a = arith.shli %x, %c4 : i8
  %r = arith.shli %a, %c4 : i8
  return %r : i8
}
func.func @shl_unmask_amount(%x: i8, %y: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %m = arith.andi %y, %c7 : i8
  %r = arith.shli %x, %m : i8
  return %r : i8
}
func.func @shl_add_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 : i8
  return %r : i8
}
func.func @shl_add_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 : i8
  return %r : i8
}
// 64 << 1 = 128: no unsigned overflow, signed overflow.
func.func @shl_nuw_to_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nuw> : i8
  return %r : i8
}
// -1 << 1 = -2: no signed overflow, unsigned overflow.
func.func @shl_nsw_to_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @shl_wrong_amount(%x: i16) -> i16 {
  %c4 = arith.constant 4 : i16
  %r = arith.shli %x, %c4 : i16
  return %r : i16
}

//--- tgt.mlir
func.func @shl_zero(%x: i32) -> i32 {
  return %x : i32
}
func.func @shl_as_mul(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.muli %x, %c8 : i16
  return %r : i16
}
func.func @shl_doc_example() -> (i8, i8) {
  %c40 = arith.constant 40 : i8
  return %c40, %c40 : i8, i8
}
func.func @shl_shl(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %r = arith.shli %x, %c5 : i8
  return %r : i8
}
func.func @shl_twice_is_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @shl_by_width_any(%x: i8) -> i8 {
  %c42 = arith.constant 42 : i8
  return %c42 : i8
}
func.func @shl_by_minus_one_any(%x: i8) -> i8 {
  return %x : i8
}
func.func @shl_mask_amount(%x: i8, %y: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %m = arith.andi %y, %c7 : i8
  %r = arith.shli %x, %m : i8
  return %r : i8
}
func.func @drop_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.shli %x, %y : i8
  return %r : i8
}
func.func @shl_nuw_of_shrui(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %r = arith.shli %a, %c1 overflow<nuw> : i8
  return %r : i8
}
func.func @shl_nsw_one(%y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %c1, %y overflow<nsw> : i8
  return %r : i8
}
// (x << 4) << 4 is 0, x << 8 is poison.
func.func @shl_twice_to_oversized(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.shli %x, %c8 : i8
  return %r : i8
}
// y = 8: the source shifts by 0, the target by 8.
func.func @shl_unmask_amount(%x: i8, %y: i8) -> i8 {
  %r = arith.shli %x, %y : i8
  return %r : i8
}
func.func @shl_add_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nuw> : i8
  return %r : i8
}
func.func @shl_add_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @shl_nuw_to_nsw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @shl_nsw_to_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nuw> : i8
  return %r : i8
}
func.func @shl_wrong_amount(%x: i16) -> i16 {
  %c16 = arith.constant 16 : i16
  %r = arith.muli %x, %c16 : i16
  %c1 = arith.constant 1 : i16
  %r2 = arith.shli %r, %c1 : i16
  return %r2 : i16
}
