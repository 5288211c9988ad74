// vector.mask around the maskable ops of src/semantics/vector_reduce.rs
// (MaskableOpInterface in VectorOps.td: contract, reduction,
// multi_reduction, outerproduct; transfers and gathers: transfer_mask.mlir).
// vector.mask: the mask "determines which vector lanes should execute the
// maskable operation"; the encoder's reading, which MLIR's lowerings follow:
// a masked-off lane takes no part in a fold (each step is `on ? acc <kind> x
// : acc`), so a result with no active lane is its accumulator;
// - multi_reduction: one mask lane per source element; with no reduced
//   dimension the op is the identity and a masked-off result lane is
//   poison (ODS's "left unmodified" gives no value);
// - contract: one mask lane per iteration point (iterators' order);
// - outerproduct: one lane per result element; masked off, the lane is the
//   accumulator's, or poison without an accumulator;
// - reduction on floats with an accumulator: the active lanes folded from
//   it; adding +0.0 for the masked-off lanes instead differs on -0.0.
// A poison mask lane makes poison what it decides.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=60000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @mr_rows_active_only: valid{{$}}
// CHECK-DAG: @mr_all_off_is_acc: valid{{$}}
// CHECK-DAG: @mr_f32_as_selects: valid (abstract floating point)
// CHECK-DAG: @mr_no_dims_identity: valid{{$}}
// CHECK-DAG: @mr_no_dims_off_lanes_free: valid{{$}}
// CHECK-DAG: @mr_poison_mask_lane: valid{{$}}
// CHECK-DAG: @dot_masked_products: valid{{$}}
// CHECK-DAG: @matmul_first_k_only: valid{{$}}
// CHECK-DAG: @outer_off_is_acc: valid{{$}}
// CHECK-DAG: @outer_no_acc_off_free: valid (abstract floating point)
// CHECK-DAG: @fadd_acc_as_selects: valid (abstract floating point)
// CHECK-DAG: @mr_ignores_mask: invalid: target result #0 is
// CHECK-DAG: @mr_no_dims_adds_acc: invalid: target result #0 is [2 (0x02), 2 (0x02), 2 (0x02), 2 (0x02)] where the source result is [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CHECK-DAG: @mr_unit_dim_off_is_source: invalid: target result #0 is
// CHECK-DAG: @matmul_mask_ignored: invalid: target result #0 is
// CHECK-DAG: @outer_off_is_zero: invalid: target result #0 is
// CHECK-DAG: @fadd_off_lanes_plus_zero: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @mr_unit_dim_off_is_source
// DIAG: note: counterexample input %arg2 : vector<2x1xi1> = [false (0),

