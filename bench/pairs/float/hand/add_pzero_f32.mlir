// Float pair add_pzero_f32 of bench/float_pairs.py (split-file form).
// -0 + +0 = +0
// pair: add_pzero_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @add_pzero_f32(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @add_pzero_f32(%x: f32) -> f32 {
  return %x : f32
}
