// vector.extract / vector.insert: the element or sub-vector at a position
// (elements in row-major order), given by static and dynamic indices.
// "Static and dynamic indices must be greater or equal to zero and less than
// the size of the corresponding dimension. The result is undefined if any
// index is out-of-bounds. The value `-1` represents a poison index, which
// specifies that the extracted element is poison" (ExtractOp) / "that the
// resulting vector is poison" (InsertOp) (VectorOps.td). An out-of-bounds
// dynamic index, like -1, gives poison (LLVM's extractelement and
// insertelement: "If idx exceeds the length of val ... the result is a
// poison value"); so does a poison index. Static out-of-bounds positions
// other than -1 are rejected by the verifier, so they only occur dynamically.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @extract_static_row_major: valid{{$}}
// CHECK-DAG: @extract_row_then_element: valid{{$}}
// CHECK-DAG: @insert_then_extract_same: valid{{$}}
// CHECK-DAG: @insert_then_extract_other: valid{{$}}
// CHECK-DAG: @insert_overwrites: valid{{$}}
// CHECK-DAG: @insert_row_extract_element: valid{{$}}
// CHECK-DAG: @extract_dynamic_constant: valid{{$}}
// CHECK-DAG: @extract_dynamic_is_select_chain: valid{{$}}
// CHECK-DAG: @extract_dynamic_2d_mixed: valid{{$}}
// CHECK-DAG: @extract_dynamic_row: valid{{$}}
// CHECK-DAG: @insert_dynamic_is_lane_selects: valid{{$}}
// CHECK-DAG: @extract_minus_one_is_poison: valid{{$}}
// CHECK-DAG: @extract_dynamic_oob_is_poison: valid{{$}}
// CHECK-DAG: @extract_dynamic_minus_one_is_poison: valid{{$}}
// CHECK-DAG: @extract_poison_index_is_poison: valid{{$}}
// CHECK-DAG: @insert_minus_one_is_poison: valid{{$}}
// CHECK-DAG: @insert_dynamic_oob_is_poison: valid{{$}}
// CHECK-DAG: @extract_static_column_major: invalid: target result #0 is
// CHECK-DAG: @insert_then_extract_stale: invalid: target result #0 is
// CHECK-DAG: @extract_dynamic_off_by_one: invalid: target result #0 is
// CHECK-DAG: @extract_dynamic_oob_not_a_value: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @extract_minus_one_not_a_value: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @insert_minus_one_poisons_all: invalid: target result #0 is [poison, poison, poison, poison] where the source result is [
// CHECK-DAG: @insert_dynamic_oob_poisons_all: invalid: target result #0 is [poison, poison, poison, poison] where the source result is [
// CHECK-DAG: @insert_poison_index_poisons_all: invalid: target result #0 is [poison, poison, poison, poison] where the source result is [
// CHECK-DAG: @insert_row_wrong_row: invalid: target result #0 is
// CHECK: summary: 17 valid, 9 invalid, 0 unsupported, 0 inconclusive

// The counterexample index is out of bounds.
// DIAG: error: mlir-refine: the target miscompiles @extract_dynamic_oob_not_a_value: target result #0 is poison
// DIAG: note: counterexample input %arg1 : index = {{([4-9]|[1-9][0-9]+) }}

