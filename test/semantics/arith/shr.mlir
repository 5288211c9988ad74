// arith.shrui / arith.shrsi (ArithOps.td, ShRUIOp and ShRSIOp):
// shrui: "The first operand is interpreted as unsigned, and the second
// operand is interpreted as unsigned. The high order bits are always filled
// with zeros."
// shrsi: "The high order bits in the output are filled with copies of the
// most-significant bit of the shifted value".
// Both: "If the value of the second operand is greater or equal than the
// bitwidth of the first operand, then the operation returns poison." "If the
// `exact` attribute is present, the result value [...] is a poison value if
// any of the bits shifted out are non-zero."
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @shrui_zero: valid{{$}}
// CHECK-DAG: @shrui_as_divui: valid{{$}}
// CHECK-DAG: @shrui_doc_example: valid{{$}}
// CHECK-DAG: @shrui_drop_exact: valid{{$}}
// CHECK-DAG: @shrui_exact_shl_roundtrip: valid{{$}}
// CHECK-DAG: @shrui_by_width_any: valid{{$}}
// CHECK-DAG: @shrui_sign_bit: valid{{$}}
// CHECK-DAG: @shrsi_doc_example: valid{{$}}
// CHECK-DAG: @shrsi_minus_one: valid{{$}}
// CHECK-DAG: @shrsi_sign_splat: valid{{$}}
// CHECK-DAG: @shrsi_of_nonnegative: valid{{$}}
// CHECK-DAG: @shrsi_exact_as_divsi_exact: valid{{$}}
// CHECK-DAG: @shrsi_by_minus_one_any: valid{{$}}
// CHECK-DAG: @shrsi_drop_exact: valid{{$}}
// CHECK-DAG: @shrsi_to_shrui: invalid: target result #0 is
// CHECK-DAG: @shrui_to_shrsi: invalid: target result #0 is
// CHECK-DAG: @shrsi_as_divsi: invalid: target result #0 is
// CHECK-DAG: @shrui_add_exact: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shrsi_add_exact: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shrui_to_oversized: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @shrsi_exact_wrong_amount: invalid: target result #0 is
// CHECK: summary: 14 valid, 7 invalid, 0 unsupported, 0 inconclusive

// `shrui x, 7` is 0 or 1; `shrui x, 8` is poison. Any x shows it.
// DIAG: error: mlir-refine: the target miscompiles @shrui_to_oversized: target result #0 is poison where the source result is 0 (0x00)
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: source result #0 = 0 (0x00)
// DIAG: note: target result #0 = poison

//--- src.mlir
func.func @shrui_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shrui %x, %c0 : i32
  return %r : i32
}
func.func @shrui_as_divui(%x: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %r = arith.shrui %x, %c3 : i16
  return %r : i16
}
// From the documentation: 160 >>u 3 (exact) = 20, 160 >>u 6 = 2.
func.func @shrui_doc_example() -> (i8, i8) {
  %c160 = arith.constant 160 : i8
  %c3 = arith.constant 3 : i8
  %c6 = arith.constant 6 : i8
  %a = arith.shrui %c160, %c3 exact : i8
  %b = arith.shrui %c160, %c6 : i8
  return %a, %b : i8, i8
}
func.func @shrui_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.shrui %x, %y exact : i8
  return %r : i8
}
// With `exact`, no set bit is shifted out, so shifting back restores x.
func.func @shrui_exact_shl_roundtrip(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %a = arith.shrui %x, %c3 exact : i8
  %r = arith.shli %a, %c3 : i8
  return %r : i8
}
func.func @shrui_by_width_any(%x: i16) -> i16 {
  %c16 = arith.constant 16 : i16
  %r = arith.shrui %x, %c16 : i16
  return %r : i16
}
func.func @shrui_sign_bit(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shrui %x, %c7 : i8
  return %r : i8
}
// From the documentation: 160 >>s 3 (exact) = 0b11110100, 98 >>s 3 = 12.
func.func @shrsi_doc_example() -> (i8, i8) {
  %c160 = arith.constant 160 : i8
  %c3 = arith.constant 3 : i8
  %c98 = arith.constant 98 : i8
  %a = arith.shrsi %c160, %c3 exact : i8
  %b = arith.shrsi %c98, %c3 : i8
  return %a, %b : i8, i8
}
// -1 >>s y is -1 for y < 8 and poison otherwise.
func.func @shrsi_minus_one(%y: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.shrsi %m1, %y : i8
  return %r : i8
}
func.func @shrsi_sign_splat(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shrsi %x, %c7 : i8
  return %r : i8
}
// (x >>u 1) is non-negative: arithmetic and logical shifts agree on it.
func.func @shrsi_of_nonnegative(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %r = arith.shrsi %a, %y : i8
  return %r : i8
}
// With `exact` x is a multiple of 8: the arithmetic shift is the division.
func.func @shrsi_exact_as_divsi_exact(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.shrsi %x, %c3 exact : i8
  return %r : i8
}
func.func @shrsi_by_minus_one_any(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.shrsi %x, %m1 : i8
  return %r : i8
}
func.func @shrsi_drop_exact(%x: i32, %y: i32) -> i32 {
  %r = arith.shrsi %x, %y exact : i32
  return %r : i32
}
// Mutations that must be caught.
func.func @shrsi_to_shrui(%x: i8, %y: i8) -> i8 {
  %r = arith.shrsi %x, %y : i8
  return %r : i8
}
func.func @shrui_to_shrsi(%x: i8, %y: i8) -> i8 {
  %r = arith.shrui %x, %y : i8
  return %r : i8
}
// -1 >>s 1 = -1 but -1 / 2 = 0 (division rounds towards zero).
func.func @shrsi_as_divsi(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %x, %c1 : i8
  return %r : i8
}
func.func @shrui_add_exact(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrui %x, %c2 : i8
  return %r : i8
}
func.func @shrsi_add_exact(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 : i8
  return %r : i8
}
func.func @shrui_to_oversized(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %a = arith.shrui %x, %c7 : i8
  %r = arith.shrui %a, %c7 : i8
  return %r : i8
}
func.func @shrsi_exact_wrong_amount(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 exact : i8
  return %r : i8
}

