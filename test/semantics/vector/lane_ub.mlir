// Immediate UB in one element is UB of the whole op: arith.divui "Division
// by zero is undefined behavior. When applied to `vector` and `tensor`
// values, the behavior is undefined if _any_ elements are divided by zero."
// (ArithOps.td, DivUIOp; DivSIOp adds "Signed integer overflow (e.g.
// `INT_MIN / -1`) is undefined behavior", also per element). As for scalars
// (LLVM's udiv), a poison divisor element is UB too. A source with UB allows
// any target; a target must not introduce UB in any element.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @divui_zero_lane_anything: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @divui_zero_lane_to_poison: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @divui_pow2_lanes_is_shrui: valid{{$}}
// CHECK-DAG: @divsi_minus_one_lane: valid{{$}}
// CHECK-DAG: @remui_poison_divisor_lane: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @divui_2x3_zero_in_last_row: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @divui_introduces_zero_lane: invalid: the target has undefined behaviour (division by zero (or by poison) in element 2) where the source has none
// CHECK-DAG: @divui_guard_removed: invalid: the target has undefined behaviour (division by zero (or by poison) in element {{[0-3]}}) where the source has none
// CHECK-DAG: @divui_wrong_shift_lane: invalid: target result #0 is [
// CHECK-DAG: @divsi_overflow_introduced: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1) in element 2) where the source has none
// CHECK-DAG: @divui_2x3_zero_lane_introduced: invalid: the target has undefined behaviour (division by zero (or by poison) in element 5) where the source has none
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @divui_introduces_zero_lane: the target has undefined behaviour

//--- src.mlir
// Element 2 divides by zero: the source has UB for every input.
func.func @divui_zero_lane_anything(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 2, 0, 4]> : vector<4xi8>
  %r = arith.divui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_zero_lane_to_poison(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[0, 1, 1, 1]> : vector<4xi8>
  %q = arith.divui %x, %d : vector<4xi8>
  %r = arith.addi %q, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_pow2_lanes_is_shrui(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 2, 4, 8]> : vector<4xi8>
  %r = arith.divui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
// x / -1 in element 0 is UB for x = -128, so -x (which wraps) is fine.
func.func @divsi_minus_one_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[-1, 1, 1, 1]> : vector<4xi8>
  %r = arith.divsi %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @remui_poison_divisor_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %p = ub.poison : i8
  %c1 = arith.constant 1 : i8
  %d = vector.from_elements %c1, %p, %c1, %c1 : vector<4xi8>
  %r = arith.remui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_2x3_zero_in_last_row(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %d = arith.constant dense<[[1, 1, 1], [1, 0, 1]]> : vector<2x3xi16>
  %r = arith.divui %x, %d : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
// Mutations that must be caught.
func.func @divui_introduces_zero_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %r = arith.divui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
// The source replaces zero divisors by 1 first.
func.func @divui_guard_removed(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant dense<0> : vector<4xi8>
  %c1 = arith.constant dense<1> : vector<4xi8>
  %z = arith.cmpi eq, %y, %c0 : vector<4xi8>
  %s = arith.select %z, %c1, %y : vector<4xi1>, vector<4xi8>
  %r = arith.divui %x, %s : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_wrong_shift_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 2, 4, 8]> : vector<4xi8>
  %r = arith.divui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divsi_overflow_introduced(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 1, -1, 1]> : vector<4xi8>
  %r = arith.muli %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_2x3_zero_lane_introduced(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  return %x : vector<2x3xi16>
}

//--- tgt.mlir
func.func @divui_zero_lane_anything(%x: vector<4xi8>) -> vector<4xi8> {
  %c = arith.constant dense<[9, 9, 9, 9]> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @divui_zero_lane_to_poison(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  return %p : vector<4xi8>
}
func.func @divui_pow2_lanes_is_shrui(%x: vector<4xi8>) -> vector<4xi8> {
  %s = arith.constant dense<[0, 1, 2, 3]> : vector<4xi8>
  %r = arith.shrui %x, %s : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divsi_minus_one_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[-1, 1, 1, 1]> : vector<4xi8>
  %r = arith.muli %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @remui_poison_divisor_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %c = arith.constant dense<0> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @divui_2x3_zero_in_last_row(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c = arith.constant dense<[[0, 1, 2], [3, 4, 5]]> : vector<2x3xi16>
  return %c : vector<2x3xi16>
}
func.func @divui_introduces_zero_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 2, 0, 4]> : vector<4xi8>
  %r = arith.divui %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_guard_removed(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.divui %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_wrong_shift_lane(%x: vector<4xi8>) -> vector<4xi8> {
  %s = arith.constant dense<[0, 1, 2, 2]> : vector<4xi8>
  %r = arith.shrui %x, %s : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divsi_overflow_introduced(%x: vector<4xi8>) -> vector<4xi8> {
  %d = arith.constant dense<[1, 1, -1, 1]> : vector<4xi8>
  %r = arith.divsi %x, %d : vector<4xi8>
  return %r : vector<4xi8>
}
// Element 5 (row 1, column 2 in row-major order) divides by zero.
func.func @divui_2x3_zero_lane_introduced(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %d = arith.constant dense<[[1, 1, 1], [1, 1, 0]]> : vector<2x3xi16>
  %r = arith.divui %x, %d : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
