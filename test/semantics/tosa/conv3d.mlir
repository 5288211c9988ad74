// tosa.conv3d (TOSA 1.0 §10 CONV3D): input [N, ID, IH, IW, IC], weight
// [OC, KD, KH, KW, IC], pad [front, back, top, bottom, left, right],
// stride and dilation [d, y, x]; out = bias + sum over (kd, ky, kx, ic) of
// (in - input_zp) * (w - weight_zp), taps in the padding contributing
// nothing. tosa-to-linalg-named's lowering (tensor.pad, then
// linalg.conv_3d_ndhwc_dhwcf) validates, on small tensors element by
// element and on a large one (1x8x32x32x4) at a symbolic point; mutants
// with the padding moved or the kernel's depth reversed are caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named)" remarks=true timeout-ms=30000})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// PASS-DAG: @conv3d_i8 is valid{{$}}
// PASS-DAG: @conv3d_f32 is valid ({{.*}}){{$}}
// PASS-DAG: @conv3d_large is valid{{$}}
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/mutants.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @conv3d_i8: invalid: target result #0 (tensor<1x1x3x2x2xi32>) differs at
// CHECK-DAG: @conv3d_f32: invalid: target result #0 (tensor<1x1x2x2x1xf32>) differs at
// CHECK-DAG: @conv3d_large: invalid: target result #0 (tensor<1x7x32x30x4xi32>) differs at
// CHECK: summary: 0 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @conv3d_i8(%x: tensor<1x2x3x3x2xi8>, %w: tensor<2x2x2x2x2xi8>, %b: tensor<2xi32>) -> tensor<1x1x3x2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x3x3x2xi8>, tensor<2x2x2x2x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x3x2x2xi32>
  return %r : tensor<1x1x3x2x2xi32>
}
func.func @conv3d_f32(%x: tensor<1x2x2x2x1xf32>, %w: tensor<1x2x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x2x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2x1xf32>
  return %r : tensor<1x1x2x2x1xf32>
}
func.func @conv3d_large(%x: tensor<1x8x32x32x4xi8>, %w: tensor<4x2x3x3x4xi8>, %b: tensor<4xi32>) -> tensor<1x7x32x30x4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 1, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x8x32x32x4xi8>, tensor<4x2x3x3x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x32x30x4xi32>
  return %r : tensor<1x7x32x30x4xi32>
}

//--- mutants.mlir
// The height padding at the bottom instead of the top.
func.func @conv3d_i8(%x: tensor<1x2x3x3x2xi8>, %w: tensor<2x2x2x2x2xi8>, %b: tensor<2xi32>) -> tensor<1x1x3x2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 1, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x3x3x2xi8>, tensor<2x2x2x2x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x3x2x2xi32>
  return %r : tensor<1x1x3x2x2xi32>
}
// The kernel's depth reversed.
func.func @conv3d_f32(%x: tensor<1x2x2x2x1xf32>, %w: tensor<1x2x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x2x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %v = tosa.reverse %w {axis = 1 : i32} : (tensor<1x2x1x1x1xf32>) -> tensor<1x2x1x1x1xf32>
  %r = tosa.conv3d %x, %v, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xf32>, tensor<1x2x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x2x1xf32>
  return %r : tensor<1x1x2x2x1xf32>
}
func.func @conv3d_large(%x: tensor<1x8x32x32x4xi8>, %w: tensor<4x2x3x3x4xi8>, %b: tensor<4xi32>) -> tensor<1x7x32x30x4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %v = tosa.reverse %w {axis = 1 : i32} : (tensor<4x2x3x3x4xi8>) -> tensor<4x2x3x3x4xi8>
  %r = tosa.conv3d %x, %v, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 1, 1, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x8x32x32x4xi8>, tensor<4x2x3x3x4xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x7x32x30x4xi32>
  return %r : tensor<1x7x32x30x4xi32>
}
