// Float pair reduction_max_v4f32 of bench/float_pairs.py (split-file form).
// pair: reduction_max_v4f32
// expect: valid
// tier: small
//--- src.mlir
func.func @reduction_max_v4f32(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maximumf>, %v : vector<4xf32> into f32
  return %r : f32
}
//--- tgt.mlir
func.func @reduction_max_v4f32(%v: vector<4xf32>) -> f32 {
  %0 = vector.extract %v[0] : f32 from vector<4xf32>
  %1 = vector.extract %v[1] : f32 from vector<4xf32>
  %2 = vector.extract %v[2] : f32 from vector<4xf32>
  %3 = vector.extract %v[3] : f32 from vector<4xf32>
  %a = arith.maximumf %0, %1 : f32
  %b = arith.maximumf %2, %3 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
