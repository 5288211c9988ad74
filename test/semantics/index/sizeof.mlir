// index.sizeof: "produces an index-typed SSA value equal to the size in bits
// of the `index` type. For example, on 32-bit systems, the result is
// `32 : index`, and on 64-bit systems, the result is `64 : index`."
// (IndexOps.td, Index_SizeOfOp). The checker's index width is set with
// --index-bitwidth (default 64); checked here at 64 (default and explicit),
// 32 and 16.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG64 < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=64 %t/src.mlir %t/tgt.mlir > %t/out64e.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64e.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefix=DIAG32 < %t/err32.txt
// RUN: %mlir-refine --index-bitwidth=16 %t/src.mlir %t/tgt.mlir > %t/out16.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W16 < %t/out16.txt

// CHECK-DAG: @top_bit_is_sign: valid{{$}}
// CHECK-DAG: @power_of_two: valid{{$}}
// CHECK-DAG: @shift_by_sizeof_is_poison: valid{{$}}
// CHECK-DAG: @not_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @off_by_one: invalid: target result #0 is
// W64-DAG: @is_64: valid{{$}}
// W64-DAG: @is_32: invalid: target result #0 is 32 (0x0000000000000020) where the source result is 64 (0x0000000000000040)
// W32-DAG: @is_64: invalid: target result #0 is 64 (0x00000040) where the source result is 32 (0x00000020)
// W32-DAG: @is_32: valid{{$}}
// W16-DAG: @is_64: invalid: target result #0 is 64 (0x0040) where the source result is 16 (0x0010)
// W16-DAG: @is_32: invalid: target result #0 is 32 (0x0020) where the source result is 16 (0x0010)
// W64: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive
// W16: summary: 3 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG64: error: mlir-refine: the target miscompiles @is_32: target result #0 is 32 (0x0000000000000020) where the source result is 64 (0x0000000000000040)
// DIAG64: note: source result #0 = 64 (0x0000000000000040)
// DIAG64: note: target result #0 = 32 (0x0000000000000020)
// DIAG32: error: mlir-refine: the target miscompiles @is_64: target result #0 is 64 (0x00000040) where the source result is 32 (0x00000020)
// DIAG32: note: source result #0 = 32 (0x00000020)
// DIAG32: note: target result #0 = 64 (0x00000040)

//--- src.mlir
func.func @is_64() -> index {
  %r = index.sizeof
  return %r : index
}
func.func @is_32() -> index {
  %r = index.sizeof
  return %r : index
}
// 1 << (sizeof - 1) is the sign bit at every width.
func.func @top_bit_is_sign() -> i1 {
  %w = index.sizeof
  %c0 = index.constant 0
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %s = index.shl %c1, %n
  %r = index.cmp slt(%s, %c0)
  return %r : i1
}
func.func @power_of_two() -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.and %w, %n
  return %r : index
}
func.func @shift_by_sizeof_is_poison(%a: index) -> index {
  %w = index.sizeof
  %r = index.shru %a, %w
  return %r : index
}
// Mutations that must be caught.
// sizeof is a constant, never poison: shifting 1 by sizeof - 1 is defined.
func.func @not_poison() -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.shl %c1, %n
  return %r : index
}
func.func @off_by_one() -> index {
  %r = index.sizeof
  return %r : index
}

//--- tgt.mlir
func.func @is_64() -> index {
  %r = index.constant 64
  return %r : index
}
func.func @is_32() -> index {
  %r = index.constant 32
  return %r : index
}
func.func @top_bit_is_sign() -> i1 {
  %t = index.bool.constant true
  return %t : i1
}
func.func @power_of_two() -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @shift_by_sizeof_is_poison(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @not_poison() -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %r = index.shl %c1, %w
  return %r : index
}
func.func @off_by_one() -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %r = index.sub %w, %c1
  return %r : index
}
