// arith.andi / arith.ori / arith.xori: "integer binary and" / "integer
// binary or" / "integer binary xor" (ArithOps.td, AndIOp, OrIOp, XOrIOp):
// bitwise operations with no undefined behaviour. A poison operand makes the
// result poison (also `x & 0`, `x | -1` and `x ^ x`, as in LLVM).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @and_or_distribute: valid{{$}}
// CHECK-DAG: @or_and_distribute: valid{{$}}
// CHECK-DAG: @and_idempotent: valid{{$}}
// CHECK-DAG: @or_idempotent: valid{{$}}
// CHECK-DAG: @and_zero: valid{{$}}
// CHECK-DAG: @and_all_ones: valid{{$}}
// CHECK-DAG: @or_all_ones: valid{{$}}
// CHECK-DAG: @xor_self: valid{{$}}
// CHECK-DAG: @not_not: valid{{$}}
// CHECK-DAG: @de_morgan_and: valid{{$}}
// CHECK-DAG: @de_morgan_or: valid{{$}}
// CHECK-DAG: @xor_from_or_and: valid{{$}}
// CHECK-DAG: @or_absorb: valid{{$}}
// CHECK-DAG: @xor_commute_assoc: valid{{$}}
// CHECK-DAG: @and_i1: valid{{$}}
// CHECK-DAG: @and_i128: valid{{$}}
// CHECK-DAG: @and_to_or: invalid: target result #0 is
// CHECK-DAG: @de_morgan_wrong: invalid: target result #0 is
// CHECK-DAG: @distribute_wrong: invalid: target result #0 is
// CHECK-DAG: @zero_to_xor_self: invalid: target result #0 is poison where the source result is 0 (0x00000000)
// CHECK-DAG: @zero_to_and_zero: invalid: target result #0 is poison where the source result is 0 (0x00)
// CHECK-DAG: @all_ones_to_or_all_ones: invalid: target result #0 is poison where the source result is 255 / -1 (0xff)
// CHECK-DAG: @xor_to_or: invalid: target result #0 is
// CHECK-DAG: @and_i1_to_or: invalid: target result #0 is
// CHECK: summary: 16 valid, 8 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @zero_to_xor_self: target result #0 is poison where the source result is 0 (0x00000000)
// DIAG: note: counterexample input %arg0 : i32 = poison

//--- src.mlir
func.func @and_or_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.andi %x, %y : i8
  %b = arith.andi %x, %z : i8
  %r = arith.ori %a, %b : i8
  return %r : i8
}
func.func @or_and_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.ori %x, %y : i8
  %b = arith.ori %x, %z : i8
  %r = arith.andi %a, %b : i8
  return %r : i8
}
func.func @and_idempotent(%x: i32) -> i32 {
  %r = arith.andi %x, %x : i32
  return %r : i32
}
func.func @or_idempotent(%x: i32) -> i32 {
  %r = arith.ori %x, %x : i32
  return %r : i32
}
func.func @and_zero(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %r = arith.andi %x, %c0 : i16
  return %r : i16
}
func.func @and_all_ones(%x: i16) -> i16 {
  %m = arith.constant -1 : i16
  %r = arith.andi %x, %m : i16
  return %r : i16
}
func.func @or_all_ones(%x: i16) -> i16 {
  %m = arith.constant -1 : i16
  %r = arith.ori %m, %x : i16
  return %r : i16
}
func.func @xor_self(%x: i64) -> i64 {
  %r = arith.xori %x, %x : i64
  return %r : i64
}
func.func @not_not(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %a = arith.xori %x, %m : i8
  %r = arith.xori %a, %m : i8
  return %r : i8
}
// ~(x & y) = ~x | ~y
func.func @de_morgan_and(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %a = arith.andi %x, %y : i8
  %r = arith.xori %a, %m : i8
  return %r : i8
}
// ~(x | y) = ~x & ~y
func.func @de_morgan_or(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %a = arith.ori %x, %y : i8
  %r = arith.xori %a, %m : i8
  return %r : i8
}
// (x | y) - (x & y) = x ^ y
func.func @xor_from_or_and(%x: i8, %y: i8) -> i8 {
  %o = arith.ori %x, %y : i8
  %a = arith.andi %x, %y : i8
  %r = arith.subi %o, %a : i8
  return %r : i8
}
// x | (x & y) = x
func.func @or_absorb(%x: i8, %y: i8) -> i8 {
  %a = arith.andi %x, %y : i8
  %r = arith.ori %x, %a : i8
  return %r : i8
}
func.func @xor_commute_assoc(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.xori %x, %y : i8
  %r = arith.xori %a, %z : i8
  return %r : i8
}
// On i1, and is the minimum and or the maximum (unsigned).
func.func @and_i1(%a: i1, %b: i1) -> i1 {
  %r = arith.andi %a, %b : i1
  return %r : i1
}
func.func @and_i128(%x: i128) -> i128 {
  %m = arith.constant 18446744073709551615 : i128
  %r = arith.andi %x, %m : i128
  return %r : i128
}
// Mutations that must be caught.
func.func @and_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.andi %x, %y : i8
  return %r : i8
}
func.func @de_morgan_wrong(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %a = arith.andi %x, %y : i8
  %r = arith.xori %a, %m : i8
  return %r : i8
}
// (x | y) & z is not x | (y & z).
func.func @distribute_wrong(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.ori %x, %y : i8
  %r = arith.andi %a, %z : i8
  return %r : i8
}
func.func @zero_to_xor_self(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @zero_to_and_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @all_ones_to_or_all_ones(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  return %m : i8
}
func.func @xor_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.xori %x, %y : i8
  return %r : i8
}
func.func @and_i1_to_or(%a: i1, %b: i1) -> i1 {
  %r = arith.andi %a, %b : i1
  return %r : i1
}

