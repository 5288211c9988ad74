// ITEM: 15
// WHAT: test-math-polynomial-approximation: exp/expm1/cos(NaN), sin/erf(-0.0), cbrt(+inf)
// PASS: func.func(test-math-polynomial-approximation)
// LOWER: --convert-math-to-llvm --convert-math-to-libm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: special values follow C99 Annex F (MathOps.td is silent;
// NOTE: LangRef's llvm.exp/llvm.sin/...: "Return the same value as a
// NOTE: corresponding libm ... function"). MLIR lowers exp, cos, sin to llvm.intr.*, expm1 to
// NOTE: exp(x) - 1, and erf, cbrt to erff/cbrtf: the lowered source prints
// NOTE: NaN x3, -0 x2 and inf, as the tool says: agrees. The lowered
// NOTE: approximations print +0 for sin and erf and NaN for cbrt. For exp,
// NOTE: expm1 and cos of NaN the tool says the target is poison: the
// NOTE: expansion converts the NaN with `fptosi`, and LangRef: "If the value
// NOTE: cannot fit in ty2, the result is a poison value"; x86's cvttss2si
// NOTE: gives INT_MIN and the NaN flows on, so the run prints NaN: poison
// NOTE: that this machine happens to compute as NaN.
// Test: test/passes/float-test-math-polynomial-approximation.mlir.

//--- fn.mlir
func.func @exp_f32(%a: f32) -> f32 {
  %r = math.exp %a : f32
  return %r : f32
}
func.func @expm1_f32(%a: f32) -> f32 {
  %r = math.expm1 %a : f32
  return %r : f32
}
func.func @cos_f32(%a: f32) -> f32 {
  %r = math.cos %a : f32
  return %r : f32
}
func.func @sin_f32(%a: f32) -> f32 {
  %r = math.sin %a : f32
  return %r : f32
}
func.func @erf_f32(%a: f32) -> f32 {
  %r = math.erf %a : f32
  return %r : f32
}
func.func @cbrt_f32(%a: f32) -> f32 {
  %r = math.cbrt %a : f32
  return %r : f32
}
//--- check.mlir
func.func @check() -> (f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %mz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %r0 = func.call @exp_f32(%nan) : (f32) -> f32
  %r1 = func.call @expm1_f32(%nan) : (f32) -> f32
  %r2 = func.call @cos_f32(%nan) : (f32) -> f32
  %r3 = func.call @sin_f32(%mz) : (f32) -> f32
  %r4 = func.call @erf_f32(%mz) : (f32) -> f32
  %r5 = func.call @cbrt_f32(%inf) : (f32) -> f32
  return %r0, %r1, %r2, %r3, %r4, %r5 : f32, f32, f32, f32, f32, f32
}
//--- tool.mlir
func.func @check() -> (f32, f32, f32, f32, f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %mz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  return %nan, %nan, %nan, %mz, %mz, %inf : f32, f32, f32, f32, f32, f32
}
//--- main.mlir
func.func @main() {
  %r:6 = func.call @check() : () -> (f32, f32, f32, f32, f32, f32)
  func.call @p32(%r#0) : (f32) -> ()
  func.call @p32(%r#1) : (f32) -> ()
  func.call @p32(%r#2) : (f32) -> ()
  func.call @p32(%r#3) : (f32) -> ()
  func.call @p32(%r#4) : (f32) -> ()
  func.call @p32(%r#5) : (f32) -> ()
  return
}
