// scf.while (SCFOps.td, WhileOp): "This operation represents a generic
// "while"/"do-while" loop that keeps iterating as long as a condition is
// satisfied." "if the main loop payload is located in the "before" region,
// the operation is a "do-while" loop. Otherwise, it is a "while" loop."
// "The "before" region terminates with a special operation, `scf.condition`,
// that accepts as its first operand an `i1` value indicating whether to
// proceed to the "after" region (value is `true`) or not." "It forwards the
// trailing, non-condition operands of the `scf.condition` terminator either
// to the "after" region if the control flow is transferred there or to
// results of the `scf.while` operation otherwise." The before region runs at
// least once; the while form may run its body zero times. A poison condition
// is a branch on poison: UB.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @while_count: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @while_zero_iterations: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @do_while_const: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @do_while_runs_once: valid{{$}}
// CHECK-DAG: @forwarded_values: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @while_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @source_poison_cond: valid{{$}}
// CHECK-DAG: @while_count_wrong: invalid: target result #0 is
// CHECK-DAG: @do_while_skipped: invalid: target result #0 is
// CHECK-DAG: @forwarded_order_wrong: invalid: target result #0 is
// CHECK-DAG: @while_symbolic_wrong: invalid: target result #0 is
// CHECK-DAG: @target_poison_cond: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @zero_iterations_body_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 7 valid{{( \([0-9]+ bounded\))?}}, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @target_poison_cond: the target has undefined behaviour (branch on poison)
// DIAG: note: counterexample input %arg1 : i1 = poison

//--- src.mlir
// While form: i = 0; while (i < 5) i = i + 1; the result is 5.
func.func @while_count(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %r = scf.while (%i = %c0) : (i8) -> i8 {
    %c = arith.cmpi slt, %i, %c5 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %n = arith.addi %i, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// The condition x <u 0 never holds: the body (a division by zero) never runs.
func.func @while_zero_iterations(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.while (%i = %x) : (i8) -> i8 {
    %c = arith.cmpi ult, %i, %c0 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %q = arith.divui %i, %c0 : i8
    scf.yield %q : i8
  }
  return %r : i8
}
// Do-while form: n = a + 3 while n < 10, from 0: 3, 6, 9, 12 -> 12.
func.func @do_while_const(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c3 = arith.constant 3 : i8
  %c10 = arith.constant 10 : i8
  %r = scf.while (%a = %c0) : (i8) -> i8 {
    %n = arith.addi %a, %c3 : i8
    %c = arith.cmpi slt, %n, %c10 : i8
    scf.condition(%c) %n : i8
  } do {
  ^bb0(%n: i8):
    scf.yield %n : i8
  }
  return %r : i8
}
// The before region runs at least once: x + 1 even though the condition is false.
func.func @do_while_runs_once(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %f = arith.constant false
  %r = scf.while (%a = %x) : (i8) -> i8 {
    %n = arith.addi %a, %c1 : i8
    scf.condition(%f) %n : i8
  } do {
  ^bb0(%n: i8):
    scf.yield %n : i8
  }
  return %r : i8
}
// scf.condition forwards (acc, i) in the other order than the loop state
// (i, acc); the after region yields (i + 1, acc + i). From (0, x):
// (1, x), (2, x + 1), (3, x + 3), then the condition fails: (x + 3, 3).
func.func @forwarded_values(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%i = %c0, %acc = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %c3 : i32
    scf.condition(%c) %acc, %i : i32, i32
  } do {
  ^bb0(%a: i32, %j: i32):
    %j1 = arith.addi %j, %c1 : i32
    %a1 = arith.addi %a, %j : i32
    scf.yield %j1, %a1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// i = x; while (i < 10) i = i + 1: max(x, 10) (signed).
func.func @while_symbolic(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c10 = arith.constant 10 : i8
  %r = scf.while (%i = %x) : (i8) -> i8 {
    %c = arith.cmpi slt, %i, %c10 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %n = arith.addi %i, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// The source's condition is poison when c is: UB, so the target may drop the loop.
func.func @source_poison_cond(%x: i8, %c: i1) -> i8 {
  %f = arith.constant false
  %r = scf.while (%b = %c) : (i1) -> i1 {
    scf.condition(%b) %b : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %f : i1
  }
  return %x : i8
}
// Mutations that must be caught.
func.func @while_count_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %r = scf.while (%i = %c0) : (i8) -> i8 {
    %c = arith.cmpi slt, %i, %c5 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %n = arith.addi %i, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @do_while_skipped(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %f = arith.constant false
  %r = scf.while (%a = %x) : (i8) -> i8 {
    %n = arith.addi %a, %c1 : i8
    scf.condition(%f) %n : i8
  } do {
  ^bb0(%n: i8):
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @forwarded_order_wrong(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%i = %c0, %acc = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %i, %c3 : i32
    scf.condition(%c) %acc, %i : i32, i32
  } do {
  ^bb0(%a: i32, %j: i32):
    %j1 = arith.addi %j, %c1 : i32
    %a1 = arith.addi %a, %j : i32
    scf.yield %j1, %a1 : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_symbolic_wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c10 = arith.constant 10 : i8
  %r = scf.while (%i = %x) : (i8) -> i8 {
    %c = arith.cmpi slt, %i, %c10 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %n = arith.addi %i, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @target_poison_cond(%x: i8, %c: i1) -> i8 {
  return %x : i8
}
func.func @zero_iterations_body_hoisted(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.while (%i = %x) : (i8) -> i8 {
    %c = arith.cmpi ult, %i, %c0 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %q = arith.divui %i, %c0 : i8
    scf.yield %q : i8
  }
  return %r : i8
}

//--- tgt.mlir
func.func @while_count(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  return %c5 : i8
}
func.func @while_zero_iterations(%x: i8) -> i8 {
  return %x : i8
}
func.func @do_while_const(%x: i8) -> i8 {
  %c12 = arith.constant 12 : i8
  return %c12 : i8
}
func.func @do_while_runs_once(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
func.func @forwarded_values(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r, %c3 : i32, i32
}
func.func @while_symbolic(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %r = arith.maxsi %x, %c10 : i8
  return %r : i8
}
func.func @source_poison_cond(%x: i8, %c: i1) -> i8 {
  return %x : i8
}
// The loop stops at i = 5, not 6 (i <= 5 would be 6).
func.func @while_count_wrong(%x: i8) -> i8 {
  %c6 = arith.constant 6 : i8
  return %c6 : i8
}
// As if the before region could run zero times.
func.func @do_while_skipped(%x: i8) -> i8 {
  return %x : i8
}
func.func @forwarded_order_wrong(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %c3, %r : i32, i32
}
// Unsigned maximum: wrong for negative x (the loop counts up to 10).
func.func @while_symbolic_wrong(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %r = arith.maxui %x, %c10 : i8
  return %r : i8
}
// Runs at most once, but branches on c: UB for a poison c.
func.func @target_poison_cond(%x: i8, %c: i1) -> i8 {
  %f = arith.constant false
  %r = scf.while (%b = %c) : (i1) -> i1 {
    scf.condition(%b) %b : i1
  } do {
  ^bb0(%b: i1):
    scf.yield %f : i1
  }
  return %x : i8
}
// The body's division runs unconditionally in the target.
func.func @zero_iterations_body_hoisted(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %q = arith.divui %x, %c0 : i8
  return %x : i8
}
