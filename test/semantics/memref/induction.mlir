// Loops over memory proved by induction, with memory in the loop state.
// When the source and the target have loops that correspond (paired by
// location, else by position), each loop's body is encoded once from a
// fresh state: fresh carried values and fresh contents, one function for
// both sides, in every buffer the body writes. The step must leave the
// two memories equal and the carried values the same; the memory the loop
// starts from must be equal on both sides too. Then the loops' results
// refine and the buffers they write end equal, for every trip count.
// Proved without a bound: a multiplication by two turned into an
// addition, a prefix sum with a carried value, a nested 2-D loop, an
// in-place update read after the loop, an affine.for lowered to scf.for.
// Not paired (the target walks the buffer backwards): checked up to
// max-unroll iterations and labelled. Caught: a wrong stored value, a
// store one element off, memory that differs before the loop (the entry
// obligation fails and unrolling finds the bug), a target loop that writes
// a buffer the source's does not. The time limit is 60 s: each induction
// step gets a share of it, and under the default 10 s a loaded machine (the
// suite on two cores) can push a step that holds in 0.4 s past its share.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=60000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @scale: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @prefix_sum: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @add_2d: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @in_place: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @affine_to_scf: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @reversed: valid (bounded: loops up to 64 iterations){{$}}
// CHECK-DAG: @wrong_value: invalid: memory of %arg1 differs at position
// CHECK-DAG: @shifted_store: invalid: {{memory of %arg1 differs at position|the target has undefined behaviour \(store out of bounds}}
// CHECK-DAG: @entry_differs: invalid: memory of %arg0 differs at position 0 of its buffer: target 2 (0x00000002), source 1 (0x00000001)
// CHECK-DAG: @writes_more: invalid:
// CHECK: summary: 6 valid (1 bounded), 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @scale(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.muli %x, %c2 : i32
    memref.store %y, %b[%i] : memref<?xi32>
  }
  return
}
func.func @prefix_sum(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %t = arith.addi %s, %x : i32
    memref.store %t, %b[%i] : memref<?xi32>
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @add_2d(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %a[%i, %j] : memref<?x?xi32>
      %y = memref.load %b[%i, %j] : memref<?x?xi32>
      %s = arith.addi %x, %y : i32
      memref.store %s, %c[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
func.func @in_place(%a: memref<?xi8>, %k: i8, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = arith.xori %x, %k : i8
    memref.store %y, %a[%i] : memref<?xi8>
  }
  %f = memref.load %a[%c0] : memref<?xi8>
  return %f : i8
}
func.func @affine_to_scf(%a: memref<?xi16>, %n: index, %v: i16) {
  affine.for %i = 0 to %n {
    affine.store %v, %a[%i] : memref<?xi16>
  }
  return
}
func.func @reversed(%a: memref<?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi32>
  }
  return
}
func.func @wrong_value(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %x, %b[%i] : memref<?xi32>
  }
  return
}
func.func @shifted_store(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %x, %b[%i] : memref<?xi32>
  }
  return
}
func.func @entry_differs(%b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  memref.store %one, %b[%c0] : memref<?xi32>
  scf.for %i = %c1 to %n step %c1 {
    %p = arith.subi %i, %c1 : index
    %x = memref.load %b[%p] : memref<?xi32>
    memref.store %x, %b[%i] : memref<?xi32>
  }
  return
}
func.func @writes_more(%a: memref<?xi32>, %b: memref<?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi32>
  }
  return
}

//--- tgt.mlir
func.func @scale(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.addi %x, %x : i32
    memref.store %y, %b[%i] : memref<?xi32>
  }
  return
}
func.func @prefix_sum(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %z) -> (i32) {
    %x = memref.load %a[%i] : memref<?xi32>
    %t = arith.addi %x, %s : i32
    memref.store %t, %b[%i] : memref<?xi32>
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @add_2d(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %m step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %y = memref.load %b[%i, %j] : memref<?x?xi32>
      %x = memref.load %a[%i, %j] : memref<?x?xi32>
      %s = arith.addi %y, %x : i32
      memref.store %s, %c[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
func.func @in_place(%a: memref<?xi8>, %k: i8, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi8>
    %y = arith.xori %k, %x : i8
    memref.store %y, %a[%i] : memref<?xi8>
  }
  %f = memref.load %a[%c0] : memref<?xi8>
  return %f : i8
}
func.func @affine_to_scf(%a: memref<?xi16>, %n: index, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi16>
  }
  return
}
func.func @reversed(%a: memref<?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = arith.subi %n, %i : index
    %j = arith.subi %r, %c1 : index
    memref.store %v, %a[%j] : memref<?xi32>
  }
  return
}
func.func @wrong_value(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %y = arith.addi %x, %k : i32
    memref.store %y, %b[%i] : memref<?xi32>
  }
  return
}
func.func @shifted_store(%a: memref<?xi32>, %b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = memref.load %a[%i] : memref<?xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %x, %b[%j] : memref<?xi32>
  }
  return
}
func.func @entry_differs(%b: memref<?xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %two = arith.constant 2 : i32
  memref.store %two, %b[%c0] : memref<?xi32>
  scf.for %i = %c1 to %n step %c1 {
    %p = arith.subi %i, %c1 : index
    %x = memref.load %b[%p] : memref<?xi32>
    memref.store %x, %b[%i] : memref<?xi32>
  }
  return
}
func.func @writes_more(%a: memref<?xi32>, %b: memref<?xi32>, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %a[%i] : memref<?xi32>
    memref.store %v, %b[%i] : memref<?xi32>
  }
  return
}
