// Float pair sitofp_fptosi_i16_f32 of bench/float_pairs.py (split-file form).
// pair: sitofp_fptosi_i16_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @sitofp_fptosi_i16_f32(%x: i16) -> i16 {
  %f = arith.sitofp %x : i16 to f32
  %r = arith.fptosi %f : f32 to i16
  return %r : i16
}
//--- tgt.mlir
func.func @sitofp_fptosi_i16_f32(%x: i16) -> i16 {
  return %x : i16
}
