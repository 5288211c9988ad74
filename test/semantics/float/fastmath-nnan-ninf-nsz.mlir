// Fast-math flags on arith ops (ArithBase.td, FastMathFlags: reassoc, nnan,
// ninf, nsz, arcp, contract, afn, fast), with LLVM LangRef's meaning:
// "nnan: No NaNs - Allow optimizations to assume the arguments and result are
// not NaN. If an argument is a nan, or the result would be a nan, it produces
// a poison value instead." ninf: the same for +/-inf. "nsz: No Signed Zeros -
// Allow optimizations to treat the sign of a zero argument or zero result as
// insignificant." A flag in the source licenses a rewrite; a flag added by
// the target is caught.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt

// CHECK-DAG: @nnan_sub_self: valid (abstract floating point){{$}}
// CHECK-DAG: @nnan_only_sub_self_wrong: invalid: target result #0 is
// CHECK-DAG: @nnan_added: invalid: target result #0 is
// CHECK-DAG: @nnan_dropped: valid (abstract floating point){{$}}
// CHECK-DAG: @nnan_nan_operand: valid (abstract floating point){{$}}
// CHECK-DAG: @ninf_cmp: valid (abstract floating point){{$}}
// CHECK-DAG: @ninf_cmp_no_flag: invalid: target result #0 is false (0) where the source result is true (1){{$}}
// CHECK-DAG: @ninf_overflow: valid (abstract floating point){{$}}
// CHECK-DAG: @mul_zero_fast: valid (abstract floating point){{$}}
// CHECK-DAG: @mul_zero_no_nsz: invalid: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000){{$}}
// CHECK-DAG: @mul_zero_only_nsz: invalid: target result #0 is
// CHECK-DAG: @nsz_add_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @nsz_add_zero_bf16: valid (abstract floating point){{$}}
// CHECK-DAG: @nsz_add_one_wrong: invalid: target result #0 is
// CHECK-DAG: @nsz_div_neg_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @div_neg_zero_no_nsz: invalid: target result #0 is
// CHECK-DAG: @fast_sub_self: valid (abstract floating point){{$}}
// CHECK-DAG: @nnan_result: valid (abstract floating point){{$}}
// CHECK-DAG: @ninf_div_zero: valid (abstract floating point){{$}}
// CHECK-DAG: @nnan_cmpf_self: valid (abstract floating point){{$}}
// CHECK-DAG: @ninf_truncf_added: invalid: target result #0 is
// CHECK: summary: 13 valid, 8 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @nnan_added: target result #0 is poison where the source result is NaN
// DIAG: error: mlir-refine: the target miscompiles @mul_zero_no_nsz: target result #0 is 0.0 (0x00000000) where the source result is -0.0 (0x80000000)
// DIAG: note: counterexample input %arg0 : f32 = -

