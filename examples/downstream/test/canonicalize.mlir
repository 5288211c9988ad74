// The plugin checks every stage of a pipeline: canonicalize's fold of
// x + 0 is valid, and the remark says so.
//
// RUN: mlir-opt --load-pass-plugin=%mlir_refine_plugin \
// RUN:   --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' \
// RUN:   %s -verify-diagnostics -o /dev/null

// expected-remark @+1 {{verify-translation: stage 'func.func(canonicalize)': @add_zero is valid}}
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}
