// arith.select on floats: "If the value of the first operand (the condition)
// is `1`, then the second operand is returned, and the third operand is
// ignored, even if it was poison" (ArithOps.td, SelectOp). Guards built from
// cmpf see -0.0 == 0.0 and NaN != NaN, so select-based rewrites that ignore
// signed zeros or NaN are caught.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @select_same: valid (abstract floating point){{$}}
// CHECK-DAG: @select_true: valid (abstract floating point){{$}}
// CHECK-DAG: @select_true_wrong: invalid: target result #0 is
// CHECK-DAG: @select_swap: valid (abstract floating point){{$}}
// CHECK-DAG: @select_swap_wrong: invalid: target result #0 is
// CHECK-DAG: @select_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @select_eq: invalid: target result #0 is
// CHECK-DAG: @select_nan_guard: valid (abstract floating point){{$}}
// CHECK-DAG: @select_abs: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @select_abs_ole: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @select_abs_inverted: valid (abstract floating point){{$}}
// CHECK: summary: 5 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @select_zero: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// DIAG: note: counterexample input %arg0 : f32 = -0.0 (0x80000000)

// IEEE-DAG: @select_nan_guard: valid (IEEE-754){{$}}
// IEEE-DAG: @select_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)

//--- src.mlir
func.func @select_same(%c: i1, %x: f32) -> f32 {
  %r = arith.select %c, %x, %x : f32
  return %r : f32
}
func.func @select_true(%x: f64, %y: f64) -> f64 {
  %t = arith.constant true
  %r = arith.select %t, %x, %y : f64
  return %r : f64
}
func.func @select_true_wrong(%x: f64, %y: f64) -> f64 {
  %t = arith.constant true
  %r = arith.select %t, %x, %y : f64
  return %r : f64
}
func.func @select_swap(%c: i1, %x: f16, %y: f16) -> f16 {
  %r = arith.select %c, %x, %y : f16
  return %r : f16
}
func.func @select_swap_wrong(%c: i1, %x: bf16, %y: bf16) -> bf16 {
  %r = arith.select %c, %x, %y : bf16
  return %r : bf16
}
// x == 0.0 ? 0.0 : x is not x: -0.0 == 0.0.
func.func @select_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf oeq, %x, %z : f32
  %r = arith.select %c, %z, %x : f32
  return %r : f32
}
// x == y ? x : y is y except for the sign of zero.
func.func @select_eq(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf oeq, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
// x != x ? y : x is x when x is not NaN; when it is, y.
func.func @select_nan_guard(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf uno, %x, %x : f32
  %r = arith.select %c, %y, %x : f32
  return %r : f32
}
// Selecting between x and -x by the sign: not absf for -0.0 (olt -0.0, 0.0
// is false).
func.func @select_abs(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf olt, %x, %z : f32
  %n = arith.negf %x : f32
  %r = arith.select %c, %n, %x : f32
  return %r : f32
}
// With ole, +0.0 becomes -0.0: not absf either.
func.func @select_abs_ole(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf ole, %x, %z : f32
  %n = arith.negf %x : f32
  %r = arith.select %c, %n, %x : f32
  return %r : f32
}
// Inverting the predicate and swapping the operands: oge is not olt
// negated (NaN), but negf(NaN) is NaN, so the result is the same.
func.func @select_abs_inverted(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf olt, %x, %z : f32
  %n = arith.negf %x : f32
  %r = arith.select %c, %n, %x : f32
  return %r : f32
}

//--- tgt.mlir
func.func @select_same(%c: i1, %x: f32) -> f32 {
  return %x : f32
}
func.func @select_true(%x: f64, %y: f64) -> f64 {
  return %x : f64
}
func.func @select_true_wrong(%x: f64, %y: f64) -> f64 {
  return %y : f64
}
func.func @select_swap(%c: i1, %x: f16, %y: f16) -> f16 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %y, %x : f16
  return %r : f16
}
func.func @select_swap_wrong(%c: i1, %x: bf16, %y: bf16) -> bf16 {
  %r = arith.select %c, %y, %x : bf16
  return %r : bf16
}
func.func @select_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @select_eq(%x: f32, %y: f32) -> f32 {
  return %y : f32
}
func.func @select_nan_guard(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ord, %x, %x : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
func.func @select_abs(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @select_abs_ole(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @select_abs_inverted(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf oge, %x, %z : f32
  %n = arith.negf %x : f32
  %r = arith.select %c, %x, %n : f32
  return %r : f32
}
