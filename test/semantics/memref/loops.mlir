// Memory through control flow: every write carries the path it runs on, so
// stores under scf.if, in the iterations of an scf.for (unrolled) and in
// the blocks of a cf graph are one memory state in program order. A loop
// with a constant trip count within max-unroll is exact; one over a dynamic
// size is checked up to max-unroll iterations and says so. Proved: a store
// sunk out of both branches of an if, a loop unrolled by two, a loop whose
// stores are reversed in order (different elements), the if converted to
// cf branches. Caught: an off-by-one upper bound that stores one element too
// many (out of bounds), a store moved out of its branch, a loop that stops
// one iteration early.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @sink_store: valid{{$}}
// CHECK-DAG: @unroll_by_two: valid{{$}}
// CHECK-DAG: @reverse_loop: valid{{$}}
// CHECK-DAG: @if_to_cf: valid{{$}}
// CHECK-DAG: @dynamic_fill: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @one_too_many: invalid: the target has undefined behaviour (store out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @store_hoisted_from_branch: invalid: memory of %arg0 differs at [0]
// CHECK-DAG: @one_too_few: invalid: memory of %arg0 differs at [7]
// CHECK: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @sink_store(%m: memref<4xi32>, %c: i1, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  } else {
    memref.store %b, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @unroll_by_two(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %m[%i] : memref<8xi32>
  }
  return
}
func.func @reverse_loop(%m: memref<8xi16>, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i16
    %y = arith.addi %x, %v : i16
    memref.store %y, %m[%i] : memref<8xi16>
  }
  return
}
func.func @if_to_cf(%m: memref<2xi8>, %c: i1, %v: i8) -> i8 {
  %c1 = arith.constant 1 : index
  scf.if %c {
    memref.store %v, %m[%c1] : memref<2xi8>
  }
  %x = memref.load %m[%c1] : memref<2xi8>
  return %x : i8
}
func.func @dynamic_fill(%m: memref<?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xi32>
  }
  return
}
func.func @one_too_many(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  return
}
func.func @store_hoisted_from_branch(%m: memref<4xi32>, %c: i1, %a: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @one_too_few(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %m[%i] : memref<8xi32>
  }
  return
}

//--- tgt.mlir
func.func @sink_store(%m: memref<4xi32>, %c: i1, %a: i32, %b: i32) {
  %c0 = arith.constant 0 : index
  %v = arith.select %c, %a, %b : i32
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @unroll_by_two(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c2 {
    memref.store %v, %m[%i] : memref<8xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %v, %m[%j] : memref<8xi32>
  }
  return
}
func.func @reverse_loop(%m: memref<8xi16>, %v: i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  scf.for %k = %c0 to %c8 step %c1 {
    %i = arith.subi %c7, %k : index
    %x = arith.index_cast %i : index to i16
    %y = arith.addi %v, %x : i16
    memref.store %y, %m[%i] : memref<8xi16>
  }
  return
}
func.func @if_to_cf(%m: memref<2xi8>, %c: i1, %v: i8) -> i8 {
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^then, ^join
^then:
  memref.store %v, %m[%c1] : memref<2xi8>
  cf.br ^join
^join:
  %x = memref.load %m[%c1] : memref<2xi8>
  return %x : i8
}
func.func @dynamic_fill(%m: memref<?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<?xi32>
  }
  %x = arith.addi %v, %v : i32
  return
}
func.func @one_too_many(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  return
}
func.func @store_hoisted_from_branch(%m: memref<4xi32>, %c: i1, %a: i32) {
  %c0 = arith.constant 0 : index
  memref.store %a, %m[%c0] : memref<4xi32>
  return
}
func.func @one_too_few(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  scf.for %i = %c0 to %c7 step %c1 {
    memref.store %v, %m[%i] : memref<8xi32>
  }
  return
}
