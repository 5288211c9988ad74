// ITEM: 31
// WHAT: math-expand-ops: fpowi(+0.0, -2), and fpowi(+0.0, 0), fpowi(-2.0, 2) with an exponent not constant
// PASS: math-expand-ops
// LOWER: --convert-math-to-llvm --convert-math-to-libm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: special values of math.fpowi follow C99 pow (MathOps.td is
// NOTE: silent). MLIR lowers math.fpowi to llvm.intr.powi (__powisf2 on
// NOTE: x86), which gives +inf, 1 and 4 as the tool says: agrees. The
// NOTE: expansion prints -inf, NaN and NaN.
// Test: test/passes/math-expand-ops-fpowi-bug.mlir (@inverse_square, @any_power).

//--- fn.mlir
func.func @inverse_square(%a: f32) -> f32 {
  %c = arith.constant -2 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @any_power(%a: f32, %n: i32) -> f32 {
  %r = math.fpowi %a, %n : f32, i32
  return %r : f32
}
//--- check.mlir
func.func @check() -> (f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %m2 = arith.constant -2.0 : f32
  %n0 = arith.constant 0 : i32
  %n2 = arith.constant 2 : i32
  %r0 = func.call @inverse_square(%z) : (f32) -> f32
  %r1 = func.call @any_power(%z, %n0) : (f32, i32) -> f32
  %r2 = func.call @any_power(%m2, %n2) : (f32, i32) -> f32
  return %r0, %r1, %r2 : f32, f32, f32
}
//--- tool.mlir
func.func @check() -> (f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  return %inf, %one, %four : f32, f32, f32
}
//--- tool-tgt.mlir
func.func @check() -> (f32, f32, f32) {
  %minf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  return %minf, %nan, %nan : f32, f32, f32
}
//--- main.mlir
func.func @main() {
  %r:3 = func.call @check() : () -> (f32, f32, f32)
  func.call @p32(%r#0) : (f32) -> ()
  func.call @p32(%r#1) : (f32) -> ()
  func.call @p32(%r#2) : (f32) -> ()
  return
}
