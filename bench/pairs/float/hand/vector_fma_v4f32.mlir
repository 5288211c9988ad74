// Float pair vector_fma_v4f32 of bench/float_pairs.py (split-file form).
// pair: vector_fma_v4f32
// expect: valid
// tier: small
//--- src.mlir
func.func @vector_fma_v4f32(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.fma %a, %b, %c : vector<4xf32>
  return %r : vector<4xf32>
}
//--- tgt.mlir
func.func @vector_fma_v4f32(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = math.fma %a, %b, %c : vector<4xf32>
  return %r : vector<4xf32>
}
