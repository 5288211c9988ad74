// affine-data-copy-generate copies the regions a block's affine accesses
// touch into fresh buffers and back. A 0-d memref is accessed with an
// empty map (`affine.load %A[]`, map `() -> ()`): no indices. Before, that
// made the function unsupported ("'affine.apply' whose operands do not
// match its map"). A memref that is a block argument (a merge of two
// buffers) reads only those buffers; before, an access through it also
// read the function's other buffers, of other element types (an internal
// error: "bit-vector width mismatch", or "merge of values of different
// shapes" for floats). A mutant of the pass's output (the copied element is
// stored at the wrong place) is caught.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-data-copy-generate{generate-dma=false fast-mem-space=0 skip-non-unit-stride-loops})" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// PASS-DAG: @splat_scalar is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// PASS-DAG: @scale_blocks is valid{{$}}
// PASS-DAG: @multiple_blocks is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{.*}}){{$}}

// MUT: @splat_scalar: invalid: memory of %arg1 differs at [{{[23]}}]: target
// MUT: summary: 0 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @splat_scalar(%s: memref<i32>, %b: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %s[] : memref<i32>
    affine.store %v, %b[%i] : memref<4xi32>
  }
  return
}
// Two blocks, each with a loop nest of its own.
func.func @scale_blocks(%a: memref<8xi32>, %c: i1) {
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %a[%i] : memref<8xi32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<8xi32>
    affine.store %v, %a[%i + 4] : memref<8xi32>
  }
  cf.br ^bb2
^bb2:
  return
}
// Two blocks; the second takes one of two buffers as an argument.
func.func @multiple_blocks(%a: memref<8xi32>, %b: memref<8xi32>, %f: memref<8xf32>, %g: memref<4xi8>, %c: i1) -> (f32, i8) {
  cf.cond_br %c, ^bb1(%a : memref<8xi32>), ^bb1(%b : memref<8xi32>)
^bb1(%m: memref<8xi32>):
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xi32>
    %w = arith.addi %v, %v : i32
    affine.store %w, %m[%i] : memref<8xi32>
  }
  %x = affine.load %f[0] : memref<8xf32>
  %y = affine.load %g[3] : memref<4xi8>
  return %x, %y : f32, i8
}

//--- tgt.mlir
func.func @splat_scalar(%arg0: memref<i32>, %arg1: memref<4xi32>) {
  %alloc = memref.alloc() : memref<i32>
  %0 = affine.load %arg0[] : memref<i32>
  affine.store %0, %alloc[] : memref<i32>
  %alloc_0 = memref.alloc() : memref<4xi32>
  affine.for %arg2 = 0 to 4 {
    %1 = affine.load %alloc[] : memref<i32>
    affine.store %1, %alloc_0[%arg2] : memref<4xi32>
  }
  affine.for %arg2 = 0 to 4 {
    %1 = affine.load %alloc_0[%arg2] : memref<4xi32>
    // Copied back to half the places: elements 2 and 3 keep their values.
    affine.store %1, %arg1[%arg2 floordiv 2] : memref<4xi32>
  }
  memref.dealloc %alloc_0 : memref<4xi32>
  memref.dealloc %alloc : memref<i32>
  return
}
