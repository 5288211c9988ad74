// Memory at the function boundary.
//
// Dereferenceability: a memref argument's buffer is dereferenceable only
// where the source accesses it (as Alive2's pointer arguments): its size is
// unknown, from the descriptor's aligned pointer on. A target that loads or
// stores an argument the source never touches, past every element the
// source touches, or on a path where the source does not (a hoisted load of
// a loop that may run no iteration, a masked store emulated by a load and a
// store) is caught; one that reads an element below one the source reads,
// or again, is proved. `memref-deref=view` restores the assumption that the
// whole view is dereferenceable, and every verdict that relies on it says
// so. A snapshot (bufferization.clone, to_tensor) and memref.copy read the
// whole view.
//
// Writability at the end: a buffer the caller sees that it may still write
// after the source returns must be writable after the target returns (a
// bufferization.clone makes later writes to its source UB).
//
// memref.dealloc of a memref a view op made (a full-size subview at offset
// 0) is UB ("should not be called on memrefs which alias an alloc'd
// memref"); of a cast of the allocation, or of the base buffer
// extract_strided_metadata gives, it is not.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: %mlir-refine --memref-deref=view %t/src.mlir %t/tgt.mlir > %t/view.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=VIEW < %t/view.txt
// RUN: not %mlir-refine --memref-deref=always %t/src.mlir %t/tgt.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %refine-opt %t/src.mlir --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" memref-deref=sometimes})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: %refine-opt %t/src.mlir --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" memref-deref=view remarks=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT

// CHECK-DAG: @load_untouched: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist (a memref argument is dereferenceable only where the source accesses it)) where the source has none
// CHECK-DAG: @load_again: valid{{$}}
// CHECK-DAG: @load_past: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist
// CHECK-DAG: @load_below: valid{{$}}
// CHECK-DAG: @store_emulated: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist
// CHECK-DAG: @hoist_load: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist
// CHECK-DAG: @hoist_load_guarded: valid (bounded: loops up to {{[0-9]+}} iterations){{$}}
// CHECK-DAG: @dynamic_past: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist
// CHECK-DAG: @dynamic_same: valid{{$}}
// CHECK-DAG: @copy_then_load: valid{{$}}
// CHECK-DAG: @clone_unused: invalid: %arg0 may no longer be written after the target returns, where the source leaves it writable (a later write by the caller is undefined behaviour only in the target)
// CHECK-DAG: @clone_both: valid (unchanged){{$}}
// CHECK-DAG: @clone_untouched: invalid: %arg0 may no longer be written after the target returns
// CHECK-DAG: @to_tensor_untouched: invalid: the target has undefined behaviour (read by 'bufferization.to_tensor' of %arg0 where the caller's buffer may not exist (a memref argument is dereferenceable only where the source accesses it)) where the source has none
// CHECK-DAG: @dealloc_subview: invalid: the target has undefined behaviour (dealloc of a memref a view op made (it aliases the allocation, MemRefOps.td)) where the source has none
// CHECK-DAG: @dealloc_cast: valid{{$}}
// CHECK-DAG: @dealloc_base: valid{{$}}
// CHECK: summary: 8 valid (1 bounded), 9 invalid, 0 unsupported, 0 inconclusive

// VIEW-DAG: @load_untouched: valid (assuming every element of a memref argument's view is dereferenceable (memref-deref=view)){{$}}
// VIEW-DAG: @load_past: valid (assuming every element of a memref argument's view is dereferenceable (memref-deref=view)){{$}}
// VIEW-DAG: @hoist_load: valid ({{.*}}assuming every element of a memref argument's view is dereferenceable (memref-deref=view)){{$}}
// VIEW-DAG: @clone_untouched: invalid: %arg0 may no longer be written after the target returns
// VIEW-DAG: @dealloc_subview: invalid: the target has undefined behaviour (dealloc of a memref a view op made
// VIEW-DAG: @dealloc_cast: valid{{$}}
// VIEW-DAG: @to_tensor_untouched: valid (assuming every element of a memref argument's view is dereferenceable (memref-deref=view)){{$}}
// VIEW: summary: 14 valid (1 bounded), 3 invalid, 0 unsupported, 0 inconclusive

