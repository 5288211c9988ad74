// arith.trunci: from width M to a smaller width N, "The top-most (N - M)
// bits of the input are discarded." "If the nuw keyword is present, and any
// of the truncated bits are non-zero, the result is a poison value. If the
// nsw keyword is present, and any of the truncated bits are not the same as
// the top bit of the truncation result, the result is a poison value."
// (ArithOps.td, TruncIOp)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @trunc_doc_example: valid{{$}}
// CHECK-DAG: @trunc_of_extsi: valid{{$}}
// CHECK-DAG: @trunc_of_extui: valid{{$}}
// CHECK-DAG: @trunc_nsw_of_extsi: valid{{$}}
// CHECK-DAG: @trunc_nuw_of_extui: valid{{$}}
// CHECK-DAG: @trunc_nsw_of_extui_i7: valid{{$}}
// CHECK-DAG: @trunc_drop_flags: valid{{$}}
// CHECK-DAG: @trunc_chain: valid{{$}}
// CHECK-DAG: @trunc_ignores_high_bits: valid{{$}}
// CHECK-DAG: @trunc_nuw_then_extui: valid{{$}}
// CHECK-DAG: @trunc_nsw_then_extsi: valid{{$}}
// CHECK-DAG: @trunc_to_i1_low_bit: valid{{$}}
// CHECK-DAG: @trunc_i128: valid{{$}}
// CHECK-DAG: @trunc_add_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @trunc_of_extsi_add_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @trunc_of_extui_add_nsw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @trunc_nsw_then_extui: invalid: target result #0 is
// CHECK-DAG: @trunc_nuw_then_extsi: invalid: target result #0 is
// CHECK-DAG: @trunc_to_i1_as_ne_zero: invalid: target result #0 is
// CHECK-DAG: @trunc_nsw_to_nuw: invalid: target result #0 is poison where the source result is
// CHECK: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @trunc_of_extsi_add_nuw: target result #0 is poison
// DIAG: note: counterexample input %arg0 : i8 =

