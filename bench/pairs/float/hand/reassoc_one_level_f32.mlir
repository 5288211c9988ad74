// Float pair reassoc_one_level_f32 of bench/float_pairs.py (split-file form).
// pair: reassoc_one_level_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @reassoc_one_level_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %t, %c fastmath<reassoc> : f32
  return %r : f32
}
//--- tgt.mlir
func.func @reassoc_one_level_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %b, %c fastmath<reassoc> : f32
  %r = arith.addf %a, %t fastmath<reassoc> : f32
  return %r : f32
}
