// arith.bitcast (ArithOps.td, BitcastOp) with the one-NaN rule: a bitcast of
// a NaN to an integer yields any NaN bit pattern, chosen by the program that
// runs it. So bitcast(bitcast(i32 x to f32) to i32) -> x is VALID: where x's
// bits are a NaN, the source may pick exactly x's bits. (The reverse
// direction is caught in bitcast.mlir, and the i16/bf16 form validates there.)
//
// The source's choice is 32 bits wide, too wide to expand and beyond Z3's
// quantified floating-point reasoning: refine settles it by instances
// (`exists_forall`), guessing the choice from the target's result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine --timeout-ms=4000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @int_roundtrip: valid (IEEE-754){{$}}
// CHECK: summary: 1 valid, 0 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @int_roundtrip(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}

//--- tgt.mlir
func.func @int_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
