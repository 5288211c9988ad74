// Upstream MLIR 22 `convert-scf-to-cf` on integer functions with structured
// control flow, checked through the plugin. The lowering turns scf.if into a
// diamond of blocks, scf.for into a header/body/exit cycle (the header
// compares the induction variable with the upper bound, the body adds the
// step), scf.while into a cycle, scf.execute_region into inlined blocks.
// SCFOps.td (ForOp): "the iteration is executed iff the comparison of
// induction variable value is less than the upper bound and bigger or equal
// to the lower bound"; (IfOp) only the selected region runs. Every function
// must be valid; lowered loops are cycles, so a verdict may be bounded
// (`valid (bounded: ...)`). Two miscompilations of this pass are in
// convert-scf-to-cf-index-switch-bug.mlir and scf-for-iv-overflow-bug.mlir;
// the functions here avoid them (index_switch, wrapping induction variables).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-scf-to-cf)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @if_results is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @if_no_else_ub is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @for_const is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @for_symbolic is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @for_unsigned is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @nested_for is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @while_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @execute_region is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @if_in_for is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @assert_in_if is valid{{$}}

// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@if_results","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@if_no_else_ub","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@for_const","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@for_symbolic","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@for_unsigned","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@nested_for","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@while_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@execute_region","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@if_in_for","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@assert_in_if","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// scf.if with results: a diamond whose join block takes the yielded value.
func.func @if_results(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %a = arith.addi %x, %y : i32
    scf.yield %a : i32
  } else {
    %m = arith.muli %x, %y : i32
    scf.yield %m : i32
  }
  return %r : i32
}
// An if without else: the division (UB for y = 0) stays on the c = true path.
func.func @if_no_else_ub(%c: i1, %x: i8, %y: i8) -> i8 {
  scf.if %c {
    %q = arith.divui %x, %y : i8
  }
  return %x : i8
}
// Constant trip count (5); the loop becomes a header/body/exit cycle.
func.func @for_const(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.addi %acc, %ii : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// Symbolic trip count (index, step 1: the increment never wraps).
func.func @for_symbolic(%n: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %a = arith.addi %acc, %c3 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// unsignedCmp: the header compares with cmpi ult; the iv stays below 100 + 7.
func.func @for_unsigned(%lb: i8, %x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %c7 = arith.constant 7 : i8
  %r = scf.for unsigned %i = %lb to %c100 step %c7 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.xori %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Nested loops: two cycles.
func.func @nested_for(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %c0 to %c3 step %c1 iter_args(%b = %a) -> i32 {
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %b, %jj : i32
      %u = arith.addi %t, %b : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// scf.while: before region in the header, after region in the body.
func.func @while_loop(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c10 = arith.constant 10 : i8
  %r = scf.while (%i = %x) : (i8) -> i8 {
    %c = arith.cmpi slt, %i, %c10 : i8
    scf.condition(%c) %i : i8
  } do {
  ^bb0(%i: i8):
    %n = arith.addi %i, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// scf.execute_region with several blocks: its blocks are inlined.
func.func @execute_region(%c: i1, %x: i64) -> i64 {
  %v = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %c1 = arith.constant 1 : i64
    %a = arith.addi %x, %c1 : i64
    cf.br ^bb3(%a : i64)
  ^bb2:
    cf.br ^bb3(%x : i64)
  ^bb3(%y : i64):
    scf.yield %y : i64
  }
  return %v : i64
}
// An scf.if inside a loop.
func.func @if_in_for(%x: i16) -> i16 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i16 {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %n = scf.if %even -> i16 {
      %d = arith.addi %acc, %acc : i16
      scf.yield %d : i16
    } else {
      %ii = arith.index_cast %i : index to i16
      %d = arith.subi %acc, %ii : i16
      scf.yield %d : i16
    }
    scf.yield %n : i16
  }
  return %r : i16
}
// A cf.assert inside an scf.if: the abort stays on its path.
func.func @assert_in_if(%c: i1, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = scf.if %c -> i8 {
    %ne = arith.cmpi ne, %x, %c0 : i8
    cf.assert %ne, "x != 0"
    scf.yield %x : i8
  } else {
    scf.yield %c0 : i8
  }
  return %r : i8
}
