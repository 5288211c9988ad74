// report=<path> writes one JSON object per stage and function; with
// --split-input-file every chunk's lines go to the same file.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --split-input-file --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize,cse)" report=%t.jsonl})' %s -o /dev/null
// RUN: FileCheck %s < %t.jsonl
//
// CHECK: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@first","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// CHECK: {"stage":"func.func(cse)","stage_index":1,"function":"@first","verdict":"valid","detail":"unchanged","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// CHECK: {"stage":"func.func(canonicalize)","stage_index":0,"function":"@second","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// CHECK: {"stage":"func.func(cse)","stage_index":1,"function":"@second","verdict":"valid","detail":"unchanged",

func.func @first(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// -----

func.func @second(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.muli %x, %c1 : i32
  return %r : i32
}
