// TOSA's matmul and conv2d (TOSA 1.0 §10 via ../shared/reference/tosa.md;
// TosaOps.td: "Performs two dimensional matrix multiplications", "Performs
// a 2D convolution over the given tensor input, using the weight tensor")
// where the result or the loop nest is large: the element at a symbolic
// output point, the sum over the reduction unrolled
// (src/semantics/tosa/conv.rs, matmul_lazy and conv_lazy). The valid
// targets are what tosa-to-linalg-named prints (mlir-opt
// --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))',
// pasted; linalg.batch_matmul, quantized_batch_matmul and
// conv_2d_nhwc_fhwc over a broadcast bias). The mutants are that output
// generalized (linalg-generalize-named-ops) and edited by hand; they use
// short reductions (2 to 8 terms) on large results, as a mutant of a long
// integer reduction with TOSA's overflow UB (72 terms) is not decided in
// time.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @matmul: valid{{$}}
// CHECK-DAG: @matmul_zero_points: valid{{$}}
// CHECK-DAG: @conv2d: valid{{$}}
// CHECK-DAG: @matmul_body_subi: invalid: target result #0 (tensor<1x128x128xi32>) differs at [0, {{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @matmul_zero_point_dropped: invalid: target result #0 (tensor<1x128x128xi32>) differs at [0, {{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @conv2d_weight_index_swapped: invalid: target result #0 (tensor<1x65x65x4xi32>) differs at [0, {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @conv2d_bias_dropped: invalid: target result #0 (tensor<1x34x33x8xi32>) differs at [0, {{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]:
// CHECK: summary: 3 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @matmul(%a: tensor<1x64x64xi8>, %b: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x64x64xi8>, tensor<1x64x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x64xi32>
  return %r : tensor<1x64x64xi32>
}
func.func @matmul_zero_points(%a: tensor<1x64x64xi8>, %b: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %az = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %bz = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %az, %bz : (tensor<1x64x64xi8>, tensor<1x64x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x64xi32>
  return %r : tensor<1x64x64xi32>
}
// A result of 1568 elements, but 112896 multiply-adds.
func.func @conv2d(%x: tensor<1x16x16x8xi8>, %w: tensor<8x3x3x8xi8>, %b: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x14x8xi32>
  return %r : tensor<1x14x14x8xi32>
}
func.func @matmul_body_subi(%a: tensor<1x128x4xi8>, %b: tensor<1x4x128xi8>) -> tensor<1x128x128xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x128x4xi8>, tensor<1x4x128xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x128x128xi32>
  return %r : tensor<1x128x128xi32>
}
func.func @matmul_zero_point_dropped(%a: tensor<1x128x8xi8>, %b: tensor<1x8x128xi8>) -> tensor<1x128x128xi32> {
  %az = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %bz = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %az, %bz : (tensor<1x128x8xi8>, tensor<1x8x128xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x128x128xi32>
  return %r : tensor<1x128x128xi32>
}
func.func @conv2d_weight_index_swapped(%x: tensor<1x66x66x1xi8>, %w: tensor<4x2x2x1xi8>, %b: tensor<4xi32>) -> tensor<1x65x65x4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x66x66x1xi8>, tensor<4x2x2x1xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x65x65x4xi32>
  return %r : tensor<1x65x65x4xi32>
}
func.func @conv2d_bias_dropped(%x: tensor<1x34x34x1xi8>, %w: tensor<8x1x2x1xi8>, %b: tensor<8xi32>) -> tensor<1x34x33x8xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x34x34x1xi8>, tensor<8x1x2x1xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x34x33x8xi32>
  return %r : tensor<1x34x33x8xi32>
}
//--- tgt.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#gmap = affine_map<(d0, d1, d2) -> ()>
#gmap1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#gmap2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#gmap3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#gmap4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#gmap7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#gmap8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d5, d4, d6)>
#gmap9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @matmul(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c0_i32 = arith.constant 0 : i32
  %1 = tensor.empty() : tensor<1x64x64xi32>
  %2 = linalg.fill ins(%c0_i32 : i32) outs(%1 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  %3 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x64x64xi8>, tensor<1x64x64xi8>) outs(%2 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  return %3 : tensor<1x64x64xi32>
}
func.func @matmul_zero_points(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %0 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<1x64x64xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  %c3_i32 = arith.constant 3 : i32
  %c-2_i32 = arith.constant -2 : i32
  %4 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c3_i32, %c-2_i32 : tensor<1x64x64xi8>, tensor<1x64x64xi8>, i32, i32) outs(%3 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  return %4 : tensor<1x64x64xi32>
}
func.func @conv2d(%arg0: tensor<1x16x16x8xi8>, %arg1: tensor<8x3x3x8xi8>, %arg2: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tensor.empty() : tensor<1x14x14x8xi32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<8xi32>) outs(%1 : tensor<1x14x14x8xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x14x14x8xi32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>) outs(%2 : tensor<1x14x14x8xi32>) -> tensor<1x14x14x8xi32>
  return %3 : tensor<1x14x14x8xi32>
}
// Generalized; the product subtracted.
func.func @matmul_body_subi(%arg0: tensor<1x128x4xi8>, %arg1: tensor<1x4x128xi8>) -> tensor<1x128x128xi32> {
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1x128x128xi32>
  %1 = linalg.generic {indexing_maps = [#gmap, #gmap1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c0_i32 : i32) outs(%0 : tensor<1x128x128xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x128x128xi32>
  %2 = linalg.generic {indexing_maps = [#gmap2, #gmap3, #gmap4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x128x4xi8>, tensor<1x4x128xi8>) outs(%1 : tensor<1x128x128xi32>) {
  ^bb0(%in: i8, %in_0: i8, %out: i32):
    %3 = arith.extsi %in : i8 to i32
    %4 = arith.extsi %in_0 : i8 to i32
    %5 = arith.muli %3, %4 : i32
    %6 = arith.subi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x128x128xi32>
  return %2 : tensor<1x128x128xi32>
}
// B's zero point 0 instead of -2.
func.func @matmul_zero_point_dropped(%arg0: tensor<1x128x8xi8>, %arg1: tensor<1x8x128xi8>) -> tensor<1x128x128xi32> {
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<1x128x128xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x128x128xi32>) -> tensor<1x128x128xi32>
  %c3_i32 = arith.constant 3 : i32
  %4 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c3_i32, %c0_i32 : tensor<1x128x8xi8>, tensor<1x8x128xi8>, i32, i32) outs(%3 : tensor<1x128x128xi32>) -> tensor<1x128x128xi32>
  return %4 : tensor<1x128x128xi32>
}
// Generalized; the weight read at (f, kw, kh, c) instead of (f, kh, kw, c).
func.func @conv2d_weight_index_swapped(%arg0: tensor<1x66x66x1xi8>, %arg1: tensor<4x2x2x1xi8>, %arg2: tensor<4xi32>) -> tensor<1x65x65x4xi32> {
  %0 = tensor.empty() : tensor<1x65x65x4xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<4xi32>) outs(%0 : tensor<1x65x65x4xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x65x65x4xi32>
  %2 = linalg.generic {indexing_maps = [#gmap7, #gmap8, #gmap9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x66x66x1xi8>, tensor<4x2x2x1xi8>) outs(%1 : tensor<1x65x65x4xi32>) {
  ^bb0(%in: i8, %in_0: i8, %out: i32):
    %3 = arith.extsi %in : i8 to i32
    %4 = arith.extsi %in_0 : i8 to i32
    %5 = arith.muli %3, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x65x65x4xi32>
  return %2 : tensor<1x65x65x4xi32>
}
// The bias broadcast replaced by a fill of 0.
func.func @conv2d_bias_dropped(%arg0: tensor<1x34x34x1xi8>, %arg1: tensor<8x1x2x1xi8>, %arg2: tensor<8xi32>) -> tensor<1x34x33x8xi32> {
  %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tensor.empty() : tensor<1x34x33x8xi32>
  %c0_b = arith.constant 0 : i32
  %2 = linalg.fill ins(%c0_b : i32) outs(%1 : tensor<1x34x33x8xi32>) -> tensor<1x34x33x8xi32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x34x34x1xi8>, tensor<8x1x2x1xi8>) outs(%2 : tensor<1x34x33x8xi32>) -> tensor<1x34x33x8xi32>
  return %3 : tensor<1x34x33x8xi32>
}
