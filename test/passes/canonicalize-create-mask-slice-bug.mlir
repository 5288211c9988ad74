// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, the fold of
// vector.extract_strided_slice of vector.create_mask).
//
// VectorOps.td (CreateMaskOp): "If operand-value is negative, it is treated
// as if it were zero, and if it is greater than the corresponding dimension
// size, it is treated as if it were equal to the dimension size."
// ExtractStridedSliceOp: the result holds the elements "starting at offset
// `offsets`".
//
// The canonicalization rewrites extract_strided_slice(create_mask(%n)) at
// offset k into create_mask(%n - k), with a wrapping arith.subi. For
// %n = -2^63 (no lane set: negative is zero), %n - 1 wraps to 2^63 - 1, a
// bound above the size: every lane of the target's mask is set. The
// counterexample was checked by hand: the source mask is all false, so its
// slice is [false, false]; the target is [true, true].
//
// This test expects the error; when MLIR fixes the fold the function becomes
// valid and the test must be updated. @ok_small_bound is a control the same
// fold rewrites correctly (the bound cannot wrap).
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | FileCheck %s --check-prefix=OPT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=warning:

// OPT-LABEL: func.func @create_mask_slice(
// OPT: arith.subi %{{.*}}, %{{.*}} : index
// OPT-NEXT: vector.create_mask %{{.*}} : vector<2xi1>
// OPT-LABEL: func.func @ok_small_bound(
// OPT: vector.create_mask %{{.*}} : vector<2xi1>

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @create_mask_slice: target result #0 is [true (1), true (1)] where the source result is [false (0), false (0)]
// CHECK: note: counterexample input %arg0 : index = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_small_bound is valid{{$}}

func.func @create_mask_slice(%n: index) -> vector<2xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  // expected-error @+1 {{miscompiled @create_mask_slice: target result #0 is [true (1), true (1)] where the source result is [false (0), false (0)]}}
  %r = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4xi1> to vector<2xi1>
  return %r : vector<2xi1>
}

func.func @ok_small_bound(%x: index) -> vector<2xi1> {
  %c255 = arith.constant 255 : index
  %n = arith.andi %x, %c255 : index
  %m = vector.create_mask %n : vector<4xi1>
  %r = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4xi1> to vector<2xi1>
  return %r : vector<2xi1>
}
