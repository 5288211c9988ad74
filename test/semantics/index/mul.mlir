// index.mul: "takes two index values and computes their product" (IndexOps.td,
// Index_MulOp). Commutative; the product wraps modulo 2^n and has no overflow
// flags; a poison operand gives a poison result, even when the other is 0.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @mul_one: valid{{$}}
// CHECK-DAG: @mul_zero: valid{{$}}
// CHECK-DAG: @mul_pow2_is_shl: valid{{$}}
// CHECK-DAG: @wraps: valid{{$}}
// CHECK-DAG: @mul_neg_one: valid{{$}}
// CHECK-DAG: @wrong_shift: invalid: target result #0 is
// CHECK-DAG: @wraps_wrong: invalid: target result #0 is 1 (0x0000000000000001) where the source result is 0 (0x0000000000000000)
// CHECK-DAG: @mul_zero_introduced: invalid: target result #0 is poison where the source result is 0 (0x0000000000000000)
// CHECK: summary: 6 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @wrong_shift:
// DIAG: note: counterexample input %arg0 : index =
// DIAG: error: mlir-refine: the target miscompiles @wraps_wrong:
// DIAG: error: mlir-refine: the target miscompiles @mul_zero_introduced: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @commute(%a: index, %b: index) -> index {
  %r = index.mul %a, %b
  return %r : index
}
func.func @mul_one(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.mul %a, %c1
  return %r : index
}
// x * 0 is 0, or poison when x is: 0 refines both.
func.func @mul_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.mul %a, %c0
  return %r : index
}
func.func @mul_pow2_is_shl(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.mul %a, %c8
  return %r : index
}
// 2^32 * 2^32 = 2^64 = 0 (mod 2^64).
func.func @wraps() -> index {
  %c = index.constant 4294967296
  %r = index.mul %c, %c
  return %r : index
}
func.func @mul_neg_one(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.mul %a, %m1
  return %r : index
}
// Mutations that must be caught.
func.func @wrong_shift(%a: index) -> index {
  %c8 = index.constant 8
  %r = index.mul %a, %c8
  return %r : index
}
func.func @wraps_wrong() -> index {
  %c = index.constant 4294967296
  %r = index.mul %c, %c
  return %r : index
}
func.func @mul_zero_introduced(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}

//--- tgt.mlir
func.func @commute(%a: index, %b: index) -> index {
  %r = index.mul %b, %a
  return %r : index
}
func.func @mul_one(%a: index) -> index {
  return %a : index
}
func.func @mul_zero(%a: index) -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @mul_pow2_is_shl(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.shl %a, %c3
  return %r : index
}
func.func @wraps() -> index {
  %c0 = index.constant 0
  return %c0 : index
}
func.func @mul_neg_one(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.sub %c0, %a
  return %r : index
}
func.func @wrong_shift(%a: index) -> index {
  %c2 = index.constant 2
  %r = index.shl %a, %c2
  return %r : index
}
func.func @wraps_wrong() -> index {
  %c1 = index.constant 1
  return %c1 : index
}
func.func @mul_zero_introduced(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.mul %a, %c0
  return %r : index
}
