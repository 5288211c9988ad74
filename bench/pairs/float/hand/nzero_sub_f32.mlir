// Float pair nzero_sub_f32 of bench/float_pairs.py (split-file form).
// pair: nzero_sub_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @nzero_sub_f32(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @nzero_sub_f32(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
