// arith.divsi and arith.ceildivsi (ArithOps.td): "Divison by zero, or signed
// division overflow (minimum value divided by -1) is undefined behavior."
// The overflow half of the rule is pinned down in divsi.mlir, ceildiv.mlir
// and ub.mlir; here the division-by-zero half, both ways: the source's
// division by zero allows any target, and a target that drops a zero guard
// divides by zero where the source did not. A poison divisor is UB too (it
// may be zero; LLVM's sdiv), the encoder's choice where ODS is silent.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @divsi_by_zero_source: valid{{$}}
// CHECK-DAG: @ceildivsi_by_zero_source: valid{{$}}
// CHECK-DAG: @divsi_guard_kept: valid{{$}}
// CHECK-DAG: @divsi_zero_guard_dropped: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @ceildivsi_zero_guard_dropped: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @divsi_poison_divisor_introduced: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 3 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// y = 0 is UB in the source, so the guarded target may return anything there.
func.func @divsi_by_zero_source(%x: i8, %y: i8) -> i8 {
  %q = arith.divsi %x, %y : i8
  return %q : i8
}
func.func @ceildivsi_by_zero_source(%x: i8, %y: i8) -> i8 {
  %q = arith.ceildivsi %x, %y : i8
  return %q : i8
}
// (y == 0 ? 1 : y) is never zero: the guard may be rewritten, not dropped.
func.func @divsi_guard_kept(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %q = arith.divsi %x, %d : i8
  return %q : i8
}
// Mutations that must be caught.
func.func @divsi_zero_guard_dropped(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %q = arith.divsi %x, %d : i8
  return %q : i8
}
func.func @ceildivsi_zero_guard_dropped(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %q = arith.ceildivsi %x, %d : i8
  return %q : i8
}
// The source divides by 2; the target by y | 2, never zero but poison when
// y is.
func.func @divsi_poison_divisor_introduced(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

//--- tgt.mlir
func.func @divsi_by_zero_source(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %q = arith.divsi %x, %d : i8
  %r = arith.select %z, %c0, %q : i8
  return %r : i8
}
func.func @ceildivsi_by_zero_source(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i8
  %z = arith.cmpi eq, %y, %c0 : i8
  %d = arith.select %z, %c1, %y : i8
  %q = arith.ceildivsi %x, %d : i8
  %r = arith.select %z, %c5, %q : i8
  return %r : i8
}
// max(y, 1) (unsigned) is y == 0 ? 1 : y.
func.func @divsi_guard_kept(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %d = arith.maxui %y, %c1 : i8
  %q = arith.divsi %x, %d : i8
  return %q : i8
}
func.func @divsi_zero_guard_dropped(%x: i8, %y: i8) -> i8 {
  %q = arith.divsi %x, %y : i8
  return %q : i8
}
func.func @ceildivsi_zero_guard_dropped(%x: i8, %y: i8) -> i8 {
  %q = arith.ceildivsi %x, %y : i8
  return %q : i8
}
func.func @divsi_poison_divisor_introduced(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c2 = arith.constant 2 : i8
  %d = arith.ori %y, %c2 : i8
  %q = arith.divsi %c0, %d : i8
  return %q : i8
}
