// math.absf: "computes the absolute value"; math.copysign: "returns a value
// with the magnitude of the first operand and the sign of the second operand"
// (MathOps.td, AbsFOp, CopySignOp). Both are exact sign-bit operations:
// absf(-0.0) = +0.0. A NaN's sign is unspecified (one NaN value), so
// copysign from a NaN gives either sign, chosen by the program that runs it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @abs_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @abs_abs: valid (abstract floating point){{$}}
// CHECK-DAG: @abs_identity_wrong: invalid: target result #0 is
// CHECK-DAG: @abs_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @abs_neg_zero_wrong: invalid: target result #0 is -0.0 (0x8000) where the source result is 0.0 (0x0000){{$}}
// CHECK-DAG: @abs_to_copysign: valid (abstract floating point){{$}}
// CHECK-DAG: @abs_to_maximumf: valid (abstract floating point){{$}}
// CHECK-DAG: @abs_to_maxnumf_wrong: invalid: target result #0 is
// CHECK-DAG: @abs_square: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_self: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_neg_one: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_const: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_const_wrong: invalid: target result #0 is 2.5 (0x40200000) where the source result is -2.5 (0xc0200000){{$}}
// CHECK-DAG: @copysign_to_select_wrong: invalid: target result #0 is
// CHECK-DAG: @copysign_nan_pos: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_nan_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @copysign_nan_introduced: invalid: target result #0 is -1.0 (0xbf800000) where the source result is 1.0 (0x3f800000){{$}}
// CHECK-DAG: @copysign_swap_wrong: invalid: target result #0 is
// CHECK: summary: 12 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @copysign_nan_introduced: target result #0 is -1.0 (0xbf800000) where the source result is 1.0 (0x3f800000)

// IEEE-DAG: @copysign_nan_neg: valid (IEEE-754){{$}}
// IEEE-DAG: @copysign_nan_introduced: invalid: target result #0 is -1.0 (0xbf800000) where the source result is 1.0 (0x3f800000)
// IEEE-DAG: @abs_to_maximumf: valid (IEEE-754){{$}}
// IEEE: summary: 12 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @abs_neg(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = math.absf %n : f32
  return %r : f32
}
func.func @abs_abs(%x: f64) -> f64 {
  %a = math.absf %x : f64
  %r = math.absf %a : f64
  return %r : f64
}
func.func @abs_identity_wrong(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @abs_neg_zero(%x: f16) -> f16 {
  %c = arith.constant -0.0 : f16
  %r = math.absf %c : f16
  return %r : f16
}
func.func @abs_neg_zero_wrong(%x: f16) -> f16 {
  %c = arith.constant -0.0 : f16
  %r = math.absf %c : f16
  return %r : f16
}
func.func @abs_to_copysign(%x: bf16) -> bf16 {
  %r = math.absf %x : bf16
  return %r : bf16
}
// absf(x) -> maximumf(x, -x): equal except for NaN (NaN both) and zeros:
// maximumf(-0.0, +0.0) = +0.0 = absf(-0.0).
func.func @abs_to_maximumf(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
// maxnumf may return -0.0 for x = 0.0.
func.func @abs_to_maxnumf_wrong(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
// absf(x) * absf(x) = x * x.
func.func @abs_square(%x: f32) -> f32 {
  %a = math.absf %x : f32
  %r = arith.mulf %a, %a : f32
  return %r : f32
}
// copysign: magnitude of the lhs, sign of the rhs.
func.func @copysign_self(%x: f32) -> f32 {
  %r = math.copysign %x, %x : f32
  return %r : f32
}
func.func @copysign_neg_one(%x: f64) -> f64 {
  %c = arith.constant -1.0 : f64
  %r = math.copysign %x, %c : f64
  return %r : f64
}
func.func @copysign_neg_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32
}
func.func @copysign_const(%x: f32) -> f32 {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.0 : f32
  %r = math.copysign %a, %b : f32
  return %r : f32
}
func.func @copysign_const_wrong(%x: f32) -> f32 {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.0 : f32
  %r = math.copysign %a, %b : f32
  return %r : f32
}
// The sign of y is not "y < 0": -0.0 and NaN differ.
func.func @copysign_to_select_wrong(%x: f32, %y: f32) -> f32 {
  %r = math.copysign %x, %y : f32
  return %r : f32
}
// copysign from a NaN gives either sign: the source chooses ...
func.func @copysign_nan_pos(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %r = math.copysign %a, %n : f32
  return %r : f32
}
func.func @copysign_nan_neg(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %r = math.copysign %a, %n : f32
  return %r : f32
}
// ... and a target may not introduce the choice.
func.func @copysign_nan_introduced(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  return %a : f32
}
func.func @copysign_swap_wrong(%x: f32, %y: f32) -> f32 {
  %r = math.copysign %x, %y : f32
  return %r : f32
}

//--- tgt.mlir
func.func @abs_neg(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @abs_abs(%x: f64) -> f64 {
  %r = math.absf %x : f64
  return %r : f64
}
func.func @abs_identity_wrong(%x: f32) -> f32 {
  return %x : f32
}
func.func @abs_neg_zero(%x: f16) -> f16 {
  %r = arith.constant 0.0 : f16
  return %r : f16
}
func.func @abs_neg_zero_wrong(%x: f16) -> f16 {
  %r = arith.constant -0.0 : f16
  return %r : f16
}
func.func @abs_to_copysign(%x: bf16) -> bf16 {
  %one = arith.constant 1.0 : bf16
  %r = math.copysign %x, %one : bf16
  return %r : bf16
}
func.func @abs_to_maximumf(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = arith.maximumf %x, %n : f32
  return %r : f32
}
func.func @abs_to_maxnumf_wrong(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = arith.maxnumf %x, %n : f32
  return %r : f32
}
func.func @abs_square(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @copysign_self(%x: f32) -> f32 {
  return %x : f32
}
func.func @copysign_neg_one(%x: f64) -> f64 {
  %a = math.absf %x : f64
  %r = arith.negf %a : f64
  return %r : f64
}
func.func @copysign_neg_zero(%x: f32) -> f32 {
  %a = math.absf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
func.func @copysign_const(%x: f32) -> f32 {
  %r = arith.constant -2.5 : f32
  return %r : f32
}
func.func @copysign_const_wrong(%x: f32) -> f32 {
  %r = arith.constant 2.5 : f32
  return %r : f32
}
func.func @copysign_to_select_wrong(%x: f32, %y: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %c = arith.cmpf olt, %y, %z : f32
  %a = math.absf %x : f32
  %n = arith.negf %a : f32
  %r = arith.select %c, %n, %a : f32
  return %r : f32
}
func.func @copysign_nan_pos(%x: f32) -> f32 {
  %r = arith.constant 1.0 : f32
  return %r : f32
}
func.func @copysign_nan_neg(%x: f32) -> f32 {
  %r = arith.constant -1.0 : f32
  return %r : f32
}
func.func @copysign_nan_introduced(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %n = arith.constant 0x7FC00000 : f32
  %r = math.copysign %a, %n : f32
  return %r : f32
}
func.func @copysign_swap_wrong(%x: f32, %y: f32) -> f32 {
  %r = math.copysign %y, %x : f32
  return %r : f32
}
