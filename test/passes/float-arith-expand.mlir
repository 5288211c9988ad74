// Upstream MLIR 22 `arith-expand{include-bf16=true}` on floating-point ops,
// checked through the plugin:
//  - maxnumf/minnumf -> cmpf ugt/ult + select + (cmpf uno, select). ArithOps.td
//    MaxNumFOp: "If the arguments are -0.0 and +0.0, then the result is either
//    of them. If one of the arguments is NaN, then the result is the other
//    argument." The expansion picks one of the zeros and handles a NaN lhs
//    explicitly (a NaN rhs makes `ugt` true, selecting the lhs).
//  - maximumf with `nsz`: the signed-zero case (see
//    float-arith-expand-minimumf-maximumf-signed-zero-bug.mlir) does not
//    matter when the sign of a zero result is free.
//  - extf bf16 -> f32 as a 16-bit shift of the bits (exact), and truncf
//    f32 -> bf16 as "add 0x7fff + lsb, shift right 16" (round to
//    nearest-even) with NaN mapped to 0x7fc0: TruncFOp rounds "using the
//    provided rounding mode or the default one" (nearest-even).
// Every function of input.mlir is rewritten and valid.
// The second half (src.mlir/tgt.mlir) holds hand-broken variants of the same
// expansions that the two-file checker must reject, plus the exact expansion
// as a control.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand{include-bf16=true})" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=10000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @maxnumf_minnumf is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @maxnumf_minnumf_f64_f16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @maxnumf_vector is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @minnumf_bf16_fastmath is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @maximumf_nsz is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @extf_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @extf_bf16_vector is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @truncf_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @truncf_bf16_vector is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @bf16_roundtrip is valid ({{IEEE-754|abstract floating point}}){{$}}

// MUT: @truncf_no_nan_check: invalid: target result #0 is {{.*}} where the source result is NaN
// MUT: @truncf_round_half_up: invalid: target result #0 is
// MUT: @truncf_truncate: invalid: target result #0 is
// MUT: @extf_wrong_shift: invalid: target result #0 is
// MUT: @maxnumf_nan_check_on_rhs: invalid: target result #0 is NaN where the source result is
// MUT: @ok_truncf_expansion: valid
// MUT: summary: 1 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
func.func @maxnumf_minnumf(%a: f32, %b: f32) -> (f32, f32) {
  %0 = arith.maxnumf %a, %b : f32
  %1 = arith.minnumf %a, %b : f32
  return %0, %1 : f32, f32
}

func.func @maxnumf_minnumf_f64_f16(%a: f64, %b: f64, %c: f16, %d: f16) -> (f64, f16) {
  %0 = arith.maxnumf %a, %b : f64
  %1 = arith.minnumf %c, %d : f16
  return %0, %1 : f64, f16
}

