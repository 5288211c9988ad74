// Upstream MLIR 22 `cse` on integer functions, checked through the plugin.
// CSE replaces an op by an earlier op with the same name, operands,
// attributes and result types. All arith/index ops used here are pure
// (Pure or NoMemoryEffect in ArithOps.td / IndexOps.td), so an identical
// second op computes the same value: with the same operands it has the same
// result, the same poison and the same undefined behaviour (divsi, remui).
// Ops that differ only in an overflow flag are not merged (@dup_flags_kept).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'cse': @dup_add is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_chain is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_consts is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_cmp_select is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_flags_kept is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_divs is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_casts is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_poison is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_index is valid{{$}}
// CHECK: remark: verify-translation: stage 'cse': @dup_extended is valid{{$}}

// JSON: {"stage":"cse","stage_index":0,"function":"@dup_add","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_chain","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_consts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_cmp_select","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_flags_kept","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_divs","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_casts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_poison","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_index","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"cse","stage_index":0,"function":"@dup_extended","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// Two identical additions.
func.func @dup_add(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.addi %x, %y : i32
  return %a, %b : i32, i32
}

// A duplicated chain: merging the products makes the differences equal too.
func.func @dup_chain(%x: i16, %y: i16) -> i16 {
  %a = arith.muli %x, %y : i16
  %b = arith.muli %x, %y : i16
  %c = arith.subi %a, %x : i16
  %d = arith.subi %b, %x : i16
  %r = arith.xori %c, %d : i16
  return %r : i16
}

// Duplicate constants, then the additions that use them.
func.func @dup_consts(%x: i8) -> (i8, i8, i8) {
  %c1 = arith.constant 1 : i8
  %c1b = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %b = arith.addi %x, %c1b : i8
  %r = arith.subi %a, %b : i8
  return %a, %b, %r : i8, i8, i8
}

// Duplicate comparison and the selects on it.
func.func @dup_cmp_select(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.cmpi slt, %x, %y : i32
  %c1 = arith.cmpi slt, %x, %y : i32
  %s0 = arith.select %c0, %x, %y : i32
  %s1 = arith.select %c1, %x, %y : i32
  return %s0, %s1 : i32, i32
}

// addi with and without nsw differ in an attribute: only the two nsw ones merge.
func.func @dup_flags_kept(%x: i8, %y: i8) -> (i8, i8, i8) {
  %a = arith.addi %x, %y overflow<nsw> : i8
  %b = arith.addi %x, %y : i8
  %c = arith.addi %x, %y overflow<nsw> : i8
  return %a, %b, %c : i8, i8, i8
}

// Division and remainder (UB on a zero divisor) merge like any pure op.
func.func @dup_divs(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %a = arith.divsi %x, %y : i32
  %b = arith.divsi %x, %y : i32
  %c = arith.remui %x, %y : i32
  %d = arith.remui %x, %y : i32
  return %a, %b, %c, %d : i32, i32, i32, i32
}

// Duplicate casts.
func.func @dup_casts(%x: i8) -> (i64, i64, index, index) {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extsi %x : i8 to i64
  %c = arith.index_cast %x : i8 to index
  %d = arith.index_cast %x : i8 to index
  return %a, %b, %c, %d : i64, i64, index, index
}

// Two ub.poison constants merge; so do the ops using them.
func.func @dup_poison(%x: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %q = ub.poison : i32
  %a = arith.ori %x, %p : i32
  %b = arith.ori %x, %q : i32
  return %a, %b : i32, i32
}

// index dialect ops.
func.func @dup_index(%i: index, %j: index) -> (index, index, i1, i1) {
  %a = index.add %i, %j
  %b = index.add %i, %j
  %c = index.cmp ult(%i, %j)
  %d = index.cmp ult(%i, %j)
  return %a, %b, %c, %d : index, index, i1, i1
}

// Two-result ops: both results of the second op are replaced.
func.func @dup_extended(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %l0, %h0 = arith.mulsi_extended %x, %y : i32
  %l1, %h1 = arith.mulsi_extended %x, %y : i32
  return %l0, %h1, %h0, %l1 : i32, i32, i32, i32
}
