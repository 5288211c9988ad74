// arith.divui: "Unsigned integer division. Rounds towards zero. Treats the
// leading bit as the most significant". "Division by zero is undefined
// behavior." "If the `exact` attribute is present, the result value is poison
// if `lhs` is not a multiple of `rhs`." (ArithOps.td, DivUIOp)
// Where the documentation is silent we follow LLVM's `udiv`: a poison divisor
// is undefined behaviour (it may be zero); a poison dividend gives poison.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @udiv_one: valid{{$}}
// CHECK-DAG: @udiv_pow2: valid{{$}}
// CHECK-DAG: @udiv_doc_example: valid{{$}}
// CHECK-DAG: @udiv_self: valid{{$}}
// CHECK-DAG: @udiv_by_large: valid{{$}}
// CHECK-DAG: @udiv_drop_exact: valid{{$}}
// CHECK-DAG: @udiv_exact_mul_back: valid{{$}}
// CHECK-DAG: @udiv_exact_pow2: valid{{$}}
// CHECK-DAG: @udiv_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @udiv_by_zero_to_poison: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @udiv_poison_dividend_not_ub: valid{{$}}
// CHECK-DAG: @udiv_to_sdiv: invalid: target result #0 is
// CHECK-DAG: @udiv_add_exact: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @udiv_exact_mul_back_no_exact: invalid: target result #0 is
// CHECK-DAG: @udiv_doc_example_wrong: invalid: target result #0 is 65533 / -3 (0xfffd) where the source result is 0 (0x0000)
// CHECK-DAG: @udiv_speculated: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 11 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @udiv_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %x, %c1 : i32
  return %r : i32
}
func.func @udiv_pow2(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.divui %x, %c8 : i16
  return %r : i16
}
// From the documentation: for i16, 6 / -2 = 6 / (2^16 - 2) = 0.
func.func @udiv_doc_example() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.divui %c6, %m2 : i16
  return %r : i16
}
// x / x is 1, or UB for x = 0 (or poison).
func.func @udiv_self(%x: i8) -> i8 {
  %r = arith.divui %x, %x : i8
  return %r : i8
}
func.func @udiv_by_large(%x: i8) -> i8 {
  %c128 = arith.constant 128 : i8
  %r = arith.divui %x, %c128 : i8
  return %r : i8
}
func.func @udiv_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y exact : i8
  return %r : i8
}
// With `exact`, x = (x / y) * y exactly.
func.func @udiv_exact_mul_back(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y exact : i8
  %r = arith.muli %q, %y : i8
  return %r : i8
}
func.func @udiv_exact_pow2(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %r = arith.divui %x, %c4 exact : i8
  return %r : i8
}
func.func @udiv_by_zero_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.divui %x, %c0 : i8
  return %r : i8
}
func.func @udiv_by_zero_to_poison(%x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %d = arith.divui %x, %c0 : i64
  %r = arith.addi %d, %y : i64
  return %r : i64
}
func.func @udiv_poison_dividend_not_ub(%x: i8) -> i8 {
  return %x : i8
}
// Mutations that must be caught.
func.func @udiv_to_sdiv(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y : i8
  return %r : i8
}
func.func @udiv_add_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y : i8
  return %r : i8
}
func.func @udiv_exact_mul_back_no_exact(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %r = arith.muli %q, %y : i8
  return %r : i8
}
func.func @udiv_doc_example_wrong() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.divui %c6, %m2 : i16
  return %r : i16
}
func.func @udiv_speculated(%c: i1, %x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %d = arith.select %c, %y, %c1 : i8
  %r = arith.divui %x, %d : i8
  return %r : i8
}

//--- tgt.mlir
func.func @udiv_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @udiv_pow2(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %r = arith.shrui %x, %c3 : i16
  return %r : i16
}
func.func @udiv_doc_example() -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @udiv_self(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
func.func @udiv_by_large(%x: i8) -> i8 {
  %c128 = arith.constant 128 : i8
  %ge = arith.cmpi uge, %x, %c128 : i8
  %r = arith.extui %ge : i1 to i8
  return %r : i8
}
func.func @udiv_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y : i8
  return %r : i8
}
func.func @udiv_exact_mul_back(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @udiv_exact_pow2(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrui %x, %c2 exact : i8
  return %r : i8
}
func.func @udiv_by_zero_any(%x: i8) -> i8 {
  %c42 = arith.constant 42 : i8
  return %c42 : i8
}
func.func @udiv_by_zero_to_poison(%x: i64, %y: i64) -> i64 {
  %p = ub.poison : i64
  return %p : i64
}
// A poison dividend makes the quotient poison; it is not UB.
func.func @udiv_poison_dividend_not_ub(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.divui %x, %c1 : i8
  return %r : i8
}
func.func @udiv_to_sdiv(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
func.func @udiv_add_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.divui %x, %y exact : i8
  return %r : i8
}
func.func @udiv_exact_mul_back_no_exact(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
// The signed reading: 6 / -2 = -3.
func.func @udiv_doc_example_wrong() -> i16 {
  %m3 = arith.constant -3 : i16
  return %m3 : i16
}
// The division is speculated out of the select: it runs with y = 0 even
// when the source divides by 1.
// DIAG: tgt.mlir:[[@LINE+6]]:8: error: mlir-refine: the target miscompiles @udiv_speculated: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// DIAG-NEXT: %q = arith.divui %x, %y : i8
// DIAG: tgt.mlir:[[@LINE+3]]:28: note: counterexample input %arg0 : i1 = false (0)
// DIAG: tgt.mlir:[[@LINE+2]]:{{[0-9]+}}: note: counterexample input %arg1 : i8 =
// DIAG: tgt.mlir:[[@LINE+1]]:{{[0-9]+}}: note: counterexample input %arg2 : i8 =
func.func @udiv_speculated(%c: i1, %x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %r = arith.select %c, %q, %x : i8
  return %r : i8
}
