// --convert-math-to-funcs on math.ipowi / math.fpowi (pow.mlir gives the
// meanings): each op becomes a call of an outlined function (a cf loop of
// binary exponentiation), judged in the calling context of each caller.
// fpowi with constant exponents and ipowi with a constant positive
// exponent are proved. Otherwise the tool answers invalid, soundly: an
// argument may be poison, the op then gives poison, but the outlined
// function branches on the exponent, and on the base for a negative
// exponent (`cf.cond_br` on poison is UB), so the lowering adds UB there.
// A hand mutation of the outlined ipowi (the -1 base's parity test made
// `eq` instead of `ne`) is caught.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="convert-math-to-funcs" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
// canonicalize folds ipowi of constants (wrapping, negative exponents as
// above, 0^-1 left alone) and agrees:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON
// CANON: stage 'canonicalize': @ipowi_folds is valid (vacuously: the source has undefined behaviour on every input){{$}}
// The mutant is compared with the unmutated lowering (both branch alike
// on poison):
// RUN: mlir-opt --convert-math-to-funcs %s -o %t.low.mlir
// RUN: sed 's/%7 = arith.cmpi ne, %6, %c0_i8 : i8/%7 = arith.cmpi eq, %6, %c0_i8 : i8/' %t.low.mlir > %t.mut.mlir
// RUN: %mlir-refine %t.low.mlir %t.mut.mlir > %t.mut.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t.mut.txt

// CHECK-DAG: stage 'convert-math-to-funcs': @ipowi_cube is valid{{$}}
// CHECK-DAG: stage 'convert-math-to-funcs': @ipowi_minus_one is valid{{$}}
// CHECK-DAG: stage 'convert-math-to-funcs' miscompiled @ipowi_negative: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: stage 'convert-math-to-funcs': @fpowi_cube is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'convert-math-to-funcs': @fpowi_negative is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'convert-math-to-funcs': @fpowi_min is valid (abstract floating point){{$}}
// CHECK-DAG: stage 'convert-math-to-funcs' miscompiled @ipowi_any: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: stage 'convert-math-to-funcs' miscompiled @fpowi_any: the target has undefined behaviour (branch on poison) where the source has none

// MUT-DAG: @ipowi_negative: invalid: target result #0 is 1 (0x01) where the source result is 255 / -1 (0xff)
// MUT-DAG: @__mlir_math_ipowi_i8: invalid: target result #0 is 1 (0x01) where the source result is 255 / -1 (0xff)
// MUT-DAG: @ipowi_cube: valid{{$}}
// MUT-DAG: @fpowi_any: valid (unchanged){{$}}

func.func @ipowi_folds() -> (i8, i8, i8, i8, i8, i8) {
  %a = arith.constant 3 : i8
  %b = arith.constant 5 : i8
  %m1 = arith.constant -1 : i8
  %m2 = arith.constant -2 : i8
  %z = arith.constant 0 : i8
  %r0 = math.ipowi %a, %b : i8
  %r1 = math.ipowi %a, %m1 : i8
  %r2 = math.ipowi %m1, %m1 : i8
  %r3 = math.ipowi %m1, %m2 : i8
  %r4 = math.ipowi %z, %z : i8
  %r5 = math.ipowi %z, %m1 : i8
  return %r0, %r1, %r2, %r3, %r4, %r5 : i8, i8, i8, i8, i8, i8
}
func.func @ipowi_cube(%a: i8) -> i8 {
  %c = arith.constant 3 : i8
  %r = math.ipowi %a, %c : i8
  return %r : i8
}
func.func @ipowi_negative(%a: i8) -> i8 {
  %c = arith.constant -3 : i8
  %r = math.ipowi %a, %c : i8
  return %r : i8
}
func.func @ipowi_minus_one() -> i8 {
  %a = arith.constant -1 : i8
  %c = arith.constant -3 : i8
  %r = math.ipowi %a, %c : i8
  return %r : i8
}
func.func @fpowi_cube(%x: f32) -> f32 {
  %c = arith.constant 3 : i32
  %r = math.fpowi %x, %c : f32, i32
  return %r : f32
}
func.func @fpowi_negative(%x: f32) -> f32 {
  %c = arith.constant -6 : i32
  %r = math.fpowi %x, %c : f32, i32
  return %r : f32
}
func.func @fpowi_min(%x: f16) -> f16 {
  %c = arith.constant -128 : i8
  %r = math.fpowi %x, %c : f16, i8
  return %r : f16
}
func.func @ipowi_any(%a: i8, %b: i8) -> i8 {
  %r = math.ipowi %a, %b : i8
  return %r : i8
}
func.func @fpowi_any(%x: f32, %n: i32) -> f32 {
  %r = math.fpowi %x, %n : f32, i32
  return %r : f32
}
