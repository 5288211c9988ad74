// vector.from_elements: "The scalar elements are arranged in row-major
// within the vector"; vector.to_elements: "The decomposed scalar elements
// are returned in row-major order" (e.g. "%0#4 = %v2[1, 1]" for a 2x3
// vector); vector.step "produces an index vector ... that represents a
// linear sequence from 0 to N-1" (VectorOps.td, FromElementsOp,
// ToElementsOp, StepOp). Each element keeps its own poison.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @to_from_round_trip: valid{{$}}
// CHECK-DAG: @from_to_round_trip: valid{{$}}
// CHECK-DAG: @to_elements_2d_row_major: valid{{$}}
// CHECK-DAG: @from_elements_3d_row_major: valid{{$}}
// CHECK-DAG: @from_elements_zero_d: valid{{$}}
// CHECK-DAG: @step_is_iota: valid{{$}}
// CHECK-DAG: @step_plus_splat: valid{{$}}
// CHECK-DAG: @to_elements_swapped: invalid: target result #{{[01]}} is
// CHECK-DAG: @from_elements_order: invalid: target result #0 is [
// CHECK-DAG: @to_elements_2d_column_major: invalid: target result #0 is
// CHECK-DAG: @step_off_by_one: invalid: target result #0 is [1 (0x0000000000000001), 2 (0x0000000000000002), 3 (0x0000000000000003), 4 (0x0000000000000004)] where the source result is [0 (0x0000000000000000), 1 (0x0000000000000001), 2 (0x0000000000000002), 3 (0x0000000000000003)]
// CHECK-DAG: @step_plus_splat_wrong_lane: invalid: target result #0 is
// CHECK-DAG: @from_elements_poison_spread: invalid: target result #{{[01]}} is poison where the source result is
// CHECK: summary: 7 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @from_elements_order
// DIAG: note: counterexample input %arg0 : i8 =

//--- src.mlir
func.func @to_from_round_trip(%v: vector<4xi8>) -> vector<4xi8> {
  %e:4 = vector.to_elements %v : vector<4xi8>
  %r = vector.from_elements %e#0, %e#1, %e#2, %e#3 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @from_to_round_trip(%a: i8, %b: i8, %c: i8, %d: i8) -> (i8, i8) {
  %v = vector.from_elements %a, %b, %c, %d : vector<4xi8>
  %e:4 = vector.to_elements %v : vector<4xi8>
  return %e#2, %e#0 : i8, i8
}
func.func @to_elements_2d_row_major(%x: vector<2x3xi16>) -> i16 {
  %e:6 = vector.to_elements %x : vector<2x3xi16>
  return %e#4 : i16
}
// [[[a, b]], [[c, d]], [[e, f]]] : element (2, 0, 1) is f.
func.func @from_elements_3d_row_major(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> i8 {
  %v = vector.from_elements %a, %b, %c, %d, %e, %f : vector<3x1x2xi8>
  %r = vector.extract %v[2, 0, 1] : i8 from vector<3x1x2xi8>
  return %r : i8
}
func.func @from_elements_zero_d(%a: i8) -> i8 {
  %v = vector.from_elements %a : vector<i8>
  %r = vector.extract %v[] : i8 from vector<i8>
  return %r : i8
}
func.func @step_is_iota() -> vector<4xindex> {
  %r = vector.step : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @step_plus_splat(%i: index) -> index {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %i : index to vector<4xindex>
  %v = arith.addi %s, %b : vector<4xindex>
  %r = vector.extract %v[3] : index from vector<4xindex>
  return %r : index
}
// Mutations that must be caught.
func.func @to_elements_swapped(%v: vector<2xi8>) -> (i8, i8) {
  %e:2 = vector.to_elements %v : vector<2xi8>
  return %e#0, %e#1 : i8, i8
}
func.func @from_elements_order(%a: i8, %b: i8) -> vector<2xi8> {
  %v = vector.from_elements %a, %b : vector<2xi8>
  return %v : vector<2xi8>
}
func.func @to_elements_2d_column_major(%x: vector<2x3xi16>) -> i16 {
  %e:6 = vector.to_elements %x : vector<2x3xi16>
  return %e#4 : i16
}
func.func @step_off_by_one() -> vector<4xindex> {
  %r = vector.step : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @step_plus_splat_wrong_lane(%i: index) -> index {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %i : index to vector<4xindex>
  %v = arith.addi %s, %b : vector<4xindex>
  %r = vector.extract %v[3] : index from vector<4xindex>
  return %r : index
}
func.func @from_elements_poison_spread(%a: i8, %b: i8) -> (i8, i8) {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p : vector<2xi8>
  %e:2 = vector.to_elements %v : vector<2xi8>
  return %e#0, %e#1 : i8, i8
}

//--- tgt.mlir
func.func @to_from_round_trip(%v: vector<4xi8>) -> vector<4xi8> {
  return %v : vector<4xi8>
}
func.func @from_to_round_trip(%a: i8, %b: i8, %c: i8, %d: i8) -> (i8, i8) {
  return %c, %a : i8, i8
}
func.func @to_elements_2d_row_major(%x: vector<2x3xi16>) -> i16 {
  %r = vector.extract %x[1, 1] : i16 from vector<2x3xi16>
  return %r : i16
}
func.func @from_elements_3d_row_major(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> i8 {
  return %f : i8
}
func.func @from_elements_zero_d(%a: i8) -> i8 {
  return %a : i8
}
func.func @step_is_iota() -> vector<4xindex> {
  %r = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @step_plus_splat(%i: index) -> index {
  %c3 = arith.constant 3 : index
  %r = arith.addi %i, %c3 : index
  return %r : index
}
func.func @to_elements_swapped(%v: vector<2xi8>) -> (i8, i8) {
  %e:2 = vector.to_elements %v : vector<2xi8>
  return %e#1, %e#0 : i8, i8
}
func.func @from_elements_order(%a: i8, %b: i8) -> vector<2xi8> {
  %v = vector.from_elements %b, %a : vector<2xi8>
  return %v : vector<2xi8>
}
// Column-major order would make result #4 the element (0, 2).
func.func @to_elements_2d_column_major(%x: vector<2x3xi16>) -> i16 {
  %r = vector.extract %x[0, 2] : i16 from vector<2x3xi16>
  return %r : i16
}
func.func @step_off_by_one() -> vector<4xindex> {
  %r = arith.constant dense<[1, 2, 3, 4]> : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @step_plus_splat_wrong_lane(%i: index) -> index {
  %c4 = arith.constant 4 : index
  %r = arith.addi %i, %c4 : index
  return %r : index
}
func.func @from_elements_poison_spread(%a: i8, %b: i8) -> (i8, i8) {
  %p = ub.poison : i8
  return %p, %p : i8, i8
}
