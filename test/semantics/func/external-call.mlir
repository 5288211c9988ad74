// func.call to a function the module only declares (FuncOps.td: a
// declaration is a func.func without a body) calls code mlir-refine cannot
// see. It is modelled as Alive2 models calls to unknown functions: calls are
// observable, so the target must make the same calls to the same callees in
// the same order, with arguments that refine the source's (a poison argument
// in the source allows any argument in the target); the k-th call's results
// (and whether it returns at all) are the same unknown function of k and of
// the arguments on both sides; a call may not return, so UB may not be moved
// above it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @same_calls: valid{{$}}
// CHECK-DAG: @results_shared: valid{{$}}
// CHECK-DAG: @argument_rewritten: valid{{$}}
// CHECK-DAG: @poison_argument_any: valid{{$}}
// CHECK-DAG: @nsw_argument_dropped: valid{{$}}
// CHECK-DAG: @arith_moved_across_call: valid{{$}}
// CHECK-DAG: @ub_sunk_below_call: valid{{$}}
// CHECK-DAG: @calls_in_loop_unrolled: valid{{$}}
// CHECK-DAG: @call_hoisted_out_of_both_branches: valid{{$}}
// CHECK-DAG: @call_dropped: invalid: the target does not make the source's call #0 to @sink
// CHECK-DAG: @call_added: invalid: the target's call #0 to @sink is not the source's call #0 (a call added, moved, or with other arguments)
// CHECK-DAG: @calls_reordered: invalid: the target's call #0 to @sink is not the source's call #0
// CHECK-DAG: @callees_reordered: invalid: the target's call #0 to @other is not the source's call #0
// CHECK-DAG: @argument_changed: invalid: the target's call #0 to @ext is not the source's call #0
// CHECK-DAG: @argument_poison_in_target: invalid: the target's call #0 to @ext is not the source's call #0
// CHECK-DAG: @ub_hoisted_above_call: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @calls_merged: invalid: the {{target does not make the source's call #1 to @ext|source stops \(a call that does not return\) where the target does not}}
// CHECK-DAG: @two_calls_results_equal: invalid: target result #0 is
// CHECK-DAG: @call_result_wrong: invalid: target result #0 is
// CHECK-DAG: @call_hoisted_out_of_branch: invalid: the target's call #0 to @sink is not the source's call #0
// CHECK-DAG: @call_sunk_into_branches: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @loop_calls_reversed: invalid: the target's call #0 to @sink is not the source's call #0
// The declarations.
// CHECK-DAG: @ext: valid (unchanged)
// CHECK-DAG: @ext2: valid (unchanged)
// CHECK-DAG: @sink: valid (unchanged)
// CHECK-DAG: @other: valid (unchanged)
// CHECK: summary: 13 valid, 13 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @call_dropped: the target does not make the source's call #0 to @sink
// DIAG: src.mlir:{{[0-9]+}}:3: note: the source makes this call
// DIAG: error: mlir-refine: the target miscompiles @ub_hoisted_above_call: the target has undefined behaviour

//--- src.mlir
func.func private @ext(i8) -> i8
func.func private @ext2(i8, i8) -> (i8, i8)
func.func private @sink(i8)
func.func private @other(i8)

