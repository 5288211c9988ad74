// Float pair minnumf_self_bf16 of bench/float_pairs.py (split-file form).
// pair: minnumf_self_bf16
// expect: valid
// tier: small
//--- src.mlir
func.func @minnumf_self_bf16(%x: bf16) -> bf16 {
  %r = arith.minnumf %x, %x : bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @minnumf_self_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
