// scf.for (SCFOps.td, ForOp): "The step is a value of same type but required
// to be positive, the lower and upper bounds can be also negative or zero.
// The lower and upper bounds specify a half-open range: the iteration is
// executed iff the comparison of induction variable value is less than the
// upper bound and bigger or equal to the lower bound. By default, the integer
// comparison is signed. If the `unsignedCmp` unit attribute is specified, the
// integer comparison is unsigned." "`scf.for` results hold the final values
// after the last iteration" (the initial values when no iteration runs).
// mlir-refine: the trip count is ceil((ub - lb) / step) computed without
// wrapping; the induction variable takes lb + k * step; a step that is not
// positive, or a poison bound or step, is UB. Loops with a constant trip
// count are encoded exactly; a symbolic trip count may give a bounded
// verdict (the check covers trip counts up to max-unroll).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @const_trip_sum: valid{{$}}
// CHECK-DAG: @iv_values: valid{{$}}
// CHECK-DAG: @two_iter_args: valid{{$}}
// CHECK-DAG: @zero_trips_equal: valid{{$}}
// CHECK-DAG: @zero_trips_reversed: valid{{$}}
// CHECK-DAG: @signed_negative_bounds: valid{{$}}
// CHECK-DAG: @unsigned_cmp: valid{{$}}
// CHECK-DAG: @no_wrap_trip_count: valid{{$}}
// CHECK-DAG: @step_negative_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @symbolic_step_positive: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @symbolic_trip: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @nested_const: valid{{$}}
// CHECK-DAG: @iv_values_wrong: invalid: target result #0 is
// CHECK-DAG: @one_trip_too_many: invalid: target result #0 is
// CHECK-DAG: @unsigned_as_signed: invalid: target result #0 is
// CHECK-DAG: @signed_as_unsigned: invalid: target result #0 is
// CHECK-DAG: @target_step_zero: invalid: the target has undefined behaviour (loop step is not positive) where the source has none
// CHECK-DAG: @target_poison_bound: invalid: the target has undefined behaviour (loop bound or step is poison) where the source has none
// CHECK-DAG: @symbolic_trip_negative: invalid: target result #0 is
// CHECK-DAG: @iter_args_swapped: invalid: target result #1 is
// CHECK: summary: 12 valid{{( \([0-9]+ bounded\))?}}, 8 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @target_step_zero: the target has undefined behaviour (loop step is not positive)
// DIAG: error: mlir-refine: the target miscompiles @symbolic_trip_negative: target result #0 is
// DIAG: note: counterexample input %arg0 : index =

