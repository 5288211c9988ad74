// Float pair addf_f16_via_f32 of bench/float_pairs.py (split-file form).
// 24 >= 2*11+2: double rounding is innocuous
// pair: addf_f16_via_f32
// expect: valid
// tier: hard
//--- src.mlir
func.func @addf_f16_via_f32(%a: f16, %b: f16) -> f16 {
  %r = arith.addf %a, %b : f16
  return %r : f16
}
//--- tgt.mlir
func.func @addf_f16_via_f32(%a: f16, %b: f16) -> f16 {
  %x = arith.extf %a : f16 to f32
  %y = arith.extf %b : f16 to f32
  %s = arith.addf %x, %y : f32
  %r = arith.truncf %s : f32 to f16
  return %r : f16
}
