// KNOWN MLIR 22 MISCOMPILATIONS (upstream `canonicalize`, arith.trunci).
//
// ArithOps.td (TruncIOp): "If the nuw keyword is present, and any of the
// truncated bits are non-zero, the result is a poison value. If the nsw
// keyword is present, and any of the truncated bits are not the same as the
// top bit of the truncation result, the result is a poison value."
//
// 1. The trunci folder turns trunci(trunci(x)) into one trunci of x but keeps
//    the *outer* op's flags. The outer flag only constrains the bits the
//    outer op drops; on the folded op it also constrains the bits the inner
//    (flag-less) op dropped, which may be anything.
// 2. The canonicalization trunci(shrsi(x, c)) -> trunci(shrui(x, c)) (valid
//    when the truncation drops all the shifted-in bits) keeps trunci's nsw.
//    shrsi fills with copies of the sign bit, so nsw holds in the source;
//    shrui fills with zeros, so for a negative x the target's nsw fails.
//
// This test expects the errors; when MLIR fixes the folds these functions
// become valid and the test must be updated. The @ok_* functions are
// controls rewritten correctly by the same folds.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_trunc_outer_nuw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_trunc_outer_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_shrsi_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_trunc_trunc_both_nuw is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_trunc_trunc_inner_nsw is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_trunc_shrsi is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@trunc_trunc_outer_nuw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@trunc_trunc_outer_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@trunc_shrsi_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_trunc_trunc_both_nuw","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_trunc_trunc_inner_nsw","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_trunc_shrsi","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// trunci(trunci x : i32 -> i16) nuw : i16 -> i8 folds to trunci x nuw : i32 -> i8.
// x = 0x00010000: the inner trunci (no flag) gives 0, and the outer one
// drops only zero bits, so the source result is 0; the folded trunci nuw
// drops bit 16, which is set, so the target result is poison.
func.func @trunc_trunc_outer_nuw(%x: i32) -> i8 {
  %a = arith.trunci %x : i32 to i16
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @trunc_trunc_outer_nuw: target result #0 is poison}}
  %r = arith.trunci %a overflow<nuw> : i16 to i8
  return %r : i8
}

// The same with nsw: x = 0x00010000 gives 0 in the source; in the target the
// dropped bits 8..31 (0x000100) are not all equal to bit 7 (0): poison.
func.func @trunc_trunc_outer_nsw(%x: i32) -> i8 {
  %a = arith.trunci %x : i32 to i16
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @trunc_trunc_outer_nsw: target result #0 is poison}}
  %r = arith.trunci %a overflow<nsw> : i16 to i8
  return %r : i8
}

// trunci(shrsi x, 24) nsw : i32 -> i8 becomes trunci(shrui x, 24) nsw.
// x = 0xff000000: shrsi gives 0xffffffff, whose truncation to -1 drops only
// copies of the sign bit (source result -1); shrui gives 0x000000ff, whose
// dropped bits are 0 while bit 7 is 1, so the target result is poison.
func.func @trunc_shrsi_nsw(%x: i32) -> i8 {
  %c24 = arith.constant 24 : i32
  %s = arith.shrsi %x, %c24 : i32
  %r = arith.trunci %s overflow<nsw> : i32 to i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_shrsi_nsw: target result #0 is poison}}
  return %r : i8
}

// Controls, rewritten by the same folds and valid.
// Both truncations nuw: the folded nuw is implied.
func.func @ok_trunc_trunc_both_nuw(%x: i32) -> i8 {
  %a = arith.trunci %x overflow<nuw> : i32 to i16
  %r = arith.trunci %a overflow<nuw> : i16 to i8
  return %r : i8
}

// Only the inner truncation has a flag: the folded op has none.
func.func @ok_trunc_trunc_inner_nsw(%x: i32) -> i8 {
  %a = arith.trunci %x overflow<nsw> : i32 to i16
  %r = arith.trunci %a : i16 to i8
  return %r : i8
}

// trunci(shrsi) without flags, and with nuw (shrui only clears more bits).
func.func @ok_trunc_shrsi(%x: i32) -> (i8, i8) {
  %c24 = arith.constant 24 : i32
  %s = arith.shrsi %x, %c24 : i32
  %r0 = arith.trunci %s : i32 to i8
  %r1 = arith.trunci %s overflow<nuw> : i32 to i8
  return %r0, %r1 : i8, i8
}
