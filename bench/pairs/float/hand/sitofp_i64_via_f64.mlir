// Float pair sitofp_i64_via_f64 of bench/float_pairs.py (split-file form).
// double rounding: 2^60 + 2^36 + 1
// pair: sitofp_i64_via_f64
// expect: invalid
// tier: small
//--- src.mlir
func.func @sitofp_i64_via_f64(%x: i64) -> f32 {
  %r = arith.sitofp %x : i64 to f32
  return %r : f32
}
//--- tgt.mlir
func.func @sitofp_i64_via_f64(%x: i64) -> f32 {
  %d = arith.sitofp %x : i64 to f64
  %r = arith.truncf %d : f64 to f32
  return %r : f32
}
