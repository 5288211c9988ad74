// test.with_bounds (MLIR's test dialect): a value known to lie within its
// unsigned [umin, umax] and signed [smin, smax] bounds (generic form: the
// command line does not register the test dialect, mlir-opt does). Rewrites justified
// by the bounds validate; rewrites the bounds do not justify are caught.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --allow-unregistered-dialect %t/src.mlir %t/tgt.mlir > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out
// CHECK-DAG: @fold_cmp: valid
// CHECK-DAG: @shared_between_sides: valid
// CHECK-DAG: @fold_cmp_past_bound: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @divsi_to_divui_signed_range: invalid
// CHECK-DAG: @divsi_to_divui_nonneg: valid
// CHECK: summary: 3 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @fold_cmp() -> i1 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 10 : i8, smin = 0 : i8, smax = 10 : i8} : () -> i8
  %c = arith.constant 11 : i8
  %r = arith.cmpi ult, %0, %c : i8
  return %r : i1
}
// The same op in source and target observes the same value.
func.func @shared_between_sides() -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 255 : i8, smin = -128 : i8, smax = 127 : i8} : () -> i8
  %c = arith.constant 0 : i8
  %r = arith.addi %0, %c : i8
  return %r : i8
}
func.func @fold_cmp_past_bound() -> i1 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 10 : i8, smin = 0 : i8, smax = 10 : i8} : () -> i8
  %c = arith.constant 10 : i8
  %r = arith.cmpi ult, %0, %c : i8
  return %r : i1
}
func.func @divsi_to_divui_signed_range(%y: i8) -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 255 : i8, smin = -4 : i8, smax = 4 : i8} : () -> i8
  %c = arith.constant 2 : i8
  %r = arith.divsi %0, %c : i8
  return %r : i8
}
func.func @divsi_to_divui_nonneg(%y: i8) -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 4 : i8, smin = 0 : i8, smax = 4 : i8} : () -> i8
  %c = arith.constant 2 : i8
  %r = arith.divsi %0, %c : i8
  return %r : i8
}

//--- tgt.mlir
func.func @fold_cmp() -> i1 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 10 : i8, smin = 0 : i8, smax = 10 : i8} : () -> i8
  %t = arith.constant true
  return %t : i1
}
func.func @shared_between_sides() -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 255 : i8, smin = -128 : i8, smax = 127 : i8} : () -> i8
  return %0 : i8
}
func.func @fold_cmp_past_bound() -> i1 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 10 : i8, smin = 0 : i8, smax = 10 : i8} : () -> i8
  %f = arith.constant false
  return %f : i1
}
func.func @divsi_to_divui_signed_range(%y: i8) -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 255 : i8, smin = -4 : i8, smax = 4 : i8} : () -> i8
  %c = arith.constant 2 : i8
  %r = arith.divui %0, %c : i8
  return %r : i8
}
func.func @divsi_to_divui_nonneg(%y: i8) -> i8 {
  %0 = "test.with_bounds"() {umin = 0 : i8, umax = 4 : i8, smin = 0 : i8, smax = 4 : i8} : () -> i8
  %c = arith.constant 2 : i8
  %r = arith.divui %0, %c : i8
  return %r : i8
}
