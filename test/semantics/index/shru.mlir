// index.shru: "shifts an index value to the right by a variable amount. The
// LHS operand is treated as unsigned. The high order bits are filled with
// zeroes. If the RHS operand is equal to or greater than the index bitwidth,
// the result is a poison value." (IndexOps.td, Index_ShrUOp). The RHS is
// unsigned, as for index.shl.
//
// Checked at the default index width (64) and at 32: the functions use
// index.sizeof for the width, except @shru_by_32, whose verdict depends on it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err32.txt

// CHECK-DAG: @shru_zero: valid{{$}}
// CHECK-DAG: @top_bit: valid{{$}}
// CHECK-DAG: @high_bits_are_zero: valid{{$}}
// CHECK-DAG: @shru_is_divu: valid{{$}}
// CHECK-DAG: @shru_by_width_is_poison: valid{{$}}
// CHECK-DAG: @rhs_is_unsigned: valid{{$}}
// CHECK-DAG: @sign_fill: invalid: target result #0 is
// CHECK-DAG: @sign_bit_kept: invalid: target result #0 is true (1) where the source result is false (0)
// CHECK-DAG: @shru_by_width_introduced: invalid: target result #0 is poison where the source result is 0 (0x{{0+}})
// CHECK-DAG: @unsigned_is_not_signed_div: invalid: target result #0 is
// W64-DAG: @shru_by_32: invalid: target result #0 is
// W32-DAG: @shru_by_32: valid{{$}}
// W64: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @sign_fill:
// DIAG: error: mlir-refine: the target miscompiles @sign_bit_kept: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : index = {{[0-9]+}} / -{{[0-9]+}} (0x
// DIAG: error: mlir-refine: the target miscompiles @shru_by_width_introduced: target result #0 is poison
// DIAG: error: mlir-refine: the target miscompiles @unsigned_is_not_signed_div:

//--- src.mlir
func.func @shru_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.shru %a, %c0
  return %r : index
}
// a >> (width - 1) is the sign bit: 1 or 0.
func.func @top_bit(%a: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.shru %a, %n
  return %r : index
}
// After a logical shift by 1 the value is never negative.
func.func @high_bits_are_zero(%a: index) -> i1 {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %s = index.shru %a, %c1
  %r = index.cmp slt(%s, %c0)
  return %r : i1
}
func.func @shru_is_divu(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.shru %a, %c3
  return %r : index
}
func.func @shru_by_width_is_poison(%a: index) -> index {
  %w = index.sizeof
  %r = index.shru %a, %w
  return %r : index
}
func.func @rhs_is_unsigned(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.shru %a, %m1
  return %r : index
}
// Poison at an index width of 32, a >> 32 at 64.
func.func @shru_by_32(%a: index) -> index {
  %c32 = index.constant 32
  %r = index.shru %a, %c32
  return %r : index
}
// Mutations that must be caught.
func.func @sign_fill(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shru %a, %c1
  return %r : index
}
func.func @sign_bit_kept(%a: index) -> i1 {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %s = index.shru %a, %c1
  %r = index.cmp slt(%s, %c0)
  return %r : i1
}
func.func @shru_by_width_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @unsigned_is_not_signed_div(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.shru %a, %c3
  return %r : index
}

//--- tgt.mlir
func.func @shru_zero(%a: index) -> index {
  return %a : index
}
func.func @top_bit(%a: index) -> index {
  %c0 = index.constant 0
  %neg = index.cmp slt(%a, %c0)
  %r = index.castu %neg : i1 to index
  return %r : index
}
func.func @high_bits_are_zero(%a: index) -> i1 {
  %f = index.bool.constant false
  return %f : i1
}
func.func @shru_is_divu(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.divu %a, %c8
  return %r : index
}
func.func @shru_by_width_is_poison(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @rhs_is_unsigned(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @shru_by_32(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @sign_fill(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shrs %a, %c1
  return %r : index
}
func.func @sign_bit_kept(%a: index) -> i1 {
  %c0 = index.constant 0
  %r = index.cmp slt(%a, %c0)
  return %r : i1
}
func.func @shru_by_width_introduced(%a: index) -> index {
  %c0 = index.constant 0
  %w = index.sizeof
  %r = index.shru %c0, %w
  return %r : index
}
func.func @unsigned_is_not_signed_div(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.divs %a, %c8
  return %r : index
}
