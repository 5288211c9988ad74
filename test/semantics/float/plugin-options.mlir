// The fp-mode option of verify-translation: auto (default), abstract and
// ieee are accepted and name the encoding in the verdict; anything else is
// a clear error naming the option, and mlir-opt fails without crashing.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=bogus})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOGUS
// BOGUS: error: verify-translation: fp-mode='bogus' is not a floating-point encoding; use auto, abstract or ieee
// BOGUS-NOT: Stack dump
// BOGUS-NOT: PLEASE submit a bug report
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=IEEE})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CASE
// CASE: error: verify-translation: fp-mode='IEEE' is not a floating-point encoding; use auto, abstract or ieee
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: verify-translation: fp-mode='' is not a floating-point encoding; use auto, abstract or ieee
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=auto remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// AUTO: remark: verify-translation: stage 'func.func(canonicalize)': @f is valid (abstract floating point){{$}}
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=abstract remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=ieee remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=IEEE
// IEEE: remark: verify-translation: stage 'func.func(canonicalize)': @f is valid (IEEE-754){{$}}

func.func @f(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
