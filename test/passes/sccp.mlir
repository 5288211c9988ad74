// Upstream MLIR 22 `sccp` on straight-line integer functions, checked
// through the plugin. SCCP computes constant lattice values with the ops'
// folders and replaces each value known to be constant by a constant (the
// folded values must be those of the ops' semantics in ArithOps.td /
// IndexOps.td, e.g. ceildivsi rounds towards +inf, floordivsi towards -inf,
// remsi takes the sign of the dividend, an op with a poison operand is poison).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="sccp" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'sccp': @const_chain is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @const_cmp_select is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @mul_by_zero is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @const_divs is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @const_casts is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @const_minmax_shift is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @index_consts is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @poison_prop is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @identity_folds is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @extended_consts is valid{{$}}

// JSON: {"stage":"sccp","stage_index":0,"function":"@const_chain","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@const_cmp_select","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@mul_by_zero","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@const_divs","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@const_casts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@const_minmax_shift","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@index_consts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@poison_prop","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@identity_folds","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":0,"function":"@extended_consts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// 3 * 4 - 3 = 9 is propagated into x + 9; the dead constant ops stay.
func.func @const_chain(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.muli %c3, %c4 : i32
  %b = arith.subi %a, %c3 : i32
  %r = arith.addi %x, %b : i32
  return %b, %r : i32, i32
}

// The comparison 1 < 2 is the constant true (its select is not folded by SCCP).
func.func @const_cmp_select(%x: i8, %y: i8) -> (i8, i1) {
  %c1 = arith.constant 1 : i8
  %c2 = arith.constant 2 : i8
  %lt = arith.cmpi slt, %c1, %c2 : i8
  %s = arith.select %lt, %x, %y : i8
  return %s, %lt : i8, i1
}

// The folders of muli/andi give 0 for a zero operand even when the other
// operand is unknown.
func.func @mul_by_zero(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : i16
  %m = arith.muli %x, %c0 : i16
  %a = arith.andi %y, %c0 : i16
  return %m, %a : i16, i16
}

// Constant divisions: ceildivsi(-7, 2) = -3, floordivsi(-7, 2) = -4,
// remsi(-7, 2) = -1 (sign of the dividend), divui(0xfffffff9, 2) = 0x7ffffffc.
func.func @const_divs(%x: i32) -> (i32, i32, i32, i32) {
  %cm7 = arith.constant -7 : i32
  %c2 = arith.constant 2 : i32
  %r0 = arith.ceildivsi %cm7, %c2 : i32
  %r1 = arith.floordivsi %cm7, %c2 : i32
  %r2 = arith.remsi %cm7, %c2 : i32
  %r3 = arith.divui %cm7, %c2 : i32
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}

// Casts of the constant -3 : i16.
func.func @const_casts() -> (i64, i8, index, i64) {
  %c = arith.constant -3 : i16
  %r0 = arith.extsi %c : i16 to i64
  %r1 = arith.trunci %c : i16 to i8
  %r2 = arith.index_cast %c : i16 to index
  %r3 = arith.extui %c : i16 to i64
  return %r0, %r1, %r2, %r3 : i64, i8, index, i64
}

// maxui(-1, 5) = 255 / -1, minsi(-1, 5) = -1, shrsi(-1, 2) = -1.
func.func @const_minmax_shift(%x: i8) -> (i8, i8, i8) {
  %cm1 = arith.constant -1 : i8
  %c5 = arith.constant 5 : i8
  %r0 = arith.maxui %cm1, %c5 : i8
  %r1 = arith.minsi %cm1, %c5 : i8
  %c2 = arith.constant 2 : i8
  %r2 = arith.shrsi %cm1, %c2 : i8
  %t = arith.addi %r2, %x : i8
  return %r0, %r1, %t : i8, i8, i8
}

// index dialect: 6 * 4 = 24, 24 >u 6.
func.func @index_consts(%i: index) -> (index, i1, index) {
  %c6 = index.constant 6
  %c4 = index.constant 4
  %m = index.mul %c6, %c4
  %cmp = index.cmp ugt(%m, %c6)
  %r = index.add %i, %m
  return %m, %cmp, %r : index, i1, index
}

// poison + 1 is poison; the comparison with poison is left (and is poison).
func.func @poison_prop(%x: i32) -> (i32, i1) {
  %p = ub.poison : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %p, %c1 : i32
  %b = arith.cmpi eq, %p, %c1 : i32
  return %a, %b : i32, i1
}

// x ^ x folds to 0; x + 0 and y * 1 fold to an existing value, which SCCP
// does not substitute.
func.func @identity_folds(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %y, %c1 : i32
  %c = arith.xori %x, %x : i32
  return %a, %b, %c : i32, i32, i32
}

// mului_extended(100, 3) = (44, 1), addui_extended(200, 100) = (44, true).
func.func @extended_consts() -> (i8, i8, i8, i1) {
  %c100 = arith.constant 100 : i8
  %c3 = arith.constant 3 : i8
  %lo, %hi = arith.mului_extended %c100, %c3 : i8
  %c200 = arith.constant 200 : i8
  %s, %o = arith.addui_extended %c200, %c100 : i8, i1
  return %lo, %hi, %s, %o : i8, i8, i8, i1
}
