// arith.index_cast / arith.index_castui (ArithOps.td, IndexCastOp,
// IndexCastUIOp): "Casts between scalar or vector integers and corresponding
// 'index' scalar or vectors. Index is an integer of platform-specific bit
// width. If casting to a wider integer, the value is sign-extended [index_cast]
// / zero-extended [index_castui]. If casting to a narrower integer, the value
// is truncated." Between equal widths both are the identity.
//
// The file runs twice: with a 64-bit index (the default) and a 32-bit one;
// some pairs are valid for one width only.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,I64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG64 < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,I32 < %t/out32.txt

// CHECK-DAG: @index_cast_roundtrip_narrow: valid{{$}}
// CHECK-DAG: @index_cast_is_sext: valid{{$}}
// CHECK-DAG: @index_castui_is_zext: valid{{$}}
// CHECK-DAG: @index_cast_to_i8_truncates: valid{{$}}
// CHECK-DAG: @index_cast_i64_same_as_castui: valid{{$}}
// CHECK-DAG: @index_castui_roundtrip_i16: valid{{$}}
// CHECK-DAG: @index_cast_of_add: valid{{$}}
// CHECK-DAG: @index_castui_i8_to_index_cast: invalid: target result #0 is
//
// I64-DAG: @index_cast_i64_roundtrip: valid{{$}}
// I64-DAG: @index_cast_to_castui: invalid: target result #0 is
// I64-DAG: @index_castui_to_cast: invalid: target result #0 is
// I64-DAG: @index_cast_wide_roundtrip: invalid: target result #0 is
// I64: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive
//
// I32-DAG: @index_cast_i64_roundtrip: invalid: target result #0 is
// I32-DAG: @index_cast_to_castui: valid{{$}}
// I32-DAG: @index_castui_to_cast: valid{{$}}
// I32-DAG: @index_cast_wide_roundtrip: valid{{$}}
// I32: summary: 10 valid, 2 invalid, 0 unsupported, 0 inconclusive

// DIAG64: error: mlir-refine: the target miscompiles @index_cast_to_castui
// DIAG64: note: counterexample input %arg0 : i32 = {{[0-9]+}} / -{{[0-9]+}} (0x{{[89a-f][0-9a-f]+}})

//--- src.mlir
func.func @index_cast_roundtrip_narrow(%x: i32) -> i32 {
  %i = arith.index_cast %x : i32 to index
  %r = arith.index_cast %i : index to i32
  return %r : i32
}
func.func @index_cast_is_sext(%x: i32) -> index {
  %r = arith.index_cast %x : i32 to index
  return %r : index
}
func.func @index_castui_is_zext(%x: i32) -> index {
  %r = arith.index_castui %x : i32 to index
  return %r : index
}
func.func @index_cast_to_i8_truncates(%x: index) -> i8 {
  %r = arith.index_cast %x : index to i8
  return %r : i8
}
func.func @index_cast_i64_same_as_castui(%x: i64) -> index {
  %r = arith.index_cast %x : i64 to index
  return %r : index
}
func.func @index_castui_roundtrip_i16(%x: i16) -> i16 {
  %i = arith.index_castui %x : i16 to index
  %r = arith.index_castui %i : index to i16
  return %r : i16
}
// Truncation commutes with addition.
func.func @index_cast_of_add(%a: index, %b: index) -> i32 {
  %s = arith.addi %a, %b : index
  %r = arith.index_cast %s : index to i32
  return %r : i32
}
func.func @index_castui_i8_to_index_cast(%x: i8) -> index {
  %r = arith.index_castui %x : i8 to index
  return %r : index
}
// Width-dependent pairs.
func.func @index_cast_i64_roundtrip(%x: i64) -> i64 {
  %i = arith.index_cast %x : i64 to index
  %r = arith.index_cast %i : index to i64
  return %r : i64
}
func.func @index_cast_to_castui(%x: i32) -> index {
  %r = arith.index_cast %x : i32 to index
  return %r : index
}
func.func @index_castui_to_cast(%x: i32) -> index {
  %r = arith.index_castui %x : i32 to index
  return %r : index
}
func.func @index_cast_wide_roundtrip(%x: index) -> index {
  %n = arith.index_cast %x : index to i32
  %r = arith.index_cast %n : i32 to index
  return %r : index
}

//--- tgt.mlir
func.func @index_cast_roundtrip_narrow(%x: i32) -> i32 {
  return %x : i32
}
func.func @index_cast_is_sext(%x: i32) -> index {
  %e = arith.extsi %x : i32 to i64
  %r = arith.index_cast %e : i64 to index
  return %r : index
}
func.func @index_castui_is_zext(%x: i32) -> index {
  %e = arith.extui %x : i32 to i64
  %r = arith.index_cast %e : i64 to index
  return %r : index
}
func.func @index_cast_to_i8_truncates(%x: index) -> i8 {
  %w = arith.index_cast %x : index to i64
  %r = arith.trunci %w : i64 to i8
  return %r : i8
}
func.func @index_cast_i64_same_as_castui(%x: i64) -> index {
  %r = arith.index_castui %x : i64 to index
  return %r : index
}
func.func @index_castui_roundtrip_i16(%x: i16) -> i16 {
  return %x : i16
}
func.func @index_cast_of_add(%a: index, %b: index) -> i32 {
  %a32 = arith.index_cast %a : index to i32
  %b32 = arith.index_cast %b : index to i32
  %r = arith.addi %a32, %b32 : i32
  return %r : i32
}
// Sign- instead of zero-extension: wrong at every index width.
func.func @index_castui_i8_to_index_cast(%x: i8) -> index {
  %r = arith.index_cast %x : i8 to index
  return %r : index
}
// Loses the high half when index is 32 bits wide.
func.func @index_cast_i64_roundtrip(%x: i64) -> i64 {
  return %x : i64
}
// Differ for negative x when index is wider than i32; equal otherwise.
func.func @index_cast_to_castui(%x: i32) -> index {
  %r = arith.index_castui %x : i32 to index
  return %r : index
}
func.func @index_castui_to_cast(%x: i32) -> index {
  %r = arith.index_cast %x : i32 to index
  return %r : index
}
// Loses the high half when index is 64 bits wide.
func.func @index_cast_wide_roundtrip(%x: index) -> index {
  return %x : index
}
