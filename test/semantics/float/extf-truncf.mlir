// arith.extf: "Cast a floating-point value to a larger floating-point-typed
// value" (exact). arith.truncf: "Truncate a floating-point value to a smaller
// floating-point-typed value ... If the value cannot be exactly represented,
// it is rounded using the provided rounding mode or the default one if no
// rounding mode is provided" (ArithOps.td, ExtFOp, TruncFOp; modes from
// Arith_RoundingModeAttr: to_nearest_even (default), downward, upward,
// toward_zero, to_nearest_away).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @ext_trunc: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_ext_wrong: invalid: target result #0 is
// CHECK-DAG: @ext_bf16: valid (IEEE-754){{$}}
// CHECK-DAG: @ext_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @ext_neg_zero_wrong: invalid: target result #0 is 0.0 (0x0000000000000000) where the source result is -0.0 (0x8000000000000000){{$}}
// CHECK-DAG: @trunc_tie_default: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_tie_even: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_tie_away: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_upward: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_downward: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_toward_zero_neg: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_downward_neg: valid (IEEE-754){{$}}
// CHECK-DAG: @upward_to_downward: invalid: target result #0 is
// CHECK-DAG: @default_to_toward_zero: invalid: target result #0 is
// CHECK-DAG: @trunc_overflow: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_overflow_toward_zero: valid (IEEE-754){{$}}
// CHECK-DAG: @mode_irrelevant_when_exact: valid (abstract floating point){{$}}
// CHECK-DAG: @trunc_upward_wrong: invalid: target result #0 is 1.0 (0x3c00) where the source result is 1.001 (0x3c01){{$}}
// CHECK-DAG: @trunc_tie_away_wrong: invalid: target result #0 is 1.0 (0x3c00) where the source result is 1.001 (0x3c01){{$}}
// CHECK-DAG: @no_double_rounding: valid (IEEE-754){{$}}
// CHECK-DAG: @double_rounding_wrong: invalid: target result #0 is
// CHECK-DAG: @downward_overflow: valid (IEEE-754){{$}}
// CHECK-DAG: @upward_neg_overflow: valid (IEEE-754){{$}}
// CHECK-DAG: @away_overflow: valid (IEEE-754){{$}}
// CHECK-DAG: @trunc_nan: valid (abstract floating point){{$}}
// CHECK: summary: 18 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @upward_to_downward: target result #0 is
// DIAG: note: counterexample input %arg0 : f32 =

//--- src.mlir
// extf is exact: truncf(extf x) = x.
func.func @ext_trunc(%x: f16) -> f16 {
  %e = arith.extf %x : f16 to f32
  %r = arith.truncf %e : f32 to f16
  return %r : f16
}
// truncf loses bits: extf(truncf x) is not x.
func.func @trunc_ext_wrong(%x: f64) -> f64 {
  %t = arith.truncf %x : f64 to f32
  %r = arith.extf %t : f32 to f64
  return %r : f64
}
func.func @ext_bf16(%x: bf16) -> f64 {
  %e = arith.extf %x : bf16 to f32
  %r = arith.extf %e : f32 to f64
  return %r : f64
}
// extf keeps -0.0, inf and NaN.
func.func @ext_neg_zero(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f32
  %r = arith.extf %c : f32 to f64
  return %r : f64
}
func.func @ext_neg_zero_wrong(%x: f64) -> f64 {
  %c = arith.constant -0.0 : f32
  %r = arith.extf %c : f32 to f64
  return %r : f64
}
// 1 + 2^-11 (0x3F801000) is halfway between two f16 values: 1.0 and
// 1 + 2^-10. The rounding mode decides.
func.func @trunc_tie_default(%x: f16) -> f16 {
  %c = arith.constant 0x3F801000 : f32
  %r = arith.truncf %c : f32 to f16
  return %r : f16
}
func.func @trunc_tie_even(%x: f16) -> f16 {
  %c = arith.constant 0x3F801000 : f32
  %r = arith.truncf %c to_nearest_even : f32 to f16
  return %r : f16
}
func.func @trunc_tie_away(%x: f16) -> f16 {
  %c = arith.constant 0x3F801000 : f32
  %r = arith.truncf %c to_nearest_away : f32 to f16
  return %r : f16
}
func.func @trunc_upward(%x: f16) -> f16 {
  %c = arith.constant 0x3F800001 : f32
  %r = arith.truncf %c upward : f32 to f16
  return %r : f16
}
func.func @trunc_downward(%x: f16) -> f16 {
  %c = arith.constant 0x3F800001 : f32
  %r = arith.truncf %c downward : f32 to f16
  return %r : f16
}
func.func @trunc_toward_zero_neg(%x: f16) -> f16 {
  %c = arith.constant 0xBF800001 : f32
  %r = arith.truncf %c toward_zero : f32 to f16
  return %r : f16
}
func.func @trunc_downward_neg(%x: f16) -> f16 {
  %c = arith.constant 0xBF800001 : f32
  %r = arith.truncf %c downward : f32 to f16
  return %r : f16
}
// upward vs downward differ on every inexact value.
func.func @upward_to_downward(%x: f32) -> f16 {
  %r = arith.truncf %x upward : f32 to f16
  return %r : f16
}
func.func @default_to_toward_zero(%x: f64) -> bf16 {
  %r = arith.truncf %x : f64 to bf16
  return %r : bf16
}
// Overflow: f32 max rounds to inf in f16 to nearest, but toward zero gives
// the largest finite f16 (65504).
func.func @trunc_overflow(%x: f16) -> f16 {
  %c = arith.constant 1.0e10 : f32
  %r = arith.truncf %c : f32 to f16
  return %r : f16
}
func.func @trunc_overflow_toward_zero(%x: f16) -> f16 {
  %c = arith.constant 1.0e10 : f32
  %r = arith.truncf %c toward_zero : f32 to f16
  return %r : f16
}
// On values that are exact in the narrow type the mode does not matter.
func.func @mode_irrelevant_when_exact(%x: f16) -> f16 {
  %e = arith.extf %x : f16 to f64
  %r = arith.truncf %e upward : f64 to f16
  return %r : f16
}
func.func @trunc_upward_wrong(%x: f16) -> f16 {
  %c = arith.constant 0x3F800001 : f32
  %r = arith.truncf %c upward : f32 to f16
  return %r : f16
}
func.func @trunc_tie_away_wrong(%x: f16) -> f16 {
  %c = arith.constant 0x3F801000 : f32
  %r = arith.truncf %c to_nearest_away : f32 to f16
  return %r : f16
}
// truncf rounds once: f64 1 + 2^-11 + 2^-40 is just above the f16 tie, so
// it rounds up; through f32 the 2^-40 is lost first and the tie goes to
// even (1.0).
func.func @no_double_rounding(%x: f16) -> f16 {
  %c = arith.constant 0x3FF0020000010000 : f64
  %r = arith.truncf %c : f64 to f16
  return %r : f16
}
func.func @double_rounding_wrong(%x: f64) -> f16 {
  %r = arith.truncf %x : f64 to f16
  return %r : f16
}
// Overflow by mode: downward keeps the largest finite for positive values,
// upward for negative ones; to_nearest_away goes to inf.
func.func @downward_overflow(%x: f16) -> f16 {
  %c = arith.constant 1.0e10 : f32
  %r = arith.truncf %c downward : f32 to f16
  return %r : f16
}
func.func @upward_neg_overflow(%x: f16) -> f16 {
  %c = arith.constant -1.0e10 : f32
  %r = arith.truncf %c upward : f32 to f16
  return %r : f16
}
func.func @away_overflow(%x: f16) -> f16 {
  %c = arith.constant 1.0e10 : f32
  %r = arith.truncf %c to_nearest_away : f32 to f16
  return %r : f16
}
// NaN stays NaN in every mode.
func.func @trunc_nan(%x: f16) -> f16 {
  %c = arith.constant 0x7FF8000000000001 : f64
  %r = arith.truncf %c downward : f64 to f16
  return %r : f16
}

