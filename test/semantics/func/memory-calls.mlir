// External calls that see memory (semantics/opaque.rs): a callee the module
// only declares, given memrefs (or in a module with a mutable global), may
// read and write every element of the views it is given and of every
// mutable global, and returns unknown values. Its results, whether it
// returns, and what it leaves in each element are functions of the call's
// position and of its inputs (scalars, the views' offsets, sizes and
// strides, which arguments share a buffer, and every element it reaches,
// as they are at the call), the same functions on both sides. Its inputs
// are observable: the target's call must see inputs that refine the
// source's (poison allows any value). So a store moved across such a call,
// or a load forwarded across it, is caught; keeping the order validates. A
// buffer not given to the call is not reached. A memref result is a fresh
// buffer the callee allocated.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @order_kept: valid{{$}}
// CHECK-DAG: @other_buffer_store_moved: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @calls_in_loop_unrolled: valid{{$}}
// CHECK-DAG: @fresh_result_folded: valid{{$}}
// CHECK-DAG: @constant_global_kept: valid{{$}}
// CHECK-DAG: @local_buffer_kind_changed: valid{{$}}
// CHECK-DAG: @store_moved_after_call: invalid: the target's call #0 to @fill is not the source's call #0: it sees element [0] of argument #0 = {{.*}} where the source's call sees {{.*}}
// CHECK-DAG: @store_moved_before_call: invalid: the target's call #0 to @fill is not the source's call #0: it sees element [1] of argument #0 = {{.*}} where the source's call sees {{.*}}
// CHECK-DAG: @load_forwarded_across_call: invalid: target result #0 is
// CHECK-DAG: @call_dropped: invalid: the target does not make the source's call #0 to @fill
// CHECK-DAG: @aliasing_changed: invalid: the target's call #0 to @pair is not the source's call #0: it sees the buffer of argument #1 = 0 where the source's call sees 1
// CHECK-DAG: @global_store_moved: invalid: the target's call #0 to @tick is not the source's call #0: it sees element [0] of @counter = {{.*}} where the source's call sees {{.*}}
// CHECK-DAG: @fresh_result_wrong_element: invalid: target result #0 is
// CHECK-DAG: @result_changed: invalid: target result #0 is
// CHECK-DAG: @uninitialised_in_source: inconclusive: a candidate counterexample needs an external call to see poison (uninitialised memory) in the source where the target's call sees a value
// CHECK-DAG: @real_bug_beside_uninitialised: invalid: target result #0 is
// CHECK-DAG: @dynamic_view: unsupported: source: a call to @fill_any with a memref of dynamic sizes (memref<?xi32>)
// CHECK-DAG: @too_many_elements: unsupported: source: a call to @fill_big that reaches 2049 elements of memory (more than 1024 are not compared one by one)
// CHECK: summary: 13 valid, 9 invalid, 2 unsupported, 1 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @store_moved_after_call: the target's call #0 to @fill is not the source's call #0
// DIAG: note: the source's event at this position

//--- src.mlir
func.func private @fill(memref<4xi32>)
func.func private @peek(memref<4xi32>) -> i32
func.func private @pair(memref<2xi32>, memref<2xi32>)
func.func private @make() -> memref<4xi32>
func.func private @fill_any(memref<?xi32>)
func.func private @fill_big(memref<2048xi32>)

