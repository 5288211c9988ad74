// index.shl: "shifts an index value to the left by a variable amount. The low
// order bits are filled with zeroes. The RHS operand is always treated as
// unsigned. If the RHS operand is equal to or greater than the index
// bitwidth, the result is a poison value." (IndexOps.td, Index_ShlOp)
//
// Checked at the default index width (64) and at 32: the functions use
// index.sizeof for the width, except @shl_by_32, whose verdict depends on it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out64.txt 2> %t/err64.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W64 < %t/out64.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err64.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt 2> %t/err32.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefixes=CHECK,W32 < %t/out32.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err32.txt

// CHECK-DAG: @shl_one_is_add: valid{{$}}
// CHECK-DAG: @shl_is_mul: valid{{$}}
// CHECK-DAG: @shl_zero: valid{{$}}
// CHECK-DAG: @low_bits_are_zero: valid{{$}}
// CHECK-DAG: @shl_by_width_is_poison: valid{{$}}
// CHECK-DAG: @rhs_is_unsigned: valid{{$}}
// CHECK-DAG: @mask_the_amount: valid{{$}}
// CHECK-DAG: @low_bits_filled_with_ones: invalid: target result #0 is
// CHECK-DAG: @top_bit_dropped: invalid: target result #0 is
// CHECK-DAG: @shl_by_width_introduced: invalid: target result #0 is poison where the source result is 0 (0x{{0+}})
// CHECK-DAG: @unmask_the_amount: invalid: target result #0 is poison where the source result is
// W64-DAG: @shl_by_32: invalid: target result #0 is 0 (0x0000000000000000) where the source result is
// W32-DAG: @shl_by_32: valid{{$}}
// W64: summary: 7 valid, 5 invalid, 0 unsupported, 0 inconclusive
// W32: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @low_bits_filled_with_ones:
// DIAG: error: mlir-refine: the target miscompiles @top_bit_dropped:
// DIAG: error: mlir-refine: the target miscompiles @shl_by_width_introduced: target result #0 is poison
// DIAG: error: mlir-refine: the target miscompiles @unmask_the_amount: target result #0 is poison
// DIAG: note: counterexample input %arg1 : index =

//--- src.mlir
func.func @shl_one_is_add(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shl %a, %c1
  return %r : index
}
func.func @shl_is_mul(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.shl %a, %c3
  return %r : index
}
func.func @shl_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.shl %a, %c0
  return %r : index
}
func.func @low_bits_are_zero(%a: index) -> index {
  %c4 = index.constant 4
  %c15 = index.constant 15
  %s = index.shl %a, %c4
  %r = index.and %s, %c15
  return %r : index
}
// The amount equals the width: poison, which anything refines.
func.func @shl_by_width_is_poison(%a: index) -> index {
  %w = index.sizeof
  %r = index.shl %a, %w
  return %r : index
}
// -1 is the largest unsigned amount: poison.
func.func @rhs_is_unsigned(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.shl %a, %m1
  return %r : index
}
// Amounts >= width are poison in the source; masking makes them defined.
func.func @mask_the_amount(%a: index, %b: index) -> index {
  %r = index.shl %a, %b
  return %r : index
}
// Poison at an index width of 32, 2^32 * a at 64.
func.func @shl_by_32(%a: index) -> index {
  %c32 = index.constant 32
  %r = index.shl %a, %c32
  return %r : index
}
// Mutations that must be caught.
func.func @low_bits_filled_with_ones(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shl %a, %c1
  return %r : index
}
// a << (width - 1) keeps the low bit of a: not 0 for odd a.
func.func @top_bit_dropped(%a: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %n = index.sub %w, %c1
  %r = index.shl %a, %n
  return %r : index
}
func.func @shl_by_width_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @unmask_the_amount(%a: index, %b: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %m = index.sub %w, %c1
  %n = index.and %b, %m
  %r = index.shl %a, %n
  return %r : index
}

//--- tgt.mlir
func.func @shl_one_is_add(%a: index) -> index {
  %r = index.add %a, %a
  return %r : index
}
func.func @shl_is_mul(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.mul %a, %c8
  return %r : index
}
func.func @shl_zero(%a: index) -> index {
  return %a : index
}
func.func @low_bits_are_zero(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @shl_by_width_is_poison(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @rhs_is_unsigned(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}
func.func @mask_the_amount(%a: index, %b: index) -> index {
  %w = index.sizeof
  %c1 = index.constant 1
  %m = index.sub %w, %c1
  %n = index.and %b, %m
  %r = index.shl %a, %n
  return %r : index
}
func.func @shl_by_32(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @low_bits_filled_with_ones(%a: index) -> index {
  %c1 = index.constant 1
  %s = index.shl %a, %c1
  %r = index.or %s, %c1
  return %r : index
}
func.func @top_bit_dropped(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @shl_by_width_introduced(%a: index) -> index {
  %c0 = index.constant 0
  %w = index.sizeof
  %r = index.shl %c0, %w
  return %r : index
}
func.func @unmask_the_amount(%a: index, %b: index) -> index {
  %r = index.shl %a, %b
  return %r : index
}
