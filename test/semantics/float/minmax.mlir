// arith.maximumf / minimumf: "Returns the maximum of the two arguments,
// treating -0.0 as less than +0.0. If one of the arguments is NaN, then the
// result is also NaN." arith.maxnumf / minnumf: "If the arguments are -0.0
// and +0.0, then the result is either of them. If one of the arguments is
// NaN, then the result is the other argument." (ArithOps.td, MaximumFOp,
// MaxNumFOp, MinimumFOp, MinNumFOp). The choice between zeros belongs to
// the source: a target may pick either, but may not introduce the choice.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @maximumf_commute: valid (abstract floating point){{$}}
// CHECK-DAG: @maximumf_zeros: valid (abstract floating point){{$}}
// CHECK-DAG: @maximumf_zeros_wrong: invalid: target result #0 is -0.0 (0x80000000) where the source result is 0.0 (0x00000000){{$}}
// CHECK-DAG: @maximumf_nan: valid (abstract floating point){{$}}
// CHECK-DAG: @maximumf_neg_inf: valid (abstract floating point){{$}}
// CHECK-DAG: @maximumf_to_select: invalid: target result #0 is
// CHECK-DAG: @minimumf_zeros: valid (abstract floating point){{$}}
// CHECK-DAG: @minimumf_pos_inf: valid (abstract floating point){{$}}
// CHECK-DAG: @minimumf_self: valid (abstract floating point){{$}}
// CHECK-DAG: @minimumf_to_minnumf: invalid: target result #0 is
// CHECK-DAG: @maxnumf_nan: valid (abstract floating point){{$}}
// CHECK-DAG: @maxnumf_zeros_pos: valid (abstract floating point){{$}}
// CHECK-DAG: @maxnumf_zeros_neg: valid (abstract floating point){{$}}
// CHECK-DAG: @maxnumf_commute: valid (abstract floating point){{$}}
// CHECK-DAG: @maxnumf_expand: valid (abstract floating point){{$}}
// CHECK-DAG: @maxnumf_neg_inf_wrong: invalid: target result #0 is NaN where the source result is -inf (0xff800000){{$}}
// CHECK-DAG: @maxnumf_to_maximumf: invalid: target result #0 is
// CHECK-DAG: @select_to_maxnumf: invalid: target result #0 is {{-?}}0.0 (0x{{[08]}}0000000) where the source result is {{-?}}0.0
// CHECK-DAG: @minnumf_nan: valid (abstract floating point){{$}}
// CHECK-DAG: @minnumf_to_minimumf: invalid: target result #0 is
// CHECK: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @maxnumf_neg_inf_wrong: target result #0 is NaN where the source result is -inf (0xff800000)
// DIAG: note: counterexample input %arg0 : f32 = NaN
// DIAG: error: mlir-refine: the target miscompiles @select_to_maxnumf: target result #0 is

