// MLIR 22 bug: scf-for-loop-peeling miscompiles a loop whose upper bound is
// below its lower bound. Such a loop runs zero times ("the iteration is
// executed iff the comparison of induction variable value is less than the
// upper bound and bigger or equal to the lower bound", SCFOps.td), but the
// peeled main loop ends at ub - (ub - lb) mod step, which is below ub, and
// the remainder loop then runs from there up to ub: with ub = -1 it runs
// once and the function returns 3 instead of 0. (Found by running the
// upstream for-loop-peeling.mlir test through mlir-refine; that test only
// uses ub >= lb.) This test expects
// the error and will fail once MLIR fixes the pass.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="scf-for-loop-peeling"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="scf-for-loop-peeling" fail-on-invalid=false})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: counterexample input %arg0 : index = 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK: first divergence: 'scf.for' result is 3 (0x00000003) in the target; the source's 'scf.for' at this location gives 0 (0x00000000)
// CHECK: source result #0 = 0 (0x00000000)
// CHECK: target result #0 = 3 (0x00000003)

// Our reproducer: the sum of the sizes of the 4-wide tiles of [0, n).
#tile_size = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
func.func @sum_of_tile_sizes(%n : index) -> i32 {
  %zero = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  // The first value that differs is the loop's: the remainder loop (with
  // this location) runs where the source's loop does not, and gives 3
  // (its ops have no counterpart that runs in the source):
  // expected-error @+1 {{stage 'scf-for-loop-peeling' miscompiled @sum_of_tile_sizes: target result #0 is 3 (0x00000003) where the source result is 0 (0x00000000)}}
  %sum = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %zero) -> i32 {
    %size = affine.min #tile_size(%n, %i)[%c4]
    %size_i32 = arith.index_cast %size : index to i32
    %next = arith.addi %acc, %size_i32 : i32
    scf.yield %next : i32
  }
  return %sum : i32
}
