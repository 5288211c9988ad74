// arith.subi: "Performs N-bit subtraction on the operands. [...] The result
// is represented by a bitvector containing the mathematical value of the
// subtraction modulo 2^n". "If the `nuw` and/or `nsw` flags are present, and
// an unsigned/signed overflow occurs (respectively), the result is poison."
// (ArithOps.td, SubIOp). A poison operand makes the result poison.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @sub_self: valid{{$}}
// CHECK-DAG: @sub_zero: valid{{$}}
// CHECK-DAG: @sub_const_as_add: valid{{$}}
// CHECK-DAG: @neg_neg: valid{{$}}
// CHECK-DAG: @all_ones_minus_is_not: valid{{$}}
// CHECK-DAG: @sub_add_cancel: valid{{$}}
// CHECK-DAG: @drop_nuw: valid{{$}}
// CHECK-DAG: @nsw_nuw_to_nsw: valid{{$}}
// CHECK-DAG: @sub_nuw_of_or: valid{{$}}
// CHECK-DAG: @sub_i7_min: valid{{$}}
// CHECK-DAG: @sub_commute: invalid: target result #0 is
// CHECK-DAG: @sub_add_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @neg_add_nsw: invalid: target result #0 is poison where the source result is 128 / -128 (0x80)
// CHECK-DAG: @sub_to_xor: invalid: target result #0 is
// CHECK-DAG: @zero_to_sub_self: invalid: target result #0 is poison where the source result is 0 (0x0000)
// CHECK-DAG: @sub_i7_wrong_negation: invalid: target result #0 is
// CHECK: summary: 10 valid, 6 invalid, 0 unsupported, 0 inconclusive

// The counterexample for @neg_add_nsw is forced: 0 - x overflows only for MIN.
// DIAG: error: mlir-refine: the target miscompiles @neg_add_nsw: target result #0 is poison
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)
// DIAG: note: source result #0 = 128 / -128 (0x80)
// DIAG: note: target result #0 = poison
// A poison argument is reported as such.
// DIAG: error: mlir-refine: the target miscompiles @zero_to_sub_self
// DIAG: note: counterexample input %arg0 : i16 = poison

//--- src.mlir
func.func @sub_self(%x: i32) -> i32 {
  %r = arith.subi %x, %x : i32
  return %r : i32
}
func.func @sub_zero(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.subi %x, %c0 : i64
  return %r : i64
}
func.func @sub_const_as_add(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %r = arith.subi %x, %c5 : i8
  return %r : i8
}
func.func @neg_neg(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %n = arith.subi %c0, %x : i16
  %r = arith.subi %c0, %n : i16
  return %r : i16
}
func.func @all_ones_minus_is_not(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %r = arith.subi %m, %x : i8
  return %r : i8
}
func.func @sub_add_cancel(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %r = arith.subi %s, %y : i32
  return %r : i32
}
func.func @drop_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y overflow<nuw> : i8
  return %r : i8
}
func.func @nsw_nuw_to_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y overflow<nsw, nuw> : i8
  return %r : i8
}
// (x | y) - y never borrows: x | y >= y as unsigned numbers.
func.func @sub_nuw_of_or(%x: i8, %y: i8) -> i8 {
  %o = arith.ori %x, %y : i8
  %r = arith.subi %o, %y : i8
  return %r : i8
}
// -64 is 64 modulo 2^7.
func.func @sub_i7_min(%x: i7) -> i7 {
  %c = arith.constant -64 : i7
  %r = arith.subi %x, %c : i7
  return %r : i7
}
// Mutations that must be caught.
func.func @sub_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %y : i32
  return %r : i32
}
func.func @sub_add_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y : i8
  return %r : i8
}
func.func @neg_add_nsw(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
func.func @sub_to_xor(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y : i8
  return %r : i8
}
func.func @zero_to_sub_self(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @sub_i7_wrong_negation(%x: i7) -> i7 {
  %c = arith.constant 63 : i7
  %r = arith.subi %x, %c : i7
  return %r : i7
}

//--- tgt.mlir
func.func @sub_self(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @sub_zero(%x: i64) -> i64 {
  return %x : i64
}
func.func @sub_const_as_add(%x: i8) -> i8 {
  %m5 = arith.constant -5 : i8
  %r = arith.addi %x, %m5 : i8
  return %r : i8
}
func.func @neg_neg(%x: i16) -> i16 {
  return %x : i16
}
func.func @all_ones_minus_is_not(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %r = arith.xori %x, %m : i8
  return %r : i8
}
func.func @sub_add_cancel(%x: i32, %y: i32) -> i32 {
  return %x : i32
}
func.func @drop_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y : i8
  return %r : i8
}
func.func @nsw_nuw_to_nsw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y overflow<nsw> : i8
  return %r : i8
}
func.func @sub_nuw_of_or(%x: i8, %y: i8) -> i8 {
  %o = arith.ori %x, %y : i8
  %r = arith.subi %o, %y overflow<nuw> : i8
  return %r : i8
}
func.func @sub_i7_min(%x: i7) -> i7 {
  %c = arith.constant 64 : i7
  %r = arith.addi %x, %c : i7
  return %r : i7
}
func.func @sub_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %y, %x : i32
  return %r : i32
}
// `nuw` is not justified: 0 - 1 borrows.
func.func @sub_add_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y overflow<nuw> : i8
  return %r : i8
}
// `nsw` is not justified: 0 - MIN overflows.
func.func @neg_add_nsw(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x overflow<nsw> : i8
  return %r : i8
}
func.func @sub_to_xor(%x: i8, %y: i8) -> i8 {
  %r = arith.xori %x, %y : i8
  return %r : i8
}
// x - x is poison, not 0, when x is poison.
func.func @zero_to_sub_self(%x: i16) -> i16 {
  %r = arith.subi %x, %x : i16
  return %r : i16
}
// -63 is 65 modulo 2^7, not 63.
func.func @sub_i7_wrong_negation(%x: i7) -> i7 {
  %c = arith.constant 63 : i7
  %r = arith.addi %x, %c : i7
  return %r : i7
}