//--- tgt.mlir
func.func @ext_trunc(%x: f16) -> f16 {
  return %x : f16
}
func.func @trunc_ext_wrong(%x: f64) -> f64 {
  return %x : f64
}
func.func @ext_bf16(%x: bf16) -> f64 {
  %r = arith.extf %x : bf16 to f64
  return %r : f64
}
func.func @ext_neg_zero(%x: f64) -> f64 {
  %r = arith.constant -0.0 : f64
  return %r : f64
}
func.func @ext_neg_zero_wrong(%x: f64) -> f64 {
  %r = arith.constant 0.0 : f64
  return %r : f64
}
func.func @trunc_tie_default(%x: f16) -> f16 {
  %r = arith.constant 1.0 : f16
  return %r : f16
}
func.func @trunc_tie_even(%x: f16) -> f16 {
  %r = arith.constant 1.0 : f16
  return %r : f16
}
func.func @trunc_tie_away(%x: f16) -> f16 {
  %r = arith.constant 0x3C01 : f16
  return %r : f16
}
func.func @trunc_upward(%x: f16) -> f16 {
  %r = arith.constant 0x3C01 : f16
  return %r : f16
}
func.func @trunc_downward(%x: f16) -> f16 {
  %r = arith.constant 1.0 : f16
  return %r : f16
}
func.func @trunc_toward_zero_neg(%x: f16) -> f16 {
  %r = arith.constant -1.0 : f16
  return %r : f16
}
func.func @trunc_downward_neg(%x: f16) -> f16 {
  %r = arith.constant 0xBC01 : f16
  return %r : f16
}
func.func @upward_to_downward(%x: f32) -> f16 {
  %r = arith.truncf %x downward : f32 to f16
  return %r : f16
}
func.func @default_to_toward_zero(%x: f64) -> bf16 {
  %r = arith.truncf %x toward_zero : f64 to bf16
  return %r : bf16
}
func.func @trunc_overflow(%x: f16) -> f16 {
  %r = arith.constant 0x7C00 : f16
  return %r : f16
}
func.func @trunc_overflow_toward_zero(%x: f16) -> f16 {
  %r = arith.constant 65504.0 : f16
  return %r : f16
}
func.func @mode_irrelevant_when_exact(%x: f16) -> f16 {
  return %x : f16
}
func.func @trunc_upward_wrong(%x: f16) -> f16 {
  %r = arith.constant 1.0 : f16
  return %r : f16
}
func.func @trunc_tie_away_wrong(%x: f16) -> f16 {
  %r = arith.constant 1.0 : f16
  return %r : f16
}
func.func @no_double_rounding(%x: f16) -> f16 {
  %r = arith.constant 0x3C01 : f16
  return %r : f16
}
func.func @double_rounding_wrong(%x: f64) -> f16 {
  %t = arith.truncf %x : f64 to f32
  %r = arith.truncf %t : f32 to f16
  return %r : f16
}
func.func @downward_overflow(%x: f16) -> f16 {
  %r = arith.constant 65504.0 : f16
  return %r : f16
}
func.func @upward_neg_overflow(%x: f16) -> f16 {
  %r = arith.constant -65504.0 : f16
  return %r : f16
}
func.func @away_overflow(%x: f16) -> f16 {
  %r = arith.constant 0x7C00 : f16
  return %r : f16
}
func.func @trunc_nan(%x: f16) -> f16 {
  %r = arith.constant 0x7E00 : f16
  return %r : f16
}
