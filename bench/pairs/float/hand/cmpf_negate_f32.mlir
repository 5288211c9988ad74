// Float pair cmpf_negate_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_negate_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_negate_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_negate_f32(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf uge, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
