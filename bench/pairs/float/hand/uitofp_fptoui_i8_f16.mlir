// Float pair uitofp_fptoui_i8_f16 of bench/float_pairs.py (split-file form).
// pair: uitofp_fptoui_i8_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @uitofp_fptoui_i8_f16(%x: i8) -> i8 {
  %f = arith.uitofp %x : i8 to f16
  %r = arith.fptoui %f : f16 to i8
  return %r : i8
}
//--- tgt.mlir
func.func @uitofp_fptoui_i8_f16(%x: i8) -> i8 {
  return %x : i8
}
