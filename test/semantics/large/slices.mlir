// tensor.extract_slice / insert_slice on large tensors, with static and
// dynamic (index argument) offsets and strides. "The extract_slice
// operation extract a tensor from another tensor as specified by the
// operation's offsets, sizes and strides" (TensorOps.td): slice position q
// is the coordinate offset + q * stride; insert_slice writes the source
// there and keeps the destination elsewhere. A slice outside its tensor is
// UB (as for small tensors, test/semantics/tensor/dynamic_slice.mlir). On a
// large tensor each is its element at a symbolic point
// (src/semantics/tensor/lazy_ops.rs).
//
// The UB of a slice op on a large tensor is recorded as UB of a lazy op; a
// counterexample is reported once the source is shown free of UB at every
// point on its input (@slice_hoisted, @insert_wrong_place).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @slice_of_slice_static: valid{{$}}
// CHECK-DAG: @slice_of_slice_dynamic: valid{{$}}
// CHECK-DAG: @extract_of_insert_same_place: valid{{$}}
// CHECK-DAG: @insert_stride_as_value: valid{{$}}
// CHECK-DAG: @extract_of_insert_elsewhere: valid{{$}}
// CHECK-DAG: @insert_rank_reduced: valid{{$}}
// CHECK-DAG: @insert_negative_stride: valid{{$}}
// CHECK-DAG: @static_offset_wrong: invalid: target result #0 (tensor<50x60xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @dynamic_stride_wrong: invalid: {{(target result #0 \(tensor<64x128xi32>\) differs at|the target has undefined behaviour \(tensor.extract_slice outside the source \(or with a poison offset or stride\)\) where the source has none)}}
// CHECK-DAG: @insert_off_by_one: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @out_of_bounds_in_target: invalid: the target has undefined behaviour (tensor.extract_slice outside the source (or with a poison offset or stride)) where the source has none
// CHECK-DAG: @stride_from_argument: invalid: {{(target result #0 \(tensor<64x128xi32>\) differs at|the target has undefined behaviour \(tensor.extract_slice outside the source \(or with a poison offset or stride\)\) where the source has none)}}
// CHECK-DAG: @slice_hoisted: invalid: the target has undefined behaviour (tensor.extract_slice outside the source (or with a poison offset or stride)) where the source has none
// CHECK-DAG: @dynamic_stride_dropped: invalid: target result #0 (tensor<32x64xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @insert_wrong_place: invalid: {{(target result #0 \(tensor<128x128xi32>\) differs at|the target has undefined behaviour \(tensor.insert_slice outside the destination)}}
// CHECK: summary: 7 valid, 8 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @slice_of_slice_static(%a: tensor<128x128xi32>) -> tensor<50x60xi32> {
  %s = tensor.extract_slice %a[8, 4] [100, 100] [1, 1] : tensor<128x128xi32> to tensor<100x100xi32>
  %t = tensor.extract_slice %s[2, 3] [50, 60] [1, 1] : tensor<100x100xi32> to tensor<50x60xi32>
  return %t : tensor<50x60xi32>
}
// Where the inner slice stays within the outer one and the outer within
// %a, the combined slice stays within %a.
func.func @slice_of_slice_dynamic(%a: tensor<128x128xi32>, %i: index, %j: index, %k: index, %s: index) -> tensor<32x64xi32> {
  %x = tensor.extract_slice %a[%i, %j] [64, 64] [%s, 1] : tensor<128x128xi32> to tensor<64x64xi32>
  %y = tensor.extract_slice %x[%k, 0] [32, 64] [2, 1] : tensor<64x64xi32> to tensor<32x64xi32>
  return %y : tensor<32x64xi32>
}
func.func @extract_of_insert_same_place(%a: tensor<128x128xi32>, %b: tensor<64x64xi32>, %i: index) -> tensor<64x64xi32> {
  %t = tensor.insert_slice %b into %a[%i, 0] [64, 64] [1, 2] : tensor<64x64xi32> into tensor<128x128xi32>
  %r = tensor.extract_slice %t[%i, 0] [64, 64] [1, 2] : tensor<128x128xi32> to tensor<64x64xi32>
  return %r : tensor<64x64xi32>
}
func.func @insert_stride_as_value(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<128x128xi32> {
  %t = tensor.insert_slice %b into %a[1, 0] [64, 128] [2, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
func.func @extract_of_insert_elsewhere(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<64x128xi32> {
  %t = tensor.insert_slice %b into %a[0, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  %r = tensor.extract_slice %t[64, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
func.func @insert_rank_reduced(%a: tensor<64x64x2xi8>, %row: tensor<64xi8>, %i: index) -> tensor<64x64x2xi8> {
  %t = tensor.insert_slice %row into %a[%i, 0, 1] [1, 64, 1] [1, 1, 1] : tensor<64xi8> into tensor<64x64x2xi8>
  return %t : tensor<64x64x2xi8>
}
// Every other element, from the last one down.
func.func @insert_negative_stride(%a: tensor<8192xi8>, %b: tensor<4096xi8>) -> tensor<8192xi8> {
  %r = tensor.insert_slice %b into %a[8191] [4096] [-2] : tensor<4096xi8> into tensor<8192xi8>
  return %r : tensor<8192xi8>
}
func.func @static_offset_wrong(%a: tensor<128x128xi32>) -> tensor<50x60xi32> {
  %s = tensor.extract_slice %a[8, 4] [100, 100] [1, 1] : tensor<128x128xi32> to tensor<100x100xi32>
  %t = tensor.extract_slice %s[2, 3] [50, 60] [1, 1] : tensor<100x100xi32> to tensor<50x60xi32>
  return %t : tensor<50x60xi32>
}
func.func @dynamic_stride_wrong(%a: tensor<128x128xi32>, %x: index) -> tensor<64x128xi32> {
  %r = tensor.extract_slice %a[0, 0] [64, 128] [2, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
func.func @insert_off_by_one(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<128x128xi32> {
  %t = tensor.insert_slice %b into %a[64, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
func.func @out_of_bounds_in_target(%a: tensor<128x128xi32>, %i: index) -> tensor<128x128xi32> {
  return %a : tensor<128x128xi32>
}
func.func @stride_from_argument(%a: tensor<128x128xi32>, %s: index) -> tensor<64x128xi32> {
  %r = tensor.extract_slice %a[0, 0] [64, 128] [2, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
// Where %i > 64 the source does not slice, the target slices outside %a.
func.func @slice_hoisted(%a: tensor<128x128xi32>, %i: index) -> tensor<64x128xi32> {
  %c64 = arith.constant 64 : index
  %ok = arith.cmpi ule, %i, %c64 : index
  %r = scf.if %ok -> tensor<64x128xi32> {
    %s = tensor.extract_slice %a[%i, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
    scf.yield %s : tensor<64x128xi32>
  } else {
    %z = arith.constant dense<0> : tensor<64x128xi32>
    scf.yield %z : tensor<64x128xi32>
  }
  return %r : tensor<64x128xi32>
}
func.func @dynamic_stride_dropped(%a: tensor<128x128xi32>, %i: index, %j: index, %k: index, %s: index) -> tensor<32x64xi32> {
  %x = tensor.extract_slice %a[%i, %j] [64, 64] [%s, 1] : tensor<128x128xi32> to tensor<64x64xi32>
  %y = tensor.extract_slice %x[%k, 0] [32, 64] [2, 1] : tensor<64x64xi32> to tensor<32x64xi32>
  return %y : tensor<32x64xi32>
}
func.func @insert_wrong_place(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>, %i: index) -> tensor<128x128xi32> {
  %t = tensor.insert_slice %b into %a[%i, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
//--- tgt.mlir
func.func @slice_of_slice_static(%a: tensor<128x128xi32>) -> tensor<50x60xi32> {
  %t = tensor.extract_slice %a[10, 7] [50, 60] [1, 1] : tensor<128x128xi32> to tensor<50x60xi32>
  return %t : tensor<50x60xi32>
}
func.func @slice_of_slice_dynamic(%a: tensor<128x128xi32>, %i: index, %j: index, %k: index, %s: index) -> tensor<32x64xi32> {
  %ks = arith.muli %k, %s : index
  %o = arith.addi %i, %ks : index
  %c2 = arith.constant 2 : index
  %s2 = arith.muli %s, %c2 : index
  %y = tensor.extract_slice %a[%o, %j] [32, 64] [%s2, 1] : tensor<128x128xi32> to tensor<32x64xi32>
  return %y : tensor<32x64xi32>
}
func.func @extract_of_insert_same_place(%a: tensor<128x128xi32>, %b: tensor<64x64xi32>, %i: index) -> tensor<64x64xi32> {
  return %b : tensor<64x64xi32>
}
func.func @insert_stride_as_value(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<128x128xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.addi %c1, %c1 : index
  %t = tensor.insert_slice %b into %a[%c1, 0] [64, 128] [%c2, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
func.func @extract_of_insert_elsewhere(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<64x128xi32> {
  %r = tensor.extract_slice %a[64, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
func.func @insert_rank_reduced(%a: tensor<64x64x2xi8>, %row: tensor<64xi8>, %i: index) -> tensor<64x64x2xi8> {
  %e = tensor.expand_shape %row [[0, 1, 2]] output_shape [1, 64, 1] : tensor<64xi8> into tensor<1x64x1xi8>
  %t = tensor.insert_slice %e into %a[%i, 0, 1] [1, 64, 1] [1, 1, 1] : tensor<1x64x1xi8> into tensor<64x64x2xi8>
  return %t : tensor<64x64x2xi8>
}
func.func @insert_negative_stride(%a: tensor<8192xi8>, %b: tensor<4096xi8>) -> tensor<8192xi8> {
  %r = tensor.insert_slice %b into %a[8191] [4096] [-2] : tensor<4096xi8> into tensor<8192xi8>
  %z = arith.constant dense<0> : tensor<8192xi8>
  %s = arith.addi %r, %z : tensor<8192xi8>
  return %s : tensor<8192xi8>
}
func.func @static_offset_wrong(%a: tensor<128x128xi32>) -> tensor<50x60xi32> {
  %t = tensor.extract_slice %a[10, 6] [50, 60] [1, 1] : tensor<128x128xi32> to tensor<50x60xi32>
  return %t : tensor<50x60xi32>
}
// A stride of 1 or 2: within bounds, but not always 2 (and UB where %x is
// poison, which the source ignores: either is a counterexample).
func.func @dynamic_stride_wrong(%a: tensor<128x128xi32>, %x: index) -> tensor<64x128xi32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = arith.remui %x, %c2 : index
  %s = arith.addi %m, %c1 : index
  %r = tensor.extract_slice %a[0, 0] [64, 128] [%s, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
func.func @insert_off_by_one(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>) -> tensor<128x128xi32> {
  %t = tensor.insert_slice %b into %a[63, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
// The identity where the slice is within %a, UB where it is not.
func.func @out_of_bounds_in_target(%a: tensor<128x128xi32>, %i: index) -> tensor<128x128xi32> {
  %s = tensor.extract_slice %a[%i, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  %t = tensor.insert_slice %s into %a[%i, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
func.func @stride_from_argument(%a: tensor<128x128xi32>, %s: index) -> tensor<64x128xi32> {
  %r = tensor.extract_slice %a[0, 0] [64, 128] [%s, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
func.func @slice_hoisted(%a: tensor<128x128xi32>, %i: index) -> tensor<64x128xi32> {
  %c64 = arith.constant 64 : index
  %ok = arith.cmpi ule, %i, %c64 : index
  %s = tensor.extract_slice %a[%i, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  %z = arith.constant dense<0> : tensor<64x128xi32>
  %r = arith.select %ok, %s, %z : tensor<64x128xi32>
  return %r : tensor<64x128xi32>
}
// The combined stride is %s * 2, not %s.
func.func @dynamic_stride_dropped(%a: tensor<128x128xi32>, %i: index, %j: index, %k: index, %s: index) -> tensor<32x64xi32> {
  %ks = arith.muli %k, %s : index
  %o = arith.addi %i, %ks : index
  %y = tensor.extract_slice %a[%o, %j] [32, 64] [%s, 1] : tensor<128x128xi32> to tensor<32x64xi32>
  return %y : tensor<32x64xi32>
}
func.func @insert_wrong_place(%a: tensor<128x128xi32>, %b: tensor<64x128xi32>, %i: index) -> tensor<128x128xi32> {
  %c1 = arith.constant 1 : index
  %i1 = arith.subi %i, %c1 : index
  %t = tensor.insert_slice %b into %a[%i1, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
