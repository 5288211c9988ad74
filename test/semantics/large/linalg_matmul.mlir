// linalg structured ops on large tensors. A linalg.generic's indexing maps
// give "the mapping between the loops and the indexing within each view",
// and it "will always lower to loops" (LinalgStructuredOps.td, GenericOp;
// its matmul example: "C(m, n) += A(m, k) * B(k, n)"): at each point of
// the iteration space the body reads each input at map(point) and the
// output's current element, and a reduction loop folds into the output in
// loop order. On large tensors (or where the loop nest is too large to
// expand: 64³ here, on tensors of 4096 elements) the parallel loops are
// one symbolic point and the reduction is unrolled
// (src/semantics/linalg/lazy.rs). The target of @matmul_generalized is
// what `mlir-opt --linalg-generalize-named-ops` prints for the source,
// pasted; the mutants change its body, a map, or its init.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @matmul_generalized: valid{{$}}
// CHECK-DAG: @matmul_via_transpose: valid{{$}}
// CHECK-DAG: @matmul_f32_commuted: valid (IEEE-754){{$}}
// CHECK-DAG: @loop_nest_too_large: valid{{$}}
// CHECK-DAG: @reverse_by_map: valid{{$}}
// CHECK-DAG: @matmul_body_subi: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @matmul_b_transposed: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @matmul_init_dropped: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @loop_nest_too_large_mutant: invalid: target result #1 (tensor<4xi32>) differs at [{{[0-3]}}]:
// CHECK-DAG: @reverse_not_reversed: invalid: target result #0 (tensor<8192xi8>) differs at [{{[0-9]+}}]:
// CHECK: summary: 5 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @matmul_generalized(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x128xi32>, tensor<128x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @matmul_via_transpose(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x128xi32>, tensor<128x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @matmul_f32_commuted(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
// No tensor is large, but the matmul's 64³ loop nest is: every tensor of
// the pair is encoded lazily, the 4-element one too.
func.func @loop_nest_too_large(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %c: tensor<64x64xi32>, %x: tensor<4xi32>) -> (tensor<64x64xi32>, tensor<4xi32>) {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%c : tensor<64x64xi32>) -> tensor<64x64xi32>
  %z = arith.constant dense<0> : tensor<4xi32>
  %y = arith.addi %x, %z : tensor<4xi32>
  return %r, %y : tensor<64x64xi32>, tensor<4xi32>
}
func.func @reverse_by_map(%a: tensor<8192xi8>) -> tensor<8192xi8> {
  %r = tensor.extract_slice %a[8191] [8192] [-1] : tensor<8192xi8> to tensor<8192xi8>
  return %r : tensor<8192xi8>
}
func.func @matmul_body_subi(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x128xi32>, tensor<128x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @matmul_b_transposed(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x128xi32>, tensor<128x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @matmul_init_dropped(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x128xi32>, tensor<128x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @loop_nest_too_large_mutant(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %c: tensor<64x64xi32>, %x: tensor<4xi32>) -> (tensor<64x64xi32>, tensor<4xi32>) {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%c : tensor<64x64xi32>) -> tensor<64x64xi32>
  return %r, %x : tensor<64x64xi32>, tensor<4xi32>
}
func.func @reverse_not_reversed(%a: tensor<8192xi8>) -> tensor<8192xi8> {
  %r = tensor.extract_slice %a[8191] [8192] [-1] : tensor<8192xi8> to tensor<8192xi8>
  return %r : tensor<8192xi8>
}
//--- tgt.mlir
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#mapt = affine_map<(d0, d1, d2) -> (d1, d2)>
#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (8191 - d0)>
func.func @matmul_generalized(%arg0: tensor<128x128xi32>, %arg1: tensor<128x128xi32>, %arg2: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<128x128xi32>, tensor<128x128xi32>) outs(%arg2 : tensor<128x128xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.addi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<128x128xi32>
  return %0 : tensor<128x128xi32>
}
// B transposed first, read back through the transposed map; the multiply
// and the add commuted.
func.func @matmul_via_transpose(%arg0: tensor<128x128xi32>, %arg1: tensor<128x128xi32>, %arg2: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %e = tensor.empty() : tensor<128x128xi32>
  %t = linalg.transpose ins(%arg1 : tensor<128x128xi32>) outs(%e : tensor<128x128xi32>) permutation = [1, 0]
  %0 = linalg.generic {indexing_maps = [#map, #mapt, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %t : tensor<128x128xi32>, tensor<128x128xi32>) outs(%arg2 : tensor<128x128xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in_0, %in : i32
    %2 = arith.addi %1, %out : i32
    linalg.yield %2 : i32
  } -> tensor<128x128xi32>
  return %0 : tensor<128x128xi32>
}
// IEEE-754 addition and multiplication commute (the order of the sum is
// kept).
func.func @matmul_f32_commuted(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.generic {indexing_maps = [#map1, #map, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%b, %a : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %1, %out : f32
    linalg.yield %2 : f32
  } -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
func.func @loop_nest_too_large(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %c: tensor<64x64xi32>, %x: tensor<4xi32>) -> (tensor<64x64xi32>, tensor<4xi32>) {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%c : tensor<64x64xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.addi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<64x64xi32>
  return %0, %x : tensor<64x64xi32>, tensor<4xi32>
}
func.func @reverse_by_map(%a: tensor<8192xi8>) -> tensor<8192xi8> {
  %e = tensor.empty() : tensor<8192xi8>
  %r = linalg.generic {indexing_maps = [#rev, #id], iterator_types = ["parallel"]} ins(%a : tensor<8192xi8>) outs(%e : tensor<8192xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  } -> tensor<8192xi8>
  return %r : tensor<8192xi8>
}
func.func @matmul_body_subi(%arg0: tensor<128x128xi32>, %arg1: tensor<128x128xi32>, %arg2: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<128x128xi32>, tensor<128x128xi32>) outs(%arg2 : tensor<128x128xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.subi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<128x128xi32>
  return %0 : tensor<128x128xi32>
}
// B read as (j, k) instead of (k, j).
func.func @matmul_b_transposed(%arg0: tensor<128x128xi32>, %arg1: tensor<128x128xi32>, %arg2: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %0 = linalg.generic {indexing_maps = [#map, #mapt, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<128x128xi32>, tensor<128x128xi32>) outs(%arg2 : tensor<128x128xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.addi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<128x128xi32>
  return %0 : tensor<128x128xi32>
}
// The accumulator starts from 0, not from %c.
func.func @matmul_init_dropped(%arg0: tensor<128x128xi32>, %arg1: tensor<128x128xi32>, %arg2: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<128x128xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<128x128xi32>) -> tensor<128x128xi32>
  %r = linalg.matmul ins(%arg0, %arg1 : tensor<128x128xi32>, tensor<128x128xi32>) outs(%f : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @loop_nest_too_large_mutant(%a: tensor<64x64xi32>, %b: tensor<64x64xi32>, %c: tensor<64x64xi32>, %x: tensor<4xi32>) -> (tensor<64x64xi32>, tensor<4xi32>) {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xi32>, tensor<64x64xi32>) outs(%c : tensor<64x64xi32>) -> tensor<64x64xi32>
  %one = arith.constant dense<1> : tensor<4xi32>
  %y = arith.addi %x, %one : tensor<4xi32>
  return %r, %y : tensor<64x64xi32>, tensor<4xi32>
}
func.func @reverse_not_reversed(%a: tensor<8192xi8>) -> tensor<8192xi8> {
  %e = tensor.empty() : tensor<8192xi8>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8192xi8>) outs(%e : tensor<8192xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  } -> tensor<8192xi8>
  return %r : tensor<8192xi8>
}
