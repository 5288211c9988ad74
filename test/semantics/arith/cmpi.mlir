// arith.cmpi: "The result is `1` if the comparison is true and `0`
// otherwise." Predicates: eq, ne, slt, sle, sgt, sge (signed: "negatives in
// two's complement"), ult, ule, ugt, uge (unsigned: "large positives")
// (ArithOps.td, CmpIOp). A poison operand makes the result poison.
//
// Every predicate appears in a valid rewrite (mirrored operands, negation)
// and in a caught mutation (wrong signedness, missing mirror, strictness).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @eq_commute: valid{{$}}
// CHECK-DAG: @ne_is_not_eq: valid{{$}}
// CHECK-DAG: @slt_mirror: valid{{$}}
// CHECK-DAG: @sle_mirror: valid{{$}}
// CHECK-DAG: @sgt_mirror: valid{{$}}
// CHECK-DAG: @sge_is_not_slt: valid{{$}}
// CHECK-DAG: @ult_mirror: valid{{$}}
// CHECK-DAG: @ule_mirror: valid{{$}}
// CHECK-DAG: @ugt_is_not_ule: valid{{$}}
// CHECK-DAG: @uge_mirror: valid{{$}}
// CHECK-DAG: @ult_one_is_eq_zero: valid{{$}}
// CHECK-DAG: @ugt_zero_is_ne_zero: valid{{$}}
// CHECK-DAG: @sgt_minus_one_is_sge_zero: valid{{$}}
// CHECK-DAG: @uge_zero_is_true: valid{{$}}
// CHECK-DAG: @slt_min_is_false: valid{{$}}
// CHECK-DAG: @slt_as_ult_flipped_sign: valid{{$}}
// CHECK-DAG: @sle_i1: valid{{$}}
// CHECK-DAG: @slt_index: valid{{$}}
// CHECK-DAG: @eq_to_ne: invalid: target result #0 is
// CHECK-DAG: @ne_to_ugt: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @slt_to_ult: invalid: target result #0 is
// CHECK-DAG: @sle_to_slt: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @sgt_to_ugt: invalid: target result #0 is
// CHECK-DAG: @sge_swapped_unmirrored: invalid: target result #0 is
// CHECK-DAG: @ult_to_slt: invalid: target result #0 is
// CHECK-DAG: @ule_to_sle: invalid: target result #0 is
// CHECK-DAG: @ugt_to_uge: invalid: target result #0 is true (1) where the source result is false (0)
// CHECK-DAG: @uge_mirror_strict: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @sgt_zero_i1_as_unsigned: invalid: target result #0 is true (1) where the source result is false (0)
// CHECK-DAG: @eq_poison_operand: invalid: target result #0 is poison where the source result is true (1)
// CHECK: summary: 18 valid, 12 invalid, 0 unsupported, 0 inconclusive

// On i1, `true` is 1 unsigned but -1 signed: a >s false is always false,
// a >u false is a. The only counterexample is a = true.
// DIAG: error: mlir-refine: the target miscompiles @sgt_zero_i1_as_unsigned: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : i1 = true (1)
// DIAG: note: source result #0 = false (0)
// DIAG: note: target result #0 = true (1)

//--- src.mlir
func.func @eq_commute(%x: i32, %y: i32) -> i1 {
  %r = arith.cmpi eq, %x, %y : i32
  return %r : i1
}
func.func @ne_is_not_eq(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ne, %x, %y : i8
  return %r : i1
}
func.func @slt_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
func.func @sle_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sle, %x, %y : i8
  return %r : i1
}
func.func @sgt_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sgt, %x, %y : i8
  return %r : i1
}
func.func @sge_is_not_slt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sge, %x, %y : i8
  return %r : i1
}
func.func @ult_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %x, %y : i8
  return %r : i1
}
func.func @ule_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ule, %x, %y : i8
  return %r : i1
}
func.func @ugt_is_not_ule(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %x, %y : i8
  return %r : i1
}
func.func @uge_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi uge, %x, %y : i8
  return %r : i1
}
func.func @ult_one_is_eq_zero(%x: i16) -> i1 {
  %c1 = arith.constant 1 : i16
  %r = arith.cmpi ult, %x, %c1 : i16
  return %r : i1
}
func.func @ugt_zero_is_ne_zero(%x: i16) -> i1 {
  %c0 = arith.constant 0 : i16
  %r = arith.cmpi ugt, %x, %c0 : i16
  return %r : i1
}
func.func @sgt_minus_one_is_sge_zero(%x: i16) -> i1 {
  %m1 = arith.constant -1 : i16
  %r = arith.cmpi sgt, %x, %m1 : i16
  return %r : i1
}
// x >=u 0 is true, or poison when x is.
func.func @uge_zero_is_true(%x: i32) -> i1 {
  %c0 = arith.constant 0 : i32
  %r = arith.cmpi uge, %x, %c0 : i32
  return %r : i1
}
func.func @slt_min_is_false(%x: i32) -> i1 {
  %min = arith.constant -2147483648 : i32
  %r = arith.cmpi slt, %x, %min : i32
  return %r : i1
}
// Flipping the sign bit maps the signed order onto the unsigned order.
func.func @slt_as_ult_flipped_sign(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
// On i1, true is -1: a <=s b is b -> a.
func.func @sle_i1(%a: i1, %b: i1) -> i1 {
  %r = arith.cmpi sle, %a, %b : i1
  return %r : i1
}
func.func @slt_index(%x: index, %y: index) -> i1 {
  %r = arith.cmpi slt, %x, %y : index
  return %r : i1
}
// Mutations that must be caught.
func.func @eq_to_ne(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi eq, %x, %y : i8
  return %r : i1
}
func.func @ne_to_ugt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ne, %x, %y : i8
  return %r : i1
}
func.func @slt_to_ult(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
func.func @sle_to_slt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sle, %x, %y : i8
  return %r : i1
}
func.func @sgt_to_ugt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sgt, %x, %y : i8
  return %r : i1
}
func.func @sge_swapped_unmirrored(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sge, %x, %y : i8
  return %r : i1
}
func.func @ult_to_slt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %x, %y : i8
  return %r : i1
}
func.func @ule_to_sle(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ule, %x, %y : i8
  return %r : i1
}
func.func @ugt_to_uge(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %x, %y : i8
  return %r : i1
}
func.func @uge_mirror_strict(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi uge, %x, %y : i8
  return %r : i1
}
func.func @sgt_zero_i1_as_unsigned(%a: i1) -> i1 {
  %f = arith.constant false
  %r = arith.cmpi sgt, %a, %f : i1
  return %r : i1
}
func.func @eq_poison_operand(%x: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}

