// arith.remui / arith.remsi (ArithOps.td, RemUIOp, RemSIOp):
// remui: "Unsigned integer division remainder. Treats the leading bit as the
// most significant, i.e. for `i16`, `6 % -2 = 6 % (2^16 - 2) = 6`."
// remsi: "Signed integer division remainder. Treats the leading bit as sign,
// i.e. `6 % -2 = 0`." (the remainder has the sign of the dividend)
// Both: "Division by zero is undefined behavior."
// remsi(MIN, -1): the remsi documentation is silent on signed overflow, so
// LLVM's LangRef decides (ARCHITECTURE.md, Semantic rules), as for `srem` (which remsi lowers
// to): "Overflow also leads to undefined behavior".
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @remui_one: valid{{$}}
// CHECK-DAG: @remui_pow2: valid{{$}}
// CHECK-DAG: @remui_doc_example: valid{{$}}
// CHECK-DAG: @remui_via_divui: valid{{$}}
// CHECK-DAG: @remui_self: valid{{$}}
// CHECK-DAG: @remui_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @remui_mask_to_rem: valid{{$}}
// CHECK-DAG: @remsi_doc_example: valid{{$}}
// CHECK-DAG: @remsi_sign_of_dividend: valid{{$}}
// CHECK-DAG: @remsi_one: valid{{$}}
// CHECK-DAG: @remsi_minus_one: valid{{$}}
// CHECK-DAG: @remsi_divisor_sign: valid{{$}}
// CHECK-DAG: @remsi_by_zero_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @remsi_via_divsi: valid{{$}}
// CHECK-DAG: @remsi_min_by_minus_one_any: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @remui_wrong_mask: invalid: target result #0 is
// CHECK-DAG: @remui_to_remsi: invalid: target result #0 is
// CHECK-DAG: @remui_doc_example_wrong: invalid: target result #0 is 0 (0x0000) where the source result is 6 (0x0006)
// CHECK-DAG: @remsi_as_andi: invalid: target result #0 is
// CHECK-DAG: @remsi_sign_wrong: invalid: target result #0 is 1 (0x01) where the source result is 255 / -1 (0xff)
// CHECK-DAG: @remsi_dividend_sign: invalid: target result #0 is
// CHECK-DAG: @remui_introduces_ub: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @remsi_minus_one_introduced: invalid: the target has undefined behaviour (signed division overflow (minimum value divided by -1)) where the source has none
// CHECK: summary: 15 valid, 8 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @remui_introduces_ub
// DIAG-NEXT: %r = arith.remui %x, %y : i8
// DIAG: note: counterexample input %arg0 : i8 =
// DIAG: note: counterexample input %arg1 : i8 = {{0 \(0x00\)|poison}}

