// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, vector dialect):
// a masked vector.multi_reduction whose reduced dimensions all have size 1
// gives its masked-off lanes the source's element instead of the
// accumulator.
//
// Each result element reduces one source element into its accumulator; under
// vector.mask (VectorOps.td: the mask "determines which vector lanes should
// execute the maskable operation") a masked-off element takes no part, so
// the result there is the accumulator. That is what MLIR's own lowering
// gives (`lower-vector-multi-reduction`, either strategy: `select(m, acc *
// x, acc)`), and what canonicalize itself gives for a masked one-lane
// vector.reduction (@one_lane_reduction_masked, the control). The
// unit-dimension pattern (ElideUnitDimsInMultiDimReduction) builds
// `select(m, acc * x, x)`: its call to makeArithReduction passes the
// accumulator and the source in the other order, so the source becomes the
// passthru. Confirmed by execution (mlir-runner, x86-64, after
// --test-lower-to-llvm): v = [[3], [5]], acc = [7, 7], the second row masked
// off, prints ( 21, 5 ) after canonicalize and ( 21, 7 ) after
// lower-vector-multi-reduction. Unmasked (@unit_dim_unmasked) the rewrite is
// right.
//
// This test expects the errors: when MLIR fixes the pattern, these
// functions become valid and the test must be updated.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning: --implicit-check-not='error: verify-translation'

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @unit_dim_masked: target result #0 is
// CHECK: note: counterexample input %arg2 : vector<2x1xi1> = [
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @all_unit_masked_f32: target result #0 is
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @unit_dim_unmasked is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @one_lane_reduction_masked is valid{{$}}

func.func @unit_dim_masked(%v: vector<2x1xi32>, %acc: vector<2xi32>, %m: vector<2x1xi1>) -> vector<2xi32> {
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [1] : vector<2x1xi32> to vector<2xi32> } : vector<2x1xi1> -> vector<2xi32>
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @unit_dim_masked: target result #0 is}}
  return %r : vector<2xi32>
}

func.func @all_unit_masked_f32(%v: vector<1x1xf32>, %acc: f32, %m: vector<1x1xi1>) -> f32 {
  %r = vector.mask %m { vector.multi_reduction <maximumf>, %v, %acc [0, 1] : vector<1x1xf32> to f32 } : vector<1x1xi1> -> f32
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @all_unit_masked_f32: target result #0 is}}
  return %r : f32
}

func.func @unit_dim_unmasked(%v: vector<2x1xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <mul>, %v, %acc [1] : vector<2x1xi32> to vector<2xi32>
  return %r : vector<2xi32>
}

func.func @one_lane_reduction_masked(%v: vector<1xi8>, %acc: i8, %m: vector<1xi1>) -> i8 {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<1xi8> into i8 } : vector<1xi1> -> i8
  return %r : i8
}
