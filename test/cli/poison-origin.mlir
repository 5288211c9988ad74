// When the target's result is poison and no target op shares a location
// with a source op (two files), the error goes to the target op that makes
// the poison out of non-poison operands, with those operands in a note.
//
// RUN: split-file %s %t
// RUN: not %mlir-refine %t/src.mlir %t/tgt.mlir 2>&1 >/dev/null | FileCheck %s
// CHECK: tgt.mlir:4:8: error: mlir-refine: the target miscompiles @neg: target result #0 is poison where the source result is 128 / -128 (0x80)
// CHECK-NEXT: %r = arith.subi %c0, %x overflow<nsw> : i8
// CHECK: tgt.mlir:4:8: note: the target makes poison here: 'arith.subi' on 0 (0x00), 128 / -128 (0x80)

//--- src.mlir
func.func @neg(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
//--- tgt.mlir
func.func @neg(%x: i8) -> i8 {
  // -x with a nsw flag it does not have: poison for x = -128.
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x overflow<nsw> : i8
  return %r : i8
}
