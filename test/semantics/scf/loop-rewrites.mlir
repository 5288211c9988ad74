// Loop rewrites of Lean-MLIR's scf case study (Bhat, Keizer, Hughes,
// Goens, Grosser: "Verifying Peephole Rewriting in SSA Compiler IRs", ITP
// 2024), each with a wrong variant that must be caught:
// - a loop with zero iterations is deleted;
// - two adjacent loops with the same body are fused: running body f for the
//   iterations [lb, mid) then [mid, ub) is running it for [lb, ub) (and,
//   classically, two loops over the same range with independent bodies);
// - a loop whose body ignores the induction variable is reversed;
// - iterated addition of a constant becomes a multiplication.
// scf.for semantics as in for.mlir: "the iteration is executed iff the
// comparison of induction variable value is less than the upper bound and
// bigger or equal to the lower bound" (SCFOps.td, ForOp). Constant trip
// counts are checked exactly; symbolic ones may be bounded (trip counts up
// to max-unroll).
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @zero_iters_deleted: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @zero_iters_symbolic_deleted: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @fuse_adjacent_ranges: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @fuse_adjacent_ranges_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @fuse_same_range: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @fuse_same_range_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @reverse_index_unused: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @reverse_index_unused_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @add_to_mul: valid{{( \(by induction[^)]*\))?$}}
// CHECK-DAG: @add_to_mul_symbolic: valid{{( \((bounded: |by induction)[^)]*\))?$}}
// CHECK-DAG: @one_iter_deleted: invalid: target result #0 is
// CHECK-DAG: @fuse_ranges_with_gap: invalid: target result #0 is
// CHECK-DAG: @fuse_ranges_symbolic_unordered: invalid: target result #0 is
// CHECK-DAG: @fuse_dependent_loops: invalid: target result #1 is
// CHECK-DAG: @reverse_index_used: invalid: target result #0 is
// CHECK-DAG: @add_to_mul_off_by_one: invalid: target result #0 is
// CHECK-DAG: @add_to_mul_symbolic_negative: invalid: target result #0 is
// CHECK: summary: 10 valid{{( \([0-9]+ bounded\))?}}, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @reverse_index_used: target result #0 is

