// arith.extsi / arith.extui (ArithOps.td, ExtSIOp, ExtUIOp): from width M
// to a larger width N, "The top-most (N - M) bits of the output are filled
// with copies of the most-significant bit of the input" (extsi) / "are
// filled with zeros" (extui). A poison input gives a poison result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @extsi_doc_example: valid{{$}}
// CHECK-DAG: @extui_doc_example: valid{{$}}
// CHECK-DAG: @extui_as_mask: valid{{$}}
// CHECK-DAG: @extsi_as_shifts: valid{{$}}
// CHECK-DAG: @extsi_i1: valid{{$}}
// CHECK-DAG: @extui_i1: valid{{$}}
// CHECK-DAG: @extsi_chain: valid{{$}}
// CHECK-DAG: @extui_chain: valid{{$}}
// CHECK-DAG: @extsi_of_extui: valid{{$}}
// CHECK-DAG: @extsi_to_i128: valid{{$}}
// CHECK-DAG: @extui_preserves_ult: valid{{$}}
// CHECK-DAG: @extsi_to_extui: invalid: target result #0 is
// CHECK-DAG: @extui_to_extsi: invalid: target result #0 is
// CHECK-DAG: @extui_of_extsi: invalid: target result #0 is
// CHECK-DAG: @extsi_i1_as_one: invalid: target result #0 is 1 (0x01) where the source result is 255 / -1 (0xff)
// CHECK-DAG: @extsi_odd_width: invalid: target result #0 is
// CHECK-DAG: @zero_to_extui_shift: invalid: target result #0 is poison where the source result is 0 (0x0000)
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @extsi_i1_as_one
// DIAG: note: counterexample input %arg0 : i1 = true (1)
// DIAG: note: source result #0 = 255 / -1 (0xff)
// DIAG: note: target result #0 = 1 (0x01)

//--- src.mlir
// From the documentation: 5 : i3 (0b101) -> 0b111101 : i6; 2 -> 2.
func.func @extsi_doc_example() -> (i6, i6) {
  %c5 = arith.constant 5 : i3
  %c2 = arith.constant 2 : i3
  %a = arith.extsi %c5 : i3 to i6
  %b = arith.extsi %c2 : i3 to i6
  return %a, %b : i6, i6
}
// From the documentation: 5 : i3 -> 0b000101 : i6.
func.func @extui_doc_example() -> i6 {
  %c5 = arith.constant 5 : i3
  %a = arith.extui %c5 : i3 to i6
  return %a : i6
}
func.func @extui_as_mask(%x: i8) -> i16 {
  %r = arith.extui %x : i8 to i16
  return %r : i16
}
func.func @extsi_as_shifts(%x: i8) -> i32 {
  %r = arith.extsi %x : i8 to i32
  return %r : i32
}
func.func @extsi_i1(%c: i1) -> i8 {
  %r = arith.extsi %c : i1 to i8
  return %r : i8
}
func.func @extui_i1(%c: i1) -> i8 {
  %r = arith.extui %c : i1 to i8
  return %r : i8
}
func.func @extsi_chain(%x: i7) -> i32 {
  %a = arith.extsi %x : i7 to i13
  %r = arith.extsi %a : i13 to i32
  return %r : i32
}
func.func @extui_chain(%x: i7) -> i32 {
  %a = arith.extui %x : i7 to i13
  %r = arith.extui %a : i13 to i32
  return %r : i32
}
// The zero-extended value is non-negative.
func.func @extsi_of_extui(%x: i8) -> i32 {
  %a = arith.extui %x : i8 to i16
  %r = arith.extsi %a : i16 to i32
  return %r : i32
}
func.func @extsi_to_i128(%x: i64) -> i128 {
  %r = arith.extsi %x : i64 to i128
  return %r : i128
}
func.func @extui_preserves_ult(%x: i8, %y: i8) -> i1 {
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y : i8 to i32
  %r = arith.cmpi ult, %a, %b : i32
  return %r : i1
}
// Mutations that must be caught.
func.func @extsi_to_extui(%x: i8) -> i16 {
  %r = arith.extsi %x : i8 to i16
  return %r : i16
}
func.func @extui_to_extsi(%x: i8) -> i16 {
  %r = arith.extui %x : i8 to i16
  return %r : i16
}
func.func @extui_of_extsi(%x: i8) -> i32 {
  %a = arith.extsi %x : i8 to i16
  %r = arith.extui %a : i16 to i32
  return %r : i32
}
func.func @extsi_i1_as_one(%c: i1) -> i8 {
  %r = arith.extsi %c : i1 to i8
  return %r : i8
}
// The sign bit of an i7 is bit 6.
func.func @extsi_odd_width(%x: i7) -> i8 {
  %r = arith.extsi %x : i7 to i8
  return %r : i8
}
func.func @zero_to_extui_shift(%x: i8) -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}

