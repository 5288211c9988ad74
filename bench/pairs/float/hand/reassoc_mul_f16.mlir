// Float pair reassoc_mul_f16 of bench/float_pairs.py (split-file form).
// pair: reassoc_mul_f16
// expect: valid
// tier: hard
//--- src.mlir
func.func @reassoc_mul_f16(%a: f16, %b: f16, %c: f16) -> f16 {
  %t = arith.mulf %a, %b fastmath<reassoc> : f16
  %r = arith.mulf %t, %c fastmath<reassoc> : f16
  return %r : f16
}
//--- tgt.mlir
func.func @reassoc_mul_f16(%a: f16, %b: f16, %c: f16) -> f16 {
  %t = arith.mulf %a, %c fastmath<reassoc> : f16
  %r = arith.mulf %t, %b fastmath<reassoc> : f16
  return %r : f16
}
