// arith.negf: "computes the negation of a given value" (ArithOps.td, NegFOp).
// It flips the sign bit exactly: negf(negf(x)) = x, negf(0.0) = -0.0, and
// negf(x) = -0.0 - x, but not 0.0 - x (x = 0.0); negf(NaN) is NaN.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// IEEE-754 alone gives the same verdicts.
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: FileCheck %s --check-prefix=IEEEDIAG < %t/ieee-err.txt

// CHECK-DAG: @neg_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @neg_to_sub_zero: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @neg_to_sub_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @neg_zero_const: valid (abstract floating point){{$}}
// CHECK-DAG: @neg_zero_const_wrong: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @neg_nan: valid (abstract floating point){{$}}
// CHECK-DAG: @neg_is_identity_wrong: invalid: target result #0 is
// CHECK-DAG: @neg_mul_neg: valid (abstract floating point){{$}}
// CHECK: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @neg_to_sub_zero: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// DIAG: note: counterexample input %arg0 : f32 = 0.0 (0x00000000)

// IEEE-DAG: @neg_neg: valid (IEEE-754){{$}}
// IEEE-DAG: @neg_to_sub_zero: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// IEEE-DAG: @neg_to_sub_neg_zero: valid (IEEE-754){{$}}
// IEEE-DAG: @neg_zero_const: valid (IEEE-754){{$}}
// IEEE-DAG: @neg_zero_const_wrong: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// IEEE-DAG: @neg_nan: valid (IEEE-754){{$}}
// IEEE-DAG: @neg_is_identity_wrong: invalid: target result #0 is
// IEEE-DAG: @neg_mul_neg: valid (IEEE-754){{$}}
// IEEE: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive
// IEEEDIAG: error: mlir-refine: the target miscompiles @neg_to_sub_zero
// IEEEDIAG: note: counterexample found with the IEEE-754 floating-point encoding

//--- src.mlir
func.func @neg_neg(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
// negf flips the sign of zero: it is not 0.0 - x.
func.func @neg_to_sub_zero(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @neg_to_sub_neg_zero(%x: f64) -> f64 {
  %r = arith.negf %x : f64
  return %r : f64
}
func.func @neg_zero_const(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.negf %c : f32
  return %r : f32
}
func.func @neg_zero_const_wrong(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.negf %c : f32
  return %r : f32
}
// negf(NaN) is NaN.
func.func @neg_nan(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.negf %c : f32
  return %r : f32
}
func.func @neg_is_identity_wrong(%x: bf16) -> bf16 {
  %r = arith.negf %x : bf16
  return %r : bf16
}
// -a * -b = a * b exactly.
func.func @neg_mul_neg(%a: f16, %b: f16) -> f16 {
  %na = arith.negf %a : f16
  %nb = arith.negf %b : f16
  %r = arith.mulf %na, %nb : f16
  return %r : f16
}

//--- tgt.mlir
func.func @neg_neg(%x: f32) -> f32 {
  return %x : f32
}
func.func @neg_to_sub_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32
}
func.func @neg_to_sub_neg_zero(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = arith.subf %c, %x : f64
  return %r : f64
}
func.func @neg_zero_const(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  return %c : f32
}
func.func @neg_zero_const_wrong(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
func.func @neg_nan(%x: f32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  return %c : f32
}
func.func @neg_is_identity_wrong(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @neg_mul_neg(%a: f16, %b: f16) -> f16 {
  %r = arith.mulf %a, %b : f16
  return %r : f16
}
