// Regression test for a fixed mlir-refine defect.
//
// scf.for (SCFOps.td, ForOp): "The step is a value of same type but required
// to be positive". A loop with a zero step is UB before any iteration runs,
// so a source whose every execution reaches such a loop has UB on every
// input and any target refines it: the verdict must be `valid`.
// mlir-refine answers "inconclusive: no input stays within the bounds (loops
// up to 64 iterations): raise max-unroll": the trip count computed for step
// 0 (a division by zero) is not bounded, and the bound is recorded on the
// path although that path already has UB; the vacuity check then sees no
// UB-free input within the bounds. (A negative step is fine: see for.mlir.)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 0
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @step_zero_const: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @step_zero_symbolic_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK: summary: 2 valid, 0 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @step_zero_const(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c0 iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}
func.func @step_zero_symbolic_ub(%x: i8, %n: index) -> i8 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %n step %c0 iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}

//--- tgt.mlir
func.func @step_zero_const(%x: i8) -> i8 {
  %c42 = arith.constant 42 : i8
  return %c42 : i8
}
func.func @step_zero_symbolic_ub(%x: i8, %n: index) -> i8 {
  %c42 = arith.constant 42 : i8
  return %c42 : i8
}
