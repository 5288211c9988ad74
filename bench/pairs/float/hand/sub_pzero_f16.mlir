// Float pair sub_pzero_f16 of bench/float_pairs.py (split-file form).
// pair: sub_pzero_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @sub_pzero_f16(%x: f16) -> f16 {
  %c = arith.constant 0.0 : f16
  %r = arith.subf %x, %c : f16
  return %r : f16
}
//--- tgt.mlir
func.func @sub_pzero_f16(%x: f16) -> f16 {
  return %x : f16
}