func.func @same_calls(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %r = func.call @ext(%y) : (i8) -> i8
  return %r : i8
}
// Matching calls give matching results.
func.func @results_shared(%x: i8, %y: i8) -> (i8, i8) {
  %a, %b = func.call @ext2(%x, %y) : (i8, i8) -> (i8, i8)
  %s = arith.addi %a, %a : i8
  return %s, %b : i8, i8
}
func.func @argument_rewritten(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %a = arith.addi %x, %c0 : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
// A poison argument: the callee may see any value there.
func.func @poison_argument_any(%x: i8) -> i8 {
  %p = ub.poison : i8
  func.call @sink(%p) : (i8) -> ()
  return %x : i8
}
func.func @nsw_argument_dropped(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
// Arithmetic without UB may move across a call.
func.func @arith_moved_across_call(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %m = arith.muli %x, %y : i8
  return %m : i8
}
// The source divides (UB for y = 0) before the call: the target may divide after it.
func.func @ub_sunk_below_call(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  func.call @sink(%x) : (i8) -> ()
  return %q : i8
}
func.func @calls_in_loop_unrolled(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  scf.for %i = %c0 to %c3 step %c1 : i8 {
    func.call @sink(%i) : (i8) -> ()
  }
  return %x : i8
}
// The same call on both paths can be made before the branch: where c is
// poison the source has UB (before the call), so the target may call first.
func.func @call_hoisted_out_of_both_branches(%c: i1, %x: i8) -> i8 {
  %r = scf.if %c -> i8 {
    func.call @sink(%x) : (i8) -> ()
    scf.yield %x : i8
  } else {
    func.call @sink(%x) : (i8) -> ()
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
// Mutations that must be caught.
func.func @call_dropped(%x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  return %x : i8
}
func.func @call_added(%x: i8) -> i8 {
  return %x : i8
}
func.func @calls_reordered(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  func.call @sink(%y) : (i8) -> ()
  return %x : i8
}
func.func @callees_reordered(%x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  func.call @other(%x) : (i8) -> ()
  return %x : i8
}
func.func @argument_changed(%x: i8) -> i8 {
  %r = func.call @ext(%x) : (i8) -> i8
  return %r : i8
}
func.func @argument_poison_in_target(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
// The call may not return: the division by zero after it may never happen.
func.func @ub_hoisted_above_call(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %q = arith.divui %x, %y : i8
  return %q : i8
}
// Two calls with the same argument are two calls: they may not be merged.
func.func @calls_merged(%x: i8) -> (i8, i8) {
  %a = func.call @ext(%x) : (i8) -> i8
  %b = func.call @ext(%x) : (i8) -> i8
  return %a, %b : i8, i8
}
// ... and they may return different values.
func.func @two_calls_results_equal(%x: i8) -> i8 {
  %a = func.call @ext(%x) : (i8) -> i8
  %b = func.call @ext(%x) : (i8) -> i8
  %d = arith.subi %a, %b : i8
  return %d : i8
}
func.func @call_result_wrong(%x: i8) -> i8 {
  %r = func.call @ext(%x) : (i8) -> i8
  return %r : i8
}
func.func @call_hoisted_out_of_branch(%c: i1, %x: i8) -> i8 {
  scf.if %c {
    func.call @sink(%x) : (i8) -> ()
  }
  return %x : i8
}
// The reverse: for a poison c the source calls sink, which may not return,
// before it branches on poison; the target branches on poison first.
func.func @call_sunk_into_branches(%c: i1, %x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
func.func @loop_calls_reversed(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  scf.for %i = %c0 to %c3 step %c1 : i8 {
    func.call @sink(%i) : (i8) -> ()
  }
  return %x : i8
}

//--- tgt.mlir
func.func private @ext(i8) -> i8
func.func private @ext2(i8, i8) -> (i8, i8)
func.func private @sink(i8)
func.func private @other(i8)

func.func @same_calls(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %r = func.call @ext(%y) : (i8) -> i8
  %c0 = arith.constant 0 : i8
  %s = arith.ori %r, %c0 : i8
  return %s : i8
}
func.func @results_shared(%x: i8, %y: i8) -> (i8, i8) {
  %a, %b = func.call @ext2(%x, %y) : (i8, i8) -> (i8, i8)
  %c2 = arith.constant 2 : i8
  %s = arith.muli %a, %c2 : i8
  return %s, %b : i8, i8
}
func.func @argument_rewritten(%x: i8) -> i8 {
  %r = func.call @ext(%x) : (i8) -> i8
  return %r : i8
}
func.func @poison_argument_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  func.call @sink(%c0) : (i8) -> ()
  return %x : i8
}
func.func @nsw_argument_dropped(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
func.func @arith_moved_across_call(%x: i8, %y: i8) -> i8 {
  %m = arith.muli %x, %y : i8
  func.call @sink(%x) : (i8) -> ()
  return %m : i8
}
func.func @ub_sunk_below_call(%x: i8, %y: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %q = arith.divui %x, %y : i8
  return %q : i8
}
func.func @calls_in_loop_unrolled(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  func.call @sink(%c0) : (i8) -> ()
  func.call @sink(%c1) : (i8) -> ()
  func.call @sink(%c2) : (i8) -> ()
  return %x : i8
}
func.func @call_hoisted_out_of_both_branches(%c: i1, %x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
func.func @call_dropped(%x: i8) -> i8 {
  return %x : i8
}
func.func @call_added(%x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  return %x : i8
}
func.func @calls_reordered(%x: i8, %y: i8) -> i8 {
  func.call @sink(%y) : (i8) -> ()
  func.call @sink(%x) : (i8) -> ()
  return %x : i8
}
func.func @callees_reordered(%x: i8) -> i8 {
  func.call @other(%x) : (i8) -> ()
  func.call @sink(%x) : (i8) -> ()
  return %x : i8
}
func.func @argument_changed(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
// nsw makes the argument poison for x = 127.
func.func @argument_poison_in_target(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %r = func.call @ext(%a) : (i8) -> i8
  return %r : i8
}
func.func @ub_hoisted_above_call(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  func.call @sink(%x) : (i8) -> ()
  return %q : i8
}
func.func @calls_merged(%x: i8) -> (i8, i8) {
  %a = func.call @ext(%x) : (i8) -> i8
  return %a, %a : i8, i8
}
func.func @two_calls_results_equal(%x: i8) -> i8 {
  %a = func.call @ext(%x) : (i8) -> i8
  %b = func.call @ext(%x) : (i8) -> i8
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @call_result_wrong(%x: i8) -> i8 {
  %r = func.call @ext(%x) : (i8) -> i8
  %c1 = arith.constant 1 : i8
  %s = arith.addi %r, %c1 : i8
  return %s : i8
}
func.func @call_hoisted_out_of_branch(%c: i1, %x: i8) -> i8 {
  func.call @sink(%x) : (i8) -> ()
  return %x : i8
}
func.func @call_sunk_into_branches(%c: i1, %x: i8) -> i8 {
  %r = scf.if %c -> i8 {
    func.call @sink(%x) : (i8) -> ()
    scf.yield %x : i8
  } else {
    func.call @sink(%x) : (i8) -> ()
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
func.func @loop_calls_reversed(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  func.call @sink(%c2) : (i8) -> ()
  func.call @sink(%c1) : (i8) -> ()
  func.call @sink(%c0) : (i8) -> ()
  return %x : i8
}
