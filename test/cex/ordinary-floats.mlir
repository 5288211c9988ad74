// A counterexample prefers ordinary float inputs (normal numbers of
// moderate size): a product of the wrong operands shows as 2.0 against
// 1.0, not as -0.0 against 0.0 (before: x = -0.0, y = 0.0; for @fma, a
// NaN). When no input of normal floats shows a difference, a note says
// that only special values tell the functions apart (@maxz: arith.maximumf
// against a compare and select, which differ on NaN and signed zeros).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=ERR < %t/err.txt

// CHECK: @mul: invalid: target result #0 is 1.0 (0x3f800000) where the source result is 2.0 (0x40000000)
// CHECK: @fma: invalid: target result #0 is 6.0 (0x40c00000) where the source result is 5.0 (0x40a00000)
// CHECK: @maxz: invalid: target result #0 is

// ERR-LABEL: miscompiles @mul
// ERR: counterexample input %arg0 : f32 = 1.0 (0x3f800000)
// ERR: counterexample input %arg1 : f32 = 2.0 (0x40000000)
// ERR-NOT: only special float values
// ERR-LABEL: miscompiles @fma
// ERR-NOT: only special float values
// ERR-LABEL: miscompiles @maxz
// ERR: note: only special float values tell the functions apart: on inputs whose floats are all normal numbers (not zero, infinite, NaN, subnormal or poison) they agree

//--- src.mlir
func.func @mul(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %y : f32
  return %r : f32
}
func.func @fma(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %r = arith.addf %m, %z : f32
  return %r : f32
}
func.func @maxz(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
//--- tgt.mlir
func.func @mul(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @fma(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %z : f32
  %r = arith.addf %m, %z : f32
  return %r : f32
}
func.func @maxz(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
