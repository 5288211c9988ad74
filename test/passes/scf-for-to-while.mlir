// Upstream MLIR 22 `scf-for-to-while` on integer loops, checked through the
// plugin. Each scf.for becomes an scf.while whose before region compares
// the induction variable with the upper bound (cmpi slt, or ult with
// unsignedCmp) and whose after region runs the body and adds the step.
// SCFOps.td (ForOp): "the iteration is executed iff the comparison of
// induction variable value is less than the upper bound and bigger or equal
// to the lower bound"; (WhileOp) the results are the values forwarded by
// scf.condition when the condition is false. The rewrite is exact only
// while lb + k * step does not wrap (see scf-for-iv-overflow-bug.mlir); the
// functions here keep the induction variable in range.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(scf-for-to-while)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @const_trip is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @symbolic_trip is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @step_three is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @zero_trip is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @two_iter_args is valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK: remark: verify-translation: stage 'func.func(scf-for-to-while)': @nested is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@const_trip","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@symbolic_trip","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@step_three","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@zero_trip","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@two_iter_args","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}
// JSON: {"stage":"func.func(scf-for-to-while)","stage_index":0,"function":"@nested","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// Constant trip count.
func.func @const_trip(%x: i32) -> i32 {
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
// Symbolic trip count.
func.func @symbolic_trip(%n: index, %x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 {
    %a = arith.addi %acc, %c3 : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// i8 loop from a symbolic lb to 50 step 3 (the iv stays below 53: no wrap).
func.func @step_three(%lb: i8, %x: i8) -> i8 {
  %c50 = arith.constant 50 : i8
  %c3 = arith.constant 3 : i8
  %r = scf.for %i = %lb to %c50 step %c3 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.xori %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// No iteration (a body with UB never runs).
func.func @zero_trip(%x: i8, %y: i8) -> i8 {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c5 step %c1 iter_args(%acc = %x) -> i8 {
    %q = arith.divui %acc, %y : i8
    scf.yield %q : i8
  }
  return %r : i8
}
// Two iter_args.
func.func @two_iter_args(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y) -> (i16, i16) {
    %s = arith.addi %a, %b : i16
    scf.yield %b, %s : i16, i16
  }
  return %r#0, %r#1 : i16, i16
}
// Nested loops: both become scf.while.
func.func @nested(%x: i32) -> i32 {
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
