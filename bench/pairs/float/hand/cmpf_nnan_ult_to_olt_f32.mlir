// Float pair cmpf_nnan_ult_to_olt_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_nnan_ult_to_olt_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_nnan_ult_to_olt_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ult, %a, %b fastmath<nnan> : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_nnan_ult_to_olt_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
