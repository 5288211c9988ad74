// tensor.extract_slice / insert_slice with dynamic offsets and strides
// (static sizes): slice position q along a dimension is the coordinate
// offset + q * stride, signed and without wrapping; a symbolic coordinate
// selects among the dimension's elements. TensorOps.td says nothing of a
// slice outside its tensor, but "the extract_slice op is expected to lower
// into a memref.subview op", of which MemRefOps.td says "performing an
// out-of-bounds subview at runtime is undefined behavior": UB here, as is a
// poison offset or stride. An insert_slice with stride 0 over several
// elements writes one place twice: UB (ODS silent).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @slice_is_extracts: valid{{$}}
// CHECK-DAG: @extract_of_slice: valid{{$}}
// CHECK-DAG: @dynamic_stride: valid{{$}}
// CHECK-DAG: @negative_stride: valid{{$}}
// CHECK-DAG: @insert_of_extract: valid{{$}}
// CHECK-DAG: @insert_row_2d: valid{{$}}
// CHECK-DAG: @slice_of_slice: valid{{$}}
// CHECK-DAG: @source_out_of_bounds_frees_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @slice_hoisted: invalid: the target has undefined behaviour (tensor.extract_slice outside the source (or with a poison offset or stride)) where the source has none
// CHECK-DAG: @offset_off_by_one: invalid: target result #0 (tensor<2xi32>) differs at
// CHECK-DAG: @insert_wrong_offset: invalid: target result #0 (tensor<4x3xi8>) differs at
// CHECK-DAG: @insert_zero_stride: invalid: the target has undefined behaviour (tensor.insert_slice outside the destination (or with a poison offset or stride, or a zero stride over several elements)) where the source has none
// CHECK-DAG: @stride_sign_matters: invalid: target result #0 (tensor<2xi8>) differs at
// CHECK: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @slice_is_extracts(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @extract_of_slice(%a: tensor<8xi32>, %o: index) -> i32 {
  %s = tensor.extract_slice %a[%o] [4] [2] : tensor<8xi32> to tensor<4xi32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %s[%c1] : tensor<4xi32>
  return %x : i32
}
// In bounds only for a stride of 0 to 3; then the elements 0, s and 2s.
func.func @dynamic_stride(%a: tensor<7xi8>, %s: index) -> tensor<3xi8> {
  %r = tensor.extract_slice %a[0] [3] [%s] : tensor<7xi8> to tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @negative_stride(%a: tensor<8xi32>) -> tensor<2xi32> {
  %r = tensor.extract_slice %a[3] [2] [-1] : tensor<8xi32> to tensor<2xi32>
  return %r : tensor<2xi32>
}
// Canonicalize folds inserting a slice back where it came from.
func.func @insert_of_extract(%a: tensor<8xi32>, %o: index) -> tensor<8xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<8xi32> to tensor<2xi32>
  %r = tensor.insert_slice %s into %a[%o] [2] [1] : tensor<2xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}
