// Regression test for a fixed mlir-refine defect (exponential solving time).
//
// The time limit must hold for every input (see unroll-budget.mlir). An
// scf.while whose condition is a value yielded by an scf.if in its before
// region (the shape lift-cf-to-scf produces for every loop) once took time
// exponential in the unrolling depth (70 s at 16 iterations, unbounded at
// 64): Z3's bit-blasting pipeline spent it on the nested if-then-else of
// the bounds checks, without looking at its timeout. Those checks now look
// for a witness input first, use the incremental core, and every solver
// check has a watchdog. This test kills the run after 12 s.
//
// RUN: split-file %s %t
// RUN: /usr/bin/time -f '%e s %M KB' -o %t/usage timeout 12 %mlir-refine --timeout-ms=2000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> /dev/null; test $? -eq 0 -o $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=USAGE < %t/usage

// CHECK: @while_if_cond: {{valid|inconclusive}}
// USAGE: {{^[0-9]\.[0-9]+ s [0-9]{1,6} KB$}}

//--- src.mlir
func.func @while_if_cond(%n: i8, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.while (%i = %c0, %acc = %x) : (i8, i8) -> (i8, i8) {
    %go = arith.cmpi slt, %i, %n : i8
    %s:3 = scf.if %go -> (i8, i8, i1) {
      %a = arith.addi %acc, %c1 : i8
      %j = arith.addi %i, %c1 : i8
      scf.yield %j, %a, %t : i8, i8, i1
    } else {
      scf.yield %i, %acc, %f : i8, i8, i1
    }
    scf.condition(%s#2) %s#0, %s#1 : i8, i8
  } do {
  ^bb0(%i: i8, %acc: i8):
    scf.yield %i, %acc : i8, i8
  }
  return %r#1 : i8
}

//--- tgt.mlir
// The same loop; only an unused constant differs.
func.func @while_if_cond(%n: i8, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %z = arith.constant 0 : i8
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.while (%i = %c0, %acc = %x) : (i8, i8) -> (i8, i8) {
    %go = arith.cmpi slt, %i, %n : i8
    %s:3 = scf.if %go -> (i8, i8, i1) {
      %a = arith.addi %acc, %c1 : i8
      %j = arith.addi %i, %c1 : i8
      scf.yield %j, %a, %t : i8, i8, i1
    } else {
      scf.yield %i, %acc, %f : i8, i8, i1
    }
    scf.condition(%s#2) %s#0, %s#1 : i8, i8
  } do {
  ^bb0(%i: i8, %acc: i8):
    scf.yield %i, %acc : i8, i8
  }
  return %r#1 : i8
}
