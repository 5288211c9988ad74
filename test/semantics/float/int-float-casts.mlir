// Integer <-> float casts (ArithOps.td). sitofp / uitofp: "Cast from a value
// interpreted as signed (unsigned) integer to the corresponding
// floating-point value. If the value cannot be exactly represented, it is
// rounded using the default rounding mode" (nearest, ties to even; too large
// gives inf). fptosi / fptoui: "Cast from a value interpreted as
// floating-point to the nearest (rounding towards zero) signed (unsigned)
// integer value"; as LLVM's fptosi/fptoui, a value that does not fit (or
// NaN, inf) gives poison.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @roundtrip_i8_f32: valid (IEEE-754){{$}}
// CHECK-DAG: @roundtrip_i32_f32: invalid: target result #0 is
// CHECK-DAG: @roundtrip_i32_f64: valid (IEEE-754){{$}}
// CHECK-DAG: @roundtrip_u8_f16: valid (IEEE-754){{$}}
// CHECK-DAG: @roundtrip_u16_bf16: invalid: target result #0 is
// CHECK-DAG: @sitofp_minus_one: valid (abstract floating point){{$}}
// CHECK-DAG: @uitofp_minus_one: valid (abstract floating point){{$}}
// CHECK-DAG: @sitofp_to_uitofp: invalid: target result #0 is
// CHECK-DAG: @sitofp_i1: valid (abstract floating point){{$}}
// CHECK-DAG: @sitofp_tie: valid (abstract floating point){{$}}
// CHECK-DAG: @sitofp_tie_up: valid (abstract floating point){{$}}
// CHECK-DAG: @sitofp_tie_wrong: invalid: target result #0 is 16777218.0 (0x4b800001) where the source result is 16777216.0 (0x4b800000){{$}}
// CHECK-DAG: @sitofp_f16_overflow: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_trunc: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_floor_wrong: invalid: target result #0 is 4294967293 / -3 (0xfffffffd) where the source result is 4294967294 / -2 (0xfffffffe){{$}}
// CHECK-DAG: @fptoui_trunc: valid (abstract floating point){{$}}
// CHECK-DAG: @fptoui_small_negative: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_out_of_range: valid (abstract floating point){{$}}
// CHECK-DAG: @fptoui_negative: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_nan: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_inf: valid (abstract floating point){{$}}
// CHECK-DAG: @saturate_wrong: invalid: target result #0 is poison where the source result is 127 (0x7f){{$}}
// CHECK-DAG: @fptosi_of_arg: invalid: target result #0 is
// CHECK-DAG: @fptosi_min: valid (abstract floating point){{$}}
// CHECK-DAG: @fptosi_to_fptoui: invalid: target result #0 is
// CHECK: summary: 17 valid, 8 invalid, 0 unsupported, 0 inconclusive

// fptosi(sitofp i32 x to f32) -> x is wrong once x needs more than 24 bits.
// DIAG: error: mlir-refine: the target miscompiles @roundtrip_i32_f32: target result #0 is
// DIAG: note: counterexample input %arg0 : i32 =
// DIAG: error: mlir-refine: the target miscompiles @saturate_wrong: target result #0 is poison where the source result is 127 (0x7f)

