// tosa.resize (TOSA 1.0 RESIZE): per output point y = oy * scale_y_d +
// offset_y, iy = floor(y / scale_y_n), ry = y - iy * scale_y_n, the rows
// max(iy, 0) and min(iy + 1, IH - 1) (x likewise). NEAREST_NEIGHBOR takes
// the second where 2 * ry >= scale_y_n (floats: ry / scale_y_n >= 0.5 in the
// element type); integer BILINEAR sums the four inputs weighted by
// (scale_n - r) and r per axis, exactly; float BILINEAR interpolates in
// tosa-to-linalg's order (x first), each step rounded (a choice: the
// specification bounds the error, not the order). tosa-to-linalg's lowerings
// validate; a mutant of each is caught.
//
// A miscompilation: with a negative offset, tosa-to-linalg's integer
// BILINEAR divides with arith.divsi (toward zero) where RESIZE's idiv_floor
// rounds down, so at y < 0 the remainder is negative and the weights are not
// an interpolation (-128 at [0, 0] gives -3584 instead of -1920). The float
// lowering uses floordivsi but remsi, a negative fraction there: its result
// differs from the pseudocode's only by rounding (a -0.0 becomes +0.0), a
// difference that rests on the IEEE choice.
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg)" remarks=true})' %t/src.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS
// PASS-DAG: @nearest_i8 is valid
// PASS-DAG: @nearest_f16 is valid
// PASS-DAG: @bilinear_i8 is valid
// PASS-DAG: @bilinear_f32 is valid
// PASS-DAG: @nearest_i8_negoff is valid
// PASS-NOT: invalid
// RUN: %mlir-refine %t/src.mlir %t/mutants.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt
// MUT-DAG: @nearest_i8: invalid: target result #0 (tensor<1x3x5x1xi8>) differs at
// MUT-DAG: @nearest_f16: invalid
// MUT-DAG: @bilinear_i8: invalid
// MUT-DAG: @bilinear_f32: invalid
// MUT-DAG: @nearest_i8_negoff: invalid
// MUT: summary: 0 valid, 5 invalid, 0 unsupported, 0 inconclusive
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg)"})' %t/bug.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BUG
// BUG-DAG: miscompiled @bilinear_i8_negoff: target result #0 (tensor<1x3x5x1xi32>) differs at [0, {{[0-9]}}, {{[0-9]}}, 0]
// BUG-DAG: miscompiled @bilinear_f32_negoff: target result #0 (tensor<1x3x5x1xf32>) differs at

//--- src.mlir
func.func @nearest_i8(%x: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi8> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xi8>
  return %r : tensor<1x3x5x1xi8>
}
func.func @nearest_f16(%x: tensor<1x2x3x1xf16>) -> tensor<1x3x5x1xf16> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xf16>
  return %r : tensor<1x3x5x1xf16>
}
func.func @bilinear_i8(%x: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi32> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xi32>
  return %r : tensor<1x3x5x1xi32>
}
func.func @bilinear_f32(%x: tensor<1x2x3x1xf32>) -> tensor<1x3x5x1xf32> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x3x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xf32>
  return %r : tensor<1x3x5x1xf32>
}
func.func @nearest_i8_negoff(%x: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi8> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xi8>
  return %r : tensor<1x3x5x1xi8>
}

