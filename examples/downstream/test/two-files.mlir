// The two-file checker: a function before and after a rewrite.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/before.mlir %t/after.mlir | FileCheck %s
// CHECK: @mul_two: valid
// CHECK: summary: 1 valid, 0 invalid, 0 unsupported, 0 inconclusive

//--- before.mlir
func.func @mul_two(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c2 : i32
  return %0 : i32
}

//--- after.mlir
func.func @mul_two(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
