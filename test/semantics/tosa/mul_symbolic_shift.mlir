// tosa.mul with a shift that is not a constant (TOSA 1.0 §3 MUL via
// ../shared/reference/tosa.md: REQUIRE 0 <= shift <= 63; with shift 0 the
// product is truncated, mul_s, defined) and what tosa-to-linalg makes of it:
// tosa.apply_scale with that shift, which may be 0. tosa.apply_scale with
// shift 0 is the truncated product (rounding term (1 << 0) >> 1 = 0, as
// tosa-to-arith's default lowering computes; see tosa/scale.rs), so the
// lowering validates, and a target that does not compute it is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @mul_symbolic_shift_lowered: valid{{$}}
// CHECK-DAG: @mul_i8_symbolic_shift_lowered: valid{{$}}
// CHECK-DAG: @apply_scale_shift_zero_dropped: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @mul_symbolic_shift_as_muli: invalid: target result #0 (tensor<4xi32>) differs at [{{[0-9]}}]
// CHECK: summary: 2 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @mul_symbolic_shift_lowered(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>, %s: tensor<1xi8>) -> tensor<2x3xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
// i8 operands: a shift other than 0 is UB (REQUIRE); shift 0 is the i32 product.
func.func @mul_i8_symbolic_shift_lowered(%a: tensor<4xi8>, %b: tensor<4xi8>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// Mutant: apply_scale with shift 0 is defined, so a target may not replace it by 0.
func.func @apply_scale_shift_zero_dropped(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
// Mutant: the shift ignored, as if it were 0.
func.func @mul_symbolic_shift_as_muli(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

//--- tgt.mlir
// As tosa-to-linalg emits it (mlir-opt 22).
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (0)>
func.func @mul_symbolic_shift_lowered(%arg0: tensor<2x3xi32>, %arg1: tensor<2x3xi32>, %arg2: tensor<1xi8>) -> tensor<2x3xi32> {
  %0 = tensor.empty() : tensor<2x3xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) outs(%0 : tensor<2x3xi32>) {
  ^bb0(%in: i32, %in_0: i32, %in_1: i8, %out: i32):
    %2 = tosa.apply_scale %in, %in_0, %in_1 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    linalg.yield %2 : i32
  } -> tensor<2x3xi32>
  return %1 : tensor<2x3xi32>
}
func.func @mul_i8_symbolic_shift_lowered(%arg0: tensor<4xi8>, %arg1: tensor<4xi8>, %arg2: tensor<1xi8>) -> tensor<4xi32> {
  %0 = tensor.empty() : tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [#map2, #map2, #map3, #map2], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) outs(%0 : tensor<4xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i8, %out: i32):
    %2 = arith.extsi %in : i8 to i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = tosa.apply_scale %2, %3, %in_1 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    linalg.yield %4 : i32
  } -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func @apply_scale_shift_zero_dropped(%v: i32, %m: i32, %s: i8) -> i32 {
  %c0 = arith.constant 0 : i8
  %z = arith.constant 0 : i32
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  %is0 = arith.cmpi eq, %s, %c0 : i8
  %o = arith.select %is0, %z, %r : i32
  return %o : i32
}
func.func @mul_symbolic_shift_as_muli(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %r = arith.muli %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
