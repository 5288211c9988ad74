// arith ops accept `index` operands ("signless-integer-like" includes index):
// they compute on the index width, like the index dialect. arith.index_cast:
// "Casts between scalar or vector integers and corresponding 'index' scalar
// or vectors. Index is an integer of platform-specific bit width. If casting
// to a wider integer, the value is sign-extended. If casting to a narrower
// integer, the value is truncated." arith.index_castui: the same with
// zero-extension. (ArithOps.td, Arith_IndexCastOp, Arith_IndexCastUIOp.)
// arith.shli on index: amounts >= the index width give poison; overflow<nsw>
// makes a signed overflow poison (ArithOps.td, ShLIOp, AddIOp).
// Checked at the default width (64) and at 32.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefixes=DIAG,DIAG32 < %t/err32.txt

// CHECK-DAG: @addi_is_index_add: valid{{$}}
// CHECK-DAG: @muli_is_index_mul: valid{{$}}
// CHECK-DAG: @divsi_is_index_divs: valid{{$}}
// CHECK-DAG: @remui_is_index_remu: valid{{$}}
// CHECK-DAG: @shli_is_index_shl: valid{{$}}
// CHECK-DAG: @cmpi_is_index_cmp: valid{{$}}
// CHECK-DAG: @index_cast_is_casts: valid{{$}}
// CHECK-DAG: @index_castui_is_castu: valid{{$}}
// CHECK-DAG: @i32_index_i32_roundtrip: valid{{$}}
// CHECK-DAG: @drop_nsw: valid{{$}}
// CHECK-DAG: @nsw_introduced: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @index_cast_is_not_castui: invalid: target result #0 is
// CHECK-DAG: @divui_introduced: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// W64-DAG: @index_i32_index_roundtrip: invalid: target result #0 is
// W64-DAG: @castui_i32_nonnegative: valid{{$}}
// W64-DAG: @constant_wraps: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 4294967296 (0x0000000100000000)
// W64-DAG: @shli_by_32: invalid: target result #0 is 0 (0x0000000000000000) where the source result is
// W64-DAG: @increment_of_i32: valid{{$}}
// W32-DAG: @index_i32_index_roundtrip: valid{{$}}
// W32-DAG: @castui_i32_nonnegative: invalid: target result #0 is true (1) where the source result is false (0)
// W32-DAG: @constant_wraps: valid{{$}}
// W32-DAG: @shli_by_32: valid{{$}}
// W32-DAG: @increment_of_i32: invalid: target result #0 is true (1) where the source result is false (0)
// W64: summary: 12 valid, 6 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 13 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG32: error: mlir-refine: the target miscompiles @increment_of_i32:
// DIAG32: note: counterexample input %arg0 : i32 = 2147483647 (0x7fffffff)
// DIAG: error: mlir-refine: the target miscompiles @nsw_introduced: target result #0 is poison
// DIAG: error: mlir-refine: the target miscompiles @index_cast_is_not_castui:
// DIAG: note: counterexample input %arg0 : i8 = {{[0-9]+}} / -{{[0-9]+}} (0x{{[89a-f][0-9a-f]}})
// DIAG: error: mlir-refine: the target miscompiles @divui_introduced: the target has undefined behaviour

