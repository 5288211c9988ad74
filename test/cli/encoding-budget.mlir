// A loop nest whose unrolling would exceed the encoder's budget ends
// inconclusive, with the reason, within the time limit and without
// exhausting memory (the nest below runs 16 million iterations; its target
// has no loop to pair with, so no induction). The time limit is generous so
// that the op budget, not the clock, ends the encoding even on a loaded
// machine.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --max-unroll=4096 --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out; test $? -eq 3
// RUN: FileCheck %s < %t/out
// CHECK: @nest: inconclusive: source: the encoding outgrew 200000 ops (loops unrolled 4000 times, calls inlined); lower max-unroll

//--- src.mlir
func.func @nest(%x: i32) -> i32 {
  %lb = arith.constant 0 : index
  %ub = arith.constant 4000 : index
  %st = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %lb to %ub step %st iter_args(%b = %a) -> i32 {
      %t = arith.muli %b, %b : i32
      %u = arith.addi %t, %x : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
//--- tgt.mlir
func.func @nest(%x: i32) -> i32 {
  return %x : i32
}
