// Float pair powf_zero_f32 of bench/float_pairs.py (split-file form).
// pair: powf_zero_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @powf_zero_f32(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = math.powf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @powf_zero_f32(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
