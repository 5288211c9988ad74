// memref.load and memref.store on the memory model (src/semantics/memory):
// a store changes the argument's buffer, which the caller sees after the
// function returns; a load reads the last store to its element. Indices
// must be in bounds ("0 <= idx < dim_size"), else UB; so is a poison index.
// Forwarding a stored value, dropping a store that a later one overwrites
// and reordering stores to different elements are proved; a dropped store,
// a store to the wrong element, an off-by-one index, a load moved above the
// store it reads and an access made out of bounds are caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @forward_store: valid{{$}}
// CHECK-DAG: @dead_store: valid{{$}}
// CHECK-DAG: @reorder_stores: valid{{$}}
// CHECK-DAG: @symbolic_forward: valid{{$}}
// CHECK-DAG: @source_out_of_bounds: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @load_2d: valid{{$}}
// CHECK-DAG: @dropped_store: invalid: memory of %arg0 differs at [1]: target
// CHECK-DAG: @wrong_element: invalid: memory of %arg0 differs at
// CHECK-DAG: @off_by_one: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @load_hoisted: invalid: target result #0 is
// CHECK-DAG: @aliasing_indices: invalid: target result #0 is
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

// The counterexample shows the argument's initial contents as a literal.
// DIAG: note: counterexample input %arg0 : memref<4xi32> = dense<[{{.*}}]> : memref<4xi32>

//--- src.mlir
func.func @forward_store(%m: memref<4xi32>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  %x = memref.load %m[%c1] : memref<4xi32>
  return %x : i32
}
func.func @dead_store(%m: memref<4xi32>, %v: i32, %w: i32) {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<4xi32>
  memref.store %w, %m[%c2] : memref<4xi32>
  return
}
func.func @reorder_stores(%m: memref<4xi32>, %v: i32, %w: i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %w, %m[%c3] : memref<4xi32>
  return
}
func.func @symbolic_forward(%m: memref<?xi64>, %i: index, %v: i64) -> i64 {
  memref.store %v, %m[%i] : memref<?xi64>
  %x = memref.load %m[%i] : memref<?xi64>
  return %x : i64
}
func.func @source_out_of_bounds(%m: memref<4xi32>) -> i32 {
  %c4 = arith.constant 4 : index
  %x = memref.load %m[%c4] : memref<4xi32>
  return %x : i32
}
func.func @load_2d(%m: memref<2x3xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%c1, %c2] : memref<2x3xi8>
  return %x : i8
}
func.func @dropped_store(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
func.func @wrong_element(%m: memref<4xi32>, %v: i32) {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<4xi32>
  return
}
func.func @off_by_one(%m: memref<4xi32>) -> i32 {
  %c3 = arith.constant 3 : index
  %x = memref.load %m[%c3] : memref<4xi32>
  return %x : i32
}
func.func @load_hoisted(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @aliasing_indices(%m: memref<8xi32>, %i: index, %j: index, %v: i32, %w: i32) -> i32 {
  memref.store %v, %m[%i] : memref<8xi32>
  memref.store %w, %m[%j] : memref<8xi32>
  %x = memref.load %m[%i] : memref<8xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @forward_store(%m: memref<4xi32>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return %v : i32
}
func.func @dead_store(%m: memref<4xi32>, %v: i32, %w: i32) {
  %c2 = arith.constant 2 : index
  memref.store %w, %m[%c2] : memref<4xi32>
  return
}
func.func @reorder_stores(%m: memref<4xi32>, %v: i32, %w: i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  memref.store %w, %m[%c3] : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @symbolic_forward(%m: memref<?xi64>, %i: index, %v: i64) -> i64 {
  memref.store %v, %m[%i] : memref<?xi64>
  return %v : i64
}
func.func @source_out_of_bounds(%m: memref<4xi32>) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @load_2d(%m: memref<2x3xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %f = memref.collapse_shape %m [[0, 1]] : memref<2x3xi8> into memref<6xi8>
  %x = memref.load %f[%c5] : memref<6xi8>
  return %x : i8
}
func.func @dropped_store(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @wrong_element(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
func.func @off_by_one(%m: memref<4xi32>) -> i32 {
  %c4 = arith.constant 4 : index
  %x = memref.load %m[%c4] : memref<4xi32>
  return %x : i32
}
func.func @load_hoisted(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @aliasing_indices(%m: memref<8xi32>, %i: index, %j: index, %v: i32, %w: i32) -> i32 {
  memref.store %v, %m[%i] : memref<8xi32>
  memref.store %w, %m[%j] : memref<8xi32>
  return %v : i32
}
