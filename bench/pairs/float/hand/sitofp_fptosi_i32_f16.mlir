// Float pair sitofp_fptosi_i32_f16 of bench/float_pairs.py (split-file form).
// pair: sitofp_fptosi_i32_f16
// expect: invalid
// tier: small
//--- src.mlir
func.func @sitofp_fptosi_i32_f16(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f16
  %r = arith.fptosi %f : f16 to i32
  return %r : i32
}
//--- tgt.mlir
func.func @sitofp_fptosi_i32_f16(%x: i32) -> i32 {
  return %x : i32
}
