// Mutants of long TOSA reductions on large tensors: a 72-term tosa.conv2d
// (1x16x16x8 input, 8x3x3x8 weights) and a 64-term tosa.matmul with zero
// points, against hand-mutated forms of their tosa-to-linalg-named
// lowering. The counterexample is found on concrete tensors
// (refine/lazy_tests.rs), and stands because the source's accumulator
// overflow (UB in TOSA) is ruled out at every point of that input by
// signed intervals over its values (smt/bounds.rs, decide_overflow); the
// input elements not read are 0, as the notes say.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=NOTE < %t/err.txt
// CHECK-DAG: @conv2d_weight_index_swapped: invalid: target result #0 (tensor<1x14x14x8xi32>) differs at [
// CHECK-DAG: @conv2d_bias_dropped: invalid: target result #0 (tensor<1x14x14x8xi32>) differs at [
// CHECK-DAG: @matmul_zero_point_dropped: invalid: target result #0 (tensor<1x64x64xi32>) differs at [
// CHECK: summary: 0 valid, 3 invalid, 0 unsupported, 0 inconclusive
// NOTE: (0 elsewhere, where the source then has no undefined behaviour)

//--- src.mlir
func.func @conv2d_weight_index_swapped(%x: tensor<1x16x16x8xi8>, %w: tensor<8x3x3x8xi8>, %b: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x14x8xi32>
  return %r : tensor<1x14x14x8xi32>
}
func.func @conv2d_bias_dropped(%x: tensor<1x16x16x8xi8>, %w: tensor<8x3x3x8xi8>, %b: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>, tensor<8xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x14x14x8xi32>
  return %r : tensor<1x14x14x8xi32>
}
func.func @matmul_zero_point_dropped(%a: tensor<1x64x64xi8>, %b: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %az = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %bz = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %az, %bz : (tensor<1x64x64xi8>, tensor<1x64x64xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x64x64xi32>
  return %r : tensor<1x64x64xi32>
}
//--- tgt.mlir
#map6 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map9w = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d5, d4, d6)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
func.func @conv2d_weight_index_swapped(%arg0: tensor<1x16x16x8xi8>, %arg1: tensor<8x3x3x8xi8>, %arg2: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %0 = tensor.empty() : tensor<1x14x14x8xi32>
  %1 = linalg.generic {indexing_maps = [#map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<8xi32>) outs(%0 : tensor<1x14x14x8xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x14x14x8xi32>
  %2 = linalg.generic {indexing_maps = [#map8, #map9w, #map10], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>) outs(%1 : tensor<1x14x14x8xi32>) {
  ^bb0(%in: i8, %in_0: i8, %out: i32):
    %3 = arith.extsi %in : i8 to i32
    %4 = arith.extsi %in_0 : i8 to i32
    %5 = arith.muli %3, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x14x14x8xi32>
  return %2 : tensor<1x14x14x8xi32>
}
func.func @conv2d_bias_dropped(%arg0: tensor<1x16x16x8xi8>, %arg1: tensor<8x3x3x8xi8>, %arg2: tensor<8xi32>) -> tensor<1x14x14x8xi32> {
  %c0 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<1x14x14x8xi32>
  %1 = linalg.fill ins(%c0 : i32) outs(%0 : tensor<1x14x14x8xi32>) -> tensor<1x14x14x8xi32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x16x16x8xi8>, tensor<8x3x3x8xi8>) outs(%1 : tensor<1x14x14x8xi32>) -> tensor<1x14x14x8xi32>
  return %3 : tensor<1x14x14x8xi32>
}
func.func @matmul_zero_point_dropped(%arg0: tensor<1x64x64xi8>, %arg1: tensor<1x64x64xi8>) -> tensor<1x64x64xi32> {
  %c0_i32 = arith.constant 0 : i32
  %2 = tensor.empty() : tensor<1x64x64xi32>
  %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  %c3_i32 = arith.constant 3 : i32
  %4 = linalg.quantized_batch_matmul ins(%arg0, %arg1, %c3_i32, %c0_i32 : tensor<1x64x64xi8>, tensor<1x64x64xi8>, i32, i32) outs(%3 : tensor<1x64x64xi32>) -> tensor<1x64x64xi32>
  return %4 : tensor<1x64x64xi32>
}
