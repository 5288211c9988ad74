// A solver timeout ends `inconclusive` with the reason and what to do; the
// run does not fail and mlir-opt does not crash. Proving arith-expand's
// expansion of a 64-bit ceildivsi needs the solver to bit-blast a 64-bit
// divider, far more than the 1 ms allowed here.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" timeout-ms=1 report=%t.jsonl})' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl
// With the default limit the same stage is proved.
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
//
// CHECK: warning: verify-translation: stage 'func.func(arith-expand)': @ceil is inconclusive (timeout): the time limit of 1 ms (timeout-ms) ran out while {{.*}}; raise timeout-ms (0 means no limit) or simplify the function
// JSON: "function":"@ceil","verdict":"inconclusive","detail":"the time limit of 1 ms (timeout-ms) ran out while
// DEFAULT: remark: verify-translation: stage 'func.func(arith-expand)': @ceil is valid{{$}}

func.func @ceil(%x: i64, %y: i64) -> i64 {
  %r = arith.ceildivsi %x, %y : i64
  return %r : i64
}
