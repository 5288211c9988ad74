// How affine expressions treat overflow, shown on the real passes.
// src/semantics/affine.rs: an affine `+` or `*` whose exact result does
// not fit the index width is poison (lower-affine multiplies with
// `overflow<nsw>`, which agrees). canonicalize rewrites affine maps in
// their flattened normal form: `(d0 - d1) * 2` becomes `d0 * 2 - d1 * 2`,
// whose intermediate products overflow on inputs where the original's do
// not. So, under the documented choice, the canonicalize stage is invalid
// (target poison, source defined) and lower-affine is valid.
//
// Under any reading the pipeline `canonicalize, lower-affine` turns a
// defined value into poison: the CLI run below compares lower-affine's
// output for the original with its output after canonicalize, two arith
// programs whose meaning involves no choice about affine maps (its
// counterexample: x = -2^63, y = 2^63 - 1, where the direct lowering gives
// 2 and `x * 2` overflows). At x = y =
// 2^63 - 1 the direct lowering computes (x + y * -1) * 2 = 0 (every
// `nsw` product in range: y * -1 = 1 - 2^63), while after canonicalize
// `arith.muli %x, %c2 overflow<nsw>` overflows (2^64 - 2 > 2^63 - 1) and
// the result is poison. Checked by hand; at index-bitwidth=8 the same
// happens at x = y = 127 (source (127 - 127) * 2 = 0). Which pass is
// at fault depends on the reading of affine overflow: with exact
// intermediates (MLIR's algebra on maps) it is lower-affine's `nsw`; with
// intermediates that must fit (this tool's choice) it is canonicalize.
// @compose_mod is rewritten without harm: wherever the target's product
// overflows, so does the source's sum or result.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize,lower-affine" index-bitwidth=8 remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=W8
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize,lower-affine" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=W64
// RUN: mlir-opt --lower-affine %s -o %t.direct.mlir
// RUN: mlir-opt --canonicalize --lower-affine %s -o %t.canon.mlir
// RUN: %mlir-refine %t.direct.mlir %t.canon.mlir > %t.out 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ARITH < %t.out
// RUN: FileCheck %s --check-prefix=ARITH-DIAG < %t.err

// W8-DAG: stage 'canonicalize' miscompiled @distribute: target result #0 is poison where the source result is 0 (0x00)
// W8-DAG: note: counterexample input %arg0 : index = 127 (0x7f)
// W8-DAG: note: counterexample input %arg1 : index = 127 (0x7f)
// W8-DAG: stage 'canonicalize' miscompiled @compose: target result #0 is poison where the source result is
// W8-DAG: stage 'canonicalize': @compose_mod is valid{{$}}
// W8-DAG: stage 'lower-affine': @distribute is valid{{$}}
// W8-DAG: stage 'lower-affine': @compose is valid{{$}}
// W8-DAG: stage 'lower-affine': @compose_mod is valid{{$}}

// W64-DAG: stage 'canonicalize' miscompiled @distribute: target result #0 is poison where the source result is 0 (0x0000000000000000)
// W64-DAG: note: counterexample input %arg0 : index = 9223372036854775807 (0x7fffffffffffffff)
// W64-DAG: stage 'canonicalize' miscompiled @compose: target result #0 is poison where the source result is
// W64-DAG: stage 'canonicalize': @compose_mod is valid{{$}}
// W64-DAG: stage 'lower-affine': @distribute is valid{{$}}

// ARITH-DAG: @distribute: invalid: target result #0 is poison where the source result is 2 (0x0000000000000002)
// ARITH-DAG: @compose: invalid: target result #0 is poison where the source result is
// ARITH-DAG: @compose_mod: invalid: target result #0 is poison where the source result is
// ARITH: summary: 0 valid, 3 invalid, 0 unsupported, 0 inconclusive
// ARITH-DIAG: note: counterexample input %arg0 : index = 9223372036854775808 / -9223372036854775808 (0x8000000000000000)
// ARITH-DIAG: note: counterexample input %arg1 : index = 9223372036854775807 (0x7fffffffffffffff)
// ARITH-DIAG: note: the target makes poison here: 'arith.muli' on 9223372036854775808 / -9223372036854775808 (0x8000000000000000), 2 (0x0000000000000002)

func.func @distribute(%x: index, %y: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> ((d0 - d1) * 2)>(%x, %y)
  return %r : index
}
func.func @compose(%x: index, %y: index) -> index {
  %a = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%x, %y)
  %r = affine.apply affine_map<(d0) -> (d0 * 3)>(%a)
  return %r : index
}
func.func @compose_mod(%x: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 + 100)>(%x)
  %r = affine.apply affine_map<(d0) -> (d0 * 2 - 200)>(%a)
  return %r : index
}
