// Float pair reassoc_noflags_f32 of bench/float_pairs.py (split-file form).
// pair: reassoc_noflags_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @reassoc_noflags_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %a, %b : f32
  %r = arith.addf %t, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @reassoc_noflags_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.addf %b, %c : f32
  %r = arith.addf %a, %t : f32
  return %r : f32
}
