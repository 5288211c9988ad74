// Input of tosa-reduce-max-bug.mlir: MAX_POOL2D over a window, in f32 (the
// deviation) and in i8 (valid).
func.func @max_pool(%x: tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
func.func @max_pool_i8(%x: tensor<1x3x3x2xi8>) -> tensor<1x2x2x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
