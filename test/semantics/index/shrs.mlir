// index.shrs: "shifts an index value to the right by a variable amount. The
// LHS operand is treated as signed. The high order bits are filled with
// copies of the most significant bit. If the RHS operand is equal to or
// greater than the index bitwidth, the result is a poison value."
// (IndexOps.td, Index_ShrSOp). The RHS is unsigned, as for index.shl.
//
// Checked at the default index width (64) and at 32: the functions use
// index.sizeof for the width, except @shrs_by_32, whose verdict depends on it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err32.txt

// CHECK-DAG: @shrs_zero: valid{{$}}
// CHECK-DAG: @sign_fill: valid{{$}}
// CHECK-DAG: @minus_one_stays: valid{{$}}
// CHECK-DAG: @shrs_is_floordivs: valid{{$}}
// CHECK-DAG: @shrs_by_width_is_poison: valid{{$}}
// CHECK-DAG: @rhs_is_unsigned: valid{{$}}
// CHECK-DAG: @zero_fill: invalid: target result #0 is
// CHECK-DAG: @sign_fill_wrong: invalid: target result #0 is
// CHECK-DAG: @shrs_by_width_introduced: invalid: target result #0 is poison where the source result is {{[0-9]+}} / -1 (0x{{f+}})
// CHECK-DAG: @rhs_treated_as_signed: invalid: target result #0 is poison where the source result is
// W64-DAG: @shrs_by_32: invalid: target result #0 is
// W32-DAG: @shrs_by_32: valid{{$}}
// W64: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @zero_fill:
// DIAG: note: counterexample input %arg0 : index = {{[0-9]+}} / -{{[0-9]+}} (0x
// DIAG: error: mlir-refine: the target miscompiles @sign_fill_wrong:
// DIAG: error: mlir-refine: the target miscompiles @shrs_by_width_introduced: target result #0 is poison
// DIAG: error: mlir-refine: the target miscompiles @rhs_treated_as_signed: target result #0 is poison

//--- src.mlir
func.func @shrs_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.shrs %a, %c0
  return %r : index
}
// a >> (width - 1) is all copies of the sign bit: -1 or 0.
func.func @sign_fill(%a: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.shrs %a, %n
  return %r : index
}
// -1 >> b is -1 (or poison when b >= width).
func.func @minus_one_stays(%b: index) -> index {
  %m1 = index.constant -1
  %r = index.shrs %m1, %b
  return %r : index
}
func.func @shrs_is_floordivs(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.shrs %a, %c3
  return %r : index
}
func.func @shrs_by_width_is_poison(%a: index) -> index {
  %w = index.sizeof
  %r = index.shrs %a, %w
  return %r : index
}
// -1 is the largest unsigned amount: poison.
func.func @rhs_is_unsigned(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.shrs %a, %m1
  return %r : index
}
// Poison at an index width of 32, a >> 32 at 64.
func.func @shrs_by_32(%a: index) -> index {
  %c32 = index.constant 32
  %r = index.shrs %a, %c32
  return %r : index
}
// Mutations that must be caught.
func.func @zero_fill(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shrs %a, %c1
  return %r : index
}
// Sign fill gives -1 for a negative a, not 1.
func.func @sign_fill_wrong(%a: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.shrs %a, %n
  return %r : index
}
func.func @shrs_by_width_introduced(%a: index) -> index {
  %m1 = index.constant -1
  return %m1 : index
}
// -1 as an amount is not "shift by one the other way".
func.func @rhs_treated_as_signed(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shl %a, %c1
  return %r : index
}

//--- tgt.mlir
func.func @shrs_zero(%a: index) -> index {
  return %a : index
}
func.func @sign_fill(%a: index) -> index {
  %c0 = index.constant 0
  %neg = index.cmp slt(%a, %c0)
  %r = index.casts %neg : i1 to index
  return %r : index
}
func.func @minus_one_stays(%b: index) -> index {
  %m1 = index.constant -1
  return %m1 : index
}
func.func @shrs_is_floordivs(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.floordivs %a, %c8
  return %r : index
}
func.func @shrs_by_width_is_poison(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @rhs_is_unsigned(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @shrs_by_32(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @zero_fill(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shru %a, %c1
  return %r : index
}
func.func @sign_fill_wrong(%a: index) -> index {
  %c0 = index.constant 0
  %neg = index.cmp slt(%a, %c0)
  %r = index.castu %neg : i1 to index
  return %r : index
}
func.func @shrs_by_width_introduced(%a: index) -> index {
  %m1 = index.constant -1
  %w = index.sizeof
  %r = index.shrs %m1, %w
  return %r : index
}
func.func @rhs_treated_as_signed(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.shrs %a, %m1
  return %r : index
}