//--- tgt.mlir
func.func @and_or_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %o = arith.ori %y, %z : i8
  %r = arith.andi %x, %o : i8
  return %r : i8
}
func.func @or_and_distribute(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.andi %y, %z : i8
  %r = arith.ori %x, %a : i8
  return %r : i8
}
func.func @and_idempotent(%x: i32) -> i32 {
  return %x : i32
}
func.func @or_idempotent(%x: i32) -> i32 {
  return %x : i32
}
func.func @and_zero(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @and_all_ones(%x: i16) -> i16 {
  return %x : i16
}
func.func @or_all_ones(%x: i16) -> i16 {
  %m = arith.constant -1 : i16
  return %m : i16
}
func.func @xor_self(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  return %c0 : i64
}
func.func @not_not(%x: i8) -> i8 {
  return %x : i8
}
func.func @de_morgan_and(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %nx = arith.xori %x, %m : i8
  %ny = arith.xori %y, %m : i8
  %r = arith.ori %nx, %ny : i8
  return %r : i8
}
func.func @de_morgan_or(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %nx = arith.xori %x, %m : i8
  %ny = arith.xori %y, %m : i8
  %r = arith.andi %nx, %ny : i8
  return %r : i8
}
func.func @xor_from_or_and(%x: i8, %y: i8) -> i8 {
  %r = arith.xori %x, %y : i8
  return %r : i8
}
func.func @or_absorb(%x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @xor_commute_assoc(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.xori %z, %x : i8
  %r = arith.xori %y, %a : i8
  return %r : i8
}
func.func @and_i1(%a: i1, %b: i1) -> i1 {
  %r = arith.minui %a, %b : i1
  return %r : i1
}
func.func @and_i128(%x: i128) -> i128 {
  %c64 = arith.constant 64 : i128
  %h = arith.shli %x, %c64 : i128
  %r = arith.shrui %h, %c64 : i128
  return %r : i128
}
func.func @and_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.ori %x, %y : i8
  return %r : i8
}
func.func @de_morgan_wrong(%x: i8, %y: i8) -> i8 {
  %m = arith.constant -1 : i8
  %nx = arith.xori %x, %m : i8
  %ny = arith.xori %y, %m : i8
  %r = arith.andi %nx, %ny : i8
  return %r : i8
}
func.func @distribute_wrong(%x: i8, %y: i8, %z: i8) -> i8 {
  %a = arith.andi %y, %z : i8
  %r = arith.ori %x, %a : i8
  return %r : i8
}
// poison ^ poison is poison, not 0.
func.func @zero_to_xor_self(%x: i32) -> i32 {
  %r = arith.xori %x, %x : i32
  return %r : i32
}
func.func @zero_to_and_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.andi %x, %c0 : i8
  return %r : i8
}
func.func @all_ones_to_or_all_ones(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %r = arith.ori %x, %m : i8
  return %r : i8
}
func.func @xor_to_or(%x: i8, %y: i8) -> i8 {
  %r = arith.ori %x, %y : i8
  return %r : i8
}
func.func @and_i1_to_or(%a: i1, %b: i1) -> i1 {
  %r = arith.maxui %a, %b : i1
  return %r : i1
}
