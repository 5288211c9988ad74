// vector.load / vector.store (VectorOps.td, LoadOp/StoreOp): "reads an n-D
// slice of memory into an n-D vector ... The 'base' memref and indices
// determine the start memory address ... The shape of the result vector type
// determines the shape of the slice read": element k of the vector is the
// memref element at start + k along the trailing dimensions.
// Out of bounds: "the 'vector.load' operation permits out-of-bounds reads ...
// No assumptions should be made on the value of elements loaded out of
// bounds": such an element is poison, not UB (so scalar loads, whose
// out-of-bounds access is UB, are refined by one vector.load, not the other
// way). "No assumptions should be made on the memory written out of bounds.
// Not all targets may support out-of-bounds vector stores": the encoder's
// choice is that an out-of-bounds stored element is UB.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @loads_to_vector_load: valid{{$}}
// CHECK-DAG: @stores_to_vector_store: valid{{$}}
// CHECK-DAG: @vector_store_to_stores: valid{{$}}
// CHECK-DAG: @load_2d_trailing_dims: valid{{$}}
// CHECK-DAG: @oob_lane_is_poison: valid{{$}}
// CHECK-DAG: @store_then_load: valid{{$}}
// CHECK-DAG: @oob_store_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @vector_load_to_loads: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @load_2d_wrong_row: invalid: target result #0 is
// CHECK-DAG: @store_lanes_swapped: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK-DAG: @load_offset_off_by_one: invalid: target result #0 is
// CHECK-DAG: @oob_lane_used: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @loads_to_vector_load(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i1 = arith.addi %i, %c1 : index
  %i2 = arith.addi %i, %c2 : index
  %i3 = arith.addi %i, %c3 : index
  %a = memref.load %m[%i] : memref<8xi8>
  %b = memref.load %m[%i1] : memref<8xi8>
  %c = memref.load %m[%i2] : memref<8xi8>
  %d = memref.load %m[%i3] : memref<8xi8>
  %v = vector.from_elements %a, %b, %c, %d : vector<4xi8>
  return %v : vector<4xi8>
}
func.func @stores_to_vector_store(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i1 = arith.addi %i, %c1 : index
  %i2 = arith.addi %i, %c2 : index
  %i3 = arith.addi %i, %c3 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  %c = vector.extract %v[2] : i8 from vector<4xi8>
  %d = vector.extract %v[3] : i8 from vector<4xi8>
  memref.store %a, %m[%i] : memref<8xi8>
  memref.store %b, %m[%i1] : memref<8xi8>
  memref.store %c, %m[%i2] : memref<8xi8>
  memref.store %d, %m[%i3] : memref<8xi8>
  return
}
func.func @vector_store_to_stores(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.store %v, %m[%i] : memref<8xi8>, vector<4xi8>
  return
}
func.func @load_2d_trailing_dims(%m: memref<4x8xi8>, %i: index, %j: index) -> vector<2x2xi8> {
  %v = vector.load %m[%i, %j] : memref<4x8xi8>, vector<2x2xi8>
  return %v : vector<2x2xi8>
}
func.func @oob_lane_is_poison(%m: memref<8xi8>) -> i8 {
  %c6 = arith.constant 6 : index
  %v = vector.load %m[%c6] : memref<8xi8>, vector<4xi8>
  %e = vector.extract %v[2] : i8 from vector<4xi8>
  return %e : i8
}
func.func @oob_store_is_ub(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  vector.store %v, %m[%c6] : memref<8xi8>, vector<4xi8>
  return
}
func.func @store_then_load(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) -> vector<4xi8> {
  vector.store %v, %m[%i] : memref<8xi8>, vector<4xi8>
  %r = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_load_to_loads(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @load_2d_wrong_row(%m: memref<4x8xi8>, %i: index, %j: index) -> vector<2x2xi8> {
  %v = vector.load %m[%i, %j] : memref<4x8xi8>, vector<2x2xi8>
  return %v : vector<2x2xi8>
}
func.func @store_lanes_swapped(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.store %v, %m[%i] : memref<8xi8>, vector<4xi8>
  return
}
func.func @load_offset_off_by_one(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @oob_lane_used(%m: memref<8xi8>) -> i8 {
  %c6 = arith.constant 6 : index
  %v = vector.load %m[%c6] : memref<8xi8>, vector<4xi8>
  %e = vector.extract %v[2] : i8 from vector<4xi8>
  return %e : i8
}

//--- tgt.mlir
func.func @loads_to_vector_load(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @stores_to_vector_store(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  vector.store %v, %m[%i] : memref<8xi8>, vector<4xi8>
  return
}
func.func @vector_store_to_stores(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i1 = arith.addi %i, %c1 : index
  %i2 = arith.addi %i, %c2 : index
  %i3 = arith.addi %i, %c3 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  %c = vector.extract %v[2] : i8 from vector<4xi8>
  %d = vector.extract %v[3] : i8 from vector<4xi8>
  memref.store %a, %m[%i] : memref<8xi8>
  memref.store %b, %m[%i1] : memref<8xi8>
  memref.store %c, %m[%i2] : memref<8xi8>
  memref.store %d, %m[%i3] : memref<8xi8>
  return
}
func.func @load_2d_trailing_dims(%m: memref<4x8xi8>, %i: index, %j: index) -> vector<2x2xi8> {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %r0 = vector.load %m[%i, %j] : memref<4x8xi8>, vector<2xi8>
  %r1 = vector.load %m[%i1, %j] : memref<4x8xi8>, vector<2xi8>
  %p = ub.poison : vector<2x2xi8>
  %a = vector.insert %r0, %p [0] : vector<2xi8> into vector<2x2xi8>
  %b = vector.insert %r1, %a [1] : vector<2xi8> into vector<2x2xi8>
  return %b : vector<2x2xi8>
}
func.func @oob_lane_is_poison(%m: memref<8xi8>) -> i8 {
  %e = arith.constant 42 : i8
  return %e : i8
}
func.func @oob_store_is_ub(%m: memref<8xi8>, %v: vector<4xi8>) {
  return
}
func.func @store_then_load(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) -> vector<4xi8> {
  vector.store %v, %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vector_load_to_loads(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %i1 = arith.addi %i, %c1 : index
  %i2 = arith.addi %i, %c2 : index
  %i3 = arith.addi %i, %c3 : index
  %a = memref.load %m[%i] : memref<8xi8>
  %b = memref.load %m[%i1] : memref<8xi8>
  %c = memref.load %m[%i2] : memref<8xi8>
  %d = memref.load %m[%i3] : memref<8xi8>
  %v = vector.from_elements %a, %b, %c, %d : vector<4xi8>
  return %v : vector<4xi8>
}
func.func @load_2d_wrong_row(%m: memref<4x8xi8>, %i: index, %j: index) -> vector<2x2xi8> {
  %r0 = vector.load %m[%i, %j] : memref<4x8xi8>, vector<2xi8>
  %p = ub.poison : vector<2x2xi8>
  %a = vector.insert %r0, %p [0] : vector<2xi8> into vector<2x2xi8>
  %b = vector.insert %r0, %a [1] : vector<2xi8> into vector<2x2xi8>
  return %b : vector<2x2xi8>
}
func.func @store_lanes_swapped(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %s = vector.shuffle %v, %v [1, 0, 2, 3] : vector<4xi8>, vector<4xi8>
  vector.store %s, %m[%i] : memref<8xi8>, vector<4xi8>
  return
}
func.func @load_offset_off_by_one(%m: memref<8xi8>, %i: index) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %v = vector.load %m[%i1] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @oob_lane_used(%m: memref<8xi8>) -> i8 {
  %c8 = arith.constant 8 : index
  %e = memref.load %m[%c8] : memref<8xi8>
  return %e : i8
}
