// tensor.concat: "constructs a tensor out of a variadic list of input
// tensors, concatenated along a static dimension number ... the size of the
// concatenated dimension in the result must be equal to the sum of the sizes
// of the inputs along that dimension". tensor.bitcast: "Bitcast a tensor from
// one type to another type of equivalent element width": each element as
// arith.bitcast (TensorOps.td).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @concat_rows: valid{{$}}
// CHECK-DAG: @concat_columns: valid{{$}}
// CHECK-DAG: @bitcast_roundtrip: valid (IEEE-754)
// CHECK-DAG: @bitcast_float_bits: valid (IEEE-754)
// CHECK-DAG: @concat_swapped: invalid: target result #0 (tensor<2x2xi8>) differs at
// CHECK-DAG: @concat_columns_as_rows: invalid: target result #0 (tensor<2x4xi8>) differs at
// CHECK-DAG: @bitcast_not_identity: invalid: target result #0 (tensor<2xi32>) differs at
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @concat_rows(%a: tensor<1x3xi8>, %b: tensor<2x3xi8>) -> tensor<3x3xi8> {
  %r = tensor.concat dim(0) %a, %b : (tensor<1x3xi8>, tensor<2x3xi8>) -> tensor<3x3xi8>
  return %r : tensor<3x3xi8>
}
func.func @concat_columns(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x1xi8>, tensor<2x2xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @bitcast_roundtrip(%a: tensor<4xf32>) -> tensor<4xf32> {
  %i = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
  %r = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @bitcast_float_bits(%a: tensor<2xi32>) -> tensor<2xf32> {
  %r = arith.bitcast %a : tensor<2xi32> to tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @concat_swapped(%a: tensor<1x2xi8>, %b: tensor<1x2xi8>) -> tensor<2x2xi8> {
  %r = tensor.concat dim(0) %a, %b : (tensor<1x2xi8>, tensor<1x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @concat_columns_as_rows(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x4xi8> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x2xi8>, tensor<2x2xi8>) -> tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
func.func @bitcast_not_identity(%a: tensor<2xi32>) -> tensor<2xi32> {
  return %a : tensor<2xi32>
}
//--- tgt.mlir
func.func @concat_rows(%a: tensor<1x3xi8>, %b: tensor<2x3xi8>) -> tensor<3x3xi8> {
  %e = tensor.empty() : tensor<3x3xi8>
  %x = tensor.insert_slice %a into %e[0, 0] [1, 3] [1, 1] : tensor<1x3xi8> into tensor<3x3xi8>
  %r = tensor.insert_slice %b into %x[1, 0] [2, 3] [1, 1] : tensor<2x3xi8> into tensor<3x3xi8>
  return %r : tensor<3x3xi8>
}
func.func @concat_columns(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %e = tensor.empty() : tensor<2x3xi8>
  %x = tensor.insert_slice %a into %e[0, 0] [2, 1] [1, 1] : tensor<2x1xi8> into tensor<2x3xi8>
  %r = tensor.insert_slice %b into %x[0, 1] [2, 2] [1, 1] : tensor<2x2xi8> into tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @bitcast_roundtrip(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @bitcast_float_bits(%a: tensor<2xi32>) -> tensor<2xf32> {
  %r = tensor.bitcast %a : tensor<2xi32> to tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @concat_swapped(%a: tensor<1x2xi8>, %b: tensor<1x2xi8>) -> tensor<2x2xi8> {
  %r = tensor.concat dim(0) %b, %a : (tensor<1x2xi8>, tensor<1x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @concat_columns_as_rows(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x4xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  %g = tensor.collapse_shape %b [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  %c = tensor.concat dim(0) %f, %g : (tensor<4xi8>, tensor<4xi8>) -> tensor<8xi8>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [2, 4] : tensor<8xi8> into tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
func.func @bitcast_not_identity(%a: tensor<2xi32>) -> tensor<2xi32> {
  %c = arith.constant dense<1> : tensor<2xi32>
  %f = tensor.bitcast %a : tensor<2xi32> to tensor<2xf32>
  %g = tensor.bitcast %f : tensor<2xf32> to tensor<2xi32>
  %r = arith.xori %g, %c : tensor<2xi32>
  return %r : tensor<2xi32>
}
