// Upstream MLIR 22 `scf-for-loop-canonicalization` on integer loops, checked
// through the plugin. The pass's own patterns simplify affine.min/max and
// tensor/memref.dim inside scf.for (affine ops are not modelled yet: see
// scf-for-loop-affine.mlir); it runs them with the greedy rewrite driver,
// which also folds every op and erases dead ones, inside loop bodies and
// elsewhere. These functions exercise that folding inside loops.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(scf-for-loop-canonicalization)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-canonicalization)': @fold_in_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-canonicalization)': @dead_op_in_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-canonicalization)': @identity_folds_in_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-canonicalization)': @fold_in_if_in_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-loop-canonicalization)': @fold_in_while is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(scf-for-loop-canonicalization)","stage_index":0,"function":"@fold_in_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-loop-canonicalization)","stage_index":0,"function":"@dead_op_in_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-loop-canonicalization)","stage_index":0,"function":"@identity_folds_in_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-loop-canonicalization)","stage_index":0,"function":"@fold_in_if_in_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-loop-canonicalization)","stage_index":0,"function":"@fold_in_while","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// 2 + 3 inside the loop body is folded (and hoisted as a constant).
func.func @fold_in_loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %k = arith.addi %c2, %c3 : i32
    %a = arith.addi %acc, %k : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// An unused op inside the loop body is erased.
func.func @dead_op_in_loop(%n: index, %x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %dead = arith.muli %acc, %y : i8
    %a = arith.xori %acc, %y : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// acc + 0 and * 1 inside the loop body fold away.
func.func @identity_folds_in_loop(%n: index, %x: i16) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i16
  %one = arith.constant 1 : i16
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i16 {
    %a = arith.addi %acc, %z : i16
    %m = arith.muli %a, %one : i16
    %ii = arith.index_cast %i : index to i16
    %s = arith.subi %m, %ii : i16
    scf.yield %s : i16
  }
  return %r : i16
}
// c and true folds to c in an scf.if inside a loop.
func.func @fold_in_if_in_loop(%n: index, %c: i1, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = arith.constant true
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %both = arith.andi %c, %t : i1
    %v = scf.if %both -> i8 {
      %d = arith.addi %acc, %acc : i8
      scf.yield %d : i8
    } else {
      scf.yield %acc : i8
    }
    scf.yield %v : i8
  }
  return %r : i8
}
// 4 + 6 in the before region of an scf.while folds to 10.
func.func @fold_in_while(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %c6 = arith.constant 6 : i8
  %r = scf.while (%a = %x) : (i8) -> i8 {
    %lim = arith.addi %c4, %c6 : i8
    %go = arith.cmpi slt, %a, %lim : i8
    scf.condition(%go) %a : i8
  } do {
  ^bb0(%a: i8):
    %one = arith.constant 1 : i8
    %b = arith.addi %a, %one : i8
    scf.yield %b : i8
  }
  return %r : i8
}
