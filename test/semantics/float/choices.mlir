// Values an op may choose (a NaN's bits on a bitcast, any result of a math
// function with afn): the source's choices may match the target, the
// target's may be anything. Choices too wide to expand over floating-point
// terms are settled by instances guessed from the target (refine's
// exists_forall); a counterexample that depends on an opaque function is
// confirmed with the target's choices fixed.
// LangRef, fast-math flags: "afn: Allow substitution of approximate
// calculations for functions (sin, log, sqrt, etc)". ArithOps.td, BitcastOp:
// "Bitcast an integer or floating point value to an integer or floating
// point value of equal bit width."
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=20000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @abs_bits: valid (IEEE-754){{$}}
// CHECK-DAG: @neg_bits: valid (IEEE-754){{$}}
// CHECK-DAG: @bitcast_chain: valid (IEEE-754){{$}}
// CHECK-DAG: @afn_source: valid (IEEE-754){{$}}
// CHECK-DAG: @afn_sqrt_source: valid (IEEE-754){{$}}
// CHECK-DAG: @afn_target: invalid: target result #0 is {{.*}} where the source result is 1.0 (0x3f800000)
// CHECK-DAG: @abs_bits_wrong_mask: invalid:
// CHECK: summary: 5 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @abs_bits(%x: f32) -> i32 {
  %a = math.absf %x : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
func.func @neg_bits(%x: f32) -> i32 {
  %a = arith.negf %x : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
func.func @bitcast_chain(%x: i16) -> i16 {
  %f = arith.bitcast %x : i16 to f16
  %b = arith.bitcast %f : f16 to bf16
  %r = arith.bitcast %b : bf16 to i16
  return %r : i16
}
func.func @afn_source(%x: f32) -> f32 {
  %r = math.log %x fastmath<afn> : f32
  return %r : f32
}
func.func @afn_sqrt_source(%x: f32) -> f32 {
  %r = math.sqrt %x fastmath<afn> : f32
  return %r : f32
}
func.func @afn_target(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}
func.func @abs_bits_wrong_mask(%x: f32) -> i32 {
  %a = math.absf %x : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}

//--- tgt.mlir
func.func @abs_bits(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  %m = arith.constant 2147483647 : i32
  %r = arith.andi %b, %m : i32
  return %r : i32
}
func.func @neg_bits(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  %m = arith.constant -2147483648 : i32
  %r = arith.xori %b, %m : i32
  return %r : i32
}
func.func @bitcast_chain(%x: i16) -> i16 {
  return %x : i16
}
func.func @afn_source(%x: f32) -> f32 {
  %c = arith.constant 0.5 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @afn_sqrt_source(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @afn_target(%x: f32) -> f32 {
  %r = math.exp %x fastmath<afn> : f32
  return %r : f32
}
func.func @abs_bits_wrong_mask(%x: f32) -> i32 {
  %b = arith.bitcast %x : f32 to i32
  %m = arith.constant 2147483646 : i32
  %r = arith.andi %b, %m : i32
  return %r : i32
}
