// An op of an unregistered dialect (parsed with --allow-unregistered-dialect)
// has unknown semantics; MLIR assumes it may have any side effect, so passes
// may not remove, duplicate or reorder it. Without regions or successors it is
// modelled as an external call to a callee named by the op and its attributes:
// the target must run the same ops in the same order with refined operands,
// and matching ops give the same results. With a region it is not modelled
// (unsupported). Attributes named `__...` are analysis annotations, not part
// of the callee (the encoder's choice: one-shot-bufferize's
// test-analysis-only writes `__inplace_operands_attr__` on the ops it
// analyses).
//
// RUN: split-file %s %t
// RUN: %mlir-refine --allow-unregistered-dialect %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @same_ops: valid{{$}}
// CHECK-DAG: @results_shared: valid{{$}}
// CHECK-DAG: @operand_rewritten: valid{{$}}
// CHECK-DAG: @arith_moved_across_op: valid{{$}}
// CHECK-DAG: @op_dropped: invalid: the target does not make the source's call #0 to 'foo.effect'
// CHECK-DAG: @op_added: invalid: the target's call #0 to 'foo.effect' is not the source's call #0
// CHECK-DAG: @ops_reordered: invalid: the target's call #0 to 'foo.b' is not the source's call #0
// CHECK-DAG: @attribute_changed: invalid: the target's call #0 to 'foo.effect' {kind = 2 : i64} is not the source's call #0
// CHECK-DAG: @operand_changed: invalid: the target's call #0 to 'foo.get' is not the source's call #0
// CHECK-DAG: @ops_merged: invalid: the {{target does not make the source's call #1 to 'foo.get'|source stops \(a call that does not return\) where the target does not}}
// CHECK-DAG: @result_wrong: invalid: target result #0 is
// CHECK-DAG: @ub_hoisted_above_op: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @annotation_added: valid{{$}}
// CHECK-DAG: @op_with_region: unsupported: {{.*}}'foo.region' is not modelled
// CHECK: summary: 5 valid, 8 invalid, 1 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @op_dropped: the target does not make the source's call #0 to 'foo.effect'
// DIAG: note: the source makes this call

//--- src.mlir
func.func @annotation_added(%x: i8) -> i8 {
  %r = "foo.get"(%x) {kind = 1 : i64} : (i8) -> i8
  return %r : i8
}
func.func @same_ops(%x: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  %r = "foo.get"(%x) : (i8) -> i8
  %c0 = arith.constant 0 : i8
  %s = arith.addi %r, %c0 : i8
  return %s : i8
}
func.func @results_shared(%x: i8, %y: i8) -> i8 {
  %a, %b = "foo.pair"(%x, %y) : (i8, i8) -> (i8, i8)
  %s = arith.subi %a, %b : i8
  return %s : i8
}
func.func @operand_rewritten(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %m = arith.muli %x, %c1 : i8
  "foo.effect"(%m) : (i8) -> ()
  return %x : i8
}
func.func @arith_moved_across_op(%x: i8, %y: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  %a = arith.addi %x, %y : i8
  return %a : i8
}
// Mutations that must be caught.
func.func @op_dropped(%x: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  return %x : i8
}
func.func @op_added(%x: i8) -> i8 {
  return %x : i8
}
func.func @ops_reordered(%x: i8) -> i8 {
  "foo.a"(%x) : (i8) -> ()
  "foo.b"(%x) : (i8) -> ()
  return %x : i8
}
// Attributes name the callee: another attribute, another callee.
func.func @attribute_changed(%x: i8) -> i8 {
  "foo.effect"(%x) {kind = 1} : (i8) -> ()
  return %x : i8
}
func.func @operand_changed(%x: i8, %y: i8) -> i8 {
  %r = "foo.get"(%x) : (i8) -> i8
  return %r : i8
}
// Two ops with the same operands are not CSE-able.
func.func @ops_merged(%x: i8) -> i8 {
  %a = "foo.get"(%x) : (i8) -> i8
  %b = "foo.get"(%x) : (i8) -> i8
  %s = arith.addi %a, %b : i8
  return %s : i8
}
func.func @result_wrong(%x: i8) -> i8 {
  %r = "foo.get"(%x) : (i8) -> i8
  return %r : i8
}
// The op may not return.
func.func @ub_hoisted_above_op(%x: i8, %y: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  %q = arith.divsi %x, %y : i8
  return %q : i8
}
func.func @op_with_region(%x: i8) -> i8 {
  return %x : i8
}

//--- tgt.mlir
func.func @annotation_added(%x: i8) -> i8 {
  %r = "foo.get"(%x) {kind = 1 : i64, __inplace_operands_attr__ = ["false"]} : (i8) -> i8
  return %r : i8
}
func.func @same_ops(%x: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  %r = "foo.get"(%x) : (i8) -> i8
  return %r : i8
}
func.func @results_shared(%x: i8, %y: i8) -> i8 {
  %a, %b = "foo.pair"(%x, %y) : (i8, i8) -> (i8, i8)
  %m = arith.constant -1 : i8
  %nb = arith.muli %b, %m : i8
  %s = arith.addi %a, %nb : i8
  return %s : i8
}
func.func @operand_rewritten(%x: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  return %x : i8
}
func.func @arith_moved_across_op(%x: i8, %y: i8) -> i8 {
  %a = arith.addi %x, %y : i8
  "foo.effect"(%x) : (i8) -> ()
  return %a : i8
}
func.func @op_dropped(%x: i8) -> i8 {
  return %x : i8
}
func.func @op_added(%x: i8) -> i8 {
  "foo.effect"(%x) : (i8) -> ()
  return %x : i8
}
func.func @ops_reordered(%x: i8) -> i8 {
  "foo.b"(%x) : (i8) -> ()
  "foo.a"(%x) : (i8) -> ()
  return %x : i8
}
func.func @attribute_changed(%x: i8) -> i8 {
  "foo.effect"(%x) {kind = 2} : (i8) -> ()
  return %x : i8
}
func.func @operand_changed(%x: i8, %y: i8) -> i8 {
  %r = "foo.get"(%y) : (i8) -> i8
  return %r : i8
}
func.func @ops_merged(%x: i8) -> i8 {
  %a = "foo.get"(%x) : (i8) -> i8
  %s = arith.addi %a, %a : i8
  return %s : i8
}
func.func @result_wrong(%x: i8) -> i8 {
  %r = "foo.get"(%x) : (i8) -> i8
  %c1 = arith.constant 1 : i8
  %s = arith.xori %r, %c1 : i8
  return %s : i8
}
func.func @ub_hoisted_above_op(%x: i8, %y: i8) -> i8 {
  %q = arith.divsi %x, %y : i8
  "foo.effect"(%x) : (i8) -> ()
  return %q : i8
}
func.func @op_with_region(%x: i8) -> i8 {
  %r = "foo.region"(%x) ({
    "foo.end"() : () -> ()
  }) : (i8) -> i8
  return %r : i8
}
