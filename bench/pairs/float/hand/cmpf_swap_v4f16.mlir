// Float pair cmpf_swap_v4f16 of bench/float_pairs.py (split-file form).
// pair: cmpf_swap_v4f16
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_swap_v4f16(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xi1> {
  %r = arith.cmpf ogt, %a, %b : vector<4xf16>
  return %r : vector<4xi1>
}
//--- tgt.mlir
func.func @cmpf_swap_v4f16(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xi1> {
  %r = arith.cmpf olt, %b, %a : vector<4xf16>
  return %r : vector<4xi1>
}
