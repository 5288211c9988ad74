// Float pair sqrt_square_f32 of bench/float_pairs.py (split-file form).
// pair: sqrt_square_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @sqrt_square_f32(%x: f32) -> f32 {
  %s = arith.mulf %x, %x : f32
  %r = math.sqrt %s : f32
  return %r : f32
}
//--- tgt.mlir
func.func @sqrt_square_f32(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
