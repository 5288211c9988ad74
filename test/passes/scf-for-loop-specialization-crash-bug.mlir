// KNOWN MLIR 22 CRASH (upstream `scf-for-loop-specialization`).
//
// The pass versions `scf.for %j = %lb to %ub` whose upper bound is an
// affine.min with a constant operand c: `scf.if (%ub == c) { loop to c }
// else { loop to %ub }`. For a loop with results (iter_args) the scf.if it
// builds has no results and the uses of the original loop's results are
// left dangling, so mlir-opt crashes (a segmentation fault while printing
// the invalid op in a verifier diagnostic) rather than producing IR.
// mlir-refine never sees an output to check. This test expects the crash;
// when MLIR fixes the pass, the function should be validated instead (see
// scf-for-loop-affine.mlir for the loop form without results).
//
// RUN: not --crash mlir-opt --scf-for-loop-specialization %s -o /dev/null

func.func @specialize_with_iter_args(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = affine.min affine_map<()[s0] -> (4, s0)>()[%n]
  %r = scf.for %j = %c0 to %m step %c1 iter_args(%b = %x) -> i32 {
    scf.yield %b : i32
  }
  return %r : i32
}
