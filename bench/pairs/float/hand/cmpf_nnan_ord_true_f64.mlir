// Float pair cmpf_nnan_ord_true_f64 of bench/float_pairs.py (split-file form).
// pair: cmpf_nnan_ord_true_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_nnan_ord_true_f64(%x: f64) -> i1 {
  %r = arith.cmpf ord, %x, %x fastmath<nnan> : f64
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_nnan_ord_true_f64(%x: f64) -> i1 {
  %t = arith.constant true
  return %t : i1
}
