// fail-on-invalid=false reports a miscompilation as a warning and lets the
// pipeline go on (mlir-opt succeeds and prints the output IR); the default
// reports an error and fails the pass.
//
// RUN: %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{bugs=2}" fail-on-invalid=false})' %s 2>&1 | FileCheck %s --check-prefix=WARN
// WARN: warning: verify-translation: stage 'test-reintroduce-select-bugs{bugs=2}' miscompiled @f: target result #0 is poison
// WARN: func.func @f
// WARN: arith.andi
//
// RUN: not %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{bugs=2}"})' %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: verify-translation: stage 'test-reintroduce-select-bugs{bugs=2}' miscompiled @f: target result #0 is poison

func.func @f(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.select %b, %x, %y : i32
  %1 = arith.select %a, %0, %y : i32
  return %1 : i32
}
