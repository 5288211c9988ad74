// math.ipowi / math.fpowi (MathOps.td: "signed integer raised to the
// power", "`base` raised to the power of `power`"; elementwise). Where ODS
// is silent the meaning is MLIR's own implementation, the functions
// --convert-math-to-funcs outlines (src/semantics/math_pow.rs):
// - ipowi: b = 0 gives 1; b > 0 gives a^b wrapping; b < 0 gives 1 for
//   a = 1, -1 or 1 by parity for a = -1, 0 otherwise, and 0^b is UB (the
//   lowering divides 1 by 0).
// - fpowi: n = 0 gives 1.0 (NaN base too); otherwise binary
//   exponentiation with one IEEE-754 rounding per multiplication, in the
//   lowering's order (r = r * p for each set bit, then p = p * p), and
//   1.0 / r for n < 0. Another order of the same product is caught
//   (@fpowi_fifth_other_order: x = 0x35ec (f16) gives 0x1f1b in the
//   lowering's order and 0x1f1d as ((((x * x) * x) * x) * x), checked by
//   hand).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @ipowi_zero_power: valid{{$}}
// CHECK-DAG: @ipowi_cube_wraps: valid{{$}}
// CHECK-DAG: @ipowi_constants: valid{{$}}
// CHECK-DAG: @ipowi_negative_power: valid{{$}}
// CHECK-DAG: @ipowi_symbolic: valid (unchanged){{$}}
// CHECK-DAG: @ipowi_vector: valid{{$}}
// CHECK-DAG: @fpowi_zero_power: valid (abstract floating point){{$}}
// CHECK-DAG: @fpowi_square: valid (abstract floating point){{$}}
// CHECK-DAG: @fpowi_inverse: valid (abstract floating point){{$}}
// CHECK-DAG: @fpowi_fifth: valid (abstract floating point){{$}}
// CHECK-DAG: @ipowi_negative_is_not_zero: invalid: target result #0 is 0 (0x00) where the source result is 1 (0x01)
// CHECK-DAG: @ipowi_minus_one_parity: invalid: target result #0 is 255 / -1 (0xff) where the source result is 1 (0x01)
// CHECK-DAG: @ipowi_zero_to_negative_ub_hoisted: invalid: the target has undefined behaviour (math.ipowi of 0 to a negative power) where the source has none
// CHECK-DAG: @fpowi_fifth_other_order: invalid: target result #0 is 0.006947 (0x1f1d) where the source result is 0.00694 (0x1f1b)
// CHECK-DAG: @fpowi_zero_power_of_nan: invalid: target result #0 is NaN where the source result is 1.0 (0x3f800000)
// CHECK: summary: 10 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG-DAG: note: counterexample input %arg0 : f16 = 0.37 (0x35ec)

