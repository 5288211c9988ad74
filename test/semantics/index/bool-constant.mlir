// index.bool.constant: "produces an bool-typed SSA value equal to either
// `true` or `false`. This operation is used to materialize bool constants
// that arise when folding `index.cmp`." (IndexOps.td, Index_BoolConstantOp).
// The result is an i1 (true = 1) and never poison; it does not depend on the
// index width (checked at 64 and 32).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --index-bitwidth=32 %t/src.mlir %t/tgt.mlir > %t/out32.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out32.txt

// CHECK-DAG: @same: valid (unchanged)
// CHECK-DAG: @true_is_arith_true: valid{{$}}
// CHECK-DAG: @false_is_arith_false: valid{{$}}
// CHECK-DAG: @true_is_one: valid{{$}}
// CHECK-DAG: @folded_cmp: valid{{$}}
// CHECK-DAG: @folded_self_cmp: valid{{$}}
// CHECK-DAG: @true_to_false: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @false_to_true: invalid: target result #0 is true (1) where the source result is false (0)
// CHECK-DAG: @folded_cmp_wrong: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @poison_instead: invalid: target result #0 is poison where the source result is false (0)
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @true_to_false: target result #0 is false (0) where the source result is true (1)
// DIAG: note: source result #0 = true (1)
// DIAG: note: target result #0 = false (0)
// DIAG: error: mlir-refine: the target miscompiles @false_to_true:
// DIAG: error: mlir-refine: the target miscompiles @folded_cmp_wrong:
// DIAG: error: mlir-refine: the target miscompiles @poison_instead:
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @same() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @true_is_arith_true() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @false_is_arith_false() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// true as an integer is 1 (zero-extended), not 0.
func.func @true_is_one() -> i8 {
  %t = index.bool.constant true
  %r = arith.extui %t : i1 to i8
  return %r : i8
}
// The folding the .td mentions: ult(3, 5) is true.
func.func @folded_cmp() -> i1 {
  %a = index.constant 3
  %b = index.constant 5
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
// x != x is false, or poison when x is: false refines both.
func.func @folded_self_cmp(%a: index) -> i1 {
  %r = index.cmp ne(%a, %a)
  return %r : i1
}
// Mutations that must be caught.
func.func @true_to_false() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @false_to_true() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// slt(-1, 0) is true; folding it as if it were ult gives false.
func.func @folded_cmp_wrong() -> i1 {
  %a = index.constant -1
  %b = index.constant 0
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @poison_instead(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}

//--- tgt.mlir
func.func @same() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @true_is_arith_true() -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @false_is_arith_false() -> i1 {
  %r = arith.constant false
  return %r : i1
}
func.func @true_is_one() -> i8 {
  %r = arith.constant 1 : i8
  return %r : i8
}
func.func @folded_cmp() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @folded_self_cmp(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @true_to_false() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @false_to_true() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @folded_cmp_wrong() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @poison_instead(%a: index) -> i1 {
  %r = index.cmp ne(%a, %a)
  return %r : i1
}
