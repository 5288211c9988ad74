// one-shot-bufferize{bufferize-function-boundaries} on functions with f32
// tensor arguments, in the default fp-mode=auto: the buffer a tensor
// argument becomes holds floats the abstract encoding cannot give (the
// caller's contents), so the check falls back to IEEE-754 and proves the
// pass (before: unsupported, "a buffer of f32 has no abstract
// floating-point encoding", where fp-mode=ieee proved it). A mutant (an
// insert at the wrong index) is caught in the same mode.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="one-shot-bufferize{bufferize-function-boundaries}" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// PASS-DAG: @extract is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary); IEEE-754){{$}}
// PASS-DAG: @insert is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary); IEEE-754){{$}}
// PASS-DAG: @add is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary); IEEE-754){{$}}

// MUT: @insert: invalid: target result #0 (memref<4xf32, strided<[?], offset: ?>>) differs at [{{[0-9]}}]: target
// MUT: summary: 0 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @extract(%a: tensor<4xf32>, %i: index) -> f32 {
  %x = tensor.extract %a[%i] : tensor<4xf32>
  return %x : f32
}
func.func @insert(%a: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = tensor.insert %v into %a[%c1] : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

//--- tgt.mlir
func.func @insert(%arg0: memref<4xf32, strided<[?], offset: ?>>, %arg1: f32) -> memref<4xf32, strided<[?], offset: ?>> {
  %c2 = arith.constant 2 : index
  memref.store %arg1, %arg0[%c2] : memref<4xf32, strided<[?], offset: ?>>
  return %arg0 : memref<4xf32, strided<[?], offset: ?>>
}
