// Concrete inputs try the corners of two arguments together: the target
// below differs only at a = -1, b = MIN, c = 0 (i64), in a form (a 64-bit
// mixed boolean-arithmetic identity against a product) where a
// bit-blasting solver does not find it within the time limit. Before,
// one corner at a time and a sample of 200 were tried, and the check timed
// out.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=20000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=ERR < %t/err.txt

// CHECK: @corner: invalid: target result #0 is 9223372036854775809 / -9223372036854775807 (0x8000000000000001) where the source result is 9223372036854775808 / -9223372036854775808 (0x8000000000000000)
// ERR: counterexample input %arg0 : i64 = 18446744073709551615 / -1 (0xffffffffffffffff)
// ERR: counterexample input %arg1 : i64 = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)
// ERR: counterexample input %arg2 : i64 = 0 (0x0000000000000000)

//--- src.mlir
// (a | b) * (a & b) + (a & ~b) * (~a & b) + c, which is a * b + c.
func.func @corner(%a: i64, %b: i64, %c: i64) -> i64 {
  %m1 = arith.constant -1 : i64
  %o = arith.ori %a, %b : i64
  %n = arith.andi %a, %b : i64
  %na = arith.xori %a, %m1 : i64
  %nb = arith.xori %b, %m1 : i64
  %x = arith.andi %a, %nb : i64
  %y = arith.andi %na, %b : i64
  %p1 = arith.muli %o, %n : i64
  %p2 = arith.muli %x, %y : i64
  %s = arith.addi %p1, %p2 : i64
  %r = arith.addi %s, %c : i64
  return %r : i64
}
//--- tgt.mlir
// a * b + c, plus 1 at a = -1, b = MIN, c = 0.
func.func @corner(%a: i64, %b: i64, %c: i64) -> i64 {
  %m1 = arith.constant -1 : i64
  %min = arith.constant -9223372036854775808 : i64
  %z = arith.constant 0 : i64
  %p = arith.muli %a, %b : i64
  %r0 = arith.addi %p, %c : i64
  %ia = arith.cmpi eq, %a, %m1 : i64
  %ib = arith.cmpi eq, %b, %min : i64
  %ic = arith.cmpi eq, %c, %z : i64
  %i1 = arith.andi %ia, %ib : i1
  %i2 = arith.andi %i1, %ic : i1
  %one = arith.extui %i2 : i1 to i64
  %r = arith.addi %r0, %one : i64
  return %r : i64
}
