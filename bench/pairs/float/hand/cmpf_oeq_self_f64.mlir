// Float pair cmpf_oeq_self_f64 of bench/float_pairs.py (split-file form).
// pair: cmpf_oeq_self_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_oeq_self_f64(%x: f64) -> i1 {
  %r = arith.cmpf oeq, %x, %x : f64
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_oeq_self_f64(%x: f64) -> i1 {
  %r = arith.cmpf ord, %x, %x : f64
  return %r : i1
}
