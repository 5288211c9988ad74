// vector.load / vector.store (VectorOps.td): "The 'base' memref and indices
// determine the start memory address from which to read ... The elements
// along each dimension of the slice are strided by the memref strides ...
// elements read along the first dimension of the slice are contiguous in
// memory." On a contiguous view (row-major strides), a lane past the
// innermost size is the next row's element, so folding a collapse_shape
// into the load with delinearized indices (fold-memref-alias-ops) keeps
// every lane; on a strided subview whose rows are not contiguous such a
// lane is out of bounds (poison for a load). A lane is in bounds only when
// every start index is within its dimension (the encoder's reading).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: mlir-opt -fold-memref-alias-ops %t/src.mlir -o %t/folded.mlir
// RUN: %mlir-refine %t/src.mlir %t/folded.mlir | FileCheck %s --check-prefix=FOLD

// CHECK-DAG: @load_rows: valid{{$}}
// CHECK-DAG: @store_rows: valid{{$}}
// CHECK-DAG: @load_rows_wrong_basis: invalid: target result #0 is
// CHECK-DAG: @store_rows_one_row_down: invalid:
// CHECK-DAG: @subview_row_end: valid{{$}}
// CHECK-DAG: @subview_row_end_reversed: invalid: target result #0 is
// CHECK: summary: 3 valid, 3 invalid, 0 unsupported, 0 inconclusive

// FOLD: @load_rows: valid
// FOLD: @store_rows: valid
// FOLD: @load_rows_wrong_basis: valid
// FOLD: @store_rows_one_row_down: valid

//--- src.mlir
func.func @load_rows(%m: memref<4x8xi32>, %i: index) -> vector<8xi32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xi32> into memref<32xi32>
  %1 = vector.load %0[%i] : memref<32xi32>, vector<8xi32>
  return %1 : vector<8xi32>
}
func.func @store_rows(%m: memref<4x8xi32>, %i: index, %v: vector<8xi32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xi32> into memref<32xi32>
  vector.store %v, %0[%i] : memref<32xi32>, vector<8xi32>
  return
}
func.func @load_rows_wrong_basis(%m: memref<4x8xi32>, %i: index) -> vector<8xi32> {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xi32> into memref<32xi32>
  %1 = vector.load %0[%i] : memref<32xi32>, vector<8xi32>
  return %1 : vector<8xi32>
}
func.func @store_rows_one_row_down(%m: memref<4x8xi32>, %i: index, %v: vector<8xi32>) {
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x8xi32> into memref<32xi32>
  vector.store %v, %0[%i] : memref<32xi32>, vector<8xi32>
  return
}
func.func @subview_row_end(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xi32> to memref<4x4xi32, strided<[8, 1]>>
  %c2 = arith.constant 2 : index
  %1 = vector.load %s[%i, %c2] : memref<4x4xi32, strided<[8, 1]>>, vector<4xi32>
  return %1 : vector<4xi32>
}
func.func @subview_row_end_reversed(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %1 = vector.load %m[%i, %c2] : memref<4x8xi32>, vector<4xi32>
  return %1 : vector<4xi32>
}

//--- tgt.mlir
func.func @load_rows(%m: memref<4x8xi32>, %i: index) -> vector<8xi32> {
  %0:2 = affine.delinearize_index %i into (4, 8) : index, index
  %1 = vector.load %m[%0#0, %0#1] : memref<4x8xi32>, vector<8xi32>
  return %1 : vector<8xi32>
}
func.func @store_rows(%m: memref<4x8xi32>, %i: index, %v: vector<8xi32>) {
  %0:2 = affine.delinearize_index %i into (4, 8) : index, index
  vector.store %v, %m[%0#0, %0#1] : memref<4x8xi32>, vector<8xi32>
  return
}
func.func @load_rows_wrong_basis(%m: memref<4x8xi32>, %i: index) -> vector<8xi32> {
  %0:2 = affine.delinearize_index %i into (8, 4) : index, index
  %1 = vector.load %m[%0#0, %0#1] : memref<4x8xi32>, vector<8xi32>
  return %1 : vector<8xi32>
}
func.func @store_rows_one_row_down(%m: memref<4x8xi32>, %i: index, %v: vector<8xi32>) {
  %0:2 = affine.delinearize_index %i into (4, 8) : index, index
  %c1 = arith.constant 1 : index
  %r = arith.addi %0#0, %c1 : index
  vector.store %v, %m[%r, %0#1] : memref<4x8xi32>, vector<8xi32>
  return
}
func.func @subview_row_end(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %1 = vector.load %m[%i, %c2] : memref<4x8xi32>, vector<4xi32>
  return %1 : vector<4xi32>
}
func.func @subview_row_end_reversed(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %s = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xi32> to memref<4x4xi32, strided<[8, 1]>>
  %c2 = arith.constant 2 : index
  %1 = vector.load %s[%i, %c2] : memref<4x4xi32, strided<[8, 1]>>, vector<4xi32>
  return %1 : vector<4xi32>
}