//--- src.mlir
// for i in [5, 5): nothing runs.
func.func @zero_iters_deleted(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c5 to %c5 step %c1 iter_args(%acc = %x) -> i32 {
    %m = arith.muli %acc, %c3 : i32
    scf.yield %m : i32
  }
  return %r : i32
}
// for i in [n, n): nothing runs, whatever n (it must not be poison).
func.func @zero_iters_symbolic_deleted(%n: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %n to %n step %c1 iter_args(%acc = %x) -> i32 {
    %m = arith.muli %acc, %c3 : i32
    scf.yield %m : i32
  }
  return %r : i32
}
// f(i, acc) = acc * 3 + i over [0, 3) then [3, 8).
func.func @fuse_adjacent_ranges(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %k = arith.constant 3 : i32
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %c3 to %c8 step %c1 iter_args(%acc = %a) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
// [lb, mid) then [mid, ub) with lb <= mid <= ub: lb = 0, mid = m, ub = m + k
// for m, k in [0, 8). (i8 arithmetic: the same with i32 times out, see the
// report.)
func.func @fuse_adjacent_ranges_symbolic(%m0: i8, %k0: i8, %x: i8) -> i8 {
  %c15 = arith.constant 7 : i8
  %m1 = arith.andi %m0, %c15 : i8
  %k1 = arith.andi %k0, %c15 : i8
  %mid = arith.index_castui %m1 : i8 to index
  %kk = arith.index_castui %k1 : i8 to index
  %ub = arith.addi %mid, %kk : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i8
  %a = scf.for %i = %c0 to %mid step %c1 iter_args(%acc = %x) -> i8 {
    %ii = arith.index_cast %i : index to i8
    %m = arith.muli %acc, %k : i8
    %s = arith.addi %m, %ii : i8
    scf.yield %s : i8
  }
  %b = scf.for %i = %mid to %ub step %c1 iter_args(%acc = %a) -> i8 {
    %ii = arith.index_cast %i : index to i8
    %m = arith.muli %acc, %k : i8
    %s = arith.addi %m, %ii : i8
    scf.yield %s : i8
  }
  return %b : i8
}
// Two loops over [0, 6) with independent bodies.
func.func @fuse_same_range(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : i32
  %a = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %y) -> i32 {
    %m = arith.muli %acc, %c2 : i32
    scf.yield %m : i32
  }
  return %a, %b : i32, i32
}
func.func @fuse_same_range_symbolic(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %y) -> i32 {
    %m = arith.muli %acc, %c2 : i32
    scf.yield %m : i32
  }
  return %a, %b : i32, i32
}
// acc * 5 + 7, six times, forwards.
func.func @reverse_index_unused(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %m = arith.muli %acc, %c5 : i32
    %s = arith.addi %m, %c7 : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// for i in [0, n) forwards; the target walks down with scf.while. (i8
// arithmetic: with i32 even 4 unrolled iterations time out.)
func.func @reverse_index_unused_symbolic(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant 7 : i8
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i8 : i8 {
    %m = arith.muli %acc, %c5 : i8
    %s = arith.addi %m, %c7 : i8
    scf.yield %s : i8
  }
  return %r : i8
}
// x + c added eight times.
func.func @add_to_mul(%x: i32, %c: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %x) -> i32 {
    %s = arith.addi %acc, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// x + c added max(n, 0) times (for n <= 0, x even if c is poison).
func.func @add_to_mul_symbolic(%n: index, %x: i32, %c: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %s = arith.addi %acc, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// Mutations that must be caught.
// [n, n + 1) runs once (unless n + 1 wraps).
func.func @one_iter_deleted(%n: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i32
  %n1 = arith.addi %n, %c1 : index
  %r = scf.for %i = %n to %n1 step %c1 iter_args(%acc = %x) -> i32 {
    %m = arith.muli %acc, %c3 : i32
    scf.yield %m : i32
  }
  return %r : i32
}
// [0, 3) then [4, 8): fusing into [0, 8) adds iteration 3.
func.func @fuse_ranges_with_gap(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %k = arith.constant 3 : i32
  %a = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %c4 to %c8 step %c1 iter_args(%acc = %a) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
// Without the precondition lb <= mid: for mid < 0 the first loop runs no
// iteration and the second starts at mid, not 0.
func.func @fuse_ranges_symbolic_unordered(%mid: i8, %ub: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %k = arith.constant 3 : i32
  %a = scf.for %i = %c0 to %mid step %c1 iter_args(%acc = %x) -> i32 : i8 {
    %ii = arith.extsi %i : i8 to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %mid to %ub step %c1 iter_args(%acc = %a) -> i32 : i8 {
    %ii = arith.extsi %i : i8 to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
// The second loop reads the first loop's result: fusion changes it.
func.func @fuse_dependent_loops(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : i32
  %a = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %x) -> i32 {
    %s = arith.addi %acc, %c2 : i32
    scf.yield %s : i32
  }
  %b = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %y) -> i32 {
    %s = arith.addi %acc, %a : i32
    scf.yield %s : i32
  }
  return %a, %b : i32, i32
}
// acc * 2 + i depends on the order of the iterations.
func.func @reverse_index_used(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %c2 : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @add_to_mul_off_by_one(%x: i32, %c: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %x) -> i32 {
    %s = arith.addi %acc, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @add_to_mul_symbolic_negative(%n: index, %x: i32, %c: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 {
    %s = arith.addi %acc, %c : i32
    scf.yield %s : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @zero_iters_deleted(%x: i32) -> i32 {
  return %x : i32
}
func.func @zero_iters_symbolic_deleted(%n: index, %x: i32) -> i32 {
  return %x : i32
}
func.func @fuse_adjacent_ranges(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %k = arith.constant 3 : i32
  %b = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
func.func @fuse_adjacent_ranges_symbolic(%m0: i8, %k0: i8, %x: i8) -> i8 {
  %c15 = arith.constant 7 : i8
  %m1 = arith.andi %m0, %c15 : i8
  %k1 = arith.andi %k0, %c15 : i8
  %mid = arith.index_castui %m1 : i8 to index
  %kk = arith.index_castui %k1 : i8 to index
  %ub = arith.addi %mid, %kk : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant 3 : i8
  %b = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %x) -> i8 {
    %ii = arith.index_cast %i : index to i8
    %m = arith.muli %acc, %k : i8
    %s = arith.addi %m, %ii : i8
    scf.yield %s : i8
  }
  return %b : i8
}
func.func @fuse_same_range(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %i = %c0 to %c6 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %a, %ii : i32
    %m = arith.muli %b, %c2 : i32
    scf.yield %s, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @fuse_same_range_symbolic(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %a, %ii : i32
    %m = arith.muli %b, %c2 : i32
    scf.yield %s, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// The reversed index 5 - i is computed but the body does not use it.
func.func @reverse_index_unused(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c5i = arith.constant 5 : index
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %j = arith.subi %c5i, %i : index
    %m = arith.muli %acc, %c5 : i32
    %s = arith.addi %m, %c7 : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// j from n down to 1 while j > 0 (signed).
func.func @reverse_index_unused_symbolic(%n: i8, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant 7 : i8
  %r:2 = scf.while (%j = %n, %acc = %x) : (i8, i8) -> (i8, i8) {
    %go = arith.cmpi sgt, %j, %c0 : i8
    scf.condition(%go) %j, %acc : i8, i8
  } do {
  ^bb0(%j: i8, %acc: i8):
    %j1 = arith.subi %j, %c1 : i8
    %m = arith.muli %acc, %c5 : i8
    %s = arith.addi %m, %c7 : i8
    scf.yield %j1, %s : i8, i8
  }
  return %r#1 : i8
}
func.func @add_to_mul(%x: i32, %c: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %m = arith.muli %c, %c8 : i32
  %r = arith.addi %x, %m : i32
  return %r : i32
}
func.func @add_to_mul_symbolic(%n: index, %x: i32, %c: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %pos = arith.cmpi sgt, %n, %c0 : index
  %k = arith.index_cast %n : index to i32
  %m = arith.muli %c, %k : i32
  %s = arith.addi %x, %m : i32
  %r = arith.select %pos, %s, %x : i32
  return %r : i32
}
func.func @one_iter_deleted(%n: index, %x: i32) -> i32 {
  return %x : i32
}
func.func @fuse_ranges_with_gap(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %k = arith.constant 3 : i32
  %b = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %x) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
func.func @fuse_ranges_symbolic_unordered(%mid: i8, %ub: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %k = arith.constant 3 : i32
  %b = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %x) -> i32 : i8 {
    %ii = arith.extsi %i : i8 to i32
    %m = arith.muli %acc, %k : i32
    %s = arith.addi %m, %ii : i32
    scf.yield %s : i32
  }
  return %b : i32
}
func.func @fuse_dependent_loops(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : i32
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %a, %c2 : i32
    %t = arith.addi %b, %s : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @reverse_index_used(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c5i = arith.constant 5 : index
  %c2 = arith.constant 2 : i32
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %j = arith.subi %c5i, %i : index
    %jj = arith.index_cast %j : index to i32
    %m = arith.muli %acc, %c2 : i32
    %s = arith.addi %m, %jj : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @add_to_mul_off_by_one(%x: i32, %c: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %m = arith.muli %c, %c9 : i32
  %r = arith.addi %x, %m : i32
  return %r : i32
}
// Forgets that a negative n runs no iteration.
func.func @add_to_mul_symbolic_negative(%n: index, %x: i32, %c: i32) -> i32 {
  %k = arith.index_cast %n : index to i32
  %m = arith.muli %c, %k : i32
  %r = arith.addi %x, %m : i32
  return %r : i32
}
