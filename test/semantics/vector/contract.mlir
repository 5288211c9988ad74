// vector.contract: "Computes the sum of products of vector elements along
// contracting dimension pairs from 2 vectors ... adds this intermediate
// result to the accumulator" with "An indexing map attribute ... from each
// iterator in the iterator type list, to each dimension of an N-D vector";
// the kind (default `add`) is "the combining function between the
// intermediate result and accumulator"; "If operands and the result have
// types of different bitwidths, operands are promoted ... For integer types
// ... the promotion happens via sign extension" (VectorOps.td,
// ContractionOp). The encoder's choices (src/semantics/vector_reduce.rs):
// the kind combines every product, as MLIR's unrolling and outer-product
// lowering do; on floats the fold starts at the accumulator and adds the
// rounded products in row-major order of the reduction iterators (ODS gives
// no order; a float sum with the accumulator added last is caught); floats
// are promoted by arith.extf. Integer products and sums wrap. A batch
// dimension (parallel, read by all three maps) pairs the slices of one batch.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @matmul_2x2x2: valid{{$}}
// CHECK-DAG: @transposed_lhs: valid{{$}}
// CHECK-DAG: @dot_mixed_i8_i32: valid{{$}}
// CHECK-DAG: @dot_f32_acc_first: invalid: target result #0 is
// CHECK-DAG: @dot_mixed_f16_f32: valid
// CHECK-DAG: @dot_maxsi: valid{{$}}
// CHECK-DAG: @matmul_f32_2x2x2: valid
// CHECK-DAG: @mixed_zero_extended: invalid: target result #0 is
// CHECK-DAG: @lhs_not_transposed: invalid: target result #0 is [
// CHECK-DAG: @acc_dropped: invalid: target result #0 is [
// CHECK-DAG: @dot_f32_acc_last: valid
// CHECK-DAG: @maxsi_to_add: invalid: target result #0 is
// CHECK-DAG: @batch_matmul: valid{{$}}
// CHECK-DAG: @batch_mixed_up: invalid: target result #0 is [
// CHECK: summary: 8 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @mixed_zero_extended
// DIAG: note: counterexample input %arg0 : vector<3xi8> = [

//--- src.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#mmt = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
#bmm = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>]
func.func @matmul_2x2x2(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @transposed_lhs(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.contract {indexing_maps = #mmt, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @dot_mixed_i8_i32(%a: vector<3xi8>, %b: vector<3xi8>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<3xi8>, vector<3xi8> into i32
  return %r : i32
}
func.func @dot_f32_acc_first(%a: vector<2xf32>, %b: vector<2xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<2xf32>, vector<2xf32> into f32
  return %r : f32
}
func.func @dot_mixed_f16_f32(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<2xf16>, vector<2xf16> into f32
  return %r : f32
}
func.func @dot_maxsi(%a: vector<2xi8>, %b: vector<2xi8>, %c: i8) -> i8 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2xi8>, vector<2xi8> into i8
  return %r : i8
}
func.func @matmul_f32_2x2x2(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  return %r : vector<2x2xf32>
}
// Mutations that must be caught.
func.func @mixed_zero_extended(%a: vector<3xi8>, %b: vector<3xi8>, %c: i32) -> i32 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<3xi8>, vector<3xi8> into i32
  return %r : i32
}
func.func @lhs_not_transposed(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.contract {indexing_maps = #mmt, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @acc_dropped(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @dot_f32_acc_last(%a: vector<2xf32>, %b: vector<2xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<2xf32>, vector<2xf32> into f32
  return %r : f32
}
func.func @maxsi_to_add(%a: vector<2xi8>, %b: vector<2xi8>, %c: i8) -> i8 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<2xi8>, vector<2xi8> into i8
  return %r : i8
}
func.func @batch_matmul(%a: vector<2x1x2xi16>, %b: vector<2x2x1xi16>, %c: vector<2x1x1xi16>) -> vector<2x1x1xi16> {
  %r = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1x2xi16>, vector<2x2x1xi16> into vector<2x1x1xi16>
  return %r : vector<2x1x1xi16>
}
func.func @batch_mixed_up(%a: vector<2x1x2xi16>, %b: vector<2x2x1xi16>, %c: vector<2x1x1xi16>) -> vector<2x1x1xi16> {
  %r = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1x2xi16>, vector<2x2x1xi16> into vector<2x1x1xi16>
  return %r : vector<2x1x1xi16>
}

