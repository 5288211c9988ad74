// Float pair double_trunc_rne_f64_f16 of bench/float_pairs.py (split-file form).
// double rounding
// pair: double_trunc_rne_f64_f16
// expect: invalid
// tier: small
//--- src.mlir
func.func @double_trunc_rne_f64_f16(%x: f64) -> f16 {
  %t = arith.truncf %x : f64 to f16
  return %t : f16
}
//--- tgt.mlir
func.func @double_trunc_rne_f64_f16(%x: f64) -> f16 {
  %a = arith.truncf %x : f64 to f32
  %t = arith.truncf %a : f32 to f16
  return %t : f16
}
