// arith.select: "If the value of the first operand (the condition) is `1`,
// then the second operand is returned, and the third operand is ignored, even
// if it was poison. If the value of the first operand (the condition) is `0`,
// then the third operand is returned, and the second operand is ignored, even
// if it was poison. If the value of the first operand (the condition) is
// poison, then the operation returns poison." (ArithOps.td, SelectOp)
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @select_same_arms: valid{{$}}
// CHECK-DAG: @select_true: valid{{$}}
// CHECK-DAG: @select_false: valid{{$}}
// CHECK-DAG: @select_not_condition: valid{{$}}
// CHECK-DAG: @select_poison_false_arm: valid{{$}}
// CHECK-DAG: @select_poison_true_arm_blocked: valid{{$}}
// CHECK-DAG: @select_poison_condition_any: valid{{$}}
// CHECK-DAG: @and_to_select: valid{{$}}
// CHECK-DAG: @select_i1_as_cmp: valid{{$}}
// CHECK-DAG: @select_nested: valid{{$}}
// CHECK-DAG: @select_index: valid{{$}}
// CHECK-DAG: @select_swap_arms: invalid: target result #0 is
// CHECK-DAG: @select_to_and: invalid: target result #0 is poison where the source result is false (0)
// CHECK-DAG: @select_to_or: invalid: target result #0 is poison where the source result is true (1)
// CHECK-DAG: @select_unselected_made_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @select_same_arms_poison_condition: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @select_to_bitwise_blend: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @select_blocked_poison_forwarded: invalid: target result #0 is poison where the source result is
// CHECK: summary: 11 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// When %c is poison, the source is poison and anything refines it.
func.func @select_same_arms(%c: i1, %x: i8) -> i8 {
  %r = arith.select %c, %x, %x : i8
  return %r : i8
}
func.func @select_true(%x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %r = arith.select %t, %x, %y : i8
  return %r : i8
}
func.func @select_false(%x: i8, %y: i8) -> i8 {
  %f = arith.constant false
  %r = arith.select %f, %x, %y : i8
  return %r : i8
}
func.func @select_not_condition(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %x, %y : i32
  return %r : i32
}
// select c, x, poison -> x: where c is false the source is poison.
func.func @select_poison_false_arm(%c: i1, %x: i8) -> i8 {
  %p = ub.poison : i8
  %r = arith.select %c, %x, %p : i8
  return %r : i8
}
// The oversized shift is poison, but it is never selected.
func.func @select_poison_true_arm_blocked(%x: i8) -> i8 {
  %f = arith.constant false
  %c8 = arith.constant 8 : i8
  %p = arith.shli %x, %c8 : i8
  %r = arith.select %f, %p, %x : i8
  return %r : i8
}
func.func @select_poison_condition_any(%x: i8, %y: i8) -> i8 {
  %p = ub.poison : i1
  %r = arith.select %p, %x, %y : i8
  return %r : i8
}
// and c, d is poison whenever d is; the select is more defined.
func.func @and_to_select(%c: i1, %d: i1) -> i1 {
  %r = arith.andi %c, %d : i1
  return %r : i1
}
func.func @select_i1_as_cmp(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %f, %t : i1
  return %r : i1
}
func.func @select_nested(%c: i1, %x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.select %c, %x, %y : i8
  %r = arith.select %c, %a, %z : i8
  return %r : i8
}
func.func @select_index(%c: i1, %x: index, %y: index) -> index {
  %r = arith.select %c, %x, %y : index
  return %r : index
}
// Mutations that must be caught.
func.func @select_swap_arms(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @select_to_and(%c: i1, %d: i1) -> i1 {
  %f = arith.constant false
  %r = arith.select %c, %d, %f : i1
  return %r : i1
}
func.func @select_to_or(%c: i1, %d: i1) -> i1 {
  %t = arith.constant true
  %r = arith.select %c, %t, %d : i1
  return %r : i1
}
func.func @select_unselected_made_poison(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @select_same_arms_poison_condition(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @select_to_bitwise_blend(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @select_blocked_poison_forwarded(%c: i1, %x: i8, %s: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %sh = arith.shli %x, %s : i8
  %r = arith.select %c, %sh, %c0 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @select_same_arms(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @select_true(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @select_false(%x: i8, %y: i8) -> i8 {
  return %y : i8
}
func.func @select_not_condition(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = arith.select %c, %y, %x : i32
  return %r : i32
}
func.func @select_poison_false_arm(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @select_poison_true_arm_blocked(%x: i8) -> i8 {
  return %x : i8
}
func.func @select_poison_condition_any(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 99 : i8
  return %c : i8
}
func.func @and_to_select(%c: i1, %d: i1) -> i1 {
  %f = arith.constant false
  %r = arith.select %c, %d, %f : i1
  return %r : i1
}
func.func @select_i1_as_cmp(%c: i1) -> i1 {
  %t = arith.constant true
  %r = arith.xori %c, %t : i1
  return %r : i1
}
func.func @select_nested(%c: i1, %x: i8, %y: i8, %z: i8) -> i8 {
  %r = arith.select %c, %x, %z : i8
  return %r : i8
}
func.func @select_index(%c: i1, %x: index, %y: index) -> index {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %y, %x : index
  return %r : index
}
func.func @select_swap_arms(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %y, %x : i8
  return %r : i8
}
// The classic select -> and fold: wrong when c = false and d is poison.
// DIAG: tgt.mlir:[[@LINE+7]]:3: error: mlir-refine: the target miscompiles @select_to_and: target result #0 is poison where the source result is false (0)
// DIAG: tgt.mlir:[[@LINE+4]]:{{[0-9]+}}: note: counterexample input %arg0 : i1 = false (0)
// DIAG: tgt.mlir:[[@LINE+3]]:{{[0-9]+}}: note: counterexample input %arg1 : i1 = poison
// DIAG: src.mlir:{{[0-9]+}}:3: note: source result #0 = false (0)
// DIAG: tgt.mlir:[[@LINE+3]]:3: note: target result #0 = poison
func.func @select_to_and(%c: i1, %d: i1) -> i1 {
  %r = arith.andi %c, %d : i1
  return %r : i1
}
// And its dual: wrong when c = true and d is poison.
func.func @select_to_or(%c: i1, %d: i1) -> i1 {
  %r = arith.ori %c, %d : i1
  return %r : i1
}
func.func @select_unselected_made_poison(%c: i1, %x: i8, %y: i8) -> i8 {
  %p = ub.poison : i8
  %r = arith.select %c, %x, %p : i8
  return %r : i8
}
// Equal arms do not make a poison condition harmless.
// DIAG: error: mlir-refine: the target miscompiles @select_same_arms_poison_condition
// DIAG: note: counterexample input %arg0 : i1 = poison
func.func @select_same_arms_poison_condition(%c: i1, %x: i8) -> i8 {
  %r = arith.select %c, %x, %x : i8
  return %r : i8
}
// (m & x) | (~m & y) with m = sext(c): poison in the unselected arm leaks.
func.func @select_to_bitwise_blend(%c: i1, %x: i8, %y: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %m = arith.extsi %c : i1 to i8
  %nm = arith.xori %m, %m1 : i8
  %a = arith.andi %m, %x : i8
  %b = arith.andi %nm, %y : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
// select c, (x << s), 0 -> (x << s) & sext(c): an oversized shift is poison
// even when c is false.
func.func @select_blocked_poison_forwarded(%c: i1, %x: i8, %s: i8) -> i8 {
  %sh = arith.shli %x, %s : i8
  %m = arith.extsi %c : i1 to i8
  %r = arith.andi %sh, %m : i8
  return %r : i8
}
