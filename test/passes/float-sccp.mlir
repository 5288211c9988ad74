// Upstream MLIR 22 `sccp` (sparse conditional constant propagation) with
// floating-point constants, checked through the plugin. SCCP folds float ops
// whose operands are constants with the ops' folders (round to nearest-even,
// ArithOps.td), decides cmpf on constants (ordered predicates false on NaN),
// and drops branches/regions that a constant condition makes dead; each
// rewrite must be a refinement.
// The second half (src.mlir/tgt.mlir) holds wrongly propagated constants
// that the two-file checker must reject, and one correct control.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="sccp" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=10000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: remark: verify-translation: stage 'sccp': @fold_chain is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'sccp': @branch_on_cmpf is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'sccp': @nan_compare is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'sccp': @scf_if_const is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'sccp': @casts is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'sccp': @loop_carried is valid (bounded: loops up to {{[0-9]+}} iterations; {{IEEE-754|abstract floating point}}){{$}}

// MUT: @bf16_div_wrong_rounding: invalid: target result #0 is 0.332 (0x3eaa) where the source result is 0.334 (0x3eab)
// MUT: @nan_eq_nan: invalid: target result #0 is true (1) where the source result is false (0)
// MUT: @wrong_branch: invalid: target result #0 is 0.5 (0x3fe0000000000000) where the source result is
// MUT: @int_roundtrip: invalid: target result #0 is true (1) where the source result is false (0)
// MUT: @ok_f64_sum: valid
// MUT: summary: 1 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
// 0.1f + 0.2f = 0.3f, 0.3f * 0.3f = 0.09f, 0.09 > 0.1 is false: the select
// keeps only %x.
func.func @fold_chain(%x: f32) -> (f32, i1) {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %s = arith.addf %a, %b : f32
  %m = arith.mulf %s, %s : f32
  %c = arith.cmpf ogt, %m, %a : f32
  %r = arith.select %c, %m, %x : f32
  return %r, %c : f32, i1
}

// 1.0 < 2.0: the branch is always taken and the block argument is 0.5.
func.func @branch_on_cmpf(%x: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %c = arith.cmpf olt, %one, %two : f64
  cf.cond_br %c, ^bb1, ^bb2(%x : f64)
^bb1:
  %d = arith.divf %one, %two : f64
  cf.br ^bb2(%d : f64)
^bb2(%v: f64):
  return %v : f64
}

// 0/0 is NaN: oeq(NaN, NaN) is false, uno(NaN, x) is true, NaN + x stays an
// addf of the NaN constant.
func.func @nan_compare(%x: f16) -> (i1, i1, f16) {
  %z = arith.constant 0.0 : f16
  %nan = arith.divf %z, %z : f16
  %c0 = arith.cmpf oeq, %nan, %nan : f16
  %c1 = arith.cmpf uno, %nan, %x : f16
  %r = arith.addf %nan, %x : f16
  return %c0, %c1, %r : i1, i1, f16
}

// bf16: 1/3 rounds to 0.333984375, times 3 rounds back to 1.0; one(1/3, 1)
// is true, so the scf.if yields the constant 1.0.
func.func @scf_if_const(%x: bf16) -> bf16 {
  %a = arith.constant 3.0 : bf16
  %b = arith.constant 1.0 : bf16
  %d = arith.divf %b, %a : bf16
  %c = arith.cmpf one, %d, %b : bf16
  %r = scf.if %c -> bf16 {
    %y = arith.mulf %d, %a : bf16
    scf.yield %y : bf16
  } else {
    scf.yield %x : bf16
  }
  return %r : bf16
}

// fptoui(2.5e9) = 2500000000; sitofp(16777217) = 16777216.0, whose fptosi
// is 16777216 != 16777217.
func.func @casts(%x: i32) -> (i32, f32, i1) {
  %f = arith.constant 2.5e9 : f32
  %big = arith.fptoui %f : f32 to i32
  %i = arith.constant 16777217 : i32
  %g = arith.sitofp %i : i32 to f32
  %h = arith.fptosi %g : f32 to i32
  %c = arith.cmpi eq, %h, %i : i32
  return %big, %g, %c : i32, f32, i1
}

// 0 * 0 = +0 on every iteration: the loop result is the constant 0.0.
func.func @loop_carried(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> f32 {
    %a = arith.mulf %acc, %acc : f32
    scf.yield %a : f32
  }
  return %r : f32
}

//--- src.mlir
// 1/3 in bf16 rounds up to 0x3eab; truncating the f32 quotient gives 0x3eaa.
func.func @bf16_div_wrong_rounding() -> bf16 {
  %a = arith.constant 3.0 : bf16
  %b = arith.constant 1.0 : bf16
  %d = arith.divf %b, %a : bf16
  return %d : bf16
}
func.func @nan_eq_nan() -> i1 {
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  %c = arith.cmpf oeq, %nan, %nan : f32
  return %c : i1
}
// 2.0 < 1.0 is false: the block argument is %x, not 0.5.
func.func @wrong_branch(%x: f64) -> f64 {
  %one = arith.constant 1.0 : f64
  %two = arith.constant 2.0 : f64
  %c = arith.cmpf olt, %two, %one : f64
  cf.cond_br %c, ^bb1, ^bb2(%x : f64)
^bb1:
  %d = arith.divf %one, %two : f64
  cf.br ^bb2(%d : f64)
^bb2(%v: f64):
  return %v : f64
}
// 16777217 does not survive the round trip through f32.
func.func @int_roundtrip() -> i1 {
  %i = arith.constant 16777217 : i32
  %g = arith.sitofp %i : i32 to f32
  %h = arith.fptosi %g : f32 to i32
  %c = arith.cmpi eq, %h, %i : i32
  return %c : i1
}
// Control: 0.1 + 0.2 in f64 is 0.30000000000000004.
func.func @ok_f64_sum() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %s = arith.addf %a, %b : f64
  return %s : f64
}

//--- tgt.mlir
func.func @bf16_div_wrong_rounding() -> bf16 {
  %d = arith.constant 0.33203125 : bf16
  return %d : bf16
}
func.func @nan_eq_nan() -> i1 {
  %c = arith.constant true
  return %c : i1
}
func.func @wrong_branch(%x: f64) -> f64 {
  %h = arith.constant 0.5 : f64
  return %h : f64
}
func.func @int_roundtrip() -> i1 {
  %c = arith.constant true
  return %c : i1
}
func.func @ok_f64_sum() -> f64 {
  %s = arith.constant 0.30000000000000004 : f64
  return %s : f64
}
