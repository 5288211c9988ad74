// SUSPECTED MLIR 22 MISCOMPILATION (upstream `convert-scf-to-cf` and
// `scf-for-to-while`): a loop whose induction variable would wrap.
//
// SCFOps.td (ForOp): "The lower and upper bounds specify a half-open range:
// the iteration is executed iff the comparison of induction variable value
// is less than the upper bound and bigger or equal to the lower bound."
// Nothing in the documentation makes an overflowing induction variable UB,
// so the iterations are lb, lb + step, ... while below ub: with i4 bounds
// lb = 2, ub = 3, step = 7 exactly one iteration (iv = 2; the next value,
// 9, is not below 3). mlir-refine encodes the trip count as
// ceil((ub - lb) / step) computed without wrapping.
//
// Both lowerings increment the induction variable with a plain
// `arith.addi %iv, %step` and loop while `iv < ub`: 2 + 7 wraps to -7 < 3,
// so the lowered loop runs again (iv = -7, then 0, then 7 stops it): three
// iterations. The same happens with index bounds (step 2^63 - 1). Either the
// lowerings are wrong, or scf.for's documentation should say that an
// induction variable that overflows is UB (then mlir-refine must encode
// that instead, and these functions become valid).
//
// This test expects the errors. The @ok_* functions are controls (step 1,
// or bounds that keep lb + k * step in range), lowered correctly by the
// same passes.
//
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-scf-to-cf)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CF --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(scf-for-to-while)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=WHILE --implicit-check-not='(unchanged)' --implicit-check-not=warning:

// CF: error: verify-translation: stage 'func.func(convert-scf-to-cf)' miscompiled @wrapping_step_i4: target result #0 is
// CF: note: counterexample input %arg0 : i4 =
// CF: error: verify-translation: stage 'func.func(convert-scf-to-cf)' miscompiled @wrapping_step_index: target result #0 is
// CF: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @ok_step_one is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CF: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @ok_no_wrap is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@wrapping_step_i4","verdict":"invalid","detail":"target result #0 is {{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@wrapping_step_index","verdict":"invalid","detail":"target result #0 is {{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@ok_step_one","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@ok_no_wrap","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// WHILE: error: verify-translation: stage 'func.func(scf-for-to-while)' miscompiled @wrapping_step_i4: target result #0 is
// WHILE: error: verify-translation: stage 'func.func(scf-for-to-while)' miscompiled @wrapping_step_index: target result #0 is
// WHILE: remark: verify-translation: stage 'func.func(scf-for-to-while)': @ok_step_one is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// WHILE: remark: verify-translation: stage 'func.func(scf-for-to-while)': @ok_no_wrap is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// lb = 2, ub = 3, step = 7 (i4): source 2 + x, target x + 2 - 7 + 0.
func.func @wrapping_step_i4(%lb: i4, %ub: i4, %s: i4, %x: i4) -> i4 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> i4 : i4 {
    %a = arith.addi %acc, %i : i4
    scf.yield %a : i4
  }
  return %r : i4
}
// The same with index: lb = 2, ub = 3, step = 2^63 - 1.
func.func @wrapping_step_index(%lb: index, %ub: index, %s: index, %x: index) -> index {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> index {
    %a = arith.addi %acc, %i : index
    scf.yield %a : index
  }
  return %r : index
}
// Step 1: iv + 1 <= ub never wraps.
func.func @ok_step_one(%lb: i8, %ub: i8, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %c3 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// ub = 100, step 7: iv < 100 so iv + 7 < 107 fits in i8.
func.func @ok_no_wrap(%lb: i8, %x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %c7 = arith.constant 7 : i8
  %r = scf.for %i = %lb to %c100 step %c7 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.xori %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
