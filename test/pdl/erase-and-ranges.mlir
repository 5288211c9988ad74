// pdl.erase, pdl.operands / pdl.types ranges, pdl.results, multi-result
// ops, and replacing a non-root matched op.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{max-width=16})' %s -verify-diagnostics=only-expected -o /dev/null

// Erasing an op only removes its behaviour (its UB): always a refinement.
// expected-remark @+1 {{verify-pdl: @erase_division verified for widths 1..16 (16 instances}}
pdl.pattern @erase_division : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %r = pdl.operation "arith.divsi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.erase %r
  }
}

// Ranges of operands and types, sized by the op's arity; the replacement
// is the same op without flags (the matched one may have nsw/nuw).
// expected-remark @+1 {{verify-pdl: @ranges_same_op verified for widths 1..16 (16 instances}}
pdl.pattern @ranges_same_op : benefit(1) {
  %ots = pdl.types
  %xs = pdl.operands : %ots
  %rts = pdl.types
  %r = pdl.operation "arith.muli"(%xs : !pdl.range<value>) -> (%rts : !pdl.range<type>)
  pdl.rewrite %r {
    %m = pdl.operation "arith.muli"(%xs : !pdl.range<value>) -> (%rts : !pdl.range<type>)
    %a = pdl.results of %m
    pdl.replace %r with (%a : !pdl.range<value>)
  }
}

// A multi-result op replaced value by value; the carry is wrong.
// expected-error @+1 {{verify-pdl: @addui_extended_bad_carry is wrong for widths i1: the replacement gives false (0) where the matched 'arith.addui_extended' gives true (1)}}
pdl.pattern @addui_extended_bad_carry : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %r = pdl.operation "arith.addui_extended"(%x, %y : !pdl.value, !pdl.value) -> (%t, %i1 : !pdl.type, !pdl.type)
  pdl.rewrite %r {
    %sum = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %s = pdl.result 0 of %sum
    %f = pdl.attribute = false
    %c = pdl.operation "arith.constant" {"value" = %f} -> (%i1 : !pdl.type)
    %cv = pdl.result 0 of %c
    pdl.replace %r with (%s, %cv : !pdl.value, !pdl.value)
  }
}

// A rewrite that creates an op with UB the source did not have.
// expected-error @+1 {{verify-pdl: @introduces_division_by_zero is wrong for widths i1: the rewrite has undefined behaviour (division by zero (or by poison)) where the matched ops have none}}
pdl.pattern @introduces_division_by_zero : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %rv = pdl.result 0 of %r
  pdl.rewrite %r {
    %d = pdl.operation "arith.divui"(%rv, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %m = pdl.operation "arith.muli"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %mv = pdl.result 0 of %m
    pdl.replace %r with (%mv : !pdl.value)
  }
}
