// Float pair ext_chain_f16_f64 of bench/float_pairs.py (split-file form).
// pair: ext_chain_f16_f64
// expect: valid
// tier: small
//--- src.mlir
func.func @ext_chain_f16_f64(%x: f16) -> f64 {
  %a = arith.extf %x : f16 to f32
  %b = arith.extf %a : f32 to f64
  return %b : f64
}
//--- tgt.mlir
func.func @ext_chain_f16_f64(%x: f16) -> f64 {
  %b = arith.extf %x : f16 to f64
  return %b : f64
}
