// arith.bitcast between floats and integers: "Bitcast an integer or floating
// point value to an integer or floating point value of equal bit width"
// (ArithOps.td, BitcastOp). There is one NaN value per format: its sign and
// payload are unspecified, so a bitcast of a NaN to an integer yields any
// NaN bit pattern, chosen by the program that runs it. Hence
// bitcast(bitcast(i32 x to f32) to i32) -> x is valid (the source may pick
// x's bits) but x -> bitcast(bitcast(x)) is not (the target may pick others).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// The abstract encoding has no bit patterns: fp-mode=abstract reports the
// functions with a float<->int bitcast unsupported; auto and ieee decide them.
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> /dev/null; test $? -eq 3
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @int_roundtrip_bf16: valid (IEEE-754){{$}}
// CHECK-DAG: @int_roundtrip_introduced: invalid: target result #0 is
// CHECK-DAG: @int_roundtrip_introduced_bf16: invalid: target result #0 is
// CHECK-DAG: @float_roundtrip: valid (IEEE-754){{$}}
// CHECK-DAG: @float_roundtrip_introduced: valid (IEEE-754){{$}}
// CHECK-DAG: @const_to_float: valid (IEEE-754){{$}}
// CHECK-DAG: @const_to_int: valid (IEEE-754){{$}}
// CHECK-DAG: @const_to_int_wrong: invalid: target result #0 is 1073741824 (0x40000000) where the source result is 3221225472 / -1073741824 (0xc0000000){{$}}
// CHECK-DAG: @f16_vs_bf16: invalid: target result #0 is
// CHECK-DAG: @nan_bits: valid (IEEE-754){{$}}
// CHECK-DAG: @nan_bits_other_payload: valid (IEEE-754){{$}}
// CHECK-DAG: @nan_bits_inf_wrong: invalid: target result #0 is
// CHECK-DAG: @mask_to_absf: invalid: target result #0 is
// CHECK-DAG: @sign_bit_to_olt: invalid: target result #0 is
// CHECK: summary: 7 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @int_roundtrip_introduced: target result #0 is
// DIAG: note: counterexample input %arg0 : i32 =
// DIAG: note: counterexample found with the IEEE-754 floating-point encoding

// ABS-DAG: @int_roundtrip_bf16: unsupported: source: arith.bitcast between floats and integers needs IEEE-754 bit patterns: it has no abstract encoding (fp-mode=auto uses IEEE-754 for it)
// ABS-DAG: @int_roundtrip_introduced: unsupported: target: arith.bitcast between floats and integers needs IEEE-754 bit patterns
// ABS-NOT: valid (abstract floating point)
// ABS: summary: 0 valid, 0 invalid, 14 unsupported, 0 inconclusive

// IEEE-DAG: @int_roundtrip_bf16: valid (IEEE-754){{$}}
// IEEE-DAG: @int_roundtrip_introduced: invalid: target result #0 is
// IEEE: summary: 7 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// int -> float -> int: when the float is a NaN the source may pick x's bits.
// (The i32/f32 and i16/f16 forms of this pair are in
// bitcast-nan-roundtrip.mlir.)
func.func @int_roundtrip_bf16(%x: i16) -> i16 {
  %f = arith.bitcast %x : i16 to bf16
  %r = arith.bitcast %f : bf16 to i16
  return %r : i16
}
// The reverse: the target may pick other NaN bits than x's.
func.func @int_roundtrip_introduced(%x: i32) -> i32 {
  return %x : i32
}
func.func @int_roundtrip_introduced_bf16(%x: i16) -> i16 {
  return %x : i16
}
// float -> int -> float is the identity on values, both ways.
func.func @float_roundtrip(%x: f64) -> f64 {
  %i = arith.bitcast %x : f64 to i64
  %r = arith.bitcast %i : i64 to f64
  return %r : f64
}
func.func @float_roundtrip_introduced(%x: f32) -> f32 {
  return %x : f32
}
func.func @const_to_float(%x: f32) -> f32 {
  %c = arith.constant 1065353216 : i32
  %r = arith.bitcast %c : i32 to f32
  return %r : f32
}
func.func @const_to_int(%x: i32) -> i32 {
  %c = arith.constant -2.0 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
func.func @const_to_int_wrong(%x: i32) -> i32 {
  %c = arith.constant -2.0 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
// The same 16 bits are different values in f16 and bf16.
func.func @f16_vs_bf16(%x: i16) -> f32 {
  %f = arith.bitcast %x : i16 to f16
  %r = arith.extf %f : f16 to f32
  return %r : f32
}
// The bits of a NaN are any NaN pattern: a target may fix one ...
func.func @nan_bits(%x: i32) -> i32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
func.func @nan_bits_other_payload(%x: i32) -> i32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
// ... but not a non-NaN pattern.
func.func @nan_bits_inf_wrong(%x: i32) -> i32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
// Clearing the sign bit of the integer bits is not absf: the target's
// bitcast of a NaN may set the sign bit.
func.func @mask_to_absf(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  %m = arith.constant 0x7FFFFFFF : i32
  %r = arith.andi %i, %m : i32
  return %r : i32
}
// Sign test via the integer bits is not olt 0.0 (-0.0, NaN).
func.func @sign_bit_to_olt(%x: f32) -> i1 {
  %i = arith.bitcast %x : f32 to i32
  %z = arith.constant 0 : i32
  %r = arith.cmpi slt, %i, %z : i32
  return %r : i1
}

//--- tgt.mlir
func.func @int_roundtrip_bf16(%x: i16) -> i16 {
  return %x : i16
}
func.func @int_roundtrip_introduced(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
func.func @int_roundtrip_introduced_bf16(%x: i16) -> i16 {
  %f = arith.bitcast %x : i16 to bf16
  %r = arith.bitcast %f : bf16 to i16
  return %r : i16
}
func.func @float_roundtrip(%x: f64) -> f64 {
  return %x : f64
}
func.func @float_roundtrip_introduced(%x: f32) -> f32 {
  %i = arith.bitcast %x : f32 to i32
  %r = arith.bitcast %i : i32 to f32
  return %r : f32
}
func.func @const_to_float(%x: f32) -> f32 {
  %r = arith.constant 1.0 : f32
  return %r : f32
}
func.func @const_to_int(%x: i32) -> i32 {
  %r = arith.constant 0xC0000000 : i32
  return %r : i32
}
func.func @const_to_int_wrong(%x: i32) -> i32 {
  %r = arith.constant 0x40000000 : i32
  return %r : i32
}
func.func @f16_vs_bf16(%x: i16) -> f32 {
  %f = arith.bitcast %x : i16 to bf16
  %r = arith.extf %f : bf16 to f32
  return %r : f32
}
func.func @nan_bits(%x: i32) -> i32 {
  %r = arith.constant 0x7FC00000 : i32
  return %r : i32
}
func.func @nan_bits_other_payload(%x: i32) -> i32 {
  %r = arith.constant 0xFF800001 : i32
  return %r : i32
}
func.func @nan_bits_inf_wrong(%x: i32) -> i32 {
  %r = arith.constant 0x7F800000 : i32
  return %r : i32
}
func.func @mask_to_absf(%x: f32) -> i32 {
  %a = math.absf %x : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
func.func @sign_bit_to_olt(%x: f32) -> i1 {
  %z = arith.constant 0.0 : f32
  %r = arith.cmpf olt, %x, %z : f32
  return %r : i1
}
