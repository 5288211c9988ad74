// Poison where scf decides control flow (SCFOps.td): the descriptions say
// which region a condition or index selects and how many iterations bounds
// give, and nothing about poison. The encoder's choice (ARCHITECTURE.md, Semantic rules, as
// LLVM's branch on poison): a poison scf.if condition, scf.index_switch
// index, scf.while condition, or scf.for bound or step is immediate UB.
// A source with such UB allows any target; a target may not introduce it
// (see also if.mlir, index-switch.mlir, while.mlir, for.mlir).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @index_switch_on_poison_source: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @for_poison_bound_source: valid (vacuously: the source has undefined behaviour on every input){{$}}
// The trip count divides by a symbolic step: whether the solver also shows
// it below the unrolling bound (an unbounded verdict) depends on its time.
// CHECK-DAG: @for_poison_step_source: valid{{( \(bounded: loops up to [0-9]+ iterations\))?$}}
// CHECK-DAG: @index_switch_on_overflow_introduced: invalid: the target has undefined behaviour (switch on poison) where the source has none
// CHECK-DAG: @for_poison_step_introduced: invalid: the target has undefined behaviour (loop bound or step is poison) where the source has none
// CHECK: summary: 3 valid{{( \(1 bounded\))?}}, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @index_switch_on_poison_source(%x: i8) -> i8 {
  %p = ub.poison : index
  %r = scf.index_switch %p -> i8
  case 0 {
    %c0 = arith.constant 0 : i8
    scf.yield %c0 : i8
  }
  default {
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @for_poison_bound_source(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : index
  %r = scf.for %i = %c0 to %p step %c1 iter_args(%acc = %x) -> i8 {
    %n = arith.addi %acc, %acc : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// A step of s << 1 with nuw is poison for s >= 2^63: UB in the source.
func.func @for_poison_step_source(%s: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %st = arith.shli %s, %c1 overflow<nuw> : index
  %r = scf.for %i = %c0 to %c2 step %st iter_args(%acc = %x) -> i8 {
    %n = arith.addi %acc, %x : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// Mutations that must be caught.
func.func @index_switch_on_overflow_introduced(%i: index, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = arith.addi %i, %c1 overflow<nuw> : index
  %e = arith.cmpi eq, %s, %c4 : index
  %r = arith.select %e, %a, %b : i8
  return %r : i8
}
func.func @for_poison_step_introduced(%s: index, %x: i8) -> i8 {
  return %x : i8
}

//--- tgt.mlir
func.func @index_switch_on_poison_source(%x: i8) -> i8 {
  %c = arith.constant 7 : i8
  return %c : i8
}
func.func @for_poison_bound_source(%x: i8) -> i8 {
  return %x : i8
}
// The step is at least 2 where the source is defined (s = 0 gives step 0:
// UB as well), so the loop runs once: x + x.
func.func @for_poison_step_source(%s: index, %x: i8) -> i8 {
  %r = arith.addi %x, %x : i8
  return %r : i8
}
// i + 1 with nuw is poison for i = MAX: the target switches on it.
func.func @index_switch_on_overflow_introduced(%i: index, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : index
  %s = arith.addi %i, %c1 overflow<nuw> : index
  %r = scf.index_switch %s -> i8
  case 4 {
    scf.yield %a : i8
  }
  default {
    scf.yield %b : i8
  }
  return %r : i8
}
// A loop with a step that is poison for s >= 2^63, whose body does nothing.
func.func @for_poison_step_introduced(%s: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %st = arith.shli %s, %c1 overflow<nuw> : index
  %r = scf.for %i = %c0 to %c2 step %st iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}
