// Float pair maxnumf_nnan_to_maximumf_f32 of bench/float_pairs.py (split-file form).
// only +0/-0 differ, and maxnumf may pick either
// pair: maxnumf_nnan_to_maximumf_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @maxnumf_nnan_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b fastmath<nnan> : f32
  return %r : f32
}
//--- tgt.mlir
func.func @maxnumf_nnan_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b fastmath<nnan> : f32
  return %r : f32
}
