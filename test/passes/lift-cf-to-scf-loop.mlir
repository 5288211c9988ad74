// Upstream MLIR 22 `lift-cf-to-scf` on a cyclic CFG (a counting loop),
// checked through the plugin. The pass turns the cycle into an scf.while
// whose before region holds the loop body in an scf.if and whose condition
// is an i32 "continue" flag yielded by that scf.if, truncated to i1.
// ControlFlowOps.td (CondBranchOp): "If the bit is set, then the first
// destination is jumped to; if it is false, the second destination is
// chosen." The loop runs max(n, 0) times (up to 127).
// max-unroll=10: with the default (64) the encoding of this scf.while shape
// grows exponentially with the unrolling depth and the check runs far past
// its timeout (see the report / lift-cf-to-scf-loop-timeout.mlir); with 10
// unrolled iterations it is quick and bounded.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lift-cf-to-scf)" remarks=true max-unroll=10 report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// i from 0 while i < n (signed), acc += 3.
func.func @loop(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^header(%c0, %x : i8, i8)
^header(%i: i8, %acc: i8):
  %c = arith.cmpi slt, %i, %n : i8
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %c3 : i8
  %n1 = arith.addi %i, %c1 : i8
  cf.br ^header(%n1, %a : i8, i8)
^exit:
  return %acc : i8
}
// UB (division) on one path only.
