// Float pair maximumf_self_f64 of bench/float_pairs.py (split-file form).
// pair: maximumf_self_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @maximumf_self_f64(%x: f64) -> f64 {
  %r = arith.maximumf %x, %x : f64
  return %r : f64
}
//--- tgt.mlir
func.func @maximumf_self_f64(%x: f64) -> f64 {
  return %x : f64
}
