// A float miscompilation in a real pass, checked with -verify-diagnostics:
// arith-expand rewrites arith.maximumf into cmpf ugt + select + a NaN check,
// which returns -0.0 for maximumf(+0.0, -0.0), but maximumf "Returns the
// maximum of the two arguments, treating -0.0 as less than +0.0"
// (ArithOps.td, MaximumFOp). The error is on the op, with notes for the
// inputs, the first divergence, the results and the encoding, and one
// saying that only special values (here signed zeros) tell the functions
// apart.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)"})' %s -verify-diagnostics -o /dev/null
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" fp-mode=abstract})' %s -verify-diagnostics -o /dev/null

// expected-note @below {{counterexample input %arg0 : f32 = 0.0 (0x00000000)}}
// expected-note @below {{counterexample input %arg1 : f32 = -0.0 (0x80000000)}}
// expected-note @below {{counterexample found with the abstract floating-point encoding and confirmed with IEEE-754}}
// expected-note @below {{only special float values tell the functions apart: on inputs whose floats are all normal numbers (not zero, infinite, NaN, subnormal or poison) they agree}}
func.func @maximumf(%x: f32, %y: f32) -> f32 {
  // expected-error @below {{verify-translation: stage 'func.func(arith-expand)' miscompiled @maximumf: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)}}
  // expected-note @below {{first divergence: 'arith.select' result is -0.0 (0x80000000) in the target; the source's 'arith.maximumf' at this location gives 0.0 (0x00000000)}}
  %r = arith.maximumf %x, %y : f32
  // expected-note @below {{source result #0 = 0.0 (0x00000000)}}
  // expected-note @below {{target result #0 = -0.0 (0x80000000)}}
  return %r : f32
}

// maxnumf's expansion is correct: either zero may be returned.
func.func @maxnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
