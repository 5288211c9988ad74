// arith.muli: "Performs N-bit multiplication on the operands. [...] The
// result is represented by a bitvector containing the mathematical value of
// the multiplication modulo 2^n". "If the `nuw` and/or `nsw` flags are
// present, and an unsigned/signed overflow occurs (respectively), the result
// is poison." (ArithOps.td, MulIOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @mul_two_is_shl_one: valid{{$}}
// CHECK-DAG: @mul_one: valid{{$}}
// CHECK-DAG: @mul_zero: valid{{$}}
// CHECK-DAG: @mul_minus_one: valid{{$}}
// CHECK-DAG: @mul_commute: valid{{$}}
// CHECK-DAG: @mul_distribute: valid{{$}}
// CHECK-DAG: @mul_assoc_const: valid{{$}}
// CHECK-DAG: @drop_nsw: valid{{$}}
// CHECK-DAG: @mul_nuw_to_shl_nuw: valid{{$}}
// CHECK-DAG: @mul_nsw_to_shl_nsw: valid{{$}}
// CHECK-DAG: @mul_i128: valid{{$}}
// CHECK-DAG: @mul_nsw_constants: valid{{$}}
// CHECK-DAG: @mul_nsw_constant_overflow_any: valid{{$}}
// CHECK-DAG: @mul_add_nsw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @mul_four_as_shl_one: invalid: target result #0 is
// CHECK-DAG: @mul_min_to_shl_nsw: invalid: target result #0 is poison where the source result is 128 / -128 (0x80)
// CHECK-DAG: @mul_nsw_to_nuw: invalid: target result #0 is poison where the source result is {{[0-9]}}
// CHECK-DAG: @mul_nuw_to_nsw: invalid: target result #0 is poison where the source result is {{[0-9]}}
// CHECK-DAG: @zero_to_mul_zero: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @mul_nsw_constants_wrong: invalid: target result #0 is 2 (0x02) where the source result is 1 (0x01)
// CHECK: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @mul_min_to_shl_nsw
// DIAG: note: counterexample input %arg0 : i8 = 1 (0x01)

//--- src.mlir
func.func @mul_two_is_shl_one(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}
func.func @mul_one(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %r = arith.muli %c1, %x : i16
  return %r : i16
}
// x * 0 is 0, or poison when x is: 0 refines both.
func.func @mul_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.muli %x, %c0 : i8
  return %r : i8
}
func.func @mul_minus_one(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.muli %x, %m1 : i8
  return %r : i8
}
func.func @mul_commute(%x: i16, %y: i16) -> i16 {
  %r = arith.muli %x, %y : i16
  return %r : i16
}
func.func @mul_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.muli %x, %y : i8
  %b = arith.muli %x, %z : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @mul_assoc_const(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant 5 : i16
  %a = arith.muli %x, %c3 : i16
  %r = arith.muli %a, %c5 : i16
  return %r : i16
}
func.func @drop_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nsw> : i8
  return %r : i8
}
func.func @mul_nuw_to_shl_nuw(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.muli %x, %c8 overflow<nuw> : i8
  return %r : i8
}
// x * 8 overflows signed exactly when x is outside [-16, 15], which is when
// `shli x, 3` shifts out a bit that differs from the sign of the result.
func.func @mul_nsw_to_shl_nsw(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.muli %x, %c8 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_i128(%x: i128) -> i128 {
  %c = arith.constant 18446744073709551616 : i128
  %r = arith.muli %x, %c : i128
  return %r : i128
}
// Constant operands: -1 * -1 = 1, -7 * -1 = 7 and -16 * 8 = -128 do not
// overflow (the solver must not rely on Z3 4.8's constant folding of
// bvsmul_noovfl/bvsmul_noudfl, which gets these wrong).
func.func @mul_nsw_constants() -> (i8, i4, i8) {
  %m1 = arith.constant -1 : i8
  %a = arith.muli %m1, %m1 overflow<nsw> : i8
  %m7 = arith.constant -7 : i4
  %n1 = arith.constant -1 : i4
  %b = arith.muli %m7, %n1 overflow<nsw> : i4
  %m16 = arith.constant -16 : i8
  %c8 = arith.constant 8 : i8
  %c = arith.muli %m16, %c8 overflow<nsw> : i8
  return %a, %b, %c : i8, i4, i8
}
// 16 * 8 = 128 overflows i8: poison, anything refines it.
func.func @mul_nsw_constant_overflow_any() -> i8 {
  %c16 = arith.constant 16 : i8
  %c8 = arith.constant 8 : i8
  %r = arith.muli %c16, %c8 overflow<nsw> : i8
  return %r : i8
}
// Mutations that must be caught.
func.func @mul_nsw_constants_wrong() -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.muli %m1, %m1 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_add_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y : i8
  return %r : i8
}
func.func @mul_four_as_shl_one(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.muli %x, %c4 : i32
  return %r : i32
}
// muli nsw x, -128 does not overflow for x = 1 (1 * -128 = -128); the
// shift `1 << 7` with nsw does (mathematically 128 > 127).
func.func @mul_min_to_shl_nsw(%x: i8) -> i8 {
  %c = arith.constant -128 : i8
  %r = arith.muli %x, %c overflow<nsw> : i8
  return %r : i8
}
// -1 * -1 = 1 has no signed overflow but 255 * 255 overflows unsigned.
func.func @mul_nsw_to_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nsw> : i8
  return %r : i8
}
// 16 * 8 = 128 has no unsigned overflow but overflows signed.
func.func @mul_nuw_to_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nuw> : i8
  return %r : i8
}
func.func @zero_to_mul_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

