// The vector ops that access memory state undefined behaviour in VectorOps.td:
// gather, scatter, expandload, compressstore: "If a mask bit is set and the
// corresponding index is out-of-bounds for the given base, the behavior is
// undefined" (and the same alignment rule). The `alignment` attribute of
// vector.load ("Violating this requirement triggers immediate undefined
// behavior") is not modelled (memory has no byte addresses). Memory is modelled (memref,
// src/semantics/memory), but these ops are not yet: each makes its
// function `unsupported`, named, never `valid` (DESIGN.md §3). Each target differs from its source by a dead
// constant, so no pair is valid by reflexivity.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @gather: unsupported: source: op 'vector.gather' is not modelled
// CHECK-DAG: @scatter: unsupported: source: op 'vector.scatter' is not modelled
// CHECK-DAG: @expandload: unsupported: source: op 'vector.expandload' is not modelled
// CHECK-DAG: @compressstore: unsupported: source: op 'vector.compressstore' is not modelled
// CHECK-DAG: @load_aligned: unsupported: source: 'vector.load' with an alignment
// CHECK: summary: 0 valid, 0 invalid, 5 unsupported, 0 inconclusive

//--- src.mlir
func.func @gather(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.gather %m[%c0][%idx], %mask, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @scatter(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8>
  return
}
func.func @expandload(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %v = vector.expandload %m[%i], %mask, %pass : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @compressstore(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %v: vector<4xi8>) {
  vector.compressstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @load_aligned(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] {alignment = 4 : i64} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}

//--- tgt.mlir
func.func @load_aligned(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.load %m[%i] {alignment = 4 : i64} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @gather(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %c0 = arith.constant 0 : index
  %v = vector.gather %m[%c0][%idx], %mask, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @scatter(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %unused = arith.constant 0 : i8
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8>
  return
}
func.func @expandload(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.expandload %m[%i], %mask, %pass : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @compressstore(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %unused = arith.constant 0 : i8
  vector.compressstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
