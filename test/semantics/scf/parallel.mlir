// scf.parallel (SCFOps.td, ParallelOp): "The steps are values of type index,
// required to be positive." ... "Semantically we require that the iteration
// space can be iterated in any order, and the loop body can be executed in
// parallel. If there are data races, the behavior is undefined."
//
// - Data races need memory, which is not modelled: a body that stores (or
//   any memref op) makes the function unsupported, so no modelled function
//   can race.
// - A step that is not positive is UB (ODS says "required", not what happens
//   otherwise: the encoder's choice, as for scf.for); a poison bound or step
//   is UB (the iterations would depend on it).
// - UB in any iteration is UB of the loop; reductions combine with one
//   associative and commutative op, so the order does not matter.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @par_sum: valid{{$}}
// CHECK-DAG: @par_step_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @par_iteration_ub_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @par_poison_bound_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @par_sum_wrong: invalid: target result #0 is 7 (0x0000000000000007) where the source result is 6 (0x0000000000000006)
// CHECK-DAG: @par_step_from_argument: invalid: the target has undefined behaviour (loop step is not positive) where the source has none
// CHECK-DAG: @par_poison_bound_introduced: invalid: the target has undefined behaviour (loop bound or step is poison) where the source has none
// CHECK-DAG: @par_iteration_ub_introduced: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @par_race_in_source_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @par_disjoint_stores: valid{{$}}
// CHECK-DAG: @par_race_introduced: invalid: the target has undefined behaviour (a data race between iterations of 'scf.parallel') where the source has none
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// 0 + 1 + 2 + 3.
func.func @par_sum() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
// A zero step is UB: any result is fine. (A constant zero step is
// rejected by the verifier; n - n is zero all the same.)
func.func @par_step_zero_any(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %z = arith.subi %n, %n : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%z) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
// Iteration 2 divides by zero (4 / (2 - i)): the loop is UB as a whole.
func.func @par_iteration_ub_any(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%c0) -> index {
    %d = arith.subi %c2, %i : index
    %q = arith.divui %c4, %d : index
    scf.reduce(%q : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
func.func @par_poison_bound_any(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : index
  %r = scf.parallel (%i) = (%c0) to (%p) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
// Mutations that must be caught.
func.func @par_sum_wrong() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%c0) -> index {
    scf.reduce(%i : index) {
    ^bb0(%a: index, %b: index):
      %s = arith.addi %a, %b : index
      scf.reduce.return %s : index
    }
  }
  return %r : index
}
func.func @par_step_from_argument(%s: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
func.func @par_poison_bound_introduced(%n: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
func.func @par_iteration_ub_introduced(%x: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
// Stores from every iteration to one place race; memory is not modelled.
// Every iteration stores into one element: a data race, UB ("If there are
// data races, the behavior is undefined"); any target is fine.
func.func @par_race_in_source_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %m = memref.alloca() : memref<4xi8>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %m[%c0] : memref<4xi8>
    scf.reduce
  }
  %r = memref.load %m[%c0] : memref<4xi8>
  return %r : i8
}
// Disjoint elements: no race, any order; a sequential loop in reverse.
func.func @par_disjoint_stores(%m: memref<4xi8>, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = arith.index_cast %i : index to i8
    %y = arith.addi %v, %x : i8
    memref.store %y, %m[%i] : memref<4xi8>
    scf.reduce
  }
  return
}
func.func @par_race_introduced(%m: memref<4xi8>, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %m[%i] : memref<4xi8>
    scf.reduce
  }
  return
}

//--- tgt.mlir
func.func @par_sum() -> index {
  %c6 = arith.constant 6 : index
  return %c6 : index
}
func.func @par_step_zero_any(%n: index) -> index {
  %c9 = arith.constant 9 : index
  return %c9 : index
}
func.func @par_iteration_ub_any(%x: index) -> index {
  return %x : index
}
func.func @par_poison_bound_any(%x: index) -> index {
  return %x : index
}
func.func @par_sum_wrong() -> index {
  %c7 = arith.constant 7 : index
  return %c7 : index
}
// The target runs a loop with the argument as its step: UB for s <= 0.
func.func @par_step_from_argument(%s: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%s) {
    scf.reduce
  }
  return %c0 : index
}
func.func @par_poison_bound_introduced(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : index
  scf.parallel (%i) = (%c0) to (%p) step (%c1) {
    scf.reduce
  }
  return %c0 : index
}
// 4 / (x - i) over i in [0, 2): UB for x = 0 or x = 1.
func.func @par_iteration_ub_introduced(%x: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    %d = arith.subi %x, %i : index
    %q = arith.divui %c4, %d : index
    scf.reduce
  }
  return %c0 : index
}
func.func @par_race_in_source_any(%x: i8) -> i8 {
  %c = arith.constant 42 : i8
  return %c : i8
}
func.func @par_disjoint_stores(%m: memref<4xi8>, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  scf.for %k = %c0 to %c4 step %c1 {
    %i = arith.subi %c3, %k : index
    %v = arith.index_cast %i : index to i8
    %y = arith.addi %v, %x : i8
    memref.store %y, %m[%i] : memref<4xi8>
  }
  return
}
func.func @par_race_introduced(%m: memref<4xi8>, %x: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %x, %m[%i] : memref<4xi8>
    memref.store %x, %m[%c0] : memref<4xi8>
    scf.reduce
  }
  return
}
