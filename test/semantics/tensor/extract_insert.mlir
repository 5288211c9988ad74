// tensor.extract gives the element at the indices; tensor.insert a copy of
// the destination with that element replaced. ODS does not say what an index
// outside the shape means: it is undefined behaviour here (as the memref
// load/store that bufferization makes of them), and so is a poison index.
// A source with UB frees the target; a target with UB the source lacks is
// caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @extract_constant_index: valid{{$}}
// CHECK-DAG: @extract_of_insert: valid{{$}}
// CHECK-DAG: @insert_twice: valid{{$}}
// CHECK-DAG: @extract_2d: valid{{$}}
// CHECK-DAG: @source_out_of_bounds_frees_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @extract_from_elements: valid{{$}}
// CHECK-DAG: @wrong_element: invalid: target result #0 is
// CHECK-DAG: @target_out_of_bounds: invalid: the target has undefined behaviour (tensor.extract out of bounds (or at a poison index)) where the source has none
// CHECK-DAG: @insert_wrong_place: invalid: target result #0 (tensor<2x2xi32>) differs at [0, 1]
// CHECK-DAG: @dynamic_index_hoisted: invalid: the target has undefined behaviour (tensor.extract out of bounds (or at a poison index)) where the source has none
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @extract_constant_index(%a: tensor<4xi8>) -> i8 {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c2] : tensor<4xi8>
  return %x : i8
}
func.func @extract_of_insert(%a: tensor<3xi32>, %v: i32, %i: index) -> i32 {
  %t = tensor.insert %v into %a[%i] : tensor<3xi32>
  %x = tensor.extract %t[%i] : tensor<3xi32>
  return %x : i32
}
func.func @insert_twice(%a: tensor<3xi32>, %v: i32, %w: i32) -> tensor<3xi32> {
  %c1 = arith.constant 1 : index
  %t = tensor.insert %v into %a[%c1] : tensor<3xi32>
  %u = tensor.insert %w into %t[%c1] : tensor<3xi32>
  return %u : tensor<3xi32>
}
func.func @extract_2d(%a: tensor<2x3xi16>, %i: index, %j: index) -> i16 {
  %x = tensor.extract %a[%i, %j] : tensor<2x3xi16>
  return %x : i16
}
func.func @source_out_of_bounds_frees_target(%a: tensor<2xi8>) -> i8 {
  %c5 = arith.constant 5 : index
  %x = tensor.extract %a[%c5] : tensor<2xi8>
  return %x : i8
}
func.func @extract_from_elements(%x: i8, %y: i8, %z: i8) -> i8 {
  %t = tensor.from_elements %x, %y, %z : tensor<3xi8>
  %c1 = arith.constant 1 : index
  %r = tensor.extract %t[%c1] : tensor<3xi8>
  return %r : i8
}
func.func @wrong_element(%a: tensor<4xi8>) -> i8 {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c2] : tensor<4xi8>
  return %x : i8
}
func.func @target_out_of_bounds(%a: tensor<2xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<2xi8>
  return %x : i8
}
func.func @insert_wrong_place(%a: tensor<2x2xi32>, %v: i32) -> tensor<2x2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.insert %v into %a[%c1, %c0] : tensor<2x2xi32>
  return %t : tensor<2x2xi32>
}
func.func @dynamic_index_hoisted(%a: tensor<4xi8>, %i: index, %c: i1) -> i8 {
  %r = scf.if %c -> i8 {
    %x = tensor.extract %a[%i] : tensor<4xi8>
    scf.yield %x : i8
  } else {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
//--- tgt.mlir
func.func @extract_constant_index(%a: tensor<4xi8>) -> i8 {
  %s = tensor.extract_slice %a[2] [2] [1] : tensor<4xi8> to tensor<2xi8>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %s[%c0] : tensor<2xi8>
  return %x : i8
}
func.func @extract_of_insert(%a: tensor<3xi32>, %v: i32, %i: index) -> i32 {
  // The source is UB unless %i is in bounds; then the element is %v.
  return %v : i32
}
func.func @insert_twice(%a: tensor<3xi32>, %v: i32, %w: i32) -> tensor<3xi32> {
  %c1 = arith.constant 1 : index
  %u = tensor.insert %w into %a[%c1] : tensor<3xi32>
  return %u : tensor<3xi32>
}
func.func @extract_2d(%a: tensor<2x3xi16>, %i: index, %j: index) -> i16 {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi16> into tensor<6xi16>
  %c3 = arith.constant 3 : index
  %r = arith.muli %i, %c3 : index
  %k = arith.addi %r, %j : index
  // %k is in bounds whenever %i and %j are.
  %x = tensor.extract %f[%k] : tensor<6xi16>
  return %x : i16
}
func.func @source_out_of_bounds_frees_target(%a: tensor<2xi8>) -> i8 {
  %z = arith.constant 7 : i8
  return %z : i8
}
func.func @extract_from_elements(%x: i8, %y: i8, %z: i8) -> i8 {
  return %y : i8
}
func.func @wrong_element(%a: tensor<4xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<4xi8>
  return %x : i8
}
func.func @target_out_of_bounds(%a: tensor<2xi8>) -> i8 {
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c2] : tensor<2xi8>
  return %x : i8
}
func.func @insert_wrong_place(%a: tensor<2x2xi32>, %v: i32) -> tensor<2x2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.insert %v into %a[%c0, %c1] : tensor<2x2xi32>
  return %t : tensor<2x2xi32>
}
func.func @dynamic_index_hoisted(%a: tensor<4xi8>, %i: index, %c: i1) -> i8 {
  // Hoisting the extract out of the branch makes an out-of-bounds %i UB
  // where the source took the other branch.
  %x = tensor.extract %a[%i] : tensor<4xi8>
  %z = arith.constant 0 : i8
  %r = arith.select %c, %x, %z : i8
  return %r : i8
}
