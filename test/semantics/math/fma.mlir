// math.fma: "The semantics of the operation correspond to those of the
// `llvm.fma` intrinsic" (MathOps.td, FmaOp): a * b + c computed exactly and
// rounded once (to nearest-even); inf * 0 + c is NaN.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @fma_commute: valid (abstract floating point){{$}}
// CHECK-DAG: @fma_one: valid (abstract floating point){{$}}
// CHECK-DAG: @fma_neg_zero: valid (IEEE-754){{$}}
// CHECK-DAG: @fma_pos_zero_wrong: invalid: target result #0 is
// CHECK-DAG: @fma_unfuse_wrong: invalid: target result #0 is
// CHECK-DAG: @fma_error_term: valid (IEEE-754){{$}}
// CHECK-DAG: @fma_error_term_wrong: invalid: target result #0 is 0.0 (0x0000) where the source result is 9.5e-7 (0x0010){{$}}
// CHECK-DAG: @fma_inf_zero: valid (abstract floating point){{$}}
// CHECK: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @fma_unfuse_wrong: target result #0 is
// DIAG: note: counterexample input %arg0 : bf16 =

//--- src.mlir
func.func @fma_commute(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
// fma(a, 1.0, c) rounds a + c once, like addf.
func.func @fma_one(%a: f64, %c: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %r = math.fma %a, %one, %c : f64
  return %r : f64
}
// fma(a, b, -0.0) rounds a * b once, like mulf.
func.func @fma_neg_zero(%a: bf16, %b: bf16) -> bf16 {
  %z = arith.constant -0.0 : bf16
  %r = math.fma %a, %b, %z : bf16
  return %r : bf16
}
// fma(a, b, +0.0) is not a * b: -0.0 + 0.0 = +0.0.
func.func @fma_pos_zero_wrong(%a: bf16, %b: bf16) -> bf16 {
  %z = arith.constant 0.0 : bf16
  %r = math.fma %a, %b, %z : bf16
  return %r : bf16
}
// One rounding, not two: fma is not mulf + addf.
func.func @fma_unfuse_wrong(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %r = math.fma %a, %b, %c : bf16
  return %r : bf16
}
// The classic witness: fma(x, x, -(x*x)) is the rounding error of x*x.
// For x = 1 + 2^-10 (f16) the error is 2^-20, not 0.
func.func @fma_error_term(%x: f16) -> f16 {
  %c = arith.constant 0x3C01 : f16
  %m = arith.mulf %c, %c : f16
  %n = arith.negf %m : f16
  %r = math.fma %c, %c, %n : f16
  return %r : f16
}
func.func @fma_error_term_wrong(%x: f16) -> f16 {
  %c = arith.constant 0x3C01 : f16
  %m = arith.mulf %c, %c : f16
  %n = arith.negf %m : f16
  %r = math.fma %c, %c, %n : f16
  return %r : f16
}
// inf * 0 + c is NaN even for c = NaN or inf.
func.func @fma_inf_zero(%c: bf16) -> bf16 {
  %inf = arith.constant 0x7F80 : bf16
  %z = arith.constant 0.0 : bf16
  %r = math.fma %inf, %z, %c : bf16
  return %r : bf16
}

//--- tgt.mlir
func.func @fma_commute(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %b, %a, %c : f32
  return %r : f32
}
func.func @fma_one(%a: f64, %c: f64) -> f64 {
  %r = arith.addf %a, %c : f64
  return %r : f64
}
func.func @fma_neg_zero(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}
func.func @fma_pos_zero_wrong(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}
func.func @fma_unfuse_wrong(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %m = arith.mulf %a, %b : bf16
  %r = arith.addf %m, %c : bf16
  return %r : bf16
}
func.func @fma_error_term(%x: f16) -> f16 {
  %r = arith.constant 0x0010 : f16
  return %r : f16
}
func.func @fma_error_term_wrong(%x: f16) -> f16 {
  %r = arith.constant 0.0 : f16
  return %r : f16
}
func.func @fma_inf_zero(%c: bf16) -> bf16 {
  %r = arith.constant 0x7FC0 : bf16
  return %r : bf16
}
