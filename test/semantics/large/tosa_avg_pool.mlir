// tosa.avg_pool2d on a large tensor (1x8x70x8, 4,480 elements, over the
// 4,096 that are expanded), f32 and i8, without padding: at a symbolic output
// point the sum of the window's taps (f32 from +0.0 in window order; i8 in
// i32 from the zero point), divided by the count of taps inside (f32:
// divf by sitofp of the count; i8: apply_scale_32 by reciprocal_scale(count),
// TOSA 1.0 §10 AVG_POOL2D). tosa-to-linalg-named's lowering validates; a
// mutant that divides by the window's height instead of its size is caught.
// (With padding the count varies with the point and the check runs out of
// time: inconclusive, as docs/semantics/tensors.md says.)
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named)" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS
// PASS-DAG: @avg_f32 is valid
// PASS-DAG: @avg_i8 is valid
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))' %t/src.mlir | sed -e 's/= arith.muli %13, %18 : index/= arith.maxsi %13, %18 : index/' > %t/mutant.mlir
// RUN: %mlir-refine %t/src.mlir %t/mutant.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @avg_f32: invalid: target result #0 (tensor<1x7x69x8xf32>) differs at [0, {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]
// CHECK-DAG: @avg_i8: invalid: target result #0 (tensor<1x7x69x8xi8>) differs at [0, {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]
// CHECK: summary: 0 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @avg_f32(%arg0: tensor<1x8x70x8xf32>) -> tensor<1x7x69x8xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.avg_pool2d %arg0, %z, %z {acc_type = f32, pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x8x70x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x69x8xf32>
  return %0 : tensor<1x7x69x8xf32>
}
func.func @avg_i8(%arg0: tensor<1x8x70x8xi8>) -> tensor<1x7x69x8xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.avg_pool2d %arg0, %z, %z {acc_type = i32, pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x8x70x8xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x69x8xi8>
  return %0 : tensor<1x7x69x8xi8>
}
