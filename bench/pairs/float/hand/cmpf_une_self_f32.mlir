// Float pair cmpf_une_self_f32 of bench/float_pairs.py (split-file form).
// pair: cmpf_une_self_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @cmpf_une_self_f32(%x: f32) -> i1 {
  %r = arith.cmpf une, %x, %x : f32
  return %r : i1
}
//--- tgt.mlir
func.func @cmpf_une_self_f32(%x: f32) -> i1 {
  %r = arith.cmpf uno, %x, %x : f32
  return %r : i1
}
