// TOSA's tensor operators (TOSA 1.0 §10 via ../shared/reference/tosa.md):
// MATMUL sums (a - a_zp) * (b - b_zp) over c; CONV2D and DEPTHWISE_CONV2D sum
// (input - input_zp) * (weight - weight_zp) over the window, positions in the
// padding contributing nothing, then add the bias; integer partial sums go
// through add_s (an overflow is UB). MAX_POOL2D takes the maximum of the
// window inside the input (padding skipped); AVG_POOL2D divides the sum of
// the window inside the input by its count: integers through
// apply_scale_32(acc, reciprocal_scale(count)), floats by a division. Float
// sums follow tosa-to-linalg-named's order (see tosa/conv.rs). Targets are
// built from other tosa ops, or written by hand.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @matmul_as_mul_and_sum: valid{{$}}
// CHECK-DAG: @conv2d_by_taps: valid{{$}}
// CHECK-DAG: @depthwise_as_mul: valid ({{.*}})
// CHECK-DAG: @max_pool_padded: valid ({{.*}})
// CHECK-DAG: @avg_pool_int_scaled: valid{{$}}
// CHECK-DAG: @avg_pool_float: valid ({{.*}})
// CHECK-DAG: @matmul_transposed: invalid: target result #0 (tensor<1x2x2xi32>) differs at [0, {{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @conv2d_zero_point_dropped: invalid: target result #0 (tensor<1x2x2x1xi32>) differs at [0, {{[0-9]}}, {{[0-9]}}, 0]
// CHECK-DAG: @max_pool_padding_as_zero: invalid: target result #0 (tensor<1x2x2x1xi8>) differs at [0, {{[0-9]}}, {{[0-9]}}, 0]
// CHECK-DAG: @avg_pool_truncated: invalid: target result #0 (tensor<1x1x1x1xi8>) differs at [0, 0, 0, 0]
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @matmul_as_mul_and_sum(%a: tensor<1x2x2xi8>, %b: tensor<1x2x2xi8>) -> tensor<1x2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv2d_by_taps(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %iz = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %wz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @depthwise_as_mul(%x: tensor<1x2x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x2x1x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x2xf32>, tensor<1x1x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x2xf32>
  return %r : tensor<1x2x1x2xf32>
}
func.func @max_pool_padded(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @avg_pool_int_scaled(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %iz = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.avg_pool2d %x, %iz, %oz {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
func.func @avg_pool_float(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
func.func @matmul_transposed(%a: tensor<1x2x2xi8>, %b: tensor<1x2x2xi8>) -> tensor<1x2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv2d_zero_point_dropped(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %iz = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %wz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %iz, %wz {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @max_pool_padding_as_zero(%x: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
func.func @avg_pool_truncated(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
//--- tgt.mlir
// a[n, h, c] * b[n, c, w] as a [1,2,2,1] x [1,1,2,2] broadcast product summed over c.
func.func @matmul_as_mul_and_sum(%a: tensor<1x2x2xi8>, %b: tensor<1x2x2xi8>) -> tensor<1x2x2xi32> {
  %s0 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %sa = tosa.const_shape {values = dense<[1, 2, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sb = tosa.const_shape {values = dense<[1, 1, 2, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %so = tosa.const_shape {values = dense<[1, 2, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %a32 = tosa.cast %a : (tensor<1x2x2xi8>) -> tensor<1x2x2xi32>
  %b32 = tosa.cast %b : (tensor<1x2x2xi8>) -> tensor<1x2x2xi32>
  %a4 = tosa.reshape %a32, %sa : (tensor<1x2x2xi32>, !tosa.shape<4>) -> tensor<1x2x2x1xi32>
  %b4 = tosa.reshape %b32, %sb : (tensor<1x2x2xi32>, !tosa.shape<4>) -> tensor<1x1x2x2xi32>
  %p = tosa.mul %a4, %b4, %s0 : (tensor<1x2x2x1xi32>, tensor<1x1x2x2xi32>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  %s = tosa.reduce_sum %p {axis = 2 : i32} : (tensor<1x2x2x2xi32>) -> tensor<1x2x1x2xi32>
  %r = tosa.reshape %s, %so : (tensor<1x2x1x2xi32>, !tosa.shape<3>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
// One slice of the input per kernel tap, times that weight, summed, plus the bias.
func.func @conv2d_by_taps(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %s0 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<3> : tensor<1x1x1x1xi32>} : () -> tensor<1x1x1x1xi32>
  %size = tosa.const_shape {values = dense<[1, 2, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %one = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t00 = tosa.const_shape {values = dense<[0, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t01 = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t10 = tosa.const_shape {values = dense<[0, 1, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %t11 = tosa.const_shape {values = dense<[0, 1, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %sb = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
  %x32 = tosa.cast %x : (tensor<1x3x3x1xi8>) -> tensor<1x3x3x1xi32>
  %w32 = tosa.cast %w : (tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi32>
  %xs = tosa.sub %x32, %iz : (tensor<1x3x3x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x3x3x1xi32>
  %x00 = tosa.slice %xs, %t00, %size : (tensor<1x3x3x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi32>
  %x01 = tosa.slice %xs, %t01, %size : (tensor<1x3x3x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi32>
  %x10 = tosa.slice %xs, %t10, %size : (tensor<1x3x3x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi32>
  %x11 = tosa.slice %xs, %t11, %size : (tensor<1x3x3x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x2x1xi32>
  %w00 = tosa.slice %w32, %t00, %one : (tensor<1x2x2x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
  %w01 = tosa.slice %w32, %t01, %one : (tensor<1x2x2x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
  %w10 = tosa.slice %w32, %t10, %one : (tensor<1x2x2x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
  %w11 = tosa.slice %w32, %t11, %one : (tensor<1x2x2x1xi32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
  %p00 = tosa.mul %x00, %w00, %s0 : (tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %p01 = tosa.mul %x01, %w01, %s0 : (tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %p10 = tosa.mul %x10, %w10, %s0 : (tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %p11 = tosa.mul %x11, %w11, %s0 : (tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  %a0 = arith.addi %p00, %p01 : tensor<1x2x2x1xi32>
  %a1 = arith.addi %a0, %p10 : tensor<1x2x2x1xi32>
  %a2 = arith.addi %a1, %p11 : tensor<1x2x2x1xi32>
  %b4 = tosa.reshape %b, %sb : (tensor<1xi32>, !tosa.shape<4>) -> tensor<1x1x1x1xi32>
  %r = tosa.add %a2, %b4 : (tensor<1x2x2x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
// A 1x1 depthwise kernel: the bias plus the input times its channel's weight.
func.func @depthwise_as_mul(%x: tensor<1x2x1x2xf32>, %w: tensor<1x1x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x2x1x2xf32> {
  %s0 = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %sw = tosa.const_shape {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %w4 = tosa.reshape %w, %sw : (tensor<1x1x2x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x2xf32>
  %b4 = tosa.reshape %b, %sw : (tensor<2xf32>, !tosa.shape<4>) -> tensor<1x1x1x2xf32>
  %p = tosa.mul %x, %w4, %s0 : (tensor<1x2x1x2xf32>, tensor<1x1x1x2xf32>, tensor<1xi8>) -> tensor<1x2x1x2xf32>
  %r = tosa.add %b4, %p : (tensor<1x1x1x2xf32>, tensor<1x2x1x2xf32>) -> tensor<1x2x1x2xf32>
  return %r : tensor<1x2x1x2xf32>
}
// Windows at the bottom and right edges hold fewer elements.
func.func @max_pool_padded(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x00 = tensor.extract %x[%c0, %c0, %c0, %c0] : tensor<1x2x2x1xf32>
  %x01 = tensor.extract %x[%c0, %c0, %c1, %c0] : tensor<1x2x2x1xf32>
  %x10 = tensor.extract %x[%c0, %c1, %c0, %c0] : tensor<1x2x2x1xf32>
  %x11 = tensor.extract %x[%c0, %c1, %c1, %c0] : tensor<1x2x2x1xf32>
  %m0 = arith.maximumf %x00, %x01 : f32
  %m1 = arith.maximumf %m0, %x10 : f32
  %r00 = arith.maximumf %m1, %x11 : f32
  %r01 = arith.maximumf %x01, %x11 : f32
  %r10 = arith.maximumf %x10, %x11 : f32
  %r = tensor.from_elements %r00, %r01, %r10, %x11 : tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// count 4: reciprocal_scale(4) = (1073741825, 32).
func.func @avg_pool_int_scaled(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %iz = arith.constant -1 : i32
  %oz = arith.constant 2 : i32
  %m = arith.constant 1073741825 : i32
  %s = arith.constant 32 : i8
  %lo = arith.constant -128 : i32
  %hi = arith.constant 127 : i32
  %x00 = tensor.extract %x[%c0, %c0, %c0, %c0] : tensor<1x2x2x1xi8>
  %x01 = tensor.extract %x[%c0, %c0, %c1, %c0] : tensor<1x2x2x1xi8>
  %x10 = tensor.extract %x[%c0, %c1, %c0, %c0] : tensor<1x2x2x1xi8>
  %x11 = tensor.extract %x[%c0, %c1, %c1, %c0] : tensor<1x2x2x1xi8>
  %e00 = arith.extsi %x00 : i8 to i32
  %e01 = arith.extsi %x01 : i8 to i32
  %e10 = arith.extsi %x10 : i8 to i32
  %e11 = arith.extsi %x11 : i8 to i32
  %s0 = arith.addi %e00, %e01 : i32
  %s1 = arith.addi %s0, %e10 : i32
  %s2 = arith.addi %s1, %e11 : i32
  %c4 = arith.constant 4 : i32
  %z4 = arith.muli %iz, %c4 : i32
  %acc = arith.subi %s2, %z4 : i32
  %v = tosa.apply_scale %acc, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %w = arith.addi %v, %oz : i32
  %y = arith.maxsi %lo, %w : i32
  %u = arith.minsi %hi, %y : i32
  %t = arith.trunci %u : i32 to i8
  %r = tensor.from_elements %t : tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
func.func @avg_pool_float(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x1x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %x0 = tensor.extract %x[%c0, %c0, %c0, %c0] : tensor<1x1x2x1xf32>
  %x1 = tensor.extract %x[%c0, %c0, %c1, %c0] : tensor<1x1x2x1xf32>
  %s0 = arith.addf %zero, %x0 : f32
  %s1 = arith.addf %s0, %x1 : f32
  %d = arith.divf %s1, %two : f32
  %r = tensor.from_elements %d : tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
func.func @matmul_transposed(%a: tensor<1x2x2xi8>, %b: tensor<1x2x2xi8>) -> tensor<1x2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %bt = tosa.transpose %b {perms = array<i32: 0, 2, 1>} : (tensor<1x2x2xi8>) -> tensor<1x2x2xi8>
  %r = tosa.matmul %a, %bt, %z, %z : (tensor<1x2x2xi8>, tensor<1x2x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv2d_zero_point_dropped(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
// Pads with 0 and pools over the full window: a window of negative values
// at the edge gives 0 instead of its maximum.
func.func @max_pool_padding_as_zero(%x: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %p = tosa.const_shape {values = dense<[0, 0, 0, 1, 0, 1, 0, 0]> : tensor<8xindex>} : () -> !tosa.shape<8>
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %xp = tosa.pad %x, %p, %z : (tensor<1x2x2x1xi8>, !tosa.shape<8>, tensor<1xi8>) -> tensor<1x3x3x1xi8>
  %r = tosa.max_pool2d %xp {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
func.func @avg_pool_truncated(%x: tensor<1x2x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : i32
  %x00 = tensor.extract %x[%c0, %c0, %c0, %c0] : tensor<1x2x2x1xi8>
  %x01 = tensor.extract %x[%c0, %c0, %c1, %c0] : tensor<1x2x2x1xi8>
  %x10 = tensor.extract %x[%c0, %c1, %c0, %c0] : tensor<1x2x2x1xi8>
  %x11 = tensor.extract %x[%c0, %c1, %c1, %c0] : tensor<1x2x2x1xi8>
  %e00 = arith.extsi %x00 : i8 to i32
  %e01 = arith.extsi %x01 : i8 to i32
  %e10 = arith.extsi %x10 : i8 to i32
  %e11 = arith.extsi %x11 : i8 to i32
  %s0 = arith.addi %e00, %e01 : i32
  %s1 = arith.addi %s0, %e10 : i32
  %s2 = arith.addi %s1, %e11 : i32
  %d = arith.divsi %s2, %c4 : i32
  %t = arith.trunci %d : i32 to i8
  %r = tensor.from_elements %t : tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
