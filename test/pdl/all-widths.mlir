// mode=all-widths proves what its parametric encoding can decide for every
// width at once, and says why for the rest; mode=both enumerates those.
// The corpus and its mutants are run in this mode too: a pattern that
// enumeration refutes must never be verified here (the second encoding is
// checked against the shared semantics this way).
// RUN: mlir-pdll --x=mlir %S/corpus/arith.pdll -o %t.arith.mlir
// RUN: mlir-pdll --x=mlir %S/corpus/comb.pdll -o %t.comb.mlir
// RUN: mlir-pdll --x=mlir %S/corpus/mutants.pdll -o %t.mutants.mlir
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.arith.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARITH --implicit-check-not=error:
// ARITH: @AddZero verified for all widths (parametric encoding
// ARITH: @AndZero is inconclusive: all-widths could not decide it: 'arith.andi' has no all-widths encoding; mode=both enumerates then
// ARITH: @AddIAddConstant verified for all widths
// ARITH: @CmpIExtSI verified for all widths
// ARITH: @ExtSIOfExtUI verified for all widths
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.comb.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMB --implicit-check-not=error:
// COMB: @SubConstToAdd verified for all widths
// COMB: @MuxOneZero verified for all widths
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.mutants.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUTANTS --implicit-check-not="verified for"
// MUTANTS: @AddIAddConstantKeepsFlags is wrong for widths
// MUTANTS: @ExtSIOfExtSIToExtUI is wrong for widths
// Under both, every pattern is decided: for all widths, or by enumeration.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=both timeout-ms=2000})' %t.arith.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH --implicit-check-not=error: --implicit-check-not=warning:
// BOTH: @AddZero verified for all widths
// BOTH: @AndZero verified for widths 1..64 (64 instances, {{[0-9]+}} ms) (all-widths could not decide it: 'arith.andi' has no all-widths encoding; enumerated)
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=both timeout-ms=2000})' %t.mutants.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTHMUT --implicit-check-not="verified for"
// BOTHMUT: @ExtSIOfExtSIToExtUI is wrong for widths i1, i2, i3:
