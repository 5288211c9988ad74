// Float pair trunc_via_select_f32 of bench/float_pairs.py (split-file form).
// pair: trunc_via_select_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @trunc_via_select_f32(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @trunc_via_select_f32(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %n = arith.cmpf olt, %x, %z : f32
  %c = math.ceil %x : f32
  %f = math.floor %x : f32
  %r = arith.select %n, %c, %f : f32
  return %r : f32
}
