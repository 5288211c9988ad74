// Float classification (MathOps.td): math.isnan "Determines if the given
// floating-point number is a not-a-number (NaN) value"; math.isinf "is
// positive or negative infinity"; math.isfinite "has finite value i.e. it is
// normal, subnormal or zero, but not infinite or NaN"; math.isnormal "is
// normal, i.e. is neither zero, subnormal, infinite, nor NaN". isnormal needs
// the IEEE-754 encoding (the abstract one has no subnormals): it is
// unsupported with fp-mode=abstract.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @isnan_is_uno: valid (abstract floating point){{$}}
// CHECK-DAG: @isnan_false_wrong: invalid: target result #0 is
// CHECK-DAG: @isinf_is_abs_eq: valid (abstract floating point){{$}}
// CHECK-DAG: @isinf_pos_only_wrong: invalid: target result #0 is
// CHECK-DAG: @isfinite_is_abs_one: valid (abstract floating point){{$}}
// CHECK-DAG: @isfinite_not_isinf_wrong: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @classes_partition: valid (abstract floating point){{$}}
// CHECK-DAG: @isnormal_range: valid (IEEE-754){{$}}
// CHECK-DAG: @isnormal_subnormal_wrong: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @isnormal_min: valid (IEEE-754){{$}}
// CHECK-DAG: @isnormal_zero: valid (IEEE-754){{$}}
// CHECK: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @isfinite_not_isinf_wrong: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : f16 = NaN
// DIAG: error: mlir-refine: the target miscompiles @isnormal_subnormal_wrong: target result #0 is true (1) where the source result is false (0)
// The counterexample is a subnormal (exponent bits all zero, not zero).
// DIAG: note: counterexample input %arg0 : f32 = {{-?[0-9.]+e-[0-9]+}} (0x{{[08]0[0-7][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]}})

// ABS-DAG: @isnan_is_uno: valid (abstract floating point){{$}}
// ABS-DAG: @isnormal_range: unsupported: source: math.isnormal needs subnormals, which only the IEEE-754 encoding has (fp-mode=auto uses it)
// ABS-DAG: @isnormal_subnormal_wrong: unsupported: source: math.isnormal
// ABS: summary: 4 valid, 3 invalid, 4 unsupported, 0 inconclusive

// IEEE-DAG: @isnormal_range: valid (IEEE-754){{$}}
// IEEE: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @isnan_is_uno(%x: f32) -> i1 {
  %r = math.isnan %x : f32
  return %r : i1
}
func.func @isnan_false_wrong(%x: f32) -> i1 {
  %r = math.isnan %x : f32
  return %r : i1
}
func.func @isinf_is_abs_eq(%x: f64) -> i1 {
  %r = math.isinf %x : f64
  return %r : i1
}
func.func @isinf_pos_only_wrong(%x: f64) -> i1 {
  %r = math.isinf %x : f64
  return %r : i1
}
func.func @isfinite_is_abs_one(%x: f16) -> i1 {
  %r = math.isfinite %x : f16
  return %r : i1
}
// NaN is neither finite nor infinite.
func.func @isfinite_not_isinf_wrong(%x: f16) -> i1 {
  %r = math.isfinite %x : f16
  return %r : i1
}
func.func @classes_partition(%x: bf16) -> i1 {
  %a = math.isnan %x : bf16
  %b = math.isinf %x : bf16
  %c = math.isfinite %x : bf16
  %ab = arith.ori %a, %b : i1
  %r = arith.ori %ab, %c : i1
  return %r : i1
}
// isnormal: neither zero, subnormal, infinite nor NaN.
func.func @isnormal_range(%x: f32) -> i1 {
  %r = math.isnormal %x : f32
  return %r : i1
}
func.func @isnormal_subnormal_wrong(%x: f32) -> i1 {
  %r = math.isnormal %x : f32
  return %r : i1
}
func.func @isnormal_min(%x: f16) -> i1 {
  %c = arith.constant 6.103515625e-05 : f16
  %r = math.isnormal %c : f16
  return %r : i1
}
func.func @isnormal_zero(%x: f16) -> i1 {
  %c = arith.constant -0.0 : f16
  %r = math.isnormal %c : f16
  return %r : i1
}

//--- tgt.mlir
func.func @isnan_is_uno(%x: f32) -> i1 {
  %r = arith.cmpf uno, %x, %x : f32
  return %r : i1
}
func.func @isnan_false_wrong(%x: f32) -> i1 {
  %r = arith.constant false
  return %r : i1
}
func.func @isinf_is_abs_eq(%x: f64) -> i1 {
  %inf = arith.constant 0x7FF0000000000000 : f64
  %a = math.absf %x : f64
  %r = arith.cmpf oeq, %a, %inf : f64
  return %r : i1
}
func.func @isinf_pos_only_wrong(%x: f64) -> i1 {
  %inf = arith.constant 0x7FF0000000000000 : f64
  %r = arith.cmpf oeq, %x, %inf : f64
  return %r : i1
}
func.func @isfinite_is_abs_one(%x: f16) -> i1 {
  %inf = arith.constant 0x7C00 : f16
  %a = math.absf %x : f16
  %r = arith.cmpf one, %a, %inf : f16
  return %r : i1
}
func.func @isfinite_not_isinf_wrong(%x: f16) -> i1 {
  %t = arith.constant true
  %i = math.isinf %x : f16
  %r = arith.xori %i, %t : i1
  return %r : i1
}
func.func @classes_partition(%x: bf16) -> i1 {
  %r = arith.constant true
  return %r : i1
}
// 2^-126 <= |x| < inf
func.func @isnormal_range(%x: f32) -> i1 {
  %min = arith.constant 0x00800000 : f32
  %inf = arith.constant 0x7F800000 : f32
  %a = math.absf %x : f32
  %lo = arith.cmpf oge, %a, %min : f32
  %hi = arith.cmpf olt, %a, %inf : f32
  %r = arith.andi %lo, %hi : i1
  return %r : i1
}
// finite and non-zero also holds for subnormals.
func.func @isnormal_subnormal_wrong(%x: f32) -> i1 {
  %z = arith.constant 0.0 : f32
  %f = math.isfinite %x : f32
  %nz = arith.cmpf one, %x, %z : f32
  %r = arith.andi %f, %nz : i1
  return %r : i1
}
func.func @isnormal_min(%x: f16) -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @isnormal_zero(%x: f16) -> i1 {
  %r = arith.constant false
  return %r : i1
}
