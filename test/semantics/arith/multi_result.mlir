// Functions with several arguments and several results (ARCHITECTURE.md, Semantic rules):
// refinement must hold for every result i, "src_poison_i ∨ (¬tgt_poison_i ∧
// src_i = tgt_i)", for all inputs. Results are numbered from 0: a mismatch in
// the second result is reported as "result #1", and the counterexample lists
// every argument and every result.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @three_results: valid{{$}}
// CHECK-DAG: @mixed_types: valid{{$}}
// CHECK-DAG: @unused_arguments: valid{{$}}
// CHECK-DAG: @poison_second_result: valid{{$}}
// CHECK-DAG: @second_result_wrong: invalid: target result #1 is 2 (0x02) where the source result is 1 (0x01)
// CHECK-DAG: @third_result_wrong: invalid: target result #2 is
// CHECK-DAG: @second_result_poison: invalid: target result #1 is poison where the source result is
// CHECK-DAG: @index_result_wrong: invalid: target result #2 is
// CHECK-DAG: @first_result_wrong_only: invalid: target result #0 is
// CHECK: summary: 4 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @three_results(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8) {
  %a = arith.addi %x, %y : i8
  %b = arith.muli %y, %z : i8
  %c = arith.xori %x, %z : i8
  return %a, %b, %c : i8, i8, i8
}
func.func @mixed_types(%c: i1, %x: i16, %i: index) -> (i1, i16, index) {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %m = arith.subi %x, %x : i16
  %one = arith.constant 1 : index
  %j = arith.addi %i, %one : index
  return %n, %m, %j : i1, i16, index
}
func.func @unused_arguments(%a: i32, %b: i64, %c: i1, %d: i8) -> (i8, i32) {
  return %d, %a : i8, i32
}
func.func @poison_second_result(%x: i8) -> (i8, i8) {
  %c8 = arith.constant 8 : i8
  %p = arith.shli %x, %c8 : i8
  return %x, %p : i8, i8
}
// Mutations that must be caught.
func.func @second_result_wrong(%x: i8) -> (i8, i8) {
  %c1 = arith.constant 1 : i8
  return %x, %c1 : i8, i8
}
func.func @third_result_wrong(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8) {
  %a = arith.addi %x, %y : i8
  %b = arith.muli %y, %z : i8
  %c = arith.xori %x, %z : i8
  return %a, %b, %c : i8, i8, i8
}
func.func @second_result_poison(%x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  %d = arith.subi %x, %y : i32
  return %s, %d : i32, i32
}
func.func @index_result_wrong(%c: i1, %x: i16, %i: index) -> (i1, i16, index) {
  %one = arith.constant 1 : index
  %j = arith.addi %i, %one : index
  return %c, %x, %j : i1, i16, index
}
func.func @first_result_wrong_only(%x: i8, %y: i8) -> (i8, i8) {
  %a = arith.subi %x, %y : i8
  %b = arith.addi %x, %y : i8
  return %a, %b : i8, i8
}

//--- tgt.mlir
func.func @three_results(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8) {
  %c = arith.xori %z, %x : i8
  %b = arith.muli %z, %y : i8
  %a = arith.addi %y, %x : i8
  return %a, %b, %c : i8, i8, i8
}
func.func @mixed_types(%c: i1, %x: i16, %i: index) -> (i1, i16, index) {
  %f = arith.constant false
  %n = arith.cmpi eq, %c, %f : i1
  %z = arith.constant 0 : i16
  %m1 = arith.constant -1 : index
  %j = arith.subi %i, %m1 : index
  return %n, %z, %j : i1, i16, index
}
func.func @unused_arguments(%a: i32, %b: i64, %c: i1, %d: i8) -> (i8, i32) {
  %z = arith.constant 0 : i32
  %r = arith.ori %a, %z : i32
  return %d, %r : i8, i32
}
func.func @poison_second_result(%x: i8) -> (i8, i8) {
  return %x, %x : i8, i8
}
// DIAG: tgt.mlir:[[@LINE+9]]:3: error: mlir-refine: the target miscompiles @second_result_wrong: target result #1 is 2 (0x02) where the source result is 1 (0x01)
// DIAG-NEXT: return %x, %c2 : i8, i8
// DIAG: tgt.mlir:[[@LINE+5]]:{{[0-9]+}}: note: counterexample input %arg0 : i8 =
// DIAG: src.mlir:{{[0-9]+}}:3: note: source result #0 =
// DIAG: src.mlir:{{[0-9]+}}:3: note: source result #1 = 1 (0x01)
// DIAG: tgt.mlir:[[@LINE+4]]:3: note: target result #0 =
// DIAG: tgt.mlir:[[@LINE+3]]:3: note: target result #1 = 2 (0x02)
func.func @second_result_wrong(%x: i8) -> (i8, i8) {
  %c2 = arith.constant 2 : i8
  return %x, %c2 : i8, i8
}
// x ^ z -> x | z in the third result.
// DIAG: error: mlir-refine: the target miscompiles @third_result_wrong: target result #2 is
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: counterexample input %arg1 : i8 =
// DIAG: note: counterexample input %arg2 : i8 =
// DIAG: note: source result #2 =
// DIAG: note: target result #2 =
func.func @third_result_wrong(%x: i8, %y: i8, %z: i8) -> (i8, i8, i8) {
  %a = arith.addi %x, %y : i8
  %b = arith.muli %y, %z : i8
  %c = arith.ori %x, %z : i8
  return %a, %b, %c : i8, i8, i8
}
func.func @second_result_poison(%x: i32, %y: i32) -> (i32, i32) {
  %s = arith.addi %x, %y : i32
  %d = arith.subi %x, %y overflow<nsw> : i32
  return %s, %d : i32, i32
}
// i + 1 -> i + 2 in the index result.
func.func @index_result_wrong(%c: i1, %x: i16, %i: index) -> (i1, i16, index) {
  %two = arith.constant 2 : index
  %j = arith.addi %i, %two : index
  return %c, %x, %j : i1, i16, index
}
// Only the first result is wrong; the second is right.
func.func @first_result_wrong_only(%x: i8, %y: i8) -> (i8, i8) {
  %a = arith.subi %y, %x : i8
  %b = arith.addi %y, %x : i8
  return %a, %b : i8, i8
}