func.func @insert_row_2d(%a: tensor<4x3xi8>, %b: tensor<2xi8>, %i: index) -> tensor<4x3xi8> {
  %r = tensor.insert_slice %b into %a[%i, 1] [1, 2] [1, 1] : tensor<2xi8> into tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
func.func @slice_of_slice(%a: tensor<6x6xi16>, %o: index, %p: index) -> tensor<2x2xi16> {
  %s = tensor.extract_slice %a[%o, 1] [4, 3] [1, 2] : tensor<6x6xi16> to tensor<4x3xi16>
  %t = tensor.extract_slice %s[1, %p] [2, 2] [1, 1] : tensor<4x3xi16> to tensor<2x2xi16>
  return %t : tensor<2x2xi16>
}
func.func @source_out_of_bounds_frees_target(%a: tensor<4xi32>) -> tensor<2xi32> {
  %c3 = arith.constant 3 : index
  %s = tensor.extract_slice %a[%c3] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @slice_hoisted(%a: tensor<4xi32>, %o: index, %c: i1) -> tensor<2xi32> {
  %r = scf.if %c -> tensor<2xi32> {
    %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
    scf.yield %s : tensor<2xi32>
  } else {
    %z = arith.constant dense<0> : tensor<2xi32>
    scf.yield %z : tensor<2xi32>
  }
  return %r : tensor<2xi32>
}
func.func @offset_off_by_one(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @insert_wrong_offset(%a: tensor<4x3xi8>, %b: tensor<2xi8>, %i: index) -> tensor<4x3xi8> {
  %r = tensor.insert_slice %b into %a[%i, 1] [1, 2] [1, 1] : tensor<2xi8> into tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
func.func @insert_zero_stride(%a: tensor<4xi8>, %b: tensor<2xi8>, %s: index) -> tensor<4xi8> {
  %r = tensor.insert_slice %b into %a[0] [2] [1] : tensor<2xi8> into tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @stride_sign_matters(%a: tensor<8xi8>) -> tensor<2xi8> {
  %r = tensor.extract_slice %a[3] [2] [-1] : tensor<8xi8> to tensor<2xi8>
  return %r : tensor<2xi8>
}
//--- tgt.mlir
func.func @slice_is_extracts(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %c1 = arith.constant 1 : index
  %p = arith.addi %o, %c1 : index
  %x = tensor.extract %a[%o] : tensor<4xi32>
  %y = tensor.extract %a[%p] : tensor<4xi32>
  %r = tensor.from_elements %x, %y : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @extract_of_slice(%a: tensor<8xi32>, %o: index) -> i32 {
  %c2 = arith.constant 2 : index
  %p = arith.addi %o, %c2 : index
  %x = tensor.extract %a[%p] : tensor<8xi32>
  return %x : i32
}
func.func @dynamic_stride(%a: tensor<7xi8>, %s: index) -> tensor<3xi8> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %t = arith.muli %s, %c2 : index
  %x = tensor.extract %a[%c0] : tensor<7xi8>
  %y = tensor.extract %a[%s] : tensor<7xi8>
  %z = tensor.extract %a[%t] : tensor<7xi8>
  %r = tensor.from_elements %x, %y, %z : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @negative_stride(%a: tensor<8xi32>) -> tensor<2xi32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = tensor.extract %a[%c3] : tensor<8xi32>
  %y = tensor.extract %a[%c2] : tensor<8xi32>
  %r = tensor.from_elements %x, %y : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @insert_of_extract(%a: tensor<8xi32>, %o: index) -> tensor<8xi32> {
  return %a : tensor<8xi32>
}
func.func @insert_row_2d(%a: tensor<4x3xi8>, %b: tensor<2xi8>, %i: index) -> tensor<4x3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %b[%c0] : tensor<2xi8>
  %y = tensor.extract %b[%c1] : tensor<2xi8>
  %t = tensor.insert %x into %a[%i, %c1] : tensor<4x3xi8>
  %r = tensor.insert %y into %t[%i, %c2] : tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
// The two slices as one: rows o+1 .. o+2, columns 1 + 2p and 3 + 2p.
func.func @slice_of_slice(%a: tensor<6x6xi16>, %o: index, %p: index) -> tensor<2x2xi16> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = arith.addi %o, %c1 : index
  %p2 = arith.muli %p, %c2 : index
  %col = arith.addi %p2, %c1 : index
  %t = tensor.extract_slice %a[%r, %col] [2, 2] [1, 2] : tensor<6x6xi16> to tensor<2x2xi16>
  return %t : tensor<2x2xi16>
}
func.func @source_out_of_bounds_frees_target(%a: tensor<4xi32>) -> tensor<2xi32> {
  %z = arith.constant dense<7> : tensor<2xi32>
  return %z : tensor<2xi32>
}
func.func @slice_hoisted(%a: tensor<4xi32>, %o: index, %c: i1) -> tensor<2xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %z = arith.constant dense<0> : tensor<2xi32>
  %r = arith.select %c, %s, %z : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @offset_off_by_one(%a: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %c1 = arith.constant 1 : index
  %p = arith.addi %o, %c1 : index
  %s = tensor.extract_slice %a[%p] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @insert_wrong_offset(%a: tensor<4x3xi8>, %b: tensor<2xi8>, %i: index) -> tensor<4x3xi8> {
  %r = tensor.insert_slice %b into %a[%i, 0] [1, 2] [1, 1] : tensor<2xi8> into tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
func.func @insert_zero_stride(%a: tensor<4xi8>, %b: tensor<2xi8>, %s: index) -> tensor<4xi8> {
  %r = tensor.insert_slice %b into %a[0] [2] [%s] : tensor<2xi8> into tensor<4xi8>
  return %r : tensor<4xi8>
}
// Stride 1 instead of -1: elements 3, 4 instead of 3, 2.
func.func @stride_sign_matters(%a: tensor<8xi8>) -> tensor<2xi8> {
  %r = tensor.extract_slice %a[3] [2] [1] : tensor<8xi8> to tensor<2xi8>
  return %r : tensor<2xi8>
}