//--- src.mlir
// Every i8 is exact in f32: the round trip is the identity.
func.func @roundtrip_i8_f32(%x: i8) -> i8 {
  %f = arith.sitofp %x : i8 to f32
  %r = arith.fptosi %f : f32 to i8
  return %r : i8
}
// Not every i32 is: 16777217 rounds to 16777216.
func.func @roundtrip_i32_f32(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f32
  %r = arith.fptosi %f : f32 to i32
  return %r : i32
}
// Every i32 is exact in f64.
func.func @roundtrip_i32_f64(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f64
  %r = arith.fptosi %f : f64 to i32
  return %r : i32
}
func.func @roundtrip_u8_f16(%x: i8) -> i8 {
  %f = arith.uitofp %x : i8 to f16
  %r = arith.fptoui %f : f16 to i8
  return %r : i8
}
// bf16 has 8 significant bits: 257 is not representable.
func.func @roundtrip_u16_bf16(%x: i16) -> i16 {
  %f = arith.uitofp %x : i16 to bf16
  %r = arith.fptoui %f : bf16 to i16
  return %r : i16
}
// sitofp reads the bits as signed, uitofp as unsigned.
func.func @sitofp_minus_one(%x: f32) -> f32 {
  %c = arith.constant -1 : i8
  %r = arith.sitofp %c : i8 to f32
  return %r : f32
}
func.func @uitofp_minus_one(%x: f32) -> f32 {
  %c = arith.constant -1 : i8
  %r = arith.uitofp %c : i8 to f32
  return %r : f32
}
func.func @sitofp_to_uitofp(%x: i8) -> f32 {
  %r = arith.sitofp %x : i8 to f32
  return %r : f32
}
func.func @sitofp_i1(%x: f32) -> f32 {
  %c = arith.constant true
  %r = arith.sitofp %c : i1 to f32
  return %r : f32
}
// Rounding to nearest, ties to even: 2^24 + 1 -> 2^24, 2^24 + 3 -> 2^24 + 4.
func.func @sitofp_tie(%x: f32) -> f32 {
  %c = arith.constant 16777217 : i32
  %r = arith.sitofp %c : i32 to f32
  return %r : f32
}
func.func @sitofp_tie_up(%x: f32) -> f32 {
  %c = arith.constant 16777219 : i32
  %r = arith.sitofp %c : i32 to f32
  return %r : f32
}
func.func @sitofp_tie_wrong(%x: f32) -> f32 {
  %c = arith.constant 16777217 : i32
  %r = arith.sitofp %c : i32 to f32
  return %r : f32
}
// Too large for f16: rounds to inf.
func.func @sitofp_f16_overflow(%x: f16) -> f16 {
  %c = arith.constant 100000 : i32
  %r = arith.sitofp %c : i32 to f16
  return %r : f16
}
// fptosi / fptoui round toward zero.
func.func @fptosi_trunc(%x: i32) -> i32 {
  %c = arith.constant -2.75 : f32
  %r = arith.fptosi %c : f32 to i32
  return %r : i32
}
func.func @fptosi_floor_wrong(%x: i32) -> i32 {
  %c = arith.constant -2.75 : f32
  %r = arith.fptosi %c : f32 to i32
  return %r : i32
}
func.func @fptoui_trunc(%x: i8) -> i8 {
  %c = arith.constant 255.9 : f64
  %r = arith.fptoui %c : f64 to i8
  return %r : i8
}
// -0.5 truncates to 0, which is in range.
func.func @fptoui_small_negative(%x: i8) -> i8 {
  %c = arith.constant -0.5 : f32
  %r = arith.fptoui %c : f32 to i8
  return %r : i8
}
// Out of range, NaN and inf give poison, so the source allows anything ...
func.func @fptosi_out_of_range(%x: i8) -> i8 {
  %c = arith.constant 128.0 : f32
  %r = arith.fptosi %c : f32 to i8
  return %r : i8
}
func.func @fptoui_negative(%x: i8) -> i8 {
  %c = arith.constant -1.0 : f32
  %r = arith.fptoui %c : f32 to i8
  return %r : i8
}
func.func @fptosi_nan(%x: i32) -> i32 {
  %c = arith.constant 0x7FC00000 : f32
  %r = arith.fptosi %c : f32 to i32
  return %r : i32
}
func.func @fptosi_inf(%x: i64) -> i64 {
  %c = arith.constant 0x7FF0000000000000 : f64
  %r = arith.fptosi %c : f64 to i64
  return %r : i64
}
// ... and a target that introduces them is caught.
func.func @saturate_wrong(%x: i8) -> i8 {
  %c = arith.constant 127 : i8
  return %c : i8
}
func.func @fptosi_of_arg(%x: f32) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
// -128.5 truncates to -128, which fits in i8.
func.func @fptosi_min(%x: i8) -> i8 {
  %c = arith.constant -128.5 : f32
  %r = arith.fptosi %c : f32 to i8
  return %r : i8
}
func.func @fptosi_to_fptoui(%x: f32) -> i8 {
  %r = arith.fptosi %x : f32 to i8
  return %r : i8
}

