// Float pair exp_zero_f32 of bench/float_pairs.py (split-file form).
// pair: exp_zero_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @exp_zero_f32() -> f32 {
  %c = arith.constant 0.0 : f32
  %r = math.exp %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @exp_zero_f32() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
