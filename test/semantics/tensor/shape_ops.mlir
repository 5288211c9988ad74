// Ops on the shape of static tensors: tensor.empty (unspecified contents:
// poison elements), from_elements and splat (row-major), dim ("if the
// dimension index is out of bounds, the behavior is undefined") and rank,
// and cast, collapse_shape and expand_shape, which keep the row-major order
// of the elements; extract_slice and insert_slice with static offsets, sizes
// and strides (dynamic ones: dynamic_slice.mlir).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @empty_is_poison: valid{{$}}
// CHECK-DAG: @splat_is_from_elements: valid{{$}}
// CHECK-DAG: @dim_and_rank: valid{{$}}
// CHECK-DAG: @dim_out_of_bounds_frees_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @collapse_expand: valid{{$}}
// CHECK-DAG: @cast_static: valid{{$}}
// CHECK-DAG: @slice_of_rows: valid{{$}}
// CHECK-DAG: @insert_slice_then_extract: valid{{$}}
// CHECK-DAG: @strided_slice: valid{{$}}
// CHECK-DAG: @dynamic_slice: valid{{$}}
// CHECK-DAG: @empty_read_leaks_poison: invalid: target result #0 (tensor<2xi8>) differs at [0]: target poison, source
// CHECK-DAG: @collapse_transposed: invalid: target result #0 (tensor<6xi8>) differs at
// CHECK-DAG: @dim_wrong: invalid: target result #0 is 2 {{.*}} where the source result is 3
// CHECK-DAG: @target_dim_out_of_bounds: invalid: the target has undefined behaviour (tensor.dim of a dimension the tensor does not have) where the source has none
// CHECK-DAG: @slice_off_by_one: invalid: target result #0 (tensor<2x2xi32>) differs at
// CHECK: summary: 10 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @empty_is_poison(%a: i8) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  return %e : tensor<2xi8>
}
func.func @splat_is_from_elements(%a: i8) -> tensor<2x2xi8> {
  %s = tensor.splat %a : tensor<2x2xi8>
  return %s : tensor<2x2xi8>
}
func.func @dim_and_rank(%a: tensor<2x5xi8>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<2x5xi8>
  %r = tensor.rank %a : tensor<2x5xi8>
  return %d, %r : index, index
}
func.func @dim_out_of_bounds_frees_target(%a: tensor<2x5xi8>) -> index {
  %c2 = arith.constant 2 : index
  %d = tensor.dim %a, %c2 : tensor<2x5xi8>
  return %d : index
}
func.func @collapse_expand(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  return %e : tensor<3x2xi8>
}
func.func @cast_static(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = tensor.cast %a : tensor<4xi32> to tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @slice_of_rows(%a: tensor<4x3xi32>) -> tensor<2x3xi32> {
  %s = tensor.extract_slice %a[1, 0] [2, 3] [1, 1] : tensor<4x3xi32> to tensor<2x3xi32>
  return %s : tensor<2x3xi32>
}
func.func @insert_slice_then_extract(%a: tensor<4xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %t = tensor.insert_slice %b into %a[1] [2] [1] : tensor<2xi32> into tensor<4xi32>
  %s = tensor.extract_slice %t[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @strided_slice(%a: tensor<6xi8>) -> tensor<3xi8> {
  %s = tensor.extract_slice %a[0] [3] [2] : tensor<6xi8> to tensor<3xi8>
  return %s : tensor<3xi8>
}
func.func @empty_read_leaks_poison(%a: tensor<2xi8>) -> tensor<2xi8> {
  return %a : tensor<2xi8>
}
func.func @collapse_transposed(%a: tensor<2x3xi8>) -> tensor<6xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  return %f : tensor<6xi8>
}
func.func @dim_wrong(%a: tensor<2x3xi8>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<2x3xi8>
  return %d : index
}
func.func @target_dim_out_of_bounds(%a: tensor<2x3xi8>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<2x3xi8>
  return %d : index
}
func.func @slice_off_by_one(%a: tensor<4x4xi32>) -> tensor<2x2xi32> {
  %s = tensor.extract_slice %a[1, 1] [2, 2] [1, 1] : tensor<4x4xi32> to tensor<2x2xi32>
  return %s : tensor<2x2xi32>
}
func.func @dynamic_slice(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
//--- tgt.mlir
func.func @empty_is_poison(%a: i8) -> tensor<2xi8> {
  %s = tensor.splat %a : tensor<2xi8>
  return %s : tensor<2xi8>
}
func.func @splat_is_from_elements(%a: i8) -> tensor<2x2xi8> {
  %s = tensor.from_elements %a, %a, %a, %a : tensor<2x2xi8>
  return %s : tensor<2x2xi8>
}
func.func @dim_and_rank(%a: tensor<2x5xi8>) -> (index, index) {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  return %c5, %c2 : index, index
}
func.func @dim_out_of_bounds_frees_target(%a: tensor<2x5xi8>) -> index {
  %c9 = arith.constant 9 : index
  return %c9 : index
}
func.func @collapse_expand(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  %z = arith.constant dense<0> : tensor<3x2xi8>
  %r = arith.ori %e, %z : tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @cast_static(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
func.func @slice_of_rows(%a: tensor<4x3xi32>) -> tensor<2x3xi32> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<4x3xi32> into tensor<12xi32>
  %s = tensor.extract_slice %f[3] [6] [1] : tensor<12xi32> to tensor<6xi32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  return %e : tensor<2x3xi32>
}
func.func @insert_slice_then_extract(%a: tensor<4xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  return %b : tensor<2xi32>
}
func.func @strided_slice(%a: tensor<6xi8>) -> tensor<3xi8> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %x = tensor.extract %a[%c0] : tensor<6xi8>
  %y = tensor.extract %a[%c2] : tensor<6xi8>
  %z = tensor.extract %a[%c4] : tensor<6xi8>
  %r = tensor.from_elements %x, %y, %z : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @empty_read_leaks_poison(%a: tensor<2xi8>) -> tensor<2xi8> {
  %e = tensor.empty() : tensor<2xi8>
  return %e : tensor<2xi8>
}
func.func @collapse_transposed(%a: tensor<2x3xi8>) -> tensor<6xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a00 = tensor.extract %a[%c0, %c0] : tensor<2x3xi8>
  %a01 = tensor.extract %a[%c0, %c1] : tensor<2x3xi8>
  %a02 = tensor.extract %a[%c0, %c2] : tensor<2x3xi8>
  %a10 = tensor.extract %a[%c1, %c0] : tensor<2x3xi8>
  %a11 = tensor.extract %a[%c1, %c1] : tensor<2x3xi8>
  %a12 = tensor.extract %a[%c1, %c2] : tensor<2x3xi8>
  // Column-major: the wrong order.
  %r = tensor.from_elements %a00, %a10, %a01, %a11, %a02, %a12 : tensor<6xi8>
  return %r : tensor<6xi8>
}
func.func @dim_wrong(%a: tensor<2x3xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<2x3xi8>
  return %d : index
}
func.func @target_dim_out_of_bounds(%a: tensor<2x3xi8>) -> index {
  %c7 = arith.constant 7 : index
  %d = tensor.dim %a, %c7 : tensor<2x3xi8>
  return %d : index
}
func.func @slice_off_by_one(%a: tensor<4x4xi32>) -> tensor<2x2xi32> {
  %s = tensor.extract_slice %a[1, 2] [2, 2] [1, 1] : tensor<4x4xi32> to tensor<2x2xi32>
  return %s : tensor<2x2xi32>
}
func.func @dynamic_slice(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %z = arith.constant dense<0> : tensor<2xi32>
  %r = arith.addi %s, %z : tensor<2xi32>
  return %r : tensor<2xi32>
}
