// Upstream MLIR 22 `canonicalize` folds a conditional branch into a block
// that ends in ub.unreachable ("triggers immediate undefined behavior if
// executed", UBOps.td) to an unconditional branch to the other successor,
// also inside scf.execute_region. The source has UB on the folded path, so
// each fold is a refinement and must be reported valid through the plugin
// (it was reported unsupported, or wrongly valid without comparing results,
// before ub.unreachable was modelled).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cond_br_into_unreachable is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cond_br_into_unreachable_false is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @execute_region_unreachable is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @execute_region_then_unreachable is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @dead_code_before_unreachable is valid (vacuously: the source has undefined behaviour on every input){{$}}

func.func @cond_br_into_unreachable(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^ret, ^dead
^ret:
  return %x : i8
^dead:
  ub.unreachable
}
func.func @cond_br_into_unreachable_false(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^dead, ^ret(%y : i8)
^dead:
  ub.unreachable
^ret(%v: i8):
  %r = arith.addi %v, %x : i8
  return %r : i8
}
func.func @execute_region_unreachable(%x: i8) -> i8 {
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
func.func @execute_region_then_unreachable(%c: i1, %x: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    cf.cond_br %c, ^a, ^b
  ^a:
    ub.unreachable
  ^b:
    scf.yield %x : i8
  }
  return %r : i8
}
// No path returns: the dead addition is erased, the function stays UB.
func.func @dead_code_before_unreachable(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %y = arith.addi %x, %c1 : i8
  ub.unreachable
}
