// Float pair fma_split_f64 of bench/float_pairs.py (split-file form).
// pair: fma_split_f64
// expect: invalid
// tier: hard
//--- src.mlir
func.func @fma_split_f64(%a: f64, %b: f64, %c: f64) -> f64 {
  %r = math.fma %a, %b, %c : f64
  return %r : f64
}
//--- tgt.mlir
func.func @fma_split_f64(%a: f64, %b: f64, %c: f64) -> f64 {
  %t = arith.mulf %a, %b : f64
  %r = arith.addf %t, %c : f64
  return %r : f64
}
