// An fp32 accumulator for f16 convolutions and average pooling (TOSA 1.0:
// acc_type = f32 with f16 operands): the elements widened exactly, the sum
// in f32, rounded to f16 at the end. Where the bias goes is open: the
// specification's pseudocode adds it after the rounding, tosa-to-linalg-named
// seeds conv2d's f32 sum with it and adds depthwise_conv2d's after; both are
// within the accuracy bounds, so it is a choice of the op (either validates).
// Accumulating in f16 instead rounds every partial sum: caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named,tosa-to-linalg)" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS
// PASS-DAG: @conv2d_f16_f32_acc is valid
// PASS-DAG: @depthwise_f16_f32_acc is valid
// PASS-DAG: @avg_pool_f16_f32_acc is valid
// RUN: %mlir-refine %t/src.mlir %t/f16acc.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK: @conv2d_f16_f32_acc: invalid: target result #0 (tensor<1x1x1x1xf16>) differs at [0, 0, 0, 0]
// CHECK: summary: 0 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @conv2d_f16_f32_acc(%x: tensor<1x1x1x2xf16>, %w: tensor<1x1x1x2xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf16>, tensor<1x1x1x2xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %r : tensor<1x1x1x1xf16>
}
func.func @depthwise_f16_f32_acc(%x: tensor<1x1x2x2xf16>, %w: tensor<1x2x2x1xf16>, %b: tensor<2xf16>) -> tensor<1x1x1x2xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x2xf16>, tensor<1x2x2x1xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x2xf16>
  return %r : tensor<1x1x1x2xf16>
}
func.func @avg_pool_f16_f32_acc(%x: tensor<1x3x3x2xf16>) -> tensor<1x2x2x2xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x2xf16>
  return %r : tensor<1x2x2x2xf16>
}

//--- f16acc.mlir
func.func @conv2d_f16_f32_acc(%x: tensor<1x1x1x2xf16>, %w: tensor<1x1x1x2xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2xf16>, tensor<1x1x1x2xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %r : tensor<1x1x1x1xf16>
}
