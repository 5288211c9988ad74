// The real tosa-to-arith pass (tosa.const to arith.constant, and with
// include-apply-rescale tosa.apply_scale to its int64 arithmetic), checked
// stage by stage in mlir-opt with the plugin. tosa.apply_scale REQUIREs a
// shift in [0, 63] and no int64 overflow, nor for a shift other than 0 a
// result outside its type (see tosa/scale.rs); the lowering wraps where the
// op has UB, and computes the truncated product at shift 0.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-arith{include-apply-rescale=true})" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: @constants is valid
// CHECK-DAG: @apply_scale_single is valid{{$}}
// CHECK-DAG: @apply_scale_double_constant_shift is valid{{$}}
// CHECK-DAG: @apply_scale_i48 is valid{{$}}
// CHECK-DAG: @apply_scale_on_tensors is valid{{$}}
// CHECK-DAG: @rescale_body_on_tensors is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

func.func @constants() -> (tensor<2x2xi8>, tensor<3xf32>, tensor<2xi1>) {
  %a = "tosa.const"() {values = dense<[[1, -2], [3, 127]]> : tensor<2x2xi8>} : () -> tensor<2x2xi8>
  %b = "tosa.const"() {values = dense<[1.5, -0.0, 0x7FC00000]> : tensor<3xf32>} : () -> tensor<3xf32>
  %c = "tosa.const"() {values = dense<[true, false]> : tensor<2xi1>} : () -> tensor<2xi1>
  return %a, %b, %c : tensor<2x2xi8>, tensor<3xf32>, tensor<2xi1>
}

func.func @apply_scale_single(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

func.func @apply_scale_double_constant_shift(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}

func.func @apply_scale_i48(%v: i48, %m: i16) -> i32 {
  %s = arith.constant 35 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i16, i8) -> i32
  return %r : i32
}

func.func @apply_scale_on_tensors(%a: tensor<4xi32>) -> tensor<4xi32> {
  %m = arith.constant dense<[1, 1073741824, -7, 1518500250]> : tensor<4xi32>
  %s = arith.constant dense<[1, 20, 31, 40]> : tensor<4xi8>
  %v = tosa.apply_scale %a, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return %v : tensor<4xi32>
}

// tosa-to-linalg's body of an i8 rescale, on whole tensors.
func.func @rescale_body_on_tensors(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %m = arith.constant dense<[[1073741824, 1518500250], [1073741824, 1518500250]]> : tensor<2x2xi32>
  %s = arith.constant dense<[[30, 33], [30, 33]]> : tensor<2x2xi8>
  %iz = arith.constant dense<-3> : tensor<2x2xi32>
  %oz = arith.constant dense<5> : tensor<2x2xi32>
  %lo = arith.constant dense<-128> : tensor<2x2xi32>
  %hi = arith.constant dense<127> : tensor<2x2xi32>
  %e = arith.extsi %a : tensor<2x2xi8> to tensor<2x2xi32>
  %d = arith.subi %e, %iz : tensor<2x2xi32>
  %v = tosa.apply_scale %d, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi8>) -> tensor<2x2xi32>
  %w = arith.addi %v, %oz : tensor<2x2xi32>
  %x = arith.maxsi %lo, %w : tensor<2x2xi32>
  %y = arith.minsi %hi, %x : tensor<2x2xi32>
  %r = arith.trunci %y : tensor<2x2xi32> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
