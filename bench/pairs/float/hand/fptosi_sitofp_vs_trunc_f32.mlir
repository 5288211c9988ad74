// Float pair fptosi_sitofp_vs_trunc_f32 of bench/float_pairs.py (split-file form).
// x = -0.5: source +0.0, target -0.0
// pair: fptosi_sitofp_vs_trunc_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @fptosi_sitofp_vs_trunc_f32(%x: f32) -> f32 {
  %i = arith.fptosi %x : f32 to i32
  %r = arith.sitofp %i : i32 to f32
  return %r : f32
}
//--- tgt.mlir
func.func @fptosi_sitofp_vs_trunc_f32(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
