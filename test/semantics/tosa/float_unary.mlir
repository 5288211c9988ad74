// The float functions of TOSA 1.0 (§3 POW, §4) via
// ../shared/reference/tosa.md. EXP, LOG, TANH, SIN, COS, ERF, RSQRT and POW
// are approximate in the specification: here they are the math dialect's
// uninterpreted functions with their special values (math.rs), the same
// functions as the math ops tosa-to-linalg emits. CEIL and FLOOR are exact;
// RECIPROCAL is 1/x rounded to nearest even. POW REQUIREs a base that is not
// negative, not both operands at most zero, and no NaN or infinity: UB.
// Targets are tosa-to-linalg's bodies on whole tensors.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @functions_lowered: valid ({{.*}})
// CHECK-DAG: @exact_lowered: valid ({{.*}})
// CHECK-DAG: @pow_lowered: valid ({{.*}})
// CHECK-DAG: @pow_nan_is_ub: valid ({{.*}})
// CHECK-DAG: @exp_replaced_by_one: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]
// CHECK-DAG: @reciprocal_inverted: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]
// CHECK-DAG: @ceil_as_floor: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]
// CHECK-DAG: @powf_to_pow: invalid: the target has undefined behaviour (tosa.pow of a negative base, 0^(y <= 0), NaN or infinity (REQUIRE), or poison at element [{{[0-9]}}]) where the source has none
// CHECK: summary: 4 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @functions_lowered(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.exp %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.log %a : (tensor<2xf32>) -> tensor<2xf32>
  %2 = tosa.tanh %a : (tensor<2xf32>) -> tensor<2xf32>
  %3 = tosa.rsqrt %a : (tensor<2xf32>) -> tensor<2xf32>
  %4 = tosa.sin %a : (tensor<2xf32>) -> tensor<2xf32>
  %5 = tosa.cos %a : (tensor<2xf32>) -> tensor<2xf32>
  %6 = tosa.erf %a : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
func.func @exact_lowered(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = tosa.ceil %a : (tensor<2xf32>) -> tensor<2xf32>
  %1 = tosa.floor %a : (tensor<2xf32>) -> tensor<2xf32>
  %2 = tosa.reciprocal %a : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
func.func @pow_lowered(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %r = tosa.pow %a, %b : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @pow_nan_is_ub(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.pow %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @exp_replaced_by_one(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.exp %a : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @reciprocal_inverted(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.reciprocal %a : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @ceil_as_floor(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.ceil %a : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @powf_to_pow(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = math.powf %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
//--- tgt.mlir
func.func @functions_lowered(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = math.exp %a : tensor<2xf32>
  %1 = math.log %a : tensor<2xf32>
  %2 = math.tanh %a : tensor<2xf32>
  %3 = math.rsqrt %a : tensor<2xf32>
  %4 = math.sin %a : tensor<2xf32>
  %5 = math.cos %a : tensor<2xf32>
  %6 = math.erf %a : tensor<2xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
func.func @exact_lowered(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %0 = math.ceil %a : tensor<2xf32>
  %1 = math.floor %a : tensor<2xf32>
  %2 = arith.divf %one, %a : tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}
func.func @pow_lowered(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %bb = tensor.concat dim(0) %b, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  %r = math.powf %a, %bb : tensor<2xf32>
  return %r : tensor<2xf32>
}
// A NaN base is UB in the source: the target may give anything for it.
func.func @pow_nan_is_ub(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %zero = arith.constant dense<0.0> : tensor<2xf32>
  %p = math.powf %a, %b : tensor<2xf32>
  %nan = arith.cmpf uno, %a, %a : tensor<2xf32>
  %r = arith.select %nan, %zero, %p : tensor<2xi1>, tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @exp_replaced_by_one(%a: tensor<2xf32>) -> tensor<2xf32> {
  %one = arith.constant dense<1.0> : tensor<2xf32>
  return %one : tensor<2xf32>
}
func.func @reciprocal_inverted(%a: tensor<2xf32>) -> tensor<2xf32> {
  %one = arith.constant dense<1.0> : tensor<2xf32>
  %r = arith.divf %a, %one : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @ceil_as_floor(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = math.floor %a : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @powf_to_pow(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.pow %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
