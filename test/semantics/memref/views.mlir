// Views of one buffer: memref.subview (out of bounds is UB), collapse_shape
// and expand_shape (a size that does not divide is UB), cast (a static
// size the view does not have is UB), reinterpret_cast, extract_strided_
// metadata, dim and rank; memref.copy between views (shapes that differ
// are UB); globals (get_global; a store to a constant global is UB); and
// atomic_rmw. Proved: a load through a subview folded into the source
// (fold-memref-alias-ops), a reshape round trip, a copy replaced by its
// element moves, metadata folded to constants. Caught: a subview offset
// off by one, an out-of-bounds subview, a cast to the wrong size, a copy in
// the wrong direction, a store into a constant global, a changed global, a
// wrong atomic kind.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @subview_load: valid{{$}}
// CHECK-DAG: @subview_2d_store: valid (IEEE-754){{$}}
// CHECK-DAG: @reshape_round_trip: valid{{$}}
// CHECK-DAG: @copy_expanded: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @metadata: valid{{$}}
// CHECK-DAG: @dim_rank: valid{{$}}
// CHECK-DAG: @global_read: valid{{$}}
// CHECK-DAG: @atomic_add: valid{{$}}
// CHECK-DAG: @reinterpret: valid{{$}}
// CHECK-DAG: @dynamic_copy: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @subview_off_by_one: invalid: memory of %arg0 differs at
// CHECK-DAG: @subview_out_of_bounds: invalid: the target has undefined behaviour (a subview out of bounds of its source) where the source has none
// CHECK-DAG: @cast_wrong_size: invalid: the target has undefined behaviour (a memref whose runtime sizes, strides or offset are not those of memref<5xi32>) where the source has none
// CHECK-DAG: @copy_reversed: invalid: memory of %arg{{[01]}} differs at
// CHECK-DAG: @store_constant_global: invalid: the target has undefined behaviour (store to a buffer that may not be written (a constant global, a read_only bufferization.to_buffer, a buffer bufferization.to_tensor made a tensor of, or one bufferization.clone copied)) where the source has none
// CHECK-DAG: @global_changed: invalid: memory of @counter differs at [0]: target
// CHECK-DAG: @atomic_kind: invalid: memory of %arg0 differs at
// CHECK-DAG: @expand_bad_size: invalid: the target has undefined behaviour (an expanded shape whose sizes do not multiply to the source's) where the source has none
// CHECK: summary: 10 valid, 8 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
memref.global "private" constant @table : memref<3xi16> = dense<[10, 20, 30]>
memref.global @counter : memref<1xi32> = dense<0>
func.func @subview_load(%m: memref<8xi32>, %i: index) -> i32 {
  %s = memref.subview %m[2] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 2>>
  %x = memref.load %s[%i] : memref<4xi32, strided<[1], offset: 2>>
  return %x : i32
}
func.func @subview_2d_store(%m: memref<4x4xf32>, %v: f32) {
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %c1 = arith.constant 1 : index
  memref.store %v, %s[%c1, %c1] : memref<2x2xf32, strided<[4, 1], offset: 5>>
  return
}
func.func @reshape_round_trip(%m: memref<2x3xi8>, %i: index, %j: index) -> i8 {
  %x = memref.load %m[%i, %j] : memref<2x3xi8>
  return %x : i8
}
func.func @copy_expanded(%a: memref<3xi32>, %b: memref<3xi32>) {
  memref.copy %a, %b : memref<3xi32> to memref<3xi32>
  return
}
func.func @metadata(%m: memref<4x8xi32>) -> (index, index, index) {
  %base, %off, %s0, %s1, %st0, %st1 = memref.extract_strided_metadata %m : memref<4x8xi32> -> memref<i32>, index, index, index, index, index
  return %off, %s1, %st0 : index, index, index
}
func.func @dim_rank(%m: memref<4x?xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xi32>
  %r = memref.rank %m : memref<4x?xi32>
  return %d, %r : index, index
}
func.func @global_read() -> i16 {
  %g = memref.get_global @table : memref<3xi16>
  %c1 = arith.constant 1 : index
  %x = memref.load %g[%c1] : memref<3xi16>
  return %x : i16
}
func.func @atomic_add(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %old = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %old : i32
}
func.func @reinterpret(%m: memref<2x4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  memref.store %v, %m[%c1, %c3] : memref<2x4xi32>
  return
}
func.func @dynamic_copy(%a: memref<?xi32>, %b: memref<?xi32>) {
  memref.copy %a, %b : memref<?xi32> to memref<?xi32>
  return
}
func.func @subview_off_by_one(%m: memref<8xi32>, %v: i32) {
  %s = memref.subview %m[2] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 2>>
  %c0 = arith.constant 0 : index
  memref.store %v, %s[%c0] : memref<4xi32, strided<[1], offset: 2>>
  return
}
func.func @subview_out_of_bounds(%m: memref<8xi32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @cast_wrong_size(%m: memref<?xi32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xi32>
  return %d : index
}
func.func @copy_reversed(%a: memref<3xi32>, %b: memref<3xi32>) {
  memref.copy %a, %b : memref<3xi32> to memref<3xi32>
  return
}
func.func @store_constant_global(%v: i16) -> i16 {
  return %v : i16
}
func.func @global_changed(%v: i32) {
  %g = memref.get_global @counter : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<1xi32>
  return
}
func.func @atomic_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  %old = memref.atomic_rmw maxs %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
func.func @expand_bad_size(%m: memref<?xi32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}

//--- tgt.mlir
memref.global "private" constant @table : memref<3xi16> = dense<[10, 20, 30]>
memref.global @counter : memref<1xi32> = dense<0>
func.func @subview_load(%m: memref<8xi32>, %i: index) -> i32 {
  %j = affine.apply affine_map<(d0) -> (d0 + 2)>(%i)
  %x = memref.load %m[%j] : memref<8xi32>
  return %x : i32
}
func.func @subview_2d_store(%m: memref<4x4xf32>, %v: f32) {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2, %c2] : memref<4x4xf32>
  return
}
func.func @reshape_round_trip(%m: memref<2x3xi8>, %i: index, %j: index) -> i8 {
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %e = memref.expand_shape %f [[0, 1]] output_shape [2, 3] : memref<6xi8> into memref<2x3xi8>
  %x = memref.load %e[%i, %j] : memref<2x3xi8>
  return %x : i8
}
func.func @copy_expanded(%a: memref<3xi32>, %b: memref<3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x0 = memref.load %a[%c0] : memref<3xi32>
  %x1 = memref.load %a[%c1] : memref<3xi32>
  %x2 = memref.load %a[%c2] : memref<3xi32>
  memref.store %x2, %b[%c2] : memref<3xi32>
  memref.store %x0, %b[%c0] : memref<3xi32>
  memref.store %x1, %b[%c1] : memref<3xi32>
  return
}
func.func @metadata(%m: memref<4x8xi32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  return %c0, %c8, %c8 : index, index, index
}
func.func @dim_rank(%m: memref<4x?xi32>) -> (index, index) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  return %c4, %c2 : index, index
}
func.func @global_read() -> i16 {
  %c = arith.constant 20 : i16
  return %c : i16
}
func.func @atomic_add(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  %old = memref.load %m[%i] : memref<4xi32>
  %new = arith.addi %old, %v : i32
  memref.store %new, %m[%i] : memref<4xi32>
  return %old : i32
}
func.func @reinterpret(%m: memref<2x4xi32>, %v: i32) {
  %f = memref.reinterpret_cast %m to offset: [0], sizes: [8], strides: [1] : memref<2x4xi32> to memref<8xi32>
  %c7 = arith.constant 7 : index
  memref.store %v, %f[%c7] : memref<8xi32>
  return
}
func.func @dynamic_copy(%a: memref<?xi32>, %b: memref<?xi32>) {
  %c = memref.cast %a : memref<?xi32> to memref<?xi32, strided<[1], offset: ?>>
  memref.copy %c, %b : memref<?xi32, strided<[1], offset: ?>> to memref<?xi32>
  return
}
func.func @subview_off_by_one(%m: memref<8xi32>, %v: i32) {
  %s = memref.subview %m[3] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 3>>
  %c0 = arith.constant 0 : index
  memref.store %v, %s[%c0] : memref<4xi32, strided<[1], offset: 3>>
  return
}
func.func @subview_out_of_bounds(%m: memref<8xi32>) -> i32 {
  %c6 = arith.constant 6 : index
  %s = memref.subview %m[%c6] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @cast_wrong_size(%m: memref<?xi32>) -> index {
  %s = memref.cast %m : memref<?xi32> to memref<5xi32>
  %c5 = arith.constant 5 : index
  return %c5 : index
}
func.func @copy_reversed(%a: memref<3xi32>, %b: memref<3xi32>) {
  memref.copy %b, %a : memref<3xi32> to memref<3xi32>
  return
}
func.func @store_constant_global(%v: i16) -> i16 {
  %g = memref.get_global @table : memref<3xi16>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<3xi16>
  return %v : i16
}
func.func @global_changed(%v: i32) {
  return
}
func.func @atomic_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  %old = memref.atomic_rmw maxu %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
func.func @expand_bad_size(%m: memref<?xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [%c2, 4] : memref<?xi32> into memref<?x4xi32>
  %c = arith.constant 0 : i32
  return %c : i32
}
