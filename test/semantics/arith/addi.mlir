// arith.addi: N-bit addition modulo 2^n; with `nsw`/`nuw` an overflowing
// result is poison (ArithOps.td, AddIOp).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @commute: valid
// CHECK-DAG: @add_zero: valid
// CHECK-DAG: @drop_nsw: valid
// CHECK-DAG: @nsw_nuw_to_nuw: valid
// CHECK-DAG: @add_one_wrong: invalid: target result #0 is 1 (0x01) where the source result is 0 (0x00)
// CHECK-DAG: @add_nsw_self: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @add_to_or: invalid: target result #0 is
// CHECK-DAG: @add_i1_is_xor: valid{{$}}
// CHECK-DAG: @add_disjoint_is_or: valid{{$}}
// CHECK-DAG: @add_nuw_no_wrap: valid{{$}}
// CHECK-DAG: @add_nsw_i7_max: valid{{$}}
// CHECK-DAG: @add_one_nuw: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @add_nsw_to_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @zero_plus_poison: invalid: target result #0 is poison where the source result is 5 (0x05)
// CHECK: summary: 8 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: mlir-refine: the target miscompiles @add_nsw_self: target result #0 is poison
// DIAG: note: counterexample input %arg0 : i8 =

//--- src.mlir
func.func @commute(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @add_zero(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.addi %x, %c0 : i64
  return %r : i64
}
// Dropping a poison-generating flag makes the target more defined.
func.func @drop_nsw(%x: i16, %y: i16) -> i16 {
  %r = arith.addi %x, %y overflow<nsw> : i16
  return %r : i16
}
func.func @nsw_nuw_to_nuw(%x: i16, %y: i16) -> i16 {
  %r = arith.addi %x, %y overflow<nsw, nuw> : i16
  return %r : i16
}
// Mutations that must be caught.
func.func @add_one_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.addi %x, %c0 : i8
  return %r : i8
}
func.func @add_nsw_self(%x: i8) -> i8 {
  %r = arith.addi %x, %x : i8
  return %r : i8
}
func.func @add_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.addi %x, %y : i8
  return %r : i8
}

// On i1, addition modulo 2 is xor.
func.func @add_i1_is_xor(%a: i1, %b: i1) -> i1 {
  %r = arith.addi %a, %b : i1
  return %r : i1
}
// Operands without common set bits: no carries.
func.func @add_disjoint_is_or(%x: i8, %y: i8) -> i8 {
  %hi = arith.constant 0xF0 : i8
  %lo = arith.constant 0x0F : i8
  %a = arith.andi %x, %hi : i8
  %b = arith.andi %y, %lo : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
// With nuw the sum does not wrap, so it is >= x (or poison).
func.func @add_nuw_no_wrap(%x: i8, %y: i8) -> i1 {
  %s = arith.addi %x, %y overflow<nuw> : i8
  %r = arith.cmpi uge, %s, %x : i8
  return %r : i1
}
// i7: 63 + x with nsw overflows exactly when x > 0.
func.func @add_nsw_i7_max(%x: i7) -> i7 {
  %c = arith.constant 63 : i7
  %c0 = arith.constant 0 : i7
  %pos = arith.cmpi sgt, %x, %c0 : i7
  %s = arith.addi %x, %c : i7
  %p = ub.poison : i7
  %r = arith.select %pos, %p, %s : i7
  return %r : i7
}
// 255 + 1 wraps: nuw is not justified.
func.func @add_one_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
// -1 + -1 has no signed overflow, but wraps as unsigned.
func.func @add_nsw_to_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.addi %x, %y overflow<nsw> : i8
  return %r : i8
}
func.func @zero_plus_poison(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  return %c5 : i8
}

//--- tgt.mlir
func.func @commute(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %y, %x : i32
  return %r : i32
}
func.func @add_zero(%x: i64) -> i64 {
  return %x : i64
}
func.func @drop_nsw(%x: i16, %y: i16) -> i16 {
  %r = arith.addi %x, %y : i16
  return %r : i16
}
func.func @nsw_nuw_to_nuw(%x: i16, %y: i16) -> i16 {
  %r = arith.addi %x, %y overflow<nuw> : i16
  return %r : i16
}
func.func @add_one_wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
// Adding a flag the source did not have: x + x overflows for x = 64.
func.func @add_nsw_self(%x: i8) -> i8 {
  %r = arith.addi %x, %x overflow<nsw> : i8
  return %r : i8
}
func.func @add_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.ori %x, %y : i8
  return %r : i8
}
func.func @add_i1_is_xor(%a: i1, %b: i1) -> i1 {
  %r = arith.xori %a, %b : i1
  return %r : i1
}
func.func @add_disjoint_is_or(%x: i8, %y: i8) -> i8 {
  %hi = arith.constant 0xF0 : i8
  %lo = arith.constant 0x0F : i8
  %a = arith.andi %x, %hi : i8
  %b = arith.andi %y, %lo : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
func.func @add_nuw_no_wrap(%x: i8, %y: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @add_nsw_i7_max(%x: i7) -> i7 {
  %c = arith.constant 63 : i7
  %r = arith.addi %x, %c overflow<nsw> : i7
  return %r : i7
}
func.func @add_one_nuw(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nuw> : i8
  return %r : i8
}
func.func @add_nsw_to_nuw(%x: i8, %y: i8) -> i8 {
  %r = arith.addi %x, %y overflow<nuw> : i8
  return %r : i8
}
// 5 + poison is poison.
func.func @zero_plus_poison(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %p = ub.poison : i8
  %r = arith.addi %c5, %p : i8
  return %r : i8
}
