// tosa.rescale with a multiplier, shift and zero points that are not
// constants (TOSA 1.0 §8 RESCALE via ../shared/reference/tosa.md) against
// what tosa-to-linalg emits for it (mlir-opt 22): v = x - input_zp,
// tosa.apply_scale, + output_zp, clamp. The specification's REQUIREs of
// apply_scale_32 (0 <= multiplier, 2 <= shift <= 62, |v| within
// 2^(shift-1)) imply that the lowering's tosa.apply_scale neither overflows
// int64 nor leaves i32; the encoder states that implied UB with
// apply_scale's own terms (tosa/scale.rs), so these prove at once instead
// of timing out. Two mutants are caught; and so is MLIR 22's lowering with
// an unsigned input or output and a zero point that is not a constant: it
// sign-extends the zero point, where RESCALE zero-extends it (as the same
// lowering does with a constant one): input 0xff with input_zp 0xff
// (255 - 255 = 0) gives 127.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=60000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @rescale_symbolic_double: valid{{$}}
// CHECK-DAG: @rescale_symbolic_i16_per_channel: valid{{$}}
// CHECK-DAG: @rescale_symbolic_i32: valid{{$}}
// CHECK-DAG: @rescale_single_for_double: invalid: target result #0 (tensor<2xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @rescale_zero_point_in_i8: invalid: target result #0 (tensor<2xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @rescale_unsigned_input_dynamic_zp: invalid: target result #0 (tensor<2xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @rescale_unsigned_output_dynamic_zp: invalid: target result #0 (tensor<2xi8>) differs at [{{[0-9]}}]
// CHECK: summary: 3 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @rescale_symbolic_double(%arg0 : tensor<2xi8>, %multiplier : tensor<1xi32>, %shift : tensor<1xi8>, %input_zp : tensor<1xi8>, %output_zp : tensor<1xi8>) -> (tensor<2xi8>) {
  %0 = tosa.rescale %arg0, %multiplier, %shift, %input_zp, %output_zp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
func.func @rescale_symbolic_i16_per_channel(%arg0 : tensor<2x2xi16>, %m : tensor<2xi16>, %s : tensor<2xi8>, %input_zp : tensor<1xi16>, %output_zp : tensor<1xi8>) -> (tensor<2x2xi8>) {
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %output_zp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x2xi16>, tensor<2xi16>, tensor<2xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x2xi8>
  return %0 : tensor<2x2xi8>
}
func.func @rescale_symbolic_i32(%arg0 : tensor<3xi32>, %m : tensor<1xi32>, %s : tensor<1xi8>, %input_zp : tensor<1xi32>, %output_zp : tensor<1xi16>) -> (tensor<3xi16>) {
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %output_zp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
}
// Mutant: DOUBLE_ROUND lowered as SINGLE_ROUND (they differ for shifts above 31).
func.func @rescale_single_for_double(%arg0 : tensor<2xi8>, %input_zp : tensor<1xi8>, %output_zp : tensor<1xi8>) -> (tensor<2xi8>) {
  %m = "tosa.const"() {values = dense<2147483647> : tensor<1xi32> } : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<33> : tensor<1xi8> } : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %output_zp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
// Mutant: x - input_zp in i8, which wraps.
func.func @rescale_zero_point_in_i8(%arg0 : tensor<2xi8>, %input_zp : tensor<1xi8>, %output_zp : tensor<1xi8>) -> (tensor<2xi8>) {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32> } : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<32> : tensor<1xi8> } : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %output_zp {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
// MLIR 22 bug: the zero points sign-extended under input_unsigned / output_unsigned.
func.func @rescale_unsigned_input_dynamic_zp(%arg0 : tensor<2xi8>, %input_zp : tensor<1xi8>) -> (tensor<2xi8>) {
  %m = "tosa.const"() {values = dense<19689> : tensor<1xi16> } : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<15> : tensor<1xi8> } : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}
func.func @rescale_unsigned_output_dynamic_zp(%arg0 : tensor<2xi8>, %output_zp : tensor<1xi8>) -> (tensor<2xi8>) {
  %m = "tosa.const"() {values = dense<19689> : tensor<1xi16> } : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<15> : tensor<1xi8> } : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %0 = tosa.rescale %arg0, %m, %s, %iz, %output_zp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<2xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2xi8>
  return %0 : tensor<2xi8>
}

