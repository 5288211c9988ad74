// arith.remf: "Returns the floating point division remainder. The remainder
// has the same sign as the dividend (lhs operand)." (ArithOps.td, RemFOp) It
// is C's fmod: x - trunc(x / y) * y computed exactly; x rem ±0.0 and
// ±inf rem y are NaN (not undefined behaviour).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @rem_pos: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_neg_floored: invalid: target result #0 is 0.5 (0x3f000000) where the source result is -1.5 (0xbfc00000){{$}}
// CHECK-DAG: @rem_neg_divisor: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_neg_dividend: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_neg_dividend_wrong: invalid: target result #0 is
// CHECK-DAG: @rem_by_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_by_zero_wrong: invalid: target result #0 is
// CHECK-DAG: @rem_inf: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_self_wrong: invalid: target result #0 is
// CHECK-DAG: @rem_huge: valid (abstract floating point){{$}}
// CHECK-DAG: @rem_huge_wrong: invalid: target result #0 is 0.0 (0x0000000000000000) where the source result is 1.0 (0x3ff0000000000000){{$}}
// CHECK-DAG: @rem_neg_zero: valid (abstract floating point){{$}}
// CHECK: summary: 8 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @rem_neg_floored: target result #0 is 0.5 (0x3f000000) where the source result is -1.5 (0xbfc00000)

//--- src.mlir
// 5.5 rem 2.0 = 1.5; -5.5 rem 2.0 = -1.5 (sign of the lhs, not 0.5 as for a
// floored modulo).
func.func @rem_pos(%x: f32) -> f32 {
  %a = arith.constant 5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
func.func @rem_neg(%x: f32) -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
func.func @rem_neg_floored(%x: f32) -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// The sign of the divisor does not matter.
func.func @rem_neg_divisor(%x: f64, %y: f64) -> f64 {
  %n = arith.negf %y : f64
  %r = arith.remf %x, %n : f64
  return %r : f64
}
// The sign of the dividend does: remf(-x, y) = -remf(x, y).
func.func @rem_neg_dividend(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = arith.remf %n, %y : f32
  return %r : f32
}
func.func @rem_neg_dividend_wrong(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = arith.remf %n, %y : f32
  return %r : f32
}
// x rem 0.0 and inf rem y are NaN, not UB.
func.func @rem_by_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.remf %x, %z : f32
  return %r : f32
}
func.func @rem_by_zero_wrong(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.remf %x, %z : f32
  return %r : f32
}
// x rem inf = x for finite x.
func.func @rem_inf(%x: f32) -> f32 {
  %a = arith.constant -7.0 : f32
  %b = arith.constant 0x7F800000 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// x rem x is ±0 with the sign of x, but NaN for x = ±0 (x * 0.0 is ±0).
func.func @rem_self_wrong(%x: f16) -> f16 {
  %r = arith.remf %x, %x : f16
  return %r : f16
}
// Exact for every magnitude: fmod(1e300, 7) = 1 (a division rounded first
// would not give it), and -0.0 rem y = -0.0.
func.func @rem_huge(%x: f64) -> f64 {
  %a = arith.constant 1.0e300 : f64
  %b = arith.constant 7.0 : f64
  %r = arith.remf %a, %b : f64
  return %r : f64
}
func.func @rem_huge_wrong(%x: f64) -> f64 {
  %a = arith.constant 1.0e300 : f64
  %b = arith.constant 7.0 : f64
  %r = arith.remf %a, %b : f64
  return %r : f64
}
func.func @rem_neg_zero(%x: f32) -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 3.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}

//--- tgt.mlir
func.func @rem_pos(%x: f32) -> f32 {
  %r = arith.constant 1.5 : f32
  return %r : f32
}
func.func @rem_neg(%x: f32) -> f32 {
  %r = arith.constant -1.5 : f32
  return %r : f32
}
func.func @rem_neg_floored(%x: f32) -> f32 {
  %r = arith.constant 0.5 : f32
  return %r : f32
}
func.func @rem_neg_divisor(%x: f64, %y: f64) -> f64 {
  %r = arith.remf %x, %y : f64
  return %r : f64
}
func.func @rem_neg_dividend(%x: f32, %y: f32) -> f32 {
  %m = arith.remf %x, %y : f32
  %r = arith.negf %m : f32
  return %r : f32
}
func.func @rem_neg_dividend_wrong(%x: f32, %y: f32) -> f32 {
  %r = arith.remf %x, %y : f32
  return %r : f32
}
func.func @rem_by_zero(%x: f32) -> f32 {
  %r = arith.constant 0x7FC00000 : f32
  return %r : f32
}
func.func @rem_by_zero_wrong(%x: f32) -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @rem_inf(%x: f32) -> f32 {
  %r = arith.constant -7.0 : f32
  return %r : f32
}
func.func @rem_self_wrong(%x: f16) -> f16 {
  %z = arith.constant 0.0 : f16
  %r = arith.mulf %x, %z : f16
  return %r : f16
}
func.func @rem_huge(%x: f64) -> f64 {
  %r = arith.constant 1.0 : f64
  return %r : f64
}
func.func @rem_huge_wrong(%x: f64) -> f64 {
  %r = arith.constant 0.0 : f64
  return %r : f64
}
func.func @rem_neg_zero(%x: f32) -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
