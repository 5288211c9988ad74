// Float pair double_trunc_rtz_f64_f16 of bench/float_pairs.py (split-file form).
// truncation composes
// pair: double_trunc_rtz_f64_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @double_trunc_rtz_f64_f16(%x: f64) -> f16 {
  %t = arith.truncf %x toward_zero : f64 to f16
  return %t : f16
}
//--- tgt.mlir
func.func @double_trunc_rtz_f64_f16(%x: f64) -> f16 {
  %a = arith.truncf %x toward_zero : f64 to f32
  %t = arith.truncf %a toward_zero : f32 to f16
  return %t : f16
}
