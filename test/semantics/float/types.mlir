// Float types: f16, bf16, f32 and f64 are modelled (IEEE-754 binary16,
// bfloat16, binary32, binary64; arith ops accept any FloatLike type,
// ArithOps.td); other float types (f8E4M3FN, f8E5M2, f80, f128, tf32) are
// not: a function using one is `unsupported`, naming the type or the op
// that produces it, never `valid`.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @f16_valid: valid (abstract floating point){{$}}
// CHECK-DAG: @f16_caught: invalid: target result #0 is 2050.0 (0x6801) where the source result is 2048.0 (0x6800){{$}}
// CHECK-DAG: @bf16_valid: valid (abstract floating point){{$}}
// CHECK-DAG: @bf16_caught: invalid: target result #0 is 258.0 (0x4381) where the source result is 256.0 (0x4380){{$}}
// CHECK-DAG: @f32_valid: valid (abstract floating point){{$}}
// CHECK-DAG: @f32_caught: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @f64_valid: valid (abstract floating point){{$}}
// CHECK-DAG: @f64_caught: invalid: target result #0 is -0.0 (0x8000000000000000) where the source result is 0.0 (0x0000000000000000){{$}}
// CHECK-DAG: @vector_valid: valid (abstract floating point){{$}}
// CHECK-DAG: @vector_caught: invalid: target result #0 is
// CHECK-DAG: @f8E4M3FN_op: unsupported: argument type f8E4M3FN is not modelled
// CHECK-DAG: @f80_op: unsupported: argument type f80 is not modelled
// CHECK-DAG: @f128_op: unsupported: argument type f128 is not modelled
// CHECK-DAG: @tf32_op: unsupported: argument type tf32 is not modelled
// CHECK-DAG: @f128_result: unsupported: source: {{.*}}'arith.extf'
// CHECK-DAG: @f128_internal: unsupported: source: {{.*}}'arith.extf'
// CHECK-DAG: @f8_internal: unsupported: source: {{.*}}'arith.truncf'
// CHECK: summary: 5 valid, 5 invalid, 7 unsupported, 0 inconclusive

// DIAG-DAG: warning: mlir-refine: @f8E4M3FN_op is unsupported, not checked: argument type f8E4M3FN is not modelled
// DIAG-DAG: error: mlir-refine: the target miscompiles @f16_caught: target result #0 is 2050.0 (0x6801) where the source result is 2048.0 (0x6800)
// DIAG-DAG: note: counterexample input %arg0 : vector<2xf16> = [{{.*}}]

//--- src.mlir
// The four modelled formats: a validated pair and a caught pair each.
// 2^11 + 1 is not representable in f16 (11-bit significand): it rounds to
// 2^11, and 2^8 + 1 rounds to 2^8 in bf16 (8-bit significand).
func.func @f16_valid(%x: f16) -> f16 {
  %a = arith.constant 2048.0 : f16
  %b = arith.constant 1.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
func.func @f16_caught(%x: f16) -> f16 {
  %a = arith.constant 2048.0 : f16
  %b = arith.constant 1.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
func.func @bf16_valid(%x: bf16) -> bf16 {
  %a = arith.constant 256.0 : bf16
  %b = arith.constant 1.0 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
func.func @bf16_caught(%x: bf16) -> bf16 {
  %a = arith.constant 256.0 : bf16
  %b = arith.constant 1.0 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
func.func @f32_valid(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
func.func @f32_caught(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
// 2^53 + 1 rounds to 2^53 in f64.
func.func @f64_valid(%x: f64) -> f64 {
  %a = arith.constant 9007199254740992.0 : f64
  %b = arith.constant 1.0 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
func.func @f64_caught(%x: f64) -> f64 {
  %c = arith.constant 0.0 : f64
  %r = arith.addf %x, %c : f64
  return %r : f64
}
// Vectors of floats are element-wise.
func.func @vector_valid(%x: vector<4xf32>) -> vector<4xf32> {
  %c = arith.constant dense<-0.0> : vector<4xf32>
  %r = arith.addf %x, %c : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @vector_caught(%x: vector<2xf16>) -> vector<2xf16> {
  %c = arith.constant dense<0.0> : vector<2xf16>
  %r = arith.addf %x, %c : vector<2xf16>
  return %r : vector<2xf16>
}
// Other float types are not modelled: unsupported, naming the type.
func.func @f8E4M3FN_op(%x: f8E4M3FN) -> f8E4M3FN {
  %c = arith.constant 0.0 : f8E4M3FN
  %r = arith.addf %x, %c : f8E4M3FN
  return %r : f8E4M3FN
}
func.func @f80_op(%x: f80) -> f80 {
  %c = arith.constant -0.0 : f80
  %r = arith.addf %x, %c : f80
  return %r : f80
}
func.func @f128_op(%x: f128) -> f128 {
  %c = arith.constant -0.0 : f128
  %r = arith.addf %x, %c : f128
  return %r : f128
}
func.func @tf32_op(%x: tf32) -> tf32 {
  %c = arith.constant -0.0 : tf32
  %r = arith.addf %x, %c : tf32
  return %r : tf32
}
func.func @f128_result(%x: f64) -> f128 {
  %r = arith.extf %x : f64 to f128
  return %r : f128
}
// ... also when they appear only inside the function.
func.func @f128_internal(%x: f64) -> f64 {
  %e = arith.extf %x : f64 to f128
  %r = arith.truncf %e : f128 to f64
  return %r : f64
}
func.func @f8_internal(%x: f16) -> f16 {
  %t = arith.truncf %x : f16 to f8E5M2
  %r = arith.extf %t : f8E5M2 to f16
  return %r : f16
}

//--- tgt.mlir
func.func @f16_valid(%x: f16) -> f16 {
  %r = arith.constant 2048.0 : f16
  return %r : f16
}
func.func @f16_caught(%x: f16) -> f16 {
  %r = arith.constant 2050.0 : f16
  return %r : f16
}
func.func @bf16_valid(%x: bf16) -> bf16 {
  %r = arith.constant 256.0 : bf16
  return %r : bf16
}
func.func @bf16_caught(%x: bf16) -> bf16 {
  %r = arith.constant 258.0 : bf16
  return %r : bf16
}
func.func @f32_valid(%x: f32) -> f32 {
  return %x : f32
}
func.func @f32_caught(%x: f32) -> f32 {
  return %x : f32
}
func.func @f64_valid(%x: f64) -> f64 {
  %r = arith.constant 9007199254740992.0 : f64
  return %r : f64
}
func.func @f64_caught(%x: f64) -> f64 {
  return %x : f64
}
func.func @vector_valid(%x: vector<4xf32>) -> vector<4xf32> {
  return %x : vector<4xf32>
}
func.func @vector_caught(%x: vector<2xf16>) -> vector<2xf16> {
  return %x : vector<2xf16>
}
func.func @f8E4M3FN_op(%x: f8E4M3FN) -> f8E4M3FN {
  return %x : f8E4M3FN
}
func.func @f80_op(%x: f80) -> f80 {
  return %x : f80
}
func.func @f128_op(%x: f128) -> f128 {
  return %x : f128
}
func.func @tf32_op(%x: tf32) -> tf32 {
  return %x : tf32
}
func.func @f128_result(%x: f64) -> f128 {
  %c = arith.constant 0.0 : f128
  return %c : f128
}
func.func @f128_internal(%x: f64) -> f64 {
  return %x : f64
}
func.func @f8_internal(%x: f16) -> f16 {
  return %x : f16
}
