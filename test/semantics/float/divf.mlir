// arith.divf: IEEE-754 division rounded to nearest-even (ArithOps.td, DivFOp:
// "floating point division operation"). Division by zero is not undefined
// behaviour: it gives ±inf, or NaN for 0/0. Multiplying by the reciprocal is
// exact only when the reciprocal is (x / 2.0 = x * 0.5, but x / 3.0 is not
// x * 0.33333334).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @div_two: valid (IEEE-754){{$}}
// CHECK-DAG: @div_three: invalid: target result #0 is
// CHECK-DAG: @div_one: valid (abstract floating point){{$}}
// CHECK-DAG: @div_self: invalid: target result #0 is
// CHECK-DAG: @one_div_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @one_div_neg_zero: invalid: target result #0 is inf (0x7f800000) where the source result is -inf (0xff800000){{$}}
// CHECK-DAG: @zero_div_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @div_neg_one: valid (abstract floating point){{$}}
// CHECK-DAG: @div_speculate: valid (abstract floating point){{$}}
// CHECK-DAG: @div_recip_no_arcp: invalid: target result #0 is
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @div_three: target result #0 is
// DIAG: note: counterexample input %arg0 : f32 =
// DIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

//--- src.mlir
// x / 2.0 -> x * 0.5: 0.5 is exact and both round the same real.
func.func @div_two(%x: f32) -> f32 {
  %c = arith.constant 2.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32
}
// x / 3.0 -> x * (1/3): 1/3 is not representable.
func.func @div_three(%x: f32) -> f32 {
  %c = arith.constant 3.0 : f32
  %r = arith.divf %x, %c : f32
  return %r : f32
}
func.func @div_one(%x: f64) -> f64 {
  %c = arith.constant 1.0 : f64
  %r = arith.divf %x, %c : f64
  return %r : f64
}
// x / x -> 1.0: wrong for 0, inf, NaN.
func.func @div_self(%x: f32) -> f32 {
  %r = arith.divf %x, %x : f32
  return %r : f32
}
// Division by zero is not UB for floats: 1.0 / 0.0 = inf, 1.0 / -0.0 = -inf.
func.func @one_div_zero(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
func.func @one_div_neg_zero(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
func.func @zero_div_zero(%x: f32) -> f32 {
  %a = arith.constant 0.0 : f32
  %r = arith.divf %a, %a : f32
  return %r : f32
}
func.func @div_neg_one(%x: f16) -> f16 {
  %c = arith.constant -1.0 : f16
  %r = arith.divf %x, %c : f16
  return %r : f16
}
// Division by a variable never has UB: the target may hoist it.
func.func @div_speculate(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = scf.if %c -> f32 {
    %d = arith.divf %x, %y : f32
    scf.yield %d : f32
  } else {
    scf.yield %x : f32
  }
  return %r : f32
}
// x / y -> x * (1/y) needs arcp.
func.func @div_recip_no_arcp(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y : f32
  return %r : f32
}

//--- tgt.mlir
func.func @div_two(%x: f32) -> f32 {
  %c = arith.constant 0.5 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @div_three(%x: f32) -> f32 {
  %c = arith.constant 0.333333343 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @div_one(%x: f64) -> f64 {
  return %x : f64
}
func.func @div_self(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func @one_div_zero(%x: f32) -> f32 {
  %r = arith.constant 0x7F800000 : f32
  return %r : f32
}
func.func @one_div_neg_zero(%x: f32) -> f32 {
  %r = arith.constant 0x7F800000 : f32
  return %r : f32
}
func.func @zero_div_zero(%x: f32) -> f32 {
  %r = arith.constant 0x7FC00001 : f32
  return %r : f32
}
func.func @div_neg_one(%x: f16) -> f16 {
  %r = arith.negf %x : f16
  return %r : f16
}
func.func @div_speculate(%c: i1, %x: f32, %y: f32) -> f32 {
  %d = arith.divf %x, %y : f32
  %r = arith.select %c, %d, %x : f32
  return %r : f32
}
func.func @div_recip_no_arcp(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
