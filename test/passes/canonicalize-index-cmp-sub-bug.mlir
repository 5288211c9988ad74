// KNOWN MLIR 22 MISCOMPILATION (upstream `canonicalize`, index dialect).
//
// The canonicalization of index.cmp rewrites cmp(pred, index.sub(a, b), 0)
// to cmp(pred, a, b) (and cmp(pred, 0, a - b) to cmp(pred, b, a)) for every
// predicate. IndexOps.td: index.sub "computes the difference of the first
// from the second operand" -- a wrapping subtraction with no overflow
// flags -- and index.cmp compares "according to the comparison predicate",
// signed or unsigned. The rewrite is exact only for eq and ne. For the
// unsigned predicates it is wrong for almost all inputs (nothing is
// unsigned-less than 0, so ult(a - b, 0) is false, but ult(0, 1) is true);
// for the signed ones it is wrong when a - b overflows (a = 0, b = INT_MIN).
// The defect is independent of the index width (64 by default here; the
// same counterexamples hold with index-bitwidth=32).
//
// This test expects the errors; when MLIR restricts the pattern these
// functions become valid and the test must be updated. The @ok_* functions
// are controls rewritten correctly by the same pattern.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl
// The same ten functions are miscompiled with a 32-bit index:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" index-bitwidth=32})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=W32
// W32-COUNT-10: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @{{sub|zero}}_
// W32-NOT: error: verify-translation

// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_slt: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_sle: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_sgt: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_sge: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_ult: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_ule: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_ugt: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @sub_uge: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @zero_slt: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: error: verify-translation: stage 'func.func(canonicalize)' miscompiled @zero_uge: target result #0 is
// CHECK: note: counterexample input %arg0
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_sub_eq is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @ok_zero_ne is valid{{$}}

// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_slt","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_sle","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_sgt","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_sge","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_ult","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_ule","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_ugt","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@sub_uge","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@zero_slt","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@zero_uge","verdict":"invalid","detail":"target result #0 is{{.*}}"counterexample":{"inputs":{"%arg0":
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_sub_eq","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@ok_zero_ne","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// Signed predicates: a = 0, b = INT_MIN gives a - b = INT_MIN (wrapped), so
// (a - b) < 0 holds while a < b does not.
func.func @sub_slt(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_slt: target result #0 is}}
  %r = index.cmp slt(%s, %c0)
  return %r : i1
}

func.func @sub_sle(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_sle: target result #0 is}}
  %r = index.cmp sle(%s, %c0)
  return %r : i1
}

func.func @sub_sgt(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_sgt: target result #0 is}}
  %r = index.cmp sgt(%s, %c0)
  return %r : i1
}

func.func @sub_sge(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_sge: target result #0 is}}
  %r = index.cmp sge(%s, %c0)
  return %r : i1
}

// Unsigned predicates: no index value is unsigned-less than 0, so
// ult(a - b, 0) is always false, while ult(a, b) is true for a = 0, b = 1.
func.func @sub_ult(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_ult: target result #0 is}}
  %r = index.cmp ult(%s, %c0)
  return %r : i1
}

func.func @sub_ule(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_ule: target result #0 is}}
  %r = index.cmp ule(%s, %c0)
  return %r : i1
}

func.func @sub_ugt(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_ugt: target result #0 is}}
  %r = index.cmp ugt(%s, %c0)
  return %r : i1
}

func.func @sub_uge(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @sub_uge: target result #0 is}}
  %r = index.cmp uge(%s, %c0)
  return %r : i1
}

// The mirrored form cmp(0, a - b) -> cmp(b, a) has the same defect.
func.func @zero_slt(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @zero_slt: target result #0 is}}
  %r = index.cmp slt(%c0, %s)
  return %r : i1
}

func.func @zero_uge(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  // expected-error @+1 {{stage 'func.func(canonicalize)' miscompiled @zero_uge: target result #0 is}}
  %r = index.cmp uge(%c0, %s)
  return %r : i1
}

// Controls: for eq and ne the rewrite is exact (a - b == 0 iff a == b).
func.func @ok_sub_eq(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %r = index.cmp eq(%s, %c0)
  return %r : i1
}

func.func @ok_zero_ne(%a: index, %b: index) -> i1 {
  %c0 = index.constant 0
  %s = index.sub %a, %b
  %r = index.cmp ne(%c0, %s)
  return %r : i1
}