//--- src.mlir
// x % 1 is 0 (or poison, when x is).
func.func @remui_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.remui %x, %c1 : i32
  return %r : i32
}
func.func @remui_pow2(%x: i16) -> i16 {
  %c8 = arith.constant 8 : i16
  %r = arith.remui %x, %c8 : i16
  return %r : i16
}
// From the documentation: for i16, 6 % -2 = 6 % (2^16 - 2) = 6.
func.func @remui_doc_example() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.remui %c6, %m2 : i16
  return %r : i16
}
func.func @remui_via_divui(%x: i8, %y: i8) -> i8 {
  %r = arith.remui %x, %y : i8
  return %r : i8
}
func.func @remui_self(%x: i8) -> i8 {
  %r = arith.remui %x, %x : i8
  return %r : i8
}
func.func @remui_by_zero_any(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.remui %x, %c0 : i8
  return %r : i8
}
// The target divides by a non-zero constant: no UB is introduced.
func.func @remui_mask_to_rem(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.andi %x, %c7 : i8
  return %r : i8
}
// From the documentation: 6 % -2 = 0; also -7 % 2 = -1.
func.func @remsi_doc_example() -> (i16, i16) {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %m7 = arith.constant -7 : i16
  %c2 = arith.constant 2 : i16
  %a = arith.remsi %c6, %m2 : i16
  %b = arith.remsi %m7, %c2 : i16
  return %a, %b : i16, i16
}
// x % 2 = x - (x / 2) * 2 (the division cannot overflow).
func.func @remsi_sign_of_dividend(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.remsi %x, %c2 : i8
  return %r : i8
}
func.func @remsi_one(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.remsi %x, %c1 : i8
  return %r : i8
}
// x % -1 is 0, except MIN % -1, which is UB.
func.func @remsi_minus_one(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.remsi %x, %m1 : i8
  return %r : i8
}
// The remainder depends only on the magnitude of the divisor. (The dividend
// is kept away from MIN so that MIN % -1 does not arise.)
func.func @remsi_divisor_sign(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %h = arith.shrsi %x, %c1 : i8
  %ny = arith.subi %c0, %y : i8
  %r = arith.remsi %h, %ny : i8
  return %r : i8
}
func.func @remsi_by_zero_any(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r = arith.remsi %x, %c0 : i64
  return %r : i64
}
// x - (x / y) * y: both sides are UB for y = 0 and for MIN, -1.
func.func @remsi_via_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.remsi %x, %y : i8
  return %r : i8
}
func.func @remsi_min_by_minus_one_any() -> i8 {
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %r = arith.remsi %min, %m1 : i8
  return %r : i8
}
// Mutations that must be caught.
func.func @remui_wrong_mask(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.remui %x, %c8 : i8
  return %r : i8
}
func.func @remui_to_remsi(%x: i8, %y: i8) -> i8 {
  %r = arith.remui %x, %y : i8
  return %r : i8
}
func.func @remui_doc_example_wrong() -> i16 {
  %c6 = arith.constant 6 : i16
  %m2 = arith.constant -2 : i16
  %r = arith.remui %c6, %m2 : i16
  return %r : i16
}
// -1 % 8 = -1, -1 & 7 = 7.
func.func @remsi_as_andi(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.remsi %x, %c8 : i8
  return %r : i8
}
func.func @remsi_sign_wrong() -> i8 {
  %m7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %r = arith.remsi %m7, %c2 : i8
  return %r : i8
}
func.func @remsi_dividend_sign(%x: i8, %y: i8) -> i8 {
  %r = arith.remsi %x, %y : i8
  return %r : i8
}
// A remainder whose result is unused still executes: UB for y = 0.
func.func @remui_introduces_ub(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

// x & 0 is 0 (or poison); x % -1 is also UB for x = MIN.
func.func @remsi_minus_one_introduced(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.andi %x, %c0 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @remui_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @remui_pow2(%x: i16) -> i16 {
  %c7 = arith.constant 7 : i16
  %r = arith.andi %x, %c7 : i16
  return %r : i16
}
func.func @remui_doc_example() -> i16 {
  %c6 = arith.constant 6 : i16
  return %c6 : i16
}
// x - (x / y) * y
func.func @remui_via_divui(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y : i8
  %m = arith.muli %q, %y : i8
  %r = arith.subi %x, %m : i8
  return %r : i8
}
func.func @remui_self(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @remui_by_zero_any(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
func.func @remui_mask_to_rem(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.remui %x, %c8 : i8
  return %r : i8
}
func.func @remsi_doc_example() -> (i16, i16) {
  %c0 = arith.constant 0 : i16
  %m1 = arith.constant -1 : i16
  return %c0, %m1 : i16, i16
}
func.func @remsi_sign_of_dividend(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %q = arith.divsi %x, %c2 : i8
  %m = arith.muli %q, %c2 : i8
  %r = arith.subi %x, %m : i8
  return %r : i8
}
func.func @remsi_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @remsi_minus_one(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @remsi_divisor_sign(%x: i8, %y: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %h = arith.shrsi %x, %c1 : i8
  %r = arith.remsi %h, %y : i8
  return %r : i8
}
func.func @remsi_by_zero_any(%x: i64) -> i64 {
  return %x : i64
}
func.func @remsi_via_divsi(%x: i8, %y: i8) -> i8 {
  %q = arith.divsi %x, %y : i8
  %m = arith.muli %q, %y : i8
  %r = arith.subi %x, %m : i8
  return %r : i8
}
func.func @remsi_min_by_minus_one_any() -> i8 {
  %c = arith.constant 77 : i8
  return %c : i8
}
func.func @remui_wrong_mask(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.andi %x, %c8 : i8
  return %r : i8
}
func.func @remui_to_remsi(%x: i8, %y: i8) -> i8 {
  %r = arith.remsi %x, %y : i8
  return %r : i8
}
// The signed reading: 6 % -2 = 0.
func.func @remui_doc_example_wrong() -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @remsi_as_andi(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.andi %x, %c7 : i8
  return %r : i8
}
// The remainder takes the sign of the dividend: -7 % 2 = -1, not 1.
func.func @remsi_sign_wrong() -> i8 {
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
func.func @remsi_dividend_sign(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %nx = arith.subi %c0, %x : i8
  %r = arith.remsi %nx, %y : i8
  return %r : i8
}
func.func @remui_introduces_ub(%x: i8, %y: i8) -> i8 {
  %r = arith.remui %x, %y : i8
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @remsi_minus_one_introduced(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = arith.remsi %x, %m1 : i8
  return %r : i8
}
