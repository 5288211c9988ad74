// Upstream MLIR 22 vector passes on reductions and contractions, checked
// through the plugin (semantics: src/semantics/vector_reduce.rs; float sums
// fold from the accumulator, then the elements in row-major order, as the
// LLVM lowering of vector.reduction does).
//
// - test-vector-break-down-reduction-patterns: reductions of two elements
//   become extracts and scalar arith ops. Valid, except a float `add` with an
//   accumulator: the pattern adds the accumulator last, `(x0 + x1) + acc`,
//   where the LLVM lowering (`llvm.vector.reduce.fadd(acc, v)`) adds it
//   first; the two round differently (checked by hand: x = [-2.7, 0.1], acc
//   = -11.3 give 0xc15e6666 and 0xc15e6667).
// - test-vector-chained-reduction-folding-patterns: `reduction(b,
//   reduction(a, acc))` becomes `reduction(a + b, acc)`. Valid on integers;
//   on floats it reorders the sum (upstream says "may not always produce
//   bit-identical results"), caught.
// - test-vector-reduction-to-contract-patterns and
//   test-vector-contraction-prepare-for-mmt-lowering: multi_reduction of a
//   product into contract, transposes folded into indexing maps. Valid,
//   but for a float sum, resting on the orders: multi_reduction folds from
//   its accumulator (as lower-vector-multi-reduction computes), contract
//   adds it last (as its text says and its default LLVM lowering
//   computes), so the rewrite moves the accumulator: caught.
// - canonicalize: one-element reductions and unit reduced dimensions become
//   arith ops, and the folder returns the source of a 1-D multi_reduction
//   with no reduced dimension; valid (a multi_reduction with no reduced
//   dimension is the identity, the meaning upstream settled in
//   llvm-project PR #188983 for issue #129415). Two rewrites are caught:
//   `addf(contract(a, b, 0.0), c)` into `contract(a, b, c)` drops the
//   addition of +0.0, which turns a sum of products of -0.0 into +0.0 (the
//   accumulator comes last, as the text says: (p0 + p1 + 0.0) + c; so only
//   signed zeros differ: with products -0.0 and c = -0.0 the source gives
//   +0.0 and the target -0.0; a constant operand makes the solver find it
//   at once), and the
//   2-D multi_reduction with no reduced dimension, which the folder of MLIR
//   22 does not fold, becomes `acc + v` by the unit-dimension pattern: v =
//   acc = [1, 1, 1, 1] gives [1, 1, 1, 1] in the source and [2, 2, 2, 2] in
//   the target (test/passes/canonicalize-multi-reduction-no-dims-bug.mlir).
// - test-vector-to-vector-lowering folds the 1-D multi_reduction with no
//   reduced dimension to its source: valid.
// - test-vector-unrolling-patterns and test-vector-scan-lowering emit
//   vector.extract_strided_slice and vector.insert_strided_slice. Valid,
//   but for the float contraction unrolled along its reduction dimension:
//   each unrolled contraction is the next one's accumulator, so the sum
//   starts at the accumulator where the contraction adds it last (resting
//   on that reading of "adds this intermediate result to the
//   accumulator"): caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-break-down-reduction-patterns)" remarks=true})' %t/breakdown.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BREAK
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-chained-reduction-folding-patterns)" remarks=true})' %t/chained.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CHAIN
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-reduction-to-contract-patterns)" remarks=true})' %t/contract.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOCONTRACT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-contraction-prepare-for-mmt-lowering)" remarks=true})' %t/contract.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MMT
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %t/canon.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-to-vector-lowering)" remarks=true})' %t/nodims.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOVEC
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-unrolling-patterns)" remarks=true})' %t/contract.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNROLL
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-scan-lowering)" remarks=true})' %t/scan.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCAN

// BREAK-DAG: error: verify-translation: stage 'func.func(test-vector-break-down-reduction-patterns)' miscompiled @two_f32_acc: target result #0 is -13.900001 (0xc15e6667) where the source result is -13.9 (0xc15e6666)
// BREAK-DAG: @two_mul_i32 is valid{{$}}
// BREAK-DAG: @two_minnumf is valid (abstract floating point)
// BREAK-DAG: @two_maximumf is valid (abstract floating point)
// BREAK-DAG: @two_xor_2d is valid{{$}}

// CHAIN-DAG: error: verify-translation: stage 'func.func(test-vector-chained-reduction-folding-patterns)' miscompiled @chained_f32: target result #0 is
// CHAIN-DAG: note: counterexample input %arg0 : vector<4xf32> = [
// CHAIN-DAG: @chained_i32 is valid{{$}}

// TOCONTRACT-DAG: miscompiled @mr_of_mul_f32: target result #0 is
// TOCONTRACT-DAG: @mr_of_mul_i32 is valid{{$}}
// TOCONTRACT-DAG: @contract_of_transpose is valid{{$}}

// MMT-DAG: @contract_mm_i32 is valid{{$}}
// MMT-DAG: @contract_mm_f32 is valid (abstract floating point)
// MMT-DAG: @contract_of_transpose is valid{{$}}

// CANON-DAG: @single_element_add_f32 is valid (abstract floating point)
// CANON-DAG: @single_element_no_acc is valid (abstract floating point)
// CANON-DAG: @single_element_minsi is valid{{$}}
// CANON-DAG: @multi_unit_dim is valid (abstract floating point)
// CANON-DAG: @multi_no_dims is valid{{$}}
// CANON-DAG: @contract_zero_acc_plus_c_i32 is valid{{$}}
// CANON-DAG: miscompiled @multi_no_dims_2d: target result #0 is [2 (0x02), 2 (0x02), 2 (0x02), 2 (0x02)] where the source result is [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CANON-DAG: miscompiled @contract_zero_acc_plus_c_f32: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)

