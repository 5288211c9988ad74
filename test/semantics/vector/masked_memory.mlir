// vector.maskedload / vector.maskedstore (VectorOps.td, MaskedLoadOp /
// MaskedStoreOp): "When the mask is set, the element is read from memory.
// Otherwise, the corresponding element is taken from a pass-through vector";
// "When the mask is set, the corresponding element from the vector is written
// to memory. Otherwise, no action is taken for the element". "If a mask bit is
// set and the corresponding index is out-of-bounds for the given base, the
// behavior is undefined. If a mask bit is not set ... the index is allowed to
// be out-of-bounds." ODS is silent on a poison mask bit: the encoder's choice
// is UB, for a load as for a store (the op must decide whether to access). A vector.load + select
// emulation is right, even at a poison index with every lane masked off: a
// plain vector.load "permits out-of-bounds reads", so there it reads poison
// lanes (no UB), which the select discards.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @masked_off_oob_lanes_no_ub: valid{{$}}
// CHECK-DAG: @maskedstore_prefix: valid{{$}}
// CHECK-DAG: @all_set_to_vector_load: valid{{$}}
// CHECK-DAG: @load_select_emulation: valid{{$}}
// A masked store emulated by a load, a select and a store writes the
// masked-off elements (the load reads poison there, no UB), which the caller may not have: UB where the source
// has none (memref arguments are dereferenceable only where the source
// accesses them).
// CHECK-DAG: @store_of_loaded_blend: invalid: the target has undefined behaviour (store of %arg0 where the caller's buffer may not exist (a memref argument is dereferenceable only where the source accesses it)) where the source has none
// CHECK-DAG: @vector_load_to_all_set: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @emulation_poison_index: valid{{$}}
// CHECK-DAG: @select_swapped: invalid: target result #0 is
// CHECK-DAG: @maskedstore_writes_masked_off: invalid: the target has undefined behaviour (store out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @maskedstore_mask_dropped: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK: summary: 5 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @masked_off_oob_lanes_no_ub(%m: memref<8xi8>, %p: vector<4xi8>) -> vector<4xi8> {
  %c6 = arith.constant 6 : index
  %mask = vector.constant_mask [2] : vector<4xi1>
  %v = vector.maskedload %m[%c6], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @maskedstore_prefix(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %mask = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %m[%c6], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @all_set_to_vector_load(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %mask = vector.constant_mask [4] : vector<4xi1>
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @load_select_emulation(%m: memref<8xi8>, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.maskedload %m[%c0], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @emulation_poison_index(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @store_of_loaded_blend(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.maskedstore %m[%c0], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @vector_load_to_all_set(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @select_swapped(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @maskedstore_writes_masked_off(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %mask = vector.constant_mask [2] : vector<4xi1>
  vector.maskedstore %m[%c6], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @maskedstore_mask_dropped(%m: memref<8xi8>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.maskedstore %m[%c0], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}

//--- tgt.mlir
func.func @masked_off_oob_lanes_no_ub(%m: memref<8xi8>, %p: vector<4xi8>) -> vector<4xi8> {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a = memref.load %m[%c6] : memref<8xi8>
  %b = memref.load %m[%c7] : memref<8xi8>
  %r0 = vector.insert %a, %p [0] : i8 into vector<4xi8>
  %r1 = vector.insert %b, %r0 [1] : i8 into vector<4xi8>
  return %r1 : vector<4xi8>
}
func.func @maskedstore_prefix(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  memref.store %a, %m[%c6] : memref<8xi8>
  memref.store %b, %m[%c7] : memref<8xi8>
  return
}
func.func @all_set_to_vector_load(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %v = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @load_select_emulation(%m: memref<8xi8>, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %l = vector.load %m[%c0] : memref<8xi8>, vector<4xi8>
  %v = arith.select %mask, %l, %p : vector<4xi1>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @emulation_poison_index(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %l = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  %v = arith.select %mask, %l, %p : vector<4xi1>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @store_of_loaded_blend(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  %old = vector.load %m[%c0] : memref<8xi8>, vector<4xi8>
  %b = arith.select %mask, %v, %old : vector<4xi1>, vector<4xi8>
  vector.store %b, %m[%c0] : memref<8xi8>, vector<4xi8>
  return
}
func.func @vector_load_to_all_set(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %mask = vector.constant_mask [4] : vector<4xi1>
  %v = vector.maskedload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @select_swapped(%m: memref<8xi8>, %i: index, %mask: vector<4xi1>, %p: vector<4xi8>) -> vector<4xi8> {
  %l = vector.load %m[%i] : memref<8xi8>, vector<4xi8>
  %v = arith.select %mask, %p, %l : vector<4xi1>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @maskedstore_writes_masked_off(%m: memref<8xi8>, %v: vector<4xi8>) {
  %c6 = arith.constant 6 : index
  %mask = vector.constant_mask [3] : vector<4xi1>
  vector.maskedstore %m[%c6], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @maskedstore_mask_dropped(%m: memref<8xi8>, %mask: vector<4xi1>, %v: vector<4xi8>) {
  %c0 = arith.constant 0 : index
  vector.store %v, %m[%c0] : memref<8xi8>, vector<4xi8>
  return
}
