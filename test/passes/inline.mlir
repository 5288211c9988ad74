// Upstream MLIR 22 `inline` on integer functions with calls, checked through
// the plugin. FuncOps.td (CallOp): "The `func.call` operation represents a
// direct call to a function that is within the same symbol scope as the
// call." The inliner replaces calls to functions defined in the module with
// their bodies (multi-block callees become CFGs in the caller) and erases
// private callees left without uses ("was removed by the stage"); calls to
// declared (external) functions stay, in order. mlir-refine inlines defined
// callees in the source too, and treats external calls as observable events.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="inline" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'inline': @call_simple is valid{{$}}
// CHECK: remark: verify-translation: stage 'inline': @call_results is valid{{$}}
// CHECK: remark: verify-translation: stage 'inline': @call_multi_block is valid{{$}}
// CHECK: remark: verify-translation: stage 'inline': @call_in_loop is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'inline': @call_in_if is valid{{$}}
// CHECK: remark: verify-translation: stage 'inline': @nested_calls is valid{{$}}
// The declaration of the external callee is the only unchanged function.
// CHECK: remark: verify-translation: stage 'inline': @ext is valid (unchanged)
// CHECK: remark: verify-translation: stage 'inline': @call_external_through is valid{{$}}
// CHECK: remark: verify-translation: stage 'inline': @add3 was removed by the stage; not checked
// CHECK: remark: verify-translation: stage 'inline': @divmod was removed by the stage; not checked
// CHECK: remark: verify-translation: stage 'inline': @pick was removed by the stage; not checked
// CHECK: remark: verify-translation: stage 'inline': @guarded was removed by the stage; not checked
// CHECK: remark: verify-translation: stage 'inline': @twice was removed by the stage; not checked
// CHECK: remark: verify-translation: stage 'inline': @wrap_ext was removed by the stage; not checked

// JSON: {"stage":"inline","stage_index":0,"function":"@call_simple","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@call_results","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@call_multi_block","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@call_in_loop","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"inline","stage_index":0,"function":"@call_in_if","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@nested_calls","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@ext","verdict":"valid","detail":"unchanged","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@call_external_through","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"inline","stage_index":0,"function":"@add3","verdict":"only-in-source"}
// JSON: {"stage":"inline","stage_index":0,"function":"@divmod","verdict":"only-in-source"}
// JSON: {"stage":"inline","stage_index":0,"function":"@pick","verdict":"only-in-source"}
// JSON: {"stage":"inline","stage_index":0,"function":"@guarded","verdict":"only-in-source"}
// JSON: {"stage":"inline","stage_index":0,"function":"@twice","verdict":"only-in-source"}
// JSON: {"stage":"inline","stage_index":0,"function":"@wrap_ext","verdict":"only-in-source"}

func.func private @add3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
// A call to a private function is inlined; the callee, now unused, is erased.
func.func @call_simple(%x: i32) -> i32 {
  %r = func.call @add3(%x) : (i32) -> i32
  return %r : i32
}
func.func private @divmod(%x: i8, %y: i8) -> (i8, i8) {
  %q = arith.divui %x, %y : i8
  %r = arith.remui %x, %y : i8
  return %q, %r : i8, i8
}
// A callee with two results (and UB for y = 0).
func.func @call_results(%x: i8, %y: i8) -> i8 {
  %q, %r = func.call @divmod(%x, %y) : (i8, i8) -> (i8, i8)
  %s = arith.addi %q, %r : i8
  return %s : i8
}
func.func private @pick(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i8
^bb2:
  %d = arith.subi %x, %y : i8
  return %d : i8
}
// A callee with two blocks and two returns: inlined as a CFG.
func.func @call_multi_block(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = func.call @pick(%c, %x, %y) : (i1, i8, i8) -> i8
  %s = arith.muli %r, %r : i8
  return %s : i8
}
// A call inside a loop body.
func.func @call_in_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %a = func.call @add3(%acc) : (i32) -> i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func private @guarded(%c: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %c -> i8 {
    %q = arith.divsi %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %x : i8
  }
  return %r : i8
}
// A call inside an scf.if to a callee with its own scf.if.
func.func @call_in_if(%c: i1, %d: i1, %x: i8, %y: i8) -> i8 {
  %r = scf.if %d -> i8 {
    %g = func.call @guarded(%c, %x, %y) : (i1, i8, i8) -> i8
    scf.yield %g : i8
  } else {
    scf.yield %y : i8
  }
  return %r : i8
}
func.func private @twice(%x: i32) -> i32 {
  %a = func.call @add3(%x) : (i32) -> i32
  %b = func.call @add3(%a) : (i32) -> i32
  return %b : i32
}
// A callee that calls another: both inlined (x + 3 + 3 folded to x + 6).
func.func @nested_calls(%x: i32) -> i32 {
  %r = func.call @twice(%x) : (i32) -> i32
  return %r : i32
}
func.func private @ext(i8) -> i8
func.func private @wrap_ext(%x: i8) -> i8 {
  %r = func.call @ext(%x) : (i8) -> i8
  %c1 = arith.constant 1 : i8
  %s = arith.addi %r, %c1 : i8
  return %s : i8
}
// Inlining a wrapper of an external call: the external calls stay, in order.
func.func @call_external_through(%x: i8) -> i8 {
  %a = func.call @wrap_ext(%x) : (i8) -> i8
  %b = func.call @wrap_ext(%a) : (i8) -> i8
  return %b : i8
}
