// arith.cmpf: "compares its two operands according to the float comparison
// rules and the predicate ... The u prefix indicates *unordered* comparison,
// not unsigned comparison, so "une" means unordered or not equal"
// (ArithOps.td, CmpFOp). Ordered predicates are false when an operand is NaN,
// unordered ones true; +0.0 == -0.0. Each of the 16 predicates is checked
// against an equivalent formulation, and mutations that differ on NaN (or on
// equal operands) are caught.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --fp-mode=ieee %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee-err.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: FileCheck %s --check-prefix=IEEEDIAG < %t/ieee-err.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abs.txt 2> /dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ABS < %t/abs.txt

// CHECK-DAG: @false: valid (abstract floating point){{$}}
// CHECK-DAG: @true: valid (abstract floating point){{$}}
// CHECK-DAG: @oeq: valid (abstract floating point){{$}}
// CHECK-DAG: @ogt: valid (abstract floating point){{$}}
// CHECK-DAG: @oge: valid (abstract floating point){{$}}
// CHECK-DAG: @olt: valid (abstract floating point){{$}}
// CHECK-DAG: @ole: valid (abstract floating point){{$}}
// CHECK-DAG: @one: valid (abstract floating point){{$}}
// CHECK-DAG: @ord: valid (abstract floating point){{$}}
// CHECK-DAG: @ueq: valid (abstract floating point){{$}}
// CHECK-DAG: @ugt: valid (abstract floating point){{$}}
// CHECK-DAG: @uge: valid (abstract floating point){{$}}
// CHECK-DAG: @ult: valid (abstract floating point){{$}}
// CHECK-DAG: @ule: valid (abstract floating point){{$}}
// CHECK-DAG: @une: valid (abstract floating point){{$}}
// CHECK-DAG: @uno: valid (abstract floating point){{$}}
// CHECK-DAG: @zeros_equal: valid (abstract floating point){{$}}
// CHECK-DAG: @oeq_to_ueq: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @olt_to_not_oge: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @une_to_one: invalid: target result #0 is false (0) where the source result is true (1){{$}}
// CHECK-DAG: @oeq_self_to_true: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @ogt_to_oge: invalid: target result #0 is true (1) where the source result is false (0){{$}}
// CHECK-DAG: @zeros_bits_equal_wrong: invalid: target result #0 is false (0) where the source result is true (1){{$}}
// CHECK-DAG: @true_poison: invalid: target result #0 is poison where the source result is true (1){{$}}
// CHECK: summary: 17 valid, 7 invalid, 0 unsupported, 0 inconclusive

// The oeq -> ueq mutation is caught with a NaN operand.
// DIAG: error: mlir-refine: the target miscompiles @oeq_to_ueq: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg{{[01]}} : f32 = NaN
// DIAG: error: mlir-refine: the target miscompiles @olt_to_not_oge: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg{{[01]}} : f16 = NaN
// DIAG: error: mlir-refine: the target miscompiles @oeq_self_to_true: target result #0 is true (1) where the source result is false (0)
// DIAG: note: counterexample input %arg0 : f32 = NaN
// DIAG: error: mlir-refine: the target miscompiles @zeros_bits_equal_wrong: target result #0 is false (0) where the source result is true (1)
// DIAG: note: counterexample input %arg0 : f32 = -0.0 (0x80000000)

// IEEE-DAG: @uno: valid (IEEE-754){{$}}
// IEEE-DAG: @oeq_to_ueq: invalid: target result #0 is true (1) where the source result is false (0)
// IEEE-DAG: @zeros_bits_equal_wrong: invalid: target result #0 is false (0) where the source result is true (1)
// IEEE: summary: 17 valid, 7 invalid, 0 unsupported, 0 inconclusive
// ABS-DAG: @uno: valid (abstract floating point){{$}}
// IEEEDIAG: error: mlir-refine: the target miscompiles @oeq_to_ueq
// IEEEDIAG: note: counterexample found with the IEEE-754 floating-point encoding
// The abstract encoding has no bit patterns: bitcast is unsupported there.
// ABS-DAG: @zeros_bits_equal_wrong: unsupported: target: arith.bitcast between floats and integers needs IEEE-754 bit patterns
// ABS: summary: 17 valid, 6 invalid, 1 unsupported, 0 inconclusive

