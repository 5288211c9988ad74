// Float pair select_ogt_to_maximumf_f32 of bench/float_pairs.py (split-file form).
// pair: select_ogt_to_maximumf_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @select_ogt_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %c = arith.cmpf ogt, %a, %b : f32
  %r = arith.select %c, %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @select_ogt_to_maximumf_f32(%a: f32, %b: f32) -> f32 {
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
