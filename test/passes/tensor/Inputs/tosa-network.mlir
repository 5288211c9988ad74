// A 10-op integer network and a 12-op float network in TOSA 1.0 (MLIR 22).
// The float network sums with tosa.reduce_sum: tosa-to-linalg starts a
// tosa.reduce_max from -FLT_MAX where the specification starts from
// -infinity (a deviation test/passes/tensor/tosa-reduce-max-bug.mlir
// reports).
func.func @int_net(%x: tensor<1x4x4x1xi8>, %w: tensor<2x3x3x1xi8>, %bias: tensor<2xi32>, %a8: tensor<1x2x2xi8>, %b8: tensor<1x2x1xi8>) -> tensor<1x1x2xi32> {
  %zp8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zp32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %conv = tosa.conv2d %x, %w, %bias, %zp8, %zp8 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x1xi8>, tensor<2x3x3x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  %relu = tosa.clamp %conv {min_val = 0 : i32, max_val = 1000 : i32} : (tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  %pool = tosa.max_pool2d %relu {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x2xi32>) -> tensor<1x1x1x2xi32>
  %dbl = tosa.add %pool, %pool : (tensor<1x1x1x2xi32>, tensor<1x1x1x2xi32>) -> tensor<1x1x1x2xi32>
  %shape = tosa.const_shape {values = dense<[1, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %flat = tosa.reshape %dbl, %shape : (tensor<1x1x1x2xi32>, !tosa.shape<3>) -> tensor<1x2x1xi32>
  %mm = tosa.matmul %a8, %b8, %zp8, %zp8 : (tensor<1x2x2xi8>, tensor<1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1xi32>
  %sum = tosa.sub %flat, %mm : (tensor<1x2x1xi32>, tensor<1x2x1xi32>) -> tensor<1x2x1xi32>
  %t = tosa.transpose %sum {perms = array<i32: 0, 2, 1>} : (tensor<1x2x1xi32>) -> tensor<1x1x2xi32>
  %neg = tosa.negate %t, %zp32, %zp32 : (tensor<1x1x2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x1x2xi32>
  return %neg : tensor<1x1x2xi32>
}
func.func @float_net(%x: tensor<1x4x4x2xf32>, %w: tensor<3x2x2x2xf32>, %bias: tensor<3xf32>, %a: tensor<1x4x3xf32>, %fc: tensor<1x3x2xf32>, %b2: tensor<1x4x2xf32>) -> tensor<1x1x2xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %conv = tosa.conv2d %x, %w, %bias, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>, tensor<3x2x2x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x3xf32>
  %relu = tosa.clamp %conv {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x2x2x3xf32>) -> tensor<1x2x2x3xf32>
  %shape = tosa.const_shape {values = dense<[1, 4, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %flat = tosa.reshape %relu, %shape : (tensor<1x2x2x3xf32>, !tosa.shape<3>) -> tensor<1x4x3xf32>
  %rows = tosa.reduce_sum %flat {axis = 2 : i32} : (tensor<1x4x3xf32>) -> tensor<1x4x1xf32>
  %mm = tosa.matmul %a, %fc, %zp, %zp : (tensor<1x4x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x2xf32>
  %add = tosa.add %mm, %b2 : (tensor<1x4x2xf32>, tensor<1x4x2xf32>) -> tensor<1x4x2xf32>
  %sub = tosa.sub %add, %rows : (tensor<1x4x2xf32>, tensor<1x4x1xf32>) -> tensor<1x4x2xf32>
  %mul = tosa.mul %sub, %add, %shift : (tensor<1x4x2xf32>, tensor<1x4x2xf32>, tensor<1xi8>) -> tensor<1x4x2xf32>
  %sum = tosa.reduce_sum %mul {axis = 1 : i32} : (tensor<1x4x2xf32>) -> tensor<1x1x2xf32>
  %abs = tosa.abs %sum : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
  return %abs : tensor<1x1x2xf32>
}
