// index.divu: "computes their unsigned quotient. Treats the leading bit as the
// most significant and rounds towards zero, i.e. `6 / -2 = 0`. Note: division
// by zero is undefined behaviour." (IndexOps.td, Index_DivUOp). There is no
// overflow case: x / -1 is defined for every x.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @td_example: valid{{$}}
// CHECK-DAG: @div_one: valid{{$}}
// CHECK-DAG: @div_pow2_is_shru: valid{{$}}
// CHECK-DAG: @div_by_zero_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @minus_one_is_defined: valid{{$}}
// CHECK-DAG: @drop_dead_division: valid{{$}}
// CHECK-DAG: @td_example_signed: invalid: target result #0 is 18446744073709551613 / -3 (0xfffffffffffffffd) where the source result is 0 (0x0000000000000000)
// CHECK-DAG: @unsigned_to_signed: invalid: target result #0 is
// CHECK-DAG: @introduce_div_by_zero: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @td_example_signed:
// DIAG: error: mlir-refine: the target miscompiles @unsigned_to_signed:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @introduce_div_by_zero: the target has undefined behaviour (division by zero (or by poison))
// DIAG: note: counterexample input %arg1 : index = {{poison|0 \(0x0000000000000000\)}}

//--- src.mlir
// 6 / -2 = 0 unsigned (-2 is 2^64 - 2).
func.func @td_example() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.divu %c6, %m2
  return %r : index
}
func.func @div_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.divu %a, %c1
  return %r : index
}
func.func @div_pow2_is_shru(%a: index) -> index {
  %c16 = index.constant 16
  %r = index.divu %a, %c16
  return %r : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.divu %a, %c0
  return %r : index
}
// x /u (2^64 - 1) is 1 when x = 2^64 - 1 and 0 otherwise; no UB on either
// side, so the target may introduce the division.
func.func @minus_one_is_defined(%a: index) -> index {
  %m1 = index.constant -1
  %e = index.cmp eq(%a, %m1)
  %r = index.castu %e : i1 to index
  return %r : index
}
func.func @drop_dead_division(%a: index, %b: index) -> index {
  %q = index.divu %a, %b
  return %a : index
}
// Mutations that must be caught.
func.func @td_example_signed() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.divu %c6, %m2
  return %r : index
}
func.func @unsigned_to_signed(%a: index, %b: index) -> index {
  %r = index.divu %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  return %a : index
}

//--- tgt.mlir
func.func @td_example() -> index {
  %r = index.constant 0
  return %r : index
}
func.func @div_one(%a: index) -> index {
  return %a : index
}
func.func @div_pow2_is_shru(%a: index) -> index {
  %c4 = index.constant 4
  %r = index.shru %a, %c4
  return %r : index
}
func.func @div_by_zero_is_ub(%a: index) -> index {
  %r = index.constant 42
  return %r : index
}
func.func @minus_one_is_defined(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.divu %a, %m1
  return %r : index
}
func.func @drop_dead_division(%a: index, %b: index) -> index {
  return %a : index
}
// The signed quotient, -3, is what the .td example rules out.
func.func @td_example_signed() -> index {
  %c6 = index.constant 6
  %m2 = index.constant -2
  %r = index.divs %c6, %m2
  return %r : index
}
func.func @unsigned_to_signed(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
  return %r : index
}
func.func @introduce_div_by_zero(%a: index, %b: index) -> index {
  %q = index.divu %a, %b
  return %a : index
}
