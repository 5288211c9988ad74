// Vacuous proofs are labelled, as Alive2 warns: a source with undefined
// behaviour on every input is refined by any target, so a valid verdict
// says nothing about the target; it says so. The same holds for a check
// split into bounded cases (dynamic sizes) when every case is UB, and a
// source with UB on some inputs only is plain valid.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: %refine-opt %t/src.mlir --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" remarks=true})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS

// CHECK-DAG: @always_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @sometimes_ub: valid{{$}}
// CHECK-DAG: @sometimes_ub_changed: invalid: target result #0 is
// CHECK-DAG: @every_case_ub: valid (vacuously: the source has undefined behaviour on every input checked (dynamic sizes 1 to 3)){{$}}
// CHECK-DAG: @past_the_view: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @poison_branch: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @always_ub_folded: valid (unchanged){{$}}
// CHECK: summary: 6 valid, 1 invalid, 0 unsupported, 0 inconclusive

// canonicalize folds the always-UB division away: still vacuous.
// PASS: stage 'canonicalize': @always_ub_folded is valid (vacuously: the source has undefined behaviour on every input)

//--- src.mlir
func.func @always_ub(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %a, %c0 : i32
  return %r : i32
}
func.func @sometimes_ub(%a: i32, %b: i32) -> i32 {
  %r = arith.divui %a, %b : i32
  return %r : i32
}
func.func @sometimes_ub_changed(%a: i32, %b: i32) -> i32 {
  %r = arith.divui %a, %b : i32
  return %r : i32
}
func.func @every_case_ub(%t: tensor<?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %x = tensor.extract %t[%n] : tensor<?xi32>
  return %x : i32
}
func.func @past_the_view(%m: memref<4xi32>) -> i32 {
  %c4 = arith.constant 4 : index
  %x = memref.load %m[%c4] : memref<4xi32>
  return %x : i32
}
func.func @poison_branch(%a: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^t, ^f
^t:
  return %a : i32
^f:
  return %a : i32
}

func.func @always_ub_folded(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %a, %c0 : i32
  %s = arith.addi %r, %c0 : i32
  return %s : i32
}

//--- tgt.mlir
func.func @always_ub(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @sometimes_ub(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %a, %b : i32
  %s = arith.muli %r, %c1 : i32
  return %s : i32
}
func.func @sometimes_ub_changed(%a: i32, %b: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @every_case_ub(%t: tensor<?xi32>) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @past_the_view(%m: memref<4xi32>) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @poison_branch(%a: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @always_ub_folded(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %a, %c0 : i32
  %s = arith.addi %r, %c0 : i32
  return %s : i32
}
