// MLIR 22's math-expand-ops expands `math.fpowi %x, %n` with a constant
// negative `n` as `1 / x^|n|`, then patches zeros:
//   %p = x^|n|; select (%p == +0.0), +inf, (1 / %p); select (%p == -0.0), -inf, that
// Both tests are `cmpf oeq`, for which +0.0 == -0.0: any zero power takes
// the last select and gives -inf. At x = +0.0 the source is +inf (1 / +0;
// C99 Annex F: pow(+0, n) = +inf for n < 0; the lowering of
// convert-math-to-funcs agrees), the expansion -inf. Checked by hand:
// 0.0 * 0.0 = +0.0, oeq(+0.0, -0.0) is true. Positive and zero exponents
// are expanded correctly (the multiplication order is the one
// src/semantics/math_pow.rs reads fpowi with).
//
// A non-constant exponent is expanded as exp(n * log(x)) (the expansion of
// powf), which is wrong wherever log(x) is not finite: fpowi(+0.0, 0) is
// 1.0 but 0 * log(+0.0) = 0 * -inf = NaN gives exp(NaN) = NaN; likewise
// fpowi(-2.0, 2) = 4.0 while log(-2.0) is NaN. Both follow from the
// special values alone (C99 Annex F), so the counterexample is confirmed
// whatever exp and log compute elsewhere.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="math-expand-ops" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK-DAG: stage 'math-expand-ops': @cube is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'math-expand-ops': @sixth is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'math-expand-ops': @zero_power is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'math-expand-ops': @cube_vector is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'math-expand-ops' miscompiled @inverse_square: target result #0 is -inf (0xff800000) where the source result is inf (0x7f800000)
// CHECK-DAG: note: counterexample input %arg0 : f32 = 0.0 (0x00000000)
// CHECK-DAG: stage 'math-expand-ops' miscompiled @inverse_fifth: target result #0 is -inf (0xfc00) where the source result is inf (0x7c00)
// CHECK-DAG: stage 'math-expand-ops' miscompiled @any_power: target result #0 is NaN where the source result is -1.0 (0xbf800000)

func.func @cube(%a: f32) -> f32 {
  %c = arith.constant 3 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @sixth(%a: f16) -> f16 {
  %c = arith.constant 6 : i32
  %r = math.fpowi %a, %c : f16, i32
  return %r : f16
}
func.func @zero_power(%a: f32) -> f32 {
  %c = arith.constant 0 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @cube_vector(%a: vector<2xf32>) -> vector<2xf32> {
  %c = arith.constant dense<3> : vector<2xi32>
  %r = math.fpowi %a, %c : vector<2xf32>, vector<2xi32>
  return %r : vector<2xf32>
}
func.func @inverse_square(%a: f32) -> f32 {
  %c = arith.constant -2 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @inverse_fifth(%a: f16) -> f16 {
  %c = arith.constant -5 : i64
  %r = math.fpowi %a, %c : f16, i64
  return %r : f16
}
func.func @any_power(%a: f32, %n: i32) -> f32 {
  %r = math.fpowi %a, %n : f32, i32
  return %r : f32
}
