// Upstream MLIR 22 `canonicalize` (arith/index folders and canonicalization
// patterns) on integer functions, checked through the plugin: every function
// below is rewritten by the pass (none is reported "unchanged") and every
// rewrite must be a refinement (ArithOps.td / IndexOps.td semantics: addi,
// subi, muli wrap modulo 2^n; trunci keeps the low bits; extsi/extui
// replicate the sign bit / zero; select yields the chosen operand; an op with
// a poison operand is poison).
//
// Known miscompilations of this pass are in canonicalize-*-bug.mlir.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @reassociate_constants is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @mul_patterns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @reassociate_with_flags is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cmp_patterns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cmp_ext_and_const is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_patterns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_more is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ext_trunc_chains is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @trunc_patterns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @bitwise is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @sub_patterns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @div_rem is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @minmax is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extended is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @poison_fold is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @index_casts is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @index_ops is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @index_cmp_div is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@reassociate_constants","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@mul_patterns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@reassociate_with_flags","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@cmp_patterns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@cmp_ext_and_const","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@select_patterns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@select_more","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ext_trunc_chains","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@trunc_patterns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@bitwise","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_patterns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@div_rem","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@minmax","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@extended","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@poison_fold","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@index_casts","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@index_ops","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@index_cmp_div","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// Constant reassociation without overflow flags:
// (x + 3) + 5 -> x + 8, (y - 3) - 5 -> y - 8, (7 - x) + 2 -> 9 - x.
func.func @reassociate_constants(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c3 : i32
  %b = arith.addi %a, %c5 : i32
  %s = arith.subi %y, %c3 : i32
  %t = arith.subi %s, %c5 : i32
  %u = arith.subi %c7, %x : i32
  %v = arith.addi %u, %c2 : i32
  return %b, %t, %v : i32, i32, i32
}

// x + y * -1 -> x - y, (x * 3) * 5 -> x * 15, y * 1 -> y, x * 0 -> 0.
func.func @mul_patterns(%x: i16, %y: i16) -> (i16, i16, i16, i16) {
  %m1 = arith.constant -1 : i16
  %c3 = arith.constant 3 : i16
  %c5 = arith.constant 5 : i16
  %c1 = arith.constant 1 : i16
  %c0 = arith.constant 0 : i16
  %n = arith.muli %y, %m1 : i16
  %r0 = arith.addi %x, %n : i16
  %p = arith.muli %x, %c3 : i16
  %r1 = arith.muli %p, %c5 : i16
  %r2 = arith.muli %y, %c1 : i16
  %r3 = arith.muli %x, %c0 : i16
  return %r0, %r1, %r2, %r3 : i16, i16, i16, i16
}

// Overflow flags that the reassociation may keep: nuw with constants whose
// sum does not wrap, nsw on a multiplication chain.
func.func @reassociate_with_flags(%x: i8, %y: i8) -> (i8, i8, i8) {
  %c100 = arith.constant 100 : i8
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %a = arith.addi %x, %c100 overflow<nuw> : i8
  %r0 = arith.addi %a, %c100 overflow<nuw> : i8
  %m = arith.muli %y, %c3 overflow<nsw> : i8
  %r1 = arith.muli %m, %c5 overflow<nsw> : i8
  %b = arith.addi %x, %c3 overflow<nsw> : i8
  %r2 = arith.addi %b, %c5 overflow<nsw> : i8
  return %r0, %r1, %r2 : i8, i8, i8
}

// xori(cmpi slt, true) -> cmpi sge; cmpi eq x, x -> true; cmpi ult y, y -> false.
func.func @cmp_patterns(%x: i8, %y: i8) -> (i1, i1, i1) {
  %true = arith.constant true
  %c = arith.cmpi slt, %x, %y : i8
  %nc = arith.xori %c, %true : i1
  %e = arith.cmpi eq, %x, %x : i8
  %u = arith.cmpi ult, %y, %y : i8
  return %nc, %e, %u : i1, i1, i1
}

// Comparisons of extended values become comparisons of the narrow values
// only where that is exact (eq of two extui); a constant on the left moves
// to the right (5 < a -> a > 5).
func.func @cmp_ext_and_const(%a: i8, %b: i8) -> (i1, i1) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %r0 = arith.cmpi eq, %ua, %ub : i32
  %c5 = arith.constant 5 : i8
  %r1 = arith.cmpi slt, %c5, %a : i8
  return %r0, %r1 : i1, i1
}

