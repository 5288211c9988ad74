// A multi-stage floating-point pipeline of upstream MLIR 22 passes,
// `func.func(canonicalize),cse,math-uplift-to-fma,func.func(arith-expand{include-bf16=true})`,
// checked through the plugin stage by stage. The functions are built so that
// canonicalize folds an identity (x * 1.0, negf(negf x), y + -0.0,
// truncf(extf x)), which makes two `contract` products identical; cse then
// merges them (and what uses them); math-uplift-to-fma fuses the
// contract mulf/addf pairs into math.fma and folds maxnumf(x, x); and
// arith-expand lowers the remaining maxnumf/minnumf to cmpf + select and the
// f32 -> bf16 truncf to integer rounding. Every stage output must be a
// refinement of its input (rules: ArithOps.td, MathOps.td, `contract` as in
// float-math-uplift-to-fma.mlir).
// The second RUN feeds a maximumf through canonicalize, cse and arith-expand
// and checks that the miscompilation of arith-expand (see
// float-arith-expand-minimumf-maximumf-signed-zero-bug.mlir) is attributed to
// that stage and not to the two before it.
// (vector<4xf32> versions of @vec_axpy time out at 10 s in the canonicalize
// stage; vector<2xf32> is used.)
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize),cse,math-uplift-to-fma,func.func(arith-expand{include-bf16=true})" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize),cse,func.func(arith-expand)" remarks=true timeout-ms=10000})' %t/bug.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BUG --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @axpy_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @axpy_f16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @vec_axpy is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @to_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @axpy_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @axpy_f16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @vec_axpy is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'cse': @to_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'math-uplift-to-fma': @axpy_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'math-uplift-to-fma': @axpy_f16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'math-uplift-to-fma': @vec_axpy is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'math-uplift-to-fma': @to_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @axpy_f32 is valid (unchanged)
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @axpy_f16 is valid (unchanged)
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @vec_axpy is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(arith-expand{include-bf16=true})': @to_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}

// BUG: remark: verify-translation: stage 'func.func(canonicalize)': @clamp_low is valid ({{IEEE-754|abstract floating point}}){{$}}
// BUG: remark: verify-translation: stage 'cse': @clamp_low is valid ({{IEEE-754|abstract floating point}}){{$}}
// BUG: error: verify-translation: stage 'func.func(arith-expand)' miscompiled @clamp_low: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// BUG: note: counterexample input %arg0 : f32 = -0.0 (0x80000000)

//--- input.mlir
// x * 1.0 -> x makes %m0 and %m1 identical; after cse, maxnumf(r, r) -> r
// and a*x + y -> fma.
func.func @axpy_f32(%a: f32, %x: f32, %y: f32) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %a1 = arith.mulf %a, %one : f32
  %m0 = arith.mulf %a1, %x fastmath<contract> : f32
  %m1 = arith.mulf %a, %x fastmath<contract> : f32
  %r0 = arith.addf %m0, %y fastmath<contract> : f32
  %r1 = arith.addf %m1, %y fastmath<contract> : f32
  %n = arith.maxnumf %r0, %r1 : f32
  return %n, %r1 : f32, f32
}
// negf(negf a) -> a; the minnumf of two equal values folds away.
func.func @axpy_f16(%a: f16, %x: f16, %y: f16) -> f16 {
  %na = arith.negf %a : f16
  %nna = arith.negf %na : f16
  %m0 = arith.mulf %nna, %x fastmath<contract> : f16
  %m1 = arith.mulf %a, %x fastmath<contract> : f16
  %s = arith.addf %m0, %y fastmath<contract> : f16
  %t = arith.addf %m1, %y fastmath<contract> : f16
  %r = arith.minnumf %s, %t : f16
  return %r : f16
}
// y + -0.0 -> y; the maxnumf of the fma and the product stays and is
// expanded by arith-expand.
func.func @vec_axpy(%a: vector<2xf32>, %x: vector<2xf32>, %y: vector<2xf32>) -> vector<2xf32> {
  %z = arith.constant dense<-0.0> : vector<2xf32>
  %y0 = arith.addf %y, %z : vector<2xf32>
  %m = arith.mulf %a, %x fastmath<contract> : vector<2xf32>
  %m2 = arith.mulf %a, %x fastmath<contract> : vector<2xf32>
  %s = arith.addf %m, %y0 fastmath<contract> : vector<2xf32>
  %t = arith.maxnumf %s, %m2 : vector<2xf32>
  return %t : vector<2xf32>
}
// truncf(extf a) -> a; the f32 -> bf16 truncf is expanded to integer ops.
func.func @to_bf16(%a: f32, %b: f32, %c: f32) -> bf16 {
  %e = arith.extf %a : f32 to f64
  %t = arith.truncf %e : f64 to f32
  %m = arith.mulf %t, %b fastmath<contract> : f32
  %m2 = arith.mulf %t, %b fastmath<contract> : f32
  %s = arith.addf %m, %c fastmath<contract> : f32
  %u = arith.maxnumf %s, %m2 : f32
  %r = arith.truncf %u : f32 to bf16
  return %r : bf16
}

//--- bug.mlir
// min(x * 1.0, 0.0) twice: canonicalize drops the * 1.0, cse merges the two
// minimumf, arith-expand returns +0.0 for x = -0.0.
func.func @clamp_low(%x: f32) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %x1 = arith.mulf %x, %one : f32
  %a = arith.minimumf %x1, %z : f32
  %b = arith.minimumf %x, %z : f32
  return %a, %b : f32, f32
}