//--- tgt.mlir
#dot = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @matmul_2x2x2(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %a00 = vector.extract %a[0, 0] : i32 from vector<2x2xi32>
  %a01 = vector.extract %a[0, 1] : i32 from vector<2x2xi32>
  %a10 = vector.extract %a[1, 0] : i32 from vector<2x2xi32>
  %a11 = vector.extract %a[1, 1] : i32 from vector<2x2xi32>
  %b00 = vector.extract %b[0, 0] : i32 from vector<2x2xi32>
  %b01 = vector.extract %b[0, 1] : i32 from vector<2x2xi32>
  %b10 = vector.extract %b[1, 0] : i32 from vector<2x2xi32>
  %b11 = vector.extract %b[1, 1] : i32 from vector<2x2xi32>
  %c00 = vector.extract %c[0, 0] : i32 from vector<2x2xi32>
  %c01 = vector.extract %c[0, 1] : i32 from vector<2x2xi32>
  %c10 = vector.extract %c[1, 0] : i32 from vector<2x2xi32>
  %c11 = vector.extract %c[1, 1] : i32 from vector<2x2xi32>
  %p000 = arith.muli %a00, %b00 : i32
  %p001 = arith.muli %a01, %b10 : i32
  %p010 = arith.muli %a00, %b01 : i32
  %p011 = arith.muli %a01, %b11 : i32
  %p100 = arith.muli %a10, %b00 : i32
  %p101 = arith.muli %a11, %b10 : i32
  %p110 = arith.muli %a10, %b01 : i32
  %p111 = arith.muli %a11, %b11 : i32
  %s00 = arith.addi %p000, %p001 : i32
  %s01 = arith.addi %p010, %p011 : i32
  %s10 = arith.addi %p100, %p101 : i32
  %s11 = arith.addi %p110, %p111 : i32
  %r00 = arith.addi %s00, %c00 : i32
  %r01 = arith.addi %s01, %c01 : i32
  %r10 = arith.addi %s10, %c10 : i32
  %r11 = arith.addi %s11, %c11 : i32
  %r = vector.from_elements %r00, %r01, %r10, %r11 : vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @transposed_lhs(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %t = vector.transpose %a, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %t, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @dot_mixed_i8_i32(%a: vector<3xi8>, %b: vector<3xi8>, %c: i32) -> i32 {
  %ea = arith.extsi %a : vector<3xi8> to vector<3xi32>
  %eb = arith.extsi %b : vector<3xi8> to vector<3xi32>
  %m = arith.muli %ea, %eb : vector<3xi32>
  %r = vector.reduction <add>, %m, %c : vector<3xi32> into i32
  return %r : i32
}
func.func @dot_f32_acc_first(%a: vector<2xf32>, %b: vector<2xf32>, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : vector<2xf32>
  %r = vector.reduction <add>, %m, %c : vector<2xf32> into f32
  return %r : f32
}
func.func @dot_mixed_f16_f32(%a: vector<2xf16>, %b: vector<2xf16>, %c: f32) -> f32 {
  %ea = arith.extf %a : vector<2xf16> to vector<2xf32>
  %eb = arith.extf %b : vector<2xf16> to vector<2xf32>
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %ea, %eb, %c : vector<2xf32>, vector<2xf32> into f32
  return %r : f32
}
func.func @dot_maxsi(%a: vector<2xi8>, %b: vector<2xi8>, %c: i8) -> i8 {
  %m = arith.muli %a, %b : vector<2xi8>
  %r = vector.reduction <maxsi>, %m, %c : vector<2xi8> into i8
  return %r : i8
}
func.func @matmul_f32_2x2x2(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %a00 = vector.extract %a[0, 0] : f32 from vector<2x2xf32>
  %a01 = vector.extract %a[0, 1] : f32 from vector<2x2xf32>
  %a10 = vector.extract %a[1, 0] : f32 from vector<2x2xf32>
  %a11 = vector.extract %a[1, 1] : f32 from vector<2x2xf32>
  %b00 = vector.extract %b[0, 0] : f32 from vector<2x2xf32>
  %b01 = vector.extract %b[0, 1] : f32 from vector<2x2xf32>
  %b10 = vector.extract %b[1, 0] : f32 from vector<2x2xf32>
  %b11 = vector.extract %b[1, 1] : f32 from vector<2x2xf32>
  %c00 = vector.extract %c[0, 0] : f32 from vector<2x2xf32>
  %c01 = vector.extract %c[0, 1] : f32 from vector<2x2xf32>
  %c10 = vector.extract %c[1, 0] : f32 from vector<2x2xf32>
  %c11 = vector.extract %c[1, 1] : f32 from vector<2x2xf32>
  %p000 = arith.mulf %a00, %b00 : f32
  %p001 = arith.mulf %a01, %b10 : f32
  %p010 = arith.mulf %a00, %b01 : f32
  %p011 = arith.mulf %a01, %b11 : f32
  %p100 = arith.mulf %a10, %b00 : f32
  %p101 = arith.mulf %a11, %b10 : f32
  %p110 = arith.mulf %a10, %b01 : f32
  %p111 = arith.mulf %a11, %b11 : f32
  %s00 = arith.addf %p000, %p001 : f32
  %s01 = arith.addf %p010, %p011 : f32
  %s10 = arith.addf %p100, %p101 : f32
  %s11 = arith.addf %p110, %p111 : f32
  %r00 = arith.addf %s00, %c00 : f32
  %r01 = arith.addf %s01, %c01 : f32
  %r10 = arith.addf %s10, %c10 : f32
  %r11 = arith.addf %s11, %c11 : f32
  %r = vector.from_elements %r00, %r01, %r10, %r11 : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @mixed_zero_extended(%a: vector<3xi8>, %b: vector<3xi8>, %c: i32) -> i32 {
  %ea = arith.extui %a : vector<3xi8> to vector<3xi32>
  %eb = arith.extui %b : vector<3xi8> to vector<3xi32>
  %m = arith.muli %ea, %eb : vector<3xi32>
  %r = vector.reduction <add>, %m, %c : vector<3xi32> into i32
  return %r : i32
}
func.func @lhs_not_transposed(%a: vector<2x2xi8>, %b: vector<2x2xi8>, %c: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @acc_dropped(%a: vector<2x2xi32>, %b: vector<2x2xi32>, %c: vector<2x2xi32>) -> vector<2x2xi32> {
  %z = arith.constant dense<0> : vector<2x2xi32>
  %r = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x2xi32>, vector<2x2xi32> into vector<2x2xi32>
  return %r : vector<2x2xi32>
}
func.func @dot_f32_acc_last(%a: vector<2xf32>, %b: vector<2xf32>, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : vector<2xf32>
  %s = vector.reduction <add>, %m : vector<2xf32> into f32
  %r = arith.addf %s, %c : f32
  return %r : f32
}
func.func @maxsi_to_add(%a: vector<2xi8>, %b: vector<2xi8>, %c: i8) -> i8 {
  %r = vector.contract {indexing_maps = #dot, iterator_types = ["reduction"]} %a, %b, %c : vector<2xi8>, vector<2xi8> into i8
  return %r : i8
}
func.func @batch_matmul(%a: vector<2x1x2xi16>, %b: vector<2x2x1xi16>, %c: vector<2x1x1xi16>) -> vector<2x1x1xi16> {
  %a0 = vector.extract %a[0] : vector<1x2xi16> from vector<2x1x2xi16>
  %a1 = vector.extract %a[1] : vector<1x2xi16> from vector<2x1x2xi16>
  %b0 = vector.extract %b[0] : vector<2x1xi16> from vector<2x2x1xi16>
  %b1 = vector.extract %b[1] : vector<2x1xi16> from vector<2x2x1xi16>
  %c0 = vector.extract %c[0] : vector<1x1xi16> from vector<2x1x1xi16>
  %c1 = vector.extract %c[1] : vector<1x1xi16> from vector<2x1x1xi16>
  %r0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a0, %b0, %c0 : vector<1x2xi16>, vector<2x1xi16> into vector<1x1xi16>
  %r1 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a1, %b1, %c1 : vector<1x2xi16>, vector<2x1xi16> into vector<1x1xi16>
  %i = vector.insert %r0, %c[0] : vector<1x1xi16> into vector<2x1x1xi16>
  %r = vector.insert %r1, %i[1] : vector<1x1xi16> into vector<2x1x1xi16>
  return %r : vector<2x1x1xi16>
}
func.func @batch_mixed_up(%a: vector<2x1x2xi16>, %b: vector<2x2x1xi16>, %c: vector<2x1x1xi16>) -> vector<2x1x1xi16> {
  %a0 = vector.extract %a[0] : vector<1x2xi16> from vector<2x1x2xi16>
  %a1 = vector.extract %a[1] : vector<1x2xi16> from vector<2x1x2xi16>
  %b0 = vector.extract %b[0] : vector<2x1xi16> from vector<2x2x1xi16>
  %b1 = vector.extract %b[1] : vector<2x1xi16> from vector<2x2x1xi16>
  %c0 = vector.extract %c[0] : vector<1x1xi16> from vector<2x1x1xi16>
  %c1 = vector.extract %c[1] : vector<1x1xi16> from vector<2x1x1xi16>
  %r0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a0, %b1, %c0 : vector<1x2xi16>, vector<2x1xi16> into vector<1x1xi16>
  %r1 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a1, %b0, %c1 : vector<1x2xi16>, vector<2x1xi16> into vector<1x1xi16>
  %i = vector.insert %r0, %c[0] : vector<1x1xi16> into vector<2x1x1xi16>
  %r = vector.insert %r1, %i[1] : vector<1x1xi16> into vector<2x1x1xi16>
  return %r : vector<2x1x1xi16>
}
