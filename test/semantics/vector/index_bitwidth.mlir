// Dynamic positions of vector.extract / vector.insert are `index` values,
// whose width is the `index-bitwidth` option. "Static and dynamic indices
// must be greater or equal to zero and less than the size of the
// corresponding dimension. The result is undefined if any index is
// out-of-bounds" (VectorOps.td, ExtractOp / InsertOp): an index that is in
// bounds selects its element whatever the width of `index`, even when the
// dimension size (8 here) does not fit in that width (3 bits: 0..7, every
// value in bounds).
//
// Regression test: the bounds check once compared the index with the
// dimension size truncated to the index width (8 -> 0 in 3 bits), so every
// dynamic index counted as out of bounds and the result was always poison.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --index-bitwidth=3 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @extract_dynamic_is_static: valid{{$}}
// CHECK-DAG: @extract_wider_than_index: valid{{$}}
// CHECK-DAG: @extract_in_bounds_not_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @insert_in_bounds_not_poison: invalid: target result #0 is [poison, {{.*}}] where the source result is [
// CHECK-DAG: @extract_lane_0_not_lane_8: invalid: target result #0 is
// CHECK: summary: 2 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @extract_dynamic_is_static(%x: vector<8xi8>) -> i8 {
  %c7 = arith.constant 7 : index
  %r = vector.extract %x[%c7] : i8 from vector<8xi8>
  return %r : i8
}
// With 3-bit indices, lanes 8..15 cannot be addressed; index 0 is lane 0.
func.func @extract_wider_than_index(%x: vector<16xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %r = vector.extract %x[%c0] : i8 from vector<16xi8>
  return %r : i8
}
// Mutations that must be caught.
func.func @extract_in_bounds_not_poison(%x: vector<8xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %r = vector.extract %x[%c1] : i8 from vector<8xi8>
  return %r : i8
}
func.func @insert_in_bounds_not_poison(%x: vector<8xi8>, %v: i8) -> vector<8xi8> {
  %c1 = arith.constant 1 : index
  %r = vector.insert %v, %x[%c1] : i8 into vector<8xi8>
  return %r : vector<8xi8>
}
func.func @extract_lane_0_not_lane_8(%x: vector<16xi8>) -> i8 {
  %c0 = arith.constant 0 : index
  %r = vector.extract %x[%c0] : i8 from vector<16xi8>
  return %r : i8
}

//--- tgt.mlir
func.func @extract_dynamic_is_static(%x: vector<8xi8>) -> i8 {
  %r = vector.extract %x[7] : i8 from vector<8xi8>
  return %r : i8
}
func.func @extract_wider_than_index(%x: vector<16xi8>) -> i8 {
  %r = vector.extract %x[0] : i8 from vector<16xi8>
  return %r : i8
}
func.func @extract_in_bounds_not_poison(%x: vector<8xi8>) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @insert_in_bounds_not_poison(%x: vector<8xi8>, %v: i8) -> vector<8xi8> {
  %p = ub.poison : vector<8xi8>
  return %p : vector<8xi8>
}
func.func @extract_lane_0_not_lane_8(%x: vector<16xi8>) -> i8 {
  %r = vector.extract %x[8] : i8 from vector<16xi8>
  return %r : i8
}
