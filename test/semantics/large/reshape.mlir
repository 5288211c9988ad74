// tensor.collapse_shape / expand_shape on large tensors: "A reassociation
// is defined as a continuous grouping of dimensions" (TensorOps.td,
// CollapseShapeOp and ExpandShapeOp): the elements keep their row-major
// order, and a group's coordinates are one coordinate of the other side
// (src/semantics/tensor/lazy_ops.rs, same_elements). Round trips and
// regroupings are the identity on that order; reading the elements in
// another order is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @collapse_expand_roundtrip: valid{{$}}
// CHECK-DAG: @regroup: valid{{$}}
// CHECK-DAG: @extract_through_collapse: valid{{$}}
// CHECK-DAG: @leading_unit_dimension: valid{{$}}
// CHECK-DAG: @wrong_dimension_order: invalid: target result #0 (tensor<64x64x2xi8>) differs at [{{[0-9]+}}, {{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @wrong_reassociation: invalid: target result #0 (tensor<64x128xi8>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @extract_not_delinearized: invalid: the target has undefined behaviour (tensor.extract out of bounds (or at a poison index)) where the source has none
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @collapse_expand_roundtrip(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<64x64x2xi8> into tensor<8192xi8>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [64, 64, 2] : tensor<8192xi8> into tensor<64x64x2xi8>
  return %e : tensor<64x64x2xi8>
}
func.func @regroup(%a: tensor<64x64x2xi8>) -> tensor<32x256xi8> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<64x64x2xi8> into tensor<64x128xi8>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [32, 2, 128] : tensor<64x128xi8> into tensor<32x2x128xi8>
  %r = tensor.collapse_shape %e [[0], [1, 2]] : tensor<32x2x128xi8> into tensor<32x256xi8>
  return %r : tensor<32x256xi8>
}
// Where %j >= 64 the source reads outside %a (UB).
func.func @extract_through_collapse(%a: tensor<64x64x2xi8>, %i: index, %j: index) -> i8 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%i, %j, %c1] : tensor<64x64x2xi8>
  return %x : i8
}
func.func @leading_unit_dimension(%a: tensor<128x128xi32>) -> tensor<1x128x128xi32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [1, 128, 128] : tensor<128x128xi32> into tensor<1x128x128xi32>
  return %e : tensor<1x128x128xi32>
}
func.func @wrong_dimension_order(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<64x64x2xi8> into tensor<8192xi8>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [64, 64, 2] : tensor<8192xi8> into tensor<64x64x2xi8>
  return %e : tensor<64x64x2xi8>
}
func.func @wrong_reassociation(%a: tensor<64x64x2xi8>) -> tensor<64x128xi8> {
  %c = tensor.collapse_shape %a [[0], [1, 2]] : tensor<64x64x2xi8> into tensor<64x128xi8>
  return %c : tensor<64x128xi8>
}
// The collapsed row %i * 64 + %j is within the tensor for %j up to 4095 -
// 64 * %i; the three-dimensional extract in the target is not.
func.func @extract_not_delinearized(%a: tensor<64x64x2xi8>, %i: index, %j: index) -> i8 {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<64x64x2xi8> into tensor<4096x2xi8>
  %c64 = arith.constant 64 : index
  %c1 = arith.constant 1 : index
  %k = arith.muli %i, %c64 : index
  %l = arith.addi %k, %j : index
  %x = tensor.extract %c[%l, %c1] : tensor<4096x2xi8>
  return %x : i8
}
//--- tgt.mlir
func.func @collapse_expand_roundtrip(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  return %a : tensor<64x64x2xi8>
}
func.func @regroup(%a: tensor<64x64x2xi8>) -> tensor<32x256xi8> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<64x64x2xi8> into tensor<8192xi8>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [32, 256] : tensor<8192xi8> into tensor<32x256xi8>
  return %r : tensor<32x256xi8>
}
func.func @extract_through_collapse(%a: tensor<64x64x2xi8>, %i: index, %j: index) -> i8 {
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<64x64x2xi8> into tensor<4096x2xi8>
  %c64 = arith.constant 64 : index
  %c1 = arith.constant 1 : index
  %k = arith.muli %i, %c64 : index
  %l = arith.addi %k, %j : index
  %x = tensor.extract %c[%l, %c1] : tensor<4096x2xi8>
  return %x : i8
}
func.func @leading_unit_dimension(%a: tensor<128x128xi32>) -> tensor<1x128x128xi32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<128x128xi32> into tensor<16384xi32>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [1, 128, 128] : tensor<16384xi32> into tensor<1x128x128xi32>
  return %e : tensor<1x128x128xi32>
}
// Split as 64x2x64 and transposed back: the elements of a row interleaved.
func.func @wrong_dimension_order(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<64x64x2xi8> into tensor<8192xi8>
  %e = tensor.expand_shape %c [[0, 1, 2]] output_shape [64, 2, 64] : tensor<8192xi8> into tensor<64x2x64xi8>
  %t = tensor.empty() : tensor<64x64x2xi8>
  %r = linalg.transpose ins(%e : tensor<64x2x64xi8>) outs(%t : tensor<64x64x2xi8>) permutation = [0, 2, 1]
  return %r : tensor<64x64x2xi8>
}
// Column-major: a transpose of the 128x64 reshape.
func.func @wrong_reassociation(%a: tensor<64x64x2xi8>) -> tensor<64x128xi8> {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<64x64x2xi8> into tensor<8192xi8>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [128, 64] : tensor<8192xi8> into tensor<128x64xi8>
  %t = tensor.empty() : tensor<64x128xi8>
  %r = linalg.transpose ins(%e : tensor<128x64xi8>) outs(%t : tensor<64x128xi8>) permutation = [1, 0]
  return %r : tensor<64x128xi8>
}
func.func @extract_not_delinearized(%a: tensor<64x64x2xi8>, %i: index, %j: index) -> i8 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%i, %j, %c1] : tensor<64x64x2xi8>
  return %x : i8
}