//--- src.mlir
func.func @ipowi_zero_power(%a: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = math.ipowi %a, %c0 : i8
  return %r : i8
}
func.func @ipowi_cube_wraps(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = math.ipowi %a, %c3 : i8
  return %r : i8
}
func.func @ipowi_constants() -> i8 {
  %c2 = arith.constant 2 : i8
  %c7 = arith.constant 7 : i8
  %r = math.ipowi %c2, %c7 : i8
  return %r : i8
}
func.func @ipowi_negative_power(%a: i8) -> i8 {
  %cm3 = arith.constant -3 : i8
  %r = math.ipowi %a, %cm3 : i8
  return %r : i8
}
func.func @ipowi_symbolic(%a: i4, %b: i4) -> i4 {
  %r = math.ipowi %a, %b : i4
  return %r : i4
}
func.func @ipowi_vector(%a: vector<2xi8>) -> vector<2xi8> {
  %c = arith.constant dense<[2, 0]> : vector<2xi8>
  %r = math.ipowi %a, %c : vector<2xi8>
  return %r : vector<2xi8>
}
func.func @fpowi_zero_power(%x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %r = math.fpowi %x, %c0 : f32, i32
  return %r : f32
}
func.func @fpowi_square(%x: f32) -> f32 {
  %c2 = arith.constant 2 : i32
  %r = math.fpowi %x, %c2 : f32, i32
  return %r : f32
}
func.func @fpowi_inverse(%x: f32) -> f32 {
  %cm1 = arith.constant -1 : i32
  %r = math.fpowi %x, %cm1 : f32, i32
  return %r : f32
}
func.func @fpowi_fifth(%x: f16) -> f16 {
  %c5 = arith.constant 5 : i8
  %r = math.fpowi %x, %c5 : f16, i8
  return %r : f16
}
func.func @ipowi_negative_is_not_zero(%a: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %r = math.ipowi %a, %cm1 : i8
  return %r : i8
}
func.func @ipowi_minus_one_parity(%a: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %cm2 = arith.constant -2 : i8
  %r = math.ipowi %cm1, %cm2 : i8
  return %r : i8
}
func.func @ipowi_zero_to_negative_ub_hoisted(%b: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %r = math.ipowi %c1, %b : i8
  return %r : i8
}
func.func @fpowi_fifth_other_order(%x: f16) -> f16 {
  %c5 = arith.constant 5 : i8
  %r = math.fpowi %x, %c5 : f16, i8
  return %r : f16
}
func.func @fpowi_zero_power_of_nan(%x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %r = math.fpowi %x, %c0 : f32, i32
  return %r : f32
}

//--- tgt.mlir
func.func @ipowi_zero_power(%a: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
func.func @ipowi_cube_wraps(%a: i8) -> i8 {
  %s = arith.muli %a, %a : i8
  %r = arith.muli %s, %a : i8
  return %r : i8
}
func.func @ipowi_constants() -> i8 {
  %r = arith.constant -128 : i8
  return %r : i8
}
// 1 for a = 1, -1 for a = -1 (odd power), 0 otherwise (a = 0 is UB).
func.func @ipowi_negative_power(%a: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %c0 = arith.constant 0 : i8
  %s = arith.addi %a, %c1 : i8
  %small = arith.cmpi ult, %s, %c2 : i8
  %one = arith.cmpi eq, %a, %c1 : i8
  %t = arith.select %small, %a, %c0 : i8
  %r = arith.select %one, %c1, %t : i8
  return %r : i8
}
func.func @ipowi_symbolic(%a: i4, %b: i4) -> i4 {
  %r = math.ipowi %a, %b : i4
  return %r : i4
}
func.func @ipowi_vector(%a: vector<2xi8>) -> vector<2xi8> {
  %s = arith.muli %a, %a : vector<2xi8>
  %c = arith.constant dense<[0, 1]> : vector<2xi8>
  %sel = arith.constant dense<[true, false]> : vector<2xi1>
  %r = arith.select %sel, %s, %c : vector<2xi1>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @fpowi_zero_power(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
func.func @fpowi_square(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @fpowi_inverse(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = arith.divf %c, %x : f32
  return %r : f32
}
// The lowering's order: x * ((x * x) * (x * x)).
func.func @fpowi_fifth(%x: f16) -> f16 {
  %s = arith.mulf %x, %x : f16
  %q = arith.mulf %s, %s : f16
  %r = arith.mulf %x, %q : f16
  return %r : f16
}
func.func @ipowi_negative_is_not_zero(%a: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @ipowi_minus_one_parity(%a: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  return %cm1 : i8
}
func.func @ipowi_zero_to_negative_ub_hoisted(%b: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %u = math.ipowi %c0, %b : i8
  return %c1 : i8
}
// ((x * x) * x) * x * x: the same real number, other roundings.
func.func @fpowi_fifth_other_order(%x: f16) -> f16 {
  %s = arith.mulf %x, %x : f16
  %c = arith.mulf %s, %x : f16
  %q = arith.mulf %c, %x : f16
  %r = arith.mulf %q, %x : f16
  return %r : f16
}
func.func @fpowi_zero_power_of_nan(%x: f32) -> f32 {
  %r = arith.divf %x, %x : f32
  return %r : f32
}
