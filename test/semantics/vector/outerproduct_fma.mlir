// vector.outerproduct and vector.fma (VectorOps.td). outerproduct "Takes 2
// 1-D vectors and returns the 2-D vector containing the outer-product" ([i][j]
// = lhs[i] * rhs[j]), or with a scalar rhs "a simple AXPY"; with an
// accumulator "for floating-point arguments, the rounding mode is enforced by
// guaranteeing that a fused-multiply add operation is emitted" (float `add`
// is math.fma, one rounding; a mulf then addf is caught), and another kind
// combines the accumulator with the product (arith.maxnumf, ...). fma: "The
// semantics of the operation correspond to those of the `llvm.fma`
// intrinsic": math.fma on each element; an unfused multiply-add is caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @outer_2d: valid{{$}}
// CHECK-DAG: @outer_axpy_acc_f32: valid
// CHECK-DAG: @outer_maxnumf: valid
// CHECK-DAG: @fma_is_math_fma: valid
// CHECK-DAG: @outer_acc_not_fused: invalid: target result #0 is [
// CHECK-DAG: @outer_transposed: invalid: target result #0 is [
// CHECK-DAG: @fma_unfused: invalid: target result #0 is [
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @outer_acc_not_fused
// DIAG: note: counterexample input %arg0 : vector<2xf32> = [

//--- src.mlir
func.func @outer_2d(%a: vector<2xi16>, %b: vector<2xi16>) -> vector<2x2xi16> {
  %r = vector.outerproduct %a, %b : vector<2xi16>, vector<2xi16>
  return %r : vector<2x2xi16>
}
func.func @outer_axpy_acc_f32(%a: vector<2xf32>, %s: f32, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.outerproduct %a, %s, %c : vector<2xf32>, f32
  return %r : vector<2xf32>
}
func.func @outer_maxnumf(%a: vector<2xf32>, %b: vector<1xf32>, %c: vector<2x1xf32>) -> vector<2x1xf32> {
  %r = vector.outerproduct %a, %b, %c {kind = #vector.kind<maxnumf>} : vector<2xf32>, vector<1xf32>
  return %r : vector<2x1xf32>
}
func.func @fma_is_math_fma(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = vector.fma %a, %b, %c : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @outer_acc_not_fused(%a: vector<2xf32>, %s: f32, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.outerproduct %a, %s, %c : vector<2xf32>, f32
  return %r : vector<2xf32>
}
func.func @outer_transposed(%a: vector<2xi16>, %b: vector<2xi16>) -> vector<2x2xi16> {
  %r = vector.outerproduct %a, %b : vector<2xi16>, vector<2xi16>
  return %r : vector<2x2xi16>
}
func.func @fma_unfused(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.fma %a, %b, %c : vector<2xf32>
  return %r : vector<2xf32>
}

//--- tgt.mlir
func.func @outer_2d(%a: vector<2xi16>, %b: vector<2xi16>) -> vector<2x2xi16> {
  %a0 = vector.extract %a[0] : i16 from vector<2xi16>
  %a1 = vector.extract %a[1] : i16 from vector<2xi16>
  %b0 = vector.broadcast %a0 : i16 to vector<2xi16>
  %b1 = vector.broadcast %a1 : i16 to vector<2xi16>
  %m0 = arith.muli %b0, %b : vector<2xi16>
  %m1 = arith.muli %b1, %b : vector<2xi16>
  %z = arith.constant dense<0> : vector<2x2xi16>
  %i0 = vector.insert %m0, %z[0] : vector<2xi16> into vector<2x2xi16>
  %r = vector.insert %m1, %i0[1] : vector<2xi16> into vector<2x2xi16>
  return %r : vector<2x2xi16>
}
func.func @outer_axpy_acc_f32(%a: vector<2xf32>, %s: f32, %c: vector<2xf32>) -> vector<2xf32> {
  %b = vector.broadcast %s : f32 to vector<2xf32>
  %r = math.fma %a, %b, %c : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer_maxnumf(%a: vector<2xf32>, %b: vector<1xf32>, %c: vector<2x1xf32>) -> vector<2x1xf32> {
  %s = vector.extract %b[0] : f32 from vector<1xf32>
  %bb = vector.broadcast %s : f32 to vector<2xf32>
  %m = arith.mulf %a, %bb : vector<2xf32>
  %m2 = vector.shape_cast %m : vector<2xf32> to vector<2x1xf32>
  %r = arith.maxnumf %c, %m2 : vector<2x1xf32>
  return %r : vector<2x1xf32>
}
func.func @fma_is_math_fma(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %r = math.fma %a, %b, %c : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
func.func @outer_acc_not_fused(%a: vector<2xf32>, %s: f32, %c: vector<2xf32>) -> vector<2xf32> {
  %b = vector.broadcast %s : f32 to vector<2xf32>
  %m = arith.mulf %a, %b : vector<2xf32>
  %r = arith.addf %m, %c : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @outer_transposed(%a: vector<2xi16>, %b: vector<2xi16>) -> vector<2x2xi16> {
  %r = vector.outerproduct %b, %a : vector<2xi16>, vector<2xi16>
  return %r : vector<2x2xi16>
}
func.func @fma_unfused(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %m = arith.mulf %a, %b : vector<2xf32>
  %r = arith.addf %m, %c : vector<2xf32>
  return %r : vector<2xf32>
}
