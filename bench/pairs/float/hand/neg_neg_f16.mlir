// Float pair neg_neg_f16 of bench/float_pairs.py (split-file form).
// pair: neg_neg_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @neg_neg_f16(%x: f16) -> f16 {
  %a = arith.negf %x : f16
  %b = arith.negf %a : f16
  return %b : f16
}
//--- tgt.mlir
func.func @neg_neg_f16(%x: f16) -> f16 {
  return %x : f16
}
