// Float pair cmpf_olt_to_ult_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_olt_to_ult_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @cmpf_olt_to_ult_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_olt_to_ult_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ult, %a, %b : f32
  return %r : i1
}