// select(c, a, a) -> a, select(c, true, false) -> c,
// select(c, false, true) -> not c, select(not c, a, b) -> select(c, b, a).
func.func @select_patterns(%c: i1, %a: i32, %b: i32) -> (i32, i1, i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r0 = arith.select %c, %a, %a : i32
  %r1 = arith.select %c, %true, %false : i1
  %r2 = arith.select %c, %false, %true : i1
  %nc = arith.xori %c, %true : i1
  %r3 = arith.select %nc, %a, %b : i32
  return %r0, %r1, %r2, %r3 : i32, i1, i1, i32
}

// select(c, 1, 0) -> extui c; nested selects on the same condition;
// select(a == b, a, b) -> b and select(a != b, a, b) -> a.
func.func @select_more(%c: i1, %x: i8, %y: i8, %z: i8) -> (i32, i8, i8, i8, i8) {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r0 = arith.select %c, %one, %zero : i32
  %s = arith.select %c, %x, %y : i8
  %r1 = arith.select %c, %s, %z : i8
  %e = arith.cmpi eq, %x, %y : i8
  %r2 = arith.select %e, %x, %y : i8
  %n = arith.cmpi ne, %x, %y : i8
  %r3 = arith.select %n, %x, %y : i8
  %t = arith.select %c, %x, %y : i8
  %r4 = arith.select %c, %z, %t : i8
  return %r0, %r1, %r2, %r3, %r4 : i32, i8, i8, i8, i8
}

// extsi(extsi) -> extsi, extui(extui) -> extui, extsi(extui) -> extui,
// trunci(extsi) to the source width -> x, trunci(extui) to a narrower width.
func.func @ext_trunc_chains(%x: i8, %y: i16) -> (i64, i64, i32, i8, i8) {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %c = arith.extui %x : i8 to i32
  %d = arith.extui %c : i32 to i64
  %u = arith.extui %x : i8 to i16
  %v = arith.extsi %u : i16 to i32
  %e = arith.extsi %x : i8 to i32
  %f = arith.trunci %e : i32 to i8
  %g = arith.extui %y : i16 to i32
  %h = arith.trunci %g : i32 to i8
  return %b, %d, %v, %f, %h : i64, i64, i32, i8, i8
}

// trunci(extsi/extui) with flags that the extension guarantees, and
// trunci(shrsi x, c) -> trunci(shrui x, c) when the sign bits are dropped.
func.func @trunc_patterns(%x: i8, %w: i32) -> (i4, i4, i16, i8) {
  %e = arith.extsi %x : i8 to i32
  %r0 = arith.trunci %e overflow<nsw> : i32 to i4
  %u = arith.extui %x : i8 to i32
  %r1 = arith.trunci %u overflow<nuw> : i32 to i4
  %c16 = arith.constant 16 : i32
  %s = arith.shrsi %w, %c16 : i32
  %r2 = arith.trunci %s : i32 to i16
  %c24 = arith.constant 24 : i32
  %s2 = arith.shrsi %w, %c24 : i32
  %r3 = arith.trunci %s2 : i32 to i8
  return %r0, %r1, %r2, %r3 : i4, i4, i16, i8
}

// x & x, x | 0, x ^ x, x & ~x, (x ^ y) ^ y.
func.func @bitwise(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %r0 = arith.andi %x, %x : i32
  %r1 = arith.ori %x, %c0 : i32
  %r2 = arith.xori %x, %x : i32
  %nx = arith.xori %x, %m1 : i32
  %r3 = arith.andi %x, %nx : i32
  %t = arith.xori %x, %y : i32
  %r4 = arith.xori %t, %y : i32
  return %r0, %r1, %r2, %r3, %r4 : i32, i32, i32, i32, i32
}

// (a + b) - b -> a, (a - b) + b -> a, a - a -> 0.
func.func @sub_patterns(%a: i32, %b: i32) -> (i32, i32, i32) {
  %s = arith.addi %a, %b : i32
  %r0 = arith.subi %s, %b : i32
  %d = arith.subi %a, %b : i32
  %r1 = arith.addi %d, %b : i32
  %r2 = arith.subi %a, %a : i32
  return %r0, %r1, %r2 : i32, i32, i32
}

