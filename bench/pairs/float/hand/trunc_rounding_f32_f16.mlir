// Float pair trunc_rounding_f32_f16 of bench/float_pairs.py (split-file form).
// pair: trunc_rounding_f32_f16
// expect: invalid
// tier: small
//--- src.mlir
func.func @trunc_rounding_f32_f16(%x: f32) -> f16 {
  %t = arith.truncf %x : f32 to f16
  return %t : f16
}
//--- tgt.mlir
func.func @trunc_rounding_f32_f16(%x: f32) -> f16 {
  %t = arith.truncf %x toward_zero : f32 to f16
  return %t : f16
}
