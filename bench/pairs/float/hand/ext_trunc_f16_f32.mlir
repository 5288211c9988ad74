// Float pair ext_trunc_f16_f32 of bench/float_pairs.py (split-file form).
// pair: ext_trunc_f16_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @ext_trunc_f16_f32(%x: f16) -> f16 {
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to f16
  return %t : f16
}
//--- tgt.mlir
func.func @ext_trunc_f16_f32(%x: f16) -> f16 {
  return %x : f16
}
