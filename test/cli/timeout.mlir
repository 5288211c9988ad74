// A hard query (a 64-bit mixed boolean-arithmetic identity, true but beyond
// a bit-blasting solver in a short time) with a small timeout ends
// `inconclusive` with exit status 3, within the limit.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=200 %t/src.mlir %t/tgt.mlir > %t/out 2> %t/err; test $? -eq 3
// RUN: FileCheck %s < %t/out
// RUN: FileCheck %s --check-prefix=DIAG < %t/err
// CHECK: @mba: inconclusive (timeout): the time limit of 200 ms (timeout-ms) ran out while {{.*}}; raise timeout-ms (0 means no limit) or simplify the function
// CHECK: summary: 0 valid, 0 invalid, 0 unsupported, 1 inconclusive
// DIAG: tgt.mlir:1:1: warning: mlir-refine: @mba is inconclusive (timeout): the time limit of 200 ms (timeout-ms) ran out while

//--- src.mlir
// (x | y) * (x & y) + (x & ~y) * (~x & y) == x * y
func.func @mba(%x: i64, %y: i64) -> i64 {
  %m1 = arith.constant -1 : i64
  %o = arith.ori %x, %y : i64
  %a = arith.andi %x, %y : i64
  %nx = arith.xori %x, %m1 : i64
  %ny = arith.xori %y, %m1 : i64
  %b = arith.andi %x, %ny : i64
  %c = arith.andi %nx, %y : i64
  %p1 = arith.muli %o, %a : i64
  %p2 = arith.muli %b, %c : i64
  %r = arith.addi %p1, %p2 : i64
  return %r : i64
}
//--- tgt.mlir
func.func @mba(%x: i64, %y: i64) -> i64 {
  %r = arith.muli %x, %y : i64
  return %r : i64
}
