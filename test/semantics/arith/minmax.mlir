// arith.maxsi / maxui / minsi / minui: "signed integer maximum operation",
// "unsigned integer maximum operation", "signed integer minimum operation",
// "unsigned integer minimum operation" (ArithOps.td, MaxSIOp, MaxUIOp,
// MinSIOp, MinUIOp). The result is the larger / smaller operand, compared as
// signed or unsigned numbers; no undefined behaviour.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @max_self: valid{{$}}
// CHECK-DAG: @min_self: valid{{$}}
// CHECK-DAG: @maxsi_as_select: valid{{$}}
// CHECK-DAG: @maxui_as_select: valid{{$}}
// CHECK-DAG: @minsi_as_select: valid{{$}}
// CHECK-DAG: @minui_as_select: valid{{$}}
// CHECK-DAG: @maxsi_commute: valid{{$}}
// CHECK-DAG: @maxui_zero: valid{{$}}
// CHECK-DAG: @minui_zero: valid{{$}}
// CHECK-DAG: @minui_all_ones: valid{{$}}
// CHECK-DAG: @maxsi_min: valid{{$}}
// CHECK-DAG: @minsi_max: valid{{$}}
// CHECK-DAG: @min_max_absorb: valid{{$}}
// CHECK-DAG: @max_plus_min: valid{{$}}
// CHECK-DAG: @maxsi_to_maxui: invalid: target result #0 is
// CHECK-DAG: @minui_to_minsi: invalid: target result #0 is
// CHECK-DAG: @max_to_min: invalid: target result #0 is
// CHECK-DAG: @maxsi_select_wrong_predicate: invalid: target result #0 is
// CHECK-DAG: @minui_zero_wrong: invalid: target result #0 is
// CHECK-DAG: @maxsi_minus_one_wrong: invalid: target result #0 is 255 / -1 (0xff) where the source result is 0 (0x00)
// CHECK: summary: 14 valid, 6 invalid, 0 unsupported, 0 inconclusive

// maxsi(0, -1) = 0; a function without arguments has no input notes.
// DIAG: error: mlir-refine: the target miscompiles @maxsi_minus_one_wrong
// DIAG-NOT: counterexample input
// DIAG: note: source result #0 = 0 (0x00)
// DIAG: note: target result #0 = 255 / -1 (0xff)

