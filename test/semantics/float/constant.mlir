// arith.constant on floats: "produces an SSA value equal to some integer or
// floating-point constant specified by an attribute" (ArithOps.td,
// ConstantOp). A decimal literal is rounded to the nearest value of the type;
// a hexadecimal literal gives the bits. Every NaN bit pattern denotes the one
// NaN value (its sign and payload are unspecified), while +0.0 and -0.0 are
// different values.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt

// CHECK-DAG: @hex_f32: valid (unchanged){{$}}
// CHECK-DAG: @hex_f32_wrong: invalid: target result #0 is 0.099999994 (0x3dcccccc) where the source result is 0.1 (0x3dcccccd){{$}}
// CHECK-DAG: @hex_f64: valid (unchanged){{$}}
// CHECK-DAG: @hex_f16: valid (unchanged){{$}}
// CHECK-DAG: @hex_bf16: valid (unchanged){{$}}
// CHECK-DAG: @bf16_is_not_f16_bits: invalid: target result #0 is {{0.0078[0-9]*}} (0x3c00) where the source result is 1.0 (0x3f80){{$}}
// CHECK-DAG: @signed_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @nan_payload: valid (abstract floating point){{$}}
// CHECK-DAG: @nan_sign: valid (abstract floating point){{$}}
// CHECK-DAG: @nan_is_not_inf: invalid: target result #0 is inf (0x7f800000) where the source result is NaN
// CHECK-DAG: @subnormal: valid (unchanged){{$}}
// CHECK-DAG: @subnormal_flush_wrong: invalid: target result #0 is 0.0 (0x00000000) where the source result is 1e-45 (0x00000001){{$}}
// CHECK: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @hex_f32_wrong: target result #0 is 0.099999994 (0x3dcccccc) where the source result is 0.1 (0x3dcccccd)
// DIAG: note: source result #0 = 0.1 (0x3dcccccd)
// DIAG: note: target result #0 = 0.099999994 (0x3dcccccc)

// IEEE-DAG: @nan_payload: valid (IEEE-754){{$}}
// IEEE-DAG: @nan_sign: valid (IEEE-754){{$}}
// IEEE-DAG: @nan_is_not_inf: invalid: target result #0 is inf (0x7f800000) where the source result is NaN
// IEEE: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive
// ABS-DAG: @nan_payload: valid (abstract floating point){{$}}
// ABS-DAG: @signed_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// ABS: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// A decimal literal and its hexadecimal bit pattern are the same constant.
func.func @hex_f32(%x: f32) -> f32 {
  %c = arith.constant 0.1 : f32
  return %c : f32
}
func.func @hex_f32_wrong(%x: f32) -> f32 {
  %c = arith.constant 0.1 : f32
  return %c : f32
}
func.func @hex_f64(%x: f64) -> f64 {
  %c = arith.constant -2.5 : f64
  return %c : f64
}
func.func @hex_f16(%x: f16) -> f16 {
  %c = arith.constant 65504.0 : f16
  return %c : f16
}
func.func @hex_bf16(%x: bf16) -> bf16 {
  %c = arith.constant 1.0 : bf16
  return %c : bf16
}
func.func @bf16_is_not_f16_bits(%x: bf16) -> bf16 {
  %c = arith.constant 1.0 : bf16
  return %c : bf16
}
// +0.0 and -0.0 are different constants.
func.func @signed_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
// Every NaN bit pattern is the same NaN value.
func.func @nan_payload(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  return %c : f32
}
func.func @nan_sign(%x: f64) -> f64 {
  %c = arith.constant 0x7FF8000000000000 : f64
  return %c : f64
}
func.func @nan_is_not_inf(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  return %c : f32
}
// The smallest f32 subnormal is not zero.
func.func @subnormal(%x: f32) -> f32 {
  %c = arith.constant 1.0e-45 : f32
  return %c : f32
}
func.func @subnormal_flush_wrong(%x: f32) -> f32 {
  %c = arith.constant 1.0e-45 : f32
  return %c : f32
}

//--- tgt.mlir
func.func @hex_f32(%x: f32) -> f32 {
  %c = arith.constant 0x3DCCCCCD : f32
  return %c : f32
}
func.func @hex_f32_wrong(%x: f32) -> f32 {
  %c = arith.constant 0x3DCCCCCC : f32
  return %c : f32
}
func.func @hex_f64(%x: f64) -> f64 {
  %c = arith.constant 0xC004000000000000 : f64
  return %c : f64
}
func.func @hex_f16(%x: f16) -> f16 {
  %c = arith.constant 0x7BFF : f16
  return %c : f16
}
func.func @hex_bf16(%x: bf16) -> bf16 {
  %c = arith.constant 0x3F80 : bf16
  return %c : bf16
}
func.func @bf16_is_not_f16_bits(%x: bf16) -> bf16 {
  %c = arith.constant 0x3C00 : bf16
  return %c : bf16
}
func.func @signed_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}
func.func @nan_payload(%x: f32) -> f32 {
  %c = arith.constant 0xFFC00123 : f32
  return %c : f32
}
func.func @nan_sign(%x: f64) -> f64 {
  %c = arith.constant 0xFFF0000000000001 : f64
  return %c : f64
}
func.func @nan_is_not_inf(%x: f32) -> f32 {
  %c = arith.constant 0x7F800000 : f32
  return %c : f32
}
func.func @subnormal(%x: f32) -> f32 {
  %c = arith.constant 0x00000001 : f32
  return %c : f32
}
func.func @subnormal_flush_wrong(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
