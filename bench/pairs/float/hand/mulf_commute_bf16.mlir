// Float pair mulf_commute_bf16 of bench/float_pairs.py (split-file form).
// pair: mulf_commute_bf16
// expect: valid
// tier: small
//--- src.mlir
func.func @mulf_commute_bf16(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @mulf_commute_bf16(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %b, %a : bf16
  return %r : bf16
}
