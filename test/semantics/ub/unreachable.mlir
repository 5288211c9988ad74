// ub.unreachable (UBOps.td, UnreachableOp): "The `unreachable` operation
// triggers immediate undefined behavior if executed." It is a terminator: the
// path that reaches it has UB and goes no further (it neither returns nor
// branches). It may end any block of a multi-block region: a function body,
// a cf CFG, an scf.execute_region, an inlined callee.
//
// Refinement (ARCHITECTURE.md, Semantic rules): where the source reaches ub.unreachable, any
// target is valid; a target that reaches it where the source is defined is
// invalid. A function whose every path reaches it is UB on every input: as a
// source anything refines it; as a target it is invalid unless the source is
// UB (or aborts first) everywhere.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// Source UB allows anything.
// CHECK-DAG: @src_branch_folded: valid{{$}}
// CHECK-DAG: @src_branch_folded_other_side: valid{{$}}
// CHECK-DAG: @src_only_unreachable: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_only_unreachable_no_results: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_switch_default_unreachable: valid{{$}}
// CHECK-DAG: @src_execute_region_unreachable: valid{{$}}
// CHECK-DAG: @src_inlined_callee_unreachable: valid{{$}}
// CHECK-DAG: @src_loop_exit_unreachable: valid{{$}}
// CHECK-DAG: @src_values_merge_past_unreachable: valid{{$}}
// CHECK-DAG: @tgt_unreachable_where_source_ub: valid{{$}}
// CHECK-DAG: @src_abort_then_unreachable: valid{{$}}
// CHECK-DAG: @nonzero: valid (unchanged)
//
// The target must not reach ub.unreachable where the source is defined, and
// folding a branch into it must keep the values of the other paths.
// CHECK-DAG: @tgt_branch_made_unreachable: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_only_unreachable: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_folded_wrong_side: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_fold_changes_value: invalid: target result #0 is
// CHECK-DAG: @tgt_switch_case_unreachable: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_execute_region_unreachable: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_inlined_callee_unreachable: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_loop_exit_unreachable_earlier: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_unreachable_instead_of_abort: invalid: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// CHECK-DAG: @tgt_abort_dropped: invalid: the source stops (a failed cf.assert) where the target does not
// CHECK: summary: 12 valid, 10 invalid, 0 unsupported, 0 inconclusive

// The diagnostic points at the target's ub.unreachable and gives an input
// that reaches it.
// DIAG: tgt.mlir:[[#]]:3: error: mlir-refine: the target miscompiles @tgt_branch_made_unreachable: the target has undefined behaviour ('ub.unreachable' is executed) where the source has none
// DIAG-NEXT: {{^}}  ub.unreachable
// DIAG: note: counterexample input %arg0 : i1 = false (0)
// DIAG: tgt.mlir:[[#]]:3: error: mlir-refine: the target miscompiles @tgt_only_unreachable: the target has undefined behaviour
// DIAG-NEXT: {{^}}  ub.unreachable
// DIAG: error: mlir-refine: the target miscompiles @tgt_folded_wrong_side:
// DIAG: note: counterexample input %arg0 : i1 = true (1)
// DIAG: error: mlir-refine: the target miscompiles @tgt_loop_exit_unreachable_earlier:
// DIAG: note: counterexample input %arg0 : i8 = 3 (0x03)