//--- src.mlir
// x + 0 + 1 + 2 + 3
func.func @const_trip_sum(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %a = arith.addi %acc, %ii : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// The induction variable takes 3, 7, 11 (11 < 12 <= 15): x + 21.
func.func @iv_values(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c12 = arith.constant 12 : i8
  %c4 = arith.constant 4 : i8
  %r = scf.for %i = %c3 to %c12 step %c4 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Fibonacci: (a, b) -> (b, a + b), five times from (x, y).
func.func @two_iter_args(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x, %b = %y) -> (i16, i16) {
    %s = arith.addi %a, %b : i16
    scf.yield %b, %s : i16, i16
  }
  return %r#0, %r#1 : i16, i16
}
// lb = ub: no iteration, even with a body that divides by zero.
func.func @zero_trips_equal(%x: i8, %n: index) -> i8 {
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i8
  %r = scf.for %i = %n to %n step %c1 iter_args(%acc = %x) -> i8 {
    %q = arith.divui %acc, %z : i8
    scf.yield %q : i8
  }
  return %r : i8
}
// lb > ub: no iteration.
func.func @zero_trips_reversed(%x: i8) -> i8 {
  %c10 = arith.constant 10 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c2 step %c1 iter_args(%acc = %x) -> i8 {
    %a = arith.addi %acc, %acc : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Signed: -3, -2, -1, 0, 1 run (five iterations).
func.func @signed_negative_bounds(%x: i8) -> i8 {
  %lb = arith.constant -3 : i8
  %ub = arith.constant 2 : i8
  %c1 = arith.constant 1 : i8
  %one = arith.constant 1 : i8
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %one : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Unsigned: lb = 253 >= ub = 2, no iteration.
func.func @unsigned_cmp(%x: i8) -> i8 {
  %lb = arith.constant -3 : i8
  %ub = arith.constant 2 : i8
  %c1 = arith.constant 1 : i8
  %one = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %one : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// 0 to 127 step 100 on i8: the induction variable takes 0 and 100; the next
// value, 200, is not in [0, 127) (it does not wrap to -56): x + 100.
func.func @no_wrap_trip_count(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c127 = arith.constant 127 : i8
  %c100 = arith.constant 100 : i8
  %r = scf.for %i = %c0 to %c127 step %c100 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// A negative step is UB: the target may return anything. (A zero step: see
// for-step-zero-ub.mlir.)
func.func @step_negative_is_ub(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %cm1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %c10 step %cm1 iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}
// 0 to 1 step s: one iteration for every positive s; s <= 0 is UB.
func.func @symbolic_step_positive(%x: i8, %s: index) -> i8 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i8
  %r = scf.for %i = %c0 to %c1 step %s iter_args(%acc = %x) -> i8 {
    %a = arith.addi %acc, %one : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// x + 2 * max(n, 0).
func.func @symbolic_trip(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %acc, %c2 : i32
    scf.yield %a : i32
  }
  return %r : i32
}
// 3 x 4 iterations of acc + 1.
func.func @nested_const(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> i32 {
      %t = arith.addi %b, %one : i32
      scf.yield %t : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// Mutations that must be caught.
func.func @iv_values_wrong(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %c12 = arith.constant 12 : i8
  %c4 = arith.constant 4 : i8
  %r = scf.for %i = %c3 to %c12 step %c4 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// The bounds are half-open: 0 to 4 runs four times, not five.
func.func @one_trip_too_many(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %one = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %acc, %one : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @unsigned_as_signed(%x: i8) -> i8 {
  %lb = arith.constant -3 : i8
  %ub = arith.constant 2 : i8
  %c1 = arith.constant 1 : i8
  %one = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %one : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// Dropping unsignedCmp from a loop with symbolic bounds.
func.func @signed_as_unsigned(%lb: i8, %ub: i8, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
func.func @target_step_zero(%x: i8) -> i8 {
  return %x : i8
}
func.func @target_poison_bound(%x: i8, %n: index) -> i8 {
  return %x : i8
}
func.func @symbolic_trip_negative(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %a = arith.addi %acc, %c2 : i32
    scf.yield %a : i32
  }
  return %r : i32
}
func.func @iter_args_swapped(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x, %b = %y) -> (i16, i16) {
    %s = arith.addi %a, %b : i16
    scf.yield %b, %s : i16, i16
  }
  return %r#0, %r#1 : i16, i16
}

//--- tgt.mlir
func.func @const_trip_sum(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %r = arith.addi %x, %c6 : i32
  return %r : i32
}
func.func @iv_values(%x: i8) -> i8 {
  %c21 = arith.constant 21 : i8
  %r = arith.addi %x, %c21 : i8
  return %r : i8
}
// (x, y) -> (y, x+y) -> (x+y, x+2y) -> (x+2y, 2x+3y) -> (2x+3y, 3x+5y) -> (3x+5y, 5x+8y)
func.func @two_iter_args(%x: i16, %y: i16) -> (i16, i16) {
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant 5 : i16
  %c8 = arith.constant 8 : i16
  %x3 = arith.muli %x, %c3 : i16
  %y5 = arith.muli %y, %c5 : i16
  %x5 = arith.muli %x, %c5 : i16
  %y8 = arith.muli %y, %c8 : i16
  %a = arith.addi %x3, %y5 : i16
  %b = arith.addi %x5, %y8 : i16
  return %a, %b : i16, i16
}
func.func @zero_trips_equal(%x: i8, %n: index) -> i8 {
  return %x : i8
}
func.func @zero_trips_reversed(%x: i8) -> i8 {
  return %x : i8
}
func.func @signed_negative_bounds(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %r = arith.addi %x, %c5 : i8
  return %r : i8
}
func.func @unsigned_cmp(%x: i8) -> i8 {
  return %x : i8
}
func.func @no_wrap_trip_count(%x: i8) -> i8 {
  %c100 = arith.constant 100 : i8
  %r = arith.addi %x, %c100 : i8
  return %r : i8
}
func.func @step_negative_is_ub(%x: i8) -> i8 {
  %c42 = arith.constant 42 : i8
  return %c42 : i8
}
func.func @symbolic_step_positive(%x: i8, %s: index) -> i8 {
  %one = arith.constant 1 : i8
  %r = arith.addi %x, %one : i8
  return %r : i8
}
func.func @symbolic_trip(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : i32
  %pos = arith.cmpi sgt, %n, %c0 : index
  %m = arith.select %pos, %n, %c0 : index
  %mi = arith.index_cast %m : index to i32
  %d = arith.muli %mi, %c2 : i32
  %r = arith.addi %x, %d : i32
  return %r : i32
}
func.func @nested_const(%x: i32) -> i32 {
  %c12 = arith.constant 12 : i32
  %r = arith.addi %x, %c12 : i32
  return %r : i32
}
func.func @iv_values_wrong(%x: i8) -> i8 {
  %c22 = arith.constant 22 : i8
  %r = arith.addi %x, %c22 : i8
  return %r : i8
}
func.func @one_trip_too_many(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.addi %x, %c5 : i32
  return %r : i32
}
func.func @unsigned_as_signed(%x: i8) -> i8 {
  %c5 = arith.constant 5 : i8
  %r = arith.addi %x, %c5 : i8
  return %r : i8
}
func.func @signed_as_unsigned(%lb: i8, %ub: i8, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %a = arith.addi %acc, %i : i8
    scf.yield %a : i8
  }
  return %r : i8
}
// The source's loop 0 to 0 step 1 would run no iteration; a zero step is UB.
func.func @target_step_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %c0 step %c0 iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}
// A poison bound is UB even for a loop that would run no iteration.
func.func @target_poison_bound(%x: i8, %n: index) -> i8 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %n to %n step %c1 iter_args(%acc = %x) -> i8 {
    scf.yield %acc : i8
  }
  return %r : i8
}
// Forgets that a negative n runs no iteration.
func.func @symbolic_trip_negative(%n: index, %x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %mi = arith.index_cast %n : index to i32
  %d = arith.muli %mi, %c2 : i32
  %r = arith.addi %x, %d : i32
  return %r : i32
}
// (x, y) -> (y, x+y) -> (x+y, x+2y) -> (x+2y, 2x+3y); the target says 3x+2y.
func.func @iter_args_swapped(%x: i16, %y: i16) -> (i16, i16) {
  %c2 = arith.constant 2 : i16
  %c3 = arith.constant 3 : i16
  %y2 = arith.muli %y, %c2 : i16
  %a = arith.addi %x, %y2 : i16
  %x3 = arith.muli %x, %c3 : i16
  %b = arith.addi %x3, %y2 : i16
  return %a, %b : i16, i16
}
