// The five arith.select canonicalizations that were real MLIR
// miscompilations, reapplied by test-reintroduce-select-bugs, are each caught
// through the pipeline form; their poison-safe variants (fixed=true) validate.
// `arith.select` blocks poison from the operand it does not select, but
// `andi`/`ori` do not (ArithOps.td, SelectOp).
//
// RUN: %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize),test-reintroduce-select-bugs"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{fixed=true}" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIXED
// Each bug alone, through the `bugs` option, is caught on its own function:
// RUN: not %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{bugs=3}"})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY3
// The pass lives in the test plugin (libmlir_refine_test_passes.so): the
// production plugin alone does not register it.
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs"})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROD
// PROD: error: verify-translation: invalid pipeline 'test-reintroduce-select-bugs': {{.*}}'test-reintroduce-select-bugs' does not refer to a registered pass or pass pipeline

// FIXED-DAG: remark: verify-translation: stage {{.*}}: @bug1 is valid (unchanged)
// FIXED-DAG: remark: verify-translation: stage 'test-reintroduce-select-bugs{fixed=true}': @bug1_consts is valid{{$}}
// FIXED-DAG: remark: verify-translation: stage 'test-reintroduce-select-bugs{fixed=true}': @bug2 is valid{{$}}
// FIXED-DAG: remark: verify-translation: stage 'test-reintroduce-select-bugs{fixed=true}': @bug3 is valid{{$}}
// FIXED-DAG: remark: verify-translation: stage 'test-reintroduce-select-bugs{fixed=true}': @bug4 is valid{{$}}
// FIXED-DAG: remark: verify-translation: stage 'test-reintroduce-select-bugs{fixed=true}': @bug5 is valid{{$}}
// FIXED-NOT: error: verify-translation
// FIXED-NOT: warning: verify-translation

// ONLY3: error: verify-translation: stage 'test-reintroduce-select-bugs{bugs=3}' miscompiled @bug3: target result #0 is poison
// ONLY3-NOT: error: verify-translation{{.*}}miscompiled @bug{{[1245]}}

// 1. select(p, x, y) -> or(and(p, x), and(xor(p, 1), y)) for i1 x, y:
//    with p = true and y = poison the source gives x, the target poison.
func.func @bug1(%p: i1, %x: i1, %y: i1) -> i1 {
  // expected-error @+1 {{stage 'test-reintroduce-select-bugs' miscompiled @bug1: target result #0 is poison where the source result is}}
  %r = arith.select %p, %x, %y : i1
  return %r : i1
}

// The fixed pass rewrites only the constant forms.
func.func @bug1_consts(%p: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %p, %t, %f : i1
  return %r : i1
}

// 2. select(a, select(b, x, y), y) -> select(and(a, b), x, y):
//    with a = false and b = poison the source gives y, the target poison.
func.func @bug2(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.select %b, %x, %y : i32
  // expected-error @+1 {{miscompiled @bug2: target result #0 is poison}}
  %1 = arith.select %a, %0, %y : i32
  return %1 : i32
}

// 3. select(a, select(b, y, x), y) -> select(and(a, not(b)), x, y)
func.func @bug3(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.select %b, %y, %x : i32
  // expected-error @+1 {{miscompiled @bug3: target result #0 is poison}}
  %1 = arith.select %a, %0, %y : i32
  return %1 : i32
}

// 4. select(a, x, select(b, x, y)) -> select(or(a, b), x, y):
//    with a = true and b = poison the source gives x, the target poison.
func.func @bug4(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.select %b, %x, %y : i32
  // expected-error @+1 {{miscompiled @bug4: target result #0 is poison}}
  %1 = arith.select %a, %x, %0 : i32
  return %1 : i32
}

// 5. select(a, x, select(b, y, x)) -> select(or(a, not(b)), x, y)
func.func @bug5(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = arith.select %b, %y, %x : i32
  // expected-error @+1 {{miscompiled @bug5: target result #0 is poison}}
  %1 = arith.select %a, %x, %0 : i32
  return %1 : i32
}
