// fp-reassoc on tosa: the float accumulations of reduce_sum, reduce_product,
// matmul, conv2d, depthwise_conv2d and avg_pool2d are associative and
// commutative (src/semantics/reassoc.rs). Without the option they run in
// index order from +0.0 (1.0), so a reversed or regrouped reduction is
// caught; with it they are valid, saying so. The +0.0 seed keeps its
// IEEE-754 meaning in every order (a sum of -0.0 terms is +0.0): a sum
// without it is caught with the option too, on the input whose elements
// are all -0.0. A dropped element, a product
// for a sum and a matmul against the wrong operand are caught with a
// counterexample confirmed on exact sums. The real tosa-to-linalg-named and
// tosa-to-linalg lowerings of a convolution, a matmul, an average pooling
// and a product are valid with the option too (the sums meet their linalg
// combiners). Not depthwise_conv2d: its lowering adds the bias after the
// reduction, with an elementwise addf that keeps IEEE-754 semantics.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: %mlir-refine --fp-reassoc %t/src.mlir %t/tgt.mlir > %t/ac.txt 2> %t/ac.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=AC < %t/ac.txt
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))' %t/lower.mlir -o %t/lowered.mlir
// RUN: %mlir-refine --fp-reassoc %t/lower.mlir %t/lowered.mlir | FileCheck %s --check-prefix=LOWER

// IEEE-DAG: @sum_reversed: invalid: target result #0 (tensor<1xf16>) differs at [0]
// IEEE-DAG: @sum_regrouped: invalid: target result #0 (tensor<1xf16>) differs at [0]
// IEEE-DAG: @product_reversed: invalid: target result #0 (tensor<1xf32>) differs at [0]
// IEEE-DAG: @sum_without_zero_seed: invalid: target result #0 (tensor<1xf32>) differs at [0]: target -0.0
// IEEE-DAG: @sum_drops_element: invalid
// IEEE-DAG: @product_for_sum: invalid
// IEEE-DAG: @matmul_wrong_operand: invalid
// IEEE: summary: 0 valid, 7 invalid, 0 unsupported, 0 inconclusive

// AC-DAG: @sum_reversed: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @sum_regrouped: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @product_reversed: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @sum_without_zero_seed: invalid: target result #0 (tensor<1xf32>) differs at [0]: target -0.0 (0x80000000), source 0.0 (0x00000000)
// AC-DAG: @sum_drops_element: invalid: target result #0 (tensor<1xf32>) differs at [0]
// AC-DAG: @product_for_sum: invalid: target result #0 (tensor<1xf32>) differs at [0]
// AC-DAG: @matmul_wrong_operand: invalid: target result #0 (tensor<1x1x1xf32>) differs at [0, 0, 0]
// AC: summary: 3 valid, 4 invalid, 0 unsupported, 0 inconclusive

// LOWER-DAG: @conv: valid (modulo reassociation of float reductions; abstract floating point)
// LOWER-DAG: @matmul: valid (modulo reassociation of float reductions; abstract floating point)
// LOWER-DAG: @pool: valid (modulo reassociation of float reductions; abstract floating point)
// LOWER-DAG: @product: valid (modulo reassociation of float reductions; abstract floating point)
// LOWER: summary: 4 valid, 0 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @sum_reversed(%a: tensor<3xf16>) -> tensor<1xf16> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xf16>) -> tensor<1xf16>
  return %r : tensor<1xf16>
}
func.func @sum_regrouped(%a: tensor<4xf16>) -> tensor<1xf16> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<4xf16>) -> tensor<1xf16>
  return %r : tensor<1xf16>
}
func.func @product_reversed(%a: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_product %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @sum_without_zero_seed(%a: tensor<2xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @sum_drops_element(%a: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @product_for_sum(%a: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @matmul_wrong_operand(%a: tensor<1x1x2xf32>, %b: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x1x2xf32>, tensor<1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}

//--- tgt.mlir
// Elements 2, 1, 0.
func.func @sum_reversed(%a: tensor<3xf16>) -> tensor<1xf16> {
  %v = tosa.reverse %a {axis = 0 : i32} : (tensor<3xf16>) -> tensor<3xf16>
  %r = tosa.reduce_sum %v {axis = 0 : i32} : (tensor<3xf16>) -> tensor<1xf16>
  return %r : tensor<1xf16>
}
// (a0 + a1) + (a2 + a3): pairs summed first, then the pair sums.
func.func @sum_regrouped(%a: tensor<4xf16>) -> tensor<1xf16> {
  %s = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %m = tosa.reshape %a, %s : (tensor<4xf16>, !tosa.shape<2>) -> tensor<2x2xf16>
  %p = tosa.reduce_sum %m {axis = 1 : i32} : (tensor<2x2xf16>) -> tensor<2x1xf16>
  %r2 = tosa.reduce_sum %p {axis = 0 : i32} : (tensor<2x1xf16>) -> tensor<1x1xf16>
  %s1 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %r2, %s1 : (tensor<1x1xf16>, !tosa.shape<1>) -> tensor<1xf16>
  return %r : tensor<1xf16>
}
func.func @product_reversed(%a: tensor<3xf32>) -> tensor<1xf32> {
  %v = tosa.reverse %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<3xf32>
  %r = tosa.reduce_product %v {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
// a0 + a1, without the +0.0 the reduction starts from.
func.func @sum_without_zero_seed(%a: tensor<2xf32>) -> tensor<1xf32> {
  %s1 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %start0 = tosa.const_shape {values = dense<[0]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %start1 = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %x = tosa.slice %a, %start0, %s1 : (tensor<2xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xf32>
  %y = tosa.slice %a, %start1, %s1 : (tensor<2xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<1xf32>
  %r = tosa.add %x, %y : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @sum_drops_element(%a: tensor<3xf32>) -> tensor<1xf32> {
  %start = tosa.const_shape {values = dense<[0]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %size = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %h = tosa.slice %a, %start, %size : (tensor<3xf32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xf32>
  %r = tosa.reduce_sum %h {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @product_for_sum(%a: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_product %a {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
// a times a (reshaped) instead of a times b.
func.func @matmul_wrong_operand(%a: tensor<1x1x2xf32>, %b: tensor<1x2x1xf32>) -> tensor<1x1x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %s = tosa.const_shape {values = dense<[1, 2, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %at = tosa.reshape %a, %s : (tensor<1x1x2xf32>, !tosa.shape<3>) -> tensor<1x2x1xf32>
  %r = tosa.matmul %a, %at, %z, %z : (tensor<1x1x2xf32>, tensor<1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1xf32>
  return %r : tensor<1x1x1xf32>
}

//--- lower.mlir
func.func @conv(%x: tensor<1x3x3x2xf32>, %w: tensor<2x2x2x2xf32>, %b: tensor<2xf32>) -> tensor<1x2x2x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<2x2x2x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
func.func @matmul(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
func.func @pool(%x: tensor<1x3x3x1xf32>) -> tensor<1x2x2x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @product(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_product %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
