// Upstream MLIR 22 `scf-for-loop-peeling` on integer loops with constant
// bounds, checked through the plugin. The pass splits `for i = lb to ub
// step s` into a main loop up to the last multiple of s reachable from lb,
// ub - (ub - lb) mod s, and a loop for the remaining partial iteration (with
// peel-front=true: the first iteration, then the rest). SCFOps.td (ForOp):
// "the iteration is executed iff the comparison of induction variable value
// is less than the upper bound and bigger or equal to the lower bound".
// With symbolic bounds the split point is an affine.apply, which mlir-refine
// does not model yet (see scf-for-loop-affine.mlir); signed i8 bounds whose
// difference overflows i8 are included on purpose.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(scf-for-loop-peeling)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl
// Peeling the first iteration instead.
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(scf-for-loop-peeling{peel-front=true})" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FRONT --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_last is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_i8_bounds is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_wide_range is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_wide_range2 is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_single_partial is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-peeling)': @peel_two_iter_args is valid{{$}}

// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_last is valid{{$}}
// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_i8_bounds is valid{{$}}
// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_wide_range is valid{{$}}
// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_wide_range2 is valid{{$}}
// With peel-front the single partial iteration is left alone.
// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_single_partial is valid (unchanged)
// FRONT: remark: verify-translation: stage 'func.func(scf-for-loop-peeling{peel-front=true})': @peel_two_iter_args is valid{{$}}

// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_last","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_i8_bounds","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_wide_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_wide_range2","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_single_partial","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(scf-for-loop-peeling)","stage_index":0,"function":"@peel_two_iter_args","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// 0 to 10 step 4: main loop to 8, partial iteration from 8.
func.func @peel_last(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %ii : i32
    %a = arith.addi %m, %c1 : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// i8 bounds -7 to 20 step 5: main loop to 18.
func.func @peel_i8_bounds(%x: i8) -> i8 {
  %lb = arith.constant -7 : i8
  %ub = arith.constant 20 : i8
  %c5 = arith.constant 5 : i8
  %r = scf.for %i = %lb to %ub step %c5 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.xori %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// -100 to 100 step 30 on i8: ub - lb = 200 does not fit in i8; the split
// point must still be 80.
func.func @peel_wide_range(%x: i8) -> i8 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %c30 = arith.constant 30 : i8
  %r = scf.for %i = %lb to %ub step %c30 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// -128 to 127 step 100 on i8: the split point is -128 + 2 * 100 = 72.
func.func @peel_wide_range2(%x: i8) -> i8 {
  %lb = arith.constant -128 : i8
  %ub = arith.constant 127 : i8
  %c100 = arith.constant 100 : i8
  %r = scf.for %i = %lb to %ub step %c100 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.xori %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// 0 to 3 step 4: the only iteration is partial.
func.func @peel_single_partial(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c3 step %c4 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.subi %acc, %ii : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// Two iter_args, 1 to 12 step 5.
func.func @peel_two_iter_args(%x: i16, %y: i16) -> (i16, i16) {
  %c1 = arith.constant 1 : index
  %c12 = arith.constant 12 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.for %i = %c1 to %c12 step %c5 iter_args(%a = %x, %b = %y) -> (i16, i16) {
    %s = arith.addi %a, %b : i16
    scf.yield %b, %s : i16, i16
  }
  return %r#0, %r#1 : i16, i16
}
