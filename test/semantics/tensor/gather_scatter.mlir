// tensor.gather / tensor.scatter (static shapes): each batch element of the
// index tensor moves a slice (the full tensor with the gathered dimensions
// set to 1) at its coordinates. TensorOps.td: "The indices are expected to
// be confined to coordinate values that fit the range of the `source`
// tensor, otherwise the behavior is undefined" (`dest` for scatter);
// "Incorrectly setting the `unique` attribute when the coordinates are not
// truly unique is undefined behavior" (gather); "If coordinates are not
// truly unique at runtime, the behavior is undefined" (scatter). Integer
// coordinates are read as signed.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @gather_is_extracts: valid{{$}}
// CHECK-DAG: @gather_rows: valid{{$}}
// CHECK-DAG: @gather_point_rank_reduced: valid{{$}}
// CHECK-DAG: @gather_duplicates_under_unique_free_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @scatter_is_inserts: valid{{$}}
// CHECK-DAG: @scatter_rows: valid{{$}}
// CHECK-DAG: @gather_wrong_row: invalid: target result #0 (tensor<2x1x3xi8>) differs at
// CHECK-DAG: @gather_hoisted: invalid: the target has undefined behaviour (tensor.gather at coordinates outside the source (or poison, or repeated under unique)) where the source has none
// CHECK-DAG: @gather_unique_added: invalid: the target has undefined behaviour (tensor.gather at coordinates outside the source (or poison, or repeated under unique)) where the source has none
// CHECK-DAG: @gather_negative_i8_index: invalid: the target has undefined behaviour (tensor.gather at coordinates outside the source (or poison, or repeated under unique)) where the source has none
// CHECK-DAG: @scatter_values_swapped: invalid: target result #0 (tensor<4xi8>) differs at
// CHECK-DAG: @scatter_introduced: invalid: the target has undefined behaviour (tensor.scatter at coordinates outside the destination (or poison, or repeated)) where the source has none
// CHECK: summary: 6 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @gather_is_extracts(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<4xi8>, tensor<2x1xindex>) -> tensor<2xi8>
  return %g : tensor<2xi8>
}
func.func @gather_rows(%a: tensor<3x4xi8>, %i: tensor<2x1xi32>) -> tensor<2x1x4xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<3x4xi8>, tensor<2x1xi32>) -> tensor<2x1x4xi8>
  return %g : tensor<2x1x4xi8>
}
func.func @gather_point_rank_reduced(%a: tensor<3x4xi8>, %i: index, %j: index) -> tensor<1x1xi8> {
  %ij = tensor.from_elements %i, %j : tensor<2xindex>
  %g = tensor.gather %a[%ij] gather_dims([0, 1]) : (tensor<3x4xi8>, tensor<2xindex>) -> tensor<1x1xi8>
  return %g : tensor<1x1xi8>
}
func.func @gather_duplicates_under_unique_free_target(%a: tensor<4xi8>) -> tensor<2xi8> {
  %i = arith.constant dense<[[1], [1]]> : tensor<2x1xindex>
  %g = tensor.gather %a[%i] gather_dims([0]) unique : (tensor<4xi8>, tensor<2x1xindex>) -> tensor<2xi8>
  return %g : tensor<2xi8>
}
// Under unique the two coordinates differ: the order of the inserts does
// not matter.
func.func @scatter_is_inserts(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  %s = tensor.scatter %v into %a[%i] scatter_dims([0]) unique : (tensor<2xi8>, tensor<4xi8>, tensor<2x1xindex>) -> tensor<4xi8>
  return %s : tensor<4xi8>
}
func.func @scatter_rows(%v: tensor<1x1x3xi8>, %a: tensor<2x3xi8>, %r: index) -> tensor<2x3xi8> {
  %i = tensor.from_elements %r : tensor<1x1xindex>
  %s = tensor.scatter %v into %a[%i] scatter_dims([0]) unique : (tensor<1x1x3xi8>, tensor<2x3xi8>, tensor<1x1xindex>) -> tensor<2x3xi8>
  return %s : tensor<2x3xi8>
}
func.func @gather_wrong_row(%a: tensor<3x3xi8>, %i: tensor<2x1xindex>) -> tensor<2x1x3xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<3x3xi8>, tensor<2x1xindex>) -> tensor<2x1x3xi8>
  return %g : tensor<2x1x3xi8>
}
func.func @gather_hoisted(%a: tensor<4xi8>, %i: tensor<1x1xindex>, %c: i1) -> tensor<1xi8> {
  %r = scf.if %c -> tensor<1xi8> {
    %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<4xi8>, tensor<1x1xindex>) -> tensor<1xi8>
    scf.yield %g : tensor<1xi8>
  } else {
    %z = arith.constant dense<0> : tensor<1xi8>
    scf.yield %z : tensor<1xi8>
  }
  return %r : tensor<1xi8>
}
func.func @gather_unique_added(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<4xi8>, tensor<2x1xindex>) -> tensor<2xi8>
  return %g : tensor<2xi8>
}
// -1 as an i8 coordinate is outside, not 255.
func.func @gather_negative_i8_index(%a: tensor<256xi8>) -> tensor<1xi8> {
  %c255 = arith.constant 255 : index
  %x = tensor.extract %a[%c255] : tensor<256xi8>
  %r = tensor.from_elements %x : tensor<1xi8>
  return %r : tensor<1xi8>
}
func.func @scatter_values_swapped(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  %s = tensor.scatter %v into %a[%i] scatter_dims([0]) unique : (tensor<2xi8>, tensor<4xi8>, tensor<2x1xindex>) -> tensor<4xi8>
  return %s : tensor<4xi8>
}
func.func @scatter_introduced(%x: i8, %y: i8, %a: tensor<4xi8>, %p: index, %q: index) -> tensor<4xi8> {
  %t = tensor.insert %x into %a[%p] : tensor<4xi8>
  %u = tensor.insert %y into %t[%q] : tensor<4xi8>
  return %u : tensor<4xi8>
}
//--- tgt.mlir
func.func @gather_is_extracts(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = tensor.extract %i[%c0, %c0] : tensor<2x1xindex>
  %i1 = tensor.extract %i[%c1, %c0] : tensor<2x1xindex>
  %x = tensor.extract %a[%i0] : tensor<4xi8>
  %y = tensor.extract %a[%i1] : tensor<4xi8>
  %r = tensor.from_elements %x, %y : tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @gather_rows(%a: tensor<3x4xi8>, %i: tensor<2x1xi32>) -> tensor<2x1x4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r0 = tensor.extract %i[%c0, %c0] : tensor<2x1xi32>
  %r1 = tensor.extract %i[%c1, %c0] : tensor<2x1xi32>
  %j0 = arith.index_cast %r0 : i32 to index
  %j1 = arith.index_cast %r1 : i32 to index
  %s0 = tensor.extract_slice %a[%j0, 0] [1, 4] [1, 1] : tensor<3x4xi8> to tensor<1x4xi8>
  %s1 = tensor.extract_slice %a[%j1, 0] [1, 4] [1, 1] : tensor<3x4xi8> to tensor<1x4xi8>
  %c = tensor.concat dim(0) %s0, %s1 : (tensor<1x4xi8>, tensor<1x4xi8>) -> tensor<2x4xi8>
  %r = tensor.expand_shape %c [[0, 1], [2]] output_shape [2, 1, 4] : tensor<2x4xi8> into tensor<2x1x4xi8>
  return %r : tensor<2x1x4xi8>
}
func.func @gather_point_rank_reduced(%a: tensor<3x4xi8>, %i: index, %j: index) -> tensor<1x1xi8> {
  %x = tensor.extract %a[%i, %j] : tensor<3x4xi8>
  %r = tensor.from_elements %x : tensor<1x1xi8>
  return %r : tensor<1x1xi8>
}
func.func @gather_duplicates_under_unique_free_target(%a: tensor<4xi8>) -> tensor<2xi8> {
  %z = arith.constant dense<5> : tensor<2xi8>
  return %z : tensor<2xi8>
}
func.func @scatter_is_inserts(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = tensor.extract %i[%c0, %c0] : tensor<2x1xindex>
  %i1 = tensor.extract %i[%c1, %c0] : tensor<2x1xindex>
  %x = tensor.extract %v[%c0] : tensor<2xi8>
  %y = tensor.extract %v[%c1] : tensor<2xi8>
  %t = tensor.insert %y into %a[%i1] : tensor<4xi8>
  %u = tensor.insert %x into %t[%i0] : tensor<4xi8>
  return %u : tensor<4xi8>
}
func.func @scatter_rows(%v: tensor<1x1x3xi8>, %a: tensor<2x3xi8>, %r: index) -> tensor<2x3xi8> {
  %row = tensor.collapse_shape %v [[0, 1], [2]] : tensor<1x1x3xi8> into tensor<1x3xi8>
  %s = tensor.insert_slice %row into %a[%r, 0] [1, 3] [1, 1] : tensor<1x3xi8> into tensor<2x3xi8>
  return %s : tensor<2x3xi8>
}
// Gathers along the columns instead of the rows.
func.func @gather_wrong_row(%a: tensor<3x3xi8>, %i: tensor<2x1xindex>) -> tensor<2x1x3xi8> {
  %g = tensor.gather %a[%i] gather_dims([1]) : (tensor<3x3xi8>, tensor<2x1xindex>) -> tensor<2x3x1xi8>
  %f = tensor.collapse_shape %g [[0], [1, 2]] : tensor<2x3x1xi8> into tensor<2x3xi8>
  %r = tensor.expand_shape %f [[0, 1], [2]] output_shape [2, 1, 3] : tensor<2x3xi8> into tensor<2x1x3xi8>
  return %r : tensor<2x1x3xi8>
}
func.func @gather_hoisted(%a: tensor<4xi8>, %i: tensor<1x1xindex>, %c: i1) -> tensor<1xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<4xi8>, tensor<1x1xindex>) -> tensor<1xi8>
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = arith.select %c, %g, %z : tensor<1xi8>
  return %r : tensor<1xi8>
}
func.func @gather_unique_added(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) unique : (tensor<4xi8>, tensor<2x1xindex>) -> tensor<2xi8>
  return %g : tensor<2xi8>
}
func.func @gather_negative_i8_index(%a: tensor<256xi8>) -> tensor<1xi8> {
  %i = arith.constant dense<[[-1]]> : tensor<1x1xi8>
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<256xi8>, tensor<1x1xi8>) -> tensor<1xi8>
  return %g : tensor<1xi8>
}
func.func @scatter_values_swapped(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %v[%c0] : tensor<2xi8>
  %y = tensor.extract %v[%c1] : tensor<2xi8>
  %w = tensor.from_elements %y, %x : tensor<2xi8>
  %s = tensor.scatter %w into %a[%i] scatter_dims([0]) unique : (tensor<2xi8>, tensor<4xi8>, tensor<2x1xindex>) -> tensor<4xi8>
  return %s : tensor<4xi8>
}
// The inserts may write one place twice (the second wins); the scatter
// may not.
func.func @scatter_introduced(%x: i8, %y: i8, %a: tensor<4xi8>, %p: index, %q: index) -> tensor<4xi8> {
  %v = tensor.from_elements %x, %y : tensor<2xi8>
  %i = tensor.from_elements %p, %q : tensor<2x1xindex>
  %s = tensor.scatter %v into %a[%i] scatter_dims([0]) unique : (tensor<2xi8>, tensor<4xi8>, tensor<2x1xindex>) -> tensor<4xi8>
  return %s : tensor<4xi8>
}
