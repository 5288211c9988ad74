// arith.mulf: IEEE-754 multiplication rounded to nearest-even (ArithOps.td,
// MulFOp: "takes two operands and returns one result"). x * 1.0 = x and
// x * -1.0 = -x for every x; x * 0.0 is NaN for NaN/inf and -0.0 for
// negative x; inf * 0.0 is NaN; multiplication is commutative, not
// associative.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @mul_one: valid (abstract floating point){{$}}
// CHECK-DAG: @mul_commute: valid (abstract floating point){{$}}
// CHECK-DAG: @mul_zero: invalid: target result #0 is
// CHECK-DAG: @mul_neg_one: valid (abstract floating point){{$}}
// CHECK-DAG: @mul_neg_one_to_sub: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @mul_two_to_add: valid (IEEE-754){{$}}
// CHECK-DAG: @mul_div_three: invalid: target result #0 is
// CHECK-DAG: @mul_reassoc_no_flag: invalid: target result #0 is
// CHECK-DAG: @inf_times_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @inf_times_zero_wrong: invalid: target result #0 is 0.0 (0x00000000) where the source result is NaN
// CHECK: summary: 5 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @mul_zero: target result #0 is 0.0 (0x00000000) where the source result is
// DIAG: note: counterexample input %arg0 : f32 =
// DIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

//--- src.mlir
// x * 1.0 is x for every x (NaN stays NaN, signs kept).
func.func @mul_one(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @mul_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.mulf %x, %y : f64
  return %r : f64
}
// The classic x * 0.0 -> 0.0: wrong for NaN, inf and negative x.
func.func @mul_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @mul_neg_one(%x: f32) -> f32 {
  %c = arith.constant -1.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
// x * -1.0 is not 0.0 - x (x = 0.0 gives -0.0 vs +0.0).
func.func @mul_neg_one_to_sub(%x: f32) -> f32 {
  %c = arith.constant -1.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @mul_two_to_add(%x: bf16) -> bf16 {
  %c = arith.constant 2.0 : bf16
  %r = arith.mulf %x, %c : bf16
  return %r : bf16
}
// (x * 3.0) / 3.0 is not x (rounding, overflow).
func.func @mul_div_three(%x: f16) -> f16 {
  %c = arith.constant 3.0 : f16
  %m = arith.mulf %x, %c : f16
  %r = arith.divf %m, %c : f16
  return %r : f16
}
// (a * b) * c -> a * (b * c) needs reassoc.
func.func @mul_reassoc_no_flag(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %a, %b : f16
  %r = arith.mulf %m, %c : f16
  return %r : f16
}
// inf * 0.0 is NaN.
func.func @inf_times_zero(%x: f32) -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}
func.func @inf_times_zero_wrong(%x: f32) -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

//--- tgt.mlir
func.func @mul_one(%x: f32) -> f32 {
  return %x : f32
}
func.func @mul_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.mulf %y, %x : f64
  return %r : f64
}
func.func @mul_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  return %c : f32
}
func.func @mul_neg_one(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @mul_neg_one_to_sub(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.subf %c, %x : f32
  return %r : f32
}
func.func @mul_two_to_add(%x: bf16) -> bf16 {
  %r = arith.addf %x, %x : bf16
  return %r : bf16
}
func.func @mul_div_three(%x: f16) -> f16 {
  return %x : f16
}
func.func @mul_reassoc_no_flag(%a: f16, %b: f16, %c: f16) -> f16 {
  %m = arith.mulf %b, %c : f16
  %r = arith.mulf %a, %m : f16
  return %r : f16
}
func.func @inf_times_zero(%x: f32) -> f32 {
  %r = arith.constant 0x7FC00000 : f32
  return %r : f32
}
func.func @inf_times_zero_wrong(%x: f32) -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
