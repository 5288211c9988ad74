// Float pair add_self_to_mul2_f32 of bench/float_pairs.py (split-file form).
// pair: add_self_to_mul2_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @add_self_to_mul2_f32(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @add_self_to_mul2_f32(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
