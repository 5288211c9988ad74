// Unsigned element types (uiN), which MLIR's TOSA accepts "for
// experimentation" and tosa-to-linalg lowers through
// builtin.unrealized_conversion_cast to signless integers, and the casts and
// ops around them: the values are unsigned numbers (a choice: TOSA 1.0 has no
// unsigned types), so tosa.cast widens a ui8 by zero extension, converts it
// with uitofp, clamp and max_pool2d compare unsigned. Also sigmoid (the
// specification's 1 / (1 + exp(-x)), a choice), integer reduce_product
// (MUL's wrapping product, a choice) and casts between bool and float (the
// pseudocode's rule), a rescale's ui8 zero points (zero-extended, as their
// type says, whatever input_unsigned says), and an i8 bias of an i8 conv2d (sign-extended to the
// i32 accumulator, a choice). The lowerings validate; a mutant of each is
// caught.
// Two findings rest on the unsigned choice: tosa-to-linalg sign-extends a
// ui8 cast to i32 (while converting ui8 to f32 as unsigned), and lowers a
// ui32 clamp bound at or above 2^31 to 0.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor)" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS
// PASS-DAG: @cast_ui8_f32 is valid
// PASS-DAG: @cast_i32_ui8 is valid
// PASS-DAG: @clamp_ui32 is valid
// PASS-DAG: @max_pool_ui8 is valid
// PASS-DAG: @rescale_ui8_in is valid
// PASS-DAG: @reshape_ui8 is valid
// PASS-DAG: @sigmoid is valid
// PASS-DAG: @reduce_product_i32 is valid
// PASS-DAG: @cast_f32_i1 is valid
// PASS-DAG: @cast_i1_f16 is valid
// PASS-DAG: @conv2d_i8 is valid
// PASS-DAG: @bitcast_ui32 is valid
// PASS-DAG: @rescale_ui8_zero_points is valid
// PASS-NOT: invalid
// PASS-NOT: unsupported
//
// RUN: %mlir-refine %t/src.mlir %t/mutants.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt
// MUT-DAG: @cast_ui8_f32: invalid: target result #0 (tensor<4xf32>) differs at [{{[0-9]}}]: target -{{.*}}, source {{.*}}
// MUT-DAG: @cast_i32_ui8: invalid
// MUT-DAG: @clamp_ui32: invalid
// MUT-DAG: @max_pool_ui8: invalid
// MUT-DAG: @rescale_ui8_in: invalid
// MUT-DAG: @sigmoid: invalid
// MUT-DAG: @reduce_product_i32: invalid
// MUT-DAG: @cast_f32_i1: invalid
// MUT-DAG: @cast_i1_f16: invalid
// MUT-DAG: @conv2d_i8: invalid
// MUT-DAG: @const_ui8: invalid: target result #0 (tensor<2xui8>) differs at [0]: target 201 (0xc9), source 200 (0xc8)
// MUT-DAG: @bitcast_ui32: invalid: target result #0 (tensor<2xui32>) differs at
// MUT-DAG: @rescale_ui8_zero_points: invalid
// MUT: summary: 0 valid, 13 invalid, 0 unsupported, 0 inconclusive
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg)"})' %t/bugs.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG
// BUG-DAG: miscompiled @cast_ui8_i32: target result #0 (tensor<4xi32>) differs at [{{[0-9]}}]: target {{.*}}, source {{[0-9]+}} (0x000000{{[0-9a-f]+}})
// BUG-DAG: counterexample input %arg0 : tensor<4xui8> = dense<[{{.*}}]> : tensor<4xui8>
// BUG-DAG: miscompiled @clamp_ui32: target result #0 (tensor<4xui32>) differs at [{{[0-9]}}]: target 0 (0x00000000), source {{[1-9][0-9]*}}
//
// Ops on unsigned values that read a sign the rules do not model, and casts
// that are not a change of signedness, are unsupported, named.
// RUN: %mlir-refine %t/other.mlir %t/other_tgt.mlir > %t/other.txt 2>&1; test $? -eq 3
// RUN: FileCheck %s --check-prefix=OTHER < %t/other.txt
// OTHER-DAG: @argmax_ui8: unsupported: source: 'tosa.argmax' on tensor<4xui8> is not modelled (an integer type with a sign, which the op may read)
// OTHER-DAG: @float_cast: unsupported: source: 'builtin.unrealized_conversion_cast' from (tensor<4xi32>) to (tensor<4xf32>) is not modelled

