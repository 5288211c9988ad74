// func.call (FuncOps.td, CallOp): "The `func.call` operation represents a
// direct call to a function that is within the same symbol scope as the
// call. The operands and result types of the call must match the specified
// function type." mlir-refine inlines a call to a function the module
// defines: the callee's body runs with the call's arguments, its UB and
// aborts are the caller's. Recursion is unrolled up to 8 nested calls of one
// callee; a deeper call is cut and the verdict is bounded ("recursion up to
// 8 nested calls"); a bounded check whose bound excludes every input is
// inconclusive.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// The callees, identical on both sides (except @sub_changed).
// CHECK-DAG: @add3: valid (unchanged)
// CHECK-DAG: @divmod: valid (unchanged)
// CHECK-DAG: @outer: valid (unchanged)
// CHECK-DAG: @middle: valid (unchanged)
// CHECK-DAG: @inner: valid (unchanged)
// CHECK-DAG: @pick: valid (unchanged)
// CHECK-DAG: @guarded_div: valid (unchanged)
// CHECK-DAG: @count_down: valid (unchanged)
// CHECK-DAG: @sub_changed: invalid: target result #0 is
// The callers.
// CHECK-DAG: @inlined: valid{{$}}
// CHECK-DAG: @several_results: valid{{$}}
// CHECK-DAG: @nested_calls: valid{{$}}
// CHECK-DAG: @callee_with_branches: valid{{$}}
// CHECK-DAG: @callee_ub_dropped: valid{{$}}
// CHECK-DAG: @recursion_const: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @recursion_symbolic: valid (bounded: recursion up to 8 nested calls (a fixed depth)){{$}}
// CHECK-DAG: @recursion_too_deep: inconclusive: no input stays within the bounds (recursion up to 8 nested calls (a fixed depth))
// CHECK-DAG: @inlined_wrong: invalid: target result #0 is
// CHECK-DAG: @results_swapped: invalid: target result #0 is
// CHECK-DAG: @nested_wrong: invalid: target result #0 is
// CHECK-DAG: @callee_ub_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @caller_of_changed_callee: invalid: target result #0 is
// CHECK-DAG: @recursion_symbolic_wrong: invalid: target result #0 is
// CHECK: summary: 15 valid ({{[12]}} bounded), 7 invalid, 0 unsupported, 1 inconclusive

// DIAG: warning: mlir-refine: @recursion_too_deep is inconclusive: no input stays within the bounds
// DIAG: error: mlir-refine: the target miscompiles @callee_ub_hoisted: the target has undefined behaviour (division by zero (or by poison))

