// Upstream MLIR 22 `expand-strided-metadata` on a subview of a dynamically
// shaped argument: the subview becomes extract_strided_metadata and a
// reinterpret_cast at offset %o * stride0 (+ 1), computed by affine.apply.
// The rewrite is correct and must be valid. It was once a false alarm
// ("load outside its buffer"): the assumption that an argument's view lies
// in its buffer (memory/args.rs) was computed with products that wrapped,
// admitting views no buffer holds. Now each product and sum is checked for
// overflow. index-bitwidth=8 keeps the proof fast (at 64 bits the
// multiplications of symbolic strides make it time out: inconclusive).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(expand-strided-metadata)" remarks=true index-bitwidth=8})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:

// CHECK-DAG: stage 'func.func(expand-strided-metadata)': @view_extent is valid{{$}}
// CHECK-DAG: stage 'func.func(expand-strided-metadata)': @subview_dynamic is valid{{$}}

// The smallest form: element (%o, 0) of %m. expand-strided-metadata reads
// it at offset %o * stride0 of the base buffer.
func.func @view_extent(%m: memref<?x?xi32>, %o: index) -> i32 {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[%o, 0] [1, 1] [1, 1] : memref<?x?xi32> to memref<1x1xi32, strided<[?, 1], offset: ?>>
  %x = memref.load %s[%c0, %c0] : memref<1x1xi32, strided<[?, 1], offset: ?>>
  return %x : i32
}

// A 2x2 window at row %o, column 1: a store and a load through it.
func.func @subview_dynamic(%m: memref<?x?xi32>, %o: index, %i: index, %v: i32) -> i32 {
  %s = memref.subview %m[%o, 1] [2, 2] [1, 1] : memref<?x?xi32> to memref<2x2xi32, strided<[?, 1], offset: ?>>
  memref.store %v, %s[%i, %i] : memref<2x2xi32, strided<[?, 1], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %s[%c1, %c0] : memref<2x2xi32, strided<[?, 1], offset: ?>>
  return %x : i32
}
