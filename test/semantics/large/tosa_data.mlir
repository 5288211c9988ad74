// TOSA's data movement and reductions on large tensors (over 4,096
// elements): at a symbolic point, transpose permutes the point, reverse
// mirrors one coordinate, tile reduces it modulo the input's size, pad
// reads the input or pad_const by whether the point lies inside, gather
// reads the index at the point, per-channel rescale takes the point's
// channel's multiplier and shift, and the
// reductions and argmax combine the elements along the axis at the point
// (TOSA 1.0 §9, §11). The real lowerings (tosa-to-linalg-named,
// tosa-to-linalg, tosa-to-tensor) validate; tosa-level mutants are caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(tosa-to-tensor)" remarks=true timeout-ms=120000})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS --implicit-check-not=warning: --implicit-check-not=error:
// PASS-DAG: 'func.func(tosa-to-linalg-named)': @transpose is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @reverse is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @tile is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-tensor)': @pad is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @reduce_sum is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @reduce_max is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @reduce_all is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @argmax is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @reduce_sum_f32 is valid (IEEE-754){{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @gather is valid{{$}}
// PASS-DAG: 'func.func(tosa-to-linalg)': @rescale_per_channel is valid{{$}}
//
// RUN: %mlir-refine --timeout-ms=120000 %t/src.mlir %t/mutants.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @transpose: invalid: target result #0 (tensor<72x72xi8>) differs at
// CHECK-DAG: @reverse: invalid: target result #0 (tensor<72x72xi8>) differs at
// CHECK-DAG: @tile: invalid: target result #0 (tensor<64x144xi8>) differs at
// CHECK-DAG: @pad: invalid: target result #0 (tensor<67x97xi8>) differs at
// CHECK-DAG: @reduce_sum: invalid: target result #0 (tensor<64x1xi32>) differs at
// CHECK-DAG: @reduce_max: invalid: target result #0 (tensor<1x96xi8>) differs at
// CHECK-DAG: @reduce_all: invalid: target result #0 (tensor<64x1xi1>) differs at
// CHECK-DAG: @argmax: invalid: target result #0 (tensor<1024xi32>) differs at
// CHECK-DAG: @gather: invalid: {{target result #0 \(tensor<2x16x4xi8>\) differs at|the target has undefined behaviour}}
// CHECK-DAG: @rescale_per_channel: invalid: target result #0 (tensor<1x64x64x4xi8>) differs at
// CHECK: summary: 1 valid, 10 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @transpose(%a: tensor<72x72xi8>) -> tensor<72x72xi8> {
  %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<72x72xi8>) -> tensor<72x72xi8>
  return %r : tensor<72x72xi8>
}
func.func @reverse(%a: tensor<72x72xi8>) -> tensor<72x72xi8> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<72x72xi8>) -> tensor<72x72xi8>
  return %r : tensor<72x72xi8>
}
func.func @tile(%a: tensor<32x48xi8>) -> tensor<64x144xi8> {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<32x48xi8>, !tosa.shape<2>) -> tensor<64x144xi8>
  return %r : tensor<64x144xi8>
}
func.func @pad(%a: tensor<64x96xi8>) -> tensor<67x97xi8> {
  %p = tosa.const_shape {values = dense<[1, 2, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.pad %a, %p, %c : (tensor<64x96xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<67x97xi8>
  return %r : tensor<67x97xi8>
}
func.func @reduce_sum(%a: tensor<64x96xi32>) -> tensor<64x1xi32> {
  %r = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<64x96xi32>) -> tensor<64x1xi32>
  return %r : tensor<64x1xi32>
}
func.func @reduce_max(%a: tensor<64x96xi8>) -> tensor<1x96xi8> {
  %r = tosa.reduce_max %a {axis = 0 : i32} : (tensor<64x96xi8>) -> tensor<1x96xi8>
  return %r : tensor<1x96xi8>
}
func.func @reduce_all(%a: tensor<64x96xi1>) -> tensor<64x1xi1> {
  %r = tosa.reduce_all %a {axis = 1 : i32} : (tensor<64x96xi1>) -> tensor<64x1xi1>
  return %r : tensor<64x1xi1>
}
func.func @argmax(%a: tensor<1024x8xi8>) -> tensor<1024xi32> {
  %r = tosa.argmax %a {axis = 1 : i32} : (tensor<1024x8xi8>) -> tensor<1024xi32>
  return %r : tensor<1024xi32>
}
func.func @reduce_sum_f32(%a: tensor<64x96xf32>) -> tensor<64x1xf32> {
  %r = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<64x96xf32>) -> tensor<64x1xf32>
  return %r : tensor<64x1xf32>
}

func.func @gather(%v: tensor<2x1024x4xi8>, %i: tensor<2x16xi32>) -> tensor<2x16x4xi8> {
  %r = tosa.gather %v, %i : (tensor<2x1024x4xi8>, tensor<2x16xi32>) -> tensor<2x16x4xi8>
  return %r : tensor<2x16x4xi8>
}

func.func @rescale_per_channel(%x: tensor<1x64x64x4xi32>) -> tensor<1x64x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1518500250, 1276901417, 1895779118]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[36, 37, 35, 38]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zo = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x64x64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x64x4xi8>
  return %r : tensor<1x64x64x4xi8>
}

