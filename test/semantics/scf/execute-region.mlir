// scf.execute_region (SCFOps.td, ExecuteRegionOp): "executes the region held
// exactly once ... The op's region can have multiple blocks and the blocks can
// have multiple distinct terminators. Values returned from this op's region
// define the op's results." Its blocks form a control-flow graph (cf.br,
// cf.cond_br; a branch on poison is UB).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @single_block: valid{{$}}
// CHECK-DAG: @several_blocks: valid{{$}}
// CHECK-DAG: @several_yields: valid{{$}}
// CHECK-DAG: @runs_once: valid{{$}}
// CHECK-DAG: @several_blocks_wrong: invalid: target result #0 is
// CHECK-DAG: @several_yields_wrong: invalid: target result #1 is
// CHECK-DAG: @block_ub_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @select_to_blocks: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK: summary: 4 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @select_to_blocks: the target has undefined behaviour (branch on poison)

//--- src.mlir
func.func @single_block(%x: i8, %y: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    %a = arith.addi %x, %y : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// The example of the documentation: 1 or 2 through a join block.
func.func @several_blocks(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i64
    cf.br ^bb3(%c1 : i64)
  ^bb2:
    %c2 = arith.constant 2 : i64
    cf.br ^bb3(%c2 : i64)
  ^bb3(%x : i64):
    scf.yield %x : i64
  }
  return %v : i64
}
// Two blocks end with their own scf.yield.
func.func @several_yields(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %v:2 = scf.execute_region -> (i8, i8) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %y : i8, i8
  ^bb2:
    %s = arith.subi %x, %y : i8
    scf.yield %s, %x : i8, i8
  }
  return %v#0, %v#1 : i8, i8
}
// The region runs exactly once: x + 1, not x + 2.
func.func @runs_once(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %v = scf.execute_region -> i8 {
    %a = arith.addi %x, %c1 : i8
    scf.yield %a : i8
  }
  return %v : i8
}
// Mutations that must be caught.
func.func @several_blocks_wrong(%c: i1) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i64
    cf.br ^bb3(%c1 : i64)
  ^bb2:
    %c2 = arith.constant 2 : i64
    cf.br ^bb3(%c2 : i64)
  ^bb3(%x : i64):
    scf.yield %x : i64
  }
  return %v : i64
}
func.func @several_yields_wrong(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %v:2 = scf.execute_region -> (i8, i8) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %y : i8, i8
  ^bb2:
    %s = arith.subi %x, %y : i8
    scf.yield %s, %x : i8, i8
  }
  return %v#0, %v#1 : i8, i8
}
func.func @block_ub_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %v = scf.execute_region -> i8 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %q = arith.divsi %x, %y : i8
    scf.yield %q : i8
  ^bb2:
    scf.yield %x : i8
  }
  return %v : i8
}
func.func @select_to_blocks(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}

//--- tgt.mlir
func.func @single_block(%x: i8, %y: i8) -> i8 {
  %a = arith.addi %x, %y : i8
  return %a : i8
}
func.func @several_blocks(%c: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %r = arith.select %c, %c1, %c2 : i64
  return %r : i64
}
func.func @several_yields(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %s = arith.subi %x, %y : i8
  %a = arith.select %c, %x, %s : i8
  %b = arith.select %c, %y, %x : i8
  return %a, %b : i8, i8
}
func.func @runs_once(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  return %a : i8
}
func.func @several_blocks_wrong(%c: i1) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %r = arith.select %c, %c2, %c1 : i64
  return %r : i64
}
func.func @several_yields_wrong(%c: i1, %x: i8, %y: i8) -> (i8, i8) {
  %s = arith.subi %x, %y : i8
  %a = arith.select %c, %x, %s : i8
  return %a, %y : i8, i8
}
func.func @block_ub_hoisted(%c: i1, %x: i8, %y: i8) -> i8 {
  %v = scf.execute_region -> i8 {
    %q = arith.divsi %x, %y : i8
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %q : i8
  ^bb2:
    scf.yield %x : i8
  }
  return %v : i8
}
func.func @select_to_blocks(%c: i1, %x: i8, %y: i8) -> i8 {
  %v = scf.execute_region -> i8 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x : i8
  ^bb2:
    scf.yield %y : i8
  }
  return %v : i8
}
