// cf.br / cf.cond_br (ControlFlowOps.td): "The `cf.br` operation represents
// a direct branch operation to a given block. The operands of this operation
// are forwarded to the successor block"; "The `cf.cond_br` terminator
// operation represents a conditional branch on a boolean (1-bit integer)
// value. If the bit is set, then the first destination is jumped to; if it is
// false, the second destination is chosen. ... The two destinations of the
// conditional branch operation are allowed to be the same." Only the blocks
// on the path taken run. Branching on poison is UB (ARCHITECTURE.md, Semantic rules), so a
// select may become a branch only where the source already branched.
// Functions with several blocks: acyclic CFGs are encoded exactly; a cycle
// (a loop) is unrolled, and a loop with a symbolic trip count may give a
// bounded verdict.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @br_args: valid{{$}}
// CHECK-DAG: @diamond_to_select: valid{{$}}
// CHECK-DAG: @same_dest_different_args: valid{{$}}
// CHECK-DAG: @nested_diamonds: valid{{$}}
// CHECK-DAG: @negated_swapped: valid{{$}}
// CHECK-DAG: @dominating_value: valid{{$}}
// CHECK-DAG: @ub_on_one_path_dropped: valid{{$}}
// CHECK-DAG: @select_to_diamond_source_poison: valid{{$}}
// CHECK-DAG: @cfg_loop_const: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @cfg_loop_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @cfg_loop_to_scf_for: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @diamond_swapped: invalid: target result #0 is
// CHECK-DAG: @block_args_swapped: invalid: target result #0 is
// CHECK-DAG: @select_to_diamond: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @ub_hoisted_to_entry: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @cfg_loop_off_by_one: invalid: target result #0 is
// CHECK-DAG: @cfg_loop_symbolic_wrong: invalid: target result #0 is
// CHECK: summary: 11 valid{{( \([0-9]+ bounded\))?}}, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @select_to_diamond: the target has undefined behaviour (branch on poison)
// DIAG: note: counterexample input %arg0 : i1 = poison

//--- src.mlir
func.func @br_args(%x: i8, %y: i8) -> i8 {
  cf.br ^bb1(%x, %y : i8, i8)
^bb1(%a: i8, %b: i8):
  %r = arith.subi %b, %a : i8
  return %r : i8
}
func.func @diamond_to_select(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %x, %y : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}
// The example of the documentation: both targets are the same block.
func.func @same_dest_different_args(%a: i32, %b: i32, %flag: i1) -> i32 {
  cf.cond_br %flag, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x : i32):
  return %x : i32
}
func.func @nested_diamonds(%c1: i1, %c2: i1, %x: i8, %y: i8, %z: i8) -> i8 {
  cf.cond_br %c1, ^bb1, ^bb4(%z : i8)
^bb1:
  cf.cond_br %c2, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%x : i8)
^bb3:
  cf.br ^bb4(%y : i8)
^bb4(%r: i8):
  return %r : i8
}
func.func @negated_swapped(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i8
^bb2:
  return %y : i8
}
// A value of the entry block used in a later block, through two paths.
func.func @dominating_value(%c: i1, %x: i8) -> i8 {
  %d = arith.addi %x, %x : i8
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  return %d : i8
}
// The division runs only on the c = true path.
func.func @ub_on_one_path_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %q = arith.divui %x, %y : i8
  cf.br ^bb2
