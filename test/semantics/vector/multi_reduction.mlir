// vector.multi_reduction: "Reduces an n-D vector into an (n-k)-D vector (or a
// scalar when k == n) using the given operation ... Takes an initial
// accumulator operand" (VectorOps.td, MultiDimReductionOp). Each result
// element folds, from its accumulator element, the source elements that
// differ from it only in the reduced dimensions; ODS gives no order, the
// encoder's is the accumulator first and then the elements in row-major
// order (what lower-vector-multi-reduction gives with either strategy), so
// a float sum with the accumulator added last is caught. Kinds are the
// scalar arith ops (add wraps on integers). With no reduced dimension the
// op is the identity, whatever the rank: the accumulator takes no part (the
// meaning upstream settled, llvm-project PR #188983 for issue #129415), so
// `acc + v` is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @multi_rows: valid{{$}}
// CHECK-DAG: @multi_cols_f32: valid
// CHECK-DAG: @multi_all_minui: valid{{$}}
// CHECK-DAG: @multi_wrong_dim: invalid: target result #0 is [
// CHECK-DAG: @multi_acc_last_f32: invalid: target result #0 is [
// CHECK-DAG: @multi_no_dims_1d: valid{{$}}
// CHECK-DAG: @multi_no_dims_3d_f32: valid (abstract floating point)
// CHECK-DAG: @multi_no_dims_adds_acc: invalid: target result #0 is [2 (0x02), 2 (0x02), 2 (0x02), 2 (0x02)] where the source result is [1 (0x01), 1 (0x01), 1 (0x01), 1 (0x01)]
// CHECK: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @multi_wrong_dim
// DIAG: note: counterexample input %arg0 : vector<2x2xi8> = [

//--- src.mlir
func.func @multi_rows(%v: vector<2x3xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x3xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @multi_cols_f32(%v: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<2x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @multi_all_minui(%v: vector<2x2xi8>, %acc: i8) -> i8 {
  %r = vector.multi_reduction <minui>, %v, %acc [0, 1] : vector<2x2xi8> to i8
  return %r : i8
}
func.func @multi_wrong_dim(%v: vector<2x2xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x2xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @multi_acc_last_f32(%v: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<2x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}

func.func @multi_no_dims_1d(%v: vector<3xi8>, %acc: vector<3xi8>) -> vector<3xi8> {
  %r = vector.multi_reduction <mul>, %v, %acc [] : vector<3xi8> to vector<3xi8>
  return %r : vector<3xi8>
}
func.func @multi_no_dims_3d_f32(%v: vector<2x1x2xf32>, %acc: vector<2x1x2xf32>) -> vector<2x1x2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2x1x2xf32> to vector<2x1x2xf32>
  return %r : vector<2x1x2xf32>
}
func.func @multi_no_dims_adds_acc(%v: vector<2x2xi8>, %acc: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [] : vector<2x2xi8> to vector<2x2xi8>
  return %r : vector<2x2xi8>
}

//--- tgt.mlir
func.func @multi_rows(%v: vector<2x3xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r0 = vector.extract %v[0] : vector<3xi8> from vector<2x3xi8>
  %r1 = vector.extract %v[1] : vector<3xi8> from vector<2x3xi8>
  %a0 = vector.extract %acc[0] : i8 from vector<2xi8>
  %a1 = vector.extract %acc[1] : i8 from vector<2xi8>
  %s0 = vector.reduction <add>, %r0, %a0 : vector<3xi8> into i8
  %s1 = vector.reduction <add>, %r1, %a1 : vector<3xi8> into i8
  %r = vector.from_elements %s0, %s1 : vector<2xi8>
  return %r : vector<2xi8>
}
func.func @multi_cols_f32(%v: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r0 = vector.extract %v[0] : vector<2xf32> from vector<2x2xf32>
  %r1 = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  %s = arith.addf %acc, %r0 : vector<2xf32>
  %r = arith.addf %s, %r1 : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @multi_all_minui(%v: vector<2x2xi8>, %acc: i8) -> i8 {
  %f = vector.shape_cast %v : vector<2x2xi8> to vector<4xi8>
  %r = vector.reduction <minui>, %f, %acc : vector<4xi8> into i8
  return %r : i8
}
func.func @multi_wrong_dim(%v: vector<2x2xi8>, %acc: vector<2xi8>) -> vector<2xi8> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<2x2xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @multi_acc_last_f32(%v: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r0 = vector.extract %v[0] : vector<2xf32> from vector<2x2xf32>
  %r1 = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  %s = arith.addf %r0, %r1 : vector<2xf32>
  %r = arith.addf %s, %acc : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @multi_no_dims_1d(%v: vector<3xi8>, %acc: vector<3xi8>) -> vector<3xi8> {
  return %v : vector<3xi8>
}
func.func @multi_no_dims_3d_f32(%v: vector<2x1x2xf32>, %acc: vector<2x1x2xf32>) -> vector<2x1x2xf32> {
  return %v : vector<2x1x2xf32>
}
func.func @multi_no_dims_adds_acc(%v: vector<2x2xi8>, %acc: vector<2x2xi8>) -> vector<2x2xi8> {
  %r = arith.addi %acc, %v : vector<2x2xi8>
  return %r : vector<2x2xi8>
}