// IEEE-DAG: @maxnumf_expand: valid (IEEE-754){{$}}
// IEEE-DAG: @maxnumf_zeros_neg: valid (IEEE-754){{$}}
// IEEE-DAG: @maxnumf_zeros_pos: valid (IEEE-754){{$}}
// IEEE-DAG: @select_to_maxnumf: invalid: target result #0 is {{-?}}0.0
// IEEE-DAG: @maximumf_to_select: invalid:
// IEEE: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// maximumf / minimumf: NaN if either operand is NaN; -0.0 < +0.0.
func.func @maximumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @maximumf_zeros(%x: f32) -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
func.func @maximumf_zeros_wrong(%x: f32) -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maximumf %a, %b : f32
  return %r : f32
}
func.func @maximumf_nan(%x: f64) -> f64 {
  %n = arith.constant 0x7FF8000000000000 : f64
  %r = arith.maximumf %x, %n : f64
  return %r : f64
}
func.func @maximumf_neg_inf(%x: f16) -> f16 {
  %c = arith.constant 0xFC00 : f16
  %r = arith.maximumf %x, %c : f16
  return %r : f16
}
// max(x, y) -> select(x > y, x, y) loses NaN in y and the order of zeros.
func.func @maximumf_to_select(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @minimumf_zeros(%x: f32) -> f32 {
  %a = arith.constant 0.0 : f32
  %b = arith.constant -0.0 : f32
  %r = arith.minimumf %a, %b : f32
  return %r : f32
}
func.func @minimumf_pos_inf(%x: bf16) -> bf16 {
  %c = arith.constant 0x7F80 : bf16
  %r = arith.minimumf %c, %x : bf16
  return %r : bf16
}
func.func @minimumf_self(%x: f32) -> f32 {
  %r = arith.minimumf %x, %x : f32
  return %r : f32
}
func.func @minimumf_to_minnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y : f32
  return %r : f32
}
// maxnumf / minnumf: one NaN operand gives the other operand; for -0.0 and
// +0.0 either may be returned.
func.func @maxnumf_nan(%x: f32) -> f32 {
  %n = arith.constant 0x7FC00000 : f32
  %r = arith.maxnumf %n, %x : f32
  return %r : f32
}
func.func @maxnumf_zeros_pos(%x: f32) -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
func.func @maxnumf_zeros_neg(%x: f32) -> f32 {
  %a = arith.constant -0.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.maxnumf %a, %b : f32
  return %r : f32
}
func.func @maxnumf_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.maxnumf %x, %y : f64
  return %r : f64
}
func.func @maxnumf_expand(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
// maxnumf(NaN, -inf) is -inf, not NaN.
func.func @maxnumf_neg_inf_wrong(%x: f32) -> f32 {
  %c = arith.constant 0xFF800000 : f32
  %r = arith.maxnumf %x, %c : f32
  return %r : f32
}
func.func @maxnumf_to_maximumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
// The target may not choose the sign of a zero where the source did not:
// the source (the expansion above) returns %y when %x and %y are zeros.
func.func @select_to_maxnumf(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %s = arith.select %c, %x, %y : f32
  %n = arith.cmpf uno, %y, %y : f32
  %r = arith.select %n, %x, %s : f32
  return %r : f32
}
func.func @minnumf_nan(%x: f16) -> f16 {
  %n = arith.constant 0x7E00 : f16
  %r = arith.minnumf %x, %n : f16
  return %r : f16
}
func.func @minnumf_to_minimumf(%x: f16, %y: f16) -> f16 {
  %r = arith.minnumf %x, %y : f16
  return %r : f16
}

//--- tgt.mlir
func.func @maximumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %y, %x : f32
  return %r : f32
}
func.func @maximumf_zeros(%x: f32) -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @maximumf_zeros_wrong(%x: f32) -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
func.func @maximumf_nan(%x: f64) -> f64 {
  %n = arith.constant 0x7FF8000000000000 : f64
  return %n : f64
}
func.func @maximumf_neg_inf(%x: f16) -> f16 {
  return %x : f16
}
func.func @maximumf_to_select(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
func.func @minimumf_zeros(%x: f32) -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
func.func @minimumf_pos_inf(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @minimumf_self(%x: f32) -> f32 {
  return %x : f32
}
func.func @minimumf_to_minnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.minnumf %x, %y : f32
  return %r : f32
}
func.func @maxnumf_nan(%x: f32) -> f32 {
  return %x : f32
}
func.func @maxnumf_zeros_pos(%x: f32) -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @maxnumf_zeros_neg(%x: f32) -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
func.func @maxnumf_commute(%x: f64, %y: f64) -> f64 {
  %r = arith.maxnumf %y, %x : f64
  return %r : f64
}
// NaN in y: take x; x > y: x; otherwise y (also for -0.0 vs +0.0).
func.func @maxnumf_expand(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %s = arith.select %c, %x, %y : f32
  %n = arith.cmpf uno, %y, %y : f32
  %r = arith.select %n, %x, %s : f32
  return %r : f32
}
func.func @maxnumf_neg_inf_wrong(%x: f32) -> f32 {
  return %x : f32
}
func.func @maxnumf_to_maximumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
func.func @select_to_maxnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
func.func @minnumf_nan(%x: f16) -> f16 {
  return %x : f16
}
func.func @minnumf_to_minimumf(%x: f16, %y: f16) -> f16 {
  %r = arith.minimumf %x, %y : f16
  return %r : f16
}
