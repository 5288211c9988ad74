// math.sqrt: "computes the square root" (MathOps.td, SqrtOp), as IEEE-754
// squareRoot / llvm.sqrt: correctly rounded (to nearest-even); sqrt(-0.0) =
// -0.0, sqrt(x) = NaN for x < 0, sqrt(+inf) = +inf.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @sqrt_four: valid (abstract floating point){{$}}
// CHECK-DAG: @sqrt_two: valid (abstract floating point){{$}}
// CHECK-DAG: @sqrt_two_wrong: invalid: target result #0 is 1.4142137 (0x3fb504f4) where the source result is 1.4142135 (0x3fb504f3){{$}}
// CHECK-DAG: @sqrt_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @sqrt_neg_zero_wrong: invalid: target result #0 is NaN where the source result is -0.0 (0x8000000000000000){{$}}
// CHECK-DAG: @sqrt_negative: valid (abstract floating point){{$}}
// CHECK-DAG: @sqrt_inf: valid (abstract floating point){{$}}
// CHECK-DAG: @sqrt_square_wrong: invalid: target result #0 is
// CHECK-DAG: @square_sqrt_wrong: invalid: target result #0 is
// CHECK-DAG: @sqrt_abs_nan_guard: valid (abstract floating point){{$}}
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @sqrt_two_wrong: target result #0 is 1.4142137 (0x3fb504f4) where the source result is 1.4142135 (0x3fb504f3)

//--- src.mlir
func.func @sqrt_four(%x: f32) -> f32 {
  %c = arith.constant 4.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
// sqrt(2) is correctly rounded: 0x3FB504F3, not the next value up.
func.func @sqrt_two(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
func.func @sqrt_two_wrong(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
// sqrt(-0.0) = -0.0, sqrt(x < 0) = NaN, sqrt(inf) = inf.
func.func @sqrt_neg_zero(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = math.sqrt %c : f64
  return %r : f64
}
func.func @sqrt_neg_zero_wrong(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = math.sqrt %c : f64
  return %r : f64
}
func.func @sqrt_negative(%x: f32) -> f32 {
  %c = arith.constant -1.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
func.func @sqrt_inf(%x: f16) -> f16 {
  %c = arith.constant 0x7C00 : f16
  %r = math.sqrt %c : f16
  return %r : f16
}
// sqrt(x * x) is not |x|: x * x overflows or underflows.
func.func @sqrt_square_wrong(%x: f16) -> f16 {
  %m = arith.mulf %x, %x : f16
  %r = math.sqrt %m : f16
  return %r : f16
}
// sqrt(x) * sqrt(x) is not x (rounding; NaN for x < 0).
func.func @square_sqrt_wrong(%x: f16) -> f16 {
  %s = math.sqrt %x : f16
  %r = arith.mulf %s, %s : f16
  return %r : f16
}
// sqrt of a NaN is NaN, of any sign.
func.func @sqrt_abs_nan_guard(%x: bf16) -> i1 {
  %s = math.sqrt %x : bf16
  %r = arith.cmpf uno, %s, %s : bf16
  return %r : i1
}

//--- tgt.mlir
func.func @sqrt_four(%x: f32) -> f32 {
  %r = arith.constant 2.0 : f32
  return %r : f32
}
func.func @sqrt_two(%x: f32) -> f32 {
  %r = arith.constant 0x3FB504F3 : f32
  return %r : f32
}
func.func @sqrt_two_wrong(%x: f32) -> f32 {
  %r = arith.constant 0x3FB504F4 : f32
  return %r : f32
}
func.func @sqrt_neg_zero(%x: f64) -> f64 {
  %r = arith.constant -0.0 : f64
  return %r : f64
}
func.func @sqrt_neg_zero_wrong(%x: f64) -> f64 {
  %r = arith.constant 0x7FF8000000000000 : f64
  return %r : f64
}
func.func @sqrt_negative(%x: f32) -> f32 {
  %r = arith.constant 0xFFC00000 : f32
  return %r : f32
}
func.func @sqrt_inf(%x: f16) -> f16 {
  %r = arith.constant 0x7C00 : f16
  return %r : f16
}
func.func @sqrt_square_wrong(%x: f16) -> f16 {
  %r = math.absf %x : f16
  return %r : f16
}
func.func @square_sqrt_wrong(%x: f16) -> f16 {
  return %x : f16
}
// NaN exactly when x < 0 or x is NaN.
func.func @sqrt_abs_nan_guard(%x: bf16) -> i1 {
  %z = arith.constant 0.0 : bf16
  %r = arith.cmpf ult, %x, %z : bf16
  return %r : i1
}