//--- tgt.mlir
func.func @eq_commute(%x: i32, %y: i32) -> i1 {
  %r = arith.cmpi eq, %y, %x : i32
  return %r : i1
}
func.func @ne_is_not_eq(%x: i8, %y: i8) -> i1 {
  %t = arith.constant true
  %e = arith.cmpi eq, %x, %y : i8
  %r = arith.xori %e, %t : i1
  return %r : i1
}
func.func @slt_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sgt, %y, %x : i8
  return %r : i1
}
func.func @sle_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sge, %y, %x : i8
  return %r : i1
}
func.func @sgt_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %y, %x : i8
  return %r : i1
}
func.func @sge_is_not_slt(%x: i8, %y: i8) -> i1 {
  %t = arith.constant true
  %l = arith.cmpi slt, %x, %y : i8
  %r = arith.xori %l, %t : i1
  return %r : i1
}
func.func @ult_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %y, %x : i8
  return %r : i1
}
func.func @ule_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi uge, %y, %x : i8
  return %r : i1
}
func.func @ugt_is_not_ule(%x: i8, %y: i8) -> i1 {
  %t = arith.constant true
  %l = arith.cmpi ule, %x, %y : i8
  %r = arith.xori %l, %t : i1
  return %r : i1
}
func.func @uge_mirror(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ule, %y, %x : i8
  return %r : i1
}
func.func @ult_one_is_eq_zero(%x: i16) -> i1 {
  %c0 = arith.constant 0 : i16
  %r = arith.cmpi eq, %x, %c0 : i16
  return %r : i1
}
func.func @ugt_zero_is_ne_zero(%x: i16) -> i1 {
  %c0 = arith.constant 0 : i16
  %r = arith.cmpi ne, %x, %c0 : i16
  return %r : i1
}
func.func @sgt_minus_one_is_sge_zero(%x: i16) -> i1 {
  %c0 = arith.constant 0 : i16
  %r = arith.cmpi sge, %x, %c0 : i16
  return %r : i1
}
func.func @uge_zero_is_true(%x: i32) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @slt_min_is_false(%x: i32) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @slt_as_ult_flipped_sign(%x: i8, %y: i8) -> i1 {
  %s = arith.constant -128 : i8
  %a = arith.xori %x, %s : i8
  %b = arith.xori %y, %s : i8
  %r = arith.cmpi ult, %a, %b : i8
  return %r : i1
}
func.func @sle_i1(%a: i1, %b: i1) -> i1 {
  %t = arith.constant true
  %nb = arith.xori %b, %t : i1
  %r = arith.ori %nb, %a : i1
  return %r : i1
}
func.func @slt_index(%x: index, %y: index) -> i1 {
  %r = arith.cmpi sgt, %y, %x : index
  return %r : i1
}
func.func @eq_to_ne(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ne, %x, %y : i8
  return %r : i1
}
func.func @ne_to_ugt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %x, %y : i8
  return %r : i1
}
func.func @slt_to_ult(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %x, %y : i8
  return %r : i1
}
func.func @sle_to_slt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
func.func @sgt_to_ugt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %x, %y : i8
  return %r : i1
}
// Operands swapped without mirroring the predicate.
func.func @sge_swapped_unmirrored(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sge, %y, %x : i8
  return %r : i1
}
func.func @ult_to_slt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
func.func @ule_to_sle(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sle, %x, %y : i8
  return %r : i1
}
func.func @ugt_to_uge(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi uge, %x, %y : i8
  return %r : i1
}
// Mirrored, but uge became ult instead of ule.
func.func @uge_mirror_strict(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %y, %x : i8
  return %r : i1
}
// Folded with the unsigned order: a >u false is a.
func.func @sgt_zero_i1_as_unsigned(%a: i1) -> i1 {
  return %a : i1
}
// x == x is poison when x is.
func.func @eq_poison_operand(%x: i8) -> i1 {
  %r = arith.cmpi eq, %x, %x : i8
  return %r : i1
}
