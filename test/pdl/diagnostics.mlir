// verify-pdl on a PDL module written by hand: the verdict is a diagnostic on
// the pattern op, the counterexample notes sit on the pdl ops they describe
// (checked with -verify-diagnostics), and report= writes JSON lines.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{widths=1,8,16,32,64 report=%t.jsonl})' %s -verify-diagnostics -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl
// JSON: {"pattern":"@trunc_trunc_keeps_flag","verdict":"invalid","detail":"the replacement gives poison where the matched 'arith.trunci' gives {{.*}}","widths":"1,8,16,32,64","instances":10,{{.*}}"counterexample":{"widths":"i16, i8, i1",
// JSON: {"pattern":"@trunc_trunc","verdict":"verified","detail":"","widths":"1,8,16,32,64","instances":10,

// docs/miscompilations.md, item 3: trunci(trunci x) overflow<nuw> folded into one
// trunci keeping the outer flag. Widths come from the explicit list; the
// first failing assignment in enumeration order is i16 -> i8 -> i1.
// expected-error @+1 {{verify-pdl: @trunc_trunc_keeps_flag is wrong for widths i16, i8, i1: the replacement gives poison where the matched 'arith.trunci' gives}}
pdl.pattern @trunc_trunc_keeps_flag : benefit(1) {
  %t0 = pdl.type
  %t1 = pdl.type
  %t2 = pdl.type
  // expected-note @+1 {{operand %in0 : i16 =}}
  %x = pdl.operand : %t0
  %none = pdl.attribute = #arith.overflow<none>
  %nuw = pdl.attribute = #arith.overflow<nuw>
  // expected-note @+1 {{matched 'arith.trunci' : (i16) -> (i8) gives}}
  %inner = pdl.operation "arith.trunci"(%x : !pdl.value) {"overflowFlags" = %none} -> (%t1 : !pdl.type)
  %ir = pdl.result 0 of %inner
  // expected-note @+1 {{matched root 'arith.trunci' : (i8) -> (i1) gives}}
  %root = pdl.operation "arith.trunci"(%ir : !pdl.value) {"overflowFlags" = %nuw} -> (%t2 : !pdl.type)
  pdl.rewrite %root {
    // expected-note @+1 {{created 'arith.trunci' : (i16) -> (i1) gives poison}}
    %new = pdl.operation "arith.trunci"(%x : !pdl.value) {"overflowFlags" = %nuw} -> (%t2 : !pdl.type)
    // expected-note @+1 {{replacement of result #0 = poison}}
    pdl.replace %root with %new
  }
}

// The fold is right when neither truncation carries a flag.
// expected-remark @+1 {{verify-pdl: @trunc_trunc verified for widths 1,8,16,32,64 (10 instances}}
pdl.pattern @trunc_trunc : benefit(1) {
  %t0 = pdl.type
  %t1 = pdl.type
  %t2 = pdl.type
  %x = pdl.operand : %t0
  %none = pdl.attribute = #arith.overflow<none>
  %inner = pdl.operation "arith.trunci"(%x : !pdl.value) {"overflowFlags" = %none} -> (%t1 : !pdl.type)
  %ir = pdl.result 0 of %inner
  %root = pdl.operation "arith.trunci"(%ir : !pdl.value) {"overflowFlags" = %none} -> (%t2 : !pdl.type)
  pdl.rewrite %root {
    %new = pdl.operation "arith.trunci"(%x : !pdl.value) -> (%t2 : !pdl.type)
    pdl.replace %root with %new
  }
}
