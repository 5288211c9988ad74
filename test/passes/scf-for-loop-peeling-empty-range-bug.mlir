// MLIR 22 bug: scf-for-loop-peeling miscompiles a loop whose upper bound is
// below its lower bound. Such a loop runs zero times ("the iteration is
// executed iff the comparison of induction variable value is less than the
// upper bound and bigger or equal to the lower bound", SCFOps.td), but the
// peeled main loop ends at ub - (ub - lb) mod step, which is below ub, and
// the remainder loop then runs from there up to ub: with ub = -1 it runs
// once and the function returns 3 instead of 0. (Found on the upstream
// for-loop-peeling.mlir test, which only uses ub >= lb.) This test expects
// the error and will fail once MLIR fixes the pass.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="scf-for-loop-peeling"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="scf-for-loop-peeling" fail-on-invalid=false})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: counterexample input %arg0 : index = 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK: source result #0 = 0 (0x00000000)
// CHECK: target result #0 = 3 (0x00000003)

#map = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
func.func @dynamic_upper_bound(%ub : index) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %lb = arith.constant 0 : index
  %step = arith.constant 4 : index
  %r = scf.for %iv = %lb to %ub step %step
               iter_args(%arg = %c0_i32) -> i32 {
    // The remainder loop's step size (the affine.apply that replaces this
    // affine.min) is computed where the source's loop does not run:
    // expected-error @+1 {{stage 'scf-for-loop-peeling' miscompiled @dynamic_upper_bound: target result #0 is 3 (0x00000003) where the source result is 0 (0x00000000)}}
    %s = affine.min #map(%ub, %iv)[%step]
    %casted = arith.index_cast %s : index to i32
    %0 = arith.addi %arg, %casted : i32
    scf.yield %0 : i32
  }
  return %r : i32
}
