// Float pair maxnumf_to_maximumf_f32 of bench/float_pairs.py (split-file form).
// pair: maxnumf_to_maximumf_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @maxnumf_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @maxnumf_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
