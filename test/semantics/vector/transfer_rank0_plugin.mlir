// convert-vector-to-scf{target-rank=0} lowers transfers down to 0-D ones,
// through buffers of 0-D vectors (memref<4xvector<i8>>, vector.type_cast):
// a 0-D vector element is one lane of the buffer (src/semantics/
// memref_vector.rs). Valid. (A transfer inside vector.mask is left out: the
// pass puts its loop inside the vector.mask region, which the verifier
// rejects, so the stage fails; the same with the default target rank on a
// 2-D masked transfer.)
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-vector-to-scf{target-rank=0})" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

// CHECK-DAG: @read_1d is valid{{$}}
// CHECK-DAG: @read_perm is valid{{$}}
// CHECK-DAG: @read_bcast_mask is valid{{$}}
// CHECK-DAG: @write_perm_mask is valid{{$}}

func.func @read_1d(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<4x8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @read_perm(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4x2xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @read_bcast_mask(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8, %k: vector<4xi1>) -> vector<4x3xi8> {
  %v = vector.transfer_read %m[%i, %j], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, 0)>} : memref<4x8xi8>, vector<4x3xi8>
  return %v : vector<4x3xi8>
}
func.func @write_perm_mask(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4x2xi8>, %k: vector<2x4xi1>) {
  vector.transfer_write %v, %m[%i, %j], %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xi8>, memref<4x8xi8>
  return
}
