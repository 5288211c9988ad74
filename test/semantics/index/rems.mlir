// index.rems: "computes their signed remainder. Treats the leading bit as the
// sign, i.e. `6 % -2 = 0`." (IndexOps.td, Index_RemSOp). The remainder has the
// sign of the dividend (C's `%`, LLVM's `srem`, which the op lowers to).
//
// The .td says nothing about a zero divisor; the op is NoMemoryEffect but not
// Pure (not speculatable), and ARCHITECTURE.md, Semantic rules says to follow LangRef where the
// .td is silent: "Taking the remainder of a division by zero is undefined
// behavior" (LangRef, srem). So a target must not introduce a remainder by a
// value that may be zero. (MIN % -1 is in rems-min-minus-one.mlir.)
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @sign_of_dividend_neg: valid{{$}}
// CHECK-DAG: @sign_of_dividend_pos: valid{{$}}
// CHECK-DAG: @rem_one: valid{{$}}
// CHECK-DAG: @rem_minus_one: valid{{$}}
// CHECK-DAG: @rem_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @drop_dead_rem: valid{{$}}
// CHECK-DAG: @sign_of_divisor: invalid: target result #0 is 1 (0x0000000000000001) where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK-DAG: @signed_to_unsigned: invalid: target result #0 is
// CHECK-DAG: @introduce_rem_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 7 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @sign_of_divisor:
// DIAG: error: mlir-refine: the target miscompiles @signed_to_unsigned:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @introduce_rem_by_zero:

//--- src.mlir
func.func @td_example() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.rems %c6, %m2
  return %r : index
}
// -7 % 2 = -1.
func.func @sign_of_dividend_neg() -> index {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %r = index.rems %m7, %c2
  return %r : index
}
// 7 % -2 = 1.
func.func @sign_of_dividend_pos() -> index {
  %c7 = index.constant 7
  %m2 = index.constant -2
  %r = index.rems %c7, %m2
  return %r : index
}
func.func @rem_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.rems %a, %c1
  return %r : index
}
// x % -1 is 0 (or UB at x = MIN under LangRef's srem): 0 refines both.
func.func @rem_minus_one(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.rems %a, %m1
  return %r : index
}
func.func @rem_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.rems %a, %c0
  return %r : index
}
func.func @drop_dead_rem(%a: index, %b: index) -> index {
  %q = index.rems %a, %b
  return %a : index
}
// Mutations that must be caught.
// -7 % 2 is -1, not 1: the sign follows the dividend.
func.func @sign_of_divisor() -> index {
  %m7 = index.constant -7
  %c2 = index.constant 2
  %r = index.rems %m7, %c2
  return %r : index
}
func.func @signed_to_unsigned(%a: index, %b: index) -> index {
  %r = index.rems %a, %b
  return %r : index
}
func.func @introduce_rem_by_zero(%a: index, %b: index) -> index {
  return %a : index
}

//--- tgt.mlir
func.func @td_example() -> index {
  %r = index.constant 0
  return %r : index
}
func.func @sign_of_dividend_neg() -> index {
  %r = index.constant -1
  return %r : index
}
func.func @sign_of_dividend_pos() -> index {
  %r = index.constant 1
  return %r : index
}
func.func @rem_one(%a: index) -> index {
  %r = index.constant 0
  return %r : index
}
func.func @rem_minus_one(%a: index) -> index {
  %r = index.constant 0
  return %r : index
}
func.func @rem_by_zero_is_ub(%a: index) -> index {
  %r = index.constant 42
  return %r : index
}
func.func @drop_dead_rem(%a: index, %b: index) -> index {
  return %a : index
}
func.func @sign_of_divisor() -> index {
  %r = index.constant 1
  return %r : index
}
func.func @signed_to_unsigned(%a: index, %b: index) -> index {
  %r = index.remu %a, %b
  return %r : index
}
func.func @introduce_rem_by_zero(%a: index, %b: index) -> index {
  %q = index.rems %a, %b
  return %a : index
}