func.func @order_kept(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  %x = memref.load %m[%c1] : memref<4xi32>
  %r = arith.addi %x, %v : i32
  return %r : i32
}
func.func @other_buffer_store_moved(%m: memref<4xi32>, %n: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %n[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  return
}
func.func @calls_in_loop_unrolled(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c2 step %c1 {
    %x = arith.index_cast %i : index to i32
    memref.store %x, %m[%i] : memref<4xi32>
    func.call @fill(%m) : (memref<4xi32>) -> ()
  }
  return
}
func.func @fresh_result_folded() -> i32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %i = arith.addi %c0, %c1 : index
  %m = call @make() : () -> memref<4xi32>
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
memref.global "private" constant @table : memref<2xi32> = dense<[5, 6]>
memref.global @counter : memref<1xi32> = dense<0>
func.func private @tick()
func.func @constant_global_kept() -> i32 {
  %c1 = arith.constant 1 : index
  %t = memref.get_global @table : memref<2xi32>
  call @tick() : () -> ()
  %x = memref.load %t[%c1] : memref<2xi32>
  return %x : i32
}
// Where the buffer lives does not matter to the callee (its address is
// not an input).
func.func @local_buffer_kind_changed(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @store_moved_after_call(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  return
}
func.func @store_moved_before_call(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  call @fill(%m) : (memref<4xi32>) -> ()
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
func.func @load_forwarded_across_call(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @call_dropped(%m: memref<4xi32>) {
  call @fill(%m) : (memref<4xi32>) -> ()
  return
}
// Passing one buffer twice is not passing two buffers with its contents:
// the callee may see that they alias.
func.func @aliasing_changed(%m: memref<2xi32>) {
  call @pair(%m, %m) : (memref<2xi32>, memref<2xi32>) -> ()
  return
}
// A mutable global is reached by any external call.
func.func @global_store_moved(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @counter : memref<1xi32>
  memref.store %v, %g[%c0] : memref<1xi32>
  call @tick() : () -> ()
  return
}
func.func @fresh_result_wrong_element() -> i32 {
  %c1 = arith.constant 1 : index
  %m = call @make() : () -> memref<4xi32>
  %x = memref.load %m[%c1] : memref<4xi32>
  return %x : i32
}
// Two calls on equal inputs at other positions may return other values.
func.func @result_changed(%m: memref<4xi32>) -> i32 {
  %a = call @peek(%m) : (memref<4xi32>) -> i32
  %b = call @peek(%m) : (memref<4xi32>) -> i32
  %r = arith.subi %a, %b : i32
  return %r : i32
}
// The source gives the callee an uninitialised buffer, the target one of
// zeros: the target refines the source (the source's buffer may hold
// zeros), but the callee's outputs are functions of the poison flags, so
// the model cannot tell; no other counterexample exists.
func.func @uninitialised_in_source() -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  return %x : i32
}
// The same, but where %b holds the source initialises the buffer too, and
// there the target's result is wrong: that counterexample is found.
func.func @real_bug_beside_uninitialised(%b: i1) -> i32 {
  %z = arith.constant 0 : i32
  %m = memref.alloc() : memref<4xi32>
  scf.if %b {
    linalg.fill ins(%z : i32) outs(%m : memref<4xi32>)
  }
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  return %x : i32
}
func.func @dynamic_view(%m: memref<?xi32>) {
  call @fill_any(%m) : (memref<?xi32>) -> ()
  return
}
func.func @too_many_elements(%m: memref<2048xi32>) {
  call @fill_big(%m) : (memref<2048xi32>) -> ()
  return
}

//--- tgt.mlir
func.func private @fill(memref<4xi32>)
func.func private @peek(memref<4xi32>) -> i32
func.func private @pair(memref<2xi32>, memref<2xi32>)
func.func private @make() -> memref<4xi32>
func.func private @fill_any(memref<?xi32>)
func.func private @fill_big(memref<2048xi32>)

func.func @order_kept(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  %x = memref.load %m[%c1] : memref<4xi32>
  %r = arith.addi %v, %x : i32
  return %r : i32
}
func.func @other_buffer_store_moved(%m: memref<4xi32>, %n: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  call @fill(%m) : (memref<4xi32>) -> ()
  memref.store %v, %n[%c0] : memref<4xi32>
  return
}
func.func @calls_in_loop_unrolled(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  memref.store %z, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  memref.store %o, %m[%c1] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  return
}
func.func @fresh_result_folded() -> i32 {
  %c1 = arith.constant 1 : index
  %m = call @make() : () -> memref<4xi32>
  %x = memref.load %m[%c1] : memref<4xi32>
  return %x : i32
}
memref.global "private" constant @table : memref<2xi32> = dense<[5, 6]>
memref.global @counter : memref<1xi32> = dense<0>
func.func private @tick()
func.func @constant_global_kept() -> i32 {
  call @tick() : () -> ()
  %x = arith.constant 6 : i32
  return %x : i32
}
func.func @local_buffer_kind_changed(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  return %x : i32
}
func.func @store_moved_after_call(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  call @fill(%m) : (memref<4xi32>) -> ()
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @store_moved_before_call(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  return
}
func.func @load_forwarded_across_call(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  call @fill(%m) : (memref<4xi32>) -> ()
  return %v : i32
}
func.func @call_dropped(%m: memref<4xi32>) {
  return
}
func.func @aliasing_changed(%m: memref<2xi32>) {
  %n = memref.alloc() : memref<2xi32>
  memref.copy %m, %n : memref<2xi32> to memref<2xi32>
  call @pair(%m, %n) : (memref<2xi32>, memref<2xi32>) -> ()
  memref.dealloc %n : memref<2xi32>
  return
}
func.func @global_store_moved(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @counter : memref<1xi32>
  call @tick() : () -> ()
  memref.store %v, %g[%c0] : memref<1xi32>
  return
}
func.func @fresh_result_wrong_element() -> i32 {
  %c2 = arith.constant 2 : index
  %m = call @make() : () -> memref<4xi32>
  %x = memref.load %m[%c2] : memref<4xi32>
  return %x : i32
}
func.func @result_changed(%m: memref<4xi32>) -> i32 {
  %a = call @peek(%m) : (memref<4xi32>) -> i32
  %b = call @peek(%m) : (memref<4xi32>) -> i32
  %r = arith.constant 0 : i32
  return %r : i32
}
func.func @uninitialised_in_source() -> i32 {
  %z = arith.constant 0 : i32
  %m = memref.alloc() : memref<4xi32>
  linalg.fill ins(%z : i32) outs(%m : memref<4xi32>)
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  return %x : i32
}
func.func @real_bug_beside_uninitialised(%b: i1) -> i32 {
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %m = memref.alloc() : memref<4xi32>
  linalg.fill ins(%z : i32) outs(%m : memref<4xi32>)
  %x = call @peek(%m) : (memref<4xi32>) -> i32
  %y = arith.addi %x, %one : i32
  return %y : i32
}
func.func @dynamic_view(%m: memref<?xi32>) {
  call @fill_any(%m) : (memref<?xi32>) -> ()
  %c = arith.constant 0 : i32
  return
}
func.func @too_many_elements(%m: memref<2048xi32>) {
  call @fill_big(%m) : (memref<2048xi32>) -> ()
  %c = arith.constant 0 : i32
  return
}
