// arith.subf: IEEE-754 subtraction rounded to nearest-even (ArithOps.td,
// SubFOp: "takes two operands and returns one result"); x - y is
// x + (-y), so x - 0.0 = x for every x but x - (-0.0) is +0.0 for x = -0.0,
// 0.0 - x is not -x (x = +0.0) while -0.0 - x is, and x - x is NaN for x =
// NaN or inf.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @sub_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @sub_neg_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @sub_is_add_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @sub_self: invalid: target result #0 is 0.0 (0x00000000) where the source result is NaN
// CHECK-DAG: @sub_swap: invalid: target result #0 is
// CHECK-DAG: @neg_sub: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @zero_minus_x: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @negzero_minus_x: valid (abstract floating point){{$}}
// CHECK-DAG: @three_minus_five: valid (IEEE-754){{$}}
// CHECK-DAG: @three_minus_five_wrong: invalid: target result #0 is 2.0 (0x40000000) where the source result is -2.0 (0xc0000000){{$}}
// CHECK: summary: 4 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @sub_self: target result #0 is 0.0 (0x00000000) where the source result is NaN
// DIAG: note: counterexample input %arg0 : f32 = NaN
// DIAG: note: source result #0 = NaN
// DIAG: note: target result #0 = 0.0 (0x00000000)

//--- src.mlir
func.func @sub_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.subf %x, %c : f32
  return %r : f32
}
func.func @sub_neg_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.subf %x, %c : f32
  return %r : f32
}
func.func @sub_is_add_neg(%x: f64, %y: f64) -> f64 {
  %r = arith.subf %x, %y : f64
  return %r : f64
}
// The classic x - x -> 0.0: wrong for NaN and inf.
func.func @sub_self(%x: f32) -> f32 {
  %r = arith.subf %x, %x : f32
  return %r : f32
}
func.func @sub_swap(%x: f16, %y: f16) -> f16 {
  %r = arith.subf %x, %y : f16
  return %r : f16
}
// -(x - y) -> y - x: wrong for x = y (+0.0 vs -0.0).
func.func @neg_sub(%x: f32, %y: f32) -> f32 {
  %r = arith.subf %x, %y : f32
  %n = arith.negf %r : f32
  return %n : f32
}
func.func @zero_minus_x(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32
}
func.func @negzero_minus_x(%x: bf16) -> bf16 {
  %c = arith.constant -0.0 : bf16
  %r = arith.subf %c, %x : bf16
  return %r : bf16
}
// Exact small-integer arithmetic.
func.func @three_minus_five(%x: f32) -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 5.0 : f32
  %r = arith.subf %a, %b : f32
  return %r : f32
}
func.func @three_minus_five_wrong(%x: f32) -> f32 {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 5.0 : f32
  %r = arith.subf %a, %b : f32
  return %r : f32
}

//--- tgt.mlir
func.func @sub_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @sub_neg_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @sub_is_add_neg(%x: f64, %y: f64) -> f64 {
  %n = arith.negf %y : f64
  %r = arith.addf %x, %n : f64
  return %r : f64
}
func.func @sub_self(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
func.func @sub_swap(%x: f16, %y: f16) -> f16 {
  %r = arith.subf %y, %x : f16
  return %r : f16
}
func.func @neg_sub(%x: f32, %y: f32) -> f32 {
  %r = arith.subf %y, %x : f32
  return %r : f32
}
func.func @zero_minus_x(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @negzero_minus_x(%x: bf16) -> bf16 {
  %r = arith.negf %x : bf16
  return %r : bf16
}
func.func @three_minus_five(%x: f32) -> f32 {
  %r = arith.constant -2.0 : f32
  return %r : f32
}
func.func @three_minus_five_wrong(%x: f32) -> f32 {
  %r = arith.constant 2.0 : f32
  return %r : f32
}
