// Malformed or missing options of verify-translation give a clear error
// naming the option, and mlir-opt exits with failure (no crash).
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation)' %s 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: verify-translation: the 'pipeline' option is required, e.g. verify-translation{pipeline="func.func(canonicalize),cse"}
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline=""})' %s 2>&1 | FileCheck %s --check-prefix=MISSING
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(no-such-pass)"})' %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: error: verify-translation: invalid pipeline 'func.func(no-such-pass)': {{.*}}'no-such-pass' does not refer to a registered pass or pass pipeline
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize"})' %s 2>&1 | FileCheck %s --check-prefix=UNBALANCED
// UNBALANCED: error: unbalanced brackets or quotes in pipeline 'func.func(canonicalize'
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" timeout-ms=abc})' %s 2>&1 | FileCheck %s --check-prefix=NUMBER
// NUMBER: for the --timeout-ms option: 'abc' value invalid for uint argument!
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" index-bitwidth=0})' %s 2>&1 | FileCheck %s --check-prefix=WIDTH
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" index-bitwidth=1000})' %s 2>&1 | FileCheck %s --check-prefix=WIDTH
// WIDTH: error: verify-translation: index-bitwidth={{[0-9]+}} is out of range; use a width from 1 to 128
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" max-vscale=0})' %s 2>&1 | FileCheck %s --check-prefix=VSCALE
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" max-vscale=17})' %s 2>&1 | FileCheck %s --check-prefix=VSCALE
// VSCALE: error: verify-translation: max-vscale={{[0-9]+}} is out of range; use 1 to 16
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" no-such-option=1})' %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: no-such-option
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" report=/nonexistent-dir/r.jsonl})' %s 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: error: verify-translation: cannot write the report file '/nonexistent-dir/r.jsonl': {{.*}}; give a writable path
//
// The bug selector of the test pass is checked too.
// RUN: not %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{bugs=7}"})' %s 2>&1 | FileCheck %s --check-prefix=BUGS
// BUGS: test-reintroduce-select-bugs: bug 7 does not exist; use 1 to 5

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
