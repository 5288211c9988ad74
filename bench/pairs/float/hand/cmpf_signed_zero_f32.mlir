// Float pair cmpf_signed_zero_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_signed_zero_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_signed_zero_f32(%x: f32) -> i1 {
  %c = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %x, %c : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_signed_zero_f32(%x: f32) -> i1 {
  %c = arith.constant -0.0 : f32
  %r = arith.cmpf oeq, %x, %c : f32
  return %r : i1
}
