// Loop passes on loops over memory with dynamic trip counts, stage by stage
// in mlir-opt: lower-affine (each affine.for paired with the scf.for it
// becomes, by location), loop-invariant-code-motion (a product hoisted out
// of a read-modify-write loop), canonicalize and cse. No trip count is
// known, so nothing can be unrolled exactly: every changed function is
// proved by induction with memory in the loop state, and none is bounded.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-affine),func.func(loop-invariant-code-motion),canonicalize,cse" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error: --implicit-check-not=bounded

// CHECK-DAG: stage 'func.func(lower-affine)': @saxpy is valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct); IEEE-754){{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @strided is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'func.func(loop-invariant-code-motion)': @hoist is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'func.func(loop-invariant-code-motion)': @strided is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'canonicalize': @saxpy is valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct); IEEE-754){{$}}
func.func @saxpy(%x: memref<?xf32>, %y: memref<?xf32>, %a: f32) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  affine.for %i = 0 to %n {
    %xi = affine.load %x[%i] : memref<?xf32>
    %yi = affine.load %y[%i] : memref<?xf32>
    %p = arith.mulf %a, %xi : f32
    %s = arith.addf %p, %yi : f32
    affine.store %s, %y[%i] : memref<?xf32>
  }
  return
}
func.func @hoist(%m: memref<?xi32>, %n: index, %k: i32, %j: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.muli %k, %j : i32
    %v = memref.load %m[%i] : memref<?xi32>
    %w = arith.addi %v, %t : i32
    memref.store %w, %m[%i] : memref<?xi32>
  }
  return
}
func.func @strided(%m: memref<?x?xi16>, %n: index, %v: i16) {
  affine.for %i = 0 to %n step 2 {
    affine.for %j = 0 to 4 {
      affine.store %v, %m[%i, %j] : memref<?x?xi16>
    }
  }
  return
}
