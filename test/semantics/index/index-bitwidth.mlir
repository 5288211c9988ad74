// The width of `index` is a parameter of the checker: --index-bitwidth=N
// (default 64). index.sizeof is "the size in bits of the `index` type. For
// example, on 32-bit systems, the result is `32 : index`, and on 64-bit
// systems, the result is `64 : index`" (IndexOps.td, Index_SizeOfOp); every
// index op computes modulo 2^N, index.castu/casts widen or truncate relative
// to N, shifts by >= N are poison and MIN / -1 is UB with MIN = -2^(N-1).
// The same pair of files is checked at the default width, at an explicit 64
// and at 32; each pair below except the last two has a verdict that depends
// on the width.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/default.txt 2> %t/default-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/default.txt
// RUN: FileCheck %s --check-prefix=DIAG64 < %t/default-err.txt
// RUN: %mlir-refine --index-bitwidth=64 %t/src.mlir %t/tgt.mlir > %t/w64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/w64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/w32.txt 2> %t/w32-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/w32.txt
// RUN: FileCheck %s --check-prefix=DIAG32 < %t/w32-err.txt

// W64-DAG: @sizeof_is_64: valid{{$}}
// W64-DAG: @castu_i32_roundtrip: invalid: target result #0 is {{.*}} where the source result is
// W64-DAG: @constant_wraps: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 4294967296 (0x0000000100000000)
// W64-DAG: @sum_wraps_negative: invalid: target result #0 is true (1) where the source result is false (0)
// W64-DAG: @shl_by_32: invalid: target result #0 is 0 (0x0000000000000000) where the source result is
// W64-DAG: @divs_overflow: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 2147483648 (0x0000000080000000)
// W64-DAG: @casts_i64_roundtrip: valid{{$}}
// W32-DAG: @sizeof_is_64: invalid: target result #0 is 64 (0x00000040) where the source result is 32 (0x00000020)
// W32-DAG: @castu_i32_roundtrip: valid{{$}}
// W32-DAG: @constant_wraps: valid{{$}}
// W32-DAG: @sum_wraps_negative: valid{{$}}
// W32-DAG: @shl_by_32: valid{{$}}
// W32-DAG: @divs_overflow: valid (vacuously: the source has undefined behaviour on every input){{$}}
// W32-DAG: @casts_i64_roundtrip: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @any_width: valid{{$}}
// CHECK-DAG: @no_width: invalid: target result #0 is
// W64: summary: 3 valid, 6 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG64: error: mlir-refine: the target miscompiles @castu_i32_roundtrip:
// DIAG64: note: counterexample input %arg0 : index = {{.*}} (0x{{[0-9a-f]{16}[)]}}
// DIAG32: error: mlir-refine: the target miscompiles @sizeof_is_64: target result #0 is 64 (0x00000040) where the source result is 32 (0x00000020)
// DIAG32: error: mlir-refine: the target miscompiles @casts_i64_roundtrip:
// DIAG32: note: counterexample input %arg0 : i64 = {{.*}} (0x{{[0-9a-f]{16}[)]}}

//--- src.mlir
// 64 at 64 bits, 32 at 32.
func.func @sizeof_is_64() -> index {
  %r = index.sizeof
  return %r : index
}
// index -> i32 -> index drops the high half unless the index is 32 bits.
func.func @castu_i32_roundtrip(%a: index) -> index {
  %n = index.castu %a : index to i32
  %r = index.castu %n : i32 to index
  return %r : index
}
// 2^32 is 0 modulo 2^32.
func.func @constant_wraps() -> index {
  %r = index.constant 4294967296
  return %r : index
}
// 2^31 - 1 + 1 is negative at 32 bits only.
func.func @sum_wraps_negative() -> i1 {
  %a = index.constant 2147483647
  %c1 = index.constant 1
  %c0 = index.constant 0
  %s = index.add %a, %c1
  %r = index.cmp slt(%s, %c0)
  return %r : i1
}
// Poison at 32 bits (the amount equals the width).
func.func @shl_by_32(%a: index) -> index {
  %c32 = index.constant 32
  %r = index.shl %a, %c32
  return %r : index
}
// -2^31 / -1 overflows (UB) at 32 bits only.
func.func @divs_overflow() -> index {
  %a = index.constant -2147483648
  %m1 = index.constant -1
  %r = index.divs %a, %m1
  return %r : index
}
// i64 -> index -> i64 is the identity only when index is at least 64 bits.
func.func @casts_i64_roundtrip(%x: i64) -> i64 {
  %i = index.casts %x : i64 to index
  %r = index.casts %i : index to i64
  return %r : i64
}
func.func @any_width(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @no_width(%a: index) -> index {
  %r = index.sizeof
  return %r : index
}

//--- tgt.mlir
func.func @sizeof_is_64() -> index {
  %r = index.constant 64
  return %r : index
}
func.func @castu_i32_roundtrip(%a: index) -> index {
  return %a : index
}
func.func @constant_wraps() -> index {
  %r = index.constant 0
  return %r : index
}
func.func @sum_wraps_negative() -> i1 {
  %t = index.bool.constant true
  return %t : i1
}
func.func @shl_by_32(%a: index) -> index {
  %r = index.constant 0
  return %r : index
}
func.func @divs_overflow() -> index {
  %r = index.constant 0
  return %r : index
}
func.func @casts_i64_roundtrip(%x: i64) -> i64 {
  return %x : i64
}
func.func @any_width(%a: index, %b: index) -> index {
  %r = index.add %b, %a
  return %r : index
}
func.func @no_width(%a: index) -> index {
  %r = index.constant 16
  return %r : index
}
