// arith.constant: "The `constant` operation produces an SSA value equal to
// some integer or floating-point constant specified by an attribute"
// (ArithOps.td, ConstantOp). The literal is a two's complement bit pattern of
// the result width: `-1 : i7` is 0b1111111, `true` is the i1 value 1, and an
// `index` constant has the width of `index` (64 by default, --index-bitwidth
// otherwise; a wider literal is truncated to that width).
//
// Identical bodies are not solved ("valid (unchanged)"), so every valid pair
// rebuilds the constant from other constants.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,I64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,I32 < %t/out32.txt

// CHECK-DAG: @i1_true_is_all_ones: valid{{$}}
// CHECK-DAG: @i1_true_sign_extends: valid{{$}}
// CHECK-DAG: @i7_minus_one: valid{{$}}
// CHECK-DAG: @i7_min: valid{{$}}
// CHECK-DAG: @i8_negative_literal: valid{{$}}
// CHECK-DAG: @i128_max: valid{{$}}
// CHECK-DAG: @i128_negative: valid{{$}}
// CHECK-DAG: @i128_above_64_bits: valid{{$}}
// CHECK-DAG: @index_minus_one: valid{{$}}
// CHECK-DAG: @i1_flip: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @i7_off_by_one: invalid: target result #0 is 64 / -64 (0x40) where the source result is 63 (0x3f)
// CHECK-DAG: @i8_min_vs_max: invalid: target result #0 is 127 (0x7f) where the source result is 128 / -128 (0x80)
// CHECK-DAG: @i128_read_as_64_bits: invalid: target result #0 is 0 (0x00000000000000000000000000000000) where the source result is 18446744073709551616 (0x00000000000000010000000000000000)
// CHECK-DAG: @i128_sign: invalid: target result #0 is 340282366920938463463374607431768211455 / -1 (0xffffffffffffffffffffffffffffffff) where the source result is 170141183460469231731687303715884105727 (0x7fffffffffffffffffffffffffffffff)
//
// 64-bit index: 2^32 is a plain value, and -1 is not 2^32 - 1.
// I64-DAG: @index_two_pow_32: valid{{$}}
// I64-DAG: @index_minus_one_vs_u32_max: invalid: target result #0 is 4294967295 (0x00000000ffffffff) where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// I64-DAG: @index_wraps_at_32: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 4294967296 (0x0000000100000000)
// I64: summary: 10 valid, 7 invalid, 0 unsupported, 0 inconclusive
//
// 32-bit index: the literal 2^32 is truncated to 0, `shli 1, 32` is an
// oversized shift (poison), 2^32 - 1 is -1, and 2^32 - 1 + 1 wraps to 0.
// I32-DAG: @index_two_pow_32: invalid: target result #0 is poison where the source result is 0 (0x00000000)
// I32-DAG: @index_minus_one_vs_u32_max: valid{{$}}
// I32-DAG: @index_wraps_at_32: valid{{$}}
// I32: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: tgt.mlir:{{[0-9]+}}:3: error: mlir-refine: the target miscompiles @i1_flip: target result #0 is false (0) where the source result is true (1)
// DIAG-NEXT: return %c : i1
// DIAG: src.mlir:{{[0-9]+}}:3: note: source result #0 = true (1)
// DIAG: tgt.mlir:{{[0-9]+}}:3: note: target result #0 = false (0)

