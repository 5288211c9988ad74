// KNOWN MLIR 22 MISCOMPILATION (upstream `convert-scf-to-cf`, scf.index_switch).
//
// SCFOps.td (IndexSwitchOp): "Control-flow transfers to the case region
// whose constant value equals the value of the argument. If the argument
// does not equal any of the case values, control-flow transfer to the
// "default" region." The argument is an `index`.
//
// The lowering (SCFToControlFlow.cpp, IndexSwitchLowering) casts the index
// to i32 (`arith.index_cast %arg : index to i32`) and emits a cf.switch on
// the i32 value. With a 64-bit index, the argument 2^39 + 2 (or any
// k * 2^32 + 2) truncates to 2 and takes `case 2`, whereas the source takes
// the default region. (Case values themselves are i64 in the op.)
//
// This test expects the error; when MLIR fixes the lowering the function
// becomes valid and the test must be updated. With index-bitwidth=32 the
// cast is the identity and the same lowering is valid (the control run).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-scf-to-cf)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-scf-to-cf)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-scf-to-cf)" remarks=true index-bitwidth=32})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IDX32 --implicit-check-not='error: verify-translation' --implicit-check-not=warning:

// CHECK: error: verify-translation: stage 'func.func(convert-scf-to-cf)' miscompiled @index_switch_truncated: target result #0 is
// CHECK: note: counterexample input %arg0 : index = {{[0-9]+}} (0x{{0*[1-9a-f][0-9a-f]*}}0000000{{[0-9a-f]}})
// CHECK: note: first divergence: 'arith.index_cast'

// JSON: {"stage":"func.func(convert-scf-to-cf)","stage_index":0,"function":"@index_switch_truncated","verdict":"invalid","detail":"target result #0 is {{.*}}"counterexample":{"inputs":{"%arg0":

// IDX32: remark: verify-translation: stage 'func.func(convert-scf-to-cf)': @index_switch_truncated is valid{{$}}

func.func @index_switch_truncated(%i: index, %x: i32) -> i32 {
  // expected-error @+1 {{stage 'func.func(convert-scf-to-cf)' miscompiled @index_switch_truncated: target result #0 is}}
  %r = scf.index_switch %i -> i32
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
