// Calls and memory. A call to a function the module defines is inlined,
// and its loads and stores are the caller's (an alloca it makes ends when
// it returns). A call to an external function with a memref argument or
// result may read and write what it reaches and returns a fresh buffer
// (see test/semantics/func/memory-calls.mlir): an unused value added
// after it changes nothing.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @put: valid (unchanged){{$}}
// CHECK-DAG: @inlined_store: valid{{$}}
// CHECK-DAG: @inlined_wrong_store: invalid: memory of %arg0 differs at [1]
// CHECK-DAG: @external_with_memref: valid{{$}}
// CHECK-DAG: @external_returning_memref: valid{{$}}
// CHECK: summary: 6 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func private @ext(memref<4xi32>)
func.func private @make() -> memref<4xi32>
func.func private @put(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  return
}
func.func @inlined_store(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  call @put(%m, %c1, %v) : (memref<4xi32>, index, i32) -> ()
  return
}
func.func @inlined_wrong_store(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  call @put(%m, %c1, %v) : (memref<4xi32>, index, i32) -> ()
  return
}
func.func @external_with_memref(%m: memref<4xi32>) {
  call @ext(%m) : (memref<4xi32>) -> ()
  return
}
func.func @external_returning_memref() -> i32 {
  %m = call @make() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}

//--- tgt.mlir
func.func private @ext(memref<4xi32>)
func.func private @make() -> memref<4xi32>
func.func private @put(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  return
}
func.func @inlined_store(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
func.func @inlined_wrong_store(%m: memref<4xi32>, %v: i32) {
  %c2 = arith.constant 2 : index
  call @put(%m, %c2, %v) : (memref<4xi32>, index, i32) -> ()
  return
}
func.func @external_with_memref(%m: memref<4xi32>) {
  call @ext(%m) : (memref<4xi32>) -> ()
  %c = arith.constant 0 : i32
  return
}
func.func @external_returning_memref() -> i32 {
  %m = call @make() : () -> memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  %y = arith.addi %x, %x : i32
  return %x : i32
}
