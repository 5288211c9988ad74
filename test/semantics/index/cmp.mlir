// index.cmp: "takes two index values and compares them according to the
// comparison predicate and returns an `i1`": eq (equal), ne (not equal),
// slt/sle/sgt/sge (signed less than, less than or equal, greater than,
// greater than or equal), ult/ule/ugt/uge (the unsigned ones). "The result
// is `1` if the comparison is true and `0` otherwise." (IndexOps.td,
// Index_CmpOp). Each of the 10 predicates gets a concrete case on (-1, 1),
// where signed and unsigned orders disagree, a case on (x, x), a symbolic
// identity, and a mutation that must be caught. A poison operand gives a
// poison result.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @eq_minus_one_one: valid{{$}}
// CHECK-DAG: @eq_self: valid{{$}}
// CHECK-DAG: @eq_identity: valid{{$}}
// CHECK-DAG: @eq_to_ule: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @ne_minus_one_one: valid{{$}}
// CHECK-DAG: @ne_self: valid{{$}}
// CHECK-DAG: @ne_identity: valid{{$}}
// CHECK-DAG: @ne_to_ugt: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @slt_minus_one_one: valid{{$}}
// CHECK-DAG: @slt_self: valid{{$}}
// CHECK-DAG: @slt_identity: valid{{$}}
// CHECK-DAG: @slt_to_ult: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @sle_minus_one_one: valid{{$}}
// CHECK-DAG: @sle_self: valid{{$}}
// CHECK-DAG: @sle_identity: valid{{$}}
// CHECK-DAG: @sle_to_slt: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @sgt_minus_one_one: valid{{$}}
// CHECK-DAG: @sgt_self: valid{{$}}
// CHECK-DAG: @sgt_identity: valid{{$}}
// CHECK-DAG: @sgt_to_ugt: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @sge_minus_one_one: valid{{$}}
// CHECK-DAG: @sge_self: valid{{$}}
// CHECK-DAG: @sge_identity: valid{{$}}
// CHECK-DAG: @sge_to_sgt: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @ult_minus_one_one: valid{{$}}
// CHECK-DAG: @ult_self: valid{{$}}
// CHECK-DAG: @ult_identity: valid{{$}}
// CHECK-DAG: @ult_to_slt: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @ule_minus_one_one: valid{{$}}
// CHECK-DAG: @ule_self: valid{{$}}
// CHECK-DAG: @ule_identity: valid{{$}}
// CHECK-DAG: @ule_to_ult: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @ugt_minus_one_one: valid{{$}}
// CHECK-DAG: @ugt_self: valid{{$}}
// CHECK-DAG: @ugt_identity: valid{{$}}
// CHECK-DAG: @ugt_to_sgt: invalid: target result #0 is {{(true \(1\)|false \(0\))}} where the source result is
// CHECK-DAG: @uge_minus_one_one: valid{{$}}
// CHECK-DAG: @uge_self: valid{{$}}
// CHECK-DAG: @uge_identity: valid{{$}}
// CHECK-DAG: @uge_to_ugt: invalid: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: @poison_operand: invalid: target result #0 is poison where the source result is true (1)
// CHECK: summary: 30 valid, 11 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @eq_to_ule:
// DIAG: error: mlir-refine: the target miscompiles @sle_to_slt: target result #0 is false (0) where the source result is true (1)
// DIAG: note: counterexample input %arg0 : index =
// DIAG: note: counterexample input %arg1 : index =
// DIAG: error: mlir-refine: the target miscompiles @uge_to_ugt:
// DIAG: error: mlir-refine: the target miscompiles @poison_operand: target result #0 is poison where the source result is true (1)
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
// eq(-1, 1) is false.
func.func @eq_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp eq(%a, %b)
  return %r : i1
}
// eq(x, x) is true (or poison when x is).
func.func @eq_self(%a: index) -> i1 {
  %r = index.cmp eq(%a, %a)
  return %r : i1
}
func.func @eq_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp eq(%a, %b)
  return %r : i1
}
// Mutation: eq -> ule differs when a < b.
func.func @eq_to_ule(%a: index, %b: index) -> i1 {
  %r = index.cmp eq(%a, %b)
  return %r : i1
}
// ne(-1, 1) is true.
func.func @ne_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp ne(%a, %b)
  return %r : i1
}
// ne(x, x) is false (or poison when x is).
func.func @ne_self(%a: index) -> i1 {
  %r = index.cmp ne(%a, %a)
  return %r : i1
}
func.func @ne_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ne(%a, %b)
  return %r : i1
}
// Mutation: ne -> ugt differs when a < b.
func.func @ne_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp ne(%a, %b)
  return %r : i1
}
// slt(-1, 1) is true.
func.func @slt_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
// slt(x, x) is false (or poison when x is).
func.func @slt_self(%a: index) -> i1 {
  %r = index.cmp slt(%a, %a)
  return %r : i1
}
func.func @slt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
// Mutation: slt -> ult differs when signs differ.
func.func @slt_to_ult(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
// sle(-1, 1) is true.
func.func @sle_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp sle(%a, %b)
  return %r : i1
}
// sle(x, x) is true (or poison when x is).
func.func @sle_self(%a: index) -> i1 {
  %r = index.cmp sle(%a, %a)
  return %r : i1
}
func.func @sle_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp sle(%a, %b)
  return %r : i1
}
// Mutation: sle -> slt differs when a = b.
func.func @sle_to_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp sle(%a, %b)
  return %r : i1
}
// sgt(-1, 1) is false.
func.func @sgt_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}
// sgt(x, x) is false (or poison when x is).
func.func @sgt_self(%a: index) -> i1 {
  %r = index.cmp sgt(%a, %a)
  return %r : i1
}
func.func @sgt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}
// Mutation: sgt -> ugt differs when signs differ.
func.func @sgt_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}
// sge(-1, 1) is false.
func.func @sge_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp sge(%a, %b)
  return %r : i1
}
// sge(x, x) is true (or poison when x is).
func.func @sge_self(%a: index) -> i1 {
  %r = index.cmp sge(%a, %a)
  return %r : i1
}
func.func @sge_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp sge(%a, %b)
  return %r : i1
}
// Mutation: sge -> sgt differs when a = b.
func.func @sge_to_sgt(%a: index, %b: index) -> i1 {
  %r = index.cmp sge(%a, %b)
  return %r : i1
}
// ult(-1, 1) is false.
func.func @ult_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
// ult(x, x) is false (or poison when x is).
func.func @ult_self(%a: index) -> i1 {
  %r = index.cmp ult(%a, %a)
  return %r : i1
}
func.func @ult_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
// Mutation: ult -> slt differs when signs differ.
func.func @ult_to_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
// ule(-1, 1) is false.
func.func @ule_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp ule(%a, %b)
  return %r : i1
}
// ule(x, x) is true (or poison when x is).
func.func @ule_self(%a: index) -> i1 {
  %r = index.cmp ule(%a, %a)
  return %r : i1
}
func.func @ule_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ule(%a, %b)
  return %r : i1
}
// Mutation: ule -> ult differs when a = b.
func.func @ule_to_ult(%a: index, %b: index) -> i1 {
  %r = index.cmp ule(%a, %b)
  return %r : i1
}
// ugt(-1, 1) is true.
func.func @ugt_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
// ugt(x, x) is false (or poison when x is).
func.func @ugt_self(%a: index) -> i1 {
  %r = index.cmp ugt(%a, %a)
  return %r : i1
}
func.func @ugt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
// Mutation: ugt -> sgt differs when signs differ.
func.func @ugt_to_sgt(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
// uge(-1, 1) is true.
func.func @uge_minus_one_one() -> i1 {
  %a = index.constant -1
  %b = index.constant 1
  %r = index.cmp uge(%a, %b)
  return %r : i1
}
// uge(x, x) is true (or poison when x is).
func.func @uge_self(%a: index) -> i1 {
  %r = index.cmp uge(%a, %a)
  return %r : i1
}
func.func @uge_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp uge(%a, %b)
  return %r : i1
}
// Mutation: uge -> ugt differs when a = b.
func.func @uge_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp uge(%a, %b)
  return %r : i1
}
// A comparison with a poison operand is poison.
func.func @poison_operand(%a: index) -> i1 {
  %t = index.bool.constant true
  return %t : i1
}

