// The real tosa-to-arith pass with its use-32-bit lowering of
// tosa.apply_scale (mulsi_extended and shifts by s - 1 and 32 - s), checked
// in mlir-opt with the plugin. tosa.apply_scale with shift 0 is the truncated
// product (MUL's mul_s: tosa-to-linalg lowers a tosa.mul whose shift is not
// a constant to apply_scale with that shift; see tosa/scale.rs), which the
// default lowering computes; the 32-bit lowering gives poison there, a
// deviation of MLIR 22 in a non-default option.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-arith{include-apply-rescale=true use-32-bit=true})" remarks=true timeout-ms=4000})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: miscompiled @apply_scale_shift_zero: target result #0 is poison where the source result is
// CHECK-DAG: note: counterexample input %arg2 : i8 = 0 (0x00)
// CHECK-NOT: is valid

func.func @apply_scale_shift_zero(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