//--- bug.mlir
func.func @bilinear_i8_negoff(%x: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi32> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xi32>
  return %r : tensor<1x3x5x1xi32>
}
func.func @bilinear_f32_negoff(%x: tensor<1x2x3x1xf32>) -> tensor<1x3x5x1xf32> {
  %scale = tosa.const_shape {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[-1, -2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x3x1xf32>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xf32>
  return %r : tensor<1x3x5x1xf32>
}

//--- mutants.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @nearest_i8(%arg0: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi8> {
    %0 = tosa.const_shape  {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x3x5x1xi8>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x3x5x1xi8>) {
    ^bb0(%out: i8):
      %5 = linalg.index 0 : index
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c0_i8 = arith.constant 0 : i8
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.index_cast %7 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32_1 = arith.constant 3 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %c2_i32_5 = arith.constant 2 : i32
      %11 = arith.muli %9, %c2_i32_0 : i32
      %12 = arith.addi %11, %c0_i32_2 : i32
      %13 = arith.divsi %12, %c3_i32 : i32
      %14 = arith.muli %13, %c3_i32 : i32
      %15 = arith.subi %12, %14 : i32
      %16 = arith.muli %10, %c3_i32_1 : i32
      %17 = arith.addi %16, %c0_i32_3 : i32
      %18 = arith.divsi %17, %c5_i32 : i32
      %19 = arith.muli %18, %c5_i32 : i32
      %20 = arith.subi %17, %19 : i32
      %c1_i32_6 = arith.constant 1 : i32
      %21 = arith.shli %15, %c1_i32_6 : i32
      %22 = arith.cmpi sge, %21, %c3_i32 : i32
      %23 = arith.select %22, %c0_i32, %c1_i32_6 : i32
      %24 = arith.addi %13, %23 : i32
      %25 = arith.maxsi %c0_i32, %24 : i32
      %26 = arith.minsi %c1_i32, %25 : i32
      %27 = arith.index_cast %26 : i32 to index
      %28 = arith.shli %20, %c1_i32_6 : i32
      %29 = arith.cmpi sge, %28, %c5_i32 : i32
      %30 = arith.select %29, %c1_i32_6, %c0_i32 : i32
      %31 = arith.addi %18, %30 : i32
      %32 = arith.maxsi %c0_i32, %31 : i32
      %33 = arith.minsi %c2_i32, %32 : i32
      %34 = arith.index_cast %33 : i32 to index
      %extracted = tensor.extract %arg0[%5, %27, %34, %8] : tensor<1x2x3x1xi8>
      linalg.yield %extracted : i8
    } -> tensor<1x3x5x1xi8>
    return %4 : tensor<1x3x5x1xi8>
  }
  func.func @nearest_f16(%arg0: tensor<1x2x3x1xf16>) -> tensor<1x3x5x1xf16> {
    %0 = tosa.const_shape  {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x3x5x1xf16>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x3x5x1xf16>) {
    ^bb0(%out: f16):
      %5 = linalg.index 0 : index
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f16
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.index_cast %7 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32_1 = arith.constant 3 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %c2_i32_5 = arith.constant 2 : i32
      %11 = arith.muli %9, %c2_i32_0 : i32
      %12 = arith.addi %11, %c0_i32_2 : i32
      %13 = arith.floordivsi %12, %c3_i32 : i32
      %14 = arith.remsi %12, %c3_i32 : i32
      %15 = arith.sitofp %14 : i32 to f16
      %16 = arith.uitofp %c3_i32 : i32 to f16
      %17 = arith.divf %15, %16 : f16
      %18 = arith.muli %10, %c3_i32_1 : i32
      %19 = arith.addi %18, %c0_i32_3 : i32
      %20 = arith.floordivsi %19, %c5_i32 : i32
      %21 = arith.remsi %19, %c5_i32 : i32
      %22 = arith.sitofp %21 : i32 to f16
      %23 = arith.uitofp %c5_i32 : i32 to f16
      %24 = arith.divf %22, %23 : f16
      %c1_i32_6 = arith.constant 1 : i32
      %cst_7 = arith.constant 5.000000e-01 : f16
      %25 = arith.cmpf olt, %17, %cst_7 : f16
      %26 = arith.select %25, %c1_i32_6, %c0_i32 : i32
      %27 = arith.addi %13, %26 : i32
      %28 = arith.maxsi %c0_i32, %27 : i32
      %29 = arith.minsi %c1_i32, %28 : i32
      %30 = arith.index_cast %29 : i32 to index
      %cst_8 = arith.constant 5.000000e-01 : f16
      %31 = arith.cmpf oge, %24, %cst_8 : f16
      %32 = arith.select %31, %c1_i32_6, %c0_i32 : i32
      %33 = arith.addi %20, %32 : i32
      %34 = arith.maxsi %c0_i32, %33 : i32
      %35 = arith.minsi %c2_i32, %34 : i32
      %36 = arith.index_cast %35 : i32 to index
      %extracted = tensor.extract %arg0[%5, %30, %36, %8] : tensor<1x2x3x1xf16>
      linalg.yield %extracted : f16
    } -> tensor<1x3x5x1xf16>
    return %4 : tensor<1x3x5x1xf16>
  }
  func.func @bilinear_i8(%arg0: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi32> {
    %0 = tosa.const_shape  {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x3x5x1xi32>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x3x5x1xi32>) {
    ^bb0(%out: i32):
      %5 = linalg.index 0 : index
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c0_i32_0 = arith.constant 0 : i32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.index_cast %7 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32_1 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32_2 = arith.constant 3 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c0_i32_4 = arith.constant 0 : i32
      %c1_i32_5 = arith.constant 1 : i32
      %c2_i32_6 = arith.constant 2 : i32
      %11 = arith.muli %9, %c2_i32_1 : i32
      %12 = arith.addi %11, %c0_i32_3 : i32
      %13 = arith.divsi %12, %c3_i32 : i32
      %14 = arith.muli %13, %c3_i32 : i32
      %15 = arith.subi %12, %14 : i32
      %16 = arith.muli %10, %c3_i32_2 : i32
      %17 = arith.addi %16, %c0_i32_4 : i32
      %18 = arith.divsi %17, %c5_i32 : i32
      %19 = arith.muli %18, %c5_i32 : i32
      %20 = arith.subi %17, %19 : i32
      %c1_i32_7 = arith.constant 1 : i32
      %21 = arith.addi %13, %c1_i32_7 : i32
      %22 = arith.maxsi %c0_i32, %13 : i32
      %23 = arith.minsi %c1_i32, %22 : i32
      %24 = arith.maxsi %c0_i32, %21 : i32
      %25 = arith.minsi %c1_i32, %24 : i32
      %26 = arith.index_cast %23 : i32 to index
      %27 = arith.index_cast %25 : i32 to index
      %28 = arith.addi %18, %c1_i32_7 : i32
      %29 = arith.maxsi %c0_i32, %18 : i32
      %30 = arith.minsi %c2_i32, %29 : i32
      %31 = arith.maxsi %c0_i32, %28 : i32
      %32 = arith.minsi %c2_i32, %31 : i32
      %33 = arith.index_cast %30 : i32 to index
      %34 = arith.index_cast %32 : i32 to index
      %extracted = tensor.extract %arg0[%5, %26, %33, %8] : tensor<1x2x3x1xi8>
      %extracted_8 = tensor.extract %arg0[%5, %26, %34, %8] : tensor<1x2x3x1xi8>
      %extracted_9 = tensor.extract %arg0[%5, %27, %33, %8] : tensor<1x2x3x1xi8>
      %extracted_10 = tensor.extract %arg0[%5, %27, %34, %8] : tensor<1x2x3x1xi8>
      %35 = arith.extsi %extracted : i8 to i32
      %36 = arith.extsi %extracted_8 : i8 to i32
      %37 = arith.extsi %extracted_9 : i8 to i32
      %38 = arith.extsi %extracted_10 : i8 to i32
      %39 = arith.subi %c5_i32, %20 : i32
      %40 = arith.muli %35, %39 : i32
      %41 = arith.muli %36, %20 : i32
      %42 = arith.addi %40, %41 : i32
      %43 = arith.subi %c5_i32, %20 : i32
      %44 = arith.muli %37, %43 : i32
      %45 = arith.muli %38, %20 : i32
      %46 = arith.addi %44, %45 : i32
      %47 = arith.subi %c5_i32, %15 : i32
      %48 = arith.muli %42, %47 : i32
      %49 = arith.muli %46, %15 : i32
      %50 = arith.addi %48, %49 : i32
      linalg.yield %50 : i32
    } -> tensor<1x3x5x1xi32>
    return %4 : tensor<1x3x5x1xi32>
  }
  func.func @bilinear_f32(%arg0: tensor<1x2x3x1xf32>) -> tensor<1x3x5x1xf32> {
    %0 = tosa.const_shape  {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x3x5x1xf32>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x3x5x1xf32>) {
    ^bb0(%out: f32):
      %5 = linalg.index 0 : index
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %cst = arith.constant 0.000000e+00 : f32
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.index_cast %7 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32_1 = arith.constant 3 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %c2_i32_5 = arith.constant 2 : i32
      %11 = arith.muli %9, %c2_i32_0 : i32
      %12 = arith.addi %11, %c0_i32_2 : i32
      %13 = arith.floordivsi %12, %c3_i32 : i32
      %14 = arith.remsi %12, %c3_i32 : i32
      %15 = arith.sitofp %14 : i32 to f32
      %16 = arith.uitofp %c3_i32 : i32 to f32
      %17 = arith.divf %15, %16 : f32
      %18 = arith.muli %10, %c3_i32_1 : i32
      %19 = arith.addi %18, %c0_i32_3 : i32
      %20 = arith.floordivsi %19, %c5_i32 : i32
      %21 = arith.remsi %19, %c5_i32 : i32
      %22 = arith.sitofp %21 : i32 to f32
      %23 = arith.uitofp %c5_i32 : i32 to f32
      %24 = arith.divf %22, %23 : f32
      %c1_i32_6 = arith.constant 1 : i32
      %25 = arith.addi %13, %c1_i32_6 : i32
      %26 = arith.maxsi %c0_i32, %13 : i32
      %27 = arith.minsi %c1_i32, %26 : i32
      %28 = arith.maxsi %c0_i32, %25 : i32
      %29 = arith.minsi %c1_i32, %28 : i32
      %30 = arith.index_cast %27 : i32 to index
      %31 = arith.index_cast %29 : i32 to index
      %32 = arith.addi %20, %c1_i32_6 : i32
      %33 = arith.maxsi %c0_i32, %20 : i32
      %34 = arith.minsi %c2_i32, %33 : i32
      %35 = arith.maxsi %c0_i32, %32 : i32
      %36 = arith.minsi %c2_i32, %35 : i32
      %37 = arith.index_cast %34 : i32 to index
      %38 = arith.index_cast %36 : i32 to index
      %extracted = tensor.extract %arg0[%5, %30, %37, %8] : tensor<1x2x3x1xf32>
      %extracted_7 = tensor.extract %arg0[%5, %30, %38, %8] : tensor<1x2x3x1xf32>
      %extracted_8 = tensor.extract %arg0[%5, %31, %37, %8] : tensor<1x2x3x1xf32>
      %extracted_9 = tensor.extract %arg0[%5, %31, %38, %8] : tensor<1x2x3x1xf32>
      %cst_10 = arith.constant 1.000000e+00 : f32
      %39 = arith.subf %cst_10, %17 : f32
      %40 = arith.mulf %extracted, %39 : f32
      %41 = arith.mulf %extracted_7, %24 : f32
      %42 = arith.addf %40, %41 : f32
      %43 = arith.subf %cst_10, %24 : f32
      %44 = arith.mulf %extracted_8, %43 : f32
      %45 = arith.mulf %extracted_9, %24 : f32
      %46 = arith.addf %44, %45 : f32
      %47 = arith.subf %cst_10, %17 : f32
      %48 = arith.mulf %42, %47 : f32
      %49 = arith.mulf %46, %17 : f32
      %50 = arith.addf %48, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<1x3x5x1xf32>
    return %4 : tensor<1x3x5x1xf32>
  }
  func.func @nearest_i8_negoff(%arg0: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi8> {
    %0 = tosa.const_shape  {values = dense<[3, 2, 5, 3]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %1 = tosa.const_shape  {values = dense<[-1, -2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tensor.empty() : tensor<1x3x5x1xi8>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<1x3x5x1xi8>) {
    ^bb0(%out: i8):
      %5 = linalg.index 0 : index
      %6 = linalg.index 1 : index
      %7 = linalg.index 2 : index
      %8 = linalg.index 3 : index
      %c0_i32 = arith.constant 0 : i32
      %c0_i8 = arith.constant 0 : i8
      %c1_i32 = arith.constant 1 : i32
      %c2_i32 = arith.constant 2 : i32
      %9 = arith.index_cast %6 : index to i32
      %10 = arith.index_cast %7 : index to i32
      %c3_i32 = arith.constant 3 : i32
      %c2_i32_0 = arith.constant 2 : i32
      %c5_i32 = arith.constant 5 : i32
      %c3_i32_1 = arith.constant 3 : i32
      %c-1_i32 = arith.constant -1 : i32
      %c-2_i32 = arith.constant -2 : i32
      %c0_i32_2 = arith.constant 0 : i32
      %c0_i32_3 = arith.constant 0 : i32
      %11 = arith.muli %9, %c2_i32_0 : i32
      %12 = arith.addi %11, %c-1_i32 : i32
      %13 = arith.divsi %12, %c3_i32 : i32
      %14 = arith.muli %13, %c3_i32 : i32
      %15 = arith.subi %12, %14 : i32
      %16 = arith.muli %10, %c3_i32_1 : i32
      %17 = arith.addi %16, %c-2_i32 : i32
      %18 = arith.divsi %17, %c5_i32 : i32
      %19 = arith.muli %18, %c5_i32 : i32
      %20 = arith.subi %17, %19 : i32
      %c1_i32_4 = arith.constant 1 : i32
      %21 = arith.shli %15, %c1_i32_4 : i32
      %22 = arith.cmpi sge, %21, %c3_i32 : i32
      %23 = arith.select %22, %c1_i32_4, %c0_i32 : i32
      %24 = arith.addi %13, %23 : i32
      %25 = arith.maxsi %c0_i32, %24 : i32
      %26 = arith.minsi %c1_i32, %25 : i32
      %27 = arith.index_cast %26 : i32 to index
      %28 = arith.shli %20, %c1_i32_4 : i32
      %29 = arith.cmpi sge, %28, %c5_i32 : i32
      %30 = arith.select %29, %c0_i32, %c1_i32_4 : i32
      %31 = arith.addi %18, %30 : i32
      %32 = arith.maxsi %c0_i32, %31 : i32
      %33 = arith.minsi %c2_i32, %32 : i32
      %34 = arith.index_cast %33 : i32 to index
      %extracted = tensor.extract %arg0[%5, %27, %34, %8] : tensor<1x2x3x1xi8>
      linalg.yield %extracted : i8
    } -> tensor<1x3x5x1xi8>
    return %4 : tensor<1x3x5x1xi8>
  }
}

