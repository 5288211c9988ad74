// arith.addui_extended: "Performs (N+1)-bit addition on zero-extended
// operands. Returns two results: the N-bit sum (same type as both operands),
// and the overflow bit (boolean-like), where `1` indicates unsigned addition
// overflow, while `0` indicates no overflow." (ArithOps.td, AddUIExtendedOp)
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @sum_is_addi: valid{{$}}
// CHECK-DAG: @overflow_is_ult: valid{{$}}
// CHECK-DAG: @both_results: valid{{$}}
// CHECK-DAG: @via_wide_add: valid{{$}}
// CHECK-DAG: @add_zero: valid{{$}}
// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @i1_operands: valid{{$}}
// CHECK-DAG: @index_operands: valid{{$}}
// CHECK-DAG: @overflow_as_signed: invalid: target result #1 is
// CHECK-DAG: @overflow_ule: invalid: target result #1 is true (1) where the source result is false (0)
// CHECK-DAG: @sum_add_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @overflow_dropped: invalid: target result #1 is false (0) where the source result is true (1)
// CHECK: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @sum_is_addi(%x: i32, %y: i32) -> i32 {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s : i32
}
func.func @overflow_is_ult(%x: i16, %y: i16) -> i1 {
  %s, %o = arith.addui_extended %x, %y : i16, i1
  return %o : i1
}
func.func @both_results(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
func.func @via_wide_add(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
func.func @add_zero(%x: i64) -> (i64, i1) {
  %c0 = arith.constant 0 : i64
  %s, %o = arith.addui_extended %x, %c0 : i64, i1
  return %s, %o : i64, i1
}
func.func @commute(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
// On i1 the sum is xor and the carry is and.
func.func @i1_operands(%a: i1, %b: i1) -> (i1, i1) {
  %s, %o = arith.addui_extended %a, %b : i1, i1
  return %s, %o : i1, i1
}
func.func @index_operands(%x: index, %y: index) -> (index, i1) {
  %s, %o = arith.addui_extended %x, %y : index, i1
  return %s, %o : index, i1
}
// Mutations that must be caught.
func.func @overflow_as_signed(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
func.func @overflow_ule(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
func.func @sum_add_nuw(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
func.func @overflow_dropped(%x: i8) -> (i8, i1) {
  %c1 = arith.constant 1 : i8
  %s, %o = arith.addui_extended %x, %c1 : i8, i1
  return %s, %o : i8, i1
}

//--- tgt.mlir
func.func @sum_is_addi(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  return %s : i32
}
func.func @overflow_is_ult(%x: i16, %y: i16) -> i1 {
  %s = arith.addi %x, %y : i16
  %o = arith.cmpi ult, %s, %x : i16
  return %o : i1
}
func.func @both_results(%x: i8, %y: i8) -> (i8, i1) {
  %s = arith.addi %x, %y : i8
  %o = arith.cmpi ult, %s, %y : i8
  return %s, %o : i8, i1
}
func.func @via_wide_add(%x: i8, %y: i8) -> (i8, i1) {
  %c8 = arith.constant 8 : i9
  %wx = arith.extui %x : i8 to i9
  %wy = arith.extui %y : i8 to i9
  %w = arith.addi %wx, %wy : i9
  %s = arith.trunci %w : i9 to i8
  %h = arith.shrui %w, %c8 : i9
  %o = arith.trunci %h : i9 to i1
  return %s, %o : i8, i1
}
func.func @add_zero(%x: i64) -> (i64, i1) {
  %f = arith.constant false
  return %x, %f : i64, i1
}
func.func @commute(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %y, %x : i8, i1
  return %s, %o : i8, i1
}
func.func @i1_operands(%a: i1, %b: i1) -> (i1, i1) {
  %s = arith.xori %a, %b : i1
  %o = arith.andi %a, %b : i1
  return %s, %o : i1, i1
}
func.func @index_operands(%x: index, %y: index) -> (index, i1) {
  %s = arith.addi %x, %y : index
  %o = arith.cmpi ult, %s, %x : index
  return %s, %o : index, i1
}
func.func @overflow_as_signed(%x: i8, %y: i8) -> (i8, i1) {
  %s = arith.addi %x, %y : i8
  %o = arith.cmpi slt, %s, %x : i8
  return %s, %o : i8, i1
}
// The sum is right; the carry is wrong exactly when y = 0.
// DIAG: tgt.mlir:[[@LINE+8]]:3: error: mlir-refine: the target miscompiles @overflow_ule: target result #1 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: counterexample input %arg1 : i8 = 0 (0x00)
// DIAG: note: source result #1 = false (0)
// DIAG: note: target result #1 = true (1)
func.func @overflow_ule(%x: i8, %y: i8) -> (i8, i1) {
  %s = arith.addi %x, %y : i8
  %o = arith.cmpi ule, %s, %x : i8
  return %s, %o : i8, i1
}
func.func @sum_add_nuw(%x: i8, %y: i8) -> (i8, i1) {
  %s = arith.addi %x, %y overflow<nuw> : i8
  %o = arith.cmpi ult, %s, %x : i8
  return %s, %o : i8, i1
}
// x + 1 overflows for x = 255.
func.func @overflow_dropped(%x: i8) -> (i8, i1) {
  %c1 = arith.constant 1 : i8
  %f = arith.constant false
  %s = arith.addi %x, %c1 : i8
  return %s, %f : i8, i1
}
