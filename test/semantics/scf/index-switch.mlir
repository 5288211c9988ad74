// scf.index_switch (SCFOps.td, IndexSwitchOp): "Control-flow transfers to the
// case region whose constant value equals the value of the argument. If the
// argument does not equal any of the case values, control-flow transfer to
// the "default" region." Only the selected region runs. Switching on a poison
// index is a branch on poison: UB (ARCHITECTURE.md, Semantic rules).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @switch_to_selects: valid{{$}}
// CHECK-DAG: @cases_reordered: valid{{$}}
// CHECK-DAG: @default_only: valid{{$}}
// CHECK-DAG: @negative_case: valid{{$}}
// CHECK-DAG: @ub_in_other_case_dropped: valid{{$}}
// CHECK-DAG: @case_value_wrong: invalid: target result #0 is
// CHECK-DAG: @default_wrong: invalid: target result #0 is
// CHECK-DAG: @case_ub_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @select_to_switch: invalid: the target has undefined behaviour (switch on poison) where the source has none
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @select_to_switch: the target has undefined behaviour (switch on poison)
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @switch_to_selects(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  case 5 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @cases_reordered(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 0 {
    scf.yield %x : i8
  }
  case 7 {
    scf.yield %y : i8
  }
  default {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
// No cases: the default region always runs (the index must not be poison).
func.func @default_only(%i: index, %x: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @negative_case(%i: index, %x: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case -1 {
    %c1 = arith.constant 1 : i8
    scf.yield %c1 : i8
  }
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
// The division by y runs only for i = 3: the target may drop it.
func.func @ub_in_other_case_dropped(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 3 {
    %q = arith.divui %x, %y : i8
    scf.yield %x : i8
  }
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
// Mutations that must be caught.
func.func @case_value_wrong(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @default_wrong(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 1 {
    scf.yield %x : i8
  }
  default {
    scf.yield %y : i8
  }
  return %r : i8
}
func.func @case_ub_hoisted(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 3 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  }
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @select_to_switch(%i: index, %x: i8, %y: i8) -> i8 {
  %c4 = arith.constant 4 : index
  %e = arith.cmpi eq, %i, %c4 : index
  %r = arith.select %e, %x, %y : i8
  return %r : i8
}

//--- tgt.mlir
func.func @switch_to_selects(%i: index, %x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c10 = arith.constant 10 : i32
  %e2 = arith.cmpi eq, %i, %c2 : index
  %e5 = arith.cmpi eq, %i, %c5 : index
  %a = arith.addi %x, %x : i32
  %s = arith.select %e5, %a, %x : i32
  %r = arith.select %e2, %c10, %s : i32
  return %r : i32
}
func.func @cases_reordered(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 7 {
    scf.yield %y : i8
  }
  case 0 {
    scf.yield %x : i8
  }
  default {
    %z = arith.constant 0 : i8
    scf.yield %z : i8
  }
  return %r : i8
}
func.func @default_only(%i: index, %x: i8) -> i8 {
  return %x : i8
}
func.func @negative_case(%i: index, %x: i8) -> i8 {
  %m1 = arith.constant -1 : index
  %c1 = arith.constant 1 : i8
  %e = arith.cmpi eq, %i, %m1 : index
  %r = arith.select %e, %c1, %x : i8
  return %r : i8
}
func.func @ub_in_other_case_dropped(%i: index, %x: i8, %y: i8) -> i8 {
  return %x : i8
}
// Case 3 instead of 2.
func.func @case_value_wrong(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 3 {
    %c10 = arith.constant 10 : i32
    scf.yield %c10 : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @default_wrong(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 1 {
    scf.yield %x : i8
  }
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @case_ub_hoisted(%i: index, %x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %c3 = arith.constant 3 : index
  %e = arith.cmpi eq, %i, %c3 : index
  %r = arith.select %e, %q, %x : i8
  return %r : i8
}
func.func @select_to_switch(%i: index, %x: i8, %y: i8) -> i8 {
  %r = scf.index_switch %i -> i8
  case 4 {
    scf.yield %x : i8
  }
  default {
    scf.yield %y : i8
  }
  return %r : i8
}
