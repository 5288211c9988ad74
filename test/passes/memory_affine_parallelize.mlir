// affine-parallelize (with parallel-reductions) turns affine.for loops
// without loop-carried dependences into affine.parallel, then lower-affine
// turns those into scf.parallel (reductions into scf.reduce), then
// canonicalize, stage by stage in mlir-opt. The loop that carries a
// dependence through memory (@carried) is left alone, and its lowering is
// proved by induction with memory in the loop state. Every stage of every
// function is proved.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-parallelize{parallel-reductions=true}),func.func(lower-affine),canonicalize" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:

// CHECK-DAG: stage 'func.func(affine-parallelize{parallel-reductions=true})': @fill is valid{{$}}
// CHECK-DAG: stage 'func.func(affine-parallelize{parallel-reductions=true})': @sum is valid{{$}}
// CHECK-DAG: stage 'func.func(affine-parallelize{parallel-reductions=true})': @copy2d is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: stage 'func.func(affine-parallelize{parallel-reductions=true})': @carried is valid (unchanged){{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @fill is valid{{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @sum is valid{{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @copy2d is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @carried is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'canonicalize': @sum is valid{{$}}
func.func @fill(%m: memref<16xi32>, %v: i32) {
  affine.for %i = 0 to 16 {
    affine.store %v, %m[%i] : memref<16xi32>
  }
  return
}
func.func @sum(%a: memref<8xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 8 iter_args(%s = %z) -> (i32) {
    %x = affine.load %a[%i] : memref<8xi32>
    %t = arith.addi %s, %x : i32
    affine.yield %t : i32
  }
  return %r : i32
}
func.func @copy2d(%a: memref<4x4xi16>, %b: memref<4x4xi16>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %x = affine.load %a[%i, %j] : memref<4x4xi16>
      affine.store %x, %b[%j, %i] : memref<4x4xi16>
    }
  }
  return
}
func.func @carried(%m: memref<8xi32>) {
  affine.for %i = 1 to 8 {
    %x = affine.load %m[%i - 1] : memref<8xi32>
    affine.store %x, %m[%i] : memref<8xi32>
  }
  return
}
