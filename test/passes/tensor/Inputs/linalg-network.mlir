// The linalg network the per-pass tests in this folder run their pass on.
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
// A small integer layer: matmul + bias + relu, written with unit
// dimensions and generic ops as front ends emit them.
func.func @int_layer(%x: tensor<1x4x3xi32>, %w: tensor<3x2xi32>, %b: tensor<1x4x2xi32>) -> tensor<1x4x2xi32> {
  %c0 = arith.constant 0 : i32
  %x2 = tensor.collapse_shape %x [[0, 1], [2]] : tensor<1x4x3xi32> into tensor<4x3xi32>
  %e = tensor.empty() : tensor<4x2xi32>
  %z = linalg.fill ins(%c0 : i32) outs(%e : tensor<4x2xi32>) -> tensor<4x2xi32>
  %mm = linalg.matmul ins(%x2, %w : tensor<4x3xi32>, tensor<3x2xi32>) outs(%z : tensor<4x2xi32>) -> tensor<4x2xi32>
  %mm3 = tensor.expand_shape %mm [[0, 1], [2]] output_shape [1, 4, 2] : tensor<4x2xi32> into tensor<1x4x2xi32>
  %e3 = tensor.empty() : tensor<1x4x2xi32>
  %biased = linalg.generic {indexing_maps = [#id3, #id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%mm3, %b : tensor<1x4x2xi32>, tensor<1x4x2xi32>) outs(%e3 : tensor<1x4x2xi32>) {
  ^bb0(%p: i32, %q: i32, %o: i32):
    %s = arith.addi %p, %q : i32
    linalg.yield %s : i32
  } -> tensor<1x4x2xi32>
  %relu = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%biased : tensor<1x4x2xi32>) outs(%e3 : tensor<1x4x2xi32>) {
  ^bb0(%p: i32, %o: i32):
    %m = arith.maxsi %p, %c0 : i32
    linalg.yield %m : i32
  } -> tensor<1x4x2xi32>
  return %relu : tensor<1x4x2xi32>
}
// A small float layer: x * w + b, then a row sum, with a copy and a
// generic that is a fill.
func.func @float_layer(%x: tensor<2x3xf32>, %w: tensor<3x2xf32>, %b: tensor<2x2xf32>) -> (tensor<2xf32>, tensor<2x2xf32>) {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, #id2], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%e : tensor<2x2xf32>) {
  ^bb0(%v: f32, %o: f32):
    linalg.yield %v : f32
  } -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %y = linalg.add ins(%mm, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %cp = linalg.copy ins(%y : tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %e1 = tensor.empty() : tensor<2xf32>
  %z1 = linalg.fill ins(%cst : f32) outs(%e1 : tensor<2xf32>) -> tensor<2xf32>
  %sum = linalg.reduce ins(%cp : tensor<2x2xf32>) outs(%z1 : tensor<2xf32>) dimensions = [1]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  %dup = linalg.add ins(%mm, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %sum, %dup : tensor<2xf32>, tensor<2x2xf32>
}