func.func @maxnumf_vector(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xf16> {
  %0 = arith.maxnumf %a, %b : vector<4xf16>
  return %0 : vector<4xf16>
}

// The expansion drops the nnan flag: the target is more defined.
func.func @minnumf_bf16_fastmath(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.minnumf %a, %b fastmath<nnan> : bf16
  return %0 : bf16
}

func.func @maximumf_nsz(%a: f32, %b: f32) -> f32 {
  %0 = arith.maximumf %a, %b fastmath<nsz> : f32
  return %0 : f32
}

func.func @extf_bf16(%a: bf16) -> f32 {
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}

func.func @extf_bf16_vector(%a: vector<4xbf16>) -> vector<4xf32> {
  %r = arith.extf %a : vector<4xbf16> to vector<4xf32>
  return %r : vector<4xf32>
}

func.func @truncf_bf16(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}

func.func @truncf_bf16_vector(%a: vector<2xf32>) -> vector<2xbf16> {
  %r = arith.truncf %a : vector<2xf32> to vector<2xbf16>
  return %r : vector<2xbf16>
}

func.func @bf16_roundtrip(%a: bf16) -> bf16 {
  %e = arith.extf %a : bf16 to f32
  %t = arith.truncf %e : f32 to bf16
  return %t : bf16
}

//--- src.mlir
func.func @truncf_no_nan_check(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
func.func @truncf_round_half_up(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
func.func @truncf_truncate(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
func.func @extf_wrong_shift(%a: bf16) -> f32 {
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}
func.func @maxnumf_nan_check_on_rhs(%a: f32, %b: f32) -> f32 {
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
func.func @ok_truncf_expansion(%a: f32) -> bf16 {
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}

//--- tgt.mlir
// The pass's expansion without the NaN select: a NaN can carry into the sign
// bit or become an infinity.
func.func @truncf_no_nan_check(%arg0: f32) -> bf16 {
  %c32767_i32 = arith.constant 32767 : i32
  %c16_i32 = arith.constant 16 : i32
  %c1_i32 = arith.constant 1 : i32
  %1 = arith.bitcast %arg0 : f32 to i32
  %2 = arith.shrui %1, %c16_i32 : i32
  %3 = arith.andi %2, %c1_i32 : i32
  %4 = arith.addi %3, %c32767_i32 : i32
  %5 = arith.addi %1, %4 : i32
  %6 = arith.shrui %5, %c16_i32 : i32
  %7 = arith.trunci %6 : i32 to i16
  %9 = arith.bitcast %7 : i16 to bf16
  return %9 : bf16
}
// Adding 0x8000 rounds ties away from zero instead of to even.
func.func @truncf_round_half_up(%arg0: f32) -> bf16 {
  %0 = arith.cmpf une, %arg0, %arg0 : f32
  %c32768_i32 = arith.constant 32768 : i32
  %c32704_i16 = arith.constant 32704 : i16
  %c16_i32 = arith.constant 16 : i32
  %1 = arith.bitcast %arg0 : f32 to i32
  %5 = arith.addi %1, %c32768_i32 : i32
  %6 = arith.shrui %5, %c16_i32 : i32
  %7 = arith.trunci %6 : i32 to i16
  %8 = arith.select %0, %c32704_i16, %7 : i16
  %9 = arith.bitcast %8 : i16 to bf16
  return %9 : bf16
}
// Dropping the low half truncates toward zero.
func.func @truncf_truncate(%arg0: f32) -> bf16 {
  %0 = arith.cmpf une, %arg0, %arg0 : f32
  %c32704_i16 = arith.constant 32704 : i16
  %c16_i32 = arith.constant 16 : i32
  %1 = arith.bitcast %arg0 : f32 to i32
  %6 = arith.shrui %1, %c16_i32 : i32
  %7 = arith.trunci %6 : i32 to i16
  %8 = arith.select %0, %c32704_i16, %7 : i16
  %9 = arith.bitcast %8 : i16 to bf16
  return %9 : bf16
}
func.func @extf_wrong_shift(%arg0: bf16) -> f32 {
  %0 = arith.bitcast %arg0 : bf16 to i16
  %1 = arith.extui %0 : i16 to i32
  %c15_i32 = arith.constant 15 : i32
  %2 = arith.shli %1, %c15_i32 : i32
  %3 = arith.bitcast %2 : i32 to f32
  return %3 : f32
}
// The NaN test on %b instead of %a: maxnumf(NaN, 1.0) gives NaN.
func.func @maxnumf_nan_check_on_rhs(%arg0: f32, %arg1: f32) -> f32 {
  %0 = arith.cmpf ugt, %arg0, %arg1 : f32
  %1 = arith.select %0, %arg0, %arg1 : f32
  %2 = arith.cmpf uno, %arg1, %arg1 : f32
  %3 = arith.select %2, %arg1, %1 : f32
  return %3 : f32
}
// Control: the pass's own expansion.
func.func @ok_truncf_expansion(%arg0: f32) -> bf16 {
  %0 = arith.cmpf une, %arg0, %arg0 : f32
  %c32767_i32 = arith.constant 32767 : i32
  %c32704_i16 = arith.constant 32704 : i16
  %c16_i32 = arith.constant 16 : i32
  %c1_i32 = arith.constant 1 : i32
  %1 = arith.bitcast %arg0 : f32 to i32
  %2 = arith.shrui %1, %c16_i32 : i32
  %3 = arith.andi %2, %c1_i32 : i32
  %4 = arith.addi %3, %c32767_i32 : i32
  %5 = arith.addi %1, %4 : i32
  %6 = arith.shrui %5, %c16_i32 : i32
  %7 = arith.trunci %6 : i32 to i16
  %8 = arith.select %0, %c32704_i16, %7 : i16
  %9 = arith.bitcast %8 : i16 to bf16
  return %9 : bf16
}
