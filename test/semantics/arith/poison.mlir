// ub.poison: "The `poison` operation materializes a compile-time poisoned
// constant value to indicate deferred undefined behavior." (UBOps.td,
// PoisonOp). Refinement (ARCHITECTURE.md, Semantic rules): where the source result is poison
// the target may return anything; where the source returns a value the
// target must return that value, and poison is not a value. Poison
// propagates through the integer ops of `arith`.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @poison_to_constant: valid{{$}}
// CHECK-DAG: @poison_to_argument: valid{{$}}
// CHECK-DAG: @poison_i1_to_true: valid{{$}}
// CHECK-DAG: @poison_index_to_constant: valid{{$}}
// CHECK-DAG: @poison_i128_to_constant: valid{{$}}
// CHECK-DAG: @poison_propagates_add: valid{{$}}
// CHECK-DAG: @poison_propagates_mul_zero: valid{{$}}
// CHECK-DAG: @poison_propagates_cmp: valid{{$}}
// CHECK-DAG: @poison_propagates_ext: valid{{$}}
// CHECK-DAG: @poison_one_of_two_results: valid{{$}}
// CHECK-DAG: @constant_to_poison: invalid: target result #0 is poison where the source result is 5 (0x05)
// CHECK-DAG: @argument_to_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @true_to_poison: invalid: target result #0 is poison where the source result is true (1)
// CHECK-DAG: @index_to_poison: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK-DAG: @zero_to_poison_times_zero: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @other_result_to_poison: invalid: target result #1 is poison where the source result is 7 (0x07)
// CHECK: summary: 10 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @poison_to_constant() -> i32 {
  %p = ub.poison : i32
  return %p : i32
}
func.func @poison_to_argument(%x: i8) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @poison_i1_to_true() -> i1 {
  %p = ub.poison : i1
  return %p : i1
}
func.func @poison_index_to_constant() -> index {
  %p = ub.poison : index
  return %p : index
}
func.func @poison_i128_to_constant() -> i128 {
  %p = ub.poison : i128
  return %p : i128
}
func.func @poison_propagates_add(%x: i8) -> i8 {
  %p = ub.poison : i8
  %r = arith.addi %x, %p : i8
  return %r : i8
}
// poison * 0 is poison, not 0.
func.func @poison_propagates_mul_zero() -> i8 {
  %p = ub.poison : i8
  %c0 = arith.constant 0 : i8
  %r = arith.muli %p, %c0 : i8
  return %r : i8
}
func.func @poison_propagates_cmp(%x: i16) -> i1 {
  %p = ub.poison : i16
  %r = arith.cmpi eq, %p, %p : i16
  return %r : i1
}
func.func @poison_propagates_ext() -> i32 {
  %p = ub.poison : i8
  %e = arith.extui %p : i8 to i32
  %c = arith.constant 24 : i32
  %r = arith.shrui %e, %c : i32
  return %r : i32
}
func.func @poison_one_of_two_results(%x: i8) -> (i8, i8) {
  %p = ub.poison : i8
  return %x, %p : i8, i8
}
// Mutations that must be caught.
func.func @constant_to_poison() -> i8 {
  %c = arith.constant 5 : i8
  return %c : i8
}
func.func @argument_to_poison(%x: i8) -> i8 {
  return %x : i8
}
func.func @true_to_poison() -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @index_to_poison() -> index {
  %c = arith.constant 0 : index
  return %c : index
}
func.func @zero_to_poison_times_zero() -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @other_result_to_poison(%x: i8) -> (i8, i8) {
  %c7 = arith.constant 7 : i8
  return %x, %c7 : i8, i8
}

//--- tgt.mlir
func.func @poison_to_constant() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @poison_to_argument(%x: i8) -> i8 {
  return %x : i8
}
func.func @poison_i1_to_true() -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @poison_index_to_constant() -> index {
  %c = arith.constant 42 : index
  return %c : index
}
func.func @poison_i128_to_constant() -> i128 {
  %c = arith.constant -1 : i128
  return %c : i128
}
func.func @poison_propagates_add(%x: i8) -> i8 {
  %c = arith.constant 3 : i8
  return %c : i8
}
func.func @poison_propagates_mul_zero() -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}
func.func @poison_propagates_cmp(%x: i16) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @poison_propagates_ext() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @poison_one_of_two_results(%x: i8) -> (i8, i8) {
  return %x, %x : i8, i8
}
// The error is at the op that makes the poison.
// DIAG: tgt.mlir:[[@LINE+6]]:8: error: mlir-refine: the target miscompiles @constant_to_poison: target result #0 is poison where the source result is 5 (0x05)
// DIAG-NEXT: %p = ub.poison : i8
// DIAG: note: the target makes poison here: 'ub.poison'{{$}}
// DIAG: src.mlir:{{[0-9]+}}:3: note: source result #0 = 5 (0x05)
// DIAG: tgt.mlir:[[@LINE+3]]:3: note: target result #0 = poison
func.func @constant_to_poison() -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @argument_to_poison(%x: i8) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @true_to_poison() -> i1 {
  %p = ub.poison : i1
  return %p : i1
}
func.func @index_to_poison() -> index {
  %p = ub.poison : index
  return %p : index
}
func.func @zero_to_poison_times_zero() -> i8 {
  %p = ub.poison : i8
  %c0 = arith.constant 0 : i8
  %r = arith.muli %p, %c0 : i8
  return %r : i8
}
func.func @other_result_to_poison(%x: i8) -> (i8, i8) {
  %p = ub.poison : i8
  return %x, %p : i8, i8
}
