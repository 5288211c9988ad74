// A deviation of MLIR 22's tosa-to-linalg from the TOSA specification:
// REDUCE_MAX on floats starts its accumulator at minimum_s<in_out_t>()
// (the specification's pseudocode; -infinity for floats), and the lowering
// starts the linalg.reduce at -FLT_MAX (the most negative finite value), so
// a row of -infinity reduces to -3.4028235e38 instead of -inf. The
// integer case starts at INT_MIN in both and is valid. MAX_POOL2D has the
// same initial value in the specification, and tosa-to-linalg-named starts
// linalg.pooling_nhwc_max at -FLT_MAX too: a window of -infinity pools to
// -3.4028235e38 (the corpus's @max_pool_all_dynamic shows it as well).
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: error: verify-translation: stage 'func.func(tosa-to-linalg)' miscompiled @reduce_max: target result #0 (tensor<1x1x2xf32>) differs at [0, 0, {{[01]}}]: target -3.4028235e38 (0xff7fffff), source -inf (0xff800000)
// CHECK: note: counterexample input %arg0 : tensor<1x4x2xf32> = dense<
// CHECK-DAG: @reduce_max_i8 is valid
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named)" remarks=true})' %S/Inputs/max-pool.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=POOL
// POOL: error: verify-translation: stage 'func.func(tosa-to-linalg-named)' miscompiled @max_pool: target result #0 (tensor<1x1x1x1xf32>) differs at [0, 0, 0, 0]: target -3.4028235e38 (0xff7fffff), source -inf (0xff800000)
// POOL: note: counterexample input %arg0 : tensor<1x2x2x1xf32> = dense<
// POOL: remark: verify-translation: stage 'func.func(tosa-to-linalg-named)': @max_pool_i8 is valid
func.func @reduce_max(%x: tensor<1x4x2xf32>) -> tensor<1x1x2xf32> {
  %max = tosa.reduce_max %x {axis = 1 : i32} : (tensor<1x4x2xf32>) -> tensor<1x1x2xf32>
  return %max : tensor<1x1x2xf32>
}
func.func @reduce_max_i8(%x: tensor<1x4x2xi8>) -> tensor<1x1x2xi8> {
  %max = tosa.reduce_max %x {axis = 1 : i32} : (tensor<1x4x2xi8>) -> tensor<1x1x2xi8>
  return %max : tensor<1x1x2xi8>
}
