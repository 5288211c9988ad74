// vector.gather / vector.scatter / vector.expandload / vector.compressstore
// (VectorOps.td). gather: "result[i,j] := if mask[i,j] then base[i0, i1, i2 +
// indices[i,j]] else pass_thru[i,j]"; scatter: "if (mask[0]) base[index[0]] =
// value[0]", and "If the index vector contains two or more duplicate indices,
// the behavior is undefined" (read as two set lanes at one index: the
// encoder's choice); expandload: "result[0] := if mask[0] then base[index++]
// else pass_thru[0]"; compressstore: "if (mask[0]) base[index++] = value[0]".
// For all four: "If a mask bit is set and the corresponding index is
// out-of-bounds for the given base, the behavior is undefined. If a mask bit
// is not set ... the index is allowed to be out-of-bounds". ODS is silent on
// the signedness of an i32 index vector: sign-extended, as the LLVM lowering's
// getelementptr does (the encoder's choice).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @gather_to_loads: valid{{$}}
// CHECK-DAG: @gather_masked_off_oob: valid{{$}}
// CHECK-DAG: @gather_i32_negative: valid{{$}}
// CHECK-DAG: @scatter_to_stores: valid{{$}}
// CHECK-DAG: @scatter_duplicate_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @expandload_packs: valid{{$}}
// CHECK-DAG: @compressstore_packs: valid{{$}}
// CHECK-DAG: @gather_i32_zero_extended: invalid: target result #0 is
// CHECK-DAG: @gather_mask_ignored: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK-DAG: @scatter_values_swapped: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK-DAG: @expandload_not_packed: invalid: target result #0 is
// CHECK-DAG: @compressstore_not_packed: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @gather_to_loads(%m: memref<8xi8>, %idx: vector<2xindex>, %p: vector<2xi8>) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %mask = vector.constant_mask [2] : vector<2xi1>
  %v = vector.gather %m[%c0][%idx], %mask, %p : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_masked_off_oob(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 100]> : vector<2xindex>
  %mask = vector.constant_mask [1] : vector<2xi1>
  %v = vector.gather %m[%c0][%idx], %mask, %p : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_i32_negative(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c4 = arith.constant 4 : index
  %idx = arith.constant dense<[-1, -4]> : vector<2xi32>
  %mask = vector.constant_mask [2] : vector<2xi1>
  %v = vector.gather %m[%c4][%idx], %mask, %p : memref<8xi8>, vector<2xi32>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @scatter_to_stores(%m: memref<8xi8>, %v: vector<2xi8>) {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[1, 3]> : vector<2xindex>
  %mask = vector.constant_mask [2] : vector<2xi1>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8>
  return
}
func.func @scatter_duplicate_is_ub(%m: memref<8xi8>, %v: vector<2xi8>) {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[2, 2]> : vector<2xindex>
  %mask = vector.constant_mask [2] : vector<2xi1>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8>
  return
}
func.func @expandload_packs(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %v = vector.expandload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @compressstore_packs(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  vector.compressstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}
func.func @gather_i32_zero_extended(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c4 = arith.constant 4 : index
  %idx = arith.constant dense<[-1, -4]> : vector<2xi32>
  %mask = vector.constant_mask [2] : vector<2xi1>
  %v = vector.gather %m[%c4][%idx], %mask, %p : memref<8xi8>, vector<2xi32>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_mask_ignored(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 100]> : vector<2xindex>
  %mask = vector.constant_mask [1] : vector<2xi1>
  %v = vector.gather %m[%c0][%idx], %mask, %p : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @scatter_values_swapped(%m: memref<8xi8>, %v: vector<2xi8>) {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[1, 3]> : vector<2xindex>
  %mask = vector.constant_mask [2] : vector<2xi1>
  vector.scatter %m[%c0][%idx], %mask, %v : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8>
  return
}
func.func @expandload_not_packed(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %v = vector.expandload %m[%i], %mask, %p : memref<8xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @compressstore_not_packed(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %mask = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  vector.compressstore %m[%i], %mask, %v : memref<8xi8>, vector<4xi1>, vector<4xi8>
  return
}

//--- tgt.mlir
func.func @gather_to_loads(%m: memref<8xi8>, %idx: vector<2xindex>, %p: vector<2xi8>) -> vector<2xi8> {
  %i0 = vector.extract %idx[0] : index from vector<2xindex>
  %i1 = vector.extract %idx[1] : index from vector<2xindex>
  %a = memref.load %m[%i0] : memref<8xi8>
  %b = memref.load %m[%i1] : memref<8xi8>
  %v = vector.from_elements %a, %b : vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_masked_off_oob(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c3 = arith.constant 3 : index
  %a = memref.load %m[%c3] : memref<8xi8>
  %v = vector.insert %a, %p [0] : i8 into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_i32_negative(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c3] : memref<8xi8>
  %b = memref.load %m[%c0] : memref<8xi8>
  %v = vector.from_elements %a, %b : vector<2xi8>
  return %v : vector<2xi8>
}
func.func @scatter_to_stores(%m: memref<8xi8>, %v: vector<2xi8>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = vector.extract %v[0] : i8 from vector<2xi8>
  %b = vector.extract %v[1] : i8 from vector<2xi8>
  memref.store %a, %m[%c1] : memref<8xi8>
  memref.store %b, %m[%c3] : memref<8xi8>
  return
}
func.func @scatter_duplicate_is_ub(%m: memref<8xi8>, %v: vector<2xi8>) {
  return
}
func.func @expandload_packs(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %a = memref.load %m[%i] : memref<8xi8>
  %b = memref.load %m[%i1] : memref<8xi8>
  %r0 = vector.insert %a, %p [0] : i8 into vector<4xi8>
  %r1 = vector.insert %b, %r0 [2] : i8 into vector<4xi8>
  return %r1 : vector<4xi8>
}
func.func @compressstore_packs(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[2] : i8 from vector<4xi8>
  memref.store %a, %m[%i] : memref<8xi8>
  memref.store %b, %m[%i1] : memref<8xi8>
  return
}
func.func @gather_i32_zero_extended(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %a = memref.load %m[%c3] : memref<8xi8>
  %b = memref.load %m[%c7] : memref<8xi8>
  %v = vector.from_elements %a, %b : vector<2xi8>
  return %v : vector<2xi8>
}
func.func @gather_mask_ignored(%m: memref<8xi8>, %p: vector<2xi8>) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[3, 100]> : vector<2xindex>
  %mask = vector.constant_mask [2] : vector<2xi1>
  %v = vector.gather %m[%c0][%idx], %mask, %p : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8>
  return %v : vector<2xi8>
}
func.func @scatter_values_swapped(%m: memref<8xi8>, %v: vector<2xi8>) {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %a = vector.extract %v[0] : i8 from vector<2xi8>
  %b = vector.extract %v[1] : i8 from vector<2xi8>
  memref.store %b, %m[%c1] : memref<8xi8>
  memref.store %a, %m[%c3] : memref<8xi8>
  return
}
func.func @expandload_not_packed(%m: memref<8xi8>, %i: index, %p: vector<4xi8>) -> vector<4xi8> {
  %c2 = arith.constant 2 : index
  %i2 = arith.addi %i, %c2 : index
  %a = memref.load %m[%i] : memref<8xi8>
  %b = memref.load %m[%i2] : memref<8xi8>
  %r0 = vector.insert %a, %p [0] : i8 into vector<4xi8>
  %r1 = vector.insert %b, %r0 [2] : i8 into vector<4xi8>
  return %r1 : vector<4xi8>
}
func.func @compressstore_not_packed(%m: memref<8xi8>, %i: index, %v: vector<4xi8>) {
  %c2 = arith.constant 2 : index
  %i2 = arith.addi %i, %c2 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[2] : i8 from vector<4xi8>
  memref.store %a, %m[%i] : memref<8xi8>
  memref.store %b, %m[%i2] : memref<8xi8>
  return
}
