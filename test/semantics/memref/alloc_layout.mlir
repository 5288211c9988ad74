// Allocation sizes, layouts of collapse_shape and globals, and copies of
// constant globals: meanings that upstream passes rely on.
//
// - An allocation whose size in bytes (each element ceil(bits / 8) bytes,
//   as the LLVM lowering sizes it) does not fit a non-negative index is UB
//   (MemRefOps.td is silent; such a buffer cannot exist): a pass may then
//   compute with the sizes without overflow (expand-strided-metadata's
//   affine products of the sizes).
// - memref.collapse_shape of a group whose sizes are all 1 strides as the
//   result type says (MLIR's computeCollapsedLayoutMap: the innermost
//   dimension after dropping trailing static 1s, down to the first).
// - memref.global with a strided layout: get_global gives that layout (the
//   lowering allocates the shape's elements and uses the type's strides).
// - A returned bufferization.clone of a constant global stands for the
//   global: it differs only in identity, and writing either is UB.
// - memref.load/store: "computing the offset in the memref would cause
//   signed overflow of the `index` type" is UB: through a reinterpret_cast
//   (free strides) a position that wraps back into the buffer is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// Real passes on the source: every function valid but one, where
// buffer-deallocation-pipeline returns a copy of a global the caller may
// write (the source returns the global itself: a write by the caller
// through the result changes @w in the source only).
// RUN: not %refine-opt %t/src.mlir --pass-pipeline='builtin.module(verify-translation{pipeline="expand-strided-metadata" remarks=true}, verify-translation{pipeline="buffer-deallocation-pipeline" remarks=true})' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PASS --implicit-check-not=error: --implicit-check-not=warning:

// CHECK-DAG: @alloc_nsw: valid{{$}}
// CHECK-DAG: @alloc_bytes_nsw: invalid: target result #0 is poison
// CHECK-DAG: @collapse_units: valid{{$}}
// CHECK-DAG: @collapse_units_inner: invalid: target result #1 is 1 (0x0000000000000001) where the source result is 2 (0x0000000000000002)
// CHECK-DAG: @global_strided: valid{{$}}
// CHECK-DAG: @global_strided_identity: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @global_clone: valid{{$}}
// CHECK-DAG: @mutable_global_clone: invalid: target result #0
// CHECK-DAG: @clone_to_global: invalid: target result #0
// CHECK-DAG: @alloc_strides: valid (unchanged){{$}}
// CHECK-DAG: @reinterpret_in_range: valid{{$}}
// CHECK-DAG: @wrapping_position: invalid: the target has undefined behaviour (load whose position overflows index) where the source has none
// CHECK: summary: 9 valid, 6 invalid, 0 unsupported, 0 inconclusive

// PASS-DAG: stage 'expand-strided-metadata': @alloc_strides is valid{{$}}
// PASS-DAG: stage 'expand-strided-metadata': @collapse_units_meta is valid{{$}}
// PASS-DAG: stage 'expand-strided-metadata': @global_strided_meta is valid{{$}}
// PASS-DAG: stage 'buffer-deallocation-pipeline': @return_constant is valid{{$}}
// PASS-DAG: error: verify-translation: stage 'buffer-deallocation-pipeline' miscompiled @mutable_global_clone: target result #0

//--- src.mlir
memref.global "private" constant @c : memref<2x3xi32, strided<[4, 1], offset: 0>> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @k : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" @w : memref<4xi32> = dense<[1, 2, 3, 4]>

// The source's allocation bounds the sizes: 4 * d1 * d2 i16 elements fit,
// so d1 * d2 does not overflow.
func.func @alloc_nsw(%d1: index, %d2: index) -> index {
  %A = memref.alloc(%d1, %d2) : memref<4x?x?xi16>
  %c4 = arith.constant 4 : index
  %p = arith.muli %d1, %d2 : index
  %q = arith.muli %p, %c4 : index
  return %q : index
}
// i8 elements: d1 * d2 bytes fit, 4 * d1 * d2 need not.
func.func @alloc_bytes_nsw(%d1: index, %d2: index) -> index {
  %A = memref.alloc(%d1, %d2) : memref<?x?xi8>
  %c4 = arith.constant 4 : index
  %p = arith.muli %d1, %d2 : index
  %q = arith.muli %p, %c4 : index
  return %q : index
}
func.func @alloc_strides(%d1: index, %d2: index) -> (index, index) {
  %A = memref.alloc(%d1, %d2) : memref<4x?x?xi16>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %A : memref<4x?x?xi16> -> memref<i16>, index, index, index, index, index, index, index
  return %strides#0, %strides#1 : index, index
}
func.func @collapse_units(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %c : memref<1xi32, strided<[2], offset: ?>> -> memref<i32>, index, index, index
  return %off, %stride : index, index
}
func.func @collapse_units_inner(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %c : memref<1xi32, strided<[2], offset: ?>> -> memref<i32>, index, index, index
  return %off, %stride : index, index
}
func.func @collapse_units_meta(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %c : memref<1xi32, strided<[2], offset: ?>> -> memref<i32>, index, index, index
  return %off, %stride : index, index
}
func.func @global_strided(%i: index, %j: index) -> i32 {
  %g = memref.get_global @c : memref<2x3xi32, strided<[4, 1], offset: 0>>
  %x = memref.load %g[%i, %j] : memref<2x3xi32, strided<[4, 1], offset: 0>>
  return %x : i32
}
func.func @global_strided_identity() -> i32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @c : memref<2x3xi32, strided<[4, 1], offset: 0>>
  %x = memref.load %g[%c1, %c1] : memref<2x3xi32, strided<[4, 1], offset: 0>>
  return %x : i32
}
func.func @global_strided_meta() -> (index, index, index) {
  %g = memref.get_global @c : memref<2x3xi32, strided<[4, 1], offset: 0>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %g : memref<2x3xi32, strided<[4, 1], offset: 0>> -> memref<i32>, index, index, index, index, index
  return %off, %strides#0, %strides#1 : index, index, index
}
func.func @global_clone() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  return %g : memref<4xi32>
}
func.func @mutable_global_clone() -> memref<4xi32> {
  %g = memref.get_global @w : memref<4xi32>
  return %g : memref<4xi32>
}
func.func @clone_to_global() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  %c = bufferization.clone %g : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @return_constant() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  return %g : memref<4xi32>
}

