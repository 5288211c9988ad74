// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, vector dialect):
// a vector.multi_reduction with no reduced dimension, of rank 2 or more,
// becomes `acc <kind> v`.
//
// With no reduced dimension nothing is reduced: the result is the source and
// the accumulator takes no part. That is the meaning upstream settled
// (llvm-project PR #188983, fixing issue #129415: the folder returns the
// source for every rank) and what `lower-vector-multi-reduction` gives in
// MLIR 22. MLIR 22's folder returns the source for a 1-D vector only; on a
// 2-D one the unit-dimension pattern (ElideUnitDimsInMultiDimReduction: every
// reduced dimension has size 1, vacuously) rewrites it to `acc + v`, and
// under vector.mask to `select(m, acc + v, v)`. Confirmed by execution
// (mlir-runner, x86-64, after --test-lower-to-llvm): v = acc = 1 in every
// lane prints ( ( 2, 2 ), ( 2, 2 ) ) after canonicalize and ( ( 1, 1 ), ( 1,
// 1 ) ) after lower-vector-multi-reduction (either strategy), masked (all
// lanes set) or not. @issue_129415 is the form of the upstream report (the
// source as its own accumulator, under a mask). @no_dims_1d is the control:
// the folder's source is right.
//
// This test expects the errors: when MLIR fixes the pattern, these
// functions become valid and the test must be updated.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning: --implicit-check-not='error: verify-translation'

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @no_dims_2d: target result #0 is [2 (0x02), 2 (0x02), 2 (0x02), 2 (0x02)] where the source result is [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CHECK: note: counterexample input %arg0 : vector<2x2xi8> = [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CHECK: note: counterexample input %arg1 : vector<2x2xi8> = [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @no_dims_masked: target result #0 is
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @issue_129415: target result #0 is
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @no_dims_1d is valid{{$}}

func.func @no_dims_2d(%v: vector<2x2xi8>, %acc: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8>
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @no_dims_2d: target result #0 is}}
  return %r : vector<2x2xi8>
}

func.func @no_dims_masked(%v: vector<2x3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.multi_reduction <xor>, %v, %acc [] : vector<2x3xi8> to vector<2x3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @no_dims_masked: target result #0 is}}
  return %r : vector<2x3xi8>
}

func.func @issue_129415(%src: vector<3x3xi32>, %m: vector<3x3xi1>) -> vector<3x3xi32> {
  %r = vector.mask %m { vector.multi_reduction <add>, %src, %src [] : vector<3x3xi32> to vector<3x3xi32> } : vector<3x3xi1> -> vector<3x3xi32>
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @issue_129415: target result #0 is}}
  return %r : vector<3x3xi32>
}

func.func @no_dims_1d(%v: vector<4xi8>, %acc: vector<4xi8>) -> vector<4xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<4xi8> to vector<4xi8>
  return %r : vector<4xi8>
}
