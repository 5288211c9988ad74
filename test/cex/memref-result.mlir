// A returned memref's counterexample names the part of it that differs,
// with both values: an element of its contents (also of a memref too large
// to print), its offset, its strides, which buffer it points into, whether
// that buffer is alive, and which results share a buffer. (Before, the
// headline printed the two views' contents or descriptors, often
// identical.)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @elem: invalid: target result #0 (memref<4xi32>) differs at [2]: target poison, source 0 (0x00000000)
// CHECK-DAG: @large: invalid: target result #0 (memref<10x10xi32>) differs at [3, 7]: target 1 (0x00000001), source 0 (0x00000000)
// CHECK-DAG: @identity: invalid: target result #1 (memref<4xi32>) points into a buffer the function made (the memref.alloc at {{.*}}tgt.mlir:{{[0-9]+}}:{{[0-9]+}}) where the source's points into the caller's buffer %arg0 (the caller sees which buffer a returned memref shares)
// CHECK-DAG: @offset: invalid: target result #0 (memref<4xi32, strided<[1], offset: ?>>) has offset 3 where the source's has 2
// CHECK-DAG: @strides: invalid: target result #0 (memref<4xi32, strided<[?], offset: ?>>) has strides [2] where the source's has [1]
// CHECK-DAG: @freed: invalid: target result #0 (memref<2xi32>) points into a buffer that is no longer alive, where the source's is alive
// CHECK-DAG: @shared: invalid: target result #1 (memref<4xi32>) points into the caller's buffer %arg0 where the source's points into a buffer the function made (the caller writing through it would change its own)
// CHECK: summary: 0 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @elem(%v: i32) -> memref<4xi32> {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c2] : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @large(%v: i32) -> memref<10x10xi32> {
  %m = memref.alloc() : memref<10x10xi32>
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  memref.store %v, %m[%c3, %c7] : memref<10x10xi32>
  return %m : memref<10x10xi32>
}
func.func @identity(%a: memref<4xi32>) -> (i32, memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x, %a : i32, memref<4xi32>
}
func.func @offset(%a: memref<8xi32>) -> memref<4xi32, strided<[1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[%c2] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
  return %s : memref<4xi32, strided<[1], offset: ?>>
}
func.func @strides(%a: memref<8xi32>) -> memref<4xi32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %a[%c0] [4] [%c1] : memref<8xi32> to memref<4xi32, strided<[?], offset: ?>>
  return %s : memref<4xi32, strided<[?], offset: ?>>
}
func.func @freed(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @shared(%a: memref<4xi32>) -> (memref<4xi32>, memref<4xi32>) {
  %m = memref.alloc() : memref<4xi32>
  memref.copy %a, %m : memref<4xi32> to memref<4xi32>
  return %a, %m : memref<4xi32>, memref<4xi32>
}
//--- tgt.mlir
func.func @elem(%v: i32) -> memref<4xi32> {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c3] : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @large(%v: i32) -> memref<10x10xi32> {
  // Too large to print in full: the element that differs is named.
  %m = memref.alloc() : memref<10x10xi32>
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %c1 = arith.constant 1 : i32
  %w = arith.addi %v, %c1 : i32
  memref.store %w, %m[%c3, %c7] : memref<10x10xi32>
  return %m : memref<10x10xi32>
}
func.func @identity(%a: memref<4xi32>) -> (i32, memref<4xi32>) {
  // A copy has the contents, not the identity, of the caller's buffer.
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  %m = memref.alloc() : memref<4xi32>
  memref.copy %a, %m : memref<4xi32> to memref<4xi32>
  return %x, %m : i32, memref<4xi32>
}
func.func @offset(%a: memref<8xi32>) -> memref<4xi32, strided<[1], offset: ?>> {
  %c3 = arith.constant 3 : index
  %s = memref.subview %a[%c3] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
  return %s : memref<4xi32, strided<[1], offset: ?>>
}
func.func @strides(%a: memref<8xi32>) -> memref<4xi32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %a[%c0] [4] [%c2] : memref<8xi32> to memref<4xi32, strided<[?], offset: ?>>
  return %s : memref<4xi32, strided<[?], offset: ?>>
}
func.func @freed(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @shared(%a: memref<4xi32>) -> (memref<4xi32>, memref<4xi32>) {
  return %a, %a : memref<4xi32>, memref<4xi32>
}
