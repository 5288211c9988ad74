// The real tosa-to-tensor pass (reshape to collapse/expand_shape, slice to
// extract_slice, concat to insert_slice into tensor.empty), checked stage by
// stage in mlir-opt with the plugin. tosa.pad becomes tensor.pad, which is
// not modelled on this branch (another branch models it): that function is
// unsupported, named, or valid once tensor.pad is modelled; never invalid.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-tensor)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: @reshape_flatten is valid{{$}}
// CHECK-DAG: @reshape_regroup is valid
// CHECK-DAG: @slice is valid{{$}}
// CHECK-DAG: @concat is valid{{$}}
// CHECK-DAG: @pad is {{(valid|unsupported, not checked: target: op 'tensor.pad' is not modelled)}}
// CHECK-NOT: invalid
// CHECK-NOT: inconclusive

func.func @reshape_flatten(%a: tensor<2x3xi8>) -> tensor<6xi8> {
  %s = tosa.const_shape {values = dense<6> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<6xi8>
  return %r : tensor<6xi8>
}

func.func @reshape_regroup(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}

func.func @slice(%a: tensor<3x4xi8>) -> tensor<2x3xi8> {
  %st = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %a, %st, %sz : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}

func.func @concat(%a: tensor<1x2xi8>, %b: tensor<2x2xi8>, %c: tensor<1x2xi8>) -> tensor<4x2xi8> {
  %r = tosa.concat %a, %b, %c {axis = 0 : i32} : (tensor<1x2xi8>, tensor<2x2xi8>, tensor<1x2xi8>) -> tensor<4x2xi8>
  return %r : tensor<4x2xi8>
}

func.func @pad(%a: tensor<1x2xi8>) -> tensor<2x5xi8> {
  %p = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() {values = dense<7> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.pad %a, %p, %c : (tensor<1x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x5xi8>
  return %r : tensor<2x5xi8>
}