//--- tgt.mlir
// As tosa-to-linalg emits them (mlir-opt 22), but the mutants.
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> ()>
func.func @rescale_symbolic_double(%arg0: tensor<2xi8>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi8>, %arg4: tensor<1xi8>) -> tensor<2xi8> {
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi32> into tensor<i32>
  %collapsed_0 = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
  %collapsed_1 = tensor.collapse_shape %arg3 [] : tensor<1xi8> into tensor<i8>
  %collapsed_2 = tensor.collapse_shape %arg4 [] : tensor<1xi8> into tensor<i8>
  %0 = tensor.empty() : tensor<2xi8>
  %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed, %collapsed_0, %collapsed_1, %collapsed_2 : tensor<2xi8>, tensor<i32>, tensor<i8>, tensor<i8>, tensor<i8>) outs(%0 : tensor<2xi8>) {
  ^bb0(%in: i8, %in_3: i32, %in_4: i8, %in_5: i8, %in_6: i8, %out: i8):
    %2 = arith.extsi %in_5 : i8 to i32
    %3 = arith.extsi %in_6 : i8 to i32
    %4 = arith.extsi %in : i8 to i32
    %5 = arith.subi %4, %2 : i32
    %6 = tosa.apply_scale %5, %in_3, %in_4 {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
    %7 = arith.addi %6, %3 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %8 = arith.maxsi %c-128_i32, %7 : i32
    %9 = arith.minsi %c127_i32, %8 : i32
    %10 = arith.trunci %9 : i32 to i8
    linalg.yield %10 : i8
  } -> tensor<2xi8>
  return %1 : tensor<2xi8>
}
func.func @rescale_symbolic_i16_per_channel(%arg0: tensor<2x2xi16>, %arg1: tensor<2xi16>, %arg2: tensor<2xi8>, %arg3: tensor<1xi16>, %arg4: tensor<1xi8>) -> tensor<2x2xi8> {
  %collapsed = tensor.collapse_shape %arg3 [] : tensor<1xi16> into tensor<i16>
  %collapsed_0 = tensor.collapse_shape %arg4 [] : tensor<1xi8> into tensor<i8>
  %0 = tensor.empty() : tensor<2x2xi8>
  %1 = linalg.generic {indexing_maps = [#map2, #map3, #map3, #map4, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2, %collapsed, %collapsed_0 : tensor<2x2xi16>, tensor<2xi16>, tensor<2xi8>, tensor<i16>, tensor<i8>) outs(%0 : tensor<2x2xi8>) {
  ^bb0(%in: i16, %in_1: i16, %in_2: i8, %in_3: i16, %in_4: i8, %out: i8):
    %2 = arith.extsi %in_3 : i16 to i32
    %3 = arith.extsi %in_4 : i8 to i32
    %4 = arith.extsi %in : i16 to i32
    %5 = arith.subi %4, %2 : i32
    %6 = tosa.apply_scale %5, %in_1, %in_2 {rounding_mode = SINGLE_ROUND} : (i32, i16, i8) -> i32
    %7 = arith.addi %6, %3 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %8 = arith.maxsi %c-128_i32, %7 : i32
    %9 = arith.minsi %c127_i32, %8 : i32
    %10 = arith.trunci %9 : i32 to i8
    linalg.yield %10 : i8
  } -> tensor<2x2xi8>
  return %1 : tensor<2x2xi8>
}
func.func @rescale_symbolic_i32(%arg0: tensor<3xi32>, %arg1: tensor<1xi32>, %arg2: tensor<1xi8>, %arg3: tensor<1xi32>, %arg4: tensor<1xi16>) -> tensor<3xi16> {
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi32> into tensor<i32>
  %collapsed_0 = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
  %collapsed_1 = tensor.collapse_shape %arg3 [] : tensor<1xi32> into tensor<i32>
  %collapsed_2 = tensor.collapse_shape %arg4 [] : tensor<1xi16> into tensor<i16>
  %0 = tensor.empty() : tensor<3xi16>
  %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed, %collapsed_0, %collapsed_1, %collapsed_2 : tensor<3xi32>, tensor<i32>, tensor<i8>, tensor<i32>, tensor<i16>) outs(%0 : tensor<3xi16>) {
  ^bb0(%in: i32, %in_3: i32, %in_4: i8, %in_5: i32, %in_6: i16, %out: i16):
    %2 = arith.extsi %in_6 : i16 to i32
    %3 = arith.subi %in, %in_5 : i32
    %4 = tosa.apply_scale %3, %in_3, %in_4 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %5 = arith.addi %4, %2 : i32
    %c-32768_i32 = arith.constant -32768 : i32
    %c32767_i32 = arith.constant 32767 : i32
    %6 = arith.maxsi %c-32768_i32, %5 : i32
    %7 = arith.minsi %c32767_i32, %6 : i32
    %8 = arith.trunci %7 : i32 to i16
    linalg.yield %8 : i16
  } -> tensor<3xi16>
  return %1 : tensor<3xi16>
}
func.func @rescale_single_for_double(%arg0: tensor<2xi8>, %arg1: tensor<1xi8>, %arg2: tensor<1xi8>) -> tensor<2xi8> {
  %0 = "tosa.const"() <{values = dense<2147483647> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = "tosa.const"() <{values = dense<33> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c2147483647_i32 = arith.constant 2147483647 : i32
  %c33_i8 = arith.constant 33 : i8
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi8> into tensor<i8>
  %collapsed_0 = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
  %2 = tensor.empty() : tensor<2xi8>
  %3 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed, %collapsed_0 : tensor<2xi8>, tensor<i8>, tensor<i8>) outs(%2 : tensor<2xi8>) {
  ^bb0(%in: i8, %in_1: i8, %in_2: i8, %out: i8):
    %4 = arith.extsi %in_1 : i8 to i32
    %5 = arith.extsi %in_2 : i8 to i32
    %6 = arith.extsi %in : i8 to i32
    %7 = arith.subi %6, %4 : i32
    %8 = tosa.apply_scale %7, %c2147483647_i32, %c33_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %9 = arith.addi %8, %5 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %10 = arith.maxsi %c-128_i32, %9 : i32
    %11 = arith.minsi %c127_i32, %10 : i32
    %12 = arith.trunci %11 : i32 to i8
    linalg.yield %12 : i8
  } -> tensor<2xi8>
  return %3 : tensor<2xi8>
}
func.func @rescale_zero_point_in_i8(%arg0: tensor<2xi8>, %arg1: tensor<1xi8>, %arg2: tensor<1xi8>) -> tensor<2xi8> {
  %0 = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %1 = "tosa.const"() <{values = dense<32> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c1073741824_i32 = arith.constant 1073741824 : i32
  %c32_i8 = arith.constant 32 : i8
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi8> into tensor<i8>
  %collapsed_0 = tensor.collapse_shape %arg2 [] : tensor<1xi8> into tensor<i8>
  %2 = tensor.empty() : tensor<2xi8>
  %3 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed, %collapsed_0 : tensor<2xi8>, tensor<i8>, tensor<i8>) outs(%2 : tensor<2xi8>) {
  ^bb0(%in: i8, %in_1: i8, %in_2: i8, %out: i8):
    %5 = arith.extsi %in_2 : i8 to i32
    %d = arith.subi %in, %in_1 : i8
    %7 = arith.extsi %d : i8 to i32
    %8 = tosa.apply_scale %7, %c1073741824_i32, %c32_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %9 = arith.addi %8, %5 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %10 = arith.maxsi %c-128_i32, %9 : i32
    %11 = arith.minsi %c127_i32, %10 : i32
    %12 = arith.trunci %11 : i32 to i8
    linalg.yield %12 : i8
  } -> tensor<2xi8>
  return %3 : tensor<2xi8>
}
func.func @rescale_unsigned_input_dynamic_zp(%arg0: tensor<2xi8>, %arg1: tensor<1xi8>) -> tensor<2xi8> {
  %0 = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c19689_i32 = arith.constant 19689 : i32
  %c15_i8 = arith.constant 15 : i8
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi8> into tensor<i8>
  %3 = tensor.empty() : tensor<2xi8>
  %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed : tensor<2xi8>, tensor<i8>) outs(%3 : tensor<2xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %5 = arith.extsi %in_0 : i8 to i32
    %c0_i32 = arith.constant 0 : i32
    %6 = arith.extui %in : i8 to i32
    %7 = arith.subi %6, %5 : i32
    %8 = tosa.apply_scale %7, %c19689_i32, %c15_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %9 = arith.addi %8, %c0_i32 : i32
    %c-128_i32 = arith.constant -128 : i32
    %c127_i32 = arith.constant 127 : i32
    %10 = arith.maxsi %c-128_i32, %9 : i32
    %11 = arith.minsi %c127_i32, %10 : i32
    %12 = arith.trunci %11 : i32 to i8
    linalg.yield %12 : i8
  } -> tensor<2xi8>
  return %4 : tensor<2xi8>
}
func.func @rescale_unsigned_output_dynamic_zp(%arg0: tensor<2xi8>, %arg1: tensor<1xi8>) -> tensor<2xi8> {
  %0 = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
  %1 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c19689_i32 = arith.constant 19689 : i32
  %c15_i8 = arith.constant 15 : i8
  %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xi8> into tensor<i8>
  %3 = tensor.empty() : tensor<2xi8>
  %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel"]} ins(%arg0, %collapsed : tensor<2xi8>, tensor<i8>) outs(%3 : tensor<2xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %c0_i32 = arith.constant 0 : i32
    %5 = arith.extsi %in_0 : i8 to i32
    %6 = arith.extsi %in : i8 to i32
    %7 = arith.subi %6, %c0_i32 : i32
    %8 = tosa.apply_scale %7, %c19689_i32, %c15_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
    %9 = arith.addi %8, %5 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %c255_i32 = arith.constant 255 : i32
    %10 = arith.maxsi %c0_i32_1, %9 : i32
    %11 = arith.minsi %c255_i32, %10 : i32
    %12 = arith.trunci %11 : i32 to i8
    linalg.yield %12 : i8
  } -> tensor<2xi8>
  return %4 : tensor<2xi8>
}
