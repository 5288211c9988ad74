// Float pair contract_noflags_f32 of bench/float_pairs.py (split-file form).
// pair: contract_noflags_f32
// expect: invalid
// tier: small
//--- src.mlir
func.func @contract_noflags_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %t = arith.mulf %a, %b : f32
  %r = arith.addf %t, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @contract_noflags_f32(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
