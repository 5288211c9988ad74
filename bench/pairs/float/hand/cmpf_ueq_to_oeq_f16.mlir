// Float pair cmpf_ueq_to_oeq_f16 of bench/float_pairs.py (split-file form).
// pair: cmpf_ueq_to_oeq_f16
// expect: invalid
// tier: small
//--- src.mlir
func.func @cmpf_ueq_to_oeq_f16(%a: f16, %b: f16) -> i1 {
  %r = arith.cmpf ueq, %a, %b : f16
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_ueq_to_oeq_f16(%a: f16, %b: f16) -> i1 {
  %r = arith.cmpf oeq, %a, %b : f16
  return %r : i1
}