//--- mutants.mlir
// The identity.
func.func @transpose(%a: tensor<72x72xi8>) -> tensor<72x72xi8> {
  return %a : tensor<72x72xi8>
}
// The other axis.
func.func @reverse(%a: tensor<72x72xi8>) -> tensor<72x72xi8> {
  %r = tosa.reverse %a {axis = 0 : i32} : (tensor<72x72xi8>) -> tensor<72x72xi8>
  return %r : tensor<72x72xi8>
}
// Tiles of the input upside down.
func.func @tile(%a: tensor<32x48xi8>) -> tensor<64x144xi8> {
  %v = tosa.reverse %a {axis = 0 : i32} : (tensor<32x48xi8>) -> tensor<32x48xi8>
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %v, %m : (tensor<32x48xi8>, !tosa.shape<2>) -> tensor<64x144xi8>
  return %r : tensor<64x144xi8>
}
// Low and high padding of dimension 0 swapped.
func.func @pad(%a: tensor<64x96xi8>) -> tensor<67x97xi8> {
  %p = tosa.const_shape {values = dense<[2, 1, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.pad %a, %p, %c : (tensor<64x96xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<67x97xi8>
  return %r : tensor<67x97xi8>
}
// The rows reversed before summing each.
func.func @reduce_sum(%a: tensor<64x96xi32>) -> tensor<64x1xi32> {
  %v = tosa.reverse %a {axis = 0 : i32} : (tensor<64x96xi32>) -> tensor<64x96xi32>
  %r = tosa.reduce_sum %v {axis = 1 : i32} : (tensor<64x96xi32>) -> tensor<64x1xi32>
  return %r : tensor<64x1xi32>
}
func.func @reduce_max(%a: tensor<64x96xi8>) -> tensor<1x96xi8> {
  %r = tosa.reduce_min %a {axis = 0 : i32} : (tensor<64x96xi8>) -> tensor<1x96xi8>
  return %r : tensor<1x96xi8>
}
func.func @reduce_all(%a: tensor<64x96xi1>) -> tensor<64x1xi1> {
  %r = tosa.reduce_any %a {axis = 1 : i32} : (tensor<64x96xi1>) -> tensor<64x1xi1>
  return %r : tensor<64x1xi1>
}
// The index along the reversed axis.
func.func @argmax(%a: tensor<1024x8xi8>) -> tensor<1024xi32> {
  %v = tosa.reverse %a {axis = 1 : i32} : (tensor<1024x8xi8>) -> tensor<1024x8xi8>
  %r = tosa.argmax %v {axis = 1 : i32} : (tensor<1024x8xi8>) -> tensor<1024xi32>
  return %r : tensor<1024xi32>
}
func.func @reduce_sum_f32(%a: tensor<64x96xf32>) -> tensor<64x1xf32> {
  %r = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<64x96xf32>) -> tensor<64x1xf32>
  return %r : tensor<64x1xf32>
}
// The next row.
func.func @gather(%v: tensor<2x1024x4xi8>, %i: tensor<2x16xi32>) -> tensor<2x16x4xi8> {
  %one = "tosa.const"() <{values = dense<1> : tensor<2x16xi32>}> : () -> tensor<2x16xi32>
  %j = tosa.add %i, %one : (tensor<2x16xi32>, tensor<2x16xi32>) -> tensor<2x16xi32>
  %r = tosa.gather %v, %j : (tensor<2x1024x4xi8>, tensor<2x16xi32>) -> tensor<2x16x4xi8>
  return %r : tensor<2x16x4xi8>
}
// The shifts of channels 0 and 1 swapped.
func.func @rescale_per_channel(%x: tensor<1x64x64x4xi32>) -> tensor<1x64x64x4xi8> {
  %m = "tosa.const"() <{values = dense<[1073741824, 1518500250, 1276901417, 1895779118]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %s = "tosa.const"() <{values = dense<[37, 36, 35, 38]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zo = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<1x64x64x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<1x64x64x4xi8>
  return %r : tensor<1x64x64x4xi8>
}
