// vector.transfer_read on memrefs (VectorOps.td, TransferReadOp;
// src/semantics/vector_transfer.rs). Element v of the vector is the base
// element at the start indices plus v[j] along the base dimension that
// vector dimension j runs along (the permutation_map); a map result 0 is a
// broadcast. "An SSA value `padding` ... to specify a fallback value in the
// case of out-of-bounds accesses and/or masking"; for a dimension not
// in_bounds, "accesses (including the starting point) may run out-of-bounds
// ... as the index increases", so an element past the end is the padding; an
// in_bounds dimension "is guaranteed to be within the source bounds" (UB
// otherwise). The mask has "a shape that matches how elements are read from
// the MemRef/Tensor, *before* any permutation or broadcasting"; "Elements
// whose corresponding mask element is `0` are masked out and replaced with
// `padding`". Choices (ODS silent): a negative start along a dimension not
// in_bounds, and a lane index that overflows, are UB; a poison start index is
// UB.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @in_bounds_to_load: valid{{$}}
// CHECK-DAG: @tail_is_padding: valid{{$}}
// CHECK-DAG: @permutation_is_transpose: valid{{$}}
// CHECK-DAG: @broadcast_dim: valid{{$}}
// CHECK-DAG: @mask_is_select: valid{{$}}
// CHECK-DAG: @mask_before_permutation: valid{{$}}
// CHECK-DAG: @zero_d: valid{{$}}
// CHECK-DAG: @off_by_one: invalid: target result #0 is
// CHECK-DAG: @wrong_padding: invalid: target result #0 is
// CHECK-DAG: @mask_dropped: invalid: target result #0 is
// CHECK-DAG: @in_bounds_flipped: invalid: the target has undefined behaviour (vector.transfer_read out of bounds along an in_bounds dimension or one the vector does not run along) where the source has none
// CHECK-DAG: @broadcast_wrong_dim: invalid: target result #0 is
// CHECK-DAG: @mask_after_permutation: invalid: target result #0 is
// CHECK: summary: 7 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @in_bounds_to_load(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true]} : memref<4x8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @tail_is_padding(%m: memref<8xi8>, %p: i8) -> vector<4xi8> {
  %c6 = arith.constant 6 : index
  %v = vector.transfer_read %m[%c6], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @permutation_is_transpose(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4x2xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @broadcast_dim(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<3x4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, true]} : memref<4x8xi8>, vector<3x4xi8>
  return %v : vector<3x4xi8>
}
func.func @mask_is_select(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %m[%c2], %p, %k : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @mask_before_permutation(%m: memref<4x8xi8>, %p: i8, %k: vector<2x3xi1>) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<3x2xi8>
  return %v : vector<3x2xi8>
}
func.func @zero_d(%m: memref<i8>, %p: i8) -> vector<i8> {
  %v = vector.transfer_read %m[], %p : memref<i8>, vector<i8>
  return %v : vector<i8>
}
func.func @off_by_one(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @wrong_padding(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @mask_dropped(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p, %k : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @in_bounds_flipped(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @broadcast_wrong_dim(%m: memref<4x8xi8>, %p: i8) -> vector<3x4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xi8>, vector<3x4xi8>
  return %v : vector<3x4xi8>
}
func.func @mask_after_permutation(%m: memref<4x8xi8>, %p: i8, %k: vector<2x3xi1>) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<3x2xi8>
  return %v : vector<3x2xi8>
}

//--- tgt.mlir
// An in_bounds read is a vector.load (whose out-of-bounds lanes could only be
// poison, never reached: the source has UB there).
func.func @in_bounds_to_load(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4xi8> {
  %v = vector.load %m[%i, %j] : memref<4x8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @tail_is_padding(%m: memref<8xi8>, %p: i8) -> vector<4xi8> {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a = memref.load %m[%c6] : memref<8xi8>
  %b = memref.load %m[%c7] : memref<8xi8>
  %v = vector.from_elements %a, %b, %p, %p : vector<4xi8>
  return %v : vector<4xi8>
}
func.func @permutation_is_transpose(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4x2xi8> {
  %t = vector.transfer_read %m[%i, %j], %p : memref<4x8xi8>, vector<2x4xi8>
  %v = vector.transpose %t, [1, 0] : vector<2x4xi8> to vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @broadcast_dim(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<3x4xi8> {
  %r = vector.load %m[%i, %j] : memref<4x8xi8>, vector<4xi8>
  %v = vector.broadcast %r : vector<4xi8> to vector<3x4xi8>
  return %v : vector<3x4xi8>
}
func.func @mask_is_select(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c2 = arith.constant 2 : index
  %r = vector.load %m[%c2] : memref<8xi8>, vector<4xi8>
  %pv = vector.broadcast %p : i8 to vector<4xi8>
  %v = arith.select %k, %r, %pv : vector<4xi1>, vector<4xi8>
  return %v : vector<4xi8>
}
// The mask is 2x3, in the memref's order; the result 3x2.
func.func @mask_before_permutation(%m: memref<4x8xi8>, %p: i8, %k: vector<2x3xi1>) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %t = vector.transfer_read %m[%c0, %c0], %p, %k : memref<4x8xi8>, vector<2x3xi8>
  %v = vector.transpose %t, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %v : vector<3x2xi8>
}
func.func @zero_d(%m: memref<i8>, %p: i8) -> vector<i8> {
  %a = memref.load %m[] : memref<i8>
  %v = vector.broadcast %a : i8 to vector<i8>
  return %v : vector<i8>
}
func.func @off_by_one(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %v = vector.transfer_read %m[%i1], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @wrong_padding(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %z = arith.constant 0 : i8
  %v = vector.transfer_read %m[%i], %z : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @mask_dropped(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @in_bounds_flipped(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @broadcast_wrong_dim(%m: memref<4x8xi8>, %p: i8) -> vector<3x4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<4x8xi8>, vector<3x4xi8>
  return %v : vector<3x4xi8>
}
// The mask read as if it were in the vector's order (3x2, row-major).
func.func @mask_after_permutation(%m: memref<4x8xi8>, %p: i8, %k: vector<2x3xi1>) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %kt = vector.shape_cast %k : vector<2x3xi1> to vector<3x2xi1>
  %t = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<3x2xi8>
  %pv = vector.broadcast %p : i8 to vector<3x2xi8>
  %v = arith.select %kt, %t, %pv : vector<3x2xi1>, vector<3x2xi8>
  return %v : vector<3x2xi8>
}