//--- tgt.mlir
func.func @shrui_zero(%x: i32) -> i32 {
  return %x : i32
}
func.func @shrui_as_divui(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.divui %x, %c8 : i16
  return %r : i16
}
func.func @shrui_doc_example() -> (i8, i8) {
  %c20 = arith.constant 20 : i8
  %c2 = arith.constant 2 : i8
  return %c20, %c2 : i8, i8
}
func.func @shrui_drop_exact(%x: i8, %y: i8) -> i8 {
  %r = arith.shrui %x, %y : i8
  return %r : i8
}
func.func @shrui_exact_shl_roundtrip(%x: i8) -> i8 {
  return %x : i8
}
func.func @shrui_by_width_any(%x: i16) -> i16 {
  %c = arith.constant 12345 : i16
  return %c : i16
}
func.func @shrui_sign_bit(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi slt, %x, %c0 : i8
  %r = arith.extui %neg : i1 to i8
  return %r : i8
}
func.func @shrsi_doc_example() -> (i8, i8) {
  %a = arith.constant 0xF4 : i8
  %b = arith.constant 12 : i8
  return %a, %b : i8, i8
}
func.func @shrsi_minus_one(%y: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  return %m1 : i8
}
func.func @shrsi_sign_splat(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi slt, %x, %c0 : i8
  %r = arith.extsi %neg : i1 to i8
  return %r : i8
}
func.func @shrsi_of_nonnegative(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.shrui %x, %c1 : i8
  %r = arith.shrui %a, %y : i8
  return %r : i8
}
func.func @shrsi_exact_as_divsi_exact(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.divsi %x, %c8 exact : i8
  return %r : i8
}
func.func @shrsi_by_minus_one_any(%x: i8) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @shrsi_drop_exact(%x: i32, %y: i32) -> i32 {
  %r = arith.shrsi %x, %y : i32
  return %r : i32
}
func.func @shrsi_to_shrui(%x: i8, %y: i8) -> i8 {
  %r = arith.shrui %x, %y : i8
  return %r : i8
}
func.func @shrui_to_shrsi(%x: i8, %y: i8) -> i8 {
  %r = arith.shrsi %x, %y : i8
  return %r : i8
}
func.func @shrsi_as_divsi(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.divsi %x, %c2 : i8
  return %r : i8
}
func.func @shrui_add_exact(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrui %x, %c2 exact : i8
  return %r : i8
}
func.func @shrsi_add_exact(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 exact : i8
  return %r : i8
}
// The two shifts by 7 are combined into one oversized shift.
func.func @shrui_to_oversized(%x: i8) -> i8 {
  %c14 = arith.constant 14 : i8
  %r = arith.shrui %x, %c14 : i8
  return %r : i8
}
// `exact` holds for multiples of 4, which need not be multiples of 8.
func.func @shrsi_exact_wrong_amount(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.divsi %x, %c8 exact : i8
  return %r : i8
}