// IEEE-DAG: @nsz_add_zero: valid (IEEE-754){{$}}
// IEEE-DAG: @mul_zero_fast: valid (IEEE-754){{$}}
// IEEE-DAG: @ninf_cmp: valid (IEEE-754){{$}}
// IEEE-DAG: @nnan_added: invalid: target result #0 is poison where the source result is NaN
// IEEE: summary: 13 valid, 8 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// nnan: x - x is +0.0 unless x is NaN or inf, where the result is NaN.
func.func @nnan_sub_self(%x: f32) -> f32 {
  %r = arith.subf %x, %x fastmath<nnan> : f32
  return %r : f32
}
func.func @nnan_only_sub_self_wrong(%x: f32) -> f32 {
  %r = arith.subf %x, %x fastmath<ninf> : f32
  return %r : f32
}
func.func @nnan_added(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
func.func @nnan_dropped(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y fastmath<nnan> : f32
  return %r : f32
}
func.func @nnan_nan_operand(%x: f64) -> f64 {
  %n = arith.constant 0x7FF8000000000000 : f64
  %r = arith.mulf %x, %n fastmath<nnan> : f64
  return %r : f64
}
// ninf: an inf operand or result is poison.
func.func @ninf_cmp(%x: f32) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %r = arith.cmpf oeq, %x, %inf fastmath<ninf> : f32
  return %r : i1
}
func.func @ninf_cmp_no_flag(%x: f32) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %r = arith.cmpf oeq, %x, %inf : f32
  return %r : i1
}
func.func @ninf_overflow(%x: f16) -> f16 {
  %c = arith.constant 60000.0 : f16
  %r = arith.addf %c, %c fastmath<ninf> : f16
  return %r : f16
}
// x * 0.0 -> 0.0 needs nnan, ninf and nsz.
func.func @mul_zero_fast(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.mulf %x, %z fastmath<nnan,ninf,nsz> : f32
  return %r : f32
}
func.func @mul_zero_no_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.mulf %x, %z fastmath<nnan,ninf> : f32
  return %r : f32
}
func.func @mul_zero_only_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.mulf %x, %z fastmath<nsz> : f32
  return %r : f32
}
// nsz: x + 0.0 -> x.
func.func @nsz_add_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.addf %x, %z fastmath<nsz> : f32
  return %r : f32
}
func.func @nsz_add_zero_bf16(%x: bf16) -> bf16 {
  %z = arith.constant 0.0 : bf16
  %r = arith.addf %x, %z fastmath<nsz> : bf16
  return %r : bf16
}
// nsz covers zeros only: x + 1.0 is still not x.
func.func @nsz_add_one_wrong(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.addf %x, %c fastmath<nsz> : f32
  return %r : f32
}
// nsz: the sign of a zero divisor is free.
func.func @nsz_div_neg_zero(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.divf %x, %z fastmath<nsz> : f32
  return %r : f32
}
func.func @div_neg_zero_no_nsz(%x: f32) -> f32 {
  %z = arith.constant -0.0 : f32
  %r = arith.divf %x, %z : f32
  return %r : f32
}
// fast = all seven flags.
func.func @fast_sub_self(%x: f32) -> f32 {
  %r = arith.subf %x, %x fastmath<fast> : f32
  return %r : f32
}
// A NaN or inf result (not only operand) is poison too.
func.func @nnan_result(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.divf %z, %z fastmath<nnan> : f32
  return %r : f32
}
func.func @ninf_div_zero(%x: f32) -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 0.0 : f32
  %r = arith.divf %a, %b fastmath<ninf> : f32
  return %r : f32
}
// cmpf with nnan: x == x.
func.func @nnan_cmpf_self(%x: f32) -> i1 {
  %r = arith.cmpf oeq, %x, %x fastmath<nnan> : f32
  return %r : i1
}
// truncf with ninf: an overflow to inf is poison.
func.func @ninf_truncf_added(%x: f32) -> f16 {
  %r = arith.truncf %x : f32 to f16
  return %r : f16
}

//--- tgt.mlir
func.func @nnan_sub_self(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @nnan_only_sub_self_wrong(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @nnan_added(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y fastmath<nnan> : f32
  return %r : f32
}
func.func @nnan_dropped(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
func.func @nnan_nan_operand(%x: f64) -> f64 {
  %c = arith.constant 42.0 : f64
  return %c : f64
}
func.func @ninf_cmp(%x: f32) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ninf_cmp_no_flag(%x: f32) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ninf_overflow(%x: f16) -> f16 {
  %c = arith.constant 0.0 : f16
  return %c : f16
}
func.func @mul_zero_fast(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @mul_zero_no_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @mul_zero_only_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @nsz_add_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @nsz_add_zero_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @nsz_add_one_wrong(%x: f32) -> f32 {
  return %x : f32
}
func.func @nsz_div_neg_zero(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.divf %x, %z : f32
  return %r : f32
}
func.func @div_neg_zero_no_nsz(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = arith.divf %x, %z : f32
  return %r : f32
}
func.func @fast_sub_self(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  return %z : f32
}
func.func @nnan_result(%x: f32) -> f32 {
  %r = arith.constant 7.0 : f32
  return %r : f32
}
func.func @ninf_div_zero(%x: f32) -> f32 {
  %r = arith.constant 42.0 : f32
  return %r : f32
}
func.func @nnan_cmpf_self(%x: f32) -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @ninf_truncf_added(%x: f32) -> f16 {
  %r = arith.truncf %x fastmath<ninf> : f32 to f16
  return %r : f16
}
