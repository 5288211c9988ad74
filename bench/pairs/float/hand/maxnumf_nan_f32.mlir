// Float pair maxnumf_nan_f32 of bench/float_pairs.py (split-file form).
// pair: maxnumf_nan_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @maxnumf_nan_f32(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.maxnumf %x, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @maxnumf_nan_f32(%x: f32) -> f32 {
  return %x : f32
}
