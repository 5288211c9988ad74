// tensor.generate with a large result (64x128, over the 4,096 elements that
// are expanded): the body once, at a symbolic point of the result, its
// block arguments the point's coordinates. The same values from a
// linalg.generic with linalg.index validate; a mutant is caught. UB of the
// body at some point (a division by i - 5) is UB at the point the check
// looks at, an under-approximation of the source's UB, so a candidate
// counterexample against it is not confirmed: inconclusive, saying why.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @generate: valid{{$}}
// CHECK-DAG: @generate_mutant: invalid: target result #0 (tensor<64x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]
// CHECK-DAG: @generate_ub: inconclusive: a candidate counterexample {{.*}} is not confirmed: the source may have undefined behaviour at another point of a large tensor
// CHECK: summary: 1 valid, 1 invalid, 0 unsupported, 1 inconclusive

//--- src.mlir
func.func @generate(%a: i32) -> tensor<64x128xi32> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c2 = arith.constant 2 : i32
    %m = arith.muli %jj, %c2 : i32
    %s = arith.addi %ii, %m : i32
    %r = arith.addi %s, %a : i32
    tensor.yield %r : i32
  } : tensor<64x128xi32>
  return %t : tensor<64x128xi32>
}
func.func @generate_mutant(%a: i32) -> tensor<64x128xi32> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %c2 = arith.constant 2 : i32
    %m = arith.muli %jj, %c2 : i32
    %s = arith.addi %ii, %m : i32
    %r = arith.addi %s, %a : i32
    tensor.yield %r : i32
  } : tensor<64x128xi32>
  return %t : tensor<64x128xi32>
}
func.func @generate_ub(%a: i32) -> tensor<64x128xi32> {
  %t = tensor.generate {
  ^bb0(%i: index, %j: index):
    %ii = arith.index_cast %i : index to i32
    %c5 = arith.constant 5 : i32
    %d = arith.subi %ii, %c5 : i32
    %q = arith.divsi %a, %d : i32
    tensor.yield %q : i32
  } : tensor<64x128xi32>
  return %t : tensor<64x128xi32>
}

//--- tgt.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @generate(%a: i32) -> tensor<64x128xi32> {
  %e = tensor.empty() : tensor<64x128xi32>
  %t = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<64x128xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s0 = arith.addi %jj, %jj : i32
    %s = arith.addi %s0, %ii : i32
    %r = arith.addi %a, %s : i32
    linalg.yield %r : i32
  } -> tensor<64x128xi32>
  return %t : tensor<64x128xi32>
}
func.func @generate_mutant(%a: i32) -> tensor<64x128xi32> {
  %e = tensor.empty() : tensor<64x128xi32>
  %t = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<64x128xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %jj = arith.index_cast %j : index to i32
    %s0 = arith.addi %jj, %ii : i32
    %s = arith.addi %s0, %ii : i32
    %r = arith.addi %a, %s : i32
    linalg.yield %r : i32
  } -> tensor<64x128xi32>
  return %t : tensor<64x128xi32>
}
func.func @generate_ub(%a: i32) -> tensor<64x128xi32> {
  %c = arith.constant dense<7> : tensor<64x128xi32>
  return %c : tensor<64x128xi32>
}
