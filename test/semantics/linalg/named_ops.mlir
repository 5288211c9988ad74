// Every linalg named op means its generic form: the maps and the body its
// LinalgOp interface gives (LinalgStructuredOps.td, LinalgNamedStructuredOps.yamlgen.td).
// The real linalg-generalize-named-ops pass writes that form out, so each
// function here must validate against the pass's output.
//
// RUN: mlir-opt -linalg-generalize-named-ops %s -o %t.tgt.mlir
// RUN: %mlir-refine %s %t.tgt.mlir | FileCheck %s

// CHECK-DAG: @matmul_i32: valid{{$}}
// CHECK-DAG: @matmul_f32: valid
// CHECK-DAG: @matmul_unsigned: valid{{$}}
// CHECK-DAG: @batch_matmul: valid{{$}}
// CHECK-DAG: @matvec: valid{{$}}
// CHECK-DAG: @vecmat: valid{{$}}
// CHECK-DAG: @dot: valid{{$}}
// CHECK-DAG: @conv: valid{{$}}
// CHECK-DAG: @depthwise: valid{{$}}
// CHECK-DAG: @pool_max: valid{{$}}
// CHECK-DAG: @fill: valid{{$}}
// CHECK-DAG: @copy: valid
// CHECK-DAG: @map: valid{{$}}
// CHECK-DAG: @reduce: valid{{$}}
// CHECK-DAG: @transpose: valid{{$}}
// CHECK-DAG: @broadcast: valid{{$}}
// CHECK-DAG: @add: valid
// CHECK-DAG: @elementwise_sub: valid{{$}}
// CHECK: summary: 18 valid, 0 invalid, 0 unsupported, 0 inconclusive

func.func @matmul_i32(%a: tensor<2x3xi32>, %b: tensor<3x4xi32>, %c: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xi32>, tensor<3x4xi32>) outs(%c : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
func.func @matmul_f32(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @matmul_unsigned(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @batch_matmul(%a: tensor<2x2x3xi16>, %b: tensor<2x3x2xi16>, %c: tensor<2x2x2xi16>) -> tensor<2x2x2xi16> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x2x3xi16>, tensor<2x3x2xi16>) outs(%c : tensor<2x2x2xi16>) -> tensor<2x2x2xi16>
  return %0 : tensor<2x2x2xi16>
}
func.func @matvec(%a: tensor<3x4xi32>, %x: tensor<4xi32>, %y: tensor<3xi32>) -> tensor<3xi32> {
  %0 = linalg.matvec ins(%a, %x : tensor<3x4xi32>, tensor<4xi32>) outs(%y : tensor<3xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @vecmat(%x: tensor<3xi32>, %a: tensor<3x4xi32>, %y: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.vecmat ins(%x, %a : tensor<3xi32>, tensor<3x4xi32>) outs(%y : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @dot(%x: tensor<4xi32>, %y: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  %0 = linalg.dot ins(%x, %y : tensor<4xi32>, tensor<4xi32>) outs(%z : tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}
func.func @conv(%in: tensor<1x4x4x2xi8>, %k: tensor<2x2x2x3xi8>, %o: tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %k : tensor<1x4x4x2xi8>, tensor<2x2x2x3xi8>) outs(%o : tensor<1x3x3x3xi32>) -> tensor<1x3x3x3xi32>
  return %0 : tensor<1x3x3x3xi32>
}
func.func @depthwise(%in: tensor<1x4x4x2xi8>, %k: tensor<2x2x2xi8>, %o: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %k : tensor<1x4x4x2xi8>, tensor<2x2x2xi8>) outs(%o : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %0 : tensor<1x2x2x2xi32>
}
func.func @pool_max(%in: tensor<1x3x3x1xi32>, %w: tensor<2x2xi32>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @fill(%x: i32) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %0 = linalg.fill ins(%x : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @copy(%a: tensor<2x3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.copy ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @map(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32, %z: i32) {
      %s = arith.muli %x, %y : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<4xi32>
}
func.func @reduce(%a: tensor<3x4xi32>, %init: tensor<3xi32>) -> tensor<3xi32> {
  %0 = linalg.reduce ins(%a : tensor<3x4xi32>) outs(%init : tensor<3xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<3xi32>
}
func.func @transpose(%a: tensor<3x3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.transpose ins(%a : tensor<3x3xi32>) outs(%init : tensor<3x3xi32>) permutation = [1, 0]
  return %0 : tensor<3x3xi32>
}
func.func @broadcast(%a: tensor<3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.broadcast ins(%a : tensor<3xi32>) outs(%init : tensor<3x3xi32>) dimensions = [1]
  return %0 : tensor<3x3xi32>
}
func.func @add(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %o: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = linalg.add ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @elementwise_sub(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %o: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%o : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
