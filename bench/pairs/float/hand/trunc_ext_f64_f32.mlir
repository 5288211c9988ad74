// Float pair trunc_ext_f64_f32 of bench/float_pairs.py (split-file form).
// pair: trunc_ext_f64_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @trunc_ext_f64_f32(%x: f64) -> f64 {
  %t = arith.truncf %x : f64 to f32
  %e = arith.extf %t : f32 to f64
  return %e : f64
}
//--- tgt.mlir
func.func @trunc_ext_f64_f32(%x: f64) -> f64 {
  return %x : f64
}
