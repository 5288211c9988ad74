// A limit met while checking a loop of 8 iterations names the unrolling as
// it was (the loop unrolled in full, 8 times), not the bound of the attempt
// (before: "loops unrolled 16 times"). The loop body is a 64-bit mixed
// boolean-arithmetic identity the solver does not prove in time.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=2000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt

// CHECK: @mba8: inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while {{[a-z ]+}} (loops unrolled in full: 8 iterations at most)

//--- src.mlir
func.func @mba8(%x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %m1 = arith.constant -1 : i64
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> i64 {
    %o = arith.ori %a, %y : i64
    %n = arith.andi %a, %y : i64
    %na = arith.xori %a, %m1 : i64
    %ny = arith.xori %y, %m1 : i64
    %b = arith.andi %a, %ny : i64
    %c = arith.andi %na, %y : i64
    %p1 = arith.muli %o, %n : i64
    %p2 = arith.muli %b, %c : i64
    %s = arith.addi %p1, %p2 : i64
    scf.yield %s : i64
  }
  return %r : i64
}
//--- tgt.mlir
func.func @mba8(%x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> i64 {
    %s = arith.muli %a, %y : i64
    scf.yield %s : i64
  }
  return %r : i64
}
