// Float pair isnan_to_uno_f16 of bench/float_pairs.py (split-file form).
// pair: isnan_to_uno_f16
// expect: valid
// tier: small
//--- src.mlir
func.func @isnan_to_uno_f16(%x: f16) -> i1 {
  %r = math.isnan %x : f16
  return %r : i1
}
//--- tgt.mlir
func.func @isnan_to_uno_f16(%x: f16) -> i1 {
  %r = arith.cmpf uno, %x, %x : f16
  return %r : i1
}
