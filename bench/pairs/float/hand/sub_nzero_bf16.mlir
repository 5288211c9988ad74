// Float pair sub_nzero_bf16 of bench/float_pairs.py (split-file form).
// -0 - -0 = +0
// pair: sub_nzero_bf16
// expect: invalid
// tier: small
//--- src.mlir
func.func @sub_nzero_bf16(%x: bf16) -> bf16 {
  %c = arith.constant -0.0 : bf16
  %r = arith.subf %x, %c : bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @sub_nzero_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
