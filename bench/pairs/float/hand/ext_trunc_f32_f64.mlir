// Float pair ext_trunc_f32_f64 of bench/float_pairs.py (split-file form).
// pair: ext_trunc_f32_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @ext_trunc_f32_f64(%x: f32) -> f32 {
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f32
  return %t : f32
}
//--- tgt.mlir
func.func @ext_trunc_f32_f64(%x: f32) -> f32 {
  return %x : f32
}
