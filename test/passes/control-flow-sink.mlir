// Upstream MLIR 22 `control-flow-sink` on integer functions, checked through
// the plugin. The pass moves side-effect-free ops whose only users are in
// one region of a region branch op that runs at most once (scf.if,
// scf.index_switch) into that region; the op then runs only when the region
// does, which is a refinement as long as the op has no UB.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(control-flow-sink)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(control-flow-sink)': @sink_into_then is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(control-flow-sink)': @sink_into_both is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(control-flow-sink)': @sink_chain is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(control-flow-sink)': @sink_into_switch is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(control-flow-sink)': @sink_nsw is valid{{$}}

// JSON: {"stage":"func.func(control-flow-sink)","stage_index":0,"function":"@sink_into_then","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(control-flow-sink)","stage_index":0,"function":"@sink_into_both","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(control-flow-sink)","stage_index":0,"function":"@sink_chain","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(control-flow-sink)","stage_index":0,"function":"@sink_into_switch","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(control-flow-sink)","stage_index":0,"function":"@sink_nsw","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// x * y is used only in the then region: sunk into it.
func.func @sink_into_then(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = arith.muli %x, %y : i32
  %r = scf.if %c -> i32 {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}
// Each value is used in one region only.
func.func @sink_into_both(%c: i1, %x: i8, %y: i8) -> i8 {
  %a = arith.subi %x, %y : i8
  %b = arith.xori %x, %y : i8
  %r = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %b : i8
  }
  return %r : i8
}
// A chain of ops (and its constant) used in one region.
func.func @sink_chain(%c: i1, %x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %a = arith.muli %x, %c3 : i16
  %b = arith.addi %a, %c3 : i16
  %r = scf.if %c -> i16 {
    scf.yield %b : i16
  } else {
    scf.yield %x : i16
  }
  return %r : i16
}
// Sinking into a case of scf.index_switch.
func.func @sink_into_switch(%i: index, %x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %a = arith.shli %x, %c2 : i32
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %x : i32
  }
  return %r : i32
}
// An op with nsw (poison on overflow) sunk into the region that uses it.
func.func @sink_nsw(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %r = scf.if %c -> i8 {
    scf.yield %a : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
