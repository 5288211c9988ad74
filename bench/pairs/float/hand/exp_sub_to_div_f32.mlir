// Float pair exp_sub_to_div_f32 of bench/float_pairs.py (split-file form).
// wrong for real exp too, but needs its values
// pair: exp_sub_to_div_f32
// expect: ?
// tier: hard
//--- src.mlir
func.func @exp_sub_to_div_f32(%a: f32, %b: f32) -> f32 {
  %d = arith.subf %a, %b : f32
  %r = math.exp %d : f32
  return %r : f32
}
//--- tgt.mlir
func.func @exp_sub_to_div_f32(%a: f32, %b: f32) -> f32 {
  %x = math.exp %a : f32
  %y = math.exp %b : f32
  %r = arith.divf %x, %y : f32
  return %r : f32
}
