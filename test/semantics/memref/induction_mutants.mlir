// Loops over memory that look alike but are not, against induction with
// memory in the loop state: none may be proved by a step that does not
// hold. Caught: a load hoisted out of a loop that writes its element (and
// out of bounds when the loop does not run), a triangular nest whose inner
// bound lost its +1, a carried value stored before instead of after its
// update, and (under memref-alias=may only) a load moved above a store to
// another argument that may be the same buffer. Proved: a guard relaxed
// from > to >= where the store writes the value compared against.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: %mlir-refine --memref-alias=may %t/src.mlir %t/tgt.mlir > %t/may.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MAY < %t/may.txt

// CHECK-DAG: @hoisted_load: invalid:
// CHECK-DAG: @triangular: invalid: memory of %arg0 differs at
// CHECK-DAG: @guarded: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @carried_and_memory: invalid: memory of %arg0 differs at
// CHECK-DAG: @reorder: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK: summary: 2 valid, 3 invalid, 0 unsupported, 0 inconclusive
// MAY: @reorder: invalid: memory of the buffer of the i32 arguments differs at

//--- src.mlir
func.func @hoisted_load(%a: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%c0] : memref<?xi32>
    %y = arith.addi %x, %x : i32
    memref.store %y, %a[%c0] : memref<?xi32>
  }
  return
}
func.func @triangular(%a: memref<8x8xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %e = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %e step %c1 {
      memref.store %v, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
func.func @guarded(%a: memref<?xi32>, %n: index, %t: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %big = arith.cmpi sgt, %x, %t : i32
    scf.if %big {
      memref.store %t, %a[%i] : memref<?xi32>
    }
  }
  return
}
func.func @carried_and_memory(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %s, %a[%i] : memref<?xi32>
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @reorder(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %one, %b[%i] : memref<?xi32>
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %x, %c[%i] : memref<?xi32>
  }
  return
}

//--- tgt.mlir
func.func @hoisted_load(%a: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%c0] : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    %y = arith.addi %x, %x : i32
    memref.store %y, %a[%c0] : memref<?xi32>
  }
  return
}
func.func @triangular(%a: memref<8x8xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %i step %c1 {
      memref.store %v, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
func.func @guarded(%a: memref<?xi32>, %n: index, %t: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %big = arith.cmpi sge, %x, %t : i32
    scf.if %big {
      memref.store %t, %a[%i] : memref<?xi32>
    }
  }
  return
}
func.func @carried_and_memory(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %t = arith.addi %s, %x : i32
    memref.store %t, %a[%i] : memref<?xi32>
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @reorder(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %one, %b[%i] : memref<?xi32>
    memref.store %x, %c[%i] : memref<?xi32>
  }
  return
}
