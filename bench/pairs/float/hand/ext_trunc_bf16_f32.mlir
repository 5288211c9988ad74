// Float pair ext_trunc_bf16_f32 of bench/float_pairs.py (split-file form).
// pair: ext_trunc_bf16_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @ext_trunc_bf16_f32(%x: bf16) -> bf16 {
  %e = arith.extf %x : bf16 to f32
  %t = arith.truncf %e : f32 to bf16
  return %t : bf16
}
//--- tgt.mlir
func.func @ext_trunc_bf16_f32(%x: bf16) -> bf16 {
  return %x : bf16
}
