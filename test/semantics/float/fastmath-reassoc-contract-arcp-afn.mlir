// Fast-math flags that license rewrites (ArithBase.td, FastMathFlags; LLVM
// LangRef): "reassoc: Allow reassociation transformations for floating-point
// instructions" - here one level: (a + b) + c may become a + (b + c) or
// (a + c) + b when both ops carry reassoc; "contract: Allow floating-point
// contraction (e.g. fusing a multiply followed by an addition into a fused
// multiply-and-add)" - both the mulf and the addf/subf need it; "arcp: Allow
// optimizations to use the reciprocal of an argument rather than perform
// division" - x / y may become x * (1 / y); "afn: Allow substitution of
// approximate calculations for functions" - a math function's result is any
// value. Without the flag each rewrite is caught (the afn expansion without
// afn is not provable either way: exp and exp2 are distinct opaque
// functions, so it is inconclusive, never valid).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @reassoc_add: valid (abstract floating point){{$}}
// CHECK-DAG: @reassoc_add_swap: valid (abstract floating point){{$}}
// CHECK-DAG: @reassoc_mul: valid (abstract floating point){{$}}
// CHECK-DAG: @reassoc_outer_only: invalid: target result #0 is
// CHECK-DAG: @reassoc_inner_only: invalid: target result #0 is
// CHECK-DAG: @reassoc_drop_term: invalid: target result #0 is
// CHECK-DAG: @contract_fma: valid (abstract floating point){{$}}
// CHECK-DAG: @contract_fma_sub: valid (abstract floating point){{$}}
// CHECK-DAG: @contract_fma_no_flag: invalid: target result #0 is
// CHECK-DAG: @contract_mul_only: invalid: target result #0 is
// CHECK-DAG: @contract_unfused: valid (abstract floating point){{$}}
// CHECK-DAG: @arcp_recip: valid (abstract floating point){{$}}
// CHECK-DAG: @arcp_recip_no_flag: invalid: target result #0 is
// CHECK-DAG: @arcp_div_three: valid (abstract floating point){{$}}
// CHECK-DAG: @arcp_swap_wrong: invalid: target result #0 is
// CHECK-DAG: @recip_with_reassoc_nsz: invalid: target result #0 is
// CHECK-DAG: @afn_exp_to_exp2: valid (IEEE-754){{$}}
// CHECK-DAG: @afn_added: invalid: target result #0 is
// CHECK-DAG: @contract_fma_rsub: valid (abstract floating point){{$}}
// CHECK-DAG: @exp_expansion_no_afn: inconclusive: the abstract floating-point encoding found a candidate counterexample, which IEEE-754 could not confirm: a counterexample depends on the value of math.exp, math.exp2, which is modelled only by its special values (NaN, infinities, zeros); it is not confirmed
// CHECK: summary: 10 valid, 9 invalid, 0 unsupported, 1 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @contract_fma_no_flag: target result #0 is
// DIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

