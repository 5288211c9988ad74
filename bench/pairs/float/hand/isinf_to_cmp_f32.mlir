// Float pair isinf_to_cmp_f32 of bench/float_pairs.py (split-file form).
// pair: isinf_to_cmp_f32
// expect: valid
// tier: small
//--- src.mlir
func.func @isinf_to_cmp_f32(%x: f32) -> i1 {
  %r = math.isinf %x : f32
  return %r : i1
}
//--- tgt.mlir
func.func @isinf_to_cmp_f32(%x: f32) -> i1 {
  %a = math.absf %x : f32
  %i = arith.constant 0x7F800000 : f32
  %r = arith.cmpf oeq, %a, %i : f32
  return %r : i1
}
