// The real tosa-to-linalg-named pass on convolutions and a matmul whose
// result or loop nest is large, checked stage by stage in mlir-opt with the
// plugin: conv2d becomes linalg.conv_2d_nhwc_fhwc over a broadcast of the
// bias (with zero points: conv_2d_nhwc_fhwc_q), matmul a fill and
// linalg.batch_matmul (TosaOps.td, Conv2DOp and MatMulOp; TOSA 1.0 §10).
// Each is proved on the lazy encoding (src/semantics/tosa/conv.rs).
// (tosa/matmul_conv_pool.mlir and large/tosa.mlir check mutants.)
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named)" remarks=true timeout-ms=30000})' %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.mlir
// CHECK-DAG: @conv2d is valid{{$}}
// CHECK-DAG: @conv2d_zero_points_strided is valid{{$}}
// CHECK-DAG: @conv2d_large_result is valid{{$}}
// CHECK-DAG: @matmul is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

// OUT-LABEL: func.func @conv2d
// OUT: linalg.conv_2d_nhwc_fhwc
// OUT-LABEL: func.func @conv2d_zero_points_strided
// OUT: linalg.conv_2d_nhwc_fhwc_q
// OUT-LABEL: func.func @conv2d_large_result
// OUT: linalg.conv_2d_nhwc_fhwc
// OUT-LABEL: func.func @matmul
// OUT: linalg.batch_matmul

func.func @conv2d(%x: tensor<1x16x16x8xi8>, %w: tensor<8x3x3x8xi8>, %b: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x14x8xi32>
  return %r : tensor<1x14x14x8xi32>
}

func.func @conv2d_zero_points_strided(%x: tensor<1x33x33x4xi8>, %w: tensor<8x3x3x4xi8>, %b: tensor<8xi32>) -> tensor<1x16x16x8xi32> {
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %wz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x33x33x4xi8>, tensor<8x3x3x4xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x16x16x8xi32>
  return %r : tensor<1x16x16x8xi32>
}

func.func @conv2d_large_result(%x: tensor<1x66x67x2xi8>, %w: tensor<4x3x3x2xi8>, %b: tensor<4xi32>) -> tensor<1x64x32x4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 2>} : (tensor<1x66x67x2xi8>, tensor<4x3x3x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x32x4xi32>
  return %r : tensor<1x64x32x4xi32>
}

func.func @matmul(%a: tensor<1x64x64xi8>, %b: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x64x64xi8>, tensor<1x64x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x64xi32>
  return %r : tensor<1x64x64xi32>
}
