// Float pair abs_neg_f64 of bench/float_pairs.py (split-file form).
// pair: abs_neg_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @abs_neg_f64(%x: f64) -> f64 {
  %a = arith.negf %x : f64
  %r = math.absf %a : f64
  return %r : f64
}
//--- tgt.mlir
func.func @abs_neg_f64(%x: f64) -> f64 {
  %r = math.absf %x : f64
  return %r : f64
}
