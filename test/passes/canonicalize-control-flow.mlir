// Upstream MLIR 22 `canonicalize` on integer functions with control flow,
// checked through the plugin: the canonicalization patterns of scf.if
// (to select, constant condition, negated condition, identical yields),
// scf.for (zero and single iteration, unused iter_args), scf.while,
// scf.index_switch, scf.execute_region, cf.br / cf.cond_br / cf.switch
// (block merging, constant conditions, identical successors) and cf.assert
// (a true assert is erased). SCFOps.td / ControlFlowOps.td give the
// semantics; arith.select only propagates poison from its condition and the
// operand it selects, while a branch on poison is UB, so if -> select is a
// valid refinement.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @if_to_select is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @if_const_cond is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @if_same_yield is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @if_not_cond is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @for_zero_trips is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @for_single_trip is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @for_unused_iter_arg is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cond_br_same_dest is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @br_chain is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cond_br_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @assert_true is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @index_switch_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @while_cond_truth is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @execute_region_inline is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @switch_const_flag is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@if_to_select","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@if_const_cond","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@if_same_yield","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@if_not_cond","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@for_zero_trips","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@for_single_trip","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@for_unused_iter_arg","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@cond_br_same_dest","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@br_chain","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@cond_br_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@assert_true","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@index_switch_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@while_cond_truth","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"timeout")?}}}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@execute_region_inline","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@switch_const_flag","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// scf.if yielding values becomes arith.select (poison condition: UB before, poison after).
func.func @if_to_select(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
// scf.if false: the then region (with a division) is dropped.
func.func @if_const_cond(%x: i8, %y: i8) -> i8 {
  %f = arith.constant false
  %r = scf.if %f -> i8 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
// Both regions yield x.
func.func @if_same_yield(%c: i1, %x: i8) -> i8 {
  %r = scf.if %c -> i8 {
    scf.yield %x : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// if (not c): the regions are swapped and the xori dropped.
func.func @if_not_cond(%c: i1, %x: i8, %y: i8) -> i8 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i8 {
    %a = arith.addi %x, %y : i8
    scf.yield %a : i8
  } else {
    %m = arith.muli %x, %y : i8
    scf.yield %m : i8
  }
  return %r : i8
}
// A loop from 4 to 4 is replaced by its initial value.
func.func @for_zero_trips(%x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %acc, %acc : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// A loop with one iteration is inlined (iv = 4).
func.func @for_single_trip(%x: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c5 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.muli %acc, %ii : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// An iter_arg whose result is unused and that is yielded unchanged is removed.
func.func @for_unused_iter_arg(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %b : i32, i32
  }
  return %r#0 : i32
}
// cond_br with identical successors and operands becomes br (and is folded away).
func.func @cond_br_same_dest(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^bb1(%x : i8), ^bb1(%x : i8)
^bb1(%v: i8):
  return %v : i8
}
// A chain of branches to single-predecessor blocks is merged.
func.func @br_chain(%x: i8, %y: i8) -> i8 {
  cf.br ^bb1(%x : i8)
^bb1(%a: i8):
  %s = arith.addi %a, %y : i8
  cf.br ^bb2(%s : i8)
^bb2(%b: i8):
  return %b : i8
}
// cond_br on a constant true becomes br.
func.func @cond_br_const(%x: i8) -> i8 {
  %t = arith.constant true
  %c1 = arith.constant 1 : i8
  cf.cond_br %t, ^bb1, ^bb2
^bb1:
  return %x : i8
^bb2:
  return %c1 : i8
}
// cf.assert true is erased.
func.func @assert_true(%x: i8) -> i8 {
  %t = arith.constant true
  cf.assert %t, "always"
  return %x : i8
}
// scf.index_switch on the constant 5 is replaced by case 5.
func.func @index_switch_const(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = scf.index_switch %c5 -> i32
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
// scf.while: an iter_arg passed through unchanged is removed, and the
// forwarded condition is true in the after region.
func.func @while_cond_truth(%x: i8, %n: i8) -> (i8, i1) {
  %c0 = arith.constant 0 : i8
  %r:3 = scf.while (%a = %x, %k = %c0) : (i8, i8) -> (i8, i1, i8) {
    %go = arith.cmpi slt, %a, %n : i8
    scf.condition(%go) %a, %go, %k : i8, i1, i8
  } do {
  ^bb0(%a: i8, %g: i1, %k: i8):
    %e = arith.extui %g : i1 to i8
    %d = arith.addi %a, %e : i8
    scf.yield %d, %k : i8, i8
  }
  return %r#0, %r#1 : i8, i1
}
// A single-block scf.execute_region is inlined.
func.func @execute_region_inline(%x: i8, %y: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    %a = arith.subi %x, %y : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// cf.switch on a constant flag becomes a branch to case 2.
func.func @switch_const_flag(%x: i16, %y: i16) -> i16 {
  %c2 = arith.constant 2 : i16
  cf.switch %c2 : i16, [
    default: ^bb1(%x : i16),
    2: ^bb1(%y : i16)
  ]
^bb1(%v: i16):
  return %v : i16
}
