// A stage that turns func.func into another dialect's function (here
// llvm.func) pairs the two by name and reports the function unsupported,
// naming the op; it is not silently listed as removed.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="convert-to-llvm" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl
// CHECK: warning: verify-translation: stage 'convert-to-llvm': @f is unsupported, not checked: target: 'llvm.func' functions are not modelled
// CHECK-NOT: was removed by the stage
// JSON: "function":"@f","verdict":"unsupported"

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
