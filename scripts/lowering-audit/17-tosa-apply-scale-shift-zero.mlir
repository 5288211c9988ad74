// ITEM: 17
// WHAT: tosa-to-arith{use-32-bit} lowers tosa.apply_scale with shift 0 to poison
// PASS: func.func(tosa-to-arith{include-apply-rescale=true use-32-bit=true})
// LOWER: --tosa-to-arith=include-apply-rescale=true --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: apply_scale with shift 0 is the truncated product (TOSA's
// NOTE: MUL with shift 0; TosaUtilOps.td is silent on shifts). MLIR's own
// NOTE: lowering of the source here is tosa-to-arith's default (64-bit)
// NOTE: one, which computes 3 * 5 = 15: agrees. The 32-bit lowering shifts
// NOTE: an i32 by 32 - s = 32; LangRef (shl): "If op2 is
// NOTE: (statically or dynamically) equal to or larger than the number of
// NOTE: bits in op1, this instruction returns a poison value", and the
// NOTE: select keeps it: the lowered target is poison, as the tool says,
// NOTE: whatever the run prints.
// Test: test/semantics/tosa/tosa_to_arith_32bit_plugin.mlir.

//--- fn.mlir
func.func @apply_scale_shift_zero(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
//--- check.mlir
func.func @check() -> i32 {
  %v = arith.constant 3 : i32
  %m = arith.constant 5 : i32
  %s = arith.constant 0 : i8
  %r = func.call @apply_scale_shift_zero(%v, %m, %s) : (i32, i32, i8) -> i32
  return %r : i32
}
//--- tool.mlir
func.func @check() -> i32 {
  %r = arith.constant 15 : i32
  return %r : i32
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i32
  vector.print %r : i32
  return
}
