// REDUCE_SUM on bf16 (TOSA 1.0 §9 via ../shared/reference/tosa.md: "bf16
// (acc fp32)"): each element is widened to fp32, the sum runs in fp32 (in
// index order from +0.0, what tosa-to-linalg emits) and is rounded to bf16
// once at the end. tosa-to-linalg's lowering validates; a sum kept in bf16,
// which rounds after every addition, is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @reduce_sum_bf16_lowered: valid ({{.*}})
// CHECK-DAG: @reduce_sum_bf16_in_bf16: invalid: target result #0 (tensor<1x2xbf16>) differs at [0, {{[0-9]}}]
// CHECK: summary: 1 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @reduce_sum_bf16_lowered(%a: tensor<3x2xbf16>) -> tensor<1x2xbf16> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3x2xbf16>) -> tensor<1x2xbf16>
  return %0 : tensor<1x2xbf16>
}
func.func @reduce_sum_bf16_in_bf16(%a: tensor<3x2xbf16>) -> tensor<1x2xbf16> {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3x2xbf16>) -> tensor<1x2xbf16>
  return %0 : tensor<1x2xbf16>
}

//--- tgt.mlir
// As tosa-to-linalg emits it (mlir-opt 22).
#map = affine_map<(d0) -> (d0)>
func.func @reduce_sum_bf16_lowered(%arg0: tensor<3x2xbf16>) -> tensor<1x2xbf16> {
  %0 = tensor.empty() : tensor<2xf32>
  %cst = arith.constant 0.000000e+00 : f32
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2xf32>) -> tensor<2xf32>
  %reduced = linalg.reduce ins(%arg0 : tensor<3x2xbf16>) outs(%1 : tensor<2xf32>) dimensions = [0]
    (%in: bf16, %init: f32) {
      %4 = arith.extf %in : bf16 to f32
      %5 = arith.addf %4, %init : f32
      linalg.yield %5 : f32
    }
  %2 = tensor.empty() : tensor<2xbf16>
  %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%reduced : tensor<2xf32>) outs(%2 : tensor<2xbf16>) {
  ^bb0(%in: f32, %out: bf16):
    %4 = arith.truncf %in : f32 to bf16
    linalg.yield %4 : bf16
  } -> tensor<2xbf16>
  %expanded = tensor.expand_shape %3 [[0, 1]] output_shape [1, 2] : tensor<2xbf16> into tensor<1x2xbf16>
  return %expanded : tensor<1x2xbf16>
}
// Mutant: the sum in bf16.
func.func @reduce_sum_bf16_in_bf16(%arg0: tensor<3x2xbf16>) -> tensor<1x2xbf16> {
  %0 = tensor.empty() : tensor<2xbf16>
  %cst = arith.constant 0.000000e+00 : bf16
  %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<2xbf16>) -> tensor<2xbf16>
  %reduced = linalg.reduce ins(%arg0 : tensor<3x2xbf16>) outs(%1 : tensor<2xbf16>) dimensions = [0]
    (%in: bf16, %init: bf16) {
      %5 = arith.addf %in, %init : bf16
      linalg.yield %5 : bf16
    }
  %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 2] : tensor<2xbf16> into tensor<1x2xbf16>
  return %expanded : tensor<1x2xbf16>
}
