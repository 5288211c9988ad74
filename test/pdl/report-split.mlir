// With --split-input-file, every chunk's patterns go to one report.
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=8 report=%t.jsonl})' --split-input-file %s -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.jsonl
// CHECK: {"pattern":"@first","verdict":"verified",{{.*}}"instances":8,
// CHECK-NEXT: {"pattern":"@second","verdict":"invalid",{{.*}}"counterexample":{"widths":"i1","values":{"%in0 : i1":

pdl.pattern @first : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.andi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

// -----

pdl.pattern @second : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.xori"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
