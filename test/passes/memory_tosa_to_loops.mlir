// The tensors-to-loops pipeline on TOSA, stage by stage in mlir-opt: TOSA to
// linalg/tensor/arith, one-shot-bufferize across function boundaries (the
// tensor arguments and results become memrefs, checked as the contents of
// the memref in their position, and said so), convert-linalg-to-loops, and
// canonicalize. Every stage of both functions is proved.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor,tosa-to-arith),one-shot-bufferize{bufferize-function-boundaries},func.func(convert-linalg-to-loops),canonicalize" remarks=true timeout-ms=30000})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:

// CHECK-DAG: stage 'func.func(tosa-to-linalg)': @add_relu is valid{{$}}
// CHECK-DAG: stage 'func.func(tosa-to-linalg-named)': @matmul is valid{{$}}
// CHECK-DAG: stage 'one-shot-bufferize{bufferize-function-boundaries}': @add_relu is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary)){{$}}
// CHECK-DAG: stage 'one-shot-bufferize{bufferize-function-boundaries}': @matmul is valid (assuming each tensor argument and result is the contents of the memref in its position (a bufferized function boundary)){{$}}
// CHECK-DAG: stage 'func.func(convert-linalg-to-loops)': @add_relu is valid
// CHECK-DAG: stage 'func.func(convert-linalg-to-loops)': @matmul is valid
// CHECK-DAG: stage 'canonicalize': @matmul is valid

func.func @add_relu(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %s = tosa.add %a, %b : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi32>
  %r = tosa.clamp %s {min_val = 0 : i32, max_val = 100 : i32} : (tensor<4x8xi32>) -> tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}
func.func @matmul(%a: tensor<1x4x8xi32>, %b: tensor<1x8x4xi32>) -> tensor<1x4x4xi32> {
  %za = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zb = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %m = tosa.matmul %a, %b, %za, %zb : (tensor<1x4x8xi32>, tensor<1x8x4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x4x4xi32>
  return %m : tensor<1x4x4xi32>
}
