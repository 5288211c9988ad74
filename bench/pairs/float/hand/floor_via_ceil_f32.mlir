// Float pair floor_via_ceil_f32 of bench/float_pairs.py (split-file form).
// pair: floor_via_ceil_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @floor_via_ceil_f32(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @floor_via_ceil_f32(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %c = math.ceil %n : f32
  %r = arith.negf %c : f32
  return %r : f32
}
