// cf.assert (ControlFlowOps.td, AssertOp): "If the argument is `true` this
// operation has no effect. Otherwise, the program execution will abort."
// Aborting is observable: the target must abort exactly when the source does
// (unless the source has UB first), so an assert may be neither dropped nor
// added, and UB may not be moved above an assert that fails. An assert on a
// poison argument is UB (like a branch on poison). arith.andi propagates
// poison from either operand; arith.select only from its condition and the
// operand it selects.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @assert_kept: valid{{$}}
// CHECK-DAG: @assert_true_dropped: valid{{$}}
// CHECK-DAG: @assert_cond_rewritten: valid{{$}}
// CHECK-DAG: @assert_after_ub_dropped: valid{{$}}
// CHECK-DAG: @assert_on_poison_dropped: valid{{$}}
// CHECK-DAG: @asserts_merged_select: valid{{$}}
// CHECK-DAG: @duplicate_assert_dropped: valid{{$}}
// CHECK-DAG: @assert_false_any_result: valid{{$}}
// CHECK-DAG: @source_assert_on_poison_dropped: valid{{$}}
// CHECK-DAG: @assert_dropped: invalid: the source stops (a failed cf.assert) where the target does not
// CHECK-DAG: @assert_added: invalid: the target stops (a failed cf.assert) where the source does not
// CHECK-DAG: @assert_weakened: invalid: the source stops (a failed cf.assert) where the target does not
// CHECK-DAG: @ub_hoisted_above_assert: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @asserts_merged_andi: invalid: the target has undefined behaviour (assert on poison) where the source has none
// CHECK-DAG: @assert_on_poison_added: invalid: the target has undefined behaviour (assert on poison) where the source has none
// CHECK-DAG: @result_after_assert_wrong: invalid: target result #0 is
// CHECK: summary: 9 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @assert_dropped:
// DIAG: note: counterexample input %arg0 : i8 = 0 (0x00)
// DIAG: src.mlir:{{[0-9]+}}:3: note: the source stops here
// DIAG: error: mlir-refine: the target miscompiles @assert_added: the target stops (a failed cf.assert) where the source does not

//--- src.mlir
func.func @assert_kept(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  %r = arith.addi %x, %c0 : i8
  return %r : i8
}
func.func @assert_true_dropped(%x: i8) -> i8 {
  %t = arith.constant true
  cf.assert %t, "always holds"
  return %x : i8
}
// x != 0 is x >u 0.
func.func @assert_cond_rewritten(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  return %x : i8
}
// The division is UB for y = 0 before the assert could fail.
func.func @assert_after_ub_dropped(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %y, %c0 : i8
  cf.assert %ne, "y must not be zero"
  return %q : i8
}
// The second assert of c can fail only where the first one already aborted.
func.func @assert_on_poison_dropped(%c: i1, %x: i8) -> i8 {
  cf.assert %c, "first"
  cf.assert %c, "second"
  return %x : i8
}
// assert a; assert b == assert (a ? b : false): select does not propagate
// poison from b when a is false.
func.func @asserts_merged_select(%a: i1, %b: i1, %x: i8) -> i8 {
  cf.assert %a, "a"
  cf.assert %b, "b"
  return %x : i8
}
func.func @duplicate_assert_dropped(%x: i8, %y: i8) -> i8 {
  %lt = arith.cmpi ult, %x, %y : i8
  cf.assert %lt, "x < y"
  cf.assert %lt, "x < y again"
  return %x : i8
}
// After a failing assert nothing is observable: the target must abort too,
// and its results do not matter.
func.func @assert_false_any_result(%x: i8) -> i8 {
  %f = arith.constant false
  cf.assert %f, "never"
  return %x : i8
}
// x + 1 (nsw) > x is true, or poison for x = 127: the assert never fails,
// and is UB for x = 127; the target may drop it.
func.func @source_assert_on_poison_dropped(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  %gt = arith.cmpi sgt, %s, %x : i8
  cf.assert %gt, "x + 1 > x"
  return %x : i8
}
// Mutations that must be caught.
func.func @assert_dropped(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  return %x : i8
}
func.func @assert_added(%x: i8) -> i8 {
  return %x : i8
}
// The target aborts only for x = 0, the source for x <= 1 (unsigned).
func.func @assert_weakened(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %gt = arith.cmpi ugt, %x, %c1 : i8
  cf.assert %gt, "x > 1"
  return %x : i8
}
// For y = 0 the source aborts; the target divides by zero first.
func.func @ub_hoisted_above_assert(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %y, %c0 : i8
  cf.assert %ne, "y must not be zero"
  %q = arith.divui %x, %y : i8
  return %q : i8
}
// a = false, b = poison: the source aborts at the first assert; the target
// asserts on andi(false, poison) = poison: UB.
func.func @asserts_merged_andi(%a: i1, %b: i1, %x: i8) -> i8 {
  cf.assert %a, "a"
  cf.assert %b, "b"
  return %x : i8
}
func.func @assert_on_poison_added(%x: i8) -> i8 {
  return %x : i8
}
func.func @result_after_assert_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  return %x : i8
}

//--- tgt.mlir
func.func @assert_kept(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  return %x : i8
}
func.func @assert_true_dropped(%x: i8) -> i8 {
  return %x : i8
}
func.func @assert_cond_rewritten(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %gt = arith.cmpi ugt, %x, %c0 : i8
  cf.assert %gt, "x is positive"
  return %x : i8
}
func.func @assert_after_ub_dropped(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  return %q : i8
}
func.func @assert_on_poison_dropped(%c: i1, %x: i8) -> i8 {
  cf.assert %c, "first"
  return %x : i8
}
func.func @asserts_merged_select(%a: i1, %b: i1, %x: i8) -> i8 {
  %f = arith.constant false
  %ab = arith.select %a, %b, %f : i1
  cf.assert %ab, "a and b"
  return %x : i8
}
func.func @duplicate_assert_dropped(%x: i8, %y: i8) -> i8 {
  %lt = arith.cmpi ult, %x, %y : i8
  cf.assert %lt, "x < y"
  return %x : i8
}
func.func @assert_false_any_result(%x: i8) -> i8 {
  %f = arith.constant false
  cf.assert %f, "never"
  %c7 = arith.constant 7 : i8
  return %c7 : i8
}
func.func @source_assert_on_poison_dropped(%x: i8) -> i8 {
  return %x : i8
}
func.func @assert_dropped(%x: i8) -> i8 {
  return %x : i8
}
func.func @assert_added(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %lt = arith.cmpi ult, %x, %c100 : i8
  cf.assert %lt, "x < 100"
  return %x : i8
}
func.func @assert_weakened(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x != 0"
  return %x : i8
}
func.func @ub_hoisted_above_assert(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %y, %c0 : i8
  cf.assert %ne, "y must not be zero"
  return %q : i8
}
func.func @asserts_merged_andi(%a: i1, %b: i1, %x: i8) -> i8 {
  %ab = arith.andi %a, %b : i1
  cf.assert %ab, "a and b"
  return %x : i8
}
// x + 1 > x (nsw) is true or poison: the assert is UB for x = 127.
func.func @assert_on_poison_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  %gt = arith.cmpi sgt, %s, %x : i8
  cf.assert %gt, "x + 1 > x"
  return %x : i8
}
func.func @result_after_assert_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