//--- src.mlir
// A conditional branch into an unreachable block: the source is UB when %c
// is false, so the branch may be folded to its other side.
func.func @src_branch_folded(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^ret, ^dead
^ret:
  return %x : i8
^dead:
  ub.unreachable
}
// The same with the unreachable block first (it may come first or last
// among the region's exits).
func.func @src_branch_folded_other_side(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^dead, ^ret
^dead:
  ub.unreachable
^ret:
  return %x : i8
}
// No path returns: UB on every input.
func.func @src_only_unreachable(%x: i8) -> i8 {
  ub.unreachable
}
func.func @src_only_unreachable_no_results(%x: i8) {
  ub.unreachable
}
func.func @src_switch_default_unreachable(%x: i32, %a: i8, %b: i8) -> i8 {
  cf.switch %x : i32, [
    default: ^dead,
    0: ^r(%a : i8),
    1: ^r(%b : i8)
  ]
^dead:
  ub.unreachable
^r(%v: i8):
  return %v : i8
}
func.func @src_execute_region_unreachable(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.execute_region -> i8 {
    %neg = arith.cmpi slt, %x, %c0 : i8
    cf.cond_br %neg, ^dead, ^ok
  ^dead:
    ub.unreachable
  ^ok:
    scf.yield %x : i8
  }
  %r2 = arith.maxsi %r, %c0 : i8
  return %r2 : i8
}
func.func private @nonzero(%y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  cf.cond_br %z, ^dead, ^ok
^dead:
  ub.unreachable
^ok:
  return %y : i8
}
// The callee is UB for y = 0, so the caller may assume y != 0.
func.func @src_inlined_callee_unreachable(%x: i8, %y: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %v = func.call @nonzero(%y) : (i8) -> i8
  %r = arith.cmpi ne, %v, %c0 : i8
  return %r : i1
}
// A loop counting up to %n, UB when it runs a fourth time (i = 3): defined
// only for n <= 3, where it returns max(n, 0).
func.func @src_loop_exit_unreachable(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %more = arith.cmpi slt, %i, %n : i8
  cf.cond_br %more, ^body, ^exit(%i : i8)
^body:
  %three = arith.cmpi eq, %i, %c3 : i8
  cf.cond_br %three, ^dead, ^next
^next:
  %i1 = arith.addi %i, %c1 : i8
  cf.br ^head(%i1 : i8)
^dead:
  ub.unreachable
^exit(%r: i8):
  return %r : i8
}
// Values defined before the branch reach the return through the join.
func.func @src_values_merge_past_unreachable(%c: i1, %d: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  cf.cond_br %d, ^dead, ^join(%x : i8)
^b:
  cf.br ^join(%y : i8)
^dead:
  ub.unreachable
^join(%v: i8):
  return %v : i8
}
// The source divides by %y: a target that reaches ub.unreachable exactly
// when y = 0 adds no UB.
func.func @tgt_unreachable_where_source_ub(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  return %q : i8
}
// The source always aborts before it reaches ub.unreachable: the target
// must abort too (it does), whatever it would return.
func.func @src_abort_then_unreachable(%x: i8) -> i8 {
  %f = arith.constant false
  cf.assert %f, "always fails"
  ub.unreachable
}
// Mutations that must be caught.
func.func @tgt_branch_made_unreachable(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i8
^b:
  return %y : i8
}
func.func @tgt_only_unreachable(%x: i8) -> i8 {
  return %x : i8
}
func.func @tgt_folded_wrong_side(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^ret, ^dead
^ret:
  return %x : i8
^dead:
  ub.unreachable
}
func.func @tgt_fold_changes_value(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^ret, ^dead
^ret:
  return %x : i8
^dead:
  ub.unreachable
}
func.func @tgt_switch_case_unreachable(%x: i32, %a: i8, %b: i8) -> i8 {
  cf.switch %x : i32, [
    default: ^dead,
    0: ^r(%a : i8),
    1: ^r(%b : i8)
  ]
^dead:
  ub.unreachable
^r(%v: i8):
  return %v : i8
}
func.func @tgt_execute_region_unreachable(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.maxsi %x, %c0 : i8
  return %r : i8
}
func.func @tgt_inlined_callee_unreachable(%x: i8, %y: i8) -> i8 {
  %r = arith.addi %x, %y : i8
  return %r : i8
}
func.func @tgt_loop_exit_unreachable_earlier(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %more = arith.cmpi slt, %i, %n : i8
  cf.cond_br %more, ^body, ^exit(%i : i8)
^body:
  %three = arith.cmpi eq, %i, %c3 : i8
  cf.cond_br %three, ^dead, ^next
^next:
  %i1 = arith.addi %i, %c1 : i8
  cf.br ^head(%i1 : i8)
^dead:
  ub.unreachable
^exit(%r: i8):
  return %r : i8
}
func.func @tgt_unreachable_instead_of_abort(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x must not be zero"
  return %x : i8
}
func.func @tgt_abort_dropped(%x: i8) -> i8 {
  %f = arith.constant false
  cf.assert %f, "always fails"
  ub.unreachable
}

