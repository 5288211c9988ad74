// KNOWN MLIR 22 MISCOMPILATION (upstream `lower-vector-mask`, vector dialect):
// a vector.gather inside vector.mask loses its own mask.
//
// The pattern that lowers `vector.mask %k { vector.gather %base[..][%idx],
// %own, %pass }` builds `vector.gather %base[..][%idx], %k, <zeros>`: the
// vector.mask's mask replaces the gather's own mask instead of being combined
// with it. VectorOps.td: vector.mask "determines which vector lanes should
// execute the maskable operation", and vector.gather is "result[i] := if
// mask[i] then base[...] else pass_thru[i]"; a lane set in %k but clear in
// %own runs the gather with its mask bit clear, so it is %pass there and
// touches no memory. The lowered gather loads that lane instead: a different
// value (@own_mask_dropped: the lane is 0 from %pass in the source, the
// memory's 1 in the target; confirmed with mlir-runner: lowered with
// lower-vector-mask, convert-vector-to-scf and convert-vector-to-llvm, the
// inputs %k = [0, 0, 0, 1], %own = [0, 0, 0, 0], %idx = 0, memory all 1 print
// `( 0, 0, 0, 1 )`), or a load out of bounds where the source had none
// (@own_mask_guards_bounds: a lane at index 8 of a memref<8xi8>).
// @own_mask_all_set is the control: with an all-set own mask and a zero
// pass_thru (what the vectorizer makes) the lowering is right. (The lanes %k
// clears are not in question here: every function uses a zero pass_thru,
// what the lowering substitutes.)
//
// Which of the two a run reports for @own_mask_dropped depends on the
// counterexample the solver finds first (both are the bug: the lane the
// source does not load, the target does); the test accepts either.
//
// This test expects the errors: when MLIR fixes the pattern, these
// functions become valid and the test must be updated.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-mask)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-mask)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning: --implicit-check-not='error: verify-translation'

// CHECK: error: verify-translation: stage 'func.func(lower-vector-mask)' miscompiled @own_mask_dropped: {{target result #0 is|the target has undefined behaviour}}
// CHECK: note: counterexample input %arg2 : vector<4xi1> =
// CHECK: note: counterexample input %arg3 : vector<4xi1> =
// CHECK: error: verify-translation: stage 'func.func(lower-vector-mask)' miscompiled @own_mask_guards_bounds: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none
// CHECK: remark: verify-translation: stage 'func.func(lower-vector-mask)': @own_mask_all_set is valid{{$}}

func.func @own_mask_dropped(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>, %own: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %pass = arith.constant dense<0> : vector<4xi8>
  %v = vector.mask %k { vector.gather %m[%c0][%idx], %own, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  // expected-error-re @-1 {{stage 'func.func(lower-vector-mask)' miscompiled @own_mask_dropped: {{target result #0 is|the target has undefined behaviour}}}}
  return %v : vector<4xi8>
}

// Lane 1 (index 8) is out of bounds: the gather's own mask clears it.
func.func @own_mask_guards_bounds(%m: memref<8xi8>, %k: vector<2xi1>) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %idx = arith.constant dense<[0, 8]> : vector<2xindex>
  %own = vector.constant_mask [1] : vector<2xi1>
  %pass = arith.constant dense<0> : vector<2xi8>
  %v = vector.mask %k { vector.gather %m[%c0][%idx], %own, %pass : memref<8xi8>, vector<2xindex>, vector<2xi1>, vector<2xi8> into vector<2xi8> } : vector<2xi1> -> vector<2xi8>
  // expected-error @-1 {{stage 'func.func(lower-vector-mask)' miscompiled @own_mask_guards_bounds: the target has undefined behaviour}}
  return %v : vector<2xi8>
}

func.func @own_mask_all_set(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %own = arith.constant dense<true> : vector<4xi1>
  %pass = arith.constant dense<0> : vector<4xi8>
  %v = vector.mask %k { vector.gather %m[%c0][%idx], %own, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
