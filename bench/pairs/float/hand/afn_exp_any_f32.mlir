// Float pair afn_exp_any_f32 of bench/float_pairs.py (split-file form).
// afn: any value (source choice)
// pair: afn_exp_any_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @afn_exp_any_f32(%x: f32) -> f32 {
  %r = math.exp %x fastmath<afn> : f32
  return %r : f32
}
//--- tgt.mlir
func.func @afn_exp_any_f32(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
