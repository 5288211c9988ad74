// arith.addf: "The `addf` operation takes two operands and returns one
// result" (ArithOps.td, AddFOp); without fast-math flags it is IEEE-754
// addition rounded to nearest-even, with x + (-0.0) = x for every x but
// -0.0 + 0.0 = +0.0, and inf + (-inf) = NaN. Addition is commutative but not
// associative.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// The abstract encoding alone decides the same pairs (it proves all but
// @double_to_mul, whose abstract counterexample IEEE-754 refutes).
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> %t/abs-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt
// RUN: FileCheck %s --check-prefix=ABSDIAG < %t/abs-err.txt

// CHECK-DAG: @commute: valid (abstract floating point)
// CHECK-DAG: @add_neg_zero: valid (abstract floating point)
// CHECK-DAG: @add_pos_zero: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// CHECK-DAG: @reassoc_no_flag: invalid: target result #0 is
// CHECK-DAG: @double_to_mul: valid (IEEE-754)
// CHECK-DAG: @x_plus_x_minus_x: invalid: target result #0 is
// CHECK-DAG: @one_plus_one: valid (abstract floating point)
// CHECK-DAG: @ties_to_even: valid (abstract floating point)
// CHECK-DAG: @ties_to_even_wrong: invalid: target result #0 is 16777218.0 (0x4b800001) where the source result is 16777216.0 (0x4b800000)
// CHECK-DAG: @inf_minus_inf: valid (abstract floating point)
// CHECK-DAG: @inf_minus_inf_wrong: invalid: target result #0 is inf (0x7f800000) where the source result is NaN
// CHECK-DAG: @add_zero_f16: invalid: target result #0 is -0.0 (0x8000) where the source result is 0.0 (0x0000)
// CHECK-DAG: @add_neg_zero_bf16: valid (abstract floating point)
// CHECK-DAG: @add_neg_zero_f64: valid (abstract floating point)
// CHECK-DAG: @add_zero_bf16: invalid: target result #0 is -0.0 (0x8000) where the source result is 0.0 (0x0000)
// CHECK: summary: 8 valid, 7 invalid, 0 unsupported, 0 inconclusive

// The classic x + 0.0 -> x: wrong for x = -0.0.
// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: mlir-refine: the target miscompiles @add_pos_zero: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000)
// DIAG: note: counterexample input %arg0 : f32 = -0.0 (0x80000000)
// DIAG: note: source result #0 = 0.0 (0x00000000)
// DIAG: note: target result #0 = -0.0 (0x80000000)
// DIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

// ABS-DAG: @commute: valid (abstract floating point)
// ABS-DAG: @add_neg_zero: valid (abstract floating point)
// ABS-DAG: @add_pos_zero: invalid: target result #0 is -0.0 (0x80000000)
// ABS-DAG: @double_to_mul: inconclusive: the abstract floating-point encoding found a counterexample that IEEE-754 shows is spurious
// ABS-DAG: @reassoc_no_flag: invalid:
// ABS: summary: 7 valid, 7 invalid, 0 unsupported, 1 inconclusive
// ABSDIAG: error: mlir-refine: the target miscompiles @add_pos_zero
// ABSDIAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754

//--- src.mlir
func.func @commute(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
// x + (-0.0) is x for every x, including -0.0 and NaN.
func.func @add_neg_zero(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
// x + 0.0 is +0.0 for x = -0.0.
func.func @add_pos_zero(%x: f32) -> f32 {
  %c = arith.constant 0.0 : f32
  %r = arith.addf %x, %c : f32
  return %r : f32
}
// Re-association needs the reassoc flag.
func.func @reassoc_no_flag(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %b : f32
  %r = arith.addf %s, %c : f32
  return %r : f32
}
// x + x and x * 2.0 round the same exact value.
func.func @double_to_mul(%x: f64) -> f64 {
  %r = arith.addf %x, %x : f64
  return %r : f64
}
// (x + x) - x is not x: -0.0 gives +0.0, large x overflows to inf.
func.func @x_plus_x_minus_x(%x: f32) -> f32 {
  %s = arith.addf %x, %x : f32
  %r = arith.subf %s, %x : f32
  return %r : f32
}
func.func @one_plus_one(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %r = arith.addf %c1, %c1 : f32
  return %r : f32
}
// 2^24 + 1 is a tie between 2^24 and 2^24 + 2: even wins.
func.func @ties_to_even(%x: f32) -> f32 {
  %a = arith.constant 16777216.0 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @ties_to_even_wrong(%x: f32) -> f32 {
  %a = arith.constant 16777216.0 : f32
  %b = arith.constant 1.0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @inf_minus_inf(%x: f32) -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0xFF800000 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @inf_minus_inf_wrong(%x: f32) -> f32 {
  %a = arith.constant 0x7F800000 : f32
  %b = arith.constant 0xFF800000 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @add_zero_f16(%x: f16) -> f16 {
  %c = arith.constant 0.0 : f16
  %r = arith.addf %x, %c : f16
  return %r : f16
}
func.func @add_neg_zero_bf16(%x: bf16) -> bf16 {
  %c = arith.constant -0.0 : bf16
  %r = arith.addf %x, %c : bf16
  return %r : bf16
}
func.func @add_neg_zero_f64(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f64
  %r = arith.addf %c, %x : f64
  return %r : f64
}
func.func @add_zero_bf16(%x: bf16) -> bf16 {
  %c = arith.constant 0.0 : bf16
  %r = arith.addf %x, %c : bf16
  return %r : bf16
}

//--- tgt.mlir
func.func @commute(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %y, %x : f32
  return %r : f32
}
func.func @add_neg_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @reassoc_no_flag(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %b, %c : f32
  %r = arith.addf %a, %s : f32
  return %r : f32
}
func.func @double_to_mul(%x: f64) -> f64 {
  %c2 = arith.constant 2.0 : f64
  %r = arith.mulf %x, %c2 : f64
  return %r : f64
}
func.func @x_plus_x_minus_x(%x: f32) -> f32 {
  return %x : f32
}
func.func @one_plus_one(%x: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  return %c2 : f32
}
func.func @ties_to_even(%x: f32) -> f32 {
  %a = arith.constant 16777216.0 : f32
  return %a : f32
}
func.func @ties_to_even_wrong(%x: f32) -> f32 {
  %a = arith.constant 16777218.0 : f32
  return %a : f32
}
func.func @inf_minus_inf(%x: f32) -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  return %a : f32
}
func.func @inf_minus_inf_wrong(%x: f32) -> f32 {
  %a = arith.constant 0x7F800000 : f32
  return %a : f32
}
func.func @add_zero_f16(%x: f16) -> f16 {
  return %x : f16
}
func.func @add_neg_zero_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @add_neg_zero_f64(%x: f64) -> f64 {
  return %x : f64
}
func.func @add_zero_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