// TOVEC: @multi_no_dims is valid{{$}}

// UNROLL-DAG: @contract_mm_i32 is {{valid$|unsupported, not checked: target: op 'vector.(extract|insert)_strided_slice' is not modelled}}
// UNROLL-DAG: miscompiled @contract_mm_f32: target result #0 is
// UNROLL-DAG: @mr_of_mul_i32 is {{valid$|unsupported, not checked: target: op 'vector.(extract|insert)_strided_slice' is not modelled}}

// SCAN-DAG: @scan_incl is {{valid$|unsupported, not checked: target: op 'vector.(extract|insert)_strided_slice' is not modelled}}
// SCAN-DAG: @scan_excl_f32 is {{valid \(abstract floating point\)|unsupported, not checked: target: op 'vector.(extract|insert)_strided_slice' is not modelled}}

//--- breakdown.mlir
func.func @two_f32_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @two_mul_i32(%v: vector<2xi32>) -> i32 {
  %r = vector.reduction <mul>, %v : vector<2xi32> into i32
  return %r : i32
}
func.func @two_minnumf(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <minnumf>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @two_maximumf(%v: vector<2xf16>) -> f16 {
  %r = vector.reduction <maximumf>, %v : vector<2xf16> into f16
  return %r : f16
}
func.func @two_xor_2d(%v: vector<1x2xi8>) -> i8 {
  %s = vector.shape_cast %v : vector<1x2xi8> to vector<2xi8>
  %r = vector.reduction <xor>, %s : vector<2xi8> into i8
  return %r : i8
}

//--- chained.mlir
func.func @chained_f32(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32) -> f32 {
  %r0 = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  %r1 = vector.reduction <add>, %b, %r0 : vector<4xf32> into f32
  return %r1 : f32
}
func.func @chained_i32(%a: vector<4xi32>, %b: vector<4xi32>, %acc: i32) -> i32 {
  %r0 = vector.reduction <add>, %a, %acc : vector<4xi32> into i32
  %r1 = vector.reduction <add>, %b, %r0 : vector<4xi32> into i32
  return %r1 : i32
}

//--- contract.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_mm_i32(%a: vector<4x4xi32>, %b: vector<4x4xi32>, %c: vector<4x4xi32>) -> vector<4x4xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x4xi32>, vector<4x4xi32> into vector<4x4xi32>
  return %r : vector<4x4xi32>
}
func.func @contract_mm_f32(%a: vector<4x4xf32>, %b: vector<4x4xf32>, %c: vector<4x4xf32>) -> vector<4x4xf32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x4xf32>, vector<4x4xf32> into vector<4x4xf32>
  return %r : vector<4x4xf32>
}
func.func @mr_of_mul_f32(%a: vector<2x4xf32>, %b: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %m = arith.mulf %a, %b : vector<2x4xf32>
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<2x4xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_of_mul_i32(%a: vector<2x4xi32>, %b: vector<2x4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %m = arith.muli %a, %b : vector<2x4xi32>
  %r = vector.multi_reduction <add>, %m, %acc [1] : vector<2x4xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @contract_of_transpose(%a: vector<4x2xi32>, %b: vector<4x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %t = vector.transpose %a, [1, 0] : vector<4x2xi32> to vector<2x4xi32>
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %t, %b, %c : vector<2x4xi32>, vector<4x2xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}

//--- canon.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @single_element_add_f32(%v: vector<1xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<1xf32> into f32
  return %r : f32
}
func.func @single_element_no_acc(%v: vector<1xf32>) -> f32 {
  %r = vector.reduction <maximumf>, %v : vector<1xf32> into f32
  return %r : f32
}
func.func @single_element_minsi(%v: vector<1xi8>, %acc: i8) -> i8 {
  %r = vector.reduction <minsi>, %v, %acc : vector<1xi8> into i8
  return %r : i8
}
func.func @multi_unit_dim(%v: vector<2x1xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <mul>, %v, %acc [1] : vector<2x1xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @multi_no_dims(%v: vector<2xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @contract_zero_acc_plus_c_i32(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %z = arith.constant dense<0> : vector<2x2xi32>
  %m = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  %r = arith.addi %m, %c : vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @contract_zero_acc_plus_c_f32(%b: vector<2xf32>, %c: f32) -> f32 {
  %a = arith.constant dense<[-0.0, -0.0]> : vector<2xf32>
  %z = arith.constant 0.0 : f32
  %m = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %z : vector<2xf32>, vector<2xf32> into f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}
func.func @multi_no_dims_2d(%v: vector<2x2xi8>, %acc: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8>
  return %r : vector<2x2xi8>
}

//--- scan.mlir
func.func @scan_incl(%v: vector<2x3xi32>, %i: vector<2xi32>) -> (vector<2x3xi32>, vector<2xi32>) {
  %r:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i64} : vector<2x3xi32>, vector<2xi32>
  return %r#0, %r#1 : vector<2x3xi32>, vector<2xi32>
}
func.func @scan_excl_f32(%v: vector<3x2xf32>, %i: vector<2xf32>) -> (vector<3x2xf32>, vector<2xf32>) {
  %r:2 = vector.scan <mul>, %v, %i {inclusive = false, reduction_dim = 0 : i64} : vector<3x2xf32>, vector<2xf32>
  return %r#0, %r#1 : vector<3x2xf32>, vector<2xf32>
}

//--- nodims.mlir
func.func @multi_no_dims(%v: vector<2xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
