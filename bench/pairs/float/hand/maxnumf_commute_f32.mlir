// Float pair maxnumf_commute_f32 of bench/float_pairs.py (split-file form).
// pair: maxnumf_commute_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @maxnumf_commute_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @maxnumf_commute_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %b, %a : f32
  return %r : f32
}
