// memref.transpose: a view whose dimension i is the source's dimension
// permutation(i), with its size and stride. A load through the transposed
// view is the source's element at the swapped indices; a mutant that does
// not swap them is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @through_transpose: valid{{$}}
// CHECK-DAG: @indices_not_swapped: invalid: target result #0 is
// CHECK: summary: 1 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @through_transpose(%m: memref<2x3xi32>, %i: index, %j: index) -> i32 {
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %x = memref.load %t[%j, %i] : memref<3x2xi32, strided<[1, 3]>>
  return %x : i32
}
func.func @indices_not_swapped(%m: memref<3x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<3x3xi32> to memref<3x3xi32, strided<[1, 3]>>
  %x = memref.load %t[%c0, %c1] : memref<3x3xi32, strided<[1, 3]>>
  return %x : i32
}

//--- tgt.mlir
func.func @through_transpose(%m: memref<2x3xi32>, %i: index, %j: index) -> i32 {
  %x = memref.load %m[%i, %j] : memref<2x3xi32>
  return %x : i32
}
func.func @indices_not_swapped(%m: memref<3x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0, %c1] : memref<3x3xi32>
  return %x : i32
}
