// A collapse_shape feeding a long reduction on a large tensor (1x8x70x8,
// over the 4,096 elements that are expanded): tosa.reduce_max over axis 2
// against linalg-fold-unit-extent-dims' form (collapse [[0, 1], [2], [3]],
// a 70-term reduction, expand back). The collapsed point's coordinates are
// a division and a remainder by 8 of a coordinate below 8, which interval
// reasoning settles (`smt/bounds.rs`): 0 and the coordinate itself, so both
// sides read the argument at the same indices (the check took over 20 s
// without it). Also an expand/collapse round trip. A mutant (minsi for
// maxsi) is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @r: valid{{$}}
// CHECK-DAG: @s: valid{{$}}
// CHECK-DAG: @r_mutant: invalid: target result #0 (tensor<1x8x1x8xi8>) differs at [0, {{[0-7]}}, 0, {{[0-7]}}]
// CHECK: summary: 2 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @r(%a: tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8> {
  %1 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8>
  return %1 : tensor<1x8x1x8xi8>
}
func.func @s(%a: tensor<1x8x70x8xi8>) -> tensor<1x8x70x8xi8> {
  return %a : tensor<1x8x70x8xi8>
}
func.func @r_mutant(%a: tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8> {
  %1 = tosa.reduce_max %a {axis = 2 : i32} : (tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8>
  return %1 : tensor<1x8x1x8xi8>
}

//--- tgt.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @r(%arg0: tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %3 = tensor.empty() : tensor<8x8xi8>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%3 : tensor<8x8xi8>) {
    ^bb0(%out: i8):
      linalg.yield %c-128_i8 : i8
    } -> tensor<8x8xi8>
    %collapsed_1 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x8x70x8xi8> into tensor<8x70x8xi8>
    %5 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "reduction", "parallel"]} ins(%collapsed_1 : tensor<8x70x8xi8>) outs(%4 : tensor<8x8xi8>) {
    ^bb0(%in: i8, %out: i8):
      %6 = arith.maxsi %in, %out : i8
      linalg.yield %6 : i8
    } -> tensor<8x8xi8>
    %expanded_2 = tensor.expand_shape %5 [[0, 1, 2], [3]] output_shape [1, 8, 1, 8] : tensor<8x8xi8> into tensor<1x8x1x8xi8>
    return %expanded_2 : tensor<1x8x1x8xi8>
}
func.func @s(%arg0: tensor<1x8x70x8xi8>) -> tensor<1x8x70x8xi8> {
    %expanded_0 = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [1, 8, 70, 1, 8] : tensor<1x8x70x8xi8> into tensor<1x8x70x1x8xi8>
    %collapsed_1 = tensor.collapse_shape %expanded_0 [[0], [1], [2, 3], [4]] : tensor<1x8x70x1x8xi8> into tensor<1x8x70x8xi8>
    return %collapsed_1 : tensor<1x8x70x8xi8>
}
#mapm = affine_map<(d0, d1) -> (d0, d1)>
#map1m = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3m = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @r_mutant(%arg0: tensor<1x8x70x8xi8>) -> tensor<1x8x1x8xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %3 = tensor.empty() : tensor<8x8xi8>
    %4 = linalg.generic {indexing_maps = [#mapm], iterator_types = ["parallel", "parallel"]} outs(%3 : tensor<8x8xi8>) {
    ^bb0(%out: i8):
      linalg.yield %c-128_i8 : i8
    } -> tensor<8x8xi8>
    %collapsed_1 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x8x70x8xi8> into tensor<8x70x8xi8>
    %5 = linalg.generic {indexing_maps = [#map1m, #map3m], iterator_types = ["parallel", "reduction", "parallel"]} ins(%collapsed_1 : tensor<8x70x8xi8>) outs(%4 : tensor<8x8xi8>) {
    ^bb0(%in: i8, %out: i8):
      %6 = arith.minsi %in, %out : i8
      linalg.yield %6 : i8
    } -> tensor<8x8xi8>
    %expanded_2 = tensor.expand_shape %5 [[0, 1, 2], [3]] output_shape [1, 8, 1, 8] : tensor<8x8xi8> into tensor<1x8x1x8xi8>
    return %expanded_2 : tensor<1x8x1x8xi8>
}
