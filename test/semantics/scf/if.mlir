// scf.if (SCFOps.td, IfOp): "The `scf.if` operation represents an if-then-else
// construct for conditionally executing two regions of code." "`scf.if` may
// also produce results. Which values are returned depends on which execution
// path is taken." "The "else" region may have 0 or 1 block. In case the
// `scf.if` produces results, the "else" region must also have exactly 1
// block." Only the selected region runs, so UB in the other region does not
// happen. Branching on a poison condition is immediate UB (ARCHITECTURE.md, Semantic rules),
// unlike arith.select, which only propagates poison from its condition: a
// target may turn a branch into a select, but not a select into a branch.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @if_to_select: valid{{$}}
// CHECK-DAG: @if_negated_swapped: valid{{$}}
// CHECK-DAG: @nested_to_selects: valid{{$}}
// CHECK-DAG: @hoist_common: valid{{$}}
// CHECK-DAG: @poison_branch_folded: valid{{$}}
// CHECK-DAG: @const_cond: valid{{$}}
// CHECK-DAG: @no_else_dead_div_dropped: valid{{$}}
// CHECK-DAG: @source_branch_on_poison: valid{{$}}
// CHECK-DAG: @swapped_wrong: invalid: target result #0 is
// CHECK-DAG: @nested_wrong: invalid: target result #0 is
// CHECK-DAG: @no_else_div_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @select_to_if: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @second_result_wrong: invalid: target result #1 is
// CHECK: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: mlir-refine: the target miscompiles @select_to_if: the target has undefined behaviour (branch on poison) where the source has none
// DIAG: note: counterexample input %arg0 : i1 = poison

//--- src.mlir
func.func @if_to_select(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %a = arith.addi %x, %y : i8
    scf.yield %a : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// if c then a else b == if !c then b else a.
func.func @if_negated_swapped(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
func.func @nested_to_selects(%c1: i1, %c2: i1, %x: i16, %y: i16, %z: i16) -> i16 {
  %r = scf.if %c1 -> i16 {
    %s = scf.if %c2 -> i16 {
      scf.yield %x : i16
    } else {
      scf.yield %y : i16
    }
    scf.yield %s : i16
  } else {
    scf.yield %z : i16
  }
  return %r : i16
}
// Both regions compute x * y: the product can be computed once.
func.func @hoist_common(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %m = arith.muli %x, %y : i32
    scf.yield %m, %x : i32, i32
  } else {
    %m = arith.muli %x, %y : i32
    scf.yield %m, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// Where the source yields poison, the target may yield anything.
func.func @poison_branch_folded(%c: i1, %x: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %p = ub.poison : i8
    scf.yield %p : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @const_cond(%x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %r = scf.if %t -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
// An if without else and without results: its division (unused) has UB when
// c holds and y = 0. Removing it makes the target more defined.
func.func @no_else_dead_div_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  scf.if %c {
    %q = arith.divui %x, %y : i8
  }
  return %x : i8
}
// The source branches on c, so a poison c is UB there: the target may
// select on c instead (and anything else where c is poison).
func.func @source_branch_on_poison(%c: i1, %x: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
// Mutations that must be caught.
func.func @swapped_wrong(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
func.func @nested_wrong(%c1: i1, %c2: i1, %x: i16, %y: i16, %z: i16) -> i16 {
  %r = scf.if %c1 -> i16 {
    %s = scf.if %c2 -> i16 {
      scf.yield %x : i16
    } else {
      scf.yield %y : i16
    }
    scf.yield %s : i16
  } else {
    scf.yield %z : i16
  }
  return %r : i16
}
// The division runs only when c holds: hoisting it out of the if is UB
// for c = false, y = 0.
func.func @no_else_div_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// arith.select on a poison condition yields poison (no UB); scf.if on it is UB.
func.func @select_to_if(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @second_result_wrong(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %r:2 = scf.if %c -> (i8, i8) {
    scf.yield %x, %y : i8, i8
  } else {
    scf.yield %y, %x : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}

//--- tgt.mlir
func.func @if_to_select(%c: i1, %x: i8, %y: i8) -> i8 {
  %a = arith.addi %x, %y : i8
  %r = arith.select %c, %a, %x : i8
  return %r : i8
}
func.func @if_negated_swapped(%c: i1, %x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i8 {
    scf.yield %y : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @nested_to_selects(%c1: i1, %c2: i1, %x: i16, %y: i16, %z: i16) -> i16 {
  %s = arith.select %c2, %x, %y : i16
  %r = arith.select %c1, %s, %z : i16
  return %r : i16
}
func.func @hoist_common(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %m = arith.muli %x, %y : i32
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %m, %r : i32, i32
}
func.func @poison_branch_folded(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @const_cond(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @no_else_dead_div_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @source_branch_on_poison(%c: i1, %x: i8) -> i8 {
  %z = arith.constant 0 : i8
  %r = arith.select %c, %x, %z : i8
  return %r : i8
}
func.func @swapped_wrong(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %y : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// The inner condition and the outer one are exchanged.
func.func @nested_wrong(%c1: i1, %c2: i1, %x: i16, %y: i16, %z: i16) -> i16 {
  %r = scf.if %c2 -> i16 {
    %s = scf.if %c1 -> i16 {
      scf.yield %x : i16
    } else {
      scf.yield %y : i16
    }
    scf.yield %s : i16
  } else {
    scf.yield %z : i16
  }
  return %r : i16
}
func.func @no_else_div_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %r = arith.select %c, %q, %x : i8
  return %r : i8
}
func.func @select_to_if(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
func.func @second_result_wrong(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %r:2 = scf.if %c -> (i8, i8) {
    scf.yield %x, %y : i8, i8
  } else {
    scf.yield %y, %y : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}
