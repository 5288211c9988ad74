// The plugin form on float functions. canonicalize's float folds and
// rewrites are checked stage by stage with fp-mode=ieee: x + (-0.0) -> x,
// x * 1.0 -> x, -(-x) -> x, (-a) / (-b) -> a / b, constant folding of remf
// (C fmod: the sign of the dividend), of 1.0 / -0.0 (-inf) and of sqrt,
// copysign from a NaN (either sign), and cmpf(sitofp(i8 x), 100.5) -> cmpi
// (ArithOps.td / MathOps.td rules, see the other tests of this directory).
// Folding math.exp(1.0) to a constant cannot be proved: exp is modelled
// only by its special values, so it is inconclusive (a warning), not valid.
// arith-expand's expansion of maximumf/minimumf into cmpf + select loses
// "treating -0.0 as less than +0.0" (ArithOps.td, MaximumFOp): caught in
// every fp-mode, with the IEEE-754 counterexample.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" fp-mode=ieee remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPAND
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" fp-mode=ieee})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPANDIEEE
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(arith-expand)" fp-mode=abstract})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPANDABS

// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @add_neg_zero is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @mul_one is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @neg_neg is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @div_neg_neg is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @fold_rem is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @fold_div_neg_zero is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @fold_sqrt is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @fold_copysign_nan is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @cmp_sitofp is valid (IEEE-754){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @no_floats is valid{{$}}
// CANON-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @fold_exp is inconclusive: a counterexample depends on the value of math.exp
// CANON-NOT: error:
// CANON-NOT: @fold_exp is valid

// JSON-DAG: "function":"@add_neg_zero","verdict":"valid","detail":"IEEE-754"
// JSON-DAG: "function":"@fold_exp","verdict":"inconclusive"

// EXPAND-DAG: remark: verify-translation: stage 'func.func(arith-expand)': @maxnumf is valid (abstract floating point){{$}}
// EXPAND-DAG: error: verify-translation: stage 'func.func(arith-expand)' miscompiled @maximumf: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// EXPAND-DAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754
// EXPAND-DAG: error: verify-translation: stage 'func.func(arith-expand)' miscompiled @minimumf: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)

// EXPANDIEEE-DAG: error: verify-translation: stage 'func.func(arith-expand)' miscompiled @maximumf: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// EXPANDIEEE-DAG: note: counterexample found with the IEEE-754 floating-point encoding
// EXPANDIEEE-NOT: @maxnumf{{.*}}miscompiled

// EXPANDABS-DAG: error: verify-translation: stage 'func.func(arith-expand)' miscompiled @maximumf: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// EXPANDABS-DAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

func.func @add_neg_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
func.func @mul_one(%x: f64) -> f64 {
  %c = arith.constant 1.0 : f64
  %r = arith.mulf %x, %c : f64
  return %r : f64
}
func.func @neg_neg(%x: f16) -> f16 {
  %a = arith.negf %x : f16
  %r = arith.negf %a : f16
  return %r : f16
}
func.func @div_neg_neg(%x: f32, %y: f32) -> f32 {
  %a = arith.negf %x : f32
  %b = arith.negf %y : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
func.func @fold_rem(%x: f32) -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
func.func @fold_div_neg_zero(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
func.func @fold_sqrt(%x: f32) -> f32 {
  %a = arith.constant 2.0 : f32
  %r = math.sqrt %a : f32
  return %r : f32
}
func.func @fold_copysign_nan(%x: f32) -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 0xFFC00000 : f32
  %r = math.copysign %a, %b : f32
  return %r : f32
}
func.func @cmp_sitofp(%x: i8) -> i1 {
  %f = arith.sitofp %x : i8 to f32
  %c = arith.constant 100.5 : f32
  %r = arith.cmpf olt, %f, %c : f32
  return %r : i1
}
func.func @no_floats(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = arith.addi %x, %c : i32
  return %r : i32
}
func.func @fold_exp(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %r = math.exp %a : f32
  return %r : f32
}
func.func @maxnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
func.func @maximumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @minimumf(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y : f32
  return %r : f32
}
