// memref.alloc and memref.alloca make fresh buffers whose elements are
// poison until written (uninitialised memory reads as poison); an alloca
// ends with its scope (the function, memref.alloca_scope). memref.dealloc
// frees a buffer memref.alloc made: freeing one twice, freeing an argument
// or an alloca, and using a buffer after its dealloc are UB. Local buffers
// are invisible to the caller unless returned. Proved: a dead allocation
// removed, a load of uninitialised memory replaced by any value, an alloc
// turned into an alloca (promote-buffers-to-stack), a dealloc moved later.
// Caught: a use after free, a double free, a freed argument, a returned
// buffer whose contents differ, an alloca escaping its scope.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @dead_alloc: valid{{$}}
// CHECK-DAG: @uninitialised_is_poison: valid{{$}}
// CHECK-DAG: @to_stack: valid{{$}}
// CHECK-DAG: @dealloc_later: valid{{$}}
// CHECK-DAG: @returned_buffer: valid{{$}}
// CHECK-DAG: @dynamic_alloc: valid{{$}}
// CHECK-DAG: @use_after_free: invalid: the target has undefined behaviour (load of the memref.alloc at {{.*}} after its memref.dealloc or the end of its scope) where the source has none
// CHECK-DAG: @double_free: invalid: the target has undefined behaviour (dealloc of a buffer that is not alive (a double dealloc)) where the source has none
// CHECK-DAG: @free_argument: invalid: the target has undefined behaviour (dealloc of a buffer memref.alloc did not make (an argument, a global, an alloca or a bufferization buffer)) where the source has none
// CHECK-DAG: @returned_buffer_differs: invalid: target result #0 (memref<2xi32>) differs at [1]: target poison, source 0 (0x00000000)
// CHECK-DAG: @read_before_write: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @alloca_scope_escape: invalid: the target has undefined behaviour (load of the memref.alloca at {{.*}} after its memref.dealloc or the end of its scope) where the source has none
// CHECK-DAG: @negative_size: invalid: the target has undefined behaviour (a negative or poison size) where the source has none
// CHECK: summary: 6 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @dead_alloc(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
func.func @uninitialised_is_poison() -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @to_stack(%v: i32) -> i32 {
  %m = memref.alloc() : memref<2xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  return %x : i32
}
func.func @dealloc_later(%v: i32) -> i32 {
  %m = memref.alloc() : memref<2xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @returned_buffer(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @dynamic_alloc(%n: index, %v: i8) -> i8 {
  %m = memref.alloc(%n) : memref<?xi8>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<?xi8>
  %x = memref.load %m[%c0] : memref<?xi8>
  memref.dealloc %m : memref<?xi8>
  return %x : i8
}
func.func @use_after_free(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @double_free() {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
func.func @free_argument(%m: memref<4xi32>) {
  return
}
func.func @returned_buffer_differs(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @read_before_write(%v: i32) -> i32 {
  %m = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<1xi32>
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}
func.func @alloca_scope_escape(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> (i32) {
    %m = memref.alloca() : memref<1xi32>
    memref.store %v, %m[%c0] : memref<1xi32>
    %x = memref.load %m[%c0] : memref<1xi32>
    memref.alloca_scope.return %x : i32
  }
  return %r : i32
}
func.func @negative_size(%v: i8) -> i8 {
  return %v : i8
}

//--- tgt.mlir
func.func @dead_alloc(%v: i32) -> i32 {
  return %v : i32
}
func.func @uninitialised_is_poison() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @to_stack(%v: i32) -> i32 {
  %m = memref.alloca() : memref<2xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  return %x : i32
}
func.func @dealloc_later(%v: i32) -> i32 {
  %m = memref.alloc() : memref<2xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi32>
  %x = memref.load %m[%c1] : memref<2xi32>
  %y = arith.addi %x, %x : i32
  memref.dealloc %m : memref<2xi32>
  return %y : i32
}
func.func @returned_buffer(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @dynamic_alloc(%n: index, %v: i8) -> i8 {
  return %v : i8
}
func.func @use_after_free(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @double_free() {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
func.func @free_argument(%m: memref<4xi32>) {
  memref.dealloc %m : memref<4xi32>
  return
}
func.func @returned_buffer_differs(%v: i32) -> memref<2xi32> {
  %m = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @read_before_write(%v: i32) -> i32 {
  %m = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<1xi32>
  memref.store %v, %m[%c0] : memref<1xi32>
  return %x : i32
}
func.func @alloca_scope_escape(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca_scope -> (memref<1xi32>) {
    %m = memref.alloca() : memref<1xi32>
    memref.store %v, %m[%c0] : memref<1xi32>
    memref.alloca_scope.return %m : memref<1xi32>
  }
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}
func.func @negative_size(%v: i8) -> i8 {
  %n = arith.constant -1 : index
  %m = memref.alloc(%n) : memref<?xi8>
  return %v : i8
}
