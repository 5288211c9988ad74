// arith.mulsi_extended / arith.mului_extended (ArithOps.td, MulSIExtendedOp,
// MulUIExtendedOp): "Performs (2*N)-bit multiplication on sign-extended
// [zero-extended] operands. Returns two N-bit results: the low and the high
// halves of the product. The low half has the same value as the result of
// regular multiplication `arith.muli` with the same operands."
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @mului_low_is_muli: valid{{$}}
// CHECK-DAG: @mulsi_low_is_muli: valid{{$}}
// CHECK-DAG: @mului_high_via_wide: valid{{$}}
// CHECK-DAG: @mulsi_high_via_wide: valid{{$}}
// CHECK-DAG: @mului_by_one: valid{{$}}
// CHECK-DAG: @mulsi_by_one: valid{{$}}
// CHECK-DAG: @mulsi_by_minus_one_high: valid{{$}}
// CHECK-DAG: @mului_commute: valid{{$}}
// CHECK-DAG: @mulsi_odd_width: valid{{$}}
// CHECK-DAG: @mulsi_high_as_mului_high: invalid: target result #1 is
// CHECK-DAG: @mului_high_as_mulsi_high: invalid: target result #1 is
// CHECK-DAG: @mului_by_one_sign_high: invalid: target result #1 is
// CHECK-DAG: @mulsi_high_dropped: invalid: target result #1 is
// CHECK: summary: 9 valid, 4 invalid, 0 unsupported, 0 inconclusive

// The low halves agree, so the difference is reported on result #1.
// DIAG: error: mlir-refine: the target miscompiles @mulsi_high_as_mului_high: target result #1 is
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: counterexample input %arg1 : i8 =
// DIAG: note: source result #0 =
// DIAG: note: source result #1 =
// DIAG: note: target result #0 =
// DIAG: note: target result #1 =

//--- src.mlir
func.func @mului_low_is_muli(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo : i32
}
func.func @mulsi_low_is_muli(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mulsi_extended %x, %y : i32
  return %lo : i32
}
func.func @mului_high_via_wide(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mulsi_high_via_wide(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mului_by_one(%x: i16) -> (i16, i16) {
  %c1 = arith.constant 1 : i16
  %lo, %hi = arith.mului_extended %x, %c1 : i16
  return %lo, %hi : i16, i16
}
// The high half of x * 1 is the sign of x.
func.func @mulsi_by_one(%x: i16) -> (i16, i16) {
  %c1 = arith.constant 1 : i16
  %lo, %hi = arith.mulsi_extended %x, %c1 : i16
  return %lo, %hi : i16, i16
}
// x * -1 = -x as a 16-bit value: its high half is -1 for x > 0, 0 for
// x <= 0 (MIN included: -MIN = 128 fits in 16 bits).
func.func @mulsi_by_minus_one_high(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %lo, %hi = arith.mulsi_extended %x, %m1 : i8
  return %hi : i8
}
func.func @mului_commute(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mulsi_odd_width(%x: i5, %y: i5) -> i5 {
  %lo, %hi = arith.mulsi_extended %x, %y : i5
  return %hi : i5
}
// Mutations that must be caught.
func.func @mulsi_high_as_mului_high(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mului_high_as_mulsi_high(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mului_by_one_sign_high(%x: i16) -> (i16, i16) {
  %c1 = arith.constant 1 : i16
  %lo, %hi = arith.mului_extended %x, %c1 : i16
  return %lo, %hi : i16, i16
}
func.func @mulsi_high_dropped(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %lo, %hi : i8, i8
}

//--- tgt.mlir
func.func @mului_low_is_muli(%x: i32, %y: i32) -> i32 {
  %r = arith.muli %x, %y : i32
  return %r : i32
}
func.func @mulsi_low_is_muli(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo : i32
}
func.func @mului_high_via_wide(%x: i8, %y: i8) -> (i8, i8) {
  %c8 = arith.constant 8 : i16
  %wx = arith.extui %x : i8 to i16
  %wy = arith.extui %y : i8 to i16
  %p = arith.muli %wx, %wy : i16
  %lo = arith.trunci %p : i16 to i8
  %h = arith.shrui %p, %c8 : i16
  %hi = arith.trunci %h : i16 to i8
  return %lo, %hi : i8, i8
}
func.func @mulsi_high_via_wide(%x: i8, %y: i8) -> (i8, i8) {
  %c8 = arith.constant 8 : i16
  %wx = arith.extsi %x : i8 to i16
  %wy = arith.extsi %y : i8 to i16
  %p = arith.muli %wx, %wy : i16
  %lo = arith.trunci %p : i16 to i8
  %h = arith.shrsi %p, %c8 : i16
  %hi = arith.trunci %h : i16 to i8
  return %lo, %hi : i8, i8
}
func.func @mului_by_one(%x: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : i16
  return %x, %c0 : i16, i16
}
func.func @mulsi_by_one(%x: i16) -> (i16, i16) {
  %c15 = arith.constant 15 : i16
  %sign = arith.shrsi %x, %c15 : i16
  return %x, %sign : i16, i16
}
func.func @mulsi_by_minus_one_high(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %pos = arith.cmpi sgt, %x, %c0 : i8
  %r = arith.extsi %pos : i1 to i8
  return %r : i8
}
func.func @mului_commute(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %y, %x : i8
  return %lo, %hi : i8, i8
}
func.func @mulsi_odd_width(%x: i5, %y: i5) -> i5 {
  %c5 = arith.constant 5 : i10
  %wx = arith.extsi %x : i5 to i10
  %wy = arith.extsi %y : i5 to i10
  %p = arith.muli %wx, %wy : i10
  %h = arith.shrui %p, %c5 : i10
  %hi = arith.trunci %h : i10 to i5
  return %hi : i5
}
func.func @mulsi_high_as_mului_high(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mului_high_as_mulsi_high(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
// The signed rule applied to the unsigned op.
func.func @mului_by_one_sign_high(%x: i16) -> (i16, i16) {
  %c15 = arith.constant 15 : i16
  %sign = arith.shrsi %x, %c15 : i16
  return %x, %sign : i16, i16
}
func.func @mulsi_high_dropped(%x: i8, %y: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %lo = arith.muli %x, %y : i8
  return %lo, %c0 : i8, i8
}
