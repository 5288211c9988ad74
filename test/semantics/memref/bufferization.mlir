// bufferization ops between tensors and buffers, and linalg ops on memrefs.
// to_tensor snapshots a buffer (without `writable`, writing the buffer
// afterwards is UB: the tensor would change); to_buffer gives a buffer holding a tensor
// (read-only with read_only: a store to it is UB), or for a tensor that
// to_tensor made, that buffer itself; clone makes a new buffer freeable by
// memref.dealloc, after which writing either is UB; alloc_tensor is a
// tensor of poison; materialize_in_destination stores a tensor into a
// buffer. A linalg op on memrefs loads and stores its operands' elements at
// each point of its loop nest, in order. Proved: a to_tensor/to_buffer
// round trip folded, a clone replaced by a copy, a linalg.add on memrefs
// against its loops, a linalg.fill against stores, in-place elementwise
// (ins = outs). Caught: a write through a read-only buffer, a write after a
// clone, a snapshot taken after the write it should precede, a linalg.sub
// lowered as an add, and a matmul whose loops skip the last column.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @round_trip: valid{{$}}
// CHECK-DAG: @clone_as_copy: valid{{$}}
// CHECK-DAG: @add_loops: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @fill: valid{{$}}
// CHECK-DAG: @in_place: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @alloc_tensor_poison: valid{{$}}
// CHECK-DAG: @materialize: valid{{$}}
// CHECK-DAG: @write_read_only: invalid: the target has undefined behaviour (store to a buffer that may not be written (a constant global, a read_only bufferization.to_buffer, a buffer bufferization.to_tensor made a tensor of, or one bufferization.clone copied)) where the source has none
// CHECK-DAG: @write_after_clone: invalid: the target has undefined behaviour (store to a buffer that may not be written
// CHECK-DAG: @late_snapshot: invalid: target result #0
// CHECK-DAG: @sub_as_add: invalid: memory of %arg2 differs at
// CHECK-DAG: @matmul_short: invalid: memory of %arg2 differs at [{{[0-9]}}, 3]
// CHECK: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @round_trip(%m: memref<4xi32>, %i: index) -> i32 {
  %t = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  %b = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  %x = memref.load %b[%i] : memref<4xi32>
  return %x : i32
}
func.func @clone_as_copy(%m: memref<3xi8>) -> memref<3xi8> {
  %c = bufferization.clone %m : memref<3xi8> to memref<3xi8>
  return %c : memref<3xi8>
}
func.func @add_loops(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @fill(%m: memref<2x2xi16>, %v: i16) {
  linalg.fill ins(%v : i16) outs(%m : memref<2x2xi16>)
  return
}
func.func @in_place(%a: memref<4xi32>, %b: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%a : memref<4xi32>)
  return
}
func.func @alloc_tensor_poison() -> tensor<2xi32> {
  %t = bufferization.alloc_tensor() : tensor<2xi32>
  return %t : tensor<2xi32>
}
func.func @materialize(%t: tensor<2xi32>, %m: memref<2xi32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<2xi32>, memref<2xi32>) -> ()
  return
}
func.func @write_read_only(%t: tensor<4xi32>, %v: i32) -> i32 {
  %b = bufferization.to_buffer %t read_only : tensor<4xi32> to memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %b[%c0] : memref<4xi32>
  return %x : i32
}
func.func @write_after_clone(%m: memref<3xi8>, %v: i8) -> memref<3xi8> {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<3xi8>
  %c = bufferization.clone %m : memref<3xi8> to memref<3xi8>
  return %c : memref<3xi8>
}
func.func @late_snapshot(%m: memref<2xi32>, %v: i32) -> tensor<2xi32> {
  %t = bufferization.to_tensor %m restrict writable : memref<2xi32> to tensor<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  return %t : tensor<2xi32>
}
func.func @sub_as_add(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.sub ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @matmul_short(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  return
}

//--- tgt.mlir
func.func @round_trip(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @clone_as_copy(%m: memref<3xi8>) -> memref<3xi8> {
  %c = memref.alloc() : memref<3xi8>
  memref.copy %m, %c : memref<3xi8> to memref<3xi8>
  return %c : memref<3xi8>
}
func.func @add_loops(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %x = memref.load %a[%i] : memref<4xi32>
    %y = memref.load %b[%i] : memref<4xi32>
    %s = arith.addi %x, %y : i32
    memref.store %s, %c[%i] : memref<4xi32>
  }
  return
}
func.func @fill(%m: memref<2x2xi16>, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1, %c1] : memref<2x2xi16>
  memref.store %v, %m[%c0, %c1] : memref<2x2xi16>
  memref.store %v, %m[%c1, %c0] : memref<2x2xi16>
  memref.store %v, %m[%c0, %c0] : memref<2x2xi16>
  return
}
func.func @in_place(%a: memref<4xi32>, %b: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xi32>
    %y = affine.load %b[%i] : memref<4xi32>
    %s = arith.addi %x, %y : i32
    affine.store %s, %a[%i] : memref<4xi32>
  }
  return
}
func.func @alloc_tensor_poison() -> tensor<2xi32> {
  %c = arith.constant dense<[3, 4]> : tensor<2xi32>
  return %c : tensor<2xi32>
}
func.func @materialize(%t: tensor<2xi32>, %m: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %t[%c0] : tensor<2xi32>
  %y = tensor.extract %t[%c1] : tensor<2xi32>
  memref.store %y, %m[%c1] : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  return
}
func.func @write_read_only(%t: tensor<4xi32>, %v: i32) -> i32 {
  %b = bufferization.to_buffer %t read_only : tensor<4xi32> to memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %b[%c0] : memref<4xi32>
  %x = tensor.extract %t[%c0] : tensor<4xi32>
  return %x : i32
}
func.func @write_after_clone(%m: memref<3xi8>, %v: i8) -> memref<3xi8> {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<3xi8> to memref<3xi8>
  memref.store %v, %m[%c0] : memref<3xi8>
  return %c : memref<3xi8>
}
func.func @late_snapshot(%m: memref<2xi32>, %v: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  %t = bufferization.to_tensor %m restrict writable : memref<2xi32> to tensor<2xi32>
  return %t : tensor<2xi32>
}
func.func @sub_as_add(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @matmul_short(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      scf.for %k = %c0 to %c4 step %c1 {
        %x = memref.load %a[%i, %k] : memref<4x4xi32>
        %y = memref.load %b[%k, %j] : memref<4x4xi32>
        %z = memref.load %c[%i, %j] : memref<4x4xi32>
        %p = arith.muli %x, %y : i32
        %s = arith.addi %z, %p : i32
        memref.store %s, %c[%i, %j] : memref<4x4xi32>
      }
    }
  }
  return
}