//--- src.mlir
// Element (0, 2) of a 2x3 vector is element 2 in row-major order.
func.func @extract_static_row_major(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[0, 2] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @extract_row_then_element(%x: vector<2x3xi8>) -> i8 {
  %row = vector.extract %x[1] : vector<3xi8> from vector<2x3xi8>
  %r = vector.extract %row[2] : i8 from vector<3xi8>
  return %r : i8
}
func.func @insert_then_extract_same(%x: vector<4xi8>, %v: i8) -> i8 {
  %y = vector.insert %v, %x[2] : i8 into vector<4xi8>
  %r = vector.extract %y[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @insert_then_extract_other(%x: vector<4xi8>, %v: i8) -> i8 {
  %y = vector.insert %v, %x[2] : i8 into vector<4xi8>
  %r = vector.extract %y[1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @insert_overwrites(%x: vector<4xindex>, %a: index, %b: index) -> vector<4xindex> {
  %y = vector.insert %b, %x[1] : index into vector<4xindex>
  %r = vector.insert %a, %y[1] : index into vector<4xindex>
  return %r : vector<4xindex>
}
func.func @insert_row_extract_element(%x: vector<2x3xi16>, %row: vector<3xi16>) -> i16 {
  %y = vector.insert %row, %x[1] : vector<3xi16> into vector<2x3xi16>
  %r = vector.extract %y[1, 2] : i16 from vector<2x3xi16>
  return %r : i16
}
func.func @extract_dynamic_constant(%x: vector<4xi8>) -> i8 {
  %c2 = arith.constant 2 : index
  %r = vector.extract %x[%c2] : i8 from vector<4xi8>
  return %r : i8
}
// An out-of-bounds index gives poison, which the target refines to 0.
func.func @extract_dynamic_is_select_chain(%x: vector<4xi8>, %i: index) -> i8 {
  %r = vector.extract %x[%i] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_2d_mixed(%x: vector<2x3xi8>, %j: index) -> i8 {
  %r = vector.extract %x[1, %j] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @extract_dynamic_row(%x: vector<2x3xi8>, %i: index) -> vector<3xi8> {
  %r = vector.extract %x[%i] : vector<3xi8> from vector<2x3xi8>
  return %r : vector<3xi8>
}
func.func @insert_dynamic_is_lane_selects(%x: vector<4xi8>, %v: i8, %i: index) -> vector<4xi8> {
  %r = vector.insert %v, %x[%i] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @extract_minus_one_is_poison(%x: vector<4xi8>) -> i8 {
  %r = vector.extract %x[-1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_oob_is_poison(%x: vector<4xi8>) -> i8 {
  %c4 = arith.constant 4 : index
  %r = vector.extract %x[%c4] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_minus_one_is_poison(%x: vector<2x3xi8>) -> i8 {
  %m1 = arith.constant -1 : index
  %r = vector.extract %x[0, %m1] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @extract_poison_index_is_poison(%x: vector<4xi8>) -> i8 {
  %p = ub.poison : index
  %r = vector.extract %x[%p] : i8 from vector<4xi8>
  return %r : i8
}
func.func @insert_minus_one_is_poison(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %r = vector.insert %v, %x[-1] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @insert_dynamic_oob_is_poison(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %c9 = arith.constant 9 : index
  %r = vector.insert %v, %x[%c9] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
// Mutations that must be caught.
func.func @extract_static_column_major(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[0, 2] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @insert_then_extract_stale(%x: vector<4xi8>, %v: i8) -> i8 {
  %y = vector.insert %v, %x[2] : i8 into vector<4xi8>
  %r = vector.extract %y[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_off_by_one(%x: vector<4xi8>, %i: index) -> i8 {
  %r = vector.extract %x[%i] : i8 from vector<4xi8>
  return %r : i8
}
// The source gives 0 for an out-of-bounds index; the target gives poison.
func.func @extract_dynamic_oob_not_a_value(%x: vector<4xi8>, %i: index) -> i8 {
  %c0 = arith.constant 0 : i8
  %n = arith.constant 4 : index
  %ok = arith.cmpi ult, %i, %n : index
  %s = arith.select %ok, %i, %n : index
  %e = vector.extract %x[%s] : i8 from vector<4xi8>
  %r = arith.select %ok, %e, %c0 : i8
  return %r : i8
}
func.func @extract_minus_one_not_a_value(%x: vector<4xi8>) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @insert_minus_one_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  return %x : vector<4xi8>
}
func.func @insert_dynamic_oob_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  return %x : vector<4xi8>
}
func.func @insert_poison_index_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  return %x : vector<4xi8>
}
func.func @insert_row_wrong_row(%x: vector<2x3xi16>, %row: vector<3xi16>) -> i16 {
  %y = vector.insert %row, %x[1] : vector<3xi16> into vector<2x3xi16>
  %r = vector.extract %y[1, 2] : i16 from vector<2x3xi16>
  return %r : i16
}

//--- tgt.mlir
func.func @extract_static_row_major(%x: vector<2x3xi8>) -> i8 {
  %f = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  %r = vector.extract %f[2] : i8 from vector<6xi8>
  return %r : i8
}
func.func @extract_row_then_element(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[1, 2] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @insert_then_extract_same(%x: vector<4xi8>, %v: i8) -> i8 {
  return %v : i8
}
func.func @insert_then_extract_other(%x: vector<4xi8>, %v: i8) -> i8 {
  %r = vector.extract %x[1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @insert_overwrites(%x: vector<4xindex>, %a: index, %b: index) -> vector<4xindex> {
  %r = vector.insert %a, %x[1] : index into vector<4xindex>
  return %r : vector<4xindex>
}
func.func @insert_row_extract_element(%x: vector<2x3xi16>, %row: vector<3xi16>) -> i16 {
  %r = vector.extract %row[2] : i16 from vector<3xi16>
  return %r : i16
}
func.func @extract_dynamic_constant(%x: vector<4xi8>) -> i8 {
  %r = vector.extract %x[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_is_select_chain(%x: vector<4xi8>, %i: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i8
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %x1 = vector.extract %x[1] : i8 from vector<4xi8>
  %x2 = vector.extract %x[2] : i8 from vector<4xi8>
  %x3 = vector.extract %x[3] : i8 from vector<4xi8>
  %is0 = arith.cmpi eq, %i, %c0 : index
  %is1 = arith.cmpi eq, %i, %c1 : index
  %is2 = arith.cmpi eq, %i, %c2 : index
  %is3 = arith.cmpi eq, %i, %c3 : index
  %s3 = arith.select %is3, %x3, %z : i8
  %s2 = arith.select %is2, %x2, %s3 : i8
  %s1 = arith.select %is1, %x1, %s2 : i8
  %r = arith.select %is0, %x0, %s1 : i8
  return %r : i8
}
func.func @extract_dynamic_2d_mixed(%x: vector<2x3xi8>, %j: index) -> i8 {
  %row = vector.extract %x[1] : vector<3xi8> from vector<2x3xi8>
  %r = vector.extract %row[%j] : i8 from vector<3xi8>
  return %r : i8
}
// Any index other than 0 (including out-of-bounds ones) picks row 1.
func.func @extract_dynamic_row(%x: vector<2x3xi8>, %i: index) -> vector<3xi8> {
  %c0 = arith.constant 0 : index
  %is0 = arith.cmpi eq, %i, %c0 : index
  %r0 = vector.extract %x[0] : vector<3xi8> from vector<2x3xi8>
  %r1 = vector.extract %x[1] : vector<3xi8> from vector<2x3xi8>
  %r = arith.select %is0, %r0, %r1 : vector<3xi8>
  return %r : vector<3xi8>
}
func.func @insert_dynamic_is_lane_selects(%x: vector<4xi8>, %v: i8, %i: index) -> vector<4xi8> {
  %idx = vector.step : vector<4xindex>
  %bi = vector.broadcast %i : index to vector<4xindex>
  %m = arith.cmpi eq, %idx, %bi : vector<4xindex>
  %bv = vector.broadcast %v : i8 to vector<4xi8>
  %r = arith.select %m, %bv, %x : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @extract_minus_one_is_poison(%x: vector<4xi8>) -> i8 {
  %c = arith.constant 42 : i8
  return %c : i8
}
func.func @extract_dynamic_oob_is_poison(%x: vector<4xi8>) -> i8 {
  %c = arith.constant 42 : i8
  return %c : i8
}
func.func @extract_dynamic_minus_one_is_poison(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[0, 0] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @extract_poison_index_is_poison(%x: vector<4xi8>) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @insert_minus_one_is_poison(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @insert_dynamic_oob_is_poison(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  return %x : vector<4xi8>
}
// Column-major order would put (0, 2) at offset 4.
func.func @extract_static_column_major(%x: vector<2x3xi8>) -> i8 {
  %f = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  %r = vector.extract %f[4] : i8 from vector<6xi8>
  return %r : i8
}
func.func @insert_then_extract_stale(%x: vector<4xi8>, %v: i8) -> i8 {
  %r = vector.extract %x[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_off_by_one(%x: vector<4xi8>, %i: index) -> i8 {
  %c1 = arith.constant 1 : index
  %j = arith.addi %i, %c1 : index
  %r = vector.extract %x[%j] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_dynamic_oob_not_a_value(%x: vector<4xi8>, %i: index) -> i8 {
  %r = vector.extract %x[%i] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_minus_one_not_a_value(%x: vector<4xi8>) -> i8 {
  %r = vector.extract %x[-1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @insert_minus_one_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %r = vector.insert %v, %x[-1] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @insert_dynamic_oob_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %c4 = arith.constant 4 : index
  %r = vector.insert %v, %x[%c4] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @insert_poison_index_poisons_all(%x: vector<4xi8>, %v: i8) -> vector<4xi8> {
  %p = ub.poison : index
  %r = vector.insert %v, %x[%p] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @insert_row_wrong_row(%x: vector<2x3xi16>, %row: vector<3xi16>) -> i16 {
  %r = vector.extract %x[1, 2] : i16 from vector<2x3xi16>
  return %r : i16
}