//--- src.mlir
// reassoc on both additions: (a + b) + c may become a + (b + c) ...
func.func @reassoc_add(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %s, %c fastmath<reassoc> : f32
  return %r : f32
}
// ... or (a + c) + b.
func.func @reassoc_add_swap(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %s, %c fastmath<reassoc> : f32
  return %r : f32
}
func.func @reassoc_mul(%a: f64, %b: f64, %c: f64) -> f64 {
  %s = arith.mulf %a, %b fastmath<reassoc> : f64
  %r = arith.mulf %s, %c fastmath<reassoc> : f64
  return %r : f64
}
// Both operations need the flag.
func.func @reassoc_outer_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %s = arith.addf %a, %b : f16
  %r = arith.addf %s, %c fastmath<reassoc> : f16
  return %r : f16
}
func.func @reassoc_inner_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %s = arith.addf %a, %b fastmath<reassoc> : f16
  %r = arith.addf %s, %c : f16
  return %r : f16
}
// reassoc does not license other rewrites: (a + b) + c is not a + b.
func.func @reassoc_drop_term(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %b fastmath<reassoc> : f32
  %r = arith.addf %s, %c fastmath<reassoc> : f32
  return %r : f32
}
// contract on the mulf and the addf: a * b + c may become fma(a, b, c).
func.func @contract_fma(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}
func.func @contract_fma_sub(%a: f64, %b: f64, %c: f64) -> f64 {
  %m = arith.mulf %a, %b fastmath<contract> : f64
  %r = arith.subf %m, %c fastmath<contract> : f64
  return %r : f64
}
func.func @contract_fma_no_flag(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b : f16
  %r = arith.addf %m, %c : f16
  return %r : f16
}
func.func @contract_mul_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<contract> : f16
  %r = arith.addf %m, %c : f16
  return %r : f16
}
// The unfused form stays valid.
func.func @contract_unfused(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b fastmath<contract> : f32
  %r = arith.addf %m, %c fastmath<contract> : f32
  return %r : f32
}
// arcp: x / y may become x * (1 / y).
func.func @arcp_recip(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y fastmath<arcp> : f32
  return %r : f32
}
func.func @arcp_recip_no_flag(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y : f32
  return %r : f32
}
// arcp with a constant divisor: x / 3.0 -> x * 0.333333343.
func.func @arcp_div_three(%x: f32) -> f32 {
  %c = arith.constant 3.0 : f32
  %r = arith.divf %x, %c fastmath<arcp> : f32
  return %r : f32
}
// arcp is only for division: it does not make x / y equal y / x ...
func.func @arcp_swap_wrong(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y fastmath<arcp> : f32
  return %r : f32
}
// ... and the other flags do not allow the reciprocal.
func.func @recip_with_reassoc_nsz(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y fastmath<reassoc,nsz> : f32
  return %r : f32
}
// afn on a math function: its result may be any approximation, so
// exp(x) -> exp2(x * log2(e)) (the usual fast-math expansion, not exact in
// floating point) is valid with afn ...
func.func @afn_exp_to_exp2(%x: f32) -> f32 {
  %r = math.exp %x fastmath<afn> : f32
  return %r : f32
}
// ... but a target that adds afn may return something else than the exact
// exp(0.0) = 1.0 of the source.
func.func @afn_added(%x: f32) -> f32 {
  %r = arith.constant 1.0 : f32
  return %r : f32
}
// c - a * b may become fma(-a, b, c).
func.func @contract_fma_rsub(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b fastmath<contract> : f16
  %r = arith.subf %c, %m fastmath<contract> : f16
  return %r : f16
}
func.func @exp_expansion_no_afn(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}


//--- tgt.mlir
func.func @reassoc_add(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %b, %c : f32
  %r = arith.addf %a, %s : f32
  return %r : f32
}
func.func @reassoc_add_swap(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %c : f32
  %r = arith.addf %s, %b : f32
  return %r : f32
}
func.func @reassoc_mul(%a: f64, %b: f64, %c: f64) -> f64 {
  %s = arith.mulf %b, %c : f64
  %r = arith.mulf %a, %s : f64
  return %r : f64
}
func.func @reassoc_outer_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %s = arith.addf %b, %c : f16
  %r = arith.addf %a, %s : f16
  return %r : f16
}
func.func @reassoc_inner_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %s = arith.addf %b, %c : f16
  %r = arith.addf %a, %s : f16
  return %r : f16
}
func.func @reassoc_drop_term(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @contract_fma(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
func.func @contract_fma_sub(%a: f64, %b: f64, %c: f64) -> f64 {
  %n = arith.negf %c : f64
  %r = math.fma %a, %b, %n : f64
  return %r : f64
}
func.func @contract_fma_no_flag(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
func.func @contract_mul_only(%a: f16, %b: f16, %c: f16) -> f16 {
  %r = math.fma %a, %b, %c : f16
  return %r : f16
}
func.func @contract_unfused(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}
func.func @arcp_recip(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
func.func @arcp_recip_no_flag(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
func.func @arcp_div_three(%x: f32) -> f32 {
  %c = arith.constant 0.333333343 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @arcp_swap_wrong(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %y, %x : f32
  return %r : f32
}
func.func @recip_with_reassoc_nsz(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
func.func @afn_exp_to_exp2(%x: f32) -> f32 {
  %log2e = arith.constant 1.44269504 : f32
  %y = arith.mulf %x, %log2e : f32
  %r = math.exp2 %y : f32
  return %r : f32
}
func.func @afn_added(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = math.exp %z fastmath<afn> : f32
  return %r : f32
}
func.func @contract_fma_rsub(%a: f16, %b: f16, %c: f16) -> f16 {
  %n = arith.negf %a : f16
  %r = math.fma %n, %b, %c : f16
  return %r : f16
}
func.func @exp_expansion_no_afn(%x: f32) -> f32 {
  %log2e = arith.constant 1.44269504 : f32
  %y = arith.mulf %x, %log2e : f32
  %r = math.exp2 %y : f32
  return %r : f32
}
