// Float pair div_arcp_f32 of bench/float_pairs.py (split-file form).
// pair: div_arcp_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @div_arcp_f32(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y fastmath<arcp> : f32
  return %r : f32
}
//--- tgt.mlir
func.func @div_arcp_f32(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
