// Float pair copysign_one_f32 of bench/float_pairs.py (split-file form).
// pair: copysign_one_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @copysign_one_f32(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @copysign_one_f32(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
