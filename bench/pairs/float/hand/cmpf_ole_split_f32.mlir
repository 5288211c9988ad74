// Float pair cmpf_ole_split_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_ole_split_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_ole_split_f32(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ole, %a, %b : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_ole_split_f32(%a: f32, %b: f32) -> i1 {
  %l = arith.cmpf olt, %a, %b : f32
  %e = arith.cmpf oeq, %a, %b : f32
  %r = arith.ori %l, %e : i1
  return %r : i1
}
