// Float pair sub_swap_f64 of bench/float_pairs.py (split-file form).
// a = b: +0 vs -0
// pair: sub_swap_f64
// expect: invalid
// tier: small
//--- src.mlir
func.func @sub_swap_f64(%a: f64, %b: f64) -> f64 {
  %r = arith.subf %a, %b : f64
  return %r : f64
}
//--- tgt.mlir
func.func @sub_swap_f64(%a: f64, %b: f64) -> f64 {
  %s = arith.subf %b, %a : f64
  %r = arith.negf %s : f64
  return %r : f64
}
