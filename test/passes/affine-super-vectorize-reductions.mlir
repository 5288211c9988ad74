// affine-super-vectorize with vectorize-reductions turns a scalar
// reduction loop (iter_args) into a loop that carries a vector and a
// vector.reduction after it. The loops carry values of different types, so
// they are not paired for induction (before: an internal error,
// "refinement between values of different shapes"): the pair is checked
// unrolled. A mutant of the output (the initial accumulator of the
// maximum is not its identity) is caught.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=true})" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// PASS-DAG: @isum is valid{{$}}
// PASS-DAG: @imax is valid{{$}}
// PASS-DAG: @ixor is valid{{$}}
// PASS-DAG: @two is valid{{$}}

// MUT: @imax: invalid: target result #0 is
// MUT: summary: 0 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @isum(%m: memref<16xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = affine.for %i = 0 to 16 iter_args(%acc = %c0) -> i32 {
    %v = affine.load %m[%i] : memref<16xi32>
    %s = arith.addi %acc, %v : i32
    affine.yield %s : i32
  }
  return %r : i32
}
func.func @imax(%m: memref<8xi16>, %init: i16) -> i16 {
  %r = affine.for %i = 0 to 8 iter_args(%acc = %init) -> i16 {
    %v = affine.load %m[%i] : memref<8xi16>
    %s = arith.maxsi %acc, %v : i16
    affine.yield %s : i16
  }
  return %r : i16
}
func.func @ixor(%m: memref<32xi8>) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = affine.for %i = 0 to 32 iter_args(%acc = %c0) -> i8 {
    %v = affine.load %m[%i] : memref<32xi8>
    %s = arith.xori %acc, %v : i8
    affine.yield %s : i8
  }
  return %r : i8
}
func.func @two(%m: memref<16xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %r:2 = affine.for %i = 0 to 16 iter_args(%a = %c0, %b = %c0) -> (i32, i32) {
    %v = affine.load %m[%i] : memref<16xi32>
    %s = arith.addi %a, %v : i32
    %t = arith.ori %b, %v : i32
    affine.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

//--- tgt.mlir
func.func @imax(%arg0: memref<8xi16>, %arg1: i16) -> i16 {
  // The identity of maxsi is -32768; 0 loses every negative maximum.
  %cst = arith.constant dense<0> : vector<4xi16>
  %0 = affine.for %arg2 = 0 to 8 step 4 iter_args(%arg3 = %cst) -> (vector<4xi16>) {
    %3 = ub.poison : i16
    %4 = vector.transfer_read %arg0[%arg2], %3 : memref<8xi16>, vector<4xi16>
    %5 = arith.maxsi %arg3, %4 : vector<4xi16>
    affine.yield %5 : vector<4xi16>
  }
  %1 = vector.reduction <maxsi>, %0 : vector<4xi16> into i16
  %2 = arith.maxsi %1, %arg1 : i16
  return %2 : i16
}
