// Float pair remf_one_f32 of bench/float_pairs.py (split-file form).
// x = -2.0: fmod -0.0, x - trunc(x) = +0.0
// pair: remf_one_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @remf_one_f32(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.remf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @remf_one_f32(%x: f32) -> f32 {
  %t = math.trunc %x : f32
  %r = arith.subf %x, %t : f32
  return %r : f32
}
