// Upstream MLIR 22 `cse` on floating-point functions, checked through the
// plugin. CSE merges identical pure ops (same operands, same attributes,
// including fastmath flags and predicates); float arith/math ops are pure and
// deterministic (ArithOps.td/MathOps.td: addf, cmpf, select, extf, sitofp,
// maximumf, math.sqrt, math.exp are `Pure`), so every merge must be a
// refinement. Every function of input.mlir is rewritten by the pass, except
// @different_flags_kept, which CSE must leave alone (addf and addf nsz are
// different ops).
// The second half (src.mlir/tgt.mlir) merges ops that are NOT identical; the
// two-file checker must reject each merge except the control, where the
// merged op is the more defined one.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=10000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: remark: verify-translation: stage 'cse': @dup_arith is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_cmp_select is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_casts is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_math is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_vector is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_consts is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @different_flags_kept is valid (unchanged)
// CHECK: remark: verify-translation: stage 'cse': @scf_if is valid ({{IEEE-754|abstract floating point}}){{$}}

// MUT: @merge_into_nnan: invalid: target result #0 is poison where the source result is NaN
// MUT: @merge_signed_zeros: invalid: target result #1 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// MUT: @merge_ordered_unordered: invalid: target result #1 is false (0) where the source result is true (1)
// MUT: @merge_maximumf_maxnumf: invalid: target result #1 is NaN where the source result is
// MUT: @merge_rounding_modes: invalid: target result #1 is
// MUT: @ok_merge_into_plain: valid
// MUT: summary: 1 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
func.func @dup_arith(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b : f32
  %2 = arith.mulf %0, %b fastmath<nnan> : f32
  %3 = arith.mulf %1, %b fastmath<nnan> : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}

func.func @dup_cmp_select(%a: f16, %b: f16) -> (f16, f16) {
  %c0 = arith.cmpf ult, %a, %b : f16
  %c1 = arith.cmpf ult, %a, %b : f16
  %s0 = arith.select %c0, %a, %b : f16
  %s1 = arith.select %c1, %a, %b : f16
  return %s0, %s1 : f16, f16
}

func.func @dup_casts(%a: bf16, %i: i32) -> (f32, f32, f64, f64) {
  %e0 = arith.extf %a : bf16 to f32
  %e1 = arith.extf %a : bf16 to f32
  %s0 = arith.sitofp %i : i32 to f64
  %s1 = arith.sitofp %i : i32 to f64
  return %e0, %e1, %s0, %s1 : f32, f32, f64, f64
}

// math.exp is uninterpreted, but the same function of the same argument.
func.func @dup_math(%a: f64, %b: f64) -> (f64, f64, f64, f64) {
  %0 = math.sqrt %a : f64
  %1 = math.sqrt %a : f64
  %2 = math.exp %b : f64
  %3 = math.exp %b : f64
  return %0, %1, %2, %3 : f64, f64, f64, f64
}

// After merging the maximumf, x / y and y / x are the same op too.
func.func @dup_vector(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.maximumf %a, %b : vector<4xf32>
  %1 = arith.maximumf %a, %b : vector<4xf32>
  %2 = arith.divf %0, %1 : vector<4xf32>
  %3 = arith.divf %1, %0 : vector<4xf32>
  return %2, %3 : vector<4xf32>, vector<4xf32>
}

// 0.0 and 0.0 merge; -0.0 is a different constant and stays.
func.func @dup_consts() -> (f32, f32, f32) {
  %0 = arith.constant 0.0 : f32
  %1 = arith.constant 0.0 : f32
  %2 = arith.constant -0.0 : f32
  return %0, %1, %2 : f32, f32, f32
}

func.func @different_flags_kept(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<nsz> : f32
  return %0, %1 : f32, f32
}

// An op in a region merged with the dominating one outside.
func.func @scf_if(%c: i1, %a: f32, %b: f32) -> f32 {
  %0 = arith.mulf %a, %b : f32
  %r = scf.if %c -> f32 {
    %1 = arith.mulf %a, %b : f32
    %2 = arith.addf %1, %0 : f32
    scf.yield %2 : f32
  } else {
    scf.yield %0 : f32
  }
  return %r : f32
}

//--- src.mlir
// A plain addf replaced by the nnan one: poison where the source has a NaN.
func.func @merge_into_nnan(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<nnan> : f32
  return %0, %1 : f32, f32
}
// -0.0 and +0.0 compare equal but are different constants.
func.func @merge_signed_zeros() -> (f32, f32) {
  %0 = arith.constant 0.0 : f32
  %1 = arith.constant -0.0 : f32
  return %0, %1 : f32, f32
}
// olt and ult differ on NaN.
func.func @merge_ordered_unordered(%a: f64, %b: f64) -> (i1, i1) {
  %0 = arith.cmpf olt, %a, %b : f64
  %1 = arith.cmpf ult, %a, %b : f64
  return %0, %1 : i1, i1
}
// maximumf propagates NaN, maxnumf returns the other operand.
func.func @merge_maximumf_maxnumf(%a: f16, %b: f16) -> (f16, f16) {
  %0 = arith.maximumf %a, %b : f16
  %1 = arith.maxnumf %a, %b : f16
  return %0, %1 : f16, f16
}
// truncf with different rounding modes.
func.func @merge_rounding_modes(%a: f32) -> (bf16, bf16) {
  %0 = arith.truncf %a : f32 to bf16
  %1 = arith.truncf %a toward_zero : f32 to bf16
  return %0, %1 : bf16, bf16
}
// Control: the nnan op replaced by the plain one is more defined.
func.func @ok_merge_into_plain(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<nnan> : f32
  return %0, %1 : f32, f32
}

//--- tgt.mlir
func.func @merge_into_nnan(%a: f32, %b: f32) -> (f32, f32) {
  %1 = arith.addf %a, %b fastmath<nnan> : f32
  return %1, %1 : f32, f32
}
func.func @merge_signed_zeros() -> (f32, f32) {
  %0 = arith.constant 0.0 : f32
  return %0, %0 : f32, f32
}
func.func @merge_ordered_unordered(%a: f64, %b: f64) -> (i1, i1) {
  %0 = arith.cmpf olt, %a, %b : f64
  return %0, %0 : i1, i1
}
func.func @merge_maximumf_maxnumf(%a: f16, %b: f16) -> (f16, f16) {
  %0 = arith.maximumf %a, %b : f16
  return %0, %0 : f16, f16
}
func.func @merge_rounding_modes(%a: f32) -> (bf16, bf16) {
  %0 = arith.truncf %a : f32 to bf16
  return %0, %0 : bf16, bf16
}
func.func @ok_merge_into_plain(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.addf %a, %b : f32
  return %0, %0 : f32, f32
}
