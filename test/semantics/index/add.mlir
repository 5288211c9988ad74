// index.add: "takes two index values and computes their sum" (IndexOps.td,
// Index_AddOp). It is Commutative and has no overflow flags: the sum wraps
// modulo 2^n (n = the index width, 64 by default) and is never poison unless
// an operand is; a poison operand gives a poison result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @commute: valid{{$}}
// CHECK-DAG: @add_zero: valid{{$}}
// CHECK-DAG: @reassociate: valid{{$}}
// CHECK-DAG: @wraps_at_max: valid{{$}}
// CHECK-DAG: @add_self_is_shl: valid{{$}}
// CHECK-DAG: @add_one_wrong: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @add_to_sub: invalid: target result #0 is
// CHECK-DAG: @assumes_no_overflow: invalid: target result #0 is true (1) where the source result is false (0)
// CHECK-DAG: @poison_operand: invalid: target result #0 is poison where the source result is
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

// The only input where x + 1 > x fails (signed) is the maximum.
// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: mlir-refine: the target miscompiles @assumes_no_overflow: target result #0 is true (1) where the source result is false (0)
// DIAG-NEXT: return
// DIAG: note: counterexample input %arg0 : index = 9223372036854775807 (0x7fffffffffffffff)
// DIAG: error: mlir-refine: the target miscompiles @poison_operand: target result #0 is poison
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @commute(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @add_zero(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.add %a, %c0
  return %r : index
}
func.func @reassociate(%a: index, %b: index, %c: index) -> index {
  %t = index.add %a, %b
  %r = index.add %t, %c
  return %r : index
}
// MAX + 1 wraps to MIN: no poison, no UB.
func.func @wraps_at_max() -> index {
  %max = index.constant 9223372036854775807
  %c1 = index.constant 1
  %r = index.add %max, %c1
  return %r : index
}
func.func @add_self_is_shl(%a: index) -> index {
  %r = index.add %a, %a
  return %r : index
}
// Mutations that must be caught.
func.func @add_one_wrong(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.add %a, %c0
  return %r : index
}
func.func @add_to_sub(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
// x + 1 >s x is false at x = MAX because the sum wraps (it is not poison).
func.func @assumes_no_overflow(%a: index) -> i1 {
  %c1 = index.constant 1
  %s = index.add %a, %c1
  %r = index.cmp sgt(%s, %a)
  return %r : i1
}
// The result of the source does not depend on %a; adding 0 derived from a
// poison %a makes the target poison.
func.func @poison_operand(%a: index, %b: index) -> index {
  return %b : index
}

//--- tgt.mlir
func.func @commute(%a: index, %b: index) -> index {
  %r = index.add %b, %a
  return %r : index
}
func.func @add_zero(%a: index) -> index {
  return %a : index
}
func.func @reassociate(%a: index, %b: index, %c: index) -> index {
  %t = index.add %b, %c
  %r = index.add %a, %t
  return %r : index
}
func.func @wraps_at_max() -> index {
  %min = index.constant -9223372036854775808
  return %min : index
}
func.func @add_self_is_shl(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shl %a, %c1
  return %r : index
}
func.func @add_one_wrong(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.add %a, %c1
  return %r : index
}
func.func @add_to_sub(%a: index, %b: index) -> index {
  %r = index.sub %a, %b
  return %r : index
}
func.func @assumes_no_overflow(%a: index) -> i1 {
  %t = index.bool.constant true
  return %t : i1
}
func.func @poison_operand(%a: index, %b: index) -> index {
  %z = index.sub %a, %a
  %r = index.add %b, %z
  return %r : index
}
