// Rewrites that were once answered "valid" wrongly (found by writing the
// memory pass tests); each target below is NOT a refinement of its source.
//
// 1. @parallel_race, @parallel_order, @forall_race: scf.parallel /
//    scf.forall bodies that write memory. SCFOps.td: "the iteration space
//    can be iterated in any order, and the loop body can be executed in
//    parallel. If there are data races, the behavior is undefined." Two
//    iterations touching one element, one writing, are UB (scf.rs).
// 2. @returned_alias: the source returns two distinct new buffers, the
//    target one buffer twice; a caller writing through one result sees it
//    through the other (refinement.rs compares which results share a
//    buffer).
// 3. @wrapped_subview: a subview of memref<4xi32> with size 2^33 + 1 and
//    stride 2^33: out of bounds, UB ("performing an out-of-bounds subview
//    at runtime is undefined behavior"), once checked without wrapping.
// 4. @missing_copy_argument, @write_after_to_tensor: one-shot-bufferize's
//    output without the copy that protects a tensor still in use (the
//    read-after-write conflict One-Shot Bufferize exists to avoid). Every
//    to_buffer of one tensor is one buffer ("the future buffer of a
//    tensor"), and a buffer to_tensor made a tensor of may not be written
//    afterwards (bufferization.rs).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @parallel_race: invalid: the target has undefined behaviour (a data race between iterations of 'scf.parallel') where the source has none
// CHECK-DAG: @parallel_order: invalid: the target has undefined behaviour (a data race between iterations of 'scf.parallel') where the source has none
// CHECK-DAG: @forall_race: invalid: the target has undefined behaviour (a data race between iterations of 'scf.forall') where the source has none
// CHECK-DAG: @returned_alias: invalid: target result #1
// CHECK-DAG: @wrapped_subview: invalid: the target has undefined behaviour (a subview out of bounds of its source) where the source has none
// CHECK-DAG: @missing_copy_argument: invalid: target result #0 is
// CHECK-DAG: @write_after_to_tensor: invalid: the target has undefined behaviour (store to a buffer that may not be written
// CHECK: summary: 0 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @parallel_race(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    memref.store %i, %m[%c0] : memref<2xindex>
  }
  return
}
func.func @parallel_order(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %x = memref.load %m[%c0] : memref<2xindex>
    %y = arith.addi %x, %i : index
    memref.store %y, %m[%c1] : memref<2xindex>
  }
  return
}
func.func @forall_race(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %c1, %m[%c0] : memref<2xindex>
  return
}
func.func @returned_alias(%v: i32) -> (memref<1xi32>, memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi32>
  %b = memref.alloc() : memref<1xi32>
  memref.store %v, %a[%c0] : memref<1xi32>
  memref.store %v, %b[%c0] : memref<1xi32>
  return %a, %b : memref<1xi32>, memref<1xi32>
}
func.func @wrapped_subview(%m: memref<4xi32>, %n: index, %s: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %big = arith.constant 8589934592 : index
  %c1 = arith.constant 1 : index
  %big1 = arith.addi %big, %c1 : index
  %e1 = arith.cmpi eq, %n, %big1 : index
  %e2 = arith.cmpi eq, %s, %big : index
  %e = arith.andi %e1, %e2 : i1
  scf.if %e {
  }
  return %c0 : i32
}
func.func @missing_copy_argument(%a: tensor<4xi32>, %v: i32) -> (i32, tensor<4xi32>) {
  %c3 = arith.constant 3 : index
  %t = tensor.insert %v into %a[%c3] : tensor<4xi32>
  %x = tensor.extract %a[%c3] : tensor<4xi32>
  return %x, %t : i32, tensor<4xi32>
}
func.func @write_after_to_tensor(%a: tensor<2xi32>, %v: i32, %w: i32) -> (tensor<2xi32>, tensor<2xi32>) {
  %c0 = arith.constant 0 : index
  %t = tensor.insert %v into %a[%c0] : tensor<2xi32>
  %u = tensor.insert %w into %t[%c0] : tensor<2xi32>
  return %t, %u : tensor<2xi32>, tensor<2xi32>
}

