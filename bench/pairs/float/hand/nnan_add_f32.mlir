// Float pair nnan_add_f32 of bench/float_pairs.py (split-file form).
// pair: nnan_add_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @nnan_add_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @nnan_add_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b fastmath<nnan> : f32
  return %r : f32
}
