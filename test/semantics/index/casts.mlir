// index.casts: "enables conversions between values of index type and concrete
// fixed-width integer types. If casting to a wider integer, the value is
// sign-extended. If casting to a narrower integer, the value is truncated."
// (IndexOps.td, Index_CastSOp). Whether a cast widens or narrows depends on
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
// CHECK-DAG: @sign_extends: valid{{$}}
// CHECK-DAG: @true_is_minus_one: valid{{$}}
// CHECK-DAG: @narrowing_truncates: valid{{$}}
// CHECK-DAG: @to_i128_sign_extends: valid{{$}}
// CHECK-DAG: @index_i64_roundtrip: valid{{$}}
// CHECK-DAG: @zero_extended_instead: invalid: target result #0 is
// CHECK-DAG: @narrowing_drops_bits: invalid: target result #0 is
// CHECK-DAG: @to_i128_zero_extended: invalid: target result #0 is
// CHECK-DAG: @poison_input: invalid: target result #0 is poison where the source result is 0 (0x00)
// W64-DAG: @index_i32_roundtrip: invalid: target result #0 is
// W64-DAG: @i64_index_roundtrip: valid{{$}}
// W64-DAG: @i32_casts_is_castu: invalid: target result #0 is
// W32-DAG: @index_i32_roundtrip: valid{{$}}
// W32-DAG: @i64_index_roundtrip: invalid: target result #0 is
// W32-DAG: @i32_casts_is_castu: valid{{$}}
// W64: summary: 7 valid, 6 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @zero_extended_instead:
// DIAG: note: counterexample input %arg0 : i8 = {{[0-9]+}} / -{{[0-9]+}} (0x{{[89a-f][0-9a-f]}})
// DIAG: error: mlir-refine: the target miscompiles @narrowing_drops_bits:
// DIAG: error: mlir-refine: the target miscompiles @to_i128_zero_extended:
// DIAG: error: mlir-refine: the target miscompiles @poison_input: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// Widening then narrowing back gives the value back.
func.func @i8_roundtrip(%x: i8) -> i8 {
  %i = index.casts %x : i8 to index
  %r = index.casts %i : index to i8
  return %r : i8
}
// i32 -> index keeps the sign (an identity at an index width of 32).
func.func @sign_extends(%x: i32) -> i1 {
  %i = index.casts %x : i32 to index
  %c0 = index.constant 0
  %r = index.cmp slt(%i, %c0)
  return %r : i1
}
func.func @true_is_minus_one() -> index {
  %t = index.bool.constant true
  %r = index.casts %t : i1 to index
  return %r : index
}
// Truncation does not depend on signedness.
func.func @narrowing_truncates(%a: index) -> i16 {
  %r = index.casts %a : index to i16
  return %r : i16
}
// index -> i128 always widens; the high half is copies of the sign bit.
func.func @to_i128_sign_extends(%a: index) -> i1 {
  %w = index.casts %a : index to i128
  %c127 = arith.constant 127 : i128
  %h = arith.shrsi %w, %c127 : i128
  %m1 = arith.constant -1 : i128
  %r = arith.cmpi eq, %h, %m1 : i128
  return %r : i1
}
// index -> i64 -> index: identity at 64, widen then narrow at 32.
func.func @index_i64_roundtrip(%a: index) -> index {
  %w = index.casts %a : index to i64
  %r = index.casts %w : i64 to index
  return %r : index
}
// index -> i32 -> index: identity at 32 only.
func.func @index_i32_roundtrip(%a: index) -> index {
  %n = index.casts %a : index to i32
  %r = index.casts %n : i32 to index
  return %r : index
}
// i64 -> index -> i64: identity at 64 only (narrowing at 32).
func.func @i64_index_roundtrip(%x: i64) -> i64 {
  %i = index.casts %x : i64 to index
  %r = index.casts %i : index to i64
  return %r : i64
}
// i32 -> index: sign- and zero-extension agree only when nothing widens.
func.func @i32_casts_is_castu(%x: i32) -> index {
  %r = index.casts %x : i32 to index
  return %r : index
}
// Mutations that must be caught.
func.func @zero_extended_instead(%x: i8) -> index {
  %r = index.casts %x : i8 to index
  return %r : index
}
func.func @narrowing_drops_bits(%a: index) -> index {
  %n = index.casts %a : index to i8
  %r = index.casts %n : i8 to index
  return %r : index
}
func.func @to_i128_zero_extended(%a: index) -> i128 {
  %r = index.casts %a : index to i128
  return %r : i128
}
func.func @poison_input(%a: index) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

//--- tgt.mlir
func.func @i8_roundtrip(%x: i8) -> i8 {
  return %x : i8
}
func.func @sign_extends(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi slt, %x, %c0 : i32
  return %r : i1
}
func.func @true_is_minus_one() -> index {
  %r = index.constant -1
  return %r : index
}
func.func @narrowing_truncates(%a: index) -> i16 {
  %r = index.castu %a : index to i16
  return %r : i16
}
func.func @to_i128_sign_extends(%a: index) -> i1 {
  %c0 = index.constant 0
  %r = index.cmp slt(%a, %c0)
  return %r : i1
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
func.func @i32_casts_is_castu(%x: i32) -> index {
  %r = index.castu %x : i32 to index
  return %r : index
}
func.func @zero_extended_instead(%x: i8) -> index {
  %r = index.castu %x : i8 to index
  return %r : index
}
func.func @narrowing_drops_bits(%a: index) -> index {
  return %a : index
}
func.func @to_i128_zero_extended(%a: index) -> i128 {
  %r = index.castu %a : index to i128
  return %r : i128
}
// The target is poison for a poison %a (x ^ x of a poison x is poison).
func.func @poison_input(%a: index) -> i8 {
  %n = index.casts %a : index to i8
  %r = arith.xori %n, %n : i8
  return %r : i8
}
