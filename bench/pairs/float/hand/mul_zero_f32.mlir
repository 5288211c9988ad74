// Float pair mul_zero_f32 of bench/float_pairs.py (split-file form).
// pair: mul_zero_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @mul_zero_f32(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @mul_zero_f32(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
