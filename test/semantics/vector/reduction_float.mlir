// vector.reduction on floats: "Reduces an 1-D vector "horizontally" into a
// scalar using the given operation: ... `add`/`mul`/`minnumf`/`maxnumf`/
// `minimumf`/`maximumf` for floats. Reductions also allow an optional fused
// accumulator" (VectorOps.td, ReductionOp). ODS gives no order; the encoder
// folds from the accumulator (LLVM's ordered `llvm.vector.reduce.fadd`, to
// which the op lowers, takes it as its start value), then the elements in
// order; without one, from the first element (a one-element reduction is its
// element, as MLIR's folder says). So a regrouped sum and an accumulator
// added last are caught. Each step is the scalar arith op of the kind
// (arith.addf, arith.minnumf, ...): NaN and signed zeros behave as there
// (maximumf propagates NaN and orders -0 < +0, maxnumf ignores one NaN), and
// the `fastmath` flags apply to each step (`nnan`: a NaN makes the result
// poison).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @fadd_with_acc_is_acc_first: valid
// CHECK-DAG: @fadd_from_first_element: valid
// CHECK-DAG: @fmul_with_acc: valid
// CHECK-DAG: @minnumf_is_chain: valid
// CHECK-DAG: @maximumf_with_acc: valid
// CHECK-DAG: @maximumf_nan_wins: valid
// CHECK-DAG: @maxnumf_nan_ignored: valid
// CHECK-DAG: @minimumf_signed_zero: valid
// CHECK-DAG: @maxnumf_nnan_is_maximumf: valid
// CHECK-DAG: @single_element_is_element: valid
// CHECK-DAG: @fadd_regrouped: invalid: target result #0 is
// CHECK-DAG: @fadd_acc_last: invalid: target result #0 is
// CHECK-DAG: @maxnumf_to_maximumf: invalid: target result #0 is NaN where the source result is
// CHECK-DAG: @minimumf_signed_zero_wrong: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// CHECK-DAG: @maxnumf_nan_not_ignored: invalid: target result #0 is NaN where the source result is
// CHECK-DAG: @fmul_drops_acc: invalid: target result #0 is
// CHECK: summary: 10 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @fadd_regrouped
// DIAG: note: counterexample input %arg0 : vector<4xf16> = [