//--- tgt.mlir
func.func @mul_two_is_shl_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shli %x, %c1 : i32
  return %r : i32
}
func.func @mul_one(%x: i16) -> i16 {
  return %x : i16
}
func.func @mul_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @mul_minus_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
func.func @mul_commute(%x: i16, %y: i16) -> i16 {
  %r = arith.muli %y, %x : i16
  return %r : i16
}
func.func @mul_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %s = arith.addi %y, %z : i8
  %r = arith.muli %x, %s : i8
  return %r : i8
}
func.func @mul_assoc_const(%x: i16) -> i16 {
  %c15 = arith.constant 15 : i16
  %r = arith.muli %x, %c15 : i16
  return %r : i16
}
func.func @drop_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y : i8
  return %r : i8
}
func.func @mul_nuw_to_shl_nuw(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.shli %x, %c3 overflow<nuw> : i8
  return %r : i8
}
func.func @mul_nsw_to_shl_nsw(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.shli %x, %c3 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_i128(%x: i128) -> i128 {
  %c = arith.constant 64 : i128
  %r = arith.shli %x, %c : i128
  return %r : i128
}
func.func @mul_nsw_constants() -> (i8, i4, i8) {
  %a = arith.constant 1 : i8
  %b = arith.constant 7 : i4
  %c = arith.constant -128 : i8
  return %a, %b, %c : i8, i4, i8
}
func.func @mul_nsw_constant_overflow_any() -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @mul_nsw_constants_wrong() -> i8 {
  %c2 = arith.constant 2 : i8
  return %c2 : i8
}
func.func @mul_add_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nsw> : i8
  return %r : i8
}
func.func @mul_four_as_shl_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shli %x, %c1 : i32
  return %r : i32
}
func.func @mul_min_to_shl_nsw(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shli %x, %c7 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_nsw_to_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nuw> : i8
  return %r : i8
}
func.func @mul_nuw_to_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.muli %x, %y overflow<nsw> : i8
  return %r : i8
}
// poison * 0 is poison.
func.func @zero_to_mul_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.muli %x, %c0 : i8
  return %r : i8
}
