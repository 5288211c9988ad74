// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, arith dialect).
//
// The arith canonicalization patterns that reassociate an add/sub with two
// constants -- (x + c0) + c1 -> x + (c0 + c1), (x - c0) - c1, (c0 - x) + c1
// -> (c0 + c1) - x, c1 - (x + c0) -> (c1 - c0) - x, c1 - (x - c0),
// c1 - (c0 - x), (x - c0) + c1, (c0 - x) - c1 -- give the new op the
// overflow flags that both original ops had. That is wrong whenever the
// folded constant itself wraps: ArithOps.td (AddIOp, SubIOp) says "If the
// `nuw` and/or `nsw` flags are present, and an unsigned/signed overflow
// occurs (respectively), the result is poison". With i8, (x +nsw 100) +nsw
// 100 has no overflow for x = -96 (4, then 104), while the rewritten
// x +nsw (-56) computes -96 + -56 = -152, a signed overflow, so the target
// result is poison where the source result is 104. (Mathematically the
// target adds 200, which does not fit; the flag can only be kept when the
// folded constant does not wrap in the flag's sense.) The same holds for nuw,
// e.g. (50 -nuw x) +nuw 206 -> 0 -nuw x is poison for x = 1 where the source
// gives 255.
//
// This test expects the errors: when MLIR fixes the patterns (dropping the
// flags, or keeping them only when the constant fold does not overflow),
// these functions become valid and the test must be updated. The @ok_*
// functions are controls that the same patterns rewrite correctly.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @add_add_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_sub_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @add_of_sub_rhs_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @add_of_sub_lhs_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_of_add_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_of_sub_lhs_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_from_sub_rhs_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_from_sub_lhs_nsw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @add_of_sub_lhs_nuw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @add_of_sub_rhs_nuw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_from_sub_rhs_nuw: target result #0 is poison
// CHECK: note: counterexample input %arg0
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_add_add_nuw is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_add_add_nsw_small is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_add_add_no_flags is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_add_add_one_nsw is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@add_add_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_sub_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@add_of_sub_rhs_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@add_of_sub_lhs_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_of_add_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_of_sub_lhs_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_from_sub_rhs_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_from_sub_lhs_nsw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@add_of_sub_lhs_nuw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@add_of_sub_rhs_nuw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_from_sub_rhs_nuw","verdict":"invalid","detail":"target result #0 is poison{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_add_add_nuw","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_add_add_nsw_small","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_add_add_no_flags","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_add_add_one_nsw","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// (x + 100) + 100 -> x + (-56), nsw kept. x = -96: -96 + 100 = 4 and
// 4 + 100 = 104 do not overflow, but -96 + -56 = -152 does.
func.func @add_add_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 overflow<nsw> : i8
  %r = arith.addi %a, %c100 overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @add_add_nsw: target result #0 is poison}}
  return %r : i8
}

// (x - 100) - 100 -> x - (-56), nsw kept. x = 72: 72 - 100 = -28 and
// -28 - 100 = -128 do not overflow, but 72 - (-56) = 128 does.
func.func @sub_sub_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.subi %x, %c100 overflow<nsw> : i8
  %r = arith.subi %a, %c100 overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_sub_nsw: target result #0 is poison}}
  return %r : i8
}

// (x - 100) + (-100) -> x + 56, nsw kept.
func.func @add_of_sub_rhs_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %cm100 = arith.constant -100 : i8
  %a = arith.subi %x, %c100 overflow<nsw> : i8
  %r = arith.addi %a, %cm100 overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @add_of_sub_rhs_nsw: target result #0 is poison}}
  return %r : i8
}

// (100 - x) + 100 -> (-56) - x, nsw kept.
func.func @add_of_sub_lhs_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.subi %c100, %x overflow<nsw> : i8
  %r = arith.addi %a, %c100 overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @add_of_sub_lhs_nsw: target result #0 is poison}}
  return %r : i8
}

