// Float pair minimumf_commute_f16 of bench/float_pairs.py (split-file form).
// pair: minimumf_commute_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @minimumf_commute_f16(%a: f16, %b: f16) -> f16 {
  %r = arith.minimumf %a, %b : f16
  return %r : f16
}
//--- tgt.mlir
func.func @minimumf_commute_f16(%a: f16, %b: f16) -> f16 {
  %r = arith.minimumf %b, %a : f16
  return %r : f16
}