//--- src.mlir
func.func @i1_true_is_all_ones() -> i1 {
  %c = arith.constant true
  return %c : i1
}
func.func @i1_true_sign_extends() -> i8 {
  %c = arith.constant true
  %e = arith.extsi %c : i1 to i8
  return %e : i8
}
func.func @i7_minus_one() -> i7 {
  %c = arith.constant -1 : i7
  return %c : i7
}
func.func @i7_min() -> i7 {
  %c = arith.constant -64 : i7
  return %c : i7
}
func.func @i8_negative_literal() -> i8 {
  %c = arith.constant -100 : i8
  return %c : i8
}
func.func @i128_max() -> i128 {
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  return %c : i128
}
func.func @i128_negative() -> i128 {
  %c = arith.constant -2 : i128
  return %c : i128
}
func.func @i128_above_64_bits() -> i128 {
  %c = arith.constant 18446744073709551616 : i128
  return %c : i128
}
func.func @index_minus_one() -> index {
  %c = arith.constant -1 : index
  return %c : index
}
func.func @index_two_pow_32() -> index {
  %c = arith.constant 4294967296 : index
  return %c : index
}
// Mutations.
func.func @i1_flip() -> i1 {
  %c = arith.constant true
  return %c : i1
}
func.func @i7_off_by_one() -> i7 {
  %c = arith.constant 63 : i7
  return %c : i7
}
func.func @i8_min_vs_max() -> i8 {
  %c = arith.constant -128 : i8
  return %c : i8
}
func.func @i128_read_as_64_bits() -> i128 {
  %c = arith.constant 18446744073709551616 : i128
  return %c : i128
}
func.func @i128_sign() -> i128 {
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  return %c : i128
}
func.func @index_minus_one_vs_u32_max() -> index {
  %c = arith.constant -1 : index
  return %c : index
}
func.func @index_wraps_at_32() -> index {
  %a = arith.constant 4294967295 : index
  %b = arith.constant 1 : index
  %r = arith.addi %a, %b : index
  return %r : index
}

//--- tgt.mlir
func.func @i1_true_is_all_ones() -> i1 {
  %m = arith.constant -1 : i8
  %c = arith.trunci %m : i8 to i1
  return %c : i1
}
func.func @i1_true_sign_extends() -> i8 {
  %c = arith.constant 255 : i8
  return %c : i8
}
func.func @i7_minus_one() -> i7 {
  %a = arith.constant 63 : i7
  %b = arith.constant 64 : i7
  %c = arith.addi %a, %b : i7
  return %c : i7
}
func.func @i7_min() -> i7 {
  %one = arith.constant 1 : i7
  %six = arith.constant 6 : i7
  %c = arith.shli %one, %six : i7
  return %c : i7
}
// 0 - 100
func.func @i8_negative_literal() -> i8 {
  %zero = arith.constant 0 : i8
  %hundred = arith.constant 100 : i8
  %c = arith.subi %zero, %hundred : i8
  return %c : i8
}
// (1 << 127) - 1
func.func @i128_max() -> i128 {
  %one = arith.constant 1 : i128
  %s = arith.constant 127 : i128
  %min = arith.shli %one, %s : i128
  %c = arith.subi %min, %one : i128
  return %c : i128
}
// ~1
func.func @i128_negative() -> i128 {
  %one = arith.constant 1 : i128
  %ones = arith.constant -1 : i128
  %c = arith.xori %one, %ones : i128
  return %c : i128
}
func.func @i128_above_64_bits() -> i128 {
  %one = arith.constant 1 : i128
  %s = arith.constant 64 : i128
  %c = arith.shli %one, %s : i128
  return %c : i128
}
func.func @index_minus_one() -> index {
  %zero = arith.constant 0 : index
  %one = arith.constant 1 : index
  %c = arith.subi %zero, %one : index
  return %c : index
}
func.func @index_two_pow_32() -> index {
  %one = arith.constant 1 : index
  %s = arith.constant 32 : index
  %c = arith.shli %one, %s : index
  return %c : index
}
func.func @i1_flip() -> i1 {
  %c = arith.constant false
  return %c : i1
}
func.func @i7_off_by_one() -> i7 {
  %c = arith.constant 64 : i7
  return %c : i7
}
func.func @i8_min_vs_max() -> i8 {
  %c = arith.constant 127 : i8
  return %c : i8
}
// A constant read through a 64-bit integer loses bit 64.
func.func @i128_read_as_64_bits() -> i128 {
  %c = arith.constant 0 : i128
  return %c : i128
}
func.func @i128_sign() -> i128 {
  %c = arith.constant -1 : i128
  return %c : i128
}
func.func @index_minus_one_vs_u32_max() -> index {
  %c = arith.constant 4294967295 : index
  return %c : index
}
func.func @index_wraps_at_32() -> index {
  %c = arith.constant 0 : index
  return %c : index
}
