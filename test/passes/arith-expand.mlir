// Upstream MLIR 22 `arith-expand` on integer functions, checked through the
// plugin. The pass expands the ops that have no LLVM counterpart:
// ceildivsi / ceildivui / floordivsi into divsi / divui with a correction,
// and maxsi / maxui / minsi / minui into cmpi + select. Per ArithOps.td,
// ceildivsi rounds towards +inf, floordivsi towards -inf, ceildivui rounds
// up; division by zero and (signed) INT_MIN / -1 are undefined behaviour, so
// the expansion may do anything there.
//
// ceildivui is tested on i8 and narrower only: from i16 up, proving its
// expansion `(a - 1) / b + 1` equal to the source's rounded-up quotient
// times out at the default 10 s (inconclusive).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="arith-expand" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'arith-expand': @ceildivsi_i8 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @ceildivui_i8 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @floordivsi_i8 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @divisions_i1 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @divisions_i3_i5 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @divisions_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @divisions_const_dividend is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @minmax_i8 is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @minmax_wide is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @chained is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-expand': @signed_divisions_wide is valid{{$}}

// JSON: {"stage":"arith-expand","stage_index":0,"function":"@ceildivsi_i8","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@ceildivui_i8","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@floordivsi_i8","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@divisions_i1","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@divisions_i3_i5","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@divisions_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@divisions_const_dividend","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@minmax_i8","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@minmax_wide","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@chained","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-expand","stage_index":0,"function":"@signed_divisions_wide","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// ceildivsi -> divsi, then +1 when the division is inexact and the operands
// have the same sign.
func.func @ceildivsi_i8(%a: i8, %b: i8) -> i8 {
  %r = arith.ceildivsi %a, %b : i8
  return %r : i8
}

// ceildivui -> a == 0 ? 0 : (a - 1) / b + 1.
func.func @ceildivui_i8(%a: i8, %b: i8) -> i8 {
  %r = arith.ceildivui %a, %b : i8
  return %r : i8
}

// floordivsi -> divsi, then -1 when the division is inexact and the signs
// differ.
func.func @floordivsi_i8(%a: i8, %b: i8) -> i8 {
  %r = arith.floordivsi %a, %b : i8
  return %r : i8
}

// The same expansions on i1, where 1 is -1 signed and -1 / -1 overflows.
func.func @divisions_i1(%a: i1, %b: i1) -> (i1, i1, i1) {
  %r0 = arith.ceildivsi %a, %b : i1
  %r1 = arith.ceildivui %a, %b : i1
  %r2 = arith.floordivsi %a, %b : i1
  return %r0, %r1, %r2 : i1, i1, i1
}

// Odd widths.
func.func @divisions_i3_i5(%a: i3, %b: i3, %c: i5, %d: i5) -> (i3, i5, i3) {
  %r0 = arith.ceildivsi %a, %b : i3
  %r1 = arith.floordivsi %c, %d : i5
  %r2 = arith.ceildivui %a, %b : i3
  return %r0, %r1, %r2 : i3, i5, i3
}

// Constant divisors, positive and negative.
func.func @divisions_const(%a: i8) -> (i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm3 = arith.constant -3 : i8
  %r0 = arith.ceildivsi %a, %c7 : i8
  %r1 = arith.floordivsi %a, %cm3 : i8
  %r2 = arith.ceildivui %a, %c7 : i8
  %r3 = arith.ceildivsi %a, %cm3 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// A constant dividend, including INT_MIN.
func.func @divisions_const_dividend(%b: i8) -> (i8, i8, i8) {
  %cm128 = arith.constant -128 : i8
  %c100 = arith.constant 100 : i8
  %r0 = arith.floordivsi %cm128, %b : i8
  %r1 = arith.ceildivsi %cm128, %b : i8
  %r2 = arith.ceildivui %c100, %b : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// max/min -> cmpi + select.
func.func @minmax_i8(%a: i8, %b: i8) -> (i8, i8, i8, i8) {
  %0 = arith.maxsi %a, %b : i8
  %1 = arith.minsi %a, %b : i8
  %2 = arith.maxui %a, %b : i8
  %3 = arith.minui %a, %b : i8
  return %0, %1, %2, %3 : i8, i8, i8, i8
}

// max/min on wide integers and index.
func.func @minmax_wide(%a: i64, %b: i64, %i: index, %j: index) -> (i64, i64, index, index) {
  %0 = arith.maxsi %a, %b : i64
  %1 = arith.minui %a, %b : i64
  %2 = arith.minsi %i, %j : index
  %3 = arith.maxui %i, %j : index
  return %0, %1, %2, %3 : i64, i64, index, index
}

// Expanded ops feeding each other.
func.func @chained(%a: i8, %b: i8, %c: i8) -> i8 {
  %m = arith.maxsi %a, %b : i8
  %d = arith.floordivsi %m, %c : i8
  %r = arith.minui %d, %a : i8
  return %r : i8
}

// Full-width signed divisions: i32, i64 and index.
func.func @signed_divisions_wide(%a: i32, %b: i32, %c: i64, %d: i64, %i: index, %j: index) -> (i32, i32, i64, index) {
  %r0 = arith.ceildivsi %a, %b : i32
  %r1 = arith.floordivsi %a, %b : i32
  %r2 = arith.floordivsi %c, %d : i64
  %r3 = arith.ceildivsi %i, %j : index
  return %r0, %r1, %r2, %r3 : i32, i32, i64, index
}
