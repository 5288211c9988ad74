// Float pair mul_negone_f64 of bench/float_pairs.py (split-file form).
// pair: mul_negone_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @mul_negone_f64(%x: f64) -> f64 {
  %c = arith.constant -1.0 : f64
  %r = arith.mulf %x, %c : f64
  return %r : f64
}
//--- tgt.mlir
func.func @mul_negone_f64(%x: f64) -> f64 {
  %r = arith.negf %x : f64
  return %r : f64
}
