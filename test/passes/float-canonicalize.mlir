// Upstream MLIR 22 `canonicalize` (arith and math folders and canonicalization
// patterns) on floating-point functions, checked through the plugin. Every
// function of input.mlir is rewritten by the pass (none is "unchanged") and
// every rewrite must be a refinement:
//  - ArithOps.td: addf/subf/mulf/divf/sitofp/uitofp round to nearest-even;
//    remf is fmod; negf flips the sign; "extf: cast a floating-point value to
//    a larger floating-point-typed value" (exact); truncf "is rounded using the
//    provided rounding mode"; fptosi/fptoui round "towards zero"; cmpf ordered
//    predicates are false on NaN, unordered ones true, +0 == -0; maximumf
//    treats -0.0 as less than +0.0 and propagates NaN; maxnumf/minnumf return
//    the other operand when one is NaN.
//  - MathOps.td: absf/copysign/sqrt/floor/ceil/round/roundeven/trunc/fma are
//    exact IEEE operations; math.exp is only known at its special values
//    (exp(0) = 1), so folding exp(1.0) to a constant is `inconclusive`.
// The second half (src.mlir/tgt.mlir) holds hand-written "folds" that
// canonicalize does NOT do because they are wrong, and the two-file checker
// must reject each of them.
//
// The known miscompilation of this pass on floats (truncf(sitofp) double
// rounding) is in float-canonicalize-truncf-itofp-bug.mlir.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=10000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt
// RUN: FileCheck %s --check-prefix=MUTDIAG < %t/err.txt

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @const_fold_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @const_fold_f64_f16_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @const_fold_cmpf is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cmpf_with_nan is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @casts_fold is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @truncf_const_modes is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @identities is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @neg_neg_mul_div is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @minmax is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_float is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ext_trunc is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extf_truncf_contract is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @itofp_cmpf_to_cmpi is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @itofp_cmpf_edges is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @vector_fold is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @math_exact_folds is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @math_special_folds is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @math_predicates is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @poison_float is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: warning: verify-translation: stage 'func.func(canonicalize)': @math_transcendental_fold is inconclusive: {{.*}}depends on the value of math.exp

// MUT: @add_pos_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// MUT: @mul_zero: invalid: target result #0 is
// MUT: @cmpf_oeq_self: invalid: target result #0 is true (1) where the source result is false (0)
// MUT: @select_oeq: invalid: target result #0 is
// MUT: @maxnumf_ninf: invalid: target result #0 is NaN where the source result is -inf (0xff800000)
// MUT: @wrong_rounding: invalid: target result #0 is 1.0000001 (0x3f800001) where the source result is 1.0 (0x3f800000)
// MUT: @trunc_trunc_double_rounding: invalid: target result #0 is
// MUT: @sub_self: invalid: target result #0 is 0.0 (0x0000) where the source result is NaN
// MUT: @neg_sub: invalid: target result #0 is
// MUT: @extf_truncf_one_contract: invalid: target result #0 is
// MUT: @ok_sub_neg_zero: valid
// MUT: @ok_sub_is_add_neg: valid
// MUT: summary: 2 valid, 10 invalid, 0 unsupported, 0 inconclusive

// The double-rounding pair needs an f64 value between two f16 values whose
// f32 rounding lands exactly on the f16 midpoint.
// MUTDIAG: error: mlir-refine: the target miscompiles @trunc_trunc_double_rounding
// MUTDIAG: note: counterexample input %arg0 : f64 =

//--- input.mlir
// 0.1f + 0.2f = 0.3f (exact in f32 after rounding), 1.5 * 3, 0.1 / 3 rounded,
// 0.1 - 1.5, negf, remf(3, 1.5) = 0.
func.func @const_fold_f32() -> (f32, f32, f32, f32, f32, f32) {
  %c1 = arith.constant 1.5 : f32
  %c3 = arith.constant 3.0 : f32
  %c01 = arith.constant 0.1 : f32
  %c02 = arith.constant 0.2 : f32
  %a = arith.addf %c01, %c02 : f32
  %b = arith.mulf %c1, %c3 : f32
  %c = arith.divf %c01, %c3 : f32
  %d = arith.subf %c01, %c1 : f32
  %e = arith.negf %c1 : f32
  %f = arith.remf %c3, %c1 : f32
  return %a, %b, %c, %d, %e, %f : f32, f32, f32, f32, f32, f32
}

