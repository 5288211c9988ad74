// Upstream MLIR 22 `loop-invariant-code-motion` on integer loops, checked
// through the plugin. LICM moves ops whose operands are defined outside a
// loop (LoopLikeOpInterface: scf.for, scf.while) in front of it, but only
// ops that are side-effect free and speculatable: executing them when the
// loop runs no iteration must be harmless. arith.divui by a value that may be
// zero is not speculatable (UB, ArithOps.td: "division by zero is undefined
// behavior") and must stay; division by a non-zero constant may move.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(loop-invariant-code-motion)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @hoist_arith is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @hoist_from_zero_trip_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @div_stays is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @div_by_const_hoisted is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @hoist_from_while is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(loop-invariant-code-motion)': @nested_hoist is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@hoist_arith","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@hoist_from_zero_trip_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@div_stays","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@div_by_const_hoisted","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@hoist_from_while","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(loop-invariant-code-motion)","stage_index":0,"function":"@nested_hoist","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// y * y does not depend on the loop: hoisted.
func.func @hoist_arith(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %k = arith.muli %y, %y : i32
    %a = arith.addi %acc, %k : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// Hoisting out of a loop that runs no iteration: x - y has no UB, so
// executing it anyway is fine.
func.func @hoist_from_zero_trip_loop(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %x) -> i32 {
    %k = arith.subi %x, %y : i32
    %a = arith.addi %acc, %k : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// divui by y may be UB (y = 0): it stays in the loop (not speculatable);
// y + 3 is hoisted.
func.func @div_stays(%n: index, %x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %k = arith.addi %y, %c3 : i8
    %q = arith.divui %x, %y : i8
    %a = arith.addi %acc, %q : i8
    %b = arith.xori %a, %k : i8
    scf.yield %b : i8
  }
  return %r : i8
}
// divui by the constant 7 is speculatable: hoisted.
func.func @div_by_const_hoisted(%n: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %q = arith.divui %x, %c7 : i8
    %a = arith.addi %acc, %q : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Invariant ops of an scf.while body are hoisted.
func.func @hoist_from_while(%x: i8, %y: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %r = scf.while (%a = %x) : (i8) -> i8 {
    %c = arith.cmpi slt, %a, %c10 : i8
    scf.condition(%c) %a : i8
  } do {
  ^bb0(%a: i8):
    %k = arith.andi %y, %c10 : i8
    %s = arith.addi %a, %k : i8
    %one = arith.constant 1 : i8
    %t = arith.ori %s, %one : i8
    scf.yield %t : i8
  }
  return %r : i8
}
// i * y is invariant in the inner loop: hoisted to the outer body.
func.func @nested_hoist(%n: index, %m: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> i32 {
      %ii = arith.index_cast %i : index to i32
      %k = arith.muli %ii, %y : i32
      %t = arith.addi %b, %k : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