// (-100) - (x + 100) -> 56 - x, nsw kept.
func.func @sub_of_add_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %cm100 = arith.constant -100 : i8
  %a = arith.addi %x, %c100 overflow<nsw> : i8
  %r = arith.subi %cm100, %a overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_of_add_nsw: target result #0 is poison}}
  return %r : i8
}

// (100 - x) - (-100) -> (-56) - x, nsw kept.
func.func @sub_of_sub_lhs_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %cm100 = arith.constant -100 : i8
  %a = arith.subi %c100, %x overflow<nsw> : i8
  %r = arith.subi %a, %cm100 overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_of_sub_lhs_nsw: target result #0 is poison}}
  return %r : i8
}

// 100 - (x - 100) -> (-56) - x, nsw kept.
func.func @sub_from_sub_rhs_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.subi %x, %c100 overflow<nsw> : i8
  %r = arith.subi %c100, %a overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_from_sub_rhs_nsw: target result #0 is poison}}
  return %r : i8
}

// (-100) - (100 - x) -> x + 56, nsw kept.
func.func @sub_from_sub_lhs_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %cm100 = arith.constant -100 : i8
  %a = arith.subi %c100, %x overflow<nsw> : i8
  %r = arith.subi %cm100, %a overflow<nsw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_from_sub_lhs_nsw: target result #0 is poison}}
  return %r : i8
}

// nuw: (50 - x) + 206 -> 0 - x, nuw kept. x = 1: 50 - 1 = 49 and
// 49 + 206 = 255 do not wrap, but 0 - 1 does.
func.func @add_of_sub_lhs_nuw(%x: i8) -> i8 {
  %c50 = arith.constant 50 : i8
  %c206 = arith.constant 206 : i8
  %a = arith.subi %c50, %x overflow<nuw> : i8
  %r = arith.addi %a, %c206 overflow<nuw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @add_of_sub_lhs_nuw: target result #0 is poison}}
  return %r : i8
}

// nuw: (x - 200) + 100 -> x + 156, nuw kept. x = 255: 255 - 200 = 55 and
// 55 + 100 = 155 do not wrap, but 255 + 156 does.
func.func @add_of_sub_rhs_nuw(%x: i8) -> i8 {
  %c200 = arith.constant 200 : i8
  %c100 = arith.constant 100 : i8
  %a = arith.subi %x, %c200 overflow<nuw> : i8
  %r = arith.addi %a, %c100 overflow<nuw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @add_of_sub_rhs_nuw: target result #0 is poison}}
  return %r : i8
}

// nuw: 156 - (x - 100) -> 0 - x, nuw kept.
func.func @sub_from_sub_rhs_nuw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %c156 = arith.constant 156 : i8
  %a = arith.subi %x, %c100 overflow<nuw> : i8
  %r = arith.subi %c156, %a overflow<nuw> : i8
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @sub_from_sub_rhs_nuw: target result #0 is poison}}
  return %r : i8
}

// Controls, rewritten by the same patterns and valid.
// nuw with constants whose sum does not wrap: (x + 100) + 100 -> x + 200.
func.func @ok_add_add_nuw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 overflow<nuw> : i8
  %r = arith.addi %a, %c100 overflow<nuw> : i8
  return %r : i8
}

// nsw with constants whose sum does not overflow: (x + 3) + 5 -> x + 8.
func.func @ok_add_add_nsw_small(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %a = arith.addi %x, %c3 overflow<nsw> : i8
  %r = arith.addi %a, %c5 overflow<nsw> : i8
  return %r : i8
}

// The failing constants without flags: wrapping arithmetic reassociates.
func.func @ok_add_add_no_flags(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 : i8
  %r = arith.addi %a, %c100 : i8
  return %r : i8
}

// Only one op has nsw: the merged op has none.
func.func @ok_add_add_one_nsw(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 overflow<nsw> : i8
  %r = arith.addi %a, %c100 : i8
  return %r : i8
}
