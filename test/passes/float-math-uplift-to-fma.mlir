// Upstream MLIR 22 `math-uplift-to-fma`, checked through the plugin: it
// rewrites `arith.addf (arith.mulf a, b), c` into `math.fma a, b, c` when
// both ops carry the `contract` fast-math flag.
// MathOps.td, FmaOp: "The semantics of the operation correspond to those of
// the `llvm.fma` intrinsic" (a*b+c rounded once). The fused result differs
// from the two-rounding mulf+addf, so the rewrite is a refinement only
// because of `contract`, which (LLVM LangRef fast-math flags, followed by
// the tool) allows "floating-point contraction (e.g. fusing a multiply
// followed by an addition into a fused multiply-and-add)" -- on the addf and
// on the mulf it consumes. Every rewritten function of input.mlir must be
// valid; @no_flags and @subf are left alone by the pass.
// The second RUN checks fusions that the flags do NOT allow, with the
// two-file checker, plus two that they do.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(math-uplift-to-fma)" remarks=true timeout-ms=10000})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @uplift is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @uplift_rhs is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @uplift_fast is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @uplift_vec is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @uplift_bf16 is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @two_uses is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @chain is valid ({{IEEE-754|abstract floating point}}){{$}}
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @no_flags is valid (unchanged)
// CHECK: remark: verify-translation: stage 'func.func(math-uplift-to-fma)': @subf is valid (unchanged)

// MUT: @fuse_without_flags: invalid: target result #0 is
// MUT: @fuse_mul_without_contract: invalid: target result #0 is
// MUT: @fuse_add_without_contract: invalid: target result #0 is
// MUT: @fuse_with_only_reassoc: invalid: target result #0 is
// MUT: @ok_fuse_sub: valid
// MUT: @ok_fuse_vector_f16: valid
// MUT: summary: 2 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
func.func @uplift(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}

// The product on the right of the addition.
func.func @uplift_rhs(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<contract> : f16
  %r = arith.addf %c, %m fastmath<contract> : f16
  return %r : f16
}

// `fast` includes contract (and nnan/ninf, kept on the fma).
func.func @uplift_fast(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<fast> : f64
  %r = arith.addf %m, %c fastmath<fast> : f64
  return %r : f64
}

func.func @uplift_vec(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %m = arith.mulf %a, %b fastmath<contract> : vector<4xf32>
  %r = arith.addf %m, %c fastmath<contract> : vector<4xf32>
  return %r : vector<4xf32>
}

func.func @uplift_bf16(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %m = arith.mulf %a, %b fastmath<contract> : bf16
  %r = arith.addf %m, %c fastmath<contract> : bf16
  return %r : bf16
}

// The product is also returned: it stays, and the addition is fused.
func.func @two_uses(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r, %m : f32, f32
}

// a*b + c*d: one of the products is fused.
func.func @chain(%a: f32, %b: f32, %c: f32, %d: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %n = arith.mulf %c, %d fastmath<contract> : f32
  %r = arith.addf %m, %n fastmath<contract> : f32
  return %r : f32
}

// Not rewritten: the mulf has no contract flag.
func.func @no_flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}

// Not rewritten: the pass only matches addf.
func.func @subf(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %m, %c fastmath<contract> : f32
  return %r : f32
}

//--- src.mlir
func.func @fuse_without_flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}
func.func @fuse_mul_without_contract(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b : f16
  %r = arith.addf %m, %c fastmath<contract> : f16
  return %r : f16
}
func.func @fuse_add_without_contract(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<contract> : f16
  %r = arith.addf %m, %c : f16
  return %r : f16
}
func.func @fuse_with_only_reassoc(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<reassoc,nsz> : f32
  %r = arith.addf %m, %c fastmath<reassoc,nsz> : f32
  return %r : f32
}
// a*b - c = fma(a, b, -c) under contract.
func.func @ok_fuse_sub(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.subf %m, %c fastmath<contract> : f32
  return %r : f32
}
func.func @ok_fuse_vector_f16(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) -> vector<2xf16> {
  %m = arith.mulf %a, %b fastmath<contract> : vector<2xf16>
  %r = arith.addf %c, %m fastmath<contract> : vector<2xf16>
  return %r : vector<2xf16>
}

//--- tgt.mlir
func.func @fuse_without_flags(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
func.func @fuse_mul_without_contract(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
func.func @fuse_add_without_contract(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
func.func @fuse_with_only_reassoc(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
func.func @ok_fuse_sub(%a: f32, %b: f32, %c: f32) -> f32 {
  %n = arith.negf %c : f32
  %r = math.fma %a, %b, %n : f32
  return %r : f32
}
func.func @ok_fuse_vector_f16(%a: vector<2xf16>, %b: vector<2xf16>, %c: vector<2xf16>) -> vector<2xf16> {
  %r = math.fma %a, %b, %c : vector<2xf16>
  return %r : vector<2xf16>
}
