// Float pair add_pzero_v4f32 of bench/float_pairs.py (split-file form).
// pair: add_pzero_v4f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @add_pzero_v4f32(%x: vector<4xf32>) -> vector<4xf32> {
  %c = arith.constant dense<0.0> : vector<4xf32>
  %r = arith.addf %x, %c : vector<4xf32>
  return %r : vector<4xf32>
}
//--- tgt.mlir
func.func @add_pzero_v4f32(%x: vector<4xf32>) -> vector<4xf32> {
  return %x : vector<4xf32>
}
