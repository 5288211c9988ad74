// Float pair addf_commute_v4f32 of bench/float_pairs.py (split-file form).
// pair: addf_commute_v4f32
// expect: valid
// tier: big
//--- src.mlir
func.func @addf_commute_v4f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.addf %a, %b : vector<4xf32>
  return %r : vector<4xf32>
}
//--- tgt.mlir
func.func @addf_commute_v4f32(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.addf %b, %a : vector<4xf32>
  return %r : vector<4xf32>
}
