// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, arith dialect),
// found by `mlir-refine campaign --generate 10000 --seed 1` (program
// @g3076, reduced by mlir-reduce to the two multiplications below).
//
// canonicalize reassociates (x *nsw c0) *nsw c1 into x *nsw (c0 * c1) and
// keeps the nsw flag also when the folded constant c0 * c1 wraps. With i8,
// c0 = -1 and c1 = -128 fold to 128, which wraps to -128: for x = -1 the
// source computes -1 * -1 = 1, then 1 * -128 = -128 with no overflow,
// while the target computes -1 *nsw -128 = 128, a signed overflow, so its
// result is poison ("If the `nuw` and/or `nsw` flags are present, and an
// unsigned/signed overflow occurs (respectively), the result is poison",
// ArithOps.td, MulIOp). The same family as the add/sub reassociations of
// canonicalize-overflow-flags-bug.mlir. @ok_mul is the control: 3 * 5
// does not wrap, and keeping nsw there is right.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @mul_mul_nsw: target result #0 is poison where the source result is 128 / -128 (0x80)
// CHECK: note: counterexample input %arg0 : i8 = 255 / -1 (0xff)
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_mul is valid

func.func @mul_mul_nsw(%x: i8) -> i8 {
  %a = arith.constant -1 : i8
  %0 = arith.muli %x, %a overflow<nsw> : i8
  %b = arith.constant -128 : i8
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @mul_mul_nsw: target result #0 is poison where the source result is 128 / -128 (0x80)}}
  %1 = arith.muli %0, %b overflow<nsw> : i8
  return %1 : i8
}

func.func @ok_mul(%x: i8) -> i8 {
  %a = arith.constant 3 : i8
  %0 = arith.muli %x, %a overflow<nsw> : i8
  %b = arith.constant 5 : i8
  %1 = arith.muli %0, %b overflow<nsw> : i8
  return %1 : i8
}
