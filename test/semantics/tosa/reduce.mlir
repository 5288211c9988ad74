// TOSA's reductions (TOSA 1.0 §9 via ../shared/reference/tosa.md), along
// `axis`, keeping it as a dimension of size 1 (ARGMAX drops it). Integer
// REDUCE_SUM adds in index order through add_s: a partial sum that overflows
// is UB. Float sums and products run in index order from +0.0 (1.0), the
// order tosa-to-linalg's linalg.reduce over a fill emits (the specification
// leaves it open). REDUCE_MAX/MIN start from the type's lowest (highest)
// value, -inf for floats; tosa-to-linalg starts from -FLT_MAX, which gives
// -FLT_MAX for an all -inf row: caught below. ARGMAX gives the first index
// of the maximum. Targets are written by hand on row slices.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @sum_int_rows: valid{{$}}
// CHECK-DAG: @sum_float_in_order: valid ({{.*}})
// CHECK-DAG: @product_float_in_order: valid ({{.*}})
// CHECK-DAG: @max_min_int: valid{{$}}
// CHECK-DAG: @max_float: valid ({{.*}})
// CHECK-DAG: @min_float_ignore: valid ({{.*}})
// CHECK-DAG: @all_any: valid{{$}}
// CHECK-DAG: @argmax_int_by_hand: valid{{$}}
// CHECK-DAG: @sum_int_introduces_ub: invalid: the target has undefined behaviour (tosa.reduce_sum partial sum overflow (REQUIRE of add_s) at output [0, {{[0-9]}}], element 1 of the axis) where the source has none
// CHECK-DAG: @sum_float_without_zero: invalid: target result #0 (tensor<1xf32>) differs at [0]: target -0.0
// CHECK-DAG: @max_float_from_lowest_finite: invalid: target result #0 (tensor<1x2xf32>) differs at [0, {{[0-9]}}]: target -3.4028235e38
// CHECK-DAG: @argmax_last_index: invalid: target result #0 (tensor<1xi32>) differs at [0]
// CHECK: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @sum_int_rows(%a: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @sum_float_in_order(%a: tensor<3x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @product_float_in_order(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_product %a {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @max_min_int(%a: tensor<2x3xi8>) -> (tensor<1x3xi8>, tensor<1x3xi8>) {
  %x = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  %n = tosa.reduce_min %a {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<1x3xi8>
  return %x, %n : tensor<1x3xi8>, tensor<1x3xi8>
}
func.func @max_float(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @min_float_ignore(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_min %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @all_any(%a: tensor<2x2xi1>) -> (tensor<2x1xi1>, tensor<2x1xi1>) {
  %x = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  %y = tosa.reduce_any %a {axis = 1 : i32} : (tensor<2x2xi1>) -> tensor<2x1xi1>
  return %x, %y : tensor<2x1xi1>, tensor<2x1xi1>
}
func.func @argmax_int_by_hand(%a: tensor<1x3xi32>) -> tensor<1xi32> {
  %r = tosa.argmax %a {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @sum_int_introduces_ub(%a: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %r0 = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
  %r = arith.addi %r0, %r1 : tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @sum_float_without_zero(%a: tensor<2xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @max_float_from_lowest_finite(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @argmax_last_index(%a: tensor<1x2xi32>) -> tensor<1xi32> {
  %r = tosa.argmax %a {axis = 1 : i32} : (tensor<1x2xi32>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
//--- tgt.mlir
func.func @sum_int_rows(%a: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %r0 = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
  %r = arith.addi %r0, %r1 : tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @sum_float_in_order(%a: tensor<3x2xf32>) -> tensor<1x2xf32> {
  %zero = arith.constant dense<0.0> : tensor<1x2xf32>
  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %r2 = tensor.extract_slice %a[2, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
  %s0 = arith.addf %r0, %zero : tensor<1x2xf32>
  %s1 = arith.addf %r1, %s0 : tensor<1x2xf32>
  %s2 = arith.addf %r2, %s1 : tensor<1x2xf32>
  return %s2 : tensor<1x2xf32>
}
func.func @product_float_in_order(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %one = arith.constant dense<1.0> : tensor<1x2xf32>
  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %p0 = arith.mulf %r0, %one : tensor<1x2xf32>
  %p1 = arith.mulf %r1, %p0 : tensor<1x2xf32>
  return %p1 : tensor<1x2xf32>
}
func.func @max_min_int(%a: tensor<2x3xi8>) -> (tensor<1x3xi8>, tensor<1x3xi8>) {
  %r0 = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<2x3xi8> to tensor<1x3xi8>
  %r1 = tensor.extract_slice %a[1, 0] [1, 3] [1, 1] : tensor<2x3xi8> to tensor<1x3xi8>
  %x = arith.maxsi %r0, %r1 : tensor<1x3xi8>
  %n = arith.minsi %r0, %r1 : tensor<1x3xi8>
  return %x, %n : tensor<1x3xi8>, tensor<1x3xi8>
}
func.func @max_float(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r = arith.maximumf %r1, %r0 : tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @min_float_ignore(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r = arith.minnumf %r0, %r1 : tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
func.func @all_any(%a: tensor<2x2xi1>) -> (tensor<2x1xi1>, tensor<2x1xi1>) {
  %c0 = tensor.extract_slice %a[0, 0] [2, 1] [1, 1] : tensor<2x2xi1> to tensor<2x1xi1>
  %c1 = tensor.extract_slice %a[0, 1] [2, 1] [1, 1] : tensor<2x2xi1> to tensor<2x1xi1>
  %x = arith.andi %c0, %c1 : tensor<2x1xi1>
  %y = arith.ori %c0, %c1 : tensor<2x1xi1>
  return %x, %y : tensor<2x1xi1>, tensor<2x1xi1>
}
func.func @argmax_int_by_hand(%a: tensor<1x3xi32>) -> tensor<1xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %x0 = tensor.extract %a[%c0, %c0] : tensor<1x3xi32>
  %x1 = tensor.extract %a[%c0, %c1] : tensor<1x3xi32>
  %x2 = tensor.extract %a[%c0, %c2] : tensor<1x3xi32>
  %t1 = arith.cmpi sgt, %x1, %x0 : i32
  %b1 = arith.select %t1, %x1, %x0 : i32
  %k1 = arith.select %t1, %i1, %i0 : i32
  %t2 = arith.cmpi sgt, %x2, %b1 : i32
  %k2 = arith.select %t2, %i2, %k1 : i32
  %r = tensor.from_elements %k2 : tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @sum_int_introduces_ub(%a: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
// -0 + -0 is -0, where the reduction from +0.0 gives +0.
func.func @sum_float_without_zero(%a: tensor<2xf32>) -> tensor<1xf32> {
  %r0 = tensor.extract_slice %a[0] [1] [1] : tensor<2xf32> to tensor<1xf32>
  %r1 = tensor.extract_slice %a[1] [1] [1] : tensor<2xf32> to tensor<1xf32>
  %r = arith.addf %r1, %r0 : tensor<1xf32>
  return %r : tensor<1xf32>
}
// tosa-to-linalg's reduction: maximumf from -FLT_MAX.
func.func @max_float_from_lowest_finite(%a: tensor<2x2xf32>) -> tensor<1x2xf32> {
  %init = arith.constant dense<-3.40282347E+38> : tensor<1x2xf32>
  %r0 = tensor.extract_slice %a[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %r1 = tensor.extract_slice %a[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %m0 = arith.maximumf %r0, %init : tensor<1x2xf32>
  %m1 = arith.maximumf %r1, %m0 : tensor<1x2xf32>
  return %m1 : tensor<1x2xf32>
}
// Takes the last of equal maxima (sge instead of sgt).
func.func @argmax_last_index(%a: tensor<1x2xi32>) -> tensor<1xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %x0 = tensor.extract %a[%c0, %c0] : tensor<1x2xi32>
  %x1 = tensor.extract %a[%c0, %c1] : tensor<1x2xi32>
  %t1 = arith.cmpi sge, %x1, %x0 : i32
  %k1 = arith.select %t1, %i1, %i0 : i32
  %r = tensor.from_elements %k1 : tensor<1xi32>
  return %r : tensor<1xi32>
}
