// Real MLIR 22 passes over masked ops (vector.mask around the maskable ops
// of src/semantics/vector_reduce.rs; their masked meaning is in that file's
// module comment and test/semantics/vector/masked_reduce.mlir), through the
// plugin:
// - lower-vector-multi-reduction, both strategies: masked multi_reductions
//   become masked vector.reductions (inner-reduction) or selects between
//   `acc <kind> x` and `acc` (inner-parallel); with no reduced dimension the
//   folder gives the source. All valid.
// - lower-vector-mask: drops an all-set constant mask, folds an all-clear
//   one to a constant; the masked reductions it leaves unchanged. Valid.
// - canonicalize: valid but for two masked multi_reductions, caught: with no
//   reduced dimension it gives `select(m, acc + v, v)` (the identity's
//   active lanes changed: v = acc = 1, m all set, gives 2 for 1), and with
//   a unit reduced dimension `select(m, acc * v, v)`, whose masked-off
//   lanes are the source's element instead of the accumulator
//   (test/passes/canonicalize-masked-multi-reduction-unit-dim-bug.mlir).
// - transform.apply_patterns.vector.lower_contraction with each strategy,
//   and lower_outerproduct: masked contractions become chains of masked
//   outer products, selects of `acc + a * b` and `acc`, or reductions of
//   masked products; masked outer products become selects. Valid on
//   integers and on outer products. On a float matmul every strategy is
//   caught: the masked dot and parallel-arith lowerings reduce from the
//   accumulator (`vector.reduction` with it as start value), where the
//   contraction adds it last (as VectorOps.td says, and as the unmasked dot
//   lowering computes: contract_lowering_plugin.mlir), resting on that
//   reading; the outerproduct strategy fuses multiply-adds (left out here).
//
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-multi-reduction{lowering-strategy=inner-reduction})" remarks=true timeout-ms=60000})' %t/reduce.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOWER --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-multi-reduction{lowering-strategy=inner-parallel})" remarks=true timeout-ms=60000})' %t/reduce.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOWER --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-mask)" remarks=true})' %t/consts.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MASK --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %t/reduce.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CANON
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %t/consts.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MASK --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true timeout-ms=60000})' %t/outerproduct.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CONTRACT --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true timeout-ms=60000})' %t/dot.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CONTRACT,CONTRACT-F32 --implicit-check-not=warning:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" remarks=true timeout-ms=60000})' %t/parallelarith.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefixes=CONTRACT,CONTRACT-F32 --implicit-check-not=warning:

// LOWER-DAG: @mr_rows is valid{{$}}
// LOWER-DAG: @mr_cols_f32 is valid (abstract floating point)
// LOWER-DAG: @mr_all_maxsi is valid{{$}}
// LOWER-DAG: @mr_1d_f32 is valid (abstract floating point)
// LOWER-DAG: @mr_no_dims is valid{{$}}
// LOWER-DAG: @mr_unit_dim is valid{{$}}

// MASK-DAG: @all_on is valid{{$}}
// MASK-DAG: @all_off is valid{{$}}
// MASK-DAG: @create_all_on is valid

// CANON-DAG: @mr_rows is valid (unchanged)
// CANON-DAG: @mr_cols_f32 is valid (unchanged)
// CANON-DAG: @red_f32_acc is valid (unchanged)
// CANON-DAG: miscompiled @mr_no_dims: target result #0 is [2 (0x02), 2 (0x02), 2 (0x02), 2 (0x02)] where the source result is [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CANON-DAG: miscompiled @mr_unit_dim: target result #0 is

// CONTRACT-DAG: @mm_i8 is valid{{$}}
// CONTRACT-F32-DAG: miscompiled @mm_f32: target result #0 is
// CONTRACT-DAG: @dot_i32 is valid{{$}}
// CONTRACT-DAG: @outer_i8 is valid{{$}}
// CONTRACT-DAG: @outer_f32 is valid (abstract floating point)
// CONTRACT-DAG: @outer_noacc is valid{{$}}
// CONTRACT-DAG: @axpy_max is valid{{$}}

