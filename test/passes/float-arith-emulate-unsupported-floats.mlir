// Upstream MLIR 22 `arith-emulate-unsupported-floats{source-types=bf16,f16
// target-type=f32}`, checked through the plugin. The pass computes each
// bf16/f16 arith op in f32: extf the operands, run the op in f32, truncf the
// result back (comparisons and min/max as well; select and extf to f64 are
// left alone).
// ArithOps.td: addf/subf/mulf/divf round to nearest-even ("If the value
// cannot be exactly represented, it is rounded" for casts likewise); extf is
// exact; truncf "is rounded using ... the default one if no rounding mode is
// provided". The emulation therefore rounds twice (to f32, then to bf16).
// For +, -, *, / and sqrt that double rounding is innocuous when the wide
// format has at least 2p+2 significand bits (Figueroa, "When is double
// rounding innocuous?", 1995): bf16 has p = 8 and f16 p = 11, f32 has 24 >=
// 2*11+2, so all of them must be valid. The tool agrees, but only given more
// than the 10 s budget of this test (measured with timeout-ms=0 on a loaded
// 2-CPU machine: bf16 addf 10 s, bf16 subf 15 s, f16 addf 27 s, bf16 mulf
// under 2 minutes; bf16 divf did not finish in 2 minutes). slow.mlir keeps
// them with a 1 s budget, where they are reported inconclusive: an expected
// limitation (solver time), documented by the second RUN.
// input.mlir holds the emulations that are proved quickly.
// The integer-to-float conversions are NOT innocuous (an integer is not a
// bf16 value): see float-arith-emulate-unsupported-floats-sitofp-bug.mlir.
// The third RUN checks hand-broken emulations with the two-file checker.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})" remarks=true timeout-ms=1000})' %t/slow.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SLOW --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=10000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: remark: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @negf_cmpf_minmax is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @select_not_promoted is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @uitofp_i8 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @extf_to_f64_untouched is valid (unchanged)

// SLOW: warning: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @addf is inconclusive (timeout): {{.*}}ran out while
// SLOW: warning: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @subf is inconclusive (timeout): {{.*}}ran out while
// SLOW: warning: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @add_f16 is inconclusive (timeout): {{.*}}ran out while
// SLOW: warning: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @mulf is inconclusive (timeout): {{.*}}ran out while
// SLOW: warning: verify-translation: stage 'func.func(arith-emulate-unsupported-floats{source-types=bf16,f16 target-type=f32})': @divf is inconclusive (timeout): {{.*}}ran out while

// MUT: @emulate_in_f16: invalid: target result #0 is
// MUT: @truncf_toward_zero: invalid: target result #0 is
// MUT: @cmpf_after_truncf: invalid: target result #0 is
// MUT: @ok_maximumf_in_f32: valid
// MUT: summary: 1 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
// negf, comparisons (no truncf needed) and min/max are exact in f32.
func.func @negf_cmpf_minmax(%a: bf16, %b: bf16) -> (bf16, i1, i1, bf16, bf16) {
  %n = arith.negf %a : bf16
  %c = arith.cmpf olt, %a, %b : bf16
  %u = arith.cmpf uno, %a, %b : bf16
  %m = arith.maximumf %a, %b : bf16
  %mn = arith.minnumf %a, %b : bf16
  return %n, %c, %u, %m, %mn : bf16, i1, i1, bf16, bf16
}

// The select stays in bf16; its user is emulated.
func.func @select_not_promoted(%c: i1, %a: bf16, %b: bf16) -> bf16 {
  %s = arith.select %c, %a, %b : bf16
  %n = arith.negf %s : bf16
  return %n : bf16
}

// An i8 is exact in f32, so uitofp i8 -> f32 -> bf16 rounds once.
func.func @uitofp_i8(%i: i8) -> bf16 {
  %s = arith.uitofp %i : i8 to bf16
  return %s : bf16
}

// extf to f64 and ops on f64 are supported: nothing to do.
func.func @extf_to_f64_untouched(%a: bf16) -> (f64, f64) {
  %e = arith.extf %a : bf16 to f64
  %m = arith.mulf %e, %e : f64
  return %e, %m : f64, f64
}

//--- slow.mlir
// Valid by the 2p+2 argument, but beyond a 1 s solver budget.
func.func @addf(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}

func.func @subf(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.subf %a, %b : bf16
  return %r : bf16
}

func.func @add_f16(%a: f16, %b: f16) -> f16 {
  %r = arith.addf %a, %b : f16
  return %r : f16
}

func.func @mulf(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}

func.func @divf(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.divf %a, %b : bf16
  return %r : bf16
}

//--- src.mlir
// Emulating f32 arithmetic in a narrower type loses precision.
func.func @emulate_in_f16(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
// The narrowing must round to nearest-even.
func.func @truncf_toward_zero(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.subf %a, %b : bf16
  return %r : bf16
}
// The source compares the rounded bf16 sum; the target compares the
// unrounded f32 sum.
func.func @cmpf_after_truncf(%a: bf16, %b: bf16, %c: bf16) -> i1 {
  %s = arith.addf %a, %b : bf16
  %r = arith.cmpf olt, %s, %c : bf16
  return %r : i1
}
// Control: maximumf emulated in f32 (exact, the truncf does not round).
func.func @ok_maximumf_in_f32(%a: bf16, %b: bf16) -> bf16 {
  %r = arith.maximumf %a, %b : bf16
  return %r : bf16
}

//--- tgt.mlir
// bf16 -> f16 is not an extension (f16 has a smaller exponent range), so go
// through f32 and compute in f16.
func.func @emulate_in_f16(%a: bf16, %b: bf16) -> bf16 {
  %ea = arith.extf %a : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %ha = arith.truncf %ea : f32 to f16
  %hb = arith.truncf %eb : f32 to f16
  %s = arith.addf %ha, %hb : f16
  %w = arith.extf %s : f16 to f32
  %r = arith.truncf %w : f32 to bf16
  return %r : bf16
}
func.func @truncf_toward_zero(%a: bf16, %b: bf16) -> bf16 {
  %ea = arith.extf %a : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %s = arith.subf %ea, %eb : f32
  %r = arith.truncf %s toward_zero : f32 to bf16
  return %r : bf16
}
func.func @cmpf_after_truncf(%a: bf16, %b: bf16, %c: bf16) -> i1 {
  %ea = arith.extf %a : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %ec = arith.extf %c : bf16 to f32
  %s = arith.addf %ea, %eb : f32
  %r = arith.cmpf olt, %s, %ec : f32
  return %r : i1
}
func.func @ok_maximumf_in_f32(%a: bf16, %b: bf16) -> bf16 {
  %ea = arith.extf %a : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %s = arith.maximumf %ea, %eb : f32
  %r = arith.truncf %s : f32 to bf16
  return %r : bf16
}
