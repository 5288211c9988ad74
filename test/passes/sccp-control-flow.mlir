// Upstream MLIR 22 `sccp` (sparse conditional constant propagation) on
// integer functions with control flow, checked through the plugin. SCCP
// marks blocks executable only along edges whose branch conditions may take
// that value (a cf.cond_br on a constant reaches one successor), joins the
// lattice values of block arguments over executable edges, and replaces
// values proved constant (including loop-carried values that stay constant
// on every iteration). A branch on poison is UB (ARCHITECTURE.md, Semantic rules).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="sccp" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'sccp': @const_cond_br is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @const_block_args is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @scf_if_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @loop_invariant_const is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'sccp': @cfg_loop_const_state is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'sccp': @switch_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @poison_branch is valid (vacuously: the source has undefined behaviour on every input){{$}}

// JSON: {"stage":"sccp","stage_index":0,"function":"@const_cond_br","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@const_block_args","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@scf_if_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@loop_invariant_const","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"sccp","stage_index":0,"function":"@cfg_loop_const_state","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"sccp","stage_index":0,"function":"@switch_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@poison_branch","verdict":"valid","detail":"vacuously: the source has undefined behaviour on every input","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// The condition 1 < 2 is constant: only ^bb1 is executable.
func.func @const_cond_br(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %c1, %c2 : i32
  cf.cond_br %lt, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %c1 : i32
  return %a : i32
^bb2:
  %b = arith.muli %x, %c2 : i32
  return %b : i32
}
// Both edges pass 5: the block argument is the constant 5.
func.func @const_block_args(%c: i1, %x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  cf.cond_br %c, ^bb1(%c5 : i8), ^bb1(%c5 : i8)
^bb1(%v: i8):
  %r = arith.addi %v, %x : i8
  return %r : i8
}
// scf.if on a constant true: its result is 3 + 3 = 6.
func.func @scf_if_const(%x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %c3 = arith.constant 3 : i8
  %r = scf.if %t -> i8 {
    %a = arith.addi %c3, %c3 : i8
    scf.yield %a : i8
  } else {
    scf.yield %y : i8
  }
  %s = arith.addi %r, %x : i8
  return %s : i8
}
// An iter_arg that is yielded unchanged stays 7 (SCCP proves it for any trip count).
func.func @loop_invariant_const(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c7, %acc = %x) -> (i32, i32) {
    %a = arith.addi %acc, %k : i32
    scf.yield %k, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// A block argument of a cyclic CFG that stays 9 on every edge.
func.func @cfg_loop_const_state(%n: i8, %x: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c9 = arith.constant 9 : i8
  cf.br ^header(%c0, %c9 : i8, i8)
^header(%i: i8, %k: i8):
  %c = arith.cmpi slt, %i, %n : i8
  cf.cond_br %c, ^body, ^exit
^body:
  %i1 = arith.addi %i, %c1 : i8
  cf.br ^header(%i1, %k : i8, i8)
^exit:
  %r = arith.muli %k, %x : i8
  return %k, %r : i8, i8
}
// A cf.switch on a flag SCCP folds to 2.
func.func @switch_const(%x: i16) -> i16 {
  %c1 = arith.constant 1 : i16
  %c2 = arith.addi %c1, %c1 : i16
  cf.switch %c2 : i16, [
    default: ^bb1(%x : i16),
    2: ^bb2
  ]
^bb1(%v: i16):
  return %v : i16
^bb2:
  %d = arith.subi %x, %c2 : i16
  return %d : i16
}
// A branch on ub.poison (UB in the source): SCCP does not fold it, the constant 1 moves.
func.func @poison_branch(%x: i8) -> i8 {
  %p = ub.poison : i1
  %c1 = arith.constant 1 : i8
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  return %x : i8
^bb2:
  return %c1 : i8
}
