// Float pair exp_same_arg_f32 of bench/float_pairs.py (split-file form).
// pair: exp_same_arg_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @exp_same_arg_f32(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %a = arith.addf %x, %c : f32
  %r = math.exp %a : f32
  return %r : f32
}
//--- tgt.mlir
func.func @exp_same_arg_f32(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}
