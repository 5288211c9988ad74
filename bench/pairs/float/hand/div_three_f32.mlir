// Float pair div_three_f32 of bench/float_pairs.py (split-file form).
// pair: div_three_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @div_three_f32(%x: f32) -> f32 {
  %c = arith.constant 3.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @div_three_f32(%x: f32) -> f32 {
  %c = arith.constant 0.333333343 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
