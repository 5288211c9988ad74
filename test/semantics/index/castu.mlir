// index.castu: "enables conversions between values of index type and concrete
// fixed-width integer types. If casting to a wider integer, the value is
// zero-extended. If casting to a narrower integer, the value is truncated."
// (IndexOps.td, Index_CastUOp). Whether a cast widens or narrows depends on
// the index width, so the pairs are checked at 64 (default) and 32; a poison
// input gives a poison output.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err32.txt

// CHECK-DAG: @i8_roundtrip: valid{{$}}
// CHECK-DAG: @zero_extends: valid{{$}}
// CHECK-DAG: @true_is_one: valid{{$}}
// CHECK-DAG: @narrowing_is_mask: valid{{$}}
// CHECK-DAG: @to_i128_high_half_zero: valid{{$}}
// CHECK-DAG: @index_i64_roundtrip: valid{{$}}
// CHECK-DAG: @sign_extended_instead: invalid: target result #0 is
// CHECK-DAG: @wrong_mask: invalid: target result #0 is
// CHECK-DAG: @true_is_not_minus_one: invalid: target result #0 is {{[0-9]+}} / -1 (0x{{f+}}) where the source result is 1 (0x{{0+}}1)
// CHECK-DAG: @poison_input: invalid: target result #0 is poison where the source result is 0 (0x00)
// W64-DAG: @index_i32_roundtrip: invalid: target result #0 is
// W64-DAG: @i64_index_roundtrip: valid{{$}}
// W64-DAG: @i32_never_negative: valid{{$}}
// W32-DAG: @index_i32_roundtrip: valid{{$}}
// W32-DAG: @i64_index_roundtrip: invalid: target result #0 is
// W32-DAG: @i32_never_negative: invalid: target result #0 is false (0) where the source result is true (1)
// W64: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 7 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @sign_extended_instead:
// DIAG: note: counterexample input %arg0 : i8 = {{[0-9]+}} / -{{[0-9]+}} (0x{{[89a-f][0-9a-f]}})
// DIAG: error: mlir-refine: the target miscompiles @wrong_mask:
// DIAG: error: mlir-refine: the target miscompiles @true_is_not_minus_one:
// DIAG: error: mlir-refine: the target miscompiles @poison_input: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @i8_roundtrip(%x: i8) -> i8 {
  %i = index.castu %x : i8 to index
  %r = index.castu %i : index to i8
  return %r : i8
}
// i8 -> index is always below 256.
func.func @zero_extends(%x: i8) -> i1 {
  %i = index.castu %x : i8 to index
  %c256 = index.constant 256
  %r = index.cmp ult(%i, %c256)
  return %r : i1
}
func.func @true_is_one() -> index {
  %t = index.bool.constant true
  %r = index.castu %t : i1 to index
  return %r : index
}
// Narrowing to i8 and zero-extending back keeps the low 8 bits.
func.func @narrowing_is_mask(%a: index) -> index {
  %n = index.castu %a : index to i8
  %r = index.castu %n : i8 to index
  return %r : index
}
// index -> i128 always widens; the high 64 bits are zero.
func.func @to_i128_high_half_zero(%a: index) -> i128 {
  %w = index.castu %a : index to i128
  %c64 = arith.constant 64 : i128
  %r = arith.shrui %w, %c64 : i128
  return %r : i128
}
// index -> i64 -> index: identity at 64, widen then narrow at 32.
func.func @index_i64_roundtrip(%a: index) -> index {
  %w = index.castu %a : index to i64
  %r = index.castu %w : i64 to index
  return %r : index
}
// index -> i32 -> index: identity only when the index width is <= 32.
func.func @index_i32_roundtrip(%a: index) -> index {
  %n = index.castu %a : index to i32
  %r = index.castu %n : i32 to index
  return %r : index
}
// i64 -> index -> i64: identity at 64 only (narrowing at 32).
func.func @i64_index_roundtrip(%x: i64) -> i64 {
  %i = index.castu %x : i64 to index
  %r = index.castu %i : index to i64
  return %r : i64
}
// A zero-extended i32 is never negative at 64; at 32 it is the i32 itself.
func.func @i32_never_negative(%x: i32) -> i1 {
  %i = index.castu %x : i32 to index
  %c0 = index.constant 0
  %r = index.cmp slt(%i, %c0)
  return %r : i1
}
// Mutations that must be caught.
func.func @sign_extended_instead(%x: i8) -> index {
  %r = index.castu %x : i8 to index
  return %r : index
}
func.func @wrong_mask(%a: index) -> index {
  %n = index.castu %a : index to i8
  %r = index.castu %n : i8 to index
  return %r : index
}
func.func @true_is_not_minus_one() -> index {
  %t = index.bool.constant true
  %r = index.castu %t : i1 to index
  return %r : index
}
func.func @poison_input(%a: index) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

//--- tgt.mlir
func.func @i8_roundtrip(%x: i8) -> i8 {
  return %x : i8
}
func.func @zero_extends(%x: i8) -> i1 {
  %t = index.bool.constant true
  return %t : i1
}
func.func @true_is_one() -> index {
  %r = index.constant 1
  return %r : index
}
func.func @narrowing_is_mask(%a: index) -> index {
  %c255 = index.constant 255
  %r = index.and %a, %c255
  return %r : index
}
func.func @to_i128_high_half_zero(%a: index) -> i128 {
  %c0 = arith.constant 0 : i128
  return %c0 : i128
}
func.func @index_i64_roundtrip(%a: index) -> index {
  return %a : index
}
func.func @index_i32_roundtrip(%a: index) -> index {
  return %a : index
}
func.func @i64_index_roundtrip(%x: i64) -> i64 {
  return %x : i64
}
func.func @i32_never_negative(%x: i32) -> i1 {
  %f = index.bool.constant false
  return %f : i1
}
func.func @sign_extended_instead(%x: i8) -> index {
  %r = index.casts %x : i8 to index
  return %r : index
}
func.func @wrong_mask(%a: index) -> index {
  %c127 = index.constant 127
  %r = index.and %a, %c127
  return %r : index
}
func.func @true_is_not_minus_one() -> index {
  %r = index.constant -1
  return %r : index
}
func.func @poison_input(%a: index) -> i8 {
  %n = index.castu %a : index to i8
  %r = arith.xori %n, %n : i8
  return %r : i8
}