//--- src.mlir
func.func @cast_ui8_f32(%x: tensor<4xui8>) -> tensor<4xf32> {
  %r = tosa.cast %x : (tensor<4xui8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @cast_i32_ui8(%x: tensor<4xi32>) -> tensor<4xui8> {
  %r = tosa.cast %x : (tensor<4xi32>) -> tensor<4xui8>
  return %r : tensor<4xui8>
}
func.func @clamp_ui32(%x: tensor<4xui32>) -> tensor<4xui32> {
  %r = tosa.clamp %x {min_val = 4 : ui32, max_val = 2000000000 : ui32} : (tensor<4xui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}
func.func @max_pool_ui8(%x: tensor<1x3x4x2xui8>) -> tensor<1x2x3x2xui8> {
  %r = tosa.max_pool2d %x {pad = array<i64: 0, 0, 0, 0>, kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x3x4x2xui8>) -> tensor<1x2x3x2xui8>
  return %r : tensor<1x2x3x2xui8>
}
func.func @rescale_ui8_in(%x: tensor<4xui8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<19689> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<15> : tensor<1xi8>} : () -> tensor<1xi8>
  %izp = "tosa.const"() {values = dense<17> : tensor<1xi8>} : () -> tensor<1xi8>
  %ozp = "tosa.const"() {values = dense<22> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %izp, %ozp {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xui8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @reshape_ui8(%x: tensor<2x3xui8>) -> tensor<3x2xui8> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %x, %s : (tensor<2x3xui8>, !tosa.shape<2>) -> tensor<3x2xui8>
  return %r : tensor<3x2xui8>
}
func.func @sigmoid(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.sigmoid %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @reduce_product_i32(%x: tensor<2x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_product %x {axis = 0 : i32} : (tensor<2x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @cast_f32_i1(%x: tensor<4xf32>) -> tensor<4xi1> {
  %r = tosa.cast %x : (tensor<4xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @cast_i1_f16(%x: tensor<4xi1>) -> tensor<4xf16> {
  %r = tosa.cast %x : (tensor<4xi1>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @conv2d_i8(%input: tensor<1x4x4x3xi8>, %weights: tensor<2x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x4x4x2xi32> {
  %input_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %weight_zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %input_zp, %weight_zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}
func.func @rescale_ui8_zero_points(%arg0 : tensor<2xi8>, %input_zp : tensor<1xui8>, %output_zp : tensor<1xui8>) -> (tensor<2xui8>) {
  %m = "tosa.const"() {values = dense<[1073741824, 1500000000]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tosa.const"() {values = dense<[30, 33]> : tensor<2xi8>} : () -> tensor<2xi8>
  %0 = tosa.rescale %arg0, %m, %s, %input_zp, %output_zp {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = true} : (tensor<2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xui8>, tensor<1xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}
func.func @bitcast_ui32(%x: tensor<2xf32>) -> tensor<2xui32> {
  %r = tensor.bitcast %x : tensor<2xf32> to tensor<2xui32>
  return %r : tensor<2xui32>
}
func.func @const_ui8() -> tensor<2xui8> {
  %r = "tosa.const"() {values = dense<[200, 7]> : tensor<2xui8>} : () -> tensor<2xui8>
  return %r : tensor<2xui8>
}

//--- bugs.mlir
func.func @cast_ui8_i32(%x: tensor<4xui8>) -> tensor<4xi32> {
  %r = tosa.cast %x : (tensor<4xui8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @clamp_ui32(%x: tensor<4xui32>) -> tensor<4xui32> {
  %r = tosa.clamp %x {min_val = 4 : ui32, max_val = 3000000000 : ui32} : (tensor<4xui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}

//--- other.mlir
func.func @argmax_ui8(%x: tensor<4xui8>) -> tensor<i32> {
  %r = tosa.argmax %x {axis = 0 : i32} : (tensor<4xui8>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @float_cast(%x: tensor<4xi32>) -> tensor<4xf32> {
  %r = builtin.unrealized_conversion_cast %x : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

//--- other_tgt.mlir
func.func @argmax_ui8(%x: tensor<4xui8>) -> tensor<i32> {
  %r = arith.constant dense<0> : tensor<i32>
  return %r : tensor<i32>
}
func.func @float_cast(%x: tensor<4xi32>) -> tensor<4xf32> {
  %r = arith.sitofp %x : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}

//--- mutants.mlir
#vec = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
#cbias = affine_map<(d0, d1, d2, d3) -> (d3)>
#cout = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @cast_ui8_f32(%arg0: tensor<4xui8>) -> tensor<4xf32> {
    %0 = builtin.unrealized_conversion_cast %arg0 : tensor<4xui8> to tensor<4xi8>
    %1 = tensor.empty() : tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xi8>) outs(%1 : tensor<4xf32>) {
    ^bb0(%in: i8, %out: f32):
      %3 = arith.sitofp %in : i8 to f32
      linalg.yield %3 : f32
    } -> tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func @cast_i32_ui8(%arg0: tensor<4xi32>) -> tensor<4xui8> {
    %0 = tensor.empty() : tensor<4xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi32>) outs(%0 : tensor<4xi8>) {
    ^bb0(%in: i32, %out: i8):
      %3 = arith.constant 0 : i8
      linalg.yield %3 : i8
    } -> tensor<4xi8>
    %2 = builtin.unrealized_conversion_cast %1 : tensor<4xi8> to tensor<4xui8>
    return %2 : tensor<4xui8>
  }
  func.func @clamp_ui32(%arg0: tensor<4xui32>) -> tensor<4xui32> {
    %0 = builtin.unrealized_conversion_cast %arg0 : tensor<4xui32> to tensor<4xi32>
    %1 = tensor.empty() : tensor<4xi32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%0 : tensor<4xi32>) outs(%1 : tensor<4xi32>) {
    ^bb0(%in: i32, %out: i32):
      %c4_i32 = arith.constant 4 : i32
      %c2000000000_i32 = arith.constant 2000000000 : i32
      %4 = arith.maxsi %c4_i32, %in : i32
      %5 = arith.minui %c2000000000_i32, %4 : i32
      linalg.yield %5 : i32
    } -> tensor<4xi32>
    %3 = builtin.unrealized_conversion_cast %2 : tensor<4xi32> to tensor<4xui32>
    return %3 : tensor<4xui32>
  }
  func.func @max_pool_ui8(%arg0: tensor<1x3x4x2xui8>) -> tensor<1x2x3x2xui8> {
    %0 = builtin.unrealized_conversion_cast %arg0 : tensor<1x3x4x2xui8> to tensor<1x3x4x2xi8>
    %c0_i8 = arith.constant 0 : i8
    %1 = tensor.empty() : tensor<1x2x3x2xi8>
    %2 = linalg.fill ins(%c0_i8 : i8) outs(%1 : tensor<1x2x3x2xi8>) -> tensor<1x2x3x2xi8>
    %3 = tensor.empty() : tensor<2x2xi8>
    %4 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%0, %3 : tensor<1x3x4x2xi8>, tensor<2x2xi8>) outs(%2 : tensor<1x2x3x2xi8>) -> tensor<1x2x3x2xi8>
    %5 = builtin.unrealized_conversion_cast %4 : tensor<1x2x3x2xi8> to tensor<1x2x3x2xui8>
    return %5 : tensor<1x2x3x2xui8>
  }
  func.func @rescale_ui8_in(%arg0: tensor<4xui8>) -> tensor<4xi8> {
    %0 = "tosa.const"() <{values = dense<19689> : tensor<1xi16>}> : () -> tensor<1xi16>
    %1 = "tosa.const"() <{values = dense<15> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = "tosa.const"() <{values = dense<17> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<22> : tensor<1xi8>}> : () -> tensor<1xi8>
    %c19689_i32 = arith.constant 19689 : i32
    %c15_i8 = arith.constant 15 : i8
    %4 = tensor.empty() : tensor<4xi8>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xui8>) outs(%4 : tensor<4xi8>) {
    ^bb0(%in: ui8, %out: i8):
      %c17_i32 = arith.constant 17 : i32
      %c22_i32 = arith.constant 22 : i32
      %6 = builtin.unrealized_conversion_cast %in : ui8 to i8
      %7 = arith.extsi %6 : i8 to i32
      %8 = arith.subi %7, %c17_i32 : i32
      %9 = tosa.apply_scale %8, %c19689_i32, %c15_i8 {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
      %10 = arith.addi %9, %c22_i32 : i32
      %c-128_i32 = arith.constant -128 : i32
      %c127_i32 = arith.constant 127 : i32
      %11 = arith.maxsi %c-128_i32, %10 : i32
      %12 = arith.minsi %c127_i32, %11 : i32
      %13 = arith.trunci %12 : i32 to i8
      linalg.yield %13 : i8
    } -> tensor<4xi8>
    return %5 : tensor<4xi8>
  }
  func.func @sigmoid(%arg0: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = tensor.empty() : tensor<2x3xf32>
    %1 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x3xf32>) outs(%0 : tensor<2x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst = arith.constant 1.000000e+00 : f32
      %2 = arith.negf %in : f32
      %3 = math.exp %in : f32
      %4 = arith.addf %3, %cst : f32
      %5 = arith.divf %cst, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<2x3xf32>
    return %1 : tensor<2x3xf32>
  }
  func.func @reduce_product_i32(%arg0: tensor<2x3xi32>) -> tensor<1x3xi32> {
    %0 = tensor.empty() : tensor<3xi32>
    %c1_i32 = arith.constant 1 : i32
    %1 = linalg.fill ins(%c1_i32 : i32) outs(%0 : tensor<3xi32>) -> tensor<3xi32>
    %reduced = linalg.reduce ins(%arg0 : tensor<2x3xi32>) outs(%1 : tensor<3xi32>) dimensions = [0] 
      (%in: i32, %init: i32) {
        %2 = arith.addi %in, %init : i32
        linalg.yield %2 : i32
      }
    %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
    return %expanded : tensor<1x3xi32>
  }
  func.func @cast_f32_i1(%arg0: tensor<4xf32>) -> tensor<4xi1> {
    %0 = tensor.empty() : tensor<4xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xi1>) {
    ^bb0(%in: f32, %out: i1):
      %cst = arith.constant 0.000000e+00 : f32
      %2 = arith.cmpf one, %in, %cst : f32
      linalg.yield %2 : i1
    } -> tensor<4xi1>
    return %1 : tensor<4xi1>
  }
  func.func @cast_i1_f16(%arg0: tensor<4xi1>) -> tensor<4xf16> {
    %0 = tensor.empty() : tensor<4xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xi1>) outs(%0 : tensor<4xf16>) {
    ^bb0(%in: i1, %out: f16):
      %2 = arith.sitofp %in : i1 to f16
      linalg.yield %2 : f16
    } -> tensor<4xf16>
    return %1 : tensor<4xf16>
  }
  func.func @conv2d_i8(%arg0: tensor<1x4x4x3xi8>, %arg1: tensor<2x1x1x3xi8>, %arg2: tensor<2xi8>) -> tensor<1x4x4x2xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tensor.empty() : tensor<1x4x4x2xi32>
    %3 = linalg.generic {indexing_maps = [#cbias, #cout], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2xi8>) outs(%2 : tensor<1x4x4x2xi32>) {
    ^bb0(%in: i8, %out: i32):
      %5 = arith.extui %in : i8 to i32
      linalg.yield %5 : i32
    } -> tensor<1x4x4x2xi32>
    %4 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>) outs(%3 : tensor<1x4x4x2xi32>) -> tensor<1x4x4x2xi32>
    return %4 : tensor<1x4x4x2xi32>
  }
  func.func @rescale_ui8_zero_points(%arg0: tensor<2xi8>, %arg1: tensor<1xui8>, %arg2: tensor<1xui8>) -> tensor<2xui8> {
    %0 = "tosa.const"() <{values = dense<[1073741824, 1500000000]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %1 = "tosa.const"() <{values = dense<[30, 33]> : tensor<2xi8>}> : () -> tensor<2xi8>
    %cst = arith.constant dense<[1073741824, 1500000000]> : tensor<2xi32>
    %cst_0 = arith.constant dense<[30, 33]> : tensor<2xi8>
    %collapsed = tensor.collapse_shape %arg1 [] : tensor<1xui8> into tensor<ui8>
    %collapsed_1 = tensor.collapse_shape %arg2 [] : tensor<1xui8> into tensor<ui8>
    %2 = tensor.empty() : tensor<2xui8>
    %3 = linalg.generic {indexing_maps = [#vec, #vec, #vec, #scalar, #scalar, #vec], iterator_types = ["parallel"]} ins(%arg0, %cst, %cst_0, %collapsed, %collapsed_1 : tensor<2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<ui8>, tensor<ui8>) outs(%2 : tensor<2xui8>) {
    ^bb0(%in: i8, %in_2: i32, %in_3: i8, %in_4: ui8, %in_5: ui8, %out: ui8):
      %4 = builtin.unrealized_conversion_cast %in_4 : ui8 to i8
      %5 = arith.extui %4 : i8 to i32
      %6 = builtin.unrealized_conversion_cast %in_5 : ui8 to i8
      %7 = arith.extsi %6 : i8 to i32
      %8 = arith.extsi %in : i8 to i32
      %9 = arith.subi %8, %5 : i32
      %10 = tosa.apply_scale %9, %in_2, %in_3 {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
      %11 = arith.addi %10, %7 : i32
      %c0_i32 = arith.constant 0 : i32
      %c255_i32 = arith.constant 255 : i32
      %12 = arith.maxsi %c0_i32, %11 : i32
      %13 = arith.minsi %c255_i32, %12 : i32
      %14 = arith.trunci %13 : i32 to i8
      %15 = builtin.unrealized_conversion_cast %14 : i8 to ui8
      linalg.yield %15 : ui8
    } -> tensor<2xui8>
    return %3 : tensor<2xui8>
  }
  func.func @bitcast_ui32(%x: tensor<2xf32>) -> tensor<2xui32> {
    %n = arith.negf %x : tensor<2xf32>
    %r = tensor.bitcast %n : tensor<2xf32> to tensor<2xui32>
    return %r : tensor<2xui32>
  }
  func.func @const_ui8() -> tensor<2xui8> {
    %r = arith.constant dense<[201, 7]> : tensor<2xui8>
    return %r : tensor<2xui8>
  }
}