//--- src.mlir
func.func @addi_is_index_add(%a: index, %b: index) -> index {
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @muli_is_index_mul(%a: index, %b: index) -> index {
  %r = arith.muli %a, %b : index
  return %r : index
}
func.func @divsi_is_index_divs(%a: index, %b: index) -> index {
  %r = arith.divsi %a, %b : index
  return %r : index
}
func.func @remui_is_index_remu(%a: index, %b: index) -> index {
  %r = arith.remui %a, %b : index
  return %r : index
}
func.func @shli_is_index_shl(%a: index, %b: index) -> index {
  %r = arith.shli %a, %b : index
  return %r : index
}
func.func @cmpi_is_index_cmp(%a: index, %b: index) -> i1 {
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @index_cast_is_casts(%x: i32) -> index {
  %r = arith.index_cast %x : i32 to index
  return %r : index
}
func.func @index_castui_is_castu(%a: index) -> i16 {
  %r = arith.index_castui %a : index to i16
  return %r : i16
}
// i32 -> index -> i32: widen (or keep) then truncate.
func.func @i32_index_i32_roundtrip(%x: i32) -> i32 {
  %i = arith.index_cast %x : i32 to index
  %r = arith.index_cast %i : index to i32
  return %r : i32
}
func.func @drop_nsw(%a: index, %b: index) -> index {
  %r = arith.addi %a, %b overflow<nsw> : index
  return %r : index
}
// index -> i32 -> index: the identity only at an index width of 32.
func.func @index_i32_index_roundtrip(%a: index) -> index {
  %n = arith.index_cast %a : index to i32
  %r = arith.index_cast %n : i32 to index
  return %r : index
}
// A zero-extended i32 is never negative at 64; at 32 it is the i32 itself.
func.func @castui_i32_nonnegative(%x: i32) -> i1 {
  %i = arith.index_castui %x : i32 to index
  %c0 = arith.constant 0 : index
  %r = arith.cmpi sge, %i, %c0 : index
  return %r : i1
}
func.func @constant_wraps() -> index {
  %r = arith.constant 4294967296 : index
  return %r : index
}
func.func @shli_by_32(%a: index) -> index {
  %c32 = arith.constant 32 : index
  %r = arith.shli %a, %c32 : index
  return %r : index
}
// A sign-extended i32 plus 1 cannot wrap at 64; at 32 it wraps at MAX.
func.func @increment_of_i32(%x: i32) -> i1 {
  %i = arith.index_cast %x : i32 to index
  %c1 = arith.constant 1 : index
  %s = arith.addi %i, %c1 : index
  %r = arith.cmpi sgt, %s, %i : index
  return %r : i1
}
// Mutations that must be caught.
func.func @nsw_introduced(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @index_cast_is_not_castui(%x: i8) -> index {
  %r = arith.index_cast %x : i8 to index
  return %r : index
}
func.func @divui_introduced(%a: index, %b: index) -> index {
  return %a : index
}

//--- tgt.mlir
func.func @addi_is_index_add(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @muli_is_index_mul(%a: index, %b: index) -> index {
  %r = index.mul %b, %a
  return %r : index
}
func.func @divsi_is_index_divs(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
  return %r : index
}
func.func @remui_is_index_remu(%a: index, %b: index) -> index {
  %r = index.remu %a, %b
  return %r : index
}
func.func @shli_is_index_shl(%a: index, %b: index) -> index {
  %r = index.shl %a, %b
  return %r : index
}
func.func @cmpi_is_index_cmp(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @index_cast_is_casts(%x: i32) -> index {
  %r = index.casts %x : i32 to index
  return %r : index
}
func.func @index_castui_is_castu(%a: index) -> i16 {
  %r = index.castu %a : index to i16
  return %r : i16
}
func.func @i32_index_i32_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @drop_nsw(%a: index, %b: index) -> index {
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @index_i32_index_roundtrip(%a: index) -> index {
  return %a : index
}
func.func @castui_i32_nonnegative(%x: i32) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @constant_wraps() -> index {
  %r = arith.constant 0 : index
  return %r : index
}
func.func @shli_by_32(%a: index) -> index {
  %r = arith.constant 0 : index
  return %r : index
}
func.func @increment_of_i32(%x: i32) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @nsw_introduced(%a: index, %b: index) -> index {
  %r = arith.addi %a, %b overflow<nsw> : index
  return %r : index
}
func.func @index_cast_is_not_castui(%x: i8) -> index {
  %r = arith.index_castui %x : i8 to index
  return %r : index
}
func.func @divui_introduced(%a: index, %b: index) -> index {
  %q = arith.divui %a, %b : index
  return %a : index
}
