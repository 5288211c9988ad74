// arith.bitcast, integer to integer: "Bitcast an integer or floating point
// value to an integer or floating point value of equal bit width." "this
// implements a logical bitcast" (ArithOps.td, BitcastOp). Between signless
// integers of one width it keeps every bit, and poison stays poison.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @bitcast_identity: valid{{$}}
// CHECK-DAG: @bitcast_twice: valid{{$}}
// CHECK-DAG: @bitcast_i1: valid{{$}}
// CHECK-DAG: @bitcast_i128: valid{{$}}
// CHECK-DAG: @bitcast_constant: valid{{$}}
// CHECK-DAG: @bitcast_of_poison_any: valid{{$}}
// CHECK-DAG: @bitcast_flips_bit: invalid: target result #0 is
// CHECK-DAG: @bitcast_to_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @zero_to_bitcast_and_zero: invalid: target result #0 is poison where the source result is 0 (0x00000000)
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @zero_to_bitcast_and_zero
// DIAG: note: counterexample input %arg0 : i32 = poison

//--- src.mlir
func.func @bitcast_identity(%x: i32) -> i32 {
  %r = arith.bitcast %x : i32 to i32
  return %r : i32
}
func.func @bitcast_twice(%x: i16) -> i16 {
  %a = arith.bitcast %x : i16 to i16
  %r = arith.bitcast %a : i16 to i16
  return %r : i16
}
func.func @bitcast_i1(%c: i1) -> i1 {
  %r = arith.bitcast %c : i1 to i1
  return %r : i1
}
func.func @bitcast_i128(%x: i128) -> i128 {
  %r = arith.bitcast %x : i128 to i128
  return %r : i128
}
func.func @bitcast_constant() -> i8 {
  %c = arith.constant -86 : i8
  %r = arith.bitcast %c : i8 to i8
  return %r : i8
}
func.func @bitcast_of_poison_any() -> i8 {
  %p = ub.poison : i8
  %r = arith.bitcast %p : i8 to i8
  return %r : i8
}
// Mutations that must be caught.
func.func @bitcast_flips_bit(%x: i8) -> i8 {
  %r = arith.bitcast %x : i8 to i8
  return %r : i8
}
func.func @bitcast_to_poison(%x: i8) -> i8 {
  %r = arith.bitcast %x : i8 to i8
  return %r : i8
}
func.func @zero_to_bitcast_and_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

//--- tgt.mlir
func.func @bitcast_identity(%x: i32) -> i32 {
  return %x : i32
}
func.func @bitcast_twice(%x: i16) -> i16 {
  return %x : i16
}
func.func @bitcast_i1(%c: i1) -> i1 {
  return %c : i1
}
func.func @bitcast_i128(%x: i128) -> i128 {
  return %x : i128
}
func.func @bitcast_constant() -> i8 {
  %c = arith.constant 170 : i8
  %z = arith.constant 0 : i8
  %r = arith.ori %c, %z : i8
  return %r : i8
}
func.func @bitcast_of_poison_any() -> i8 {
  %c = arith.constant 1 : i8
  return %c : i8
}
func.func @bitcast_flips_bit(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.xori %x, %c1 : i8
  return %r : i8
}
func.func @bitcast_to_poison(%x: i8) -> i8 {
  %p = ub.poison : i8
  %r = arith.bitcast %p : i8 to i8
  return %r : i8
}
func.func @zero_to_bitcast_and_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.bitcast %x : i32 to i32
  %r = arith.andi %b, %c0 : i32
  return %r : i32
}
