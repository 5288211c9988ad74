// Branching on poison in cf (ControlFlowOps.td): the op descriptions say
// which successor a condition or flag selects, and nothing about a poison
// one. The encoder's choice (ARCHITECTURE.md, Semantic rules, LLVM's `br`/`switch` on poison):
// cf.cond_br, cf.switch and cf.assert on a poison operand are immediate UB.
// So a source that branches on poison allows any target, and a target may
// not branch on a value that the source only selected with (see also
// branch.mlir, switch.mlir and assert.mlir).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @cond_br_on_poison_source: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @switch_on_poison_source: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @switch_on_overflow_source: valid{{$}}
// CHECK-DAG: @cond_br_on_overflow_introduced: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @switch_on_overflow_introduced: invalid: the target has undefined behaviour (switch on poison) where the source has none
// CHECK: summary: 3 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @cond_br_on_poison_source(%x: i8, %y: i8) -> i8 {
  %p = ub.poison : i1
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i8
^b:
  return %y : i8
}
func.func @switch_on_poison_source(%x: i8, %y: i8) -> i8 {
  %p = ub.poison : i32
  cf.switch %p : i32, [
    default: ^a,
    3: ^b
  ]
^a:
  return %x : i8
^b:
  return %y : i8
}
// x + 1 with nsw is poison for x = 127: the switch is UB there, so the
// target may give anything for that input.
func.func @switch_on_overflow_source(%x: i8, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  cf.switch %s : i8, [
    default: ^d,
    -128: ^m
  ]
^d:
  return %a : i8
^m:
  return %b : i8
}
// Mutations that must be caught: the source selects on the possibly
// poison value (poison result), the target branches on it (UB).
func.func @cond_br_on_overflow_introduced(%x: i8, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  %neg = arith.cmpi slt, %s, %c0 : i8
  %r = arith.select %neg, %a, %b : i8
  return %r : i8
}
func.func @switch_on_overflow_introduced(%x: i8, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  %e = arith.cmpi eq, %s, %c5 : i8
  %r = arith.select %e, %a, %b : i8
  return %r : i8
}

//--- tgt.mlir
func.func @cond_br_on_poison_source(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 42 : i8
  return %c : i8
}
func.func @switch_on_poison_source(%x: i8, %y: i8) -> i8 {
  return %y : i8
}
// x = 127 (the only input with x + 1 = -128 under nsw) is UB in the
// source, so the case is dead: the target returns a always.
func.func @switch_on_overflow_source(%x: i8, %a: i8, %b: i8) -> i8 {
  return %a : i8
}
func.func @cond_br_on_overflow_introduced(%x: i8, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  %neg = arith.cmpi slt, %s, %c0 : i8
  cf.cond_br %neg, ^a, ^b
^a:
  return %a : i8
^b:
  return %b : i8
}
func.func @switch_on_overflow_introduced(%x: i8, %a: i8, %b: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %c1 overflow<nsw> : i8
  cf.switch %s : i8, [
    default: ^d,
    5: ^m
  ]
^d:
  return %b : i8
^m:
  return %a : i8
}