//--- src.mlir
func.func @fadd_with_acc_is_acc_first(%v: vector<3xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<3xf32> into f32
  return %r : f32
}
func.func @fadd_from_first_element(%v: vector<4xf16>) -> f16 {
  %r = vector.reduction <add>, %v : vector<4xf16> into f16
  return %r : f16
}
func.func @fmul_with_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <mul>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @minnumf_is_chain(%v: vector<3xf32>) -> f32 {
  %r = vector.reduction <minnumf>, %v : vector<3xf32> into f32
  return %r : f32
}
func.func @maximumf_with_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <maximumf>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @maximumf_nan_wins(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %v = vector.from_elements %x, %nan, %x : vector<3xf32>
  %r = vector.reduction <maximumf>, %v : vector<3xf32> into f32
  return %r : f32
}
func.func @maxnumf_nan_ignored(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %v = vector.from_elements %nan, %x : vector<2xf32>
  %r = vector.reduction <maxnumf>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @minimumf_signed_zero() -> f32 {
  %c = arith.constant dense<[0.0, -0.0, 1.0]> : vector<3xf32>
  %r = vector.reduction <minimumf>, %c : vector<3xf32> into f32
  return %r : f32
}
func.func @maxnumf_nnan_is_maximumf(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maxnumf>, %v fastmath<nnan> : vector<4xf32> into f32
  return %r : f32
}
func.func @single_element_is_element(%v: vector<1xf32>) -> f32 {
  %r = vector.reduction <add>, %v : vector<1xf32> into f32
  return %r : f32
}
// Mutations that must be caught.
func.func @fadd_regrouped(%v: vector<4xf16>) -> f16 {
  %r = vector.reduction <add>, %v : vector<4xf16> into f16
  return %r : f16
}
func.func @fadd_acc_last(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @maxnumf_to_maximumf(%v: vector<2xf32>) -> f32 {
  %r = vector.reduction <maxnumf>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @minimumf_signed_zero_wrong() -> f32 {
  %c = arith.constant dense<[0.0, -0.0, 1.0]> : vector<3xf32>
  %r = vector.reduction <minimumf>, %c : vector<3xf32> into f32
  return %r : f32
}
func.func @maxnumf_nan_not_ignored(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %v = vector.from_elements %nan, %x : vector<2xf32>
  %r = vector.reduction <maxnumf>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @fmul_drops_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <mul>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}

//--- tgt.mlir
func.func @fadd_with_acc_is_acc_first(%v: vector<3xf32>, %acc: f32) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<3xf32>
  %x1 = vector.extract %v[1] : f32 from vector<3xf32>
  %x2 = vector.extract %v[2] : f32 from vector<3xf32>
  %a = arith.addf %acc, %x0 : f32
  %b = arith.addf %a, %x1 : f32
  %r = arith.addf %b, %x2 : f32
  return %r : f32
}
func.func @fadd_from_first_element(%v: vector<4xf16>) -> f16 {
  %x0 = vector.extract %v[0] : f16 from vector<4xf16>
  %x1 = vector.extract %v[1] : f16 from vector<4xf16>
  %x2 = vector.extract %v[2] : f16 from vector<4xf16>
  %x3 = vector.extract %v[3] : f16 from vector<4xf16>
  %a = arith.addf %x0, %x1 : f16
  %b = arith.addf %a, %x2 : f16
  %r = arith.addf %b, %x3 : f16
  return %r : f16
}
func.func @fmul_with_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<2xf32>
  %x1 = vector.extract %v[1] : f32 from vector<2xf32>
  %a = arith.mulf %acc, %x0 : f32
  %r = arith.mulf %a, %x1 : f32
  return %r : f32
}
func.func @minnumf_is_chain(%v: vector<3xf32>) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<3xf32>
  %x1 = vector.extract %v[1] : f32 from vector<3xf32>
  %x2 = vector.extract %v[2] : f32 from vector<3xf32>
  %a = arith.minnumf %x0, %x1 : f32
  %r = arith.minnumf %a, %x2 : f32
  return %r : f32
}
func.func @maximumf_with_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<2xf32>
  %x1 = vector.extract %v[1] : f32 from vector<2xf32>
  %a = arith.maximumf %x1, %x0 : f32
  %r = arith.maximumf %a, %acc : f32
  return %r : f32
}
func.func @maximumf_nan_wins(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
}
func.func @maxnumf_nan_ignored(%x: f32) -> f32 {
  return %x : f32
}
func.func @minimumf_signed_zero() -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}
func.func @maxnumf_nnan_is_maximumf(%v: vector<4xf32>) -> f32 {
  %r = vector.reduction <maximumf>, %v fastmath<nnan> : vector<4xf32> into f32
  return %r : f32
}
func.func @single_element_is_element(%v: vector<1xf32>) -> f32 {
  %r = vector.extract %v[0] : f32 from vector<1xf32>
  return %r : f32
}
func.func @fadd_regrouped(%v: vector<4xf16>) -> f16 {
  %x0 = vector.extract %v[0] : f16 from vector<4xf16>
  %x1 = vector.extract %v[1] : f16 from vector<4xf16>
  %x2 = vector.extract %v[2] : f16 from vector<4xf16>
  %x3 = vector.extract %v[3] : f16 from vector<4xf16>
  %a = arith.addf %x0, %x1 : f16
  %b = arith.addf %x2, %x3 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
func.func @fadd_acc_last(%v: vector<2xf32>, %acc: f32) -> f32 {
  %s = vector.reduction <add>, %v : vector<2xf32> into f32
  %r = arith.addf %s, %acc : f32
  return %r : f32
}
func.func @maxnumf_to_maximumf(%v: vector<2xf32>) -> f32 {
  %r = vector.reduction <maximumf>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @minimumf_signed_zero_wrong() -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
func.func @maxnumf_nan_not_ignored(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
}
func.func @fmul_drops_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <mul>, %v : vector<2xf32> into f32
  return %r : f32
}
