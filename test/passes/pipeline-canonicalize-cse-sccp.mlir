// A multi-stage pipeline of upstream MLIR 22 passes,
// `func.func(canonicalize,cse),sccp`, checked through the plugin. The plugin
// runs it as three stages, 'func.func(canonicalize)', 'func.func(cse)' and
// 'sccp', and checks each stage's output against its input. Every function
// is built so that each of the three stages rewrites it: canonicalize
// folds an identity, cse merges two identical ops, and sccp then folds an op
// whose two operands have become the same value (x - x, x ^ x, x == x).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize,cse),sccp" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @sub_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @xor_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cmp_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @div_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @casts_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @minmax_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @poison_and_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @index_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extended_and_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @sub_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @xor_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @cmp_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @div_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @select_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @casts_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @minmax_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @poison_and_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @index_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(cse)': @extended_and_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @sub_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @xor_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @cmp_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @div_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @select_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @casts_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @minmax_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @poison_and_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @index_of_dups is valid{{$}}
// CHECK: remark: verify-translation: stage 'sccp': @extended_and_dups is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@xor_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@cmp_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@div_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@select_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@casts_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@minmax_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@poison_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@index_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@extended_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@sub_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@xor_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@cmp_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@div_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@select_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@casts_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@minmax_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@poison_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@index_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(cse)","stage_index":1,"function":"@extended_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@sub_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@xor_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@cmp_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@div_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@select_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@casts_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@minmax_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@poison_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@index_of_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"sccp","stage_index":2,"function":"@extended_and_dups","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// canonicalize: x + 0 -> x. cse: the two products merge. sccp: p - p -> 0.
func.func @sub_of_dups(%x: i32, %y: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %a0 = arith.addi %x, %c0 : i32
  %p = arith.muli %x, %y : i32
  %q = arith.muli %x, %y : i32
  %d = arith.subi %p, %q : i32
  return %a0, %d, %p : i32, i32, i32
}

// canonicalize: (x + 3) + 5 -> x + 8. cse: the two andi merge.
// sccp: a ^ a -> 0.
func.func @xor_of_dups(%x: i8, %y: i8) -> (i8, i8) {
  %c3 = arith.constant 3 : i8
  %c5 = arith.constant 5 : i8
  %s = arith.addi %x, %c3 : i8
  %t = arith.addi %s, %c5 : i8
  %a = arith.andi %x, %y : i8
  %b = arith.andi %x, %y : i8
  %r = arith.xori %a, %b : i8
  return %t, %r : i8, i8
}

// canonicalize: not(x < y) -> x >= y. cse: the two sums merge.
// sccp: s == s -> true.
func.func @cmp_of_dups(%x: i16, %y: i16) -> (i1, i1) {
  %true = arith.constant true
  %lt = arith.cmpi slt, %x, %y : i16
  %ge = arith.xori %lt, %true : i1
  %s = arith.addi %x, %y : i16
  %t = arith.addi %x, %y : i16
  %e = arith.cmpi eq, %s, %t : i16
  return %ge, %e : i1, i1
}

// canonicalize: x / 1 -> x. cse: the two signed divisions merge (UB on
// y == 0 or x = INT_MIN, y = -1 in both functions alike). sccp: d != d -> false.
func.func @div_of_dups(%x: i32, %y: i32) -> (i32, i1) {
  %c1 = arith.constant 1 : i32
  %u = arith.divui %x, %c1 : i32
  %d0 = arith.divsi %x, %y : i32
  %d1 = arith.divsi %x, %y : i32
  %n = arith.cmpi ne, %d0, %d1 : i32
  return %u, %n : i32, i1
}

// canonicalize: select(c, x, x) -> x. cse: the two selects merge.
// sccp: s <=u s -> true.
func.func @select_of_dups(%c: i1, %x: i64, %y: i64) -> (i64, i1) {
  %same = arith.select %c, %x, %x : i64
  %s0 = arith.select %c, %x, %y : i64
  %s1 = arith.select %c, %x, %y : i64
  %le = arith.cmpi ule, %s0, %s1 : i64
  return %same, %le : i64, i1
}

// canonicalize: extsi(extsi x) -> extsi x. cse: the two extui merge.
// sccp: e - e -> 0.
func.func @casts_of_dups(%x: i8) -> (i64, i32) {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %a : i16 to i64
  %e0 = arith.extui %x : i8 to i32
  %e1 = arith.extui %x : i8 to i32
  %d = arith.subi %e0, %e1 : i32
  return %b, %d : i64, i32
}

// canonicalize: minui(x, 0) -> 0. cse: the two maxsi merge. sccp: m ^ m -> 0.
func.func @minmax_of_dups(%x: i8, %y: i8) -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %z = arith.minui %x, %c0 : i8
  %m0 = arith.maxsi %x, %y : i8
  %m1 = arith.maxsi %x, %y : i8
  %r = arith.xori %m0, %m1 : i8
  return %z, %r : i8, i8
}

// canonicalize: x + poison -> poison. cse: the two remui merge.
// sccp: r - r -> 0.
func.func @poison_and_dups(%x: i32, %y: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %a = arith.addi %x, %p : i32
  %r0 = arith.remui %x, %y : i32
  %r1 = arith.remui %x, %y : i32
  %d = arith.subi %r0, %r1 : i32
  return %a, %d : i32, i32
}

// index: canonicalize folds i + 0; cse merges the two products; sccp folds
// the comparison m == m to true.
func.func @index_of_dups(%i: index, %j: index) -> (index, i1) {
  %c0 = index.constant 0
  %a = index.add %i, %c0
  %m0 = index.mul %i, %j
  %m1 = index.mul %i, %j
  %e = index.cmp eq(%m0, %m1)
  return %a, %e : index, i1
}

// Multiple results through all three stages: canonicalize turns
// mului_extended with an unused high part into muli; cse merges the two
// shifts; sccp folds s >s s to false.
func.func @extended_and_dups(%x: i32, %y: i32) -> (i32, i1, i32) {
  %lo, %hi = arith.mului_extended %x, %y : i32
  %c4 = arith.constant 4 : i32
  %s0 = arith.shrsi %x, %c4 : i32
  %s1 = arith.shrsi %x, %c4 : i32
  %g = arith.cmpi sgt, %s0, %s1 : i32
  return %lo, %g, %s0 : i32, i1, i32
}
