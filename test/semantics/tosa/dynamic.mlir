// TOSA ops on dynamically shaped tensors. In each shape case (every `?` a
// size from 1 to 3) an op's result shape is what the op's shape inference
// computes from its operands (TOSA 1.0: broadcasting §1, the window rule
// of CONV2D/pooling, RESHAPE's inferred -1, CONCAT along the axis, ...);
// operand shapes the specification calls an error (ERROR_IF: sizes that do
// not broadcast, a window that does not fit) are UB at run time. The
// targets are tosa-to-linalg-named, tosa-to-linalg, tosa-to-tensor and
// tosa-to-arith's output (whose broadcasting tests a dynamic size in an
// scf.if, a condition known in each case), and hand-made mutants of it.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @abs_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @add_broadcast: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @reduce_sum_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @matmul_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @concat_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @reshape_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @transpose_dynamic: valid (bounded: dynamic sizes 1 to 3)
// A height of 1 is below the kernel's 2: UB in the source (the target
// computes a huge size there, which is fine).
// CHECK-DAG: @conv_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @abs_min_not_max: invalid: target result #0 (tensor<{{[1-3]}}xi32>) differs at
// CHECK-DAG: @add_broadcast_wrong_test: invalid: target result #0 (tensor<{{[1-3]}}x{{[1-3]}}xi32>) differs at
// CHECK-DAG: @add_without_broadcast: invalid: the target has undefined behaviour ('linalg.generic' on operands whose sizes disagree along loop 0) where the source has none
// CHECK-DAG: @reduce_sum_from_one: invalid: target result #0 (tensor<1x3xi32>) differs at [0, {{[0-2]}}]: target
// CHECK-DAG: @concat_swapped: invalid: target result #0 (tensor<{{[2-6]}}x2xi8>) differs at
// A case where the target makes a tensor without elements (not modelled)
// does not hide the counterexample of a later case.
// CHECK-DAG: @conv_output_one_row_short: invalid: target result #0 has shape tensor<1x{{[12]}}x2x1xi32> where the source's has tensor<1x{{[23]}}x2x1xi32>
// CHECK: summary: 8 valid (8 bounded), 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @abs_dynamic(%a: tensor<?xi32>) -> tensor<?xi32> {
  %r = tosa.abs %a : (tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @add_broadcast(%a: tensor<?x?xi32>, %b: tensor<?x1xi32>) -> tensor<?x?xi32> {
  %r = tosa.add %a, %b : (tensor<?x?xi32>, tensor<?x1xi32>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
func.func @reduce_sum_dynamic(%a: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @matmul_dynamic(%a: tensor<1x?x2xi32>, %b: tensor<1x2x?xi32>) -> tensor<1x?x?xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x?x2xi32>, tensor<1x2x?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x?x?xi32>
  return %r : tensor<1x?x?xi32>
}
func.func @concat_dynamic(%a: tensor<?x2xi8>, %b: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %r = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x2xi8>, tensor<?x2xi8>) -> tensor<?x2xi8>
  return %r : tensor<?x2xi8>
}
func.func @reshape_dynamic(%a: tensor<?x2xi8>) -> tensor<?xi8> {
  %s = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %a, %s : (tensor<?x2xi8>, !tosa.shape<1>) -> tensor<?xi8>
  return %r : tensor<?xi8>
}
func.func @transpose_dynamic(%a: tensor<?x2xi8>) -> tensor<2x?xi8> {
  %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<?x2xi8>) -> tensor<2x?xi8>
  return %r : tensor<2x?xi8>
}
func.func @conv_dynamic(%x: tensor<1x?x3x1xi32>, %w: tensor<1x2x2x1xi32>, %b: tensor<1xi32>) -> tensor<1x?x2x1xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x?x3x1xi32>, tensor<1x2x2x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x?x2x1xi32>
  return %r : tensor<1x?x2x1xi32>
}
func.func @abs_min_not_max(%a: tensor<?xi32>) -> tensor<?xi32> {
  %r = tosa.abs %a : (tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @add_broadcast_wrong_test(%a: tensor<?x?xi32>, %b: tensor<?x1xi32>) -> tensor<?x?xi32> {
  %r = tosa.add %a, %b : (tensor<?x?xi32>, tensor<?x1xi32>) -> tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
func.func @add_without_broadcast(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = tosa.add %a, %b : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
  return %r : tensor<?xi8>
}
func.func @reduce_sum_from_one(%a: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %r = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<?x3xi32>) -> tensor<1x3xi32>
  return %r : tensor<1x3xi32>
}
func.func @concat_swapped(%a: tensor<?x2xi8>, %b: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %r = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?x2xi8>, tensor<?x2xi8>) -> tensor<?x2xi8>
  return %r : tensor<?x2xi8>
}
func.func @conv_output_one_row_short(%x: tensor<1x?x3x1xi32>, %w: tensor<1x2x2x1xi32>, %b: tensor<1xi32>) -> tensor<1x?x2x1xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x?x3x1xi32>, tensor<1x2x2x1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x?x2x1xi32>
  return %r : tensor<1x?x2x1xi32>
}

