// math ops whose documentation does not pin their meaning down are not
// modelled: math.clampf ("clampf(value, min, max) = maxf(minf(value, min),
// max)" names no specific maximum/minimum, and NaN and signed-zero handling
// differ between them) (MathOps.td), and math.fpowi with fast-math flags
// (which steps of its multiplications they would apply to is not said;
// without flags it is modelled, pow.mlir). A function using one, in the
// source or the target, is `unsupported`, naming the op - never `valid`.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @neighbour: valid (abstract floating point){{$}}
// CHECK-DAG: @neighbour_wrong: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @clampf: unsupported: source: op 'math.clampf' is not modelled: its documented meaning, maxf(minf(value, min), max), does not say which maximum and minimum (NaN and signed-zero handling differ){{$}}
// CHECK-DAG: @fpowi_fast: unsupported: source: 'math.fpowi' with fast-math flags is not modelled{{$}}
// CHECK-DAG: @fpowi_fast_target: unsupported: target: 'math.fpowi' with fast-math flags is not modelled{{$}}
// CHECK: summary: 1 valid, 1 invalid, 3 unsupported, 0 inconclusive

// DIAG: warning: mlir-refine: @clampf is unsupported, not checked: source: op 'math.clampf' is not modelled

//--- src.mlir
// A function without them in the same file is still checked.
func.func @neighbour(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
func.func @neighbour_wrong(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z : f32
  return %r : f32
}
func.func @clampf(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %r = math.clampf %x to [%lo, %hi] : f32
  return %r : f32
}
func.func @fpowi_fast(%x: f32, %n: i32) -> f32 {
  %r = math.fpowi %x, %n fastmath<fast> : f32, i32
  return %r : f32
}
// Unsupported in the target only: still not valid.
func.func @fpowi_fast_target(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
//--- tgt.mlir
func.func @neighbour(%x: f32) -> f32 {
  return %x : f32
}
func.func @neighbour_wrong(%x: f32) -> f32 {
  return %x : f32
}
func.func @clampf(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %a = arith.maximumf %x, %lo : f32
  %r = arith.minimumf %a, %hi : f32
  return %r : f32
}
func.func @fpowi_fast(%x: f32, %n: i32) -> f32 {
  %r = math.fpowi %x, %n fastmath<fast> : f32, i32
  %z = arith.constant -0.0 : f32
  %s = arith.addf %r, %z : f32
  return %s : f32
}
func.func @fpowi_fast_target(%x: f32) -> f32 {
  %two = arith.constant 2 : i32
  %r = math.fpowi %x, %two fastmath<nnan> : f32, i32
  return %r : f32
}