//--- tgt.mlir
func.func @src_branch_folded(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @src_branch_folded_other_side(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @src_only_unreachable(%x: i8) -> i8 {
  %c = arith.constant 7 : i8
  return %c : i8
}
func.func @src_only_unreachable_no_results(%x: i8) {
  return
}
// Only cases 0 and 1 are defined: x = 0 selects a, anything else b.
func.func @src_switch_default_unreachable(%x: i32, %a: i8, %b: i8) -> i8 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  %r = arith.select %z, %a, %b : i8
  return %r : i8
}
func.func @src_execute_region_unreachable(%x: i8) -> i8 {
  return %x : i8
}
func.func @src_inlined_callee_unreachable(%x: i8, %y: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @src_loop_exit_unreachable(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.maxsi %n, %c0 : i8
  return %r : i8
}
func.func @src_values_merge_past_unreachable(%c: i1, %d: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @tgt_unreachable_where_source_ub(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  cf.cond_br %z, ^dead, ^ok
^dead:
  ub.unreachable
^ok:
  %q = arith.divui %x, %y : i8
  return %q : i8
}
func.func @src_abort_then_unreachable(%x: i8) -> i8 {
  %f = arith.constant false
  cf.assert %f, "always fails"
  %c = arith.constant 1 : i8
  return %c : i8
}
// Both sides of the branch return: neither may be made unreachable.
func.func @tgt_branch_made_unreachable(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  return %x : i8
^b:
  ub.unreachable
}
func.func @tgt_only_unreachable(%x: i8) -> i8 {
  ub.unreachable
}
// The source is defined for c = true; the target folded the wrong way.
func.func @tgt_folded_wrong_side(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^dead, ^ret
^dead:
  ub.unreachable
^ret:
  return %x : i8
}
// Folding away the unreachable block must keep the returned value.
func.func @tgt_fold_changes_value(%c: i1, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
// Case 1 is defined in the source.
func.func @tgt_switch_case_unreachable(%x: i32, %a: i8, %b: i8) -> i8 {
  cf.switch %x : i32, [
    default: ^dead,
    0: ^r(%a : i8),
    1: ^dead
  ]
^dead:
  ub.unreachable
^r(%v: i8):
  return %v : i8
}
func.func @tgt_execute_region_unreachable(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.execute_region -> i8 {
    %neg = arith.cmpi slt, %x, %c0 : i8
    cf.cond_br %neg, ^dead, ^ok
  ^dead:
    ub.unreachable
  ^ok:
    scf.yield %x : i8
  }
  return %r : i8
}
func.func private @nonzero(%y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  cf.cond_br %z, ^dead, ^ok
^dead:
  ub.unreachable
^ok:
  return %y : i8
}
func.func @tgt_inlined_callee_unreachable(%x: i8, %y: i8) -> i8 {
  %v = func.call @nonzero(%y) : (i8) -> i8
  %r = arith.addi %x, %v : i8
  return %r : i8
}
// UB from the third iteration (i = 2) on instead of the fourth: n = 3 is
// defined in the source only.
func.func @tgt_loop_exit_unreachable_earlier(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %more = arith.cmpi slt, %i, %n : i8
  cf.cond_br %more, ^body, ^exit(%i : i8)
^body:
  %two = arith.cmpi eq, %i, %c2 : i8
  cf.cond_br %two, ^dead, ^next
^next:
  %i1 = arith.addi %i, %c1 : i8
  cf.br ^head(%i1 : i8)
^dead:
  ub.unreachable
^exit(%r: i8):
  return %r : i8
}
// An abort is an observable outcome, not UB: replacing it by
// ub.unreachable adds UB.
func.func @tgt_unreachable_instead_of_abort(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.cond_br %ne, ^ok, ^dead
^dead:
  ub.unreachable
^ok:
  return %x : i8
}
func.func @tgt_abort_dropped(%x: i8) -> i8 {
  return %x : i8
}
