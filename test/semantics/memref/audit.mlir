// The remaining UB rules of MemRefOps.td and BufferizationOps.td, each as a
// pair (see test/semantics/ub-audit.md): memref.dim of a dimension the
// memref does not have is UB ("If the dimension index is out of bounds the
// behavior is undefined"); collapsing non-contiguous dimensions is UB;
// assume_alignment changes nothing (alignment is not modelled, the result
// is the operand); a wrong bufferization.alloc_tensor result is caught; and
// memref.distinct_objects and alloc_tensor's size_hint are not modelled:
// unsupported, named (memref.realloc is modelled: realloc.mlir).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @dim_in_range: valid{{$}}
// CHECK-DAG: @dim_out_of_range: invalid: the target has undefined behaviour (a dimension index out of bounds or poison) where the source has none
// CHECK-DAG: @collapse_contiguous: valid{{$}}
// CHECK-DAG: @collapse_non_contiguous: invalid: the target has undefined behaviour (collapsing dimensions that are not contiguous) where the source has none
// CHECK-DAG: @assume_alignment_dropped: valid{{$}}
// CHECK-DAG: @assume_alignment_wrong_load: invalid: target result #0 is
// CHECK-DAG: @alloc_tensor_copy: valid{{$}}
// CHECK-DAG: @alloc_tensor_wrong_copy: invalid: target result #0
// CHECK-DAG: @distinct_objects_unsupported: unsupported: target: op 'memref.distinct_objects' is not modelled
// CHECK: summary: 4 valid, 4 invalid, 1 unsupported, 0 inconclusive

//--- src.mlir
func.func @dim_in_range(%m: memref<?x4xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x4xi8>
  return %d : index
}
func.func @dim_out_of_range(%m: memref<?x4xi8>, %k: index) -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @collapse_contiguous(%m: memref<2x3xi8>, %i: index) -> i8 {
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %x = memref.load %f[%i] : memref<6xi8>
  return %x : i8
}
func.func @collapse_non_contiguous(%m: memref<2x3xi8, strided<[?, 1]>>) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @assume_alignment_dropped(%m: memref<4xi32>, %i: index) -> i32 {
  %a = memref.assume_alignment %m, 16 : memref<4xi32>
  %x = memref.load %a[%i] : memref<4xi32>
  return %x : i32
}
func.func @assume_alignment_wrong_load(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.assume_alignment %m, 16 : memref<4xi32>
  %x = memref.load %a[%c1] : memref<4xi32>
  return %x : i32
}
func.func @alloc_tensor_copy(%t: tensor<2xi32>) -> tensor<2xi32> {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<2xi32>
  return %a : tensor<2xi32>
}
func.func @alloc_tensor_wrong_copy(%t: tensor<2xi32>, %u: tensor<2xi32>) -> tensor<2xi32> {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<2xi32>
  return %a : tensor<2xi32>
}
func.func @distinct_objects_unsupported(%a: memref<4xi32>, %b: memref<4xi32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}

//--- tgt.mlir
func.func @dim_in_range(%m: memref<?x4xi8>) -> index {
  %c0 = arith.constant 0 : index
  %f = memref.collapse_shape %m [[0, 1]] : memref<?x4xi8> into memref<?xi8>
  %n = memref.dim %f, %c0 : memref<?xi8>
  %c4 = arith.constant 4 : index
  %d = arith.divui %n, %c4 : index
  return %d : index
}
func.func @dim_out_of_range(%m: memref<?x4xi8>, %k: index) -> index {
  %c3 = arith.constant 3 : index
  %k3 = arith.addi %k, %c3 : index
  %d = memref.dim %m, %k3 : memref<?x4xi8>
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @collapse_contiguous(%m: memref<2x3xi8>, %i: index) -> i8 {
  %c3 = arith.constant 3 : index
  %r = arith.divui %i, %c3 : index
  %c = arith.remui %i, %c3 : index
  %x = memref.load %m[%r, %c] : memref<2x3xi8>
  return %x : i8
}
func.func @collapse_non_contiguous(%m: memref<2x3xi8, strided<[?, 1]>>) -> i8 {
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xi8, strided<[?, 1]>> into memref<6xi8, strided<[1]>>
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @assume_alignment_dropped(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @assume_alignment_wrong_load(%m: memref<4xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %a = memref.assume_alignment %m, 16 : memref<4xi32>
  %x = memref.load %a[%c2] : memref<4xi32>
  return %x : i32
}
func.func @alloc_tensor_copy(%t: tensor<2xi32>) -> tensor<2xi32> {
  return %t : tensor<2xi32>
}
func.func @alloc_tensor_wrong_copy(%t: tensor<2xi32>, %u: tensor<2xi32>) -> tensor<2xi32> {
  %a = bufferization.alloc_tensor() copy(%u) : tensor<2xi32>
  return %a : tensor<2xi32>
}
func.func @distinct_objects_unsupported(%a: memref<4xi32>, %b: memref<4xi32>) -> i32 {
  %x, %y = memref.distinct_objects %a, %b : memref<4xi32>, memref<4xi32>
  %c = arith.constant 0 : i32
  return %c : i32
}