// f64 0.1 + 0.7 = 0.7999999999999999, f16 1000 * 100 overflows to +inf,
// bf16 1 / 3, 0.1 / 0.0 = +inf, x - x = +0.
func.func @const_fold_f64_f16_bf16() -> (f64, f16, bf16, f64, f16) {
  %a1 = arith.constant 0.1 : f64
  %a2 = arith.constant 0.7 : f64
  %a = arith.addf %a1, %a2 : f64
  %h1 = arith.constant 1000.0 : f16
  %h2 = arith.constant 100.0 : f16
  %h = arith.mulf %h1, %h2 : f16
  %b1 = arith.constant 1.0 : bf16
  %b2 = arith.constant 3.0 : bf16
  %b = arith.divf %b1, %b2 : bf16
  %z = arith.constant 0.0 : f64
  %dz = arith.divf %a1, %z : f64
  %hz = arith.subf %h1, %h1 : f16
  return %a, %h, %b, %dz, %hz : f64, f16, bf16, f64, f16
}

// cmpf on constants: +0 == -0, -0 < +0 is false, NaN is unordered.
func.func @const_fold_cmpf() -> (i1, i1, i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %pz = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %a = arith.cmpf oeq, %pz, %nz : f32
  %b = arith.cmpf olt, %nz, %pz : f32
  %c = arith.cmpf uno, %nan, %one : f32
  %d = arith.cmpf une, %nan, %nan : f32
  %e = arith.cmpf oge, %one, %pz : f32
  %f = arith.cmpf ueq, %one, %nan : f32
  return %a, %b, %c, %d, %e, %f : i1, i1, i1, i1, i1, i1
}