//--- tgt.mlir
// Both iterations store to m[0] at once (a race); in the order 1, 0, m[0] = 0.
func.func @parallel_race(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    memref.store %i, %m[%c0] : memref<2xindex>
  }
  return
}
// Both iterations write m[1] (a race); in the order 1, 0, m[1] = m[0].
func.func @parallel_order(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %x = memref.load %m[%c0] : memref<2xindex>
    %y = arith.addi %x, %i : index
    memref.store %y, %m[%c1] : memref<2xindex>
  }
  return
}
// Two threads store 0 and 1 to m[0]: either may be last.
func.func @forall_race(%m: memref<2xindex>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (2) {
    memref.store %i, %m[%c0] : memref<2xindex>
  }
  return
}
// One buffer returned twice.
func.func @returned_alias(%v: i32) -> (memref<1xi32>, memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi32>
  memref.store %v, %a[%c0] : memref<1xi32>
  return %a, %a : memref<1xi32>, memref<1xi32>
}
// An out-of-bounds subview when n = 2^33 + 1 and s = 2^33.
func.func @wrapped_subview(%m: memref<4xi32>, %n: index, %s: index) -> i32 {
  %c0 = arith.constant 0 : i32
  %big = arith.constant 8589934592 : index
  %c1 = arith.constant 1 : index
  %big1 = arith.addi %big, %c1 : index
  %e1 = arith.cmpi eq, %n, %big1 : index
  %e2 = arith.cmpi eq, %s, %big : index
  %e = arith.andi %e1, %e2 : i1
  scf.if %e {
    %v = memref.subview %m[0] [%n] [%s] : memref<4xi32> to memref<?xi32, strided<[?]>>
  }
  return %c0 : i32
}
// one-shot-bufferize output without the alloc + copy: the insert writes the
// buffer of %a, which the extract then reads (it should read the old a[3]).
func.func @missing_copy_argument(%arg0: tensor<4xi32>, %arg1: i32) -> (i32, tensor<4xi32>) {
  %0 = bufferization.to_buffer %arg0 : tensor<4xi32> to memref<4xi32, strided<[?], offset: ?>>
  %c3 = arith.constant 3 : index
  memref.store %arg1, %0[%c3] : memref<4xi32, strided<[?], offset: ?>>
  %1 = bufferization.to_tensor %0 : memref<4xi32, strided<[?], offset: ?>> to tensor<4xi32>
  %2 = bufferization.to_buffer %arg0 : tensor<4xi32> to memref<4xi32, strided<[?], offset: ?>>
  %x = memref.load %2[%c3] : memref<4xi32, strided<[?], offset: ?>>
  return %x, %1 : i32, tensor<4xi32>
}
// one-shot-bufferize output without the second alloc + copy: the second
// insert overwrites the buffer that the first result is a tensor of.
func.func @write_after_to_tensor(%arg0: tensor<2xi32>, %arg1: i32, %arg2: i32) -> (tensor<2xi32>, tensor<2xi32>) {
  %0 = bufferization.to_buffer %arg0 : tensor<2xi32> to memref<2xi32, strided<[?], offset: ?>>
  %c0 = arith.constant 0 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<2xi32>
  memref.copy %0, %alloc : memref<2xi32, strided<[?], offset: ?>> to memref<2xi32>
  memref.store %arg1, %alloc[%c0] : memref<2xi32>
  %1 = bufferization.to_tensor %alloc : memref<2xi32> to tensor<2xi32>
  memref.store %arg2, %alloc[%c0] : memref<2xi32>
  %2 = bufferization.to_tensor %alloc : memref<2xi32> to tensor<2xi32>
  return %1, %2 : tensor<2xi32>, tensor<2xi32>
}