func.func @reinterpret_in_range(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @wrapping_position(%s: index) -> i32 {
  %c7 = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xi32>
  return %c7 : i32
}

//--- tgt.mlir
memref.global "private" constant @c : memref<2x3xi32, strided<[4, 1], offset: 0>> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @k : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" @w : memref<4xi32> = dense<[1, 2, 3, 4]>

func.func @alloc_nsw(%d1: index, %d2: index) -> index {
  %A = memref.alloc(%d1, %d2) : memref<4x?x?xi16>
  %c4 = arith.constant 4 : index
  %p = arith.muli %d1, %d2 overflow<nsw> : index
  %q = arith.muli %p, %c4 : index
  return %q : index
}
func.func @alloc_bytes_nsw(%d1: index, %d2: index) -> index {
  %A = memref.alloc(%d1, %d2) : memref<?x?xi8>
  %c4 = arith.constant 4 : index
  %p = arith.muli %d1, %d2 overflow<nsw> : index
  %q = arith.muli %p, %c4 overflow<nsw> : index
  return %q : index
}
func.func @alloc_strides(%d1: index, %d2: index) -> (index, index) {
  %A = memref.alloc(%d1, %d2) : memref<4x?x?xi16>
  %base, %off, %sizes:3, %strides:3 = memref.extract_strided_metadata %A : memref<4x?x?xi16> -> memref<i16>, index, index, index, index, index, index, index
  return %strides#0, %strides#1 : index, index
}
// The stride the result type states.
func.func @collapse_units(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c2 = arith.constant 2 : index
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<1x1xi32, strided<[2, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
  return %off, %c2 : index, index
}
// The innermost dimension's stride: not what the type states.
func.func @collapse_units_inner(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<1x1xi32, strided<[2, 1], offset: ?>> -> memref<i32>, index, index, index, index, index
  return %off, %c1 : index, index
}
func.func @collapse_units_meta(%m: memref<1x1xi32, strided<[2, 1], offset: ?>>) -> (index, index) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<1x1xi32, strided<[2, 1], offset: ?>> into memref<1xi32, strided<[2], offset: ?>>
  %base, %off, %size, %stride = memref.extract_strided_metadata %c : memref<1xi32, strided<[2], offset: ?>> -> memref<i32>, index, index, index
  return %off, %stride : index, index
}
// Element [i, j] is at 4 * i + j of the global's elements, row-major.
func.func @global_strided(%i: index, %j: index) -> i32 {
  %g = memref.get_global @c : memref<2x3xi32, strided<[4, 1], offset: 0>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %g : memref<2x3xi32, strided<[4, 1], offset: 0>> -> memref<i32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [0], sizes: [6], strides: [1] : memref<i32> to memref<6xi32>
  %c4 = arith.constant 4 : index
  %r = arith.muli %i, %c4 : index
  %at = arith.addi %r, %j : index
  %x = memref.load %flat[%at] : memref<6xi32>
  return %x : i32
}
// The element [1, 1] of the initial value (5), as an identity layout would
// give it; the strided layout reads 4 * 1 + 1 = 5, the sixth element (6).
func.func @global_strided_identity() -> i32 {
  %c5 = arith.constant 5 : i32
  return %c5 : i32
}
func.func @global_strided_meta() -> (index, index, index) {
  %g = memref.get_global @c : memref<2x3xi32, strided<[4, 1], offset: 0>>
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %g : memref<2x3xi32, strided<[4, 1], offset: 0>> -> memref<i32>, index, index, index, index, index
  return %off, %strides#0, %strides#1 : index, index, index
}
func.func @global_clone() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  %c = bufferization.clone %g : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
// A global the caller may write: the copy is observable.
func.func @mutable_global_clone() -> memref<4xi32> {
  %g = memref.get_global @w : memref<4xi32>
  %c = bufferization.clone %g : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
// The caller may free the source's copy, not the global.
func.func @clone_to_global() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  return %g : memref<4xi32>
}
func.func @return_constant() -> memref<4xi32> {
  %g = memref.get_global @k : memref<4xi32>
  return %g : memref<4xi32>
}
func.func @reinterpret_in_range(%m: memref<4xi32>, %i: index) -> i32 {
  %v = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  %x = memref.load %v[%i] : memref<4xi32, strided<[1]>>
  return %x : i32
}
// Loads element 2 only when 2 * stride wraps to 0: stride 0, or 2^63,
// whose position computation overflows.
func.func @wrapping_position(%s: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : i32
  %a = memref.alloc() : memref<4xi32>
  %v = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [%s] : memref<4xi32> to memref<4xi32, strided<[?]>>
  %p = arith.muli %s, %c2 : index
  %z = arith.cmpi eq, %p, %c0 : index
  scf.if %z {
    %y = memref.load %v[%c2] : memref<4xi32, strided<[?]>>
  }
  return %c7 : i32
}
