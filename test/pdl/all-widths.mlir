// mode=all-widths decides a pattern for every width at once and names the
// method: a pattern without a free width has one instance; the bit-stream
// automata (src/pdl/bitstream/) decide patterns of one symbolic width over
// + - * by 0/1/-1, & | ^ ~, comparisons, selects, shifts and division by
// constants, and the width-dependent constants, and up to three widths
// related by extensions, truncations and comb.concat; the parametric integer
// encoding (src/pdl/allwidths.rs) decides what it can of the rest, and
// says why for what it cannot; mode=both enumerates those.
// The corpus and its mutants are run in this mode too: a pattern that
// enumeration refutes must never be verified here, and each mutant is
// refuted with the smallest failing widths enumeration finds (those of
// test/pdl/corpus/mutants.pdll), confirmed by the bit-vector semantics.
// RUN: mlir-pdll --x=mlir %S/corpus/arith.pdll -o %t.arith.mlir
// RUN: mlir-pdll --x=mlir %S/corpus/comb.pdll -o %t.comb.mlir
// RUN: mlir-pdll --x=mlir %S/corpus/mutants.pdll -o %t.mutants.mlir
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.arith.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ARITH --implicit-check-not=error:
// ARITH: @AddZero verified for all widths (bit-stream automata, {{[0-9]+}} states, {{[0-9]+}} ms)
// ARITH: @AndZero verified for all widths (bit-stream automata,
// ARITH: @XorSelf verified for all widths (bit-stream automata,
// ARITH: @DivSIOne verified for all widths (bit-stream automata,
// ARITH: @ShlZero verified for all widths (bit-stream automata,
// ARITH: @AddIAddConstant verified for all widths (bit-stream automata,
// ARITH: @AddIMulNegativeOneRhs verified for all widths (bit-stream automata,
// ARITH: @MulPowerOfTwoToShl verified for all widths (parametric integer encoding,
// ARITH: @AddSelfToShl verified for all widths (bit-stream automata,
// ARITH: @CmpISwap verified for all widths (bit-stream automata,
// ARITH: @XOrINotCmpI verified for all widths (bit-stream automata,
// ARITH: @CmpIEqSelf verified for all widths (bit-stream automata,
// ARITH: @CmpIExtSI verified for all widths (bit-stream automata,
// ARITH: @SelectNotCond verified for all widths (bit-stream automata,
// ARITH: @AndOfExtSI verified for all widths (bit-stream automata,
// ARITH: @ExtSIOfExtUI verified for all widths (bit-stream automata,
// ARITH: @TruncIExtSIToExtSI verified for all widths (bit-stream automata,
// ARITH: @MulUIExtendedLow verified for all widths (parametric integer encoding,
// ARITH: @AddUIExtendedZero verified for all widths (parametric integer encoding,
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.comb.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMB --implicit-check-not=error:
// COMB: @AndAllOnes verified for all widths (bit-stream automata,
// COMB: @XorXorCancel verified for all widths (bit-stream automata,
// COMB: @SubConstToAdd verified for all widths (bit-stream automata,
// COMB: @ShruAllOnes verified for all widths (bit-stream automata,
// COMB: @MuxNotCond verified for all widths (bit-stream automata,
// COMB: @MuxOneZero verified for all widths (its only width assignment, checked,
// COMB: @ExtractLowOfConcat verified for all widths (bit-stream automata,
// COMB: @DivUOne verified for all widths (bit-stream automata,
// COMB: @DivUZero verified for all widths (parametric integer encoding,
// COMB: @ParityOfConcat verified for all widths (bit-stream automata,
// COMB: @ReplicateOnce verified for all widths (parametric integer encoding,
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths timeout-ms=2000})' %t.mutants.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MUTANTS --implicit-check-not="verified for"
// MUTANTS: @AddSelfToShlAnyWidth is wrong for widths i1: the replacement gives poison where the matched 'arith.addi' gives false (0)
// MUTANTS: @AddIAddConstantKeepsFlags is wrong for widths i2:
// MUTANTS: @SubIRHSAddConstantSwapped is wrong for widths i2:
// MUTANTS: @DivSIMinusOne is wrong for widths i2:
// MUTANTS: @ExtSIOfExtSIToExtUI is wrong for widths i1, i2, i3:
// MUTANTS: @CmpIExtUISlt is wrong for widths i1, i2:
// MUTANTS: @TruncIExtSIToExtUI is wrong for widths i1, i3, i2:
// MUTANTS: @RedundantSelectTrueWrong is wrong for widths i1:
// MUTANTS: @CombShrsAllOnes is wrong for widths i2: the replacement gives 0 (0x0) where the matched 'comb.shrs' gives 3 / -1 (0x3)
// Under both, every pattern is decided: for all widths, or by enumeration.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=both timeout-ms=2000})' %t.arith.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH --implicit-check-not=error: --implicit-check-not=warning:
// BOTH: @AddZero verified for all widths (bit-stream automata
// BOTH: @AndZero verified for all widths (bit-stream automata
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=both timeout-ms=2000})' %t.mutants.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTHMUT --implicit-check-not="verified for"
// BOTHMUT: @ExtSIOfExtSIToExtUI is wrong for widths i1, i2, i3:
// BOTHMUT: @CombExtractHighOfConcat is wrong for widths i1, i2:
