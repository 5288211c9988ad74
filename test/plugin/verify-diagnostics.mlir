// The counterexample is an ordinary MLIR diagnostic: an error at the target
// op where the difference shows, with notes for every input and for the
// source and target results, so plain -verify-diagnostics works when the
// notes are expected too.
//
// RUN: %refine-test-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-reintroduce-select-bugs{bugs=4}"})' %s -verify-diagnostics -o /dev/null

// expected-note @below {{counterexample input %arg0 : i1 = true (1)}}
// expected-note @below {{counterexample input %arg1 : i1 = poison}}
// expected-note @below {{counterexample input %arg2 : i8 = 0 (0x00)}}
// expected-note @below {{counterexample input %arg3 : i8 = 0 (0x00)}}
func.func @f(%a: i1, %b: i1, %x: i8, %y: i8) -> i8 {
  %0 = arith.select %b, %x, %y : i8
  // expected-error @below {{verify-translation: stage 'test-reintroduce-select-bugs{bugs=4}' miscompiled @f: target result #0 is poison where the source result is 0 (0x00)}}
  // expected-note @below {{first divergence: 'arith.select' result is poison in the target; the source's 'arith.select' at this location gives 0 (0x00)}}
  %1 = arith.select %a, %x, %0 : i8
  // expected-note @below {{source result #0 = 0 (0x00)}}
  // expected-note @below {{target result #0 = poison}}
  return %1 : i8
}
