// index.rems of MIN by -1. IndexOps.td (Index_RemSOp) says nothing about
// undefined behaviour; ARCHITECTURE.md, Semantic rules: where it is silent, LLVM's
// LangRef for the matching instruction decides. LangRef, srem: "Overflow also leads
// to undefined behavior; this is a rare case, but can occur, for example, by
// taking the remainder of a 32-bit division of -2147483648 by -1." The op
// also lowers to llvm.srem (IndexToLLVM), so a target that introduces
// `index.rems %x, -1` has UB at x = MIN once lowered.
// The same rule holds for arith.remsi, whose doc names only division by zero
// (src/semantics/int.rs).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @min_rem_minus_one_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @introduce_rem_overflow: invalid: the target has undefined behaviour
// CHECK: summary: 1 valid, 1 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
// Always UB: the target may return anything.
func.func @min_rem_minus_one_is_ub() -> index {
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %r = index.rems %min, %m1
  return %r : index
}
// x - x: 0, or poison when x is; never UB.
func.func @introduce_rem_overflow(%a: index) -> index {
  %r = index.sub %a, %a
  return %r : index
}

//--- tgt.mlir
func.func @min_rem_minus_one_is_ub() -> index {
  %r = index.constant 42
  return %r : index
}
func.func @introduce_rem_overflow(%a: index) -> index {
  %m1 = index.constant -1
  %r = index.rems %a, %m1
  return %r : index
}
