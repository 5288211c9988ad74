// Float pair div_one_bf16 of bench/float_pairs.py (split-file form).
// pair: div_one_bf16
// expect: valid
// tier: small
//--- src.mlir
func.func @div_one_bf16(%x: bf16) -> bf16 {
  %c = arith.constant 1.0 : bf16
  %r = arith.divf %x, %c : bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @div_one_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
