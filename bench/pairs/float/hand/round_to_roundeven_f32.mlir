// Float pair round_to_roundeven_f32 of bench/float_pairs.py (split-file form).
// pair: round_to_roundeven_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @round_to_roundeven_f32(%x: f32) -> f32 {
  %r = math.round %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @round_to_roundeven_f32(%x: f32) -> f32 {
  %r = math.roundeven %x : f32
  return %r : f32
}
