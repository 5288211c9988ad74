// What the transfer ops (VectorOps.td, TransferReadOp / TransferWriteOp) allow
// that the encoder does not model, each making its function `unsupported`,
// named, never `valid` (ARCHITECTURE.md, Semantic rules): a memref in another memory space, a
// base whose elements are vectors ("A memref/tensor operand with vector
// element type, must have its vector element type match a suffix ... of the
// vector": memory holds vectors only in local buffers, see
// src/semantics/memref_vector.rs), and a transfer with a mask of its own
// inside vector.mask. (Maps that are not projected permutations with
// broadcasts are rejected by the verifier.) Each target differs from its
// source by a dead constant, so no pair is valid by reflexivity.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @memory_space: unsupported: argument type memref<8xi8, 1> (memory space 1 : i64 is not modelled) is not modelled
// CHECK-DAG: @vector_elements: unsupported: source: argument %arg0: a buffer of vector<4xi8> (memrefs of vectors are modelled for local buffers only)
// CHECK-DAG: @local_vector_elements: unsupported: source: 'vector.transfer_read' on a memref of vectors (memref<2xvector<4xi8>>) is not modelled
// CHECK-DAG: @mask_inside_mask: unsupported: source: a 'vector.transfer_read' with a mask inside vector.mask
// CHECK: summary: 0 valid, 0 invalid, 4 unsupported, 0 inconclusive

//--- src.mlir
func.func @memory_space(%m: memref<8xi8, 1>, %i: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xi8, 1>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vector_elements(%m: memref<8xvector<4xi8>>, %i: index, %p: vector<4xi8>) -> vector<2x4xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xvector<4xi8>>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @local_vector_elements(%i: index, %p: vector<4xi8>) -> vector<2x4xi8> {
  %m = memref.alloca() : memref<2xvector<4xi8>>
  %v = vector.transfer_read %m[%i], %p : memref<2xvector<4xi8>>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @mask_inside_mask(%m: memref<8xi8>, %i: index, %p: i8, %k: vector<4xi1>, %k2: vector<4xi1>) -> vector<4xi8> {
  %v = vector.mask %k { vector.transfer_read %m[%i], %p, %k2 : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}

//--- tgt.mlir
func.func @memory_space(%m: memref<8xi8, 1>, %i: index, %p: i8) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.transfer_read %m[%i], %p : memref<8xi8, 1>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vector_elements(%m: memref<8xvector<4xi8>>, %i: index, %p: vector<4xi8>) -> vector<2x4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.transfer_read %m[%i], %p : memref<8xvector<4xi8>>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @local_vector_elements(%i: index, %p: vector<4xi8>) -> vector<2x4xi8> {
  %unused = arith.constant 0 : i8
  %m = memref.alloca() : memref<2xvector<4xi8>>
  %v = vector.transfer_read %m[%i], %p : memref<2xvector<4xi8>>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @mask_inside_mask(%m: memref<8xi8>, %i: index, %p: i8, %k: vector<4xi1>, %k2: vector<4xi1>) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.mask %k { vector.transfer_read %m[%i], %p, %k2 : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
