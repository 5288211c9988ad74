// Upstream MLIR 22 `lower-vector-multi-reduction` with both lowering
// strategies, checked through the plugin. inner-reduction transposes the
// reduced dimensions innermost and reduces each row with vector.reduction
// from its accumulator element; inner-parallel transposes them outermost and
// combines the rows into the accumulator with elementwise arith ops. Both
// combine the accumulator first and then the elements in row-major order,
// the order the encoder gives vector.multi_reduction (VectorOps.td gives
// none; see src/semantics/vector_reduce.rs), so every function is valid,
// float sums and products included (maxnumf, whose signed zeros are a
// choice of each step, takes seconds: the time limit is raised for a loaded
// machine).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-multi-reduction{lowering-strategy=inner-reduction})" remarks=true timeout-ms=60000})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-multi-reduction{lowering-strategy=inner-parallel})" remarks=true timeout-ms=60000})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: @mr_rows_i32 is valid{{$}}
// CHECK: @mr_cols_f32 is valid (abstract floating point)
// CHECK: @mr_all_maxnumf is valid (abstract floating point)
// CHECK: @mr_3d_mul_f16 is valid (abstract floating point)
// CHECK: @mr_minsi_rows is valid{{$}}
// CHECK: @mr_all_maximumf is valid (abstract floating point)

func.func @mr_rows_i32(%v: vector<2x4xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @mr_cols_f32(%v: vector<3x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <add>, %v, %acc [0] : vector<3x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @mr_all_maxnumf(%v: vector<2x2xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <maxnumf>, %v, %acc [0, 1] : vector<2x2xf32> to f32
  return %r : f32
}
func.func @mr_3d_mul_f16(%v: vector<2x2x2xf16>, %acc: vector<2xf16>) -> vector<2xf16> {
  %r = vector.multi_reduction <mul>, %v, %acc [0, 2] : vector<2x2x2xf16> to vector<2xf16>
  return %r : vector<2xf16>
}
func.func @mr_minsi_rows(%v: vector<3x2xi8>, %acc: vector<3xi8>) -> vector<3xi8> {
  %r = vector.multi_reduction <minsi>, %v, %acc [1] : vector<3x2xi8> to vector<3xi8>
  return %r : vector<3xi8>
}
func.func @mr_all_maximumf(%v: vector<2x3xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <maximumf>, %v, %acc [0, 1] : vector<2x3xf32> to f32
  return %r : f32
}
