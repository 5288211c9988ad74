// Integer tosa.max_pool2d on a large tensor (1x6x34x62, 13,056 elements,
// over the 4,096 that are expanded): the maximum over the window's taps
// inside the input, at a symbolic output point; which taps are inside
// depends on the point (padding is skipped, TOSA 1.0 §10 MAX_POOL2D). The
// target is tosa-to-linalg-named's lowering (a tensor.pad with -128, then
// linalg.pooling_nhwc_max from -128), and a mutant that pads with 0 (a
// window of negative values beside the padding then gives 0).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @max_pool_padded: valid{{$}}
// CHECK-DAG: @max_pool_padded_with_zero: invalid: target result #0 (tensor<1x4x33x62xi8>) differs at [0, {{[0-3]}}, 32, {{[0-9]+}}]: target 0 (0x00), source
// CHECK: summary: 1 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @max_pool_padded(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8> {
  %0 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 1>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8>
  return %0 : tensor<1x4x33x62xi8>
}
func.func @max_pool_padded_with_zero(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8> {
  %0 = tosa.max_pool2d %arg0 {pad = array<i64: 0, 0, 0, 1>, kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>} : (tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8>
  return %0 : tensor<1x4x33x62xi8>
}

//--- tgt.mlir
func.func @max_pool_padded(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8> {
  %c-128_i8 = arith.constant -128 : i8
  %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 0] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %c-128_i8 : i8
  } : tensor<1x6x34x62xi8> to tensor<1x6x35x62xi8>
  %0 = tensor.empty() : tensor<1x4x33x62xi8>
  %1 = linalg.fill ins(%c-128_i8 : i8) outs(%0 : tensor<1x4x33x62xi8>) -> tensor<1x4x33x62xi8>
  %2 = tensor.empty() : tensor<3x3xi8>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %2 : tensor<1x6x35x62xi8>, tensor<3x3xi8>) outs(%1 : tensor<1x4x33x62xi8>) -> tensor<1x4x33x62xi8>
  return %3 : tensor<1x4x33x62xi8>
}
func.func @max_pool_padded_with_zero(%arg0: tensor<1x6x34x62xi8>) -> tensor<1x4x33x62xi8> {
  %c-128_i8 = arith.constant -128 : i8
  %c0_i8 = arith.constant 0 : i8
  %padded = tensor.pad %arg0 low[0, 0, 0, 0] high[0, 0, 1, 0] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
    tensor.yield %c0_i8 : i8
  } : tensor<1x6x34x62xi8> to tensor<1x6x35x62xi8>
  %0 = tensor.empty() : tensor<1x4x33x62xi8>
  %1 = linalg.fill ins(%c-128_i8 : i8) outs(%0 : tensor<1x4x33x62xi8>) -> tensor<1x4x33x62xi8>
  %2 = tensor.empty() : tensor<3x3xi8>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %2 : tensor<1x6x35x62xi8>, tensor<3x3xi8>) outs(%1 : tensor<1x4x33x62xi8>) -> tensor<1x4x33x62xi8>
  return %3 : tensor<1x4x33x62xi8>
}