// cmpf against a NaN constant folds for any x.
func.func @cmpf_with_nan(%x: f32) -> (i1, i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf olt, %nan, %x : f32
  %1 = arith.cmpf oeq, %x, %nan : f32
  %2 = arith.cmpf ugt, %nan, %x : f32
  %3 = arith.cmpf une, %x, %nan : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// Constant casts: sitofp(16777217) rounds to 16777216 (ties to even),
// fptosi/fptoui truncate, extf is exact; the inexact truncf are kept.
func.func @casts_fold() -> (f32, f64, i32, i32, f16, bf16, f32, f64) {
  %i = arith.constant -7 : i32
  %u = arith.constant 4294967295 : i32
  %a = arith.sitofp %i : i32 to f32
  %b = arith.uitofp %u : i32 to f64
  %f = arith.constant -7.9 : f32
  %c = arith.fptosi %f : f32 to i32
  %g = arith.constant 7.9 : f32
  %d = arith.fptoui %g : f32 to i32
  %h = arith.constant 65519.0 : f32
  %e = arith.truncf %h : f32 to f16
  %k = arith.constant 1.00390625 : f32
  %t = arith.truncf %k : f32 to bf16
  %big = arith.constant 16777217 : i32
  %s = arith.sitofp %big : i32 to f32
  %x = arith.extf %f : f32 to f64
  return %a, %b, %c, %d, %e, %t, %s, %x : f32, f64, i32, i32, f16, bf16, f32, f64
}

// Exact truncf of constants fold whatever the rounding mode.
func.func @truncf_const_modes() -> (bf16, bf16, f16, f16, bf16) {
  %one = arith.constant 1.0 : f32
  %half = arith.constant -0.5 : f64
  %m = arith.constant 65504.0 : f32
  %0 = arith.truncf %one downward : f32 to bf16
  %1 = arith.truncf %one upward : f32 to bf16
  %2 = arith.truncf %half toward_zero : f64 to f16
  %3 = arith.truncf %m to_nearest_away : f32 to f16
  %4 = arith.truncf %half : f64 to bf16
  return %0, %1, %2, %3, %4 : bf16, bf16, f16, f16, bf16
}

// x * 1.0, x + -0.0, 1.0 * x, y - +0.0, -0.0 + y, z / 1.0, negf(negf z).
func.func @identities(%x: f32, %y: f16, %z: f64) -> (f32, f32, f32, f16, f16, f64, f64) {
  %one = arith.constant 1.0 : f32
  %nz = arith.constant -0.0 : f32
  %hpz = arith.constant 0.0 : f16
  %d1 = arith.constant 1.0 : f64
  %a = arith.mulf %x, %one : f32
  %b = arith.addf %x, %nz : f32
  %c = arith.mulf %one, %x : f32
  %d = arith.subf %y, %hpz : f16
  %hnz = arith.constant -0.0 : f16
  %e = arith.addf %hnz, %y : f16
  %f = arith.divf %z, %d1 : f64
  %n = arith.negf %z : f64
  %g = arith.negf %n : f64
  return %a, %b, %c, %d, %e, %f, %g : f32, f32, f32, f16, f16, f64, f64
}

// (-x) * (-y) -> x * y and (-x) / (-y) -> x / y (NaN sign is unspecified).
func.func @neg_neg_mul_div(%x: f32, %y: f32) -> (f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y : f32
  %m = arith.mulf %nx, %ny : f32
  %d = arith.divf %nx, %ny : f32
  return %m, %d : f32, f32
}

// maximumf(x, x), minimumf(x, x), maximumf(-inf, x), minimumf(+inf, x),
// maxnumf(x, x), minnumf(NaN, x), maxnumf(x, NaN) all fold to x;
// maxnumf(-inf, x) is only reordered (it is not x when x is NaN).
func.func @minmax(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.maximumf %x, %x : f32
  %b = arith.minimumf %x, %x : f32
  %c = arith.maximumf %ninf, %x : f32
  %d = arith.minimumf %inf, %x : f32
  %e = arith.maxnumf %x, %x : f32
  %f = arith.minnumf %nan, %x : f32
  %g = arith.maxnumf %x, %nan : f32
  %h = arith.maxnumf %ninf, %x : f32
  return %a, %b, %c, %d, %e, %f, %g, %h : f32, f32, f32, f32, f32, f32, f32, f32
}

// select(c, x, x) -> x, select(true, x, y) -> x, select(!c, x, y) -> select(c, y, x).
func.func @select_float(%c: i1, %x: f32, %y: f32) -> (f32, f32, f32) {
  %0 = arith.select %c, %x, %x : f32
  %t = arith.constant true
  %1 = arith.select %t, %x, %y : f32
  %nc = arith.xori %c, %t : i1
  %2 = arith.select %nc, %x, %y : f32
  return %0, %1, %2 : f32, f32, f32
}

// truncf(extf x) -> x, truncf(extf x : f32 to f64) : f64 to f16 -> truncf x
// (the extension is exact), truncf(sitofp i32 to f64) -> sitofp i32 to f32
// (i32 -> f64 is exact, so there is a single rounding).
func.func @ext_trunc(%x: f32, %b: bf16, %h: f16, %i: i32) -> (f32, bf16, f16, f32, f64) {
  %e = arith.extf %x : f32 to f64
  %t = arith.truncf %e : f64 to f32
  %eb = arith.extf %b : bf16 to f32
  %tb = arith.truncf %eb : f32 to bf16
  %e2 = arith.extf %x : f32 to f64
  %t2 = arith.truncf %e2 : f64 to f16
  %s = arith.sitofp %i : i32 to f64
  %ts = arith.truncf %s : f64 to f32
  %eh = arith.extf %h : f16 to f32
  %ehh = arith.extf %eh : f32 to f64
  return %t, %tb, %t2, %ts, %ehh : f32, bf16, f16, f32, f64
}

// extf(truncf x) -> x when both carry `contract`: contraction may skip the
// intermediate rounding (the reading MLIR's ExtFOp folder relies on; the
// tool follows it). For x = FLT_MAX the bf16 value would be +inf.
func.func @extf_truncf_contract(%x: f32, %v: vector<2xf64>) -> (f32, vector<2xf64>) {
  %t = arith.truncf %x fastmath<contract> : f32 to bf16
  %e = arith.extf %t fastmath<contract> : bf16 to f32
  %tv = arith.truncf %v fastmath<contract> : vector<2xf64> to vector<2xf16>
  %ev = arith.extf %tv fastmath<contract> : vector<2xf16> to vector<2xf64>
  return %e, %ev : f32, vector<2xf64>
}

// cmpf(uitofp/sitofp x, C) -> cmpi (the integer fits the mantissa), or a
// constant when C is out of the integer's range.
func.func @itofp_cmpf_to_cmpi(%a: i32) -> (i1, i1, i1, i1, i1) {
  %c0 = arith.constant 0.0 : f64
  %cm = arith.constant -4.4 : f64
  %c32 = arith.constant 3.2 : f64
  %f = arith.uitofp %a : i32 to f64
  %0 = arith.cmpf ole, %f, %c0 : f64
  %1 = arith.cmpf ogt, %f, %cm : f64
  %2 = arith.cmpf oge, %f, %c32 : f64
  %g = arith.sitofp %a : i32 to f64
  %3 = arith.cmpf olt, %g, %c32 : f64
  %4 = arith.cmpf une, %g, %cm : f64
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// The same pattern at the edges: an i11 that exactly fills the f16
// significand, constants just outside the integer range, -0.0, +inf, NaN.
func.func @itofp_cmpf_edges(%a: i11, %b: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %c2047 = arith.constant 2047.0 : f16
  %c2048 = arith.constant 2048.0 : f16
  %cm1025 = arith.constant -1025.0 : f16
  %nz = arith.constant -0.0 : f16
  %inf = arith.constant 0x7C00 : f16
  %nan = arith.constant 0x7E00 : f16
  %half = arith.constant 127.5 : bf16
  %u = arith.uitofp %a : i11 to f16
  %s = arith.sitofp %a : i11 to f16
  %bb = arith.sitofp %b : i8 to bf16
  %0 = arith.cmpf oeq, %u, %c2047 : f16
  %1 = arith.cmpf ult, %u, %c2048 : f16
  %2 = arith.cmpf ogt, %s, %cm1025 : f16
  %3 = arith.cmpf ole, %u, %nz : f16
  %4 = arith.cmpf one, %s, %inf : f16
  %5 = arith.cmpf ueq, %s, %nan : f16
  %6 = arith.cmpf oge, %bb, %half : bf16
  %7 = arith.cmpf une, %bb, %half : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// Element-wise folds on vector<4xf32>.
func.func @vector_fold(%v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %one = arith.constant dense<1.0> : vector<4xf32>
  %a = arith.mulf %v, %one : vector<4xf32>
  %c1 = arith.constant dense<[1.0, 2.0, -3.0, 0.5]> : vector<4xf32>
  %c2 = arith.constant dense<[0.1, -2.0, 3.0, 0.25]> : vector<4xf32>
  %b = arith.addf %c1, %c2 : vector<4xf32>
  %n = arith.negf %v : vector<4xf32>
  %nn = arith.negf %n : vector<4xf32>
  return %a, %b, %nn : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// math folds that are exact: absf, sqrt(2) correctly rounded, floor, ceil,
// round (ties away: -2.5 -> -3), roundeven (-2.5 -> -2), copysign.
func.func @math_exact_folds() -> (f32, f32, f64, f64, f32, f32, f32, f16, f32) {
  %a = arith.constant -2.5 : f32
  %two = arith.constant 2.0 : f32
  %b = arith.constant -1.5 : f64
  %nz = arith.constant -0.0 : f32
  %h = arith.constant 2.5 : f16
  %0 = math.absf %a : f32
  %1 = math.sqrt %two : f32
  %2 = math.floor %b : f64
  %3 = math.ceil %b : f64
  %4 = math.round %a : f32
  %5 = math.roundeven %a : f32
  %6 = math.copysign %two, %nz : f32
  %7 = math.trunc %h : f16
  %8 = math.fma %a, %two, %two : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f64, f64, f32, f32, f32, f16, f32
}

// Transcendental folds at special values: exp(0) = 1, log(1) = +0, sin(+0) = +0.
func.func @math_special_folds() -> (f32, f64, f32) {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f64
  %0 = math.exp %z : f32
  %1 = math.log %one : f64
  %2 = math.sin %z : f32
  return %0, %1, %2 : f32, f64, f32
}

// isnan(NaN), isinf(+inf), isfinite(+inf).
func.func @math_predicates() -> (i1, i1, i1) {
  %nan = arith.constant 0x7FC00000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %0 = math.isnan %nan : f32
  %1 = math.isinf %inf : f32
  %2 = math.isfinite %inf : f32
  return %0, %1, %2 : i1, i1, i1
}

// A poison operand folds the float op to poison.
func.func @poison_float(%x: f32, %v: vector<2xf16>) -> (f32, f32, f32, vector<2xf16>) {
  %p = ub.poison : f32
  %q = ub.poison : vector<2xf16>
  %0 = arith.addf %x, %p : f32
  %1 = arith.negf %p : f32
  %2 = arith.mulf %p, %x : f32
  %3 = arith.divf %v, %q : vector<2xf16>
  return %0, %1, %2, %3 : f32, f32, f32, vector<2xf16>
}

// Expected limitation: exp(1.0) folds to 2.71828175 (the host libm value);
// math.exp is only modelled at its special values, so this is inconclusive.
func.func @math_transcendental_fold() -> f32 {
  %one = arith.constant 1.0 : f32
  %0 = math.exp %one : f32
  return %0 : f32
}

//--- src.mlir
// x + 0.0 is not x: -0.0 + 0.0 = +0.0.
func.func @add_pos_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
// x * 0.0 is not 0.0 (NaN, infinities, negative x).
func.func @mul_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.mulf %x, %z : f32
  return %r : f32
}
// cmpf oeq x, x is false for NaN.
func.func @cmpf_oeq_self(%x: f16) -> i1 {
  %r = arith.cmpf oeq, %x, %x : f16
  return %r : i1
}
// select(x == y, x, y) -> y is an integer fold only: +0 == -0.
func.func @select_oeq(%x: f32, %y: f32) -> f32 {
  %e = arith.cmpf oeq, %x, %y : f32
  %r = arith.select %e, %x, %y : f32
  return %r : f32
}
// maxnumf(x, -inf) is -inf for x = NaN.
func.func @maxnumf_ninf(%x: f32) -> f32 {
  %ninf = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %x, %ninf : f32
  return %r : f32
}
// 1 + 2^-24 is a tie in f32 and rounds to even (1.0).
func.func @wrong_rounding() -> f32 {
  %one = arith.constant 1.0 : f32
  %eps = arith.constant 5.96046448e-08 : f32
  %r = arith.addf %one, %eps : f32
  return %r : f32
}
// f64 -> f32 -> f16 is not f64 -> f16 (double rounding); canonicalize only
// merges truncf(extf), where the first step is exact.
func.func @trunc_trunc_double_rounding(%x: f64) -> f16 {
  %t = arith.truncf %x : f64 to f32
  %r = arith.truncf %t : f32 to f16
  return %r : f16
}
// x - x is not +0 (NaN, inf).
func.func @sub_self(%x: bf16) -> bf16 {
  %r = arith.subf %x, %x : bf16
  return %r : bf16
}
// -(a - b) is not b - a: a = b = 0 gives -0.0 and +0.0.
func.func @neg_sub(%a: f32, %b: f32) -> f32 {
  %d = arith.subf %a, %b : f32
  %r = arith.negf %d : f32
  return %r : f32
}
// extf(truncf x) -> x needs `contract` on both ops; here the truncf has none.
func.func @extf_truncf_one_contract(%x: f32) -> f32 {
  %t = arith.truncf %x : f32 to bf16
  %e = arith.extf %t fastmath<contract> : bf16 to f32
  return %e : f32
}
// Controls that are refinements: x - (-0.0) = x + 0.0, and a - b = a + (-b).
func.func @ok_sub_neg_zero(%x: f32) -> f32 {
  %nz = arith.constant -0.0 : f32
  %r = arith.subf %x, %nz : f32
  return %r : f32
}
func.func @ok_sub_is_add_neg(%a: f32, %b: f32) -> f32 {
  %r = arith.subf %a, %b : f32
  return %r : f32
}

//--- tgt.mlir
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @mul_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @cmpf_oeq_self(%x: f16) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @select_oeq(%x: f32, %y: f32) -> f32 {
  return %y : f32
}
func.func @maxnumf_ninf(%x: f32) -> f32 {
  return %x : f32
}
func.func @wrong_rounding() -> f32 {
  %r = arith.constant 1.00000012 : f32
  return %r : f32
}
func.func @trunc_trunc_double_rounding(%x: f64) -> f16 {
  %r = arith.truncf %x : f64 to f16
  return %r : f16
}
func.func @sub_self(%x: bf16) -> bf16 {
  %z = arith.constant 0.0 : bf16
  return %z : bf16
}
func.func @neg_sub(%a: f32, %b: f32) -> f32 {
  %r = arith.subf %b, %a : f32
  return %r : f32
}
func.func @extf_truncf_one_contract(%x: f32) -> f32 {
  return %x : f32
}
func.func @ok_sub_neg_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
func.func @ok_sub_is_add_neg(%a: f32, %b: f32) -> f32 {
  %n = arith.negf %b : f32
  %r = arith.addf %a, %n : f32
  return %r : f32
}
