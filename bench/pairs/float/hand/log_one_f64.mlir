// Float pair log_one_f64 of bench/float_pairs.py (split-file form).
// pair: log_one_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @log_one_f64() -> f64 {
  %c = arith.constant 1.0 : f64
  %r = math.log %c : f64
  return %r : f64
}
//--- tgt.mlir
func.func @log_one_f64() -> f64 {
  %c = arith.constant 0.0 : f64
  return %c : f64
}