//--- src.mlir
func.func @max_self(%x: i8) -> (i8, i8) {
  %a = arith.maxsi %x, %x : i8
  %b = arith.maxui %x, %x : i8
  return %a, %b : i8, i8
}
func.func @min_self(%x: i8) -> (i8, i8) {
  %a = arith.minsi %x, %x : i8
  %b = arith.minui %x, %x : i8
  return %a, %b : i8, i8
}
func.func @maxsi_as_select(%x: i16, %y: i16) -> i16 {
  %r = arith.maxsi %x, %y : i16
  return %r : i16
}
func.func @maxui_as_select(%x: i16, %y: i16) -> i16 {
  %r = arith.maxui %x, %y : i16
  return %r : i16
}
func.func @minsi_as_select(%x: i16, %y: i16) -> i16 {
  %r = arith.minsi %x, %y : i16
  return %r : i16
}
func.func @minui_as_select(%x: i16, %y: i16) -> i16 {
  %r = arith.minui %x, %y : i16
  return %r : i16
}
func.func @maxsi_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %x, %y : i32
  return %r : i32
}
func.func @maxui_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.maxui %x, %c0 : i8
  return %r : i8
}
func.func @minui_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.minui %x, %c0 : i8
  return %r : i8
}
func.func @minui_all_ones(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %r = arith.minui %x, %m : i8
  return %r : i8
}
func.func @maxsi_min(%x: i8) -> i8 {
  %min = arith.constant -128 : i8
  %r = arith.maxsi %x, %min : i8
  return %r : i8
}
func.func @minsi_max(%x: i8) -> i8 {
  %max = arith.constant 127 : i8
  %r = arith.minsi %x, %max : i8
  return %r : i8
}
// min(x, max(x, y)) = x
func.func @min_max_absorb(%x: i8, %y: i8) -> i8 {
  %m = arith.maxsi %x, %y : i8
  %r = arith.minsi %x, %m : i8
  return %r : i8
}
// max(x, y) + min(x, y) = x + y
func.func @max_plus_min(%x: i8, %y: i8) -> i8 {
  %a = arith.maxui %x, %y : i8
  %b = arith.minui %x, %y : i8
  %r = arith.addi %a, %b : i8
  return %r : i8
}
// Mutations that must be caught.
func.func @maxsi_to_maxui(%x: i8, %y: i8) -> i8 {
  %r = arith.maxsi %x, %y : i8
  return %r : i8
}
func.func @minui_to_minsi(%x: i8, %y: i8) -> i8 {
  %r = arith.minui %x, %y : i8
  return %r : i8
}
func.func @max_to_min(%x: i8, %y: i8) -> i8 {
  %r = arith.maxui %x, %y : i8
  return %r : i8
}
func.func @maxsi_select_wrong_predicate(%x: i8, %y: i8) -> i8 {
  %r = arith.maxsi %x, %y : i8
  return %r : i8
}
func.func @minui_zero_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.minui %x, %c0 : i8
  return %r : i8
}
func.func @maxsi_minus_one_wrong() -> i8 {
  %c0 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.maxsi %c0, %m1 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @max_self(%x: i8) -> (i8, i8) {
  return %x, %x : i8, i8
}
func.func @min_self(%x: i8) -> (i8, i8) {
  return %x, %x : i8, i8
}
func.func @maxsi_as_select(%x: i16, %y: i16) -> i16 {
  %c = arith.cmpi sgt, %x, %y : i16
  %r = arith.select %c, %x, %y : i16
  return %r : i16
}
func.func @maxui_as_select(%x: i16, %y: i16) -> i16 {
  %c = arith.cmpi uge, %x, %y : i16
  %r = arith.select %c, %x, %y : i16
  return %r : i16
}
func.func @minsi_as_select(%x: i16, %y: i16) -> i16 {
  %c = arith.cmpi sle, %y, %x : i16
  %r = arith.select %c, %y, %x : i16
  return %r : i16
}
func.func @minui_as_select(%x: i16, %y: i16) -> i16 {
  %c = arith.cmpi ult, %x, %y : i16
  %r = arith.select %c, %x, %y : i16
  return %r : i16
}
func.func @maxsi_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %y, %x : i32
  return %r : i32
}
func.func @maxui_zero(%x: i8) -> i8 {
  return %x : i8
}
func.func @minui_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @minui_all_ones(%x: i8) -> i8 {
  return %x : i8
}
func.func @maxsi_min(%x: i8) -> i8 {
  return %x : i8
}
func.func @minsi_max(%x: i8) -> i8 {
  return %x : i8
}
func.func @min_max_absorb(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @max_plus_min(%x: i8, %y: i8) -> i8 {
  %r = arith.addi %x, %y : i8
  return %r : i8
}
func.func @maxsi_to_maxui(%x: i8, %y: i8) -> i8 {
  %r = arith.maxui %x, %y : i8
  return %r : i8
}
func.func @minui_to_minsi(%x: i8, %y: i8) -> i8 {
  %r = arith.minsi %x, %y : i8
  return %r : i8
}
func.func @max_to_min(%x: i8, %y: i8) -> i8 {
  %r = arith.minui %x, %y : i8
  return %r : i8
}
// select(x < y, x, y) is the minimum.
func.func @maxsi_select_wrong_predicate(%x: i8, %y: i8) -> i8 {
  %c = arith.cmpi slt, %x, %y : i8
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
// minui(x, 0) folded as if it were maxui.
func.func @minui_zero_wrong(%x: i8) -> i8 {
  return %x : i8
}
// Folded with the unsigned order (-1 = 255 > 0).
func.func @maxsi_minus_one_wrong() -> i8 {
  %m1 = arith.constant -1 : i8
  return %m1 : i8
}