//--- src.mlir
// From the documentation: 21 : i5 (0b10101) -> 0b0101 : i4, 0b101 : i3.
func.func @trunc_doc_example() -> (i4, i3) {
  %c21 = arith.constant 21 : i5
  %a = arith.trunci %c21 : i5 to i4
  %b = arith.trunci %c21 : i5 to i3
  return %a, %b : i4, i3
}
func.func @trunc_of_extsi(%x: i8) -> i8 {
  %e = arith.extsi %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
func.func @trunc_of_extui(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
// The truncated bits are copies of the top bit of the result: nsw holds.
func.func @trunc_nsw_of_extsi(%x: i8) -> i8 {
  %e = arith.extsi %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
// The truncated bits are zero: nuw holds.
func.func @trunc_nuw_of_extui(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
// Zero-extending i7 to i16 and truncating to i8: the top bit of the i8
// result (bit 7) is 0, like all the truncated bits, so nsw and nuw hold.
func.func @trunc_nsw_of_extui_i7(%x: i7) -> i8 {
  %e = arith.extui %x : i7 to i16
  %r = arith.trunci %e : i16 to i8
  return %r : i8
}
func.func @trunc_drop_flags(%x: i32) -> i16 {
  %r = arith.trunci %x overflow<nsw, nuw> : i32 to i16
  return %r : i16
}
func.func @trunc_chain(%x: i32) -> i8 {
  %a = arith.trunci %x : i32 to i16
  %r = arith.trunci %a : i16 to i8
  return %r : i8
}
func.func @trunc_ignores_high_bits(%x: i32, %y: i32) -> i8 {
  %c8 = arith.constant 8 : i32
  %h = arith.shli %y, %c8 : i32
  %s = arith.addi %x, %h : i32
  %r = arith.trunci %s : i32 to i8
  return %r : i8
}
// With nuw the high bits were zero, so extui restores x.
func.func @trunc_nuw_then_extui(%x: i16) -> i16 {
  %t = arith.trunci %x overflow<nuw> : i16 to i8
  %r = arith.extui %t : i8 to i16
  return %r : i16
}
// With nsw the high bits were copies of the sign, so extsi restores x.
func.func @trunc_nsw_then_extsi(%x: i16) -> i16 {
  %t = arith.trunci %x overflow<nsw> : i16 to i8
  %r = arith.extsi %t : i8 to i16
  return %r : i16
}
func.func @trunc_to_i1_low_bit(%x: i8) -> i1 {
  %r = arith.trunci %x : i8 to i1
  return %r : i1
}
func.func @trunc_i128(%x: i128) -> i64 {
  %r = arith.trunci %x : i128 to i64
  return %r : i64
}
// Mutations that must be caught.
func.func @trunc_add_nuw(%x: i16) -> i8 {
  %r = arith.trunci %x : i16 to i8
  return %r : i8
}
func.func @trunc_of_extsi_add_nuw(%x: i8) -> i8 {
  %e = arith.extsi %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
func.func @trunc_of_extui_add_nsw(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %r = arith.trunci %e : i32 to i8
  return %r : i8
}
func.func @trunc_nsw_then_extui(%x: i16) -> i16 {
  %t = arith.trunci %x overflow<nsw> : i16 to i8
  %r = arith.extui %t : i8 to i16
  return %r : i16
}
func.func @trunc_nuw_then_extsi(%x: i16) -> i16 {
  %t = arith.trunci %x overflow<nuw> : i16 to i8
  %r = arith.extsi %t : i8 to i16
  return %r : i16
}
func.func @trunc_to_i1_as_ne_zero(%x: i8) -> i1 {
  %r = arith.trunci %x : i8 to i1
  return %r : i1
}
// 0xFFFF -> 0xFF: nsw holds (all ones), nuw does not.
func.func @trunc_nsw_to_nuw(%x: i16) -> i8 {
  %r = arith.trunci %x overflow<nsw> : i16 to i8
  return %r : i8
}

//--- tgt.mlir
func.func @trunc_doc_example() -> (i4, i3) {
  %a = arith.constant 5 : i4
  %b = arith.constant 5 : i3
  return %a, %b : i4, i3
}
func.func @trunc_of_extsi(%x: i8) -> i8 {
  return %x : i8
}
func.func @trunc_of_extui(%x: i8) -> i8 {
  return %x : i8
}
func.func @trunc_nsw_of_extsi(%x: i8) -> i8 {
  %e = arith.extsi %x : i8 to i32
  %r = arith.trunci %e overflow<nsw> : i32 to i8
  return %r : i8
}
func.func @trunc_nuw_of_extui(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %r = arith.trunci %e overflow<nuw> : i32 to i8
  return %r : i8
}
func.func @trunc_nsw_of_extui_i7(%x: i7) -> i8 {
  %e = arith.extui %x : i7 to i16
  %r = arith.trunci %e overflow<nsw, nuw> : i16 to i8
  return %r : i8
}
func.func @trunc_drop_flags(%x: i32) -> i16 {
  %r = arith.trunci %x : i32 to i16
  return %r : i16
}
func.func @trunc_chain(%x: i32) -> i8 {
  %r = arith.trunci %x : i32 to i8
  return %r : i8
}
func.func @trunc_ignores_high_bits(%x: i32, %y: i32) -> i8 {
  %r = arith.trunci %x : i32 to i8
  return %r : i8
}
func.func @trunc_nuw_then_extui(%x: i16) -> i16 {
  return %x : i16
}
func.func @trunc_nsw_then_extsi(%x: i16) -> i16 {
  return %x : i16
}
func.func @trunc_to_i1_low_bit(%x: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %b = arith.andi %x, %c1 : i8
  %r = arith.cmpi ne, %b, %c0 : i8
  return %r : i1
}
func.func @trunc_i128(%x: i128) -> i64 {
  %c64 = arith.constant 64 : i128
  %h = arith.shli %x, %c64 : i128
  %l = arith.shrui %h, %c64 : i128
  %r = arith.trunci %l overflow<nuw> : i128 to i64
  return %r : i64
}
func.func @trunc_add_nuw(%x: i16) -> i8 {
  %r = arith.trunci %x overflow<nuw> : i16 to i8
  return %r : i8
}
// nuw is wrong for negative x: the truncated bits are ones.
func.func @trunc_of_extsi_add_nuw(%x: i8) -> i8 {
  %e = arith.extsi %x : i8 to i32
  %r = arith.trunci %e overflow<nuw> : i32 to i8
  return %r : i8
}
// nsw is wrong for x >= 128: the truncated bits are zero, the top bit one.
func.func @trunc_of_extui_add_nsw(%x: i8) -> i8 {
  %e = arith.extui %x : i8 to i32
  %r = arith.trunci %e overflow<nsw> : i32 to i8
  return %r : i8
}
// nsw does not make the high bits zero (x = -1).
func.func @trunc_nsw_then_extui(%x: i16) -> i16 {
  return %x : i16
}
// nuw does not make the high bits sign copies (x = 128).
func.func @trunc_nuw_then_extsi(%x: i16) -> i16 {
  return %x : i16
}
func.func @trunc_to_i1_as_ne_zero(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %r = arith.cmpi ne, %x, %c0 : i8
  return %r : i1
}
func.func @trunc_nsw_to_nuw(%x: i16) -> i8 {
  %r = arith.trunci %x overflow<nuw> : i16 to i8
  return %r : i8
}
