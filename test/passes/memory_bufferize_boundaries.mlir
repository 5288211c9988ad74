// one-shot-bufferize with bufferize-function-boundaries turns tensor
// arguments and results into memrefs. The pair is checked with each tensor
// argument the contents of the memref argument in its position (a caller's
// buffer with distinct elements) and each tensor result the contents of
// the returned memref; the verdict states that correspondence. Buffers of
// such arguments are not compared at the end (the source's caller cannot
// see a tensor change). Mutants of the output are caught: a store at the
// wrong index, and a result buffer filled with the wrong operand.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="one-shot-bufferize{bufferize-function-boundaries}" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// PASS-DAG: stage 'one-shot-bufferize{bufferize-function-boundaries}': @add is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary)){{$}}
// PASS-DAG: stage 'one-shot-bufferize{bufferize-function-boundaries}': @insert is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary)){{$}}
// PASS-DAG: stage 'one-shot-bufferize{bufferize-function-boundaries}': @insert_and_read is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary)){{$}}

// MUT-DAG: @insert: invalid: target result #0
// MUT-DAG: @add: invalid: target result #0
// MUT: summary: 0 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @add(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @insert(%a: tensor<4xi32>, %i: index, %v: i32) -> tensor<4xi32> {
  %r = tensor.insert %v into %a[%i] : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @insert_and_read(%a: tensor<4xi32>, %v: i32) -> (i32, tensor<4xi32>) {
  %c3 = arith.constant 3 : index
  %t = tensor.insert %v into %a[%c3] : tensor<4xi32>
  %x = tensor.extract %a[%c3] : tensor<4xi32>
  return %x, %t : i32, tensor<4xi32>
}

//--- tgt.mlir
func.func @add(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: memref<4xi32, strided<[?], offset: ?>>) -> memref<4xi32> {
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  linalg.add ins(%arg0, %arg0 : memref<4xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[?], offset: ?>>) outs(%alloc : memref<4xi32>)
  return %alloc : memref<4xi32>
}
func.func @insert(%arg0: memref<4xi32, strided<[?], offset: ?>>, %arg1: index, %arg2: i32) -> memref<4xi32, strided<[?], offset: ?>> {
  %c0 = arith.constant 0 : index
  memref.store %arg2, %arg0[%c0] : memref<4xi32, strided<[?], offset: ?>>
  return %arg0 : memref<4xi32, strided<[?], offset: ?>>
}