//--- tgt.mlir
func.func @roundtrip_i8_f32(%x: i8) -> i8 {
  return %x : i8
}
func.func @roundtrip_i32_f32(%x: i32) -> i32 {
  return %x : i32
}
func.func @roundtrip_i32_f64(%x: i32) -> i32 {
  return %x : i32
}
func.func @roundtrip_u8_f16(%x: i8) -> i8 {
  return %x : i8
}
func.func @roundtrip_u16_bf16(%x: i16) -> i16 {
  return %x : i16
}
func.func @sitofp_minus_one(%x: f32) -> f32 {
  %r = arith.constant -1.0 : f32
  return %r : f32
}
func.func @uitofp_minus_one(%x: f32) -> f32 {
  %r = arith.constant 255.0 : f32
  return %r : f32
}
func.func @sitofp_to_uitofp(%x: i8) -> f32 {
  %r = arith.uitofp %x : i8 to f32
  return %r : f32
}
func.func @sitofp_i1(%x: f32) -> f32 {
  %r = arith.constant -1.0 : f32
  return %r : f32
}
func.func @sitofp_tie(%x: f32) -> f32 {
  %r = arith.constant 16777216.0 : f32
  return %r : f32
}
func.func @sitofp_tie_up(%x: f32) -> f32 {
  %r = arith.constant 16777220.0 : f32
  return %r : f32
}
func.func @sitofp_tie_wrong(%x: f32) -> f32 {
  %r = arith.constant 16777218.0 : f32
  return %r : f32
}
func.func @sitofp_f16_overflow(%x: f16) -> f16 {
  %r = arith.constant 0x7C00 : f16
  return %r : f16
}
func.func @fptosi_trunc(%x: i32) -> i32 {
  %r = arith.constant -2 : i32
  return %r : i32
}
func.func @fptosi_floor_wrong(%x: i32) -> i32 {
  %r = arith.constant -3 : i32
  return %r : i32
}
func.func @fptoui_trunc(%x: i8) -> i8 {
  %r = arith.constant 255 : i8
  return %r : i8
}
func.func @fptoui_small_negative(%x: i8) -> i8 {
  %r = arith.constant 0 : i8
  return %r : i8
}
func.func @fptosi_out_of_range(%x: i8) -> i8 {
  %r = arith.constant 127 : i8
  return %r : i8
}
func.func @fptoui_negative(%x: i8) -> i8 {
  %r = arith.constant 0 : i8
  return %r : i8
}
func.func @fptosi_nan(%x: i32) -> i32 {
  %r = arith.constant 0 : i32
  return %r : i32
}
func.func @fptosi_inf(%x: i64) -> i64 {
  return %x : i64
}
func.func @saturate_wrong(%x: i8) -> i8 {
  %c = arith.constant 128.0 : f32
  %r = arith.fptosi %c : f32 to i8
  return %r : i8
}
func.func @fptosi_of_arg(%x: f32) -> i8 {
  %z = arith.constant 0.0 : f32
  %m = arith.mulf %x, %z : f32
  %r = arith.fptosi %m : f32 to i8
  return %r : i8
}
func.func @fptosi_min(%x: i8) -> i8 {
  %r = arith.constant -128 : i8
  return %r : i8
}
func.func @fptosi_to_fptoui(%x: f32) -> i8 {
  %r = arith.fptoui %x : f32 to i8
  return %r : i8
}
