// The affine loop optimizers on memory, stage by stage in mlir-opt:
// affine-loop-fusion (a producer loop into a temporary and a consumer loop
// fused, the temporary shrunk), affine-scalrep (a stored value forwarded
// to the load in the same iteration), affine-loop-unroll, affine-loop-tile
// and lower-affine (affine.for/if/load/store to scf and memref). Loops of
// 16 iterations are unrolled exactly; lower-affine keeps each loop's
// location, so its affine.for and scf.for pair up and are proved by
// induction with memory in the loop state. Every function is proved.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-loop-fusion),func.func(affine-scalrep),func.func(affine-loop-unroll{unroll-factor=2}),func.func(affine-loop-tile{tile-size=4}),func.func(lower-affine),canonicalize" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:

// CHECK-DAG: stage 'func.func(affine-loop-fusion)': @producer_consumer is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: stage 'func.func(affine-scalrep)': @forward is valid{{$}}
// CHECK-DAG: stage 'func.func(affine-loop-unroll{unroll-factor=2})': @scale is valid{{$}}
// CHECK-DAG: stage 'func.func(affine-loop-tile{tile-size=4})': @scale is valid{{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @scale is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @guarded is valid (by induction on corresponding loops){{$}}
// CHECK-DAG: stage 'func.func(lower-affine)': @producer_consumer is valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}

func.func @producer_consumer(%a: memref<16xi32>, %b: memref<16xi32>, %k: i32) {
  %tmp = memref.alloc() : memref<16xi32>
  affine.for %i = 0 to 16 {
    %x = affine.load %a[%i] : memref<16xi32>
    %y = arith.muli %x, %k : i32
    affine.store %y, %tmp[%i] : memref<16xi32>
  }
  affine.for %i = 0 to 16 {
    %y = affine.load %tmp[%i] : memref<16xi32>
    %z = arith.addi %y, %k : i32
    affine.store %z, %b[%i] : memref<16xi32>
  }
  memref.dealloc %tmp : memref<16xi32>
  return
}

func.func @forward(%m: memref<8xi32>, %v: i32) -> i32 {
  %s = memref.alloca() : memref<1xi32>
  affine.store %v, %s[0] : memref<1xi32>
  %x = affine.load %s[0] : memref<1xi32>
  affine.store %x, %m[3] : memref<8xi32>
  %y = affine.load %m[3] : memref<8xi32>
  return %y : i32
}

func.func @scale(%m: memref<16xi16>, %k: i16) {
  affine.for %i = 0 to 16 {
    %x = affine.load %m[%i] : memref<16xi16>
    %y = arith.muli %x, %k : i16
    affine.store %y, %m[%i] : memref<16xi16>
  }
  return
}

func.func @guarded(%m: memref<8xi8>, %n: index, %v: i8) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] {
      affine.store %v, %m[%i] : memref<8xi8>
    }
  }
  return
}
