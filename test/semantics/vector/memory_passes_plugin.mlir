// Upstream MLIR 22 passes on the vector memory ops, checked through the
// plugin (semantics: src/semantics/vector_memory.rs, vector_gather.rs).
//
// - test-vector-emulate-masked-load-store: maskedload/maskedstore become a
//   scf.if per lane around memref.load/store. Valid (a poison mask bit is UB
//   in the source, the encoder's choice: the emulation branches on it).
// - test-vector-gather-lowering: a gather becomes a scf.if per lane around a
//   1-element vector.load, i32 indices `arith.index_cast` (sign-extended, the
//   encoder's reading of gather). Valid.
// - canonicalize: a maskedload with an all-set mask becomes vector.load
//   (out-of-bounds lanes go from UB to poison: a refinement), a maskedstore
//   with an all-clear mask is erased. Valid.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-emulate-masked-load-store)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMU --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-gather-lowering)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=GATHER --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=warning:

// EMU-DAG: @maskedload is valid{{$}}
// EMU-DAG: @maskedstore is valid{{$}}
// EMU-DAG: @load_const_mask is valid{{$}}
// EMU-DAG: @store_none is valid{{$}}

// GATHER-DAG: @gather is valid{{$}}
// GATHER-DAG: @gather_i32 is valid{{$}}

// CANON-DAG: @load_const_mask is valid{{$}}
// CANON-DAG: @store_none is valid{{$}}

func.func @maskedload(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @maskedstore(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %v: vector<4xi8>) {
  vector.maskedstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @gather(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %v = vector.gather %m[%c1][%idx], %mask, %p : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @gather_i32(%m: memref<8xi8>, %idx: vector<4xi32>, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %v = vector.gather %m[%c1][%idx], %mask, %p : memref<8xi8>, vector<4xi32>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @load_const_mask(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %mask = vector.constant_mask [4] : vector<4xi1>
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @store_none(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %mask = vector.constant_mask [0] : vector<4xi1>
  vector.maskedstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @load2d(%m: memref<4x8xi8>, %i: index, %j: index) -> vector<2x4xi8> {
  %v = vector.load %m[%i, %j] : memref<4x8xi8>, vector<2x4xi8>
  return %v : vector<2x4xi8>
}
