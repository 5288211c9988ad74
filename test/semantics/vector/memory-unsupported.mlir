// What the vector memory ops (VectorOps.td) state that the encoder does not
// model, each making its function `unsupported`, named, never `valid`
// (ARCHITECTURE.md, Semantic rules): the `alignment` attribute ("The operation must access memory
// at an address aligned to this boundary. Violating this requirement triggers
// immediate undefined behavior": memory has no byte addresses), a gather from a
// tensor, an expandload of rank 2 ("Expansion only applies to the innermost
// dimension": which order the lanes take is not spelled out). Each target
// differs from its source by a dead constant, so no pair is valid by
// reflexivity.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @load_aligned: unsupported: source: 'vector.load' with an alignment
// CHECK-DAG: @scatter_aligned: unsupported: source: 'vector.scatter' with an alignment
// CHECK-DAG: @gather_tensor: unsupported: source: 'vector.gather' on a tensor
// CHECK-DAG: @expandload_2d: unsupported: source: 'vector.expandload' of vector<2x2xi8> (rank above 1)
// CHECK: summary: 0 valid, 0 invalid, 4 unsupported, 0 inconclusive

//--- src.mlir
func.func @load_aligned(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] {alignment = 4 : i64} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @scatter_aligned(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%idx], %mask, %v {alignment = 4 : i64} : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8>
  return
}
func.func @gather_tensor(%t: tensor<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.gather %t[%c0][%idx], %mask, %pass : tensor<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @expandload_2d(%m: memref<8x8xi8>, %i: index, %mask: vector<2x2xi1>, %pass: vector<2x2xi8>) -> vector<2x2xi8> {
  %v = vector.expandload %m[%i, %i], %mask, %pass : memref<8x8xi8>, vector<2x2xi1>, vector<2x2xi8> into vector<2x2xi8>
  return %v : vector<2x2xi8>
}

//--- tgt.mlir
func.func @load_aligned(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.load %m[%i] {alignment = 4 : i64} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @scatter_aligned(%m: memref<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %unused = arith.constant 0 : i8
  %c0 = arith.constant 0 : index
  vector.scatter %m[%c0][%idx], %mask, %v {alignment = 4 : i64} : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8>
  return
}
func.func @gather_tensor(%t: tensor<8xi8>, %idx: vector<4xindex>, %mask: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %unused = arith.constant 0 : i8
  %c0 = arith.constant 0 : index
  %v = vector.gather %t[%c0][%idx], %mask, %pass : tensor<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @expandload_2d(%m: memref<8x8xi8>, %i: index, %mask: vector<2x2xi1>, %pass: vector<2x2xi8>) -> vector<2x2xi8> {
  %unused = arith.constant 0 : i8
  %v = vector.expandload %m[%i, %i], %mask, %pass : memref<8x8xi8>, vector<2x2xi1>, vector<2x2xi8> into vector<2x2xi8>
  return %v : vector<2x2xi8>
}