// BAD: --memref-deref: expected accessed or view, got 'always'
// BADOPT: memref-deref='sometimes' is not a mode; use accessed or view
// OPT: @load_past is valid (unchanged)

//--- src.mlir
func.func @load_untouched(%m: memref<4xi32>, %x: i32) -> i32 {
  return %x : i32
}
func.func @load_again(%m: memref<4xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  return %a : i32
}
func.func @load_past(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  return %a : i32
}
func.func @load_below(%m: memref<4xi32>) -> i32 {
  %c3 = arith.constant 3 : index
  %a = memref.load %m[%c3] : memref<4xi32>
  return %a : i32
}
func.func @store_emulated(%m: memref<4xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @hoist_load(%m: memref<4xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %m[%c0] : memref<4xi32>
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @hoist_load_guarded(%m: memref<4xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %x = memref.load %m[%c0] : memref<4xi32>
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @dynamic_past(%m: memref<?xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<?xi32>
  return %a : i32
}
func.func @dynamic_same(%m: memref<?xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<?xi32>
  return %a : i32
}
func.func @copy_then_load(%m: memref<4xi32>, %i: index) -> i32 {
  %a = memref.alloc() : memref<4xi32>
  memref.copy %m, %a : memref<4xi32> to memref<4xi32>
  %x = memref.load %a[%i] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}
func.func @clone_unused(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  %a = memref.alloc() : memref<4xi32>
  memref.copy %m, %a : memref<4xi32> to memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}
func.func @clone_both(%m: memref<4xi32>) -> memref<4xi32> {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @clone_untouched(%m: memref<4xi32>) {
  return
}
func.func @dealloc_subview(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}
func.func @dealloc_cast(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}
func.func @dealloc_base(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}

func.func @to_tensor_untouched(%m: memref<4xi32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
//--- tgt.mlir
func.func @load_untouched(%m: memref<4xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @load_again(%m: memref<4xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  return %b : i32
}
func.func @load_past(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c3] : memref<4xi32>
  return %a : i32
}
func.func @load_below(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %b = memref.load %m[%c0] : memref<4xi32>
  %a = memref.load %m[%c3] : memref<4xi32>
  return %a : i32
}
func.func @store_emulated(%m: memref<4xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  %old = memref.load %m[%c0] : memref<4xi32>
  %new = arith.select %c, %v, %old : i32
  memref.store %new, %m[%c0] : memref<4xi32>
  return
}
func.func @hoist_load(%m: memref<4xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %x = memref.load %m[%c0] : memref<4xi32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %s = arith.addi %acc, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @hoist_load_guarded(%m: memref<4xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %pos = arith.cmpi sgt, %n, %c0 : index
  %r = scf.if %pos -> (i32) {
    %x = memref.load %m[%c0] : memref<4xi32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %s = arith.addi %acc, %x : i32
      scf.yield %s : i32
    }
    scf.yield %r : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @dynamic_past(%m: memref<?xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%i] : memref<?xi32>
  %j = arith.addi %i, %c1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %in = arith.cmpi ult, %j, %n : index
  %r = scf.if %in -> (i32) {
    %b = memref.load %m[%j] : memref<?xi32>
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @dynamic_same(%m: memref<?xi32>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %in = arith.cmpi ult, %i, %n : index
  %a = memref.load %m[%i] : memref<?xi32>
  return %a : i32
}
func.func @copy_then_load(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @clone_unused(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @clone_both(%m: memref<4xi32>) -> memref<4xi32> {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @clone_untouched(%m: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return
}
func.func @dealloc_subview(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  %s = memref.subview %a[0] [4] [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  memref.dealloc %s : memref<4xi32, strided<[1]>>
  return %x : i32
}
func.func @dealloc_cast(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  %s = memref.cast %a : memref<4xi32> to memref<?xi32>
  memref.dealloc %s : memref<?xi32>
  return %x : i32
}
func.func @dealloc_base(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  %base, %off, %size, %stride = memref.extract_strided_metadata %a : memref<4xi32> -> memref<i32>, index, index, index
  memref.dealloc %base : memref<i32>
  return %x : i32
}
func.func @to_tensor_untouched(%m: memref<4xi32>) -> i32 {
  %t = bufferization.to_tensor %m restrict writable : memref<4xi32> to tensor<4xi32>
  %c = arith.constant 0 : i32
  return %c : i32
}
