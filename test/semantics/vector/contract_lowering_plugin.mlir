// MLIR 22's three vector-level lowerings of vector.contract
// (transform.apply_patterns.vector.lower_contraction, run by the transform
// interpreter), checked through the plugin on an i32 and an f32 matmul.
// Integer sums wrap, so every order is one value: all three are valid on
// i32. On f32 they give three different roundings. VectorOps.td: "Computes
// the sum of products ... adds this intermediate result to the
// accumulator"; the encoder reads it as written: the rounded products in
// row-major order of the reduction iterators, then the accumulator (as the
// default LLVM lowering, vector-contract-lowering=dot, computes;
// src/semantics/vector_reduce.rs):
// - dot (vector.reduction of the products, then addf of the accumulator)
//   is valid;
// - parallelarith (vector.reduction of the products from the accumulator)
//   is caught, resting on that reading: element [1][1] rounds to
//   0xc08fae14 instead of 0xc08fae15;
// - outerproduct (a chain of vector.outerproduct, each a fused
//   multiply-add: "the rounding mode is enforced by guaranteeing that a
//   fused-multiply add operation is emitted") is caught: fma(0.1, 5.9, 3.0)
//   is not 3.0 + round(0.1 * 5.9).
//
// RUN: split-file --leading-lines %s %t
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true})' %t/parallelarith.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PAR
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true})' %t/dot.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DOT --implicit-check-not=error:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true})' %t/outerproduct.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=OUTER

// PAR-DAG: @matmul_i32 is valid{{$}}
// PAR-DAG: miscompiled @matmul_f32: target result #0 is [1.3 (0x3fa66666), -0.0056100003 (0xbbb7d418), 51.0 (0x424c0000), -4.49 (0xc08fae14)] where the source result is [1.3 (0x3fa66666), -0.0056100003 (0xbbb7d418), 51.0 (0x424c0000), -4.4900002 (0xc08fae15)]

// DOT-DAG: @matmul_i32 is valid{{$}}
// DOT-DAG: @matmul_f32 is valid (abstract floating point)

// OUTER-DAG: @matmul_i32 is valid{{$}}
// OUTER-DAG: miscompiled @matmul_f32: target result #0 is [
// OUTER-DAG: note: counterexample input %arg0 : vector<2x2xf32> = [

//--- dot.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @matmul_i32(%a: vector<4x4xi32>, %b: vector<4x4xi32>, %c: vector<4x4xi32>) -> vector<4x4xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x4xi32>, vector<4x4xi32> into vector<4x4xi32>
  return %r : vector<4x4xi32>
}
func.func @matmul_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "dot"
    } : !transform.any_op
    transform.yield
  }
}

//--- outerproduct.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @matmul_i32(%a: vector<4x4xi32>, %b: vector<4x4xi32>, %c: vector<4x4xi32>) -> vector<4x4xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x4xi32>, vector<4x4xi32> into vector<4x4xi32>
  return %r : vector<4x4xi32>
}
func.func @matmul_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
    } : !transform.any_op
    transform.yield
  }
}

//--- parallelarith.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @matmul_i32(%a: vector<4x4xi32>, %b: vector<4x4xi32>, %c: vector<4x4xi32>) -> vector<4x4xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x4xi32>, vector<4x4xi32> into vector<4x4xi32>
  return %r : vector<4x4xi32>
}
func.func @matmul_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "parallelarith"
    } : !transform.any_op
    transform.yield
  }
}