//--- tgt.mlir
func.func @eq_minus_one_one() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @eq_self(%a: index) -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
// eq(a, b) = eq(b, a).
func.func @eq_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp eq(%b, %a)
  return %r : i1
}
func.func @eq_to_ule(%a: index, %b: index) -> i1 {
  %r = index.cmp ule(%a, %b)
  return %r : i1
}
func.func @ne_minus_one_one() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @ne_self(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// ne(a, b) = !eq(a, b).
func.func @ne_identity(%a: index, %b: index) -> i1 {
  %n = index.cmp eq(%a, %b)
  %t = arith.constant true
  %r = arith.xori %n, %t : i1
  return %r : i1
}
func.func @ne_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
func.func @slt_minus_one_one() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @slt_self(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// slt(a, b) = sgt(b, a).
func.func @slt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp sgt(%b, %a)
  return %r : i1
}
func.func @slt_to_ult(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
func.func @sle_minus_one_one() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @sle_self(%a: index) -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
// sle(a, b) = !sgt(a, b).
func.func @sle_identity(%a: index, %b: index) -> i1 {
  %n = index.cmp sgt(%a, %b)
  %t = arith.constant true
  %r = arith.xori %n, %t : i1
  return %r : i1
}
func.func @sle_to_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @sgt_minus_one_one() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @sgt_self(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// sgt(a, b) = slt(b, a).
func.func @sgt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%b, %a)
  return %r : i1
}
func.func @sgt_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
func.func @sge_minus_one_one() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @sge_self(%a: index) -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
// sge(a, b) = sle(b, a).
func.func @sge_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp sle(%b, %a)
  return %r : i1
}
func.func @sge_to_sgt(%a: index, %b: index) -> i1 {
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}
func.func @ult_minus_one_one() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @ult_self(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// ult(a, b) = ugt(b, a).
func.func @ult_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%b, %a)
  return %r : i1
}
func.func @ult_to_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @ule_minus_one_one() -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
func.func @ule_self(%a: index) -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
// ule(a, b) = !ugt(a, b).
func.func @ule_identity(%a: index, %b: index) -> i1 {
  %n = index.cmp ugt(%a, %b)
  %t = arith.constant true
  %r = arith.xori %n, %t : i1
  return %r : i1
}
func.func @ule_to_ult(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
func.func @ugt_minus_one_one() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @ugt_self(%a: index) -> i1 {
  %r = index.bool.constant false
  return %r : i1
}
// ugt(a, b) = ult(b, a).
func.func @ugt_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%b, %a)
  return %r : i1
}
func.func @ugt_to_sgt(%a: index, %b: index) -> i1 {
  %r = index.cmp sgt(%a, %b)
  return %r : i1
}
func.func @uge_minus_one_one() -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
func.func @uge_self(%a: index) -> i1 {
  %r = index.bool.constant true
  return %r : i1
}
// uge(a, b) = ule(b, a).
func.func @uge_identity(%a: index, %b: index) -> i1 {
  %r = index.cmp ule(%b, %a)
  return %r : i1
}
func.func @uge_to_ugt(%a: index, %b: index) -> i1 {
  %r = index.cmp ugt(%a, %b)
  return %r : i1
}
func.func @poison_operand(%a: index) -> i1 {
  %r = index.cmp eq(%a, %a)
  return %r : i1
}