//--- src.mlir
func.func @false(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf false, %a, %b : f32
  return %r : i1
}
func.func @true(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf true, %a, %b : f32
  return %r : i1
}
func.func @oeq(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf oeq, %a, %b : f32
  return %r : i1
}
func.func @ogt(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ogt, %a, %b : f32
  return %r : i1
}
func.func @oge(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf oge, %a, %b : f32
  return %r : i1
}
func.func @olt(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf olt, %a, %b : f32
  return %r : i1
}
func.func @ole(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ole, %a, %b : f32
  return %r : i1
}
func.func @one(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf one, %a, %b : f32
  return %r : i1
}
func.func @ord(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ord, %a, %b : f32
  return %r : i1
}
func.func @ueq(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ueq, %a, %b : f32
  return %r : i1
}
func.func @ugt(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ugt, %a, %b : f32
  return %r : i1
}
func.func @uge(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf uge, %a, %b : f32
  return %r : i1
}
func.func @ult(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ult, %a, %b : f32
  return %r : i1
}
func.func @ule(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ule, %a, %b : f32
  return %r : i1
}
func.func @une(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf une, %a, %b : f32
  return %r : i1
}
func.func @uno(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf uno, %a, %b : f32
  return %r : i1
}
// +0.0 == -0.0.
func.func @zeros_equal(%x: f64) -> i1 {
  %c = arith.constant 0.0 : f64
  %r = arith.cmpf oeq, %x, %c : f64
  return %r : i1
}
// Mutations: each one differs on a NaN operand, or on equal operands.
func.func @oeq_to_ueq(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf oeq, %a, %b : f32
  return %r : i1
}
func.func @olt_to_not_oge(%a: f16, %b: f16) -> i1 {
  %r = arith.cmpf olt, %a, %b : f16
  return %r : i1
}
func.func @une_to_one(%a: bf16, %b: bf16) -> i1 {
  %r = arith.cmpf une, %a, %b : bf16
  return %r : i1
}
func.func @oeq_self_to_true(%a: f32) -> i1 {
  %r = arith.cmpf oeq, %a, %a : f32
  return %r : i1
}
func.func @ogt_to_oge(%a: f64, %b: f64) -> i1 {
  %r = arith.cmpf ogt, %a, %b : f64
  return %r : i1
}
func.func @zeros_bits_equal_wrong(%x: f32) -> i1 {
  %c = arith.constant 0.0 : f32
  %r = arith.cmpf oeq, %x, %c : f32
  return %r : i1
}
// A poison operand makes even `true` poison.
func.func @true_poison(%a: f32, %b: f32) -> i1 {
  %r = arith.constant true
  return %r : i1
}

//--- tgt.mlir
func.func @false(%a: f32, %b: f32) -> i1 {
  %r = arith.constant false
  return %r : i1
}
func.func @true(%a: f32, %b: f32) -> i1 {
  %r = arith.constant true
  return %r : i1
}
// oeq(a, b) = oeq(b, a)
func.func @oeq(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf oeq, %b, %a : f32
  return %r : i1
}
// ogt(a, b) = olt(b, a)
func.func @ogt(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf olt, %b, %a : f32
  return %r : i1
}
// oge = not ult
func.func @oge(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf ult, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// olt = not uge
func.func @olt(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf uge, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// ole = olt or oeq
func.func @ole(%a: f32, %b: f32) -> i1 {
  %l = arith.cmpf olt, %a, %b : f32
  %e = arith.cmpf oeq, %a, %b : f32
  %r = arith.ori %l, %e : i1
  return %r : i1
}
// one = not ueq
func.func @one(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf ueq, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// ord(a, b) = oeq(a, a) and oeq(b, b)
func.func @ord(%a: f32, %b: f32) -> i1 {
  %x = arith.cmpf oeq, %a, %a : f32
  %y = arith.cmpf oeq, %b, %b : f32
  %r = arith.andi %x, %y : i1
  return %r : i1
}
// ueq = oeq or uno
func.func @ueq(%a: f32, %b: f32) -> i1 {
  %e = arith.cmpf oeq, %a, %b : f32
  %u = arith.cmpf uno, %a, %b : f32
  %r = arith.ori %e, %u : i1
  return %r : i1
}
// ugt = not ole
func.func @ugt(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf ole, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// uge = not olt
func.func @uge(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf olt, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// ult = not oge
func.func @ult(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf oge, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// ule(a, b) = uge(b, a)
func.func @ule(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf uge, %b, %a : f32
  return %r : i1
}
// une = not oeq
func.func @une(%a: f32, %b: f32) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf oeq, %a, %b : f32
  %r = arith.xori %c, %t : i1
  return %r : i1
}
// uno(a, b) = une(a, a) or une(b, b)
func.func @uno(%a: f32, %b: f32) -> i1 {
  %x = arith.cmpf une, %a, %a : f32
  %y = arith.cmpf une, %b, %b : f32
  %r = arith.ori %x, %y : i1
  return %r : i1
}
func.func @zeros_equal(%x: f64) -> i1 {
  %c = arith.constant -0.0 : f64
  %r = arith.cmpf oeq, %x, %c : f64
  return %r : i1
}
func.func @oeq_to_ueq(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf ueq, %a, %b : f32
  return %r : i1
}
func.func @olt_to_not_oge(%a: f16, %b: f16) -> i1 {
  %t = arith.constant true
  %c = arith.cmpf oge, %a, %b : f16
  %r = arith.xori %c, %t : i1
  return %r : i1
}
func.func @une_to_one(%a: bf16, %b: bf16) -> i1 {
  %r = arith.cmpf one, %a, %b : bf16
  return %r : i1
}
func.func @oeq_self_to_true(%a: f32) -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @ogt_to_oge(%a: f64, %b: f64) -> i1 {
  %r = arith.cmpf oge, %a, %b : f64
  return %r : i1
}
// Comparing bits is not comparing values.
func.func @zeros_bits_equal_wrong(%x: f32) -> i1 {
  %c = arith.constant 0 : i32
  %b = arith.bitcast %x : f32 to i32
  %r = arith.cmpi eq, %b, %c : i32
  return %r : i1
}
func.func @true_poison(%a: f32, %b: f32) -> i1 {
  %r = arith.cmpf true, %a, %b : f32
  return %r : i1
}
