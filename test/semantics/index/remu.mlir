// index.remu: "computes their unsigned remainder. Treats the leading bit as
// the most significant, i.e. `6 % -2 = 6`." (IndexOps.td, Index_RemUOp).
//
// The .td says nothing about a zero divisor; the op is NoMemoryEffect but not
// Pure (not speculatable), and ARCHITECTURE.md, Semantic rules says to follow LangRef where the
// .td is silent: "Taking the remainder of a division by zero is undefined
// behavior" (LangRef, urem). There is no overflow case.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @rem_one: valid{{$}}
// CHECK-DAG: @rem_pow2_is_mask: valid{{$}}
// CHECK-DAG: @minus_one_is_defined: valid{{$}}
// CHECK-DAG: @rem_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @drop_dead_rem: valid{{$}}
// CHECK-DAG: @td_example_signed: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 6 (0x0000000000000006)
// CHECK-DAG: @wrong_mask: invalid: target result #0 is
// CHECK-DAG: @introduce_rem_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_signed:
// DIAG: error: mlir-refine: the target miscompiles @wrong_mask:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @introduce_rem_by_zero:

//--- src.mlir
func.func @td_example() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.remu %c6, %m2
  return %r : index
}
func.func @rem_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.remu %a, %c1
  return %r : index
}
func.func @rem_pow2_is_mask(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.remu %a, %c8
  return %r : index
}
// x %u (2^64 - 1) is 0 at x = 2^64 - 1 and x otherwise; no UB on either side.
func.func @minus_one_is_defined(%a: index) -> index {
  %m1 = index.constant -1
  %c0 = index.constant 0
  %e = index.cmp eq(%a, %m1)
  %r = arith.select %e, %c0, %a : index
  return %r : index
}
func.func @rem_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.remu %a, %c0
  return %r : index
}
func.func @drop_dead_rem(%a: index, %b: index) -> index {
  %q = index.remu %a, %b
  return %a : index
}
// Mutations that must be caught.
func.func @td_example_signed() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.remu %c6, %m2
  return %r : index
}
func.func @wrong_mask(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.remu %a, %c8
  return %r : index
}
func.func @introduce_rem_by_zero(%a: index, %b: index) -> index {
  return %a : index
}

//--- tgt.mlir
func.func @td_example() -> index {
  %r = index.constant 6
  return %r : index
}
func.func @rem_one(%a: index) -> index {
  %r = index.constant 0
  return %r : index
}
func.func @rem_pow2_is_mask(%a: index) -> index {
  %c7 = index.constant 7
  %r = index.and %a, %c7
  return %r : index
}
func.func @minus_one_is_defined(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.remu %a, %m1
  return %r : index
}
func.func @rem_by_zero_is_ub(%a: index) -> index {
  %r = index.constant 42
  return %r : index
}
func.func @drop_dead_rem(%a: index, %b: index) -> index {
  return %a : index
}
func.func @td_example_signed() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.rems %c6, %m2
  return %r : index
}
// Off by one: x % 8 is x & 7.
func.func @wrong_mask(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.and %a, %c8
  return %r : index
}
func.func @introduce_rem_by_zero(%a: index, %b: index) -> index {
  %q = index.remu %a, %b
  return %a : index
}
