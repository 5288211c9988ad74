// tensor.reshape "converts a tensor from one type to an equivalent type with
// a provided shape" (TensorOps.td): between static types the elements keep
// their row-major order. ODS is silent on a shape operand whose values are
// not the result type's dimensions: UB here, as is a poison one (values
// read as signed integers).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @reshape_constant_shape: valid{{$}}
// CHECK-DAG: @reshape_shape_argument: valid{{$}}
// CHECK-DAG: @reshape_index_shape: valid{{$}}
// CHECK-DAG: @reshape_wrong_shape_frees_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @reshape_shape_in_target: invalid: the target has undefined behaviour (tensor.reshape to a shape other than its result type's (or a poison one)) where the source has none
// CHECK-DAG: @reshape_not_transpose: invalid: target result #0 (tensor<3x2xi8>) differs at
// CHECK-DAG: @reshape_narrow_shape_does_not_wrap: invalid: the target has undefined behaviour (tensor.reshape to a shape other than its result type's (or a poison one)) where the source has none
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @reshape_constant_shape(%a: tensor<2x3xi32>) -> tensor<6xi32> {
  %s = arith.constant dense<[6]> : tensor<1xi32>
  %r = tensor.reshape %a(%s) : (tensor<2x3xi32>, tensor<1xi32>) -> tensor<6xi32>
  return %r : tensor<6xi32>
}
// Where the shape is not [3, 2] the source is UB.
func.func @reshape_shape_argument(%a: tensor<6xi8>, %s: tensor<2xi64>) -> tensor<3x2xi8> {
  %r = tensor.reshape %a(%s) : (tensor<6xi8>, tensor<2xi64>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_index_shape(%a: tensor<2x2xi8>) -> tensor<4xi8> {
  %c4 = arith.constant 4 : index
  %s = tensor.from_elements %c4 : tensor<1xindex>
  %r = tensor.reshape %a(%s) : (tensor<2x2xi8>, tensor<1xindex>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @reshape_wrong_shape_frees_target(%a: tensor<4xi8>) -> tensor<2x2xi8> {
  %s = arith.constant dense<[1, 4]> : tensor<2xi32>
  %r = tensor.reshape %a(%s) : (tensor<4xi8>, tensor<2xi32>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @reshape_shape_in_target(%a: tensor<6xi8>, %s: tensor<2xi64>) -> tensor<3x2xi8> {
  %r = tensor.expand_shape %a [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_not_transpose(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %s = arith.constant dense<[3, 2]> : tensor<2xi32>
  %r = tensor.reshape %a(%s) : (tensor<2x3xi8>, tensor<2xi32>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_narrow_shape_does_not_wrap(%a: tensor<256xi8>) -> tensor<256xi8> {
  return %a : tensor<256xi8>
}
//--- tgt.mlir
func.func @reshape_constant_shape(%a: tensor<2x3xi32>) -> tensor<6xi32> {
  %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  return %r : tensor<6xi32>
}
func.func @reshape_shape_argument(%a: tensor<6xi8>, %s: tensor<2xi64>) -> tensor<3x2xi8> {
  %r = tensor.expand_shape %a [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_index_shape(%a: tensor<2x2xi8>) -> tensor<4xi8> {
  %r = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @reshape_wrong_shape_frees_target(%a: tensor<4xi8>) -> tensor<2x2xi8> {
  %z = arith.constant dense<0> : tensor<2x2xi8>
  return %z : tensor<2x2xi8>
}
func.func @reshape_shape_in_target(%a: tensor<6xi8>, %s: tensor<2xi64>) -> tensor<3x2xi8> {
  %r = tensor.reshape %a(%s) : (tensor<6xi8>, tensor<2xi64>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
// Reads the elements column by column: not what reshape does.
func.func @reshape_not_transpose(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a00 = tensor.extract %a[%c0, %c0] : tensor<2x3xi8>
  %a01 = tensor.extract %a[%c0, %c1] : tensor<2x3xi8>
  %a02 = tensor.extract %a[%c0, %c2] : tensor<2x3xi8>
  %a10 = tensor.extract %a[%c1, %c0] : tensor<2x3xi8>
  %a11 = tensor.extract %a[%c1, %c1] : tensor<2x3xi8>
  %a12 = tensor.extract %a[%c1, %c2] : tensor<2x3xi8>
  %r = tensor.from_elements %a00, %a10, %a01, %a11, %a02, %a12 : tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
// 256 does not fit an i8 shape value: read as signed, no i8 is 256, so the
// reshape is always UB (it does not wrap onto 0).
func.func @reshape_narrow_shape_does_not_wrap(%a: tensor<256xi8>) -> tensor<256xi8> {
  %s = arith.constant dense<0> : tensor<1xi8>
  %r = tensor.reshape %a(%s) : (tensor<256xi8>, tensor<1xi8>) -> tensor<256xi8>
  return %r : tensor<256xi8>
}
