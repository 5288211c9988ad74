// vector.transfer_write on memrefs (VectorOps.td, TransferWriteOp;
// src/semantics/vector_transfer.rs): vector element v goes to the base
// element at the start indices plus v[j] along the base dimension of vector
// dimension j (the permutation_map; "write ops cannot have broadcast
// dimensions"). Along a dimension not in_bounds the elements past the end are
// out of bounds and not written; an in_bounds dimension "is guaranteed to be
// within the source bounds" (UB otherwise). The mask "matches how elements
// are written into the MemRef/Tensor, *after* applying any permutation";
// "Elements whose corresponding mask element is `0` are masked out" (not
// written, and they may be out of bounds).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @in_bounds_to_store: valid{{$}}
// CHECK-DAG: @tail_not_written: valid{{$}}
// CHECK-DAG: @permutation_is_transpose: valid{{$}}
// CHECK-DAG: @mask_is_maskedstore: valid{{$}}
// CHECK-DAG: @masked_off_may_be_out_of_bounds: valid{{$}}
// CHECK-DAG: @zero_d: valid{{$}}
// CHECK-DAG: @drops_a_lane: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK-DAG: @off_by_one: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK-DAG: @tail_written: invalid: the target has undefined behaviour (store out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @in_bounds_flipped: invalid: the target has undefined behaviour (vector.transfer_write out of bounds along an in_bounds dimension or one the vector does not run along) where the source has none
// CHECK-DAG: @mask_dropped: invalid: memory of %arg0 differs at [{{[0-9]+}}, {{[0-9]+}}]: target
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @in_bounds_to_store(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4xi8>) {
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true]} : vector<4xi8>, memref<4x8xi8>
  return
}
func.func @tail_not_written(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  vector.transfer_write %v, %m[%c6] : vector<4xi8>, memref<8xi8>
  return
}
func.func @permutation_is_transpose(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4x2xi8>) {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xi8>, memref<4x8xi8>
  return
}
func.func @mask_is_maskedstore(%m: memref<8xi8>, %v: vector<4xi8>, %k: vector<4xi1>) {
  %c2 = arith.constant 2 : index
  vector.transfer_write %v, %m[%c2], %k {in_bounds = [true]} : vector<4xi8>, memref<8xi8>
  return
}
func.func @masked_off_may_be_out_of_bounds(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %k = vector.constant_mask [2] : vector<4xi1>
  vector.transfer_write %v, %m[%c6], %k {in_bounds = [true]} : vector<4xi8>, memref<8xi8>
  return
}
func.func @zero_d(%m: memref<i8>, %v: vector<i8>) {
  vector.transfer_write %v, %m[] : vector<i8>, memref<i8>
  return
}
func.func @drops_a_lane(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0] : vector<4xi8>, memref<8xi8>
  return
}
func.func @off_by_one(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.transfer_write %v, %m[%i] : vector<4xi8>, memref<8xi8>
  return
}
func.func @tail_written(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  vector.transfer_write %v, %m[%c6] : vector<4xi8>, memref<8xi8>
  return
}
func.func @in_bounds_flipped(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.transfer_write %v, %m[%i] : vector<4xi8>, memref<8xi8>
  return
}
func.func @mask_dropped(%m: memref<4x8xi8>, %v: vector<4x2xi8>, %k: vector<2x4xi1>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0], %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xi8>, memref<4x8xi8>
  return
}

//--- tgt.mlir
func.func @in_bounds_to_store(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4xi8>) {
  vector.store %v, %m[%i, %j] : memref<4x8xi8>, vector<4xi8>
  return
}
func.func @tail_not_written(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %k = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %m[%c6], %k, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @permutation_is_transpose(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4x2xi8>) {
  %t = vector.transpose %v, [1, 0] : vector<4x2xi8> to vector<2x4xi8>
  vector.transfer_write %t, %m[%i, %j] : vector<2x4xi8>, memref<4x8xi8>
  return
}
func.func @mask_is_maskedstore(%m: memref<8xi8>, %v: vector<4xi8>, %k: vector<4xi1>) {
  %c2 = arith.constant 2 : index
  vector.maskedstore %m[%c2], %k, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @masked_off_may_be_out_of_bounds(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  memref.store %a, %m[%c6] : memref<8xi8>
  memref.store %b, %m[%c7] : memref<8xi8>
  return
}
func.func @zero_d(%m: memref<i8>, %v: vector<i8>) {
  %a = vector.extract %v[] : i8 from vector<i8>
  memref.store %a, %m[] : memref<i8>
  return
}
func.func @drops_a_lane(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  %k = vector.constant_mask [3] : vector<4xi1>
  vector.transfer_write %v, %m[%c0], %k : vector<4xi8>, memref<8xi8>
  return
}
func.func @off_by_one(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  vector.transfer_write %v, %m[%i1] : vector<4xi8>, memref<8xi8>
  return
}
func.func @tail_written(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  %c = vector.extract %v[2] : i8 from vector<4xi8>
  memref.store %a, %m[%c6] : memref<8xi8>
  memref.store %b, %m[%c7] : memref<8xi8>
  memref.store %c, %m[%c8] : memref<8xi8>
  return
}
func.func @in_bounds_flipped(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.transfer_write %v, %m[%i] {in_bounds = [true]} : vector<4xi8>, memref<8xi8>
  return
}
func.func @mask_dropped(%m: memref<4x8xi8>, %v: vector<4x2xi8>, %k: vector<2x4xi1>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xi8>, memref<4x8xi8>
  return
}