//--- reduce.mlir
func.func @mr_rows(%v: vector<2x3xi8>, %acc: vector<2xi8>, %m: vector<2x3xi1>) -> vector<2xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi8> to vector<2xi8> } : vector<2x3xi1> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @mr_cols_f32(%v: vector<3x2xf32>, %acc: vector<2xf32>, %m: vector<3x2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<3x2xf32> to vector<2xf32> } : vector<3x2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_all_maxsi(%v: vector<2x2xi8>, %acc: i8, %m: vector<2x2xi1>) -> i8 {
  %r = vector.mask %m { vector.multi_reduction <maxsi>, %v, %acc [0, 1] : vector<2x2xi8> to i8 } : vector<2x2xi1> -> i8
  return %r : i8
}
func.func @mr_1d_f32(%v: vector<4xf32>, %acc: f32, %m: vector<4xi1>) -> f32 {
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0] : vector<4xf32> to f32 } : vector<4xi1> -> f32
  return %r : f32
}
func.func @mr_no_dims(%v: vector<2x2xi8>, %acc: vector<2x2xi8>, %m: vector<2x2xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8> } : vector<2x2xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mr_unit_dim(%v: vector<2x1xi8>, %acc: vector<2xi8>, %m: vector<2x1xi1>) -> vector<2xi8> {
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [1] : vector<2x1xi8> to vector<2xi8> } : vector<2x1xi1> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @red_f32_acc(%v: vector<4xf32>, %acc: f32, %m: vector<4xi1>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %r : f32
}

//--- consts.mlir
func.func @all_on(%v: vector<2x3xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %m = vector.constant_mask [2, 3] : vector<2x3xi1>
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi8> to vector<2xi8> } : vector<2x3xi1> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @all_off(%v: vector<4xi8>, %acc: i8) -> i8 {
  %m = vector.constant_mask [0] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <xor>, %v, %acc : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @create_all_on(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>) -> vector<2x3xi8> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = vector.create_mask %c2, %c3 : vector<2x3xi1>
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}

//--- outerproduct.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
func.func @mm_i8(%a: vector<2x3xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi8>, %m: vector<2x2x3xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi8> } : vector<2x2x3xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @dot_i32(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %r = vector.mask %m { vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32
}
func.func @outer_i8(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @outer_f32(%a: vector<2xf32>, %b: vector<2xf32>, %acc: vector<2x2xf32>, %m: vector<2x2xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<2xf32> } : vector<2x2xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @outer_noacc(%a: vector<2xi8>, %b: vector<3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @axpy_max(%a: vector<4xi8>, %b: i8, %acc: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxsi>} : vector<4xi8>, i8 } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "outerproduct"
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.yield
  }
}

//--- dot.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
func.func @mm_i8(%a: vector<2x3xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi8>, %m: vector<2x2x3xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi8> } : vector<2x2x3xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mm_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x2xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32> } : vector<2x2x2xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @dot_i32(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %r = vector.mask %m { vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32
}
func.func @outer_i8(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @outer_f32(%a: vector<2xf32>, %b: vector<2xf32>, %acc: vector<2x2xf32>, %m: vector<2x2xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<2xf32> } : vector<2x2xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @outer_noacc(%a: vector<2xi8>, %b: vector<3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @axpy_max(%a: vector<4xi8>, %b: i8, %acc: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxsi>} : vector<4xi8>, i8 } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "dot"
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.yield
  }
}

//--- parallelarith.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
func.func @mm_i8(%a: vector<2x3xi8>, %b: vector<3x2xi8>, %c: vector<2x2xi8>, %m: vector<2x2x3xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xi8>, vector<3x2xi8> into vector<2x2xi8> } : vector<2x2x3xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mm_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>, %m: vector<2x2x2xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32> } : vector<2x2x2xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @dot_i32(%a: vector<4xi32>, %b: vector<4xi32>, %c: i32, %m: vector<4xi1>) -> i32 {
  %r = vector.mask %m { vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<4xi32>, vector<4xi32> into i32 } : vector<4xi1> -> i32
  return %r : i32
}
func.func @outer_i8(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @outer_f32(%a: vector<2xf32>, %b: vector<2xf32>, %acc: vector<2x2xf32>, %m: vector<2x2xi1>) -> vector<2x2xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xf32>, vector<2xf32> } : vector<2x2xi1> -> vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @outer_noacc(%a: vector<2xi8>, %b: vector<3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @axpy_max(%a: vector<4xi8>, %b: i8, %acc: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxsi>} : vector<4xi8>, i8 } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %f {
      transform.apply_patterns.vector.lower_contraction lowering_strategy = "parallelarith"
      transform.apply_patterns.vector.lower_outerproduct
    } : !transform.any_op
    transform.yield
  }
}
