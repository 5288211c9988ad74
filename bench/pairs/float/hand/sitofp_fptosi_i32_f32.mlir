// Float pair sitofp_fptosi_i32_f32 of bench/float_pairs.py (split-file form).
// pair: sitofp_fptosi_i32_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @sitofp_fptosi_i32_f32(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f32
  %r = arith.fptosi %f : f32 to i32
  return %r : i32
}
//--- tgt.mlir
func.func @sitofp_fptosi_i32_f32(%x: i32) -> i32 {
  return %x : i32
}
