// Each element of a vector is poison or not on its own. arith ops apply
// element by element ("When applied to `vector` and `tensor` values, the
// semantics is applied elementwise", ArithOps.td), so a poison element makes
// only the same element of the result poison; `ub.poison` of a vector type
// is poison in every element (UBOps.td: "The `poison` operation materializes
// a compile-time poisoned constant value"). Refinement is element by
// element: a poison source element may become anything, a defined one must
// stay the same value.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @poison_lane_refined_to_zero: valid{{$}}
// CHECK-DAG: @poison_lane_no_leak_scalar: valid{{$}}
// CHECK-DAG: @poison_lane_no_leak_vector: valid{{$}}
// CHECK-DAG: @poison_vector_refined: valid{{$}}
// CHECK-DAG: @poison_lane_times_zero: valid{{$}}
// CHECK-DAG: @poison_lane_moved: invalid: target result #0 is [0 (0x00), 0 (0x00), 0 (0x00), poison] where the source result is [0 (0x00), 0 (0x00), poison, 0 (0x00)]
// CHECK-DAG: @poison_lane_spread: invalid: target result #0 is [poison, poison, poison, poison] where the source result is [
// CHECK-DAG: @poison_lane_leaks_by_add: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @arg_lane_poison_independent: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @constant_to_poison_vector: invalid: target result #0 is [poison, poison, poison, poison] where the source result is [1 (0x01), 2 (0x02), 3 (0x03), 4 (0x04)]
// CHECK: summary: 5 valid, 5 invalid, 0 unsupported, 0 inconclusive

// The counterexample shows the one poison element of the input.
// DIAG: error: mlir-refine: the target miscompiles @arg_lane_poison_independent
// DIAG: note: counterexample input %arg0 : vector<4xi8> = [0 (0x00), poison, 0 (0x00), 0 (0x00)]

//--- src.mlir
func.func @poison_lane_refined_to_zero(%a: i8, %b: i8, %d: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %r = vector.from_elements %a, %b, %p, %d : vector<4xi8>
  return %r : vector<4xi8>
}
// Lane 0 of (v + y) does not depend on the poison lane 1 of v.
func.func @poison_lane_no_leak_scalar(%a: i8, %y: vector<4xi8>) -> i8 {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p, %a, %a : vector<4xi8>
  %s = arith.addi %v, %y : vector<4xi8>
  %r = vector.extract %s[0] : i8 from vector<4xi8>
  return %r : i8
}
func.func @poison_lane_no_leak_vector(%a: i8, %y: vector<4xi8>) -> vector<4xi8> {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p, %a, %a : vector<4xi8>
  %r = arith.addi %v, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_vector_refined() -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  return %p : vector<4xi8>
}
// poison * 0 is still poison (only that lane), so the target may pick 0.
func.func @poison_lane_times_zero(%x: vector<4xi8>) -> vector<4xi8> {
  %p = ub.poison : i8
  %c1 = arith.constant 1 : i8
  %m = vector.from_elements %c1, %c1, %p, %c1 : vector<4xi8>
  %r = arith.muli %x, %m : vector<4xi8>
  return %r : vector<4xi8>
}
// Mutations that must be caught.
func.func @poison_lane_moved(%a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %r = vector.from_elements %a, %a, %p, %a : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_lane_spread(%a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %r = vector.from_elements %a, %a, %p, %a : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_lane_leaks_by_add(%a: i8, %y: vector<4xi8>) -> i8 {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p, %a, %a : vector<4xi8>
  %s = arith.addi %v, %y : vector<4xi8>
  %r = vector.extract %s[0] : i8 from vector<4xi8>
  return %r : i8
}
// Reading lane 1 of an argument makes the result depend on lane 1's poison.
func.func @arg_lane_poison_independent(%x: vector<4xi8>) -> i8 {
  %r = vector.extract %x[0] : i8 from vector<4xi8>
  return %r : i8
}
func.func @constant_to_poison_vector() -> vector<4xi8> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  return %c : vector<4xi8>
}

//--- tgt.mlir
func.func @poison_lane_refined_to_zero(%a: i8, %b: i8, %d: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : i8
  %r = vector.from_elements %a, %b, %c0, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_lane_no_leak_scalar(%a: i8, %y: vector<4xi8>) -> i8 {
  %y0 = vector.extract %y[0] : i8 from vector<4xi8>
  %r = arith.addi %a, %y0 : i8
  return %r : i8
}
func.func @poison_lane_no_leak_vector(%a: i8, %y: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : i8
  %v = vector.from_elements %a, %c0, %a, %a : vector<4xi8>
  %r = arith.addi %v, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_vector_refined() -> vector<4xi8> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @poison_lane_times_zero(%x: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %m = vector.from_elements %c1, %c1, %c0, %c1 : vector<4xi8>
  %r = arith.muli %x, %m : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_lane_moved(%a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %r = vector.from_elements %a, %a, %a, %p : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @poison_lane_spread(%a: i8) -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  return %p : vector<4xi8>
}
// Adds the poison lane 1 into lane 0.
func.func @poison_lane_leaks_by_add(%a: i8, %y: vector<4xi8>) -> i8 {
  %p = ub.poison : i8
  %y0 = vector.extract %y[0] : i8 from vector<4xi8>
  %s = arith.addi %a, %y0 : i8
  %r = arith.addi %s, %p : i8
  return %r : i8
}
func.func @arg_lane_poison_independent(%x: vector<4xi8>) -> i8 {
  %c0 = arith.constant 0 : i8
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %x1 = vector.extract %x[1] : i8 from vector<4xi8>
  %z = arith.andi %x1, %c0 : i8
  %r = arith.addi %x0, %z : i8
  return %r : i8
}
func.func @constant_to_poison_vector() -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  return %p : vector<4xi8>
}