//--- src.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
func.func @mr_rows_active_only(%v: vector<2x3xi8>, %acc: vector<2xi8>, %m: vector<2x3xi1>) -> vector<2xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi8> to vector<2xi8> } : vector<2x3xi1> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @mr_all_off_is_acc(%v: vector<2x2xi8>, %acc: i8) -> i8 {
  %m = vector.constant_mask [0, 0] : vector<2x2xi1>
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [0, 1] : vector<2x2xi8> to i8 } : vector<2x2xi1> -> i8
  return %r : i8
}
func.func @mr_f32_as_selects(%v: vector<2x2xf32>, %acc: vector<2xf32>, %m: vector<2x2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<2x2xf32> to vector<2xf32> } : vector<2x2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_no_dims_identity(%v: vector<2x2xi8>, %acc: vector<2x2xi8>, %m: vector<2x2xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8> } : vector<2x2xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mr_no_dims_off_lanes_free(%v: vector<4xi8>, %acc: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [] : vector<4xi8> to vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mr_poison_mask_lane(%v: vector<2xi8>, %acc: i8) -> i8 {
  %t = arith.constant true
  %p = ub.poison : i1
  %m = vector.from_elements %t, %p : vector<2xi1>
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [0] : vector<2xi8> to i8 } : vector<2xi1> -> i8
  return %r : i8
}
func.func @dot_masked_products(%a: vector<4xi8>, %b: vector<4xi8>, %c: i8, %m: vector<4xi1>) -> i8 {
  %r = vector.mask %m { vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<4xi8>, vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @matmul_first_k_only(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %m = vector.constant_mask [2, 2, 1] : vector<2x2x2xi1>
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8> } : vector<2x2x2xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @outer_off_is_acc(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @outer_no_acc_off_free(%a: vector<2xf32>, %b: f32, %m: vector<2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.outerproduct %a, %b : vector<2xf32>, f32 } : vector<2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @fadd_acc_as_selects(%v: vector<2xf32>, %acc: f32, %m: vector<2xi1>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<2xf32> into f32 } : vector<2xi1> -> f32
  return %r : f32
}
func.func @mr_ignores_mask(%v: vector<2x2xf32>, %acc: vector<2xf32>, %m: vector<2x2xi1>) -> vector<2xf32> {
  %r = vector.mask %m { vector.multi_reduction <maxnumf>, %v, %acc [1] : vector<2x2xf32> to vector<2xf32> } : vector<2x2xi1> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_no_dims_adds_acc(%v: vector<2x2xi8>, %acc: vector<2x2xi8>, %m: vector<2x2xi1>) -> vector<2x2xi8> {
  %r = vector.mask %m { vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8> } : vector<2x2xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mr_unit_dim_off_is_source(%v: vector<2x1xi8>, %acc: vector<2xi8>, %m: vector<2x1xi1>) -> vector<2xi8> {
  %r = vector.mask %m { vector.multi_reduction <mul>, %v, %acc [1] : vector<2x1xi8> to vector<2xi8> } : vector<2x1xi1> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @matmul_mask_ignored(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %m = vector.constant_mask [2, 2, 1] : vector<2x2x2xi1>
  %r = vector.mask %m { vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8> } : vector<2x2x2xi1> -> vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @outer_off_is_zero(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %r = vector.mask %m { vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8> } : vector<2x3xi1> -> vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @fadd_off_lanes_plus_zero(%v: vector<2xf32>, %acc: f32, %m: vector<2xi1>) -> f32 {
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<2xf32> into f32 } : vector<2xi1> -> f32
  return %r : f32
}

//--- tgt.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @mr_rows_active_only(%v: vector<2x3xi8>, %acc: vector<2xi8>, %m: vector<2x3xi1>) -> vector<2xi8> {
  %z = arith.constant dense<0> : vector<2x3xi8>
  %s = arith.select %m, %v, %z : vector<2x3xi1>, vector<2x3xi8>
  %r = vector.multi_reduction <add>, %s, %acc [1] : vector<2x3xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @mr_all_off_is_acc(%v: vector<2x2xi8>, %acc: i8) -> i8 {
  return %acc : i8
}
func.func @mr_f32_as_selects(%v: vector<2x2xf32>, %acc: vector<2xf32>, %m: vector<2x2xi1>) -> vector<2xf32> {
  %v0 = vector.extract %v[0] : vector<2xf32> from vector<2x2xf32>
  %v1 = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  %m0 = vector.extract %m[0] : vector<2xi1> from vector<2x2xi1>
  %m1 = vector.extract %m[1] : vector<2xi1> from vector<2x2xi1>
  %s0 = arith.addf %acc, %v0 : vector<2xf32>
  %r0 = arith.select %m0, %s0, %acc : vector<2xi1>, vector<2xf32>
  %s1 = arith.addf %r0, %v1 : vector<2xf32>
  %r1 = arith.select %m1, %s1, %r0 : vector<2xi1>, vector<2xf32>
  return %r1 : vector<2xf32>
}
func.func @mr_no_dims_identity(%v: vector<2x2xi8>, %acc: vector<2x2xi8>, %m: vector<2x2xi1>) -> vector<2x2xi8> {
  return %v : vector<2x2xi8>
}
func.func @mr_no_dims_off_lanes_free(%v: vector<4xi8>, %acc: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = arith.select %m, %v, %acc : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mr_poison_mask_lane(%v: vector<2xi8>, %acc: i8) -> i8 {
  %r = ub.poison : i8
  return %r : i8
}
func.func @dot_masked_products(%a: vector<4xi8>, %b: vector<4xi8>, %c: i8, %m: vector<4xi1>) -> i8 {
  %z = arith.constant dense<0> : vector<4xi8>
  %p = arith.muli %a, %b : vector<4xi8>
  %s = arith.select %m, %p, %z : vector<4xi1>, vector<4xi8>
  %r = vector.reduction <add>, %s, %c : vector<4xi8> into i8
  return %r : i8
}
func.func @matmul_first_k_only(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %t = vector.transpose %a, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
  %col = vector.extract %t[0] : vector<2xi8> from vector<2x2xi8>
  %row = vector.extract %b[0] : vector<2xi8> from vector<2x2xi8>
  %r = vector.outerproduct %col, %row, %c : vector<2xi8>, vector<2xi8>
  return %r : vector<2x2xi8>
}
func.func @outer_off_is_acc(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %o = vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8>
  %r = arith.select %m, %o, %acc : vector<2x3xi1>, vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @outer_no_acc_off_free(%a: vector<2xf32>, %b: f32, %m: vector<2xi1>) -> vector<2xf32> {
  %r = vector.outerproduct %a, %b : vector<2xf32>, f32
  return %r : vector<2xf32>
}
func.func @fadd_acc_as_selects(%v: vector<2xf32>, %acc: f32, %m: vector<2xi1>) -> f32 {
  %x:2 = vector.to_elements %v : vector<2xf32>
  %k:2 = vector.to_elements %m : vector<2xi1>
  %s0 = arith.addf %acc, %x#0 : f32
  %r0 = arith.select %k#0, %s0, %acc : f32
  %s1 = arith.addf %r0, %x#1 : f32
  %r1 = arith.select %k#1, %s1, %r0 : f32
  return %r1 : f32
}
func.func @mr_ignores_mask(%v: vector<2x2xf32>, %acc: vector<2xf32>, %m: vector<2x2xi1>) -> vector<2xf32> {
  %r = vector.multi_reduction <maxnumf>, %v, %acc [1] : vector<2x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_no_dims_adds_acc(%v: vector<2x2xi8>, %acc: vector<2x2xi8>, %m: vector<2x2xi1>) -> vector<2x2xi8> {
  %s = arith.addi %acc, %v : vector<2x2xi8>
  %r = arith.select %m, %s, %v : vector<2x2xi1>, vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @mr_unit_dim_off_is_source(%v: vector<2x1xi8>, %acc: vector<2xi8>, %m: vector<2x1xi1>) -> vector<2xi8> {
  %k = vector.shape_cast %m : vector<2x1xi1> to vector<2xi1>
  %x = vector.shape_cast %v : vector<2x1xi8> to vector<2xi8>
  %p = arith.muli %acc, %x : vector<2xi8>
  %r = arith.select %k, %p, %x : vector<2xi1>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @matmul_mask_ignored(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @outer_off_is_zero(%a: vector<2xi8>, %b: vector<3xi8>, %acc: vector<2x3xi8>, %m: vector<2x3xi1>) -> vector<2x3xi8> {
  %z = arith.constant dense<0> : vector<2x3xi8>
  %o = vector.outerproduct %a, %b, %acc : vector<2xi8>, vector<3xi8>
  %r = arith.select %m, %o, %z : vector<2x3xi1>, vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @fadd_off_lanes_plus_zero(%v: vector<2xf32>, %acc: f32, %m: vector<2xi1>) -> f32 {
  %z = arith.constant dense<0.0> : vector<2xf32>
  %s = arith.select %m, %v, %z : vector<2xi1>, vector<2xf32>
  %r = vector.reduction <add>, %s, %acc : vector<2xf32> into f32
  return %r : f32
}
