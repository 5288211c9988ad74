// Integer math ops (MathOps.td): math.absi "computes the absolute value"
// (wrapping: absi(INT_MIN) = INT_MIN, as llvm.abs with is_int_min_poison =
// false, which the MathToLLVM lowering uses); math.ctlz / math.cttz "the
// number of leading / trailing zeros" (of 0: the bit width, as llvm.ctlz /
// llvm.cttz with is_zero_poison = false); math.ctpop "the number of set bits".
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @absi_min: valid{{$}}
// CHECK-DAG: @absi_min_poison_wrong: invalid: target result #0 is poison where the source result is 128 / -128 (0x80){{$}}
// CHECK-DAG: @absi_select: valid{{$}}
// CHECK-DAG: @absi_maxsi: valid{{$}}
// CHECK-DAG: @absi_nonneg_wrong: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @ctlz_zero: valid{{$}}
// CHECK-DAG: @ctlz_zero_wrong: invalid: target result #0 is 0 (0x00000000) where the source result is 32 (0x00000020){{$}}
// CHECK-DAG: @ctlz_one: valid{{$}}
// CHECK-DAG: @cttz_zero: valid{{$}}
// CHECK-DAG: @cttz_value: valid{{$}}
// CHECK-DAG: @ctpop_all: valid{{$}}
// CHECK-DAG: @ctpop_complement: valid{{$}}
// CHECK-DAG: @cttz_via_ctpop: valid{{$}}
// CHECK-DAG: @ctlz_widen: valid{{$}}
// CHECK-DAG: @ctlz_to_cttz_wrong: invalid: target result #0 is
// CHECK-DAG: @ctpop_parity_wrong: invalid: target result #0 is
// CHECK-DAG: @ctlz_widen_wrong: invalid: target result #0 is
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @absi_nonneg_wrong: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)

//--- src.mlir
// absi wraps: absi(-128 : i8) = -128, not poison.
func.func @absi_min(%x: i8) -> i8 {
  %c = arith.constant -128 : i8
  %r = math.absi %c : i8
  return %r : i8
}
func.func @absi_min_poison_wrong(%x: i8) -> i8 {
  %c = arith.constant -128 : i8
  %r = math.absi %c : i8
  return %r : i8
}
func.func @absi_select(%x: i32) -> i32 {
  %r = math.absi %x : i32
  return %r : i32
}
func.func @absi_maxsi(%x: i16) -> i16 {
  %r = math.absi %x : i16
  return %r : i16
}
// absi(x) >= 0 fails for the minimum value.
func.func @absi_nonneg_wrong(%x: i8) -> i1 {
  %z = arith.constant 0 : i8
  %a = math.absi %x : i8
  %r = arith.cmpi sge, %a, %z : i8
  return %r : i1
}
// ctlz / cttz of 0 is the bit width.
func.func @ctlz_zero(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = math.ctlz %c : i32
  return %r : i32
}
func.func @ctlz_zero_wrong(%x: i32) -> i32 {
  %c = arith.constant 0 : i32
  %r = math.ctlz %c : i32
  return %r : i32
}
func.func @ctlz_one(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = math.ctlz %c : i32
  return %r : i32
}
func.func @cttz_zero(%x: i8) -> i8 {
  %c = arith.constant 0 : i8
  %r = math.cttz %c : i8
  return %r : i8
}
func.func @cttz_value(%x: i8) -> i8 {
  %c = arith.constant 40 : i8
  %r = math.cttz %c : i8
  return %r : i8
}
func.func @ctpop_all(%x: i8) -> i8 {
  %c = arith.constant -1 : i8
  %r = math.ctpop %c : i8
  return %r : i8
}
// Identities.
func.func @ctpop_complement(%x: i16) -> i16 {
  %a = math.ctpop %x : i16
  %m = arith.constant -1 : i16
  %n = arith.xori %x, %m : i16
  %b = math.ctpop %n : i16
  %r = arith.addi %a, %b : i16
  return %r : i16
}
func.func @cttz_via_ctpop(%x: i16) -> i16 {
  %r = math.cttz %x : i16
  return %r : i16
}
func.func @ctlz_widen(%x: i8) -> i32 {
  %c = math.ctlz %x : i8
  %r = arith.extui %c : i8 to i32
  return %r : i32
}
// Mutations.
func.func @ctlz_to_cttz_wrong(%x: i8) -> i8 {
  %r = math.ctlz %x : i8
  return %r : i8
}
func.func @ctpop_parity_wrong(%x: i8) -> i8 {
  %r = math.ctpop %x : i8
  return %r : i8
}
func.func @ctlz_widen_wrong(%x: i8) -> i32 {
  %c = math.ctlz %x : i8
  %r = arith.extui %c : i8 to i32
  return %r : i32
}

//--- tgt.mlir
func.func @absi_min(%x: i8) -> i8 {
  %r = arith.constant -128 : i8
  return %r : i8
}
func.func @absi_min_poison_wrong(%x: i8) -> i8 {
  %r = ub.poison : i8
  return %r : i8
}
func.func @absi_select(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %z : i32
  %n = arith.subi %z, %x : i32
  %r = arith.select %neg, %n, %x : i32
  return %r : i32
}
func.func @absi_maxsi(%x: i16) -> i16 {
  %z = arith.constant 0 : i16
  %n = arith.subi %z, %x : i16
  %r = arith.maxsi %x, %n : i16
  return %r : i16
}
func.func @absi_nonneg_wrong(%x: i8) -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @ctlz_zero(%x: i32) -> i32 {
  %r = arith.constant 32 : i32
  return %r : i32
}
func.func @ctlz_zero_wrong(%x: i32) -> i32 {
  %r = arith.constant 0 : i32
  return %r : i32
}
func.func @ctlz_one(%x: i32) -> i32 {
  %r = arith.constant 31 : i32
  return %r : i32
}
func.func @cttz_zero(%x: i8) -> i8 {
  %r = arith.constant 8 : i8
  return %r : i8
}
func.func @cttz_value(%x: i8) -> i8 {
  %r = arith.constant 3 : i8
  return %r : i8
}
func.func @ctpop_all(%x: i8) -> i8 {
  %r = arith.constant 8 : i8
  return %r : i8
}
func.func @ctpop_complement(%x: i16) -> i16 {
  %r = arith.constant 16 : i16
  return %r : i16
}
// cttz(x) = ctpop((x & -x) - 1)
func.func @cttz_via_ctpop(%x: i16) -> i16 {
  %z = arith.constant 0 : i16
  %one = arith.constant 1 : i16
  %n = arith.subi %z, %x : i16
  %low = arith.andi %x, %n : i16
  %m = arith.subi %low, %one : i16
  %r = math.ctpop %m : i16
  return %r : i16
}
func.func @ctlz_widen(%x: i8) -> i32 {
  %e = arith.extui %x : i8 to i32
  %c = math.ctlz %e : i32
  %k = arith.constant 24 : i32
  %r = arith.subi %c, %k : i32
  return %r : i32
}
func.func @ctlz_to_cttz_wrong(%x: i8) -> i8 {
  %r = math.cttz %x : i8
  return %r : i8
}
func.func @ctpop_parity_wrong(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %r = arith.andi %x, %one : i8
  return %r : i8
}
// Sign extension adds leading ones, not zeros.
func.func @ctlz_widen_wrong(%x: i8) -> i32 {
  %e = arith.extsi %x : i8 to i32
  %c = math.ctlz %e : i32
  %k = arith.constant 24 : i32
  %r = arith.subi %c, %k : i32
  return %r : i32
}
