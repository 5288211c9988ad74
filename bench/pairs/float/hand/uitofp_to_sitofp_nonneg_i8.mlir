// Float pair uitofp_to_sitofp_nonneg_i8 of bench/float_pairs.py (split-file form).
// pair: uitofp_to_sitofp_nonneg_i8
// expect: valid
// tier: small
//--- src.mlir
func.func @uitofp_to_sitofp_nonneg_i8(%x: i8) -> f32 {
  %m = arith.constant 127 : i8
  %a = arith.andi %x, %m : i8
  %r = arith.uitofp %a : i8 to f32
  return %r : f32
}
//--- tgt.mlir
func.func @uitofp_to_sitofp_nonneg_i8(%x: i8) -> f32 {
  %m = arith.constant 127 : i8
  %a = arith.andi %x, %m : i8
  %r = arith.sitofp %a : i8 to f32
  return %r : f32
}
