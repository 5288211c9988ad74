// Mutants of generic forms: each target below is a linalg.generic that is
// close to the named op's generic form but means something else, and must
// be caught with the first differing element.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @matmul_subtracts: invalid: target result #0 (tensor<2x2xi32>) differs at [
// CHECK-DAG: @matmul_unsigned_as_signed: invalid: target result #0 (tensor<2x2xi32>) differs at [
// CHECK-DAG: @conv_kernel_transposed: invalid: target result #0 (tensor<1x2x2x1xi32>) differs at [
// CHECK-DAG: @transpose_as_copy: invalid: target result #0 (tensor<3x3xi32>) differs at [
// CHECK-DAG: @reduce_other_dim: invalid: target result #0 (tensor<3xi32>) differs at [
// CHECK-DAG: @broadcast_other_dim: invalid: target result #0 (tensor<3x3xi32>) differs at [
// CHECK-DAG: @fill_zero: invalid: target result #0 (tensor<2x3xi32>) differs at [
// CHECK-DAG: @index_swapped: invalid: target result #0 (tensor<3x3xindex>) differs at [
// CHECK-DAG: @pool_max_as_min: invalid: target result #0 (tensor<1x2x2x1xi32>) differs at [
// CHECK-DAG: @parallel_reads_init: invalid: target result #0 (tensor<4xi32>) differs at [
// CHECK: summary: 0 valid, 10 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @matmul_subtracts(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @matmul_unsigned_as_signed(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @conv_kernel_transposed(%in: tensor<1x3x3x1xi8>, %k: tensor<2x2x1x1xi8>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %k : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @transpose_as_copy(%a: tensor<3x3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.transpose ins(%a : tensor<3x3xi32>) outs(%init : tensor<3x3xi32>) permutation = [1, 0]
  return %0 : tensor<3x3xi32>
}
func.func @reduce_other_dim(%a: tensor<3x3xi32>, %init: tensor<3xi32>) -> tensor<3xi32> {
  %0 = linalg.reduce ins(%a : tensor<3x3xi32>) outs(%init : tensor<3xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<3xi32>
}
func.func @broadcast_other_dim(%a: tensor<3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.broadcast ins(%a : tensor<3xi32>) outs(%init : tensor<3x3xi32>) dimensions = [1]
  return %0 : tensor<3x3xi32>
}
func.func @fill_zero(%x: i32) -> tensor<2x3xi32> {
  %e = tensor.empty() : tensor<2x3xi32>
  %0 = linalg.fill ins(%x : i32) outs(%e : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @index_swapped(%e: tensor<3x3xindex>) -> tensor<3x3xindex> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x3xindex>
  return %0 : tensor<3x3xindex>
}
func.func @pool_max_as_min(%in: tensor<1x3x3x1xi32>, %w: tensor<2x2xi32>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
// A parallel op whose body ignores the init element.
func.func @parallel_reads_init(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32) {
      linalg.yield %x : i32
    }
  return %0 : tensor<4xi32>
}

//--- tgt.mlir
#mk = affine_map<(d0, d1, d2) -> (d0, d2)>
#kn = affine_map<(d0, d1, d2) -> (d2, d1)>
#mn = affine_map<(d0, d1, d2) -> (d0, d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#t2 = affine_map<(d0, d1) -> (d1, d0)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#scalar2 = affine_map<(d0, d1) -> ()>
func.func @matmul_subtracts(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%c : tensor<2x2xi32>) {
  ^bb0(%x: i32, %y: i32, %acc: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.subi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @matmul_unsigned_as_signed(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %m = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @conv_kernel_transposed(%in: tensor<1x3x3x1xi8>, %k: tensor<2x2x1x1xi8>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d4, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%in, %k : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>) outs(%o : tensor<1x2x2x1xi32>) {
  ^bb0(%x: i8, %y: i8, %acc: i32):
    %xe = arith.extsi %x : i8 to i32
    %ye = arith.extsi %y : i8 to i32
    %m = arith.muli %xe, %ye : i32
    %s = arith.addi %acc, %m : i32
    linalg.yield %s : i32
  } -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @transpose_as_copy(%a: tensor<3x3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3x3xi32>) outs(%init : tensor<3x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}
func.func @reduce_other_dim(%a: tensor<3x3xi32>, %init: tensor<3xi32>) -> tensor<3xi32> {
  %0 = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]} ins(%a : tensor<3x3xi32>) outs(%init : tensor<3xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  } -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @broadcast_other_dim(%a: tensor<3xi32>, %init: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.generic {indexing_maps = [#col, #id2], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<3xi32>) outs(%init : tensor<3x3xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}
func.func @fill_zero(%x: i32) -> tensor<2x3xi32> {
  %c0 = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2x3xi32>
  %0 = linalg.generic {indexing_maps = [#scalar2, #id2], iterator_types = ["parallel", "parallel"]} ins(%c0 : i32) outs(%e : tensor<2x3xi32>) {
  ^bb0(%v: i32, %o: i32):
    linalg.yield %v : i32
  } -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @index_swapped(%e: tensor<3x3xindex>) -> tensor<3x3xindex> {
  %0 = linalg.generic {indexing_maps = [#id2], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<3x3xindex>) {
  ^bb0(%o: index):
    %i = linalg.index 1 : index
    %j = linalg.index 0 : index
    %s = arith.subi %i, %j : index
    linalg.yield %s : index
  } -> tensor<3x3xindex>
  return %0 : tensor<3x3xindex>
}
func.func @pool_max_as_min(%in: tensor<1x3x3x1xi32>, %w: tensor<2x2xi32>, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %w : tensor<1x3x3x1xi32>, tensor<2x2xi32>) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @parallel_reads_init(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32) {
      %s = arith.addi %x, %y : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<4xi32>
}
