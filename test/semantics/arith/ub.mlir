// Immediate undefined behaviour of the integer `arith` ops (ArithOps.td):
// divui, remui, ceildivui: "Division by zero is undefined behavior."
// divsi, ceildivsi, floordivsi: "Divison by zero, or signed division overflow
// (minimum value divided by -1) is undefined behavior."
// remsi: "Division by zero is undefined behavior."
// Where the documentation is silent we follow LLVM's LangRef: a poison
// divisor is undefined behaviour (it may be zero); a poison dividend is not;
// remsi(MIN, -1) is UB as for `srem` ("Overflow also leads to undefined
// behavior").
// The op runs whether or not its result is used.
//
// Refinement (ARCHITECTURE.md, Semantic rules): `src_ub ∨ (¬tgt_ub ∧ ...)`. Where the source has
// UB, any target is valid (a constant, poison, or UB of its own); the target
// must not have UB where the source has none.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// Source UB allows anything.
// CHECK-DAG: @src_divui_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_divsi_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_remui_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_remsi_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ceildivui_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ceildivsi_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_floordivsi_zero_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_divsi_overflow_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ceildivsi_overflow_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_floordivsi_overflow_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_remsi_overflow_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ub_to_poison: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ub_to_other_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ub_unused_result: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_ub_all_results: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_poison_divisor_to_constant: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @src_dynamic_zero_guard_removed: valid{{$}}
// CHECK-DAG: @tgt_poison_dividend_is_not_ub: valid{{$}}
// CHECK-DAG: @tgt_ub_removed: valid{{$}}
//
// The target must not add UB.
// CHECK-DAG: @tgt_divui_dead_division: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @tgt_remsi_guard_dropped: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @tgt_ceildivui_guard_dropped: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @tgt_poison_divisor: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @tgt_divsi_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK-DAG: @tgt_ceildivsi_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK-DAG: @tgt_floordivsi_overflow: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK-DAG: @tgt_divsi_guard_dropped: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK-DAG: @tgt_ub_instead_of_poison: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 19 valid, 9 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @src_divui_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.divui %x, %c0 : i8
  return %r : i8
}
func.func @src_divsi_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.divsi %x, %c0 : i8
  return %r : i8
}
func.func @src_remui_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.remui %x, %c0 : i8
  return %r : i8
}
func.func @src_remsi_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.remsi %x, %c0 : i8
  return %r : i8
}
func.func @src_ceildivui_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.ceildivui %x, %c0 : i8
  return %r : i8
}
func.func @src_ceildivsi_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.ceildivsi %x, %c0 : i8
  return %r : i8
}
func.func @src_floordivsi_zero_to_constant(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.floordivsi %x, %c0 : i8
  return %r : i8
}
func.func @src_divsi_overflow_to_constant() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.divsi %min, %m1 : i8
  return %r : i8
}
func.func @src_ceildivsi_overflow_to_constant() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.ceildivsi %min, %m1 : i8
  return %r : i8
}
func.func @src_floordivsi_overflow_to_constant() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.floordivsi %min, %m1 : i8
  return %r : i8
}
func.func @src_remsi_overflow_to_constant() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.remsi %min, %m1 : i8
  return %r : i8
}
func.func @src_ub_to_poison(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.divui %x, %c0 : i64
  return %r : i64
}
func.func @src_ub_to_other_ub(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.divui %x, %c0 : i8
  return %r : i8
}
// The UB does not depend on the result being used.
func.func @src_ub_unused_result(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %d = arith.remui %x, %c0 : i8
  return %x : i8
}
// UB makes every result arbitrary, not only the one computed by the division.
func.func @src_ub_all_results(%x: i8, %y: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %d = arith.divsi %x, %c0 : i8
  return %y, %d : i8, i8
}
func.func @src_poison_divisor_to_constant(%x: i8) -> i8 {
  %p = ub.poison : i8
  %r = arith.divui %x, %p : i8
  return %r : i8
}
// The source divides by y unconditionally, so y = 0 is UB there: a zero
// guard on the same division may be dropped.
func.func @src_dynamic_zero_guard_removed(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %q = arith.divui %x, %y : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %r = arith.select %z, %c0, %q : i8
  return %r : i8
}
func.func @tgt_poison_dividend_is_not_ub(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.shrui %x, %c3 : i8
  return %r : i8
}
func.func @tgt_ub_removed(%x: i8, %y: i8) -> i8 {
  %d = arith.divsi %x, %y : i8
  return %x : i8
}
// Mutations that must be caught.
func.func @tgt_divui_dead_division(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
// A zero guard on the divisor is dropped: x % (y == 0 ? 1 : y) is x % y
// except that the target divides by zero.
func.func @tgt_remsi_guard_dropped(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %r = arith.remsi %x, %d : i8
  return %r : i8
}
func.func @tgt_ceildivui_guard_dropped(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %d = arith.maxui %y, %c1 : i8
  %r = arith.ceildivui %x, %d : i8
  return %r : i8
}
// y | 1 is never zero, but it is poison when y is.
func.func @tgt_poison_divisor(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @tgt_divsi_overflow(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
func.func @tgt_ceildivsi_overflow(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %r = arith.subi %c0, %x : i16
  return %r : i16
}
func.func @tgt_floordivsi_overflow(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %c0, %x : i32
  return %r : i32
}
// The source never divides by -1: it negates instead (wrapping for MIN).
// The target drops the guard and overflows for MIN / -1.
func.func @tgt_divsi_guard_dropped(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %is_m1 = arith.cmpi eq, %y, %m1 : i8
  %d = arith.select %is_m1, %c1, %y : i8
  %q = arith.divsi %x, %d : i8
  %n = arith.subi %c0, %q : i8
  %r = arith.select %is_m1, %n, %q : i8
  return %r : i8
}
// The source is poison for x = 1 (oversized shift), the target UB.
func.func @tgt_ub_instead_of_poison(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c8 = arith.constant 8 : i8
  %z = arith.cmpi eq, %x, %c1 : i8
  %s = arith.select %z, %c8, %c1 : i8
  %r = arith.shli %c1, %s : i8
  return %r : i8
}

//--- tgt.mlir
func.func @src_divui_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant 42 : i8
  return %c : i8
}
func.func @src_divsi_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @src_remui_zero_to_constant(%x: i8) -> i8 {
  return %x : i8
}
func.func @src_remsi_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant -1 : i8
  return %c : i8
}
func.func @src_ceildivui_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}
func.func @src_ceildivsi_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant 2 : i8
  return %c : i8
}
func.func @src_floordivsi_zero_to_constant(%x: i8) -> i8 {
  %c = arith.constant 3 : i8
  return %c : i8
}
func.func @src_divsi_overflow_to_constant() -> i8 {
  %c = arith.constant -128 : i8
  return %c : i8
}
func.func @src_ceildivsi_overflow_to_constant() -> i8 {
  %c = arith.constant 127 : i8
  return %c : i8
}
func.func @src_floordivsi_overflow_to_constant() -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @src_remsi_overflow_to_constant() -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}
func.func @src_ub_to_poison(%x: i64) -> i64 {
  %p = ub.poison : i64
  return %p : i64
}
func.func @src_ub_to_other_ub(%x: i8) -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.divsi %min, %m1 : i8
  return %r : i8
}
func.func @src_ub_unused_result(%x: i8) -> i8 {
  %c = arith.constant 9 : i8
  return %c : i8
}
func.func @src_ub_all_results(%x: i8, %y: i8) -> (i8, i8) {
  %c = arith.constant 5 : i8
  return %c, %c : i8, i8
}
func.func @src_poison_divisor_to_constant(%x: i8) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @src_dynamic_zero_guard_removed(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  return %q : i8
}
// Dividing by 8 cannot be UB; a poison x gives a poison result, as in the
// source.
func.func @tgt_poison_dividend_is_not_ub(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.divui %x, %c8 : i8
  return %r : i8
}
func.func @tgt_ub_removed(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
// A division hoisted out of a guarded region runs even when its result is
// unused.
// DIAG: tgt.mlir:[[@LINE+4]]:8: error: mlir-refine: the target miscompiles @tgt_divui_dead_division: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// DIAG-NEXT: %d = arith.divui %x, %y : i8
// DIAG: note: counterexample input %arg1 : i8 = {{0 \(0x00\)|poison}}
func.func @tgt_divui_dead_division(%x: i8, %y: i8) -> i8 {
  %d = arith.divui %x, %y : i8
  return %x : i8
}
func.func @tgt_remsi_guard_dropped(%x: i8, %y: i8) -> i8 {
  %r = arith.remsi %x, %y : i8
  return %r : i8
}
func.func @tgt_ceildivui_guard_dropped(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
// DIAG: tgt.mlir:[[@LINE+6]]:8: error: mlir-refine: the target miscompiles @tgt_poison_divisor: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// DIAG: note: counterexample input %arg1 : i8 = poison
func.func @tgt_poison_divisor(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %y1 = arith.ori %y, %c1 : i8
  %q = arith.divui %c0, %y1 : i8
  return %q : i8
}
// DIAG: tgt.mlir:[[@LINE+4]]:8: error: mlir-refine: the target miscompiles @tgt_divsi_overflow: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)
func.func @tgt_divsi_overflow(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.divsi %x, %m1 : i8
  return %r : i8
}
func.func @tgt_ceildivsi_overflow(%x: i16) -> i16 {
  %m1 = arith.constant -1 : i16
  %r = arith.ceildivsi %x, %m1 : i16
  return %r : i16
}
// DIAG: error: mlir-refine: the target miscompiles @tgt_floordivsi_overflow
// DIAG: note: counterexample input %arg0 : i32 = 2147483648 / -2147483648 (0x80000000)
func.func @tgt_floordivsi_overflow(%x: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %r = arith.floordivsi %x, %m1 : i32
  return %r : i32
}
// DIAG: error: mlir-refine: the target miscompiles @tgt_divsi_guard_dropped: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// DIAG: note: counterexample input %arg0 : i8 = 128 / -128 (0x80)
// DIAG: note: counterexample input %arg1 : i8 = 255 / -1 (0xff)
func.func @tgt_divsi_guard_dropped(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
// 2 / (x == 1 ? 0 : 1): the same value 2, but UB where the source is poison.
func.func @tgt_ub_instead_of_poison(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %z = arith.cmpi eq, %x, %c1 : i8
  %d = arith.select %z, %c0, %c1 : i8
  %r = arith.divui %c2, %d : i8
  return %r : i8
}