// x / 1, y % 1, constant ceildivsi/floordivsi (-7 / 2 -> -3 and -4),
// and the not-exact constant division 6 / 4 `exact` (poison) folded to 1.
func.func @div_rem(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %cm7 = arith.constant -7 : i32
  %r0 = arith.divui %x, %c1 : i32
  %r1 = arith.remsi %y, %c1 : i32
  %r2 = arith.ceildivsi %cm7, %c2 : i32
  %r3 = arith.floordivsi %cm7, %c2 : i32
  %r4 = arith.divsi %x, %c1 exact : i32
  %r5 = arith.divsi %c6, %c4 exact : i32
  return %r0, %r1, %r2, %r3, %r4, %r5 : i32, i32, i32, i32, i32, i32
}

// maxsi(x, x) -> x, maxsi(y, 127) -> 127, minui(x, 0) -> 0, maxui(y, 0) -> y.
func.func @minmax(%x: i8, %y: i8) -> (i8, i8, i8, i8) {
  %max = arith.constant 127 : i8
  %c0 = arith.constant 0 : i8
  %r0 = arith.maxsi %x, %x : i8
  %r1 = arith.maxsi %y, %max : i8
  %r2 = arith.minui %x, %c0 : i8
  %r3 = arith.maxui %y, %c0 : i8
  return %r0, %r1, %r2, %r3 : i8, i8, i8, i8
}

// Extended arithmetic whose high part is unused becomes plain arithmetic;
// mulsi_extended(x, 1) has the high part (x < 0 ? -1 : 0).
func.func @extended(%x: i32, %y: i32, %z: i8) -> (i32, i32, i32, i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i32
  %slo, %shi = arith.mulsi_extended %x, %y : i32
  %sum, %ov = arith.addui_extended %x, %y : i32, i1
  %c1 = arith.constant 1 : i8
  %l1, %h1 = arith.mulsi_extended %z, %c1 : i8
  return %lo, %slo, %sum, %l1, %h1 : i32, i32, i32, i8, i8
}

// Poison operands fold to poison.
func.func @poison_fold(%x: i32, %y: i16) -> (i32, i32, i16) {
  %p = ub.poison : i32
  %q = ub.poison : i16
  %r0 = arith.addi %x, %p : i32
  %r1 = arith.muli %p, %x : i32
  %r2 = arith.xori %y, %q : i16
  return %r0, %r1, %r2 : i32, i32, i16
}

// index_cast round trips fold away.
func.func @index_casts(%x: i32, %i: index) -> (i32, i32, index, i64) {
  %a = arith.index_cast %x : i32 to index
  %b = arith.index_cast %a : index to i32
  %c = arith.index_castui %x : i32 to index
  %d = arith.index_castui %c : index to i32
  %e = arith.index_cast %i : index to i64
  %f = arith.index_cast %e : i64 to index
  %g = arith.extui %x : i32 to i64
  %h = arith.index_castui %g : i64 to index
  %k = arith.index_cast %h : index to i64
  return %b, %d, %f, %k : i32, i32, index, i64
}

// index dialect folders and the constant reassociation of index.add/mul/maxs
// and the bitwise ops.
func.func @index_ops(%x: index, %y: index) -> (index, index, i1, index, index, index, index, index) {
  %c0 = index.constant 0
  %c3 = index.constant 3
  %c4 = index.constant 4
  %c5 = index.constant 5
  %c6 = index.constant 6
  %r0 = index.add %x, %c0
  %s = index.add %c4, %c6
  %r1 = index.mul %s, %c0
  %r2 = index.cmp eq(%y, %y)
  %r3 = index.maxs %c4, %c6
  %a = index.add %x, %c3
  %r4 = index.add %a, %c5
  %m = index.mul %y, %c3
  %r5 = index.mul %m, %c5
  %n = index.and %x, %c3
  %r6 = index.and %n, %c5
  %o = index.xor %y, %c3
  %r7 = index.xor %o, %c5
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7 : index, index, i1, index, index, index, index, index
}

// index.cmp eq/ne(a - b, 0) -> index.cmp eq/ne(a, b): exact for equality
// (the other predicates are a miscompilation, see
// canonicalize-index-cmp-sub-bug.mlir); constant index division folds.
func.func @index_cmp_div(%a: index, %b: index) -> (i1, i1, index, index) {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %r0 = index.cmp eq(%s, %c0)
  %r1 = index.cmp ne(%c0, %s)
  %cm7 = index.constant -7
  %c2 = index.constant 2
  %r2 = index.ceildivs %cm7, %c2
  %r3 = index.floordivs %cm7, %c2
  return %r0, %r1, %r2, %r3 : i1, i1, index, index
}
