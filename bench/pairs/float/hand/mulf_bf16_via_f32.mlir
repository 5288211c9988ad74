// Float pair mulf_bf16_via_f32 of bench/float_pairs.py (split-file form).
// pair: mulf_bf16_via_f32
// expect: valid
// tier: hard
//--- src.mlir
func.func @mulf_bf16_via_f32(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @mulf_bf16_via_f32(%a: bf16, %b: bf16) -> bf16 {
  %x = arith.extf %a : bf16 to f32
  %y = arith.extf %b : bf16 to f32
  %s = arith.mulf %x, %y : f32
  %r = arith.truncf %s : f32 to bf16
  return %r : bf16
}