//--- tgt.mlir
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (0)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @abs_dynamic(%arg0: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xi32>
  %0 = tensor.empty(%dim) : tensor<?xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xi32>) outs(%0 : tensor<?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.subi %c0_i32, %in : i32
    %3 = arith.maxsi %in, %2 : i32
    linalg.yield %3 : i32
  } -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
func.func @add_broadcast(%arg0: tensor<?x?xi32>, %arg1: tensor<?x1xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %dim_0 = tensor.dim %arg1, %c0 : tensor<?x1xi32>
  %0 = arith.maxui %dim, %dim_0 : index
  %c1 = arith.constant 1 : index
  %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %dim_2 = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %1 = arith.cmpi eq, %dim_2, %c1 : index
  %2 = scf.if %1 -> (tensor<?x?xi32>) {
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xi32>
    %9 = tensor.empty(%0, %dim_6) : tensor<?x?xi32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xi32>) outs(%9 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    scf.yield %10 : tensor<?x?xi32>
  } else {
    scf.yield %arg0 : tensor<?x?xi32>
  }
  %dim_3 = tensor.dim %2, %c1 : tensor<?x?xi32>
  %3 = arith.cmpi eq, %dim_3, %c1 : index
  %4 = scf.if %3 -> (tensor<?x?xi32>) {
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %2, %c0_5 : tensor<?x?xi32>
    %9 = tensor.empty(%dim_6, %dim_1) : tensor<?x?xi32>
    %10 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x?xi32>) outs(%9 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    scf.yield %10 : tensor<?x?xi32>
  } else {
    scf.yield %2 : tensor<?x?xi32>
  }
  %dim_4 = tensor.dim %arg1, %c0 : tensor<?x1xi32>
  %5 = arith.cmpi eq, %dim_4, %c1 : index
  %6 = scf.if %5 -> (tensor<?x1xi32>) {
    %9 = tensor.empty(%0) : tensor<?x1xi32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x1xi32>) outs(%9 : tensor<?x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x1xi32>
    scf.yield %10 : tensor<?x1xi32>
  } else {
    scf.yield %arg1 : tensor<?x1xi32>
  }
  %7 = tensor.empty(%0, %dim_1) : tensor<?x?xi32>
  %8 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<?x?xi32>, tensor<?x1xi32>) outs(%7 : tensor<?x?xi32>) {
  ^bb0(%in: i32, %in_5: i32, %out: i32):
    %9 = arith.addi %in, %in_5 : i32
    linalg.yield %9 : i32
  } -> tensor<?x?xi32>
  return %8 : tensor<?x?xi32>
}
func.func @reduce_sum_dynamic(%arg0: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %0 = tensor.empty() : tensor<3xi32>
  %c0_i32 = arith.constant 0 : i32
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<3xi32>) -> tensor<3xi32>
  %reduced = linalg.reduce ins(%arg0 : tensor<?x3xi32>) outs(%1 : tensor<3xi32>) dimensions = [0] 
    (%in: i32, %init: i32) {
      %2 = arith.addi %in, %init : i32
      linalg.yield %2 : i32
    }
  %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
  return %expanded : tensor<1x3xi32>
}
func.func @matmul_dynamic(%arg0: tensor<1x?x2xi32>, %arg1: tensor<1x2x?xi32>) -> tensor<1x?x?xi32> {
  %cst = arith.constant dense<0> : tensor<1xi32>
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg0, %c1 : tensor<1x?x2xi32>
  %c2 = arith.constant 2 : index
  %dim_0 = tensor.dim %arg1, %c2 : tensor<1x2x?xi32>
  %c0_i32 = arith.constant 0 : i32
  %0 = tensor.empty(%dim, %dim_0) : tensor<1x?x?xi32>
  %1 = linalg.fill ins(%c0_i32 : i32) outs(%0 : tensor<1x?x?xi32>) -> tensor<1x?x?xi32>
  %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<1x?x2xi32>, tensor<1x2x?xi32>) outs(%1 : tensor<1x?x?xi32>) -> tensor<1x?x?xi32>
  return %2 : tensor<1x?x?xi32>
}
func.func @concat_dynamic(%arg0: tensor<?x2xi8>, %arg1: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %c0 = arith.constant 0 : index
  %c0_0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0_0 : tensor<?x2xi8>
  %dim_1 = tensor.dim %arg1, %c0 : tensor<?x2xi8>
  %0 = arith.addi %dim, %dim_1 : index
  %1 = tensor.empty(%0) : tensor<?x2xi8>
  %c0_2 = arith.constant 0 : index
  %dim_3 = tensor.dim %arg0, %c0_2 : tensor<?x2xi8>
  %inserted_slice = tensor.insert_slice %arg0 into %1[0, 0] [%dim_3, 2] [1, 1] : tensor<?x2xi8> into tensor<?x2xi8>
  %c0_4 = arith.constant 0 : index
  %dim_5 = tensor.dim %arg1, %c0_4 : tensor<?x2xi8>
  %inserted_slice_6 = tensor.insert_slice %arg1 into %inserted_slice[%dim, 0] [%dim_5, 2] [1, 1] : tensor<?x2xi8> into tensor<?x2xi8>
  return %inserted_slice_6 : tensor<?x2xi8>
}
func.func @reshape_dynamic(%arg0: tensor<?x2xi8>) -> tensor<?xi8> {
  %0 = tosa.const_shape  {values = dense<-1> : tensor<1xindex>} : () -> !tosa.shape<1>
  %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x2xi8> into tensor<?xi8>
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %collapsed, %c0 : tensor<?xi8>
  %c1 = arith.constant 1 : index
  return %collapsed : tensor<?xi8>
}
func.func @transpose_dynamic(%arg0: tensor<?x2xi8>) -> tensor<2x?xi8> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x2xi8>
  %0 = tensor.empty(%dim) : tensor<2x?xi8>
  %transposed = linalg.transpose ins(%arg0 : tensor<?x2xi8>) outs(%0 : tensor<2x?xi8>) permutation = [1, 0] 
  return %transposed : tensor<2x?xi8>
}
func.func @conv_dynamic(%arg0: tensor<1x?x3x1xi32>, %arg1: tensor<1x2x2x1xi32>, %arg2: tensor<1xi32>) -> tensor<1x?x2x1xi32> {
  %cst = arith.constant dense<0> : tensor<1xi32>
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg0, %c1 : tensor<1x?x3x1xi32>
  %c1_0 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c1_1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %0 = arith.addi %dim, %c0 : index
  %c0_2 = arith.constant 0 : index
  %1 = arith.addi %0, %c0_2 : index
  %2 = arith.subi %c2, %c1_1 : index
  %c1_3 = arith.constant 1 : index
  %3 = arith.muli %c1_3, %2 : index
  %4 = arith.addi %3, %c1_1 : index
  %5 = arith.subi %1, %4 : index
  %c1_4 = arith.constant 1 : index
  %6 = arith.divui %5, %c1_4 : index
  %7 = arith.addi %6, %c1_1 : index
  %8 = tensor.empty(%7) : tensor<1x?x2x1xi32>
  %9 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1xi32>) outs(%8 : tensor<1x?x2x1xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x?x2x1xi32>
  %10 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x?x3x1xi32>, tensor<1x2x2x1xi32>) outs(%9 : tensor<1x?x2x1xi32>) -> tensor<1x?x2x1xi32>
  return %10 : tensor<1x?x2x1xi32>
}
// maxsi became minsi.
func.func @abs_min_not_max(%arg0: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?xi32>
  %0 = tensor.empty(%dim) : tensor<?xi32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<?xi32>) outs(%0 : tensor<?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %c0_i32 = arith.constant 0 : i32
    %2 = arith.subi %c0_i32, %in : i32
    %3 = arith.minsi %in, %2 : i32
    linalg.yield %3 : i32
  } -> tensor<?xi32>
  return %1 : tensor<?xi32>
}
// The first operand is broadcast when its dimension 0 is NOT 1 (eq
// became ne): row 0 is repeated.
func.func @add_broadcast_wrong_test(%arg0: tensor<?x?xi32>, %arg1: tensor<?x1xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %dim_0 = tensor.dim %arg1, %c0 : tensor<?x1xi32>
  %0 = arith.maxui %dim, %dim_0 : index
  %c1 = arith.constant 1 : index
  %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?xi32>
  %dim_2 = tensor.dim %arg0, %c0 : tensor<?x?xi32>
  %1 = arith.cmpi ne, %dim_2, %c1 : index
  %2 = scf.if %1 -> (tensor<?x?xi32>) {
    %c1_5 = arith.constant 1 : index
    %dim_6 = tensor.dim %arg0, %c1_5 : tensor<?x?xi32>
    %9 = tensor.empty(%0, %dim_6) : tensor<?x?xi32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<?x?xi32>) outs(%9 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    scf.yield %10 : tensor<?x?xi32>
  } else {
    scf.yield %arg0 : tensor<?x?xi32>
  }
  %dim_3 = tensor.dim %2, %c1 : tensor<?x?xi32>
  %3 = arith.cmpi eq, %dim_3, %c1 : index
  %4 = scf.if %3 -> (tensor<?x?xi32>) {
    %c0_5 = arith.constant 0 : index
    %dim_6 = tensor.dim %2, %c0_5 : tensor<?x?xi32>
    %9 = tensor.empty(%dim_6, %dim_1) : tensor<?x?xi32>
    %10 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<?x?xi32>) outs(%9 : tensor<?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x?xi32>
    scf.yield %10 : tensor<?x?xi32>
  } else {
    scf.yield %2 : tensor<?x?xi32>
  }
  %dim_4 = tensor.dim %arg1, %c0 : tensor<?x1xi32>
  %5 = arith.cmpi eq, %dim_4, %c1 : index
  %6 = scf.if %5 -> (tensor<?x1xi32>) {
    %9 = tensor.empty(%0) : tensor<?x1xi32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?x1xi32>) outs(%9 : tensor<?x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<?x1xi32>
    scf.yield %10 : tensor<?x1xi32>
  } else {
    scf.yield %arg1 : tensor<?x1xi32>
  }
  %7 = tensor.empty(%0, %dim_1) : tensor<?x?xi32>
  %8 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4, %6 : tensor<?x?xi32>, tensor<?x1xi32>) outs(%7 : tensor<?x?xi32>) {
  ^bb0(%in: i32, %in_5: i32, %out: i32):
    %9 = arith.addi %in, %in_5 : i32
    linalg.yield %9 : i32
  } -> tensor<?x?xi32>
  return %8 : tensor<?x?xi32>
}
// An elementwise addition that does not broadcast a size-1 operand: it
// reads %b out of bounds when %b has 1 element and %a more.
func.func @add_without_broadcast(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi8>
  %e = tensor.empty(%n) : tensor<?xi8>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%a, %b : tensor<?xi8>, tensor<?xi8>) outs(%e : tensor<?xi8>) {
  ^bb0(%x: i8, %y: i8, %o: i8):
    %s = arith.addi %x, %y : i8
    linalg.yield %s : i8
  } -> tensor<?xi8>
  return %r : tensor<?xi8>
}
// The accumulator starts at 1.
func.func @reduce_sum_from_one(%arg0: tensor<?x3xi32>) -> tensor<1x3xi32> {
  %0 = tensor.empty() : tensor<3xi32>
  %c1_i32 = arith.constant 1 : i32
  %1 = linalg.fill ins(%c1_i32 : i32) outs(%0 : tensor<3xi32>) -> tensor<3xi32>
  %reduced = linalg.reduce ins(%arg0 : tensor<?x3xi32>) outs(%1 : tensor<3xi32>) dimensions = [0]
    (%in: i32, %init: i32) {
      %2 = arith.addi %in, %init : i32
      linalg.yield %2 : i32
    }
  %expanded = tensor.expand_shape %reduced [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
  return %expanded : tensor<1x3xi32>
}
// %b is placed first.
func.func @concat_swapped(%arg0: tensor<?x2xi8>, %arg1: tensor<?x2xi8>) -> tensor<?x2xi8> {
  %c0 = arith.constant 0 : index
  %dim = tensor.dim %arg0, %c0 : tensor<?x2xi8>
  %dim_1 = tensor.dim %arg1, %c0 : tensor<?x2xi8>
  %0 = arith.addi %dim, %dim_1 : index
  %1 = tensor.empty(%0) : tensor<?x2xi8>
  %s = tensor.insert_slice %arg1 into %1[0, 0] [%dim_1, 2] [1, 1] : tensor<?x2xi8> into tensor<?x2xi8>
  %t = tensor.insert_slice %arg0 into %s[%dim_1, 0] [%dim, 2] [1, 1] : tensor<?x2xi8> into tensor<?x2xi8>
  return %t : tensor<?x2xi8>
}
// OH = IH - KH (the "+ 1" dropped): a result one row short.
func.func @conv_output_one_row_short(%arg0: tensor<1x?x3x1xi32>, %arg1: tensor<1x2x2x1xi32>, %arg2: tensor<1xi32>) -> tensor<1x?x2x1xi32> {
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg0, %c1 : tensor<1x?x3x1xi32>
  %c2 = arith.constant 2 : index
  %7 = arith.subi %dim, %c2 : index
  %8 = tensor.empty(%7) : tensor<1x?x2x1xi32>
  %9 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1xi32>) outs(%8 : tensor<1x?x2x1xi32>) {
  ^bb0(%in: i32, %out: i32):
    linalg.yield %in : i32
  } -> tensor<1x?x2x1xi32>
  %10 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x?x3x1xi32>, tensor<1x2x2x1xi32>) outs(%9 : tensor<1x?x2x1xi32>) -> tensor<1x?x2x1xi32>
  return %10 : tensor<1x?x2x1xi32>
}
