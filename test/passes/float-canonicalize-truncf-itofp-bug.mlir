// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, arith dialect):
// truncf(sitofp x) -> sitofp x and truncf(uitofp x) -> uitofp x.
//
// The canonicalization rewrites `arith.truncf (arith.sitofp %x : iN to FA)
// : FA to FB` (no explicit rounding mode) into `arith.sitofp %x : iN to FB`,
// and the same for uitofp, without checking that the first conversion is
// exact. ArithOps.td: sitofp/uitofp -- "If the value cannot be exactly
// represented, it is rounded using the default rounding mode"; truncf -- "If
// the value cannot be exactly represented, it is rounded using the provided
// rounding mode or the default one if no rounding mode is provided". So the
// source rounds twice (to FA, then to FB) and the target once, and double
// rounding to nearest-even differs from a single rounding when the first
// rounding lands exactly on a midpoint of FB:
//   i64 x = 2^62 + 2^38 + 1: sitofp to f64 gives 2^62 + 2^38 (the +1 is
//   below half an f64 ulp), which is the f32 midpoint between 2^62 and
//   2^62 + 2^39 and rounds to even (2^62); the direct conversion sees the +1
//   and rounds up to 2^62 + 2^39.
//   i32 134742020 (0x08080004): sitofp to f32 gives 134742016, an exact bf16
//   midpoint, which rounds to even (134217728); directly it is 135266304.
// The fold is only correct when iN fits the significand of FA (i32 -> f64,
// i16 -> f32), or when every inexact FA value overflows FB anyway (i64 -> f64
// -> f16). The @ok_* functions are those controls.
//
// This test expects the errors: when MLIR restricts the pattern, these
// functions become valid and the test must be updated.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" timeout-ms=10000})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true timeout-ms=10000})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning: --implicit-check-not='error: verify-translation'

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_i64: target result #0 is
// CHECK: note: counterexample input %arg0 : i64 =
// CHECK: note: counterexample found with the {{.*}}IEEE-754
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_uitofp_i64: target result #0 is
// CHECK: note: counterexample input %arg0 : i64 =
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_i32_bf16: target result #0 is
// CHECK: note: counterexample input %arg0 : i32 =
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_uitofp_i32_bf16: target result #0 is
// CHECK: note: counterexample input %arg0 : i32 =
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_vector: target result #0 is
// CHECK: note: counterexample input %arg0 : vector<2xi64> =
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_i32_via_f64 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_i16_via_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_i64_via_f64_to_f16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_rounding_mode_not_folded is valid (unchanged)

// i64 -> f64 -> f32 folded to i64 -> f32.
func.func @trunc_sitofp_i64(%a: i64) -> f32 {
  %f = arith.sitofp %a : i64 to f64
  %t = arith.truncf %f : f64 to f32
  return %t : f32
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_i64: target result #0 is}}
}

func.func @trunc_uitofp_i64(%a: i64) -> f32 {
  %f = arith.uitofp %a : i64 to f64
  %t = arith.truncf %f : f64 to f32
  return %t : f32
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_uitofp_i64: target result #0 is}}
}

// i32 -> f32 -> bf16 folded to i32 -> bf16 (counterexample 134742020).
func.func @trunc_sitofp_i32_bf16(%a: i32) -> bf16 {
  %f = arith.sitofp %a : i32 to f32
  %t = arith.truncf %f : f32 to bf16
  return %t : bf16
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_i32_bf16: target result #0 is}}
}

func.func @trunc_uitofp_i32_bf16(%a: i32) -> bf16 {
  %f = arith.uitofp %a : i32 to f32
  %t = arith.truncf %f : f32 to bf16
  return %t : bf16
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_uitofp_i32_bf16: target result #0 is}}
}

// The same element-wise.
func.func @trunc_sitofp_vector(%a: vector<2xi64>) -> vector<2xf32> {
  %f = arith.sitofp %a : vector<2xi64> to vector<2xf64>
  %t = arith.truncf %f : vector<2xf64> to vector<2xf32>
  return %t : vector<2xf32>
  // expected-error @-1 {{stage 'func.func(canonicalize)' miscompiled @trunc_sitofp_vector: target result #0 is}}
}

// Controls, rewritten by the same pattern and valid.
// i32 -> f64 is exact: a single rounding either way.
func.func @ok_i32_via_f64(%a: i32) -> f32 {
  %f = arith.sitofp %a : i32 to f64
  %t = arith.truncf %f : f64 to f32
  return %t : f32
}

// i16 -> f32 is exact.
func.func @ok_i16_via_f32(%a: i16) -> bf16 {
  %f = arith.uitofp %a : i16 to f32
  %t = arith.truncf %f : f32 to bf16
  return %t : bf16
}

// i64 -> f64 is inexact only above 2^53, where f16 has overflowed to inf.
func.func @ok_i64_via_f64_to_f16(%a: i64) -> f16 {
  %f = arith.sitofp %a : i64 to f64
  %t = arith.truncf %f : f64 to f16
  return %t : f16
}

// With an explicit rounding mode the pattern does not apply.
func.func @ok_rounding_mode_not_folded(%a: i64) -> f32 {
  %f = arith.sitofp %a : i64 to f64
  %t = arith.truncf %f to_nearest_even : f64 to f32
  return %t : f32
}
