// Float pair add_pzero_nsz_f64 of bench/float_pairs.py (split-file form).
// pair: add_pzero_nsz_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @add_pzero_nsz_f64(%x: f64) -> f64 {
  %c = arith.constant 0.0 : f64
  %r = arith.addf %x, %c fastmath<nsz> : f64
  return %r : f64
}
//--- tgt.mlir
func.func @add_pzero_nsz_f64(%x: f64) -> f64 {
  return %x : f64
}