//--- src.mlir
func.func @add3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
func.func @divmod(%x: i8, %y: i8) -> (i8, i8) {
  %q = arith.divui %x, %y : i8
  %r = arith.remui %x, %y : i8
  return %q, %r : i8, i8
}
func.func @inner(%x: i16) -> i16 {
  %r = arith.muli %x, %x : i16
  return %r : i16
}
func.func @middle(%x: i16) -> i16 {
  %a = func.call @inner(%x) : (i16) -> i16
  %c1 = arith.constant 1 : i16
  %r = arith.addi %a, %c1 : i16
  return %r : i16
}
func.func @outer(%x: i16) -> i16 {
  %a = func.call @middle(%x) : (i16) -> i16
  %b = func.call @inner(%a) : (i16) -> i16
  return %b : i16
}
// A callee with two blocks and an scf.if.
func.func @pick(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %s : i8
^bb2:
  return %y : i8
}
func.func @guarded_div(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// count_down(n) = n <= 0 ? 0 : 1 + count_down(n - 1) = max(n, 0).
func.func @count_down(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %le = arith.cmpi sle, %n, %c0 : i8
  %r = scf.if %le -> i8 {
    scf.yield %c0 : i8
  } else {
    %m = arith.subi %n, %c1 : i8
    %s = func.call @count_down(%m) : (i8) -> i8
    %a = arith.addi %s, %c1 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
func.func @sub_changed(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %x, %y : i8
  return %r : i8
}

func.func @inlined(%x: i32) -> i32 {
  %r = func.call @add3(%x) : (i32) -> i32
  return %r : i32
}
func.func @several_results(%x: i8, %y: i8) -> (i8, i8) {
  %q, %r = func.call @divmod(%x, %y) : (i8, i8) -> (i8, i8)
  return %q, %r : i8, i8
}
// outer(x) = (x * x + 1)^2
func.func @nested_calls(%x: i16) -> i16 {
  %r = func.call @outer(%x) : (i16) -> i16
  return %r : i16
}
func.func @callee_with_branches(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = func.call @pick(%c, %x, %y) : (i1, i8, i8) -> i8
  return %r : i8
}
// The result of guarded_div is unused: the call (and its UB) can go.
func.func @callee_ub_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = func.call @guarded_div(%c, %x, %y) : (i1, i8, i8) -> i8
  return %x : i8
}
// Five nested calls: within the bound.
func.func @recursion_const() -> i8 {
  %c5 = arith.constant 5 : i8
  %r = func.call @count_down(%c5) : (i8) -> i8
  return %r : i8
}
// For n > 7 the recursion is deeper than 8 calls: checked for n <= 7.
func.func @recursion_symbolic(%n: i8) -> i8 {
  %r = func.call @count_down(%n) : (i8) -> i8
  return %r : i8
}
// count_down(20) needs 21 nested calls: nothing is within the bound.
func.func @recursion_too_deep() -> i8 {
  %c20 = arith.constant 20 : i8
  %r = func.call @count_down(%c20) : (i8) -> i8
  return %r : i8
}
// Mutations that must be caught.
func.func @inlined_wrong(%x: i32) -> i32 {
  %r = func.call @add3(%x) : (i32) -> i32
  return %r : i32
}
func.func @results_swapped(%x: i8, %y: i8) -> (i8, i8) {
  %q, %r = func.call @divmod(%x, %y) : (i8, i8) -> (i8, i8)
  return %q, %r : i8, i8
}
func.func @nested_wrong(%x: i16) -> i16 {
  %r = func.call @outer(%x) : (i16) -> i16
  return %r : i16
}
func.func @callee_ub_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = func.call @guarded_div(%c, %x, %y) : (i1, i8, i8) -> i8
  return %r : i8
}
// Textually identical on both sides, but its callee changed.
func.func @caller_of_changed_callee(%x: i8, %y: i8) -> i8 {
  %r = func.call @sub_changed(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
func.func @recursion_symbolic_wrong(%n: i8) -> i8 {
  %r = func.call @count_down(%n) : (i8) -> i8
  return %r : i8
}

//--- tgt.mlir
func.func @add3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
func.func @divmod(%x: i8, %y: i8) -> (i8, i8) {
  %q = arith.divui %x, %y : i8
  %r = arith.remui %x, %y : i8
  return %q, %r : i8, i8
}
func.func @inner(%x: i16) -> i16 {
  %r = arith.muli %x, %x : i16
  return %r : i16
}
func.func @middle(%x: i16) -> i16 {
  %a = func.call @inner(%x) : (i16) -> i16
  %c1 = arith.constant 1 : i16
  %r = arith.addi %a, %c1 : i16
  return %r : i16
}
func.func @outer(%x: i16) -> i16 {
  %a = func.call @middle(%x) : (i16) -> i16
  %b = func.call @inner(%a) : (i16) -> i16
  return %b : i16
}
func.func @pick(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %s = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %s : i8
^bb2:
  return %y : i8
}
func.func @guarded_div(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @count_down(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %le = arith.cmpi sle, %n, %c0 : i8
  %r = scf.if %le -> i8 {
    scf.yield %c0 : i8
  } else {
    %m = arith.subi %n, %c1 : i8
    %s = func.call @count_down(%m) : (i8) -> i8
    %a = arith.addi %s, %c1 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// y - x instead of x - y.
func.func @sub_changed(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %y, %x : i8
  return %r : i8
}

func.func @inlined(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %c3, %x : i32
  return %r : i32
}
func.func @several_results(%x: i8, %y: i8) -> (i8, i8) {
  %q = arith.divui %x, %y : i8
  %m = arith.muli %q, %y : i8
  %r = arith.subi %x, %m : i8
  return %q, %r : i8, i8
}
func.func @nested_calls(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %a = arith.muli %x, %x : i16
  %b = arith.addi %a, %c1 : i16
  %r = arith.muli %b, %b : i16
  return %r : i16
}
func.func @callee_with_branches(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @callee_ub_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @recursion_const() -> i8 {
  %c5 = arith.constant 5 : i8
  return %c5 : i8
}
func.func @recursion_symbolic(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.maxsi %n, %c0 : i8
  return %r : i8
}
func.func @recursion_too_deep() -> i8 {
  %c20 = arith.constant 20 : i8
  return %c20 : i8
}
func.func @inlined_wrong(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.subi %x, %c3 : i32
  return %r : i32
}
func.func @results_swapped(%x: i8, %y: i8) -> (i8, i8) {
  %q, %r = func.call @divmod(%x, %y) : (i8, i8) -> (i8, i8)
  return %r, %q : i8, i8
}
// (x * x)^2 + 1 instead of (x * x + 1)^2.
func.func @nested_wrong(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %a = arith.muli %x, %x : i16
  %b = arith.muli %a, %a : i16
  %r = arith.addi %b, %c1 : i16
  return %r : i16
}
func.func @callee_ub_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %r = arith.select %c, %q, %x : i8
  return %r : i8
}
func.func @caller_of_changed_callee(%x: i8, %y: i8) -> i8 {
  %r = func.call @sub_changed(%x, %y) : (i8, i8) -> i8
  return %r : i8
}
// Wrong for negative n (found within the recursion bound).
func.func @recursion_symbolic_wrong(%n: i8) -> i8 {
  return %n : i8
}
