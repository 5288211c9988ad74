// Float pair nsz_sub_swap_f64 of bench/float_pairs.py (split-file form).
// pair: nsz_sub_swap_f64
// expect: valid
// tier: hard
//--- src.mlir
func.func @nsz_sub_swap_f64(%a: f64, %b: f64) -> f64 {
  %r = arith.subf %a, %b fastmath<nsz> : f64
  return %r : f64
}
//--- tgt.mlir
func.func @nsz_sub_swap_f64(%a: f64, %b: f64) -> f64 {
  %s = arith.subf %b, %a : f64
  %r = arith.negf %s : f64
  return %r : f64
}