//--- tgt.mlir
func.func @extsi_doc_example() -> (i6, i6) {
  %a = arith.constant -3 : i6
  %b = arith.constant 2 : i6
  return %a, %b : i6, i6
}
func.func @extui_doc_example() -> i6 {
  %a = arith.constant 5 : i6
  return %a : i6
}
func.func @extui_as_mask(%x: i8) -> i16 {
  %c255 = arith.constant 255 : i16
  %s = arith.extsi %x : i8 to i16
  %r = arith.andi %s, %c255 : i16
  return %r : i16
}
func.func @extsi_as_shifts(%x: i8) -> i32 {
  %c24 = arith.constant 24 : i32
  %z = arith.extui %x : i8 to i32
  %h = arith.shli %z, %c24 : i32
  %r = arith.shrsi %h, %c24 : i32
  return %r : i32
}
func.func @extsi_i1(%c: i1) -> i8 {
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %r = arith.select %c, %m1, %c0 : i8
  return %r : i8
}
func.func @extui_i1(%c: i1) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %r = arith.select %c, %c1, %c0 : i8
  return %r : i8
}
func.func @extsi_chain(%x: i7) -> i32 {
  %r = arith.extsi %x : i7 to i32
  return %r : i32
}
func.func @extui_chain(%x: i7) -> i32 {
  %r = arith.extui %x : i7 to i32
  return %r : i32
}
func.func @extsi_of_extui(%x: i8) -> i32 {
  %r = arith.extui %x : i8 to i32
  return %r : i32
}
func.func @extsi_to_i128(%x: i64) -> i128 {
  %c64 = arith.constant 64 : i128
  %z = arith.extui %x : i64 to i128
  %h = arith.shli %z, %c64 : i128
  %r = arith.shrsi %h, %c64 : i128
  return %r : i128
}
func.func @extui_preserves_ult(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %x, %y : i8
  return %r : i1
}
func.func @extsi_to_extui(%x: i8) -> i16 {
  %r = arith.extui %x : i8 to i16
  return %r : i16
}
func.func @extui_to_extsi(%x: i8) -> i16 {
  %r = arith.extsi %x : i8 to i16
  return %r : i16
}
func.func @extui_of_extsi(%x: i8) -> i32 {
  %r = arith.extui %x : i8 to i32
  return %r : i32
}
func.func @extsi_i1_as_one(%c: i1) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %r = arith.select %c, %c1, %c0 : i8
  return %r : i8
}
// Copies bit 7 of the zero-extended value instead of bit 6.
func.func @extsi_odd_width(%x: i7) -> i8 {
  %r = arith.extui %x : i7 to i8
  return %r : i8
}
// (zext x) >>u 8 is 0 for every x, but poison when x is poison.
func.func @zero_to_extui_shift(%x: i8) -> i16 {
  %c8 = arith.constant 8 : i16
  %z = arith.extui %x : i8 to i16
  %r = arith.shrui %z, %c8 : i16
  return %r : i16
}
