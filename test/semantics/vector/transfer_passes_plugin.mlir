// Upstream MLIR 22 passes on vector.transfer_read / transfer_write, checked
// through the plugin (semantics: src/semantics/vector_transfer.rs; buffers of
// vectors: memref_vector.rs).
//
// - convert-vector-to-scf: an n-D transfer becomes a loop over its leading
//   dimension (an scf.if per row on `i + k < size`, padding otherwise) around
//   1-D transfers, through a memref<vector<...>> buffer and vector.type_cast;
//   with full-unroll=true, vector.extract/insert per row instead of the
//   buffer; with lower-tensors=true, transfers on tensors too (through
//   bufferization.to_buffer). Valid (a negative start index is UB in the
//   source, the encoder's choice: the pass compares the index signed).
// - lower-vector-mask: vector.mask around a transfer becomes the transfer
//   with the mask as its operand. Valid.
// - test-vector-transfer-flatten-patterns: a contiguous in_bounds 2-D transfer
//   becomes a 1-D one on a memref.collapse_shape. Valid.
// - test-vector-transfer-unrolling-patterns: transfers split into 2x2 ones
//   (with vector.extract_strided_slice / insert_strided_slice). Valid.
// - canonicalize: a read of a tensor just written forwards the vector, a
//   write of what was just read from the same place is dropped, a write
//   overwritten is dropped, and in_bounds is inferred from constant indices.
//   Valid.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-vector-to-scf)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCF --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-vector-to-scf{full-unroll=true})" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNROLL --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-vector-to-scf{lower-tensors=true})" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TENSORS --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-mask)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MASK --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-transfer-flatten-patterns)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAT --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-transfer-unrolling-patterns)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNR --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=warning:

// SCF-DAG: @read_2d is valid{{$}}
// SCF-DAG: @read_perm is valid{{$}}
// SCF-DAG: @read_mask is valid{{$}}
// SCF-DAG: @write_2d is valid{{$}}
// SCF-DAG: @write_mask is valid{{$}}
// SCF-DAG: @write_perm is valid{{$}}

// UNROLL-DAG: @read_2d is valid{{$}}
// UNROLL-DAG: @read_perm is valid{{$}}
// UNROLL-DAG: @read_bcast is valid{{$}}
// UNROLL-DAG: @read_mask is valid{{$}}
// UNROLL-DAG: @write_2d is valid{{$}}
// UNROLL-DAG: @write_mask is valid{{$}}
// UNROLL-DAG: @write_perm is valid{{$}}

// TENSORS-DAG: @tensor_read is valid{{$}}
// TENSORS-DAG: @tensor_write is valid{{$}}

// MASK-DAG: @vmask_read is valid{{$}}
// MASK-DAG: @vmask_write_tensor is valid{{$}}

// FLAT-DAG: @flat_read is valid{{$}}
// FLAT-DAG: @flat_write is valid{{$}}

// UNR-DAG: @read_2d is valid{{$}}
// UNR-DAG: @write_2d is valid{{$}}
// UNR-DAG: @tensor_write is valid{{$}}

// CANON-DAG: @forward is valid{{$}}
// CANON-DAG: @infer_in_bounds is valid{{$}}
// CANON-DAG: @write_of_read is valid{{$}}
// CANON-DAG: @overwritten is valid{{$}}

func.func @read_2d(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<2x4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p : memref<4x8xi8>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @read_perm(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<4x2xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @read_bcast(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8) -> vector<3x4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : memref<4x8xi8>, vector<3x4xi8>
  return %v : vector<3x4xi8>
}
func.func @read_mask(%m: memref<4x8xi8>, %i: index, %j: index, %p: i8, %k: vector<2x4xi1>) -> vector<2x4xi8> {
  %v = vector.transfer_read %m[%i, %j], %p, %k : memref<4x8xi8>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @write_2d(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<2x4xi8>) {
  vector.transfer_write %v, %m[%i, %j] : vector<2x4xi8>, memref<4x8xi8>
  return
}
func.func @write_mask(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<2x4xi8>, %k: vector<2x4xi1>) {
  vector.transfer_write %v, %m[%i, %j], %k : vector<2x4xi8>, memref<4x8xi8>
  return
}
func.func @write_perm(%m: memref<4x8xi8>, %i: index, %j: index, %v: vector<4x2xi8>) {
  vector.transfer_write %v, %m[%i, %j] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xi8>, memref<4x8xi8>
  return
}
func.func @tensor_read(%t: tensor<4x4xi8>, %i: index, %p: i8) -> vector<2x4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %t[%i, %c0], %p : tensor<4x4xi8>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
func.func @tensor_write(%t: tensor<4x4xi8>, %v: vector<2x4xi8>) -> tensor<4x4xi8> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c1, %c0] : vector<2x4xi8>, tensor<4x4xi8>
  return %r : tensor<4x4xi8>
}
func.func @vmask_read(%m: memref<8xi8>, %i: index, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %v = vector.mask %k { vector.transfer_read %m[%i], %p : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_write_tensor(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>, %k: vector<4xi1>) -> tensor<8xi8> {
  %r = vector.mask %k { vector.transfer_write %v, %t[%i] : vector<4xi8>, tensor<8xi8> } : vector<4xi1> -> tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @flat_read(%m: memref<4x8xi8>, %i: index, %p: i8) -> vector<2x8xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%i, %c0], %p {in_bounds = [true, true]} : memref<4x8xi8>, vector<2x8xi8>
  return %v : vector<2x8xi8>
}
func.func @flat_write(%m: memref<4x8xi8>, %i: index, %v: vector<2x8xi8>) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] {in_bounds = [true, true]} : vector<2x8xi8>, memref<4x8xi8>
  return
}
func.func @forward(%t: tensor<4x8xi8>, %i: index, %v: vector<4xi8>, %p: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%i, %c0] {in_bounds = [true]} : vector<4xi8>, tensor<4x8xi8>
  %r = vector.transfer_read %w[%i, %c0], %p {in_bounds = [true]} : tensor<4x8xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @infer_in_bounds(%m: memref<4x8xi8>, %p: i8) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = vector.transfer_read %m[%c1, %c4], %p : memref<4x8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @write_of_read(%t: tensor<4x8xi8>, %i: index, %p: i8) -> tensor<4x8xi8> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_read %t[%i, %c0], %p {in_bounds = [true]} : tensor<4x8xi8>, vector<4xi8>
  %w = vector.transfer_write %r, %t[%i, %c0] {in_bounds = [true]} : vector<4xi8>, tensor<4x8xi8>
  return %w : tensor<4x8xi8>
}
func.func @overwritten(%t: tensor<4x8xi8>, %i: index, %v: vector<4xi8>, %u: vector<4xi8>) -> tensor<4x8xi8> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%i, %c0] {in_bounds = [true]} : vector<4xi8>, tensor<4x8xi8>
  %w2 = vector.transfer_write %u, %w[%i, %c0] {in_bounds = [true]} : vector<4xi8>, tensor<4x8xi8>
  return %w2 : tensor<4x8xi8>
}