^bb2:
  return %x : i8
}
// The source branches on c: where c is poison it has UB, so anything goes.
func.func @select_to_diamond_source_poison(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1(%x : i8), ^bb1(%y : i8)
^bb1(%r: i8):
  return %r : i8
}
// A loop in the CFG: i from 0 while i < 4, acc += i: x + 6.
func.func @cfg_loop_const(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^header(%c0, %x : i32, i32)
^header(%i: i32, %acc: i32):
  %c = arith.cmpi slt, %i, %c4 : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %i : i32
  %n = arith.addi %i, %c1 : i32
  cf.br ^header(%n, %a : i32, i32)
^exit:
  return %acc : i32
}
// i from 0 while i < n (signed), acc += 3: x + 3 * max(n, 0).
func.func @cfg_loop_symbolic(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^header(%c0, %x : i8, i8)
^header(%i: i8, %acc: i8):
  %c = arith.cmpi slt, %i, %n : i8
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %c3 : i8
  %n1 = arith.addi %i, %c1 : i8
  cf.br ^header(%n1, %a : i8, i8)
^exit:
  return %acc : i8
}
// The same loop as an scf.for (the induction variable never wraps: it stops at n).
func.func @cfg_loop_to_scf_for(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^header(%c0, %x : i8, i8)
^header(%i: i8, %acc: i8):
  %c = arith.cmpi slt, %i, %n : i8
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %c3 : i8
  %n1 = arith.addi %i, %c1 : i8
  cf.br ^header(%n1, %a : i8, i8)
^exit:
  return %acc : i8
}
// Mutations that must be caught.
func.func @diamond_swapped(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %x, %y : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}
func.func @block_args_swapped(%x: i8, %y: i8) -> i8 {
  cf.br ^bb1(%x, %y : i8, i8)
^bb1(%a: i8, %b: i8):
  %r = arith.subi %b, %a : i8
  return %r : i8
}
func.func @select_to_diamond(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @ub_hoisted_to_entry(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2(%x : i8)
^bb1:
  %q = arith.divui %x, %y : i8
  cf.br ^bb2(%q : i8)
^bb2(%r: i8):
  return %r : i8
}
func.func @cfg_loop_off_by_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^header(%c0, %x : i32, i32)
^header(%i: i32, %acc: i32):
  %c = arith.cmpi slt, %i, %c4 : i32
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %i : i32
  %n = arith.addi %i, %c1 : i32
  cf.br ^header(%n, %a : i32, i32)
^exit:
  return %acc : i32
}
func.func @cfg_loop_symbolic_wrong(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^header(%c0, %x : i8, i8)
^header(%i: i8, %acc: i8):
  %c = arith.cmpi slt, %i, %n : i8
  cf.cond_br %c, ^body, ^exit
^body:
  %a = arith.addi %acc, %c3 : i8
  %n1 = arith.addi %i, %c1 : i8
  cf.br ^header(%n1, %a : i8, i8)
^exit:
  return %acc : i8
}

//--- tgt.mlir
func.func @br_args(%x: i8, %y: i8) -> i8 {
  %r = arith.subi %y, %x : i8
  return %r : i8
}
func.func @diamond_to_select(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %m = arith.muli %x, %y : i32
  %r = arith.select %c, %a, %m : i32
  return %r : i32
}
func.func @same_dest_different_args(%a: i32, %b: i32, %flag: i1) -> i32 {
  %r = arith.select %flag, %a, %b : i32
  return %r : i32
}
func.func @nested_diamonds(%c1: i1, %c2: i1, %x: i8, %y: i8, %z: i8) -> i8 {
  %s = arith.select %c2, %x, %y : i8
  %r = arith.select %c1, %s, %z : i8
  return %r : i8
}
func.func @negated_swapped(%c: i1, %x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  cf.cond_br %n, ^bb1, ^bb2
^bb1:
  return %y : i8
^bb2:
  return %x : i8
}
func.func @dominating_value(%c: i1, %x: i8) -> i8 {
  %d = arith.addi %x, %x : i8
  return %d : i8
}
func.func @ub_on_one_path_dropped(%c: i1, %x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @select_to_diamond_source_poison(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = arith.select %c, %x, %y : i8
  return %r : i8
}
func.func @cfg_loop_const(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %r = arith.addi %x, %c6 : i32
  return %r : i32
}
func.func @cfg_loop_symbolic(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c3 = arith.constant 3 : i8
  %m = arith.maxsi %n, %c0 : i8
  %d = arith.muli %m, %c3 : i8
  %r = arith.addi %x, %d : i8
  return %r : i8
}
func.func @cfg_loop_to_scf_for(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %c3 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
func.func @diamond_swapped(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.addi %x, %y : i32
  %m = arith.muli %x, %y : i32
  %r = arith.select %c, %m, %a : i32
  return %r : i32
}
func.func @block_args_swapped(%x: i8, %y: i8) -> i8 {
  cf.br ^bb1(%y, %x : i8, i8)
^bb1(%a: i8, %b: i8):
  %r = arith.subi %b, %a : i8
  return %r : i8
}
func.func @select_to_diamond(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1(%x : i8), ^bb1(%y : i8)
^bb1(%r: i8):
  return %r : i8
}
func.func @ub_hoisted_to_entry(%c: i1, %x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  cf.cond_br %c, ^bb1, ^bb2(%x : i8)
^bb1:
  cf.br ^bb2(%q : i8)
^bb2(%r: i8):
  return %r : i8
}
// i <= 4: one iteration too many (x + 10).
func.func @cfg_loop_off_by_one(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %r = arith.addi %x, %c10 : i32
  return %r : i32
}
// Forgets that a negative n runs no iteration.
func.func @cfg_loop_symbolic_wrong(%n: i8, %x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %d = arith.muli %n, %c3 : i8
  %r = arith.addi %x, %d : i8
  return %r : i8
}
