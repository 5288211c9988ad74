// ITEM: 14
// WHAT: math-expand-ops: round, roundeven, fma, ceil(-0.5), tanh/sinh/asinh/atanh(-0.0), acosh(-1e20), powf(0, 0)
// PASS: func.func(math-expand-ops)
// LOWER: --convert-math-to-llvm --convert-math-to-libm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: MathOps.td is silent on special values; the tool follows
// NOTE: LLVM's intrinsics ("Return the same value as a corresponding libm
// NOTE: ... function", C99 Annex F). MLIR lowers math.round, roundeven,
// NOTE: ceil, tanh, sinh, powf, fma to llvm.intr.* and asinh, atanh, acosh to libm
// NOTE: calls (convert-math-to-libm): on these inputs every result the
// NOTE: tool gives the source is what the lowered source prints (round and
// NOTE: roundeven of 0.49999997 are 0, ceil(-0.5) is -0, the hyperbolic
// NOTE: functions keep -0, acosh(-1e20) is NaN, pow(0, 0) is 1, the f16 fma
// NOTE: rounds once), and the lowered expansion prints the tool's target
// NOTE: values (1, 1, +0, +0 x4, inf, NaN, 19650).
// Test: test/passes/float-math-expand-ops-bugs.mlir.

//--- fn.mlir
func.func @round_f32(%a: f32) -> f32 {
  %r = math.round %a : f32
  return %r : f32
}
func.func @roundeven_f32(%a: f32) -> f32 {
  %r = math.roundeven %a : f32
  return %r : f32
}
func.func @ceil_f64(%a: f64) -> f64 {
  %r = math.ceil %a : f64
  return %r : f64
}
func.func @tanh_f32(%a: f32) -> f32 {
  %r = math.tanh %a : f32
  return %r : f32
}
func.func @sinh_f32(%a: f32) -> f32 {
  %r = math.sinh %a : f32
  return %r : f32
}
func.func @asinh_f32(%a: f32) -> f32 {
  %r = math.asinh %a : f32
  return %r : f32
}
func.func @atanh_f32(%a: f32) -> f32 {
  %r = math.atanh %a : f32
  return %r : f32
}
func.func @acosh_f32(%a: f32) -> f32 {
  %r = math.acosh %a : f32
  return %r : f32
}
func.func @powf_f64(%a: f64, %b: f64) -> f64 {
  %r = math.powf %a, %b : f64
  return %r : f64
}
func.func @fma_f16(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
//--- check.mlir
func.func @check() -> (f32, f32, f64, f32, f32, f32, f32, f32, f64, f16) {
  %x = arith.constant 0x3EFFFFFF : f32
  %h = arith.constant -0.5 : f64
  %z = arith.constant -0.0 : f32
  %big = arith.constant -1.0e20 : f32
  %zd = arith.constant 0.0 : f64
  %a = arith.constant 0xC166 : f16
  %b = arith.constant 0x7426 : f16
  %c = arith.constant 0x7BFF : f16
  %r0 = func.call @round_f32(%x) : (f32) -> f32
  %r1 = func.call @roundeven_f32(%x) : (f32) -> f32
  %r2 = func.call @ceil_f64(%h) : (f64) -> f64
  %r3 = func.call @tanh_f32(%z) : (f32) -> f32
  %r4 = func.call @sinh_f32(%z) : (f32) -> f32
  %r5 = func.call @asinh_f32(%z) : (f32) -> f32
  %r6 = func.call @atanh_f32(%z) : (f32) -> f32
  %r7 = func.call @acosh_f32(%big) : (f32) -> f32
  %r8 = func.call @powf_f64(%zd, %zd) : (f64, f64) -> f64
  %r9 = func.call @fma_f16(%a, %b, %c) : (f16, f16, f16) -> f16
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9 : f32, f32, f64, f32, f32, f32, f32, f32, f64, f16
}
//--- tool.mlir
func.func @check() -> (f32, f32, f64, f32, f32, f32, f32, f32, f64, f16) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f64
  %mz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f64
  %fma = arith.constant 0x74CB : f16
  return %z, %z, %nz, %mz, %mz, %mz, %mz, %nan, %one, %fma : f32, f32, f64, f32, f32, f32, f32, f32, f64, f16
}
//--- tool-tgt.mlir
func.func @check() -> (f32, f32, f64, f32, f32, f32, f32, f32, f64, f16) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f64
  %zf = arith.constant 0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  %fma = arith.constant 0x74CC : f16
  return %one, %one, %z, %zf, %zf, %zf, %zf, %inf, %nan, %fma : f32, f32, f64, f32, f32, f32, f32, f32, f64, f16
}
//--- main.mlir
func.func @main() {
  %r:10 = func.call @check() : () -> (f32, f32, f64, f32, f32, f32, f32, f32, f64, f16)
  func.call @p32(%r#0) : (f32) -> ()
  func.call @p32(%r#1) : (f32) -> ()
  func.call @p64(%r#2) : (f64) -> ()
  func.call @p32(%r#3) : (f32) -> ()
  func.call @p32(%r#4) : (f32) -> ()
  func.call @p32(%r#5) : (f32) -> ()
  func.call @p32(%r#6) : (f32) -> ()
  func.call @p32(%r#7) : (f32) -> ()
  func.call @p64(%r#8) : (f64) -> ()
  func.call @p16(%r#9) : (f16) -> ()
  return
}
