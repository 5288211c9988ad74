// KNOWN MLIR 22 MISCOMPILATION (upstream `int-range-optimizations`, as
// installed here), found when vector.print became modelled: the corpus
// entry int-range-opts.mlir @no_miscompile_block_arg_address_reuse, the
// upstream regression test of llvm/llvm-project#137281, is invalid with
// this mlir-opt. The program below is ours, of the same shape.
//
// Two block arguments that get constants from every live predecessor (%x
// and %y of ^join, both edges carrying 7 and 8) are folded, and dead-arg
// elimination removes them between pattern applications; a later block
// argument (%r of ^out: 10 or 20, by %flag) is then replaced by the
// constant 7 of the folded %x, whose storage it reuses. The program prints
// 7 where it prints 10 or 20.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="int-range-optimizations"})' %s -verify-diagnostics=only-expected -o /dev/null
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="int-range-optimizations"})' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK: error: verify-translation: stage 'int-range-optimizations' miscompiled @pick: target prints 7 where the source prints {{10|20}} (1st print)
// CHECK: note: counterexample input %arg0 : i1 =
// CHECK: note: the source's event at this position

func.func private @sink(i32)
func.func @pick(%flag: i1) {
  %no = arith.constant false
  %seven = arith.constant 7 : i32
  %eight = arith.constant 8 : i32
  cf.cond_br %no, ^left, ^right
^left:
  cf.br ^join(%seven, %eight : i32, i32)
^right:
  cf.br ^join(%seven, %eight : i32, i32)
^join(%x: i32, %y: i32):
  func.call @sink(%x) : (i32) -> ()
  cf.br ^test
^test:
  cf.cond_br %flag, ^a, ^b
^a:
  %ten = arith.constant 10 : i32
  cf.br ^out(%ten : i32)
^b:
  %twenty = arith.constant 20 : i32
  cf.br ^out(%twenty : i32)
^out(%r: i32):
  // expected-error @+2 {{stage 'int-range-optimizations' miscompiled @pick: target prints 7 where the source prints}}
  // expected-note @+1 {{the source's event at this position}}
  vector.print %r : i32
  return
}
