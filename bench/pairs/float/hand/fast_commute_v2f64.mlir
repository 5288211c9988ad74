// Float pair fast_commute_v2f64 of bench/float_pairs.py (split-file form).
// pair: fast_commute_v2f64
// expect: valid
// tier: hard
//--- src.mlir
func.func @fast_commute_v2f64(%a: vector<2xf64>, %b: vector<2xf64>) -> vector<2xf64> {
  %r = arith.mulf %a, %b fastmath<fast> : vector<2xf64>
  return %r : vector<2xf64>
}
//--- tgt.mlir
func.func @fast_commute_v2f64(%a: vector<2xf64>, %b: vector<2xf64>) -> vector<2xf64> {
  %r = arith.mulf %b, %a fastmath<fast> : vector<2xf64>
  return %r : vector<2xf64>
}
