// Float pair maximumf_to_maxnumf_f32 of bench/float_pairs.py (split-file form).
// pair: maximumf_to_maxnumf_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @maximumf_to_maxnumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @maximumf_to_maxnumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
