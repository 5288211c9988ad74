// Patterns as an xdsl-smt user writes them, with xdsl-smt's names for the
// native constraints, run unchanged with natives=xdsl-smt. For each native:
// a correct pattern (verified) and a mutated one (caught). The profile's
// meanings are in src/pdl/natives.rs (XDSL_SMT) and the README.
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=8 natives=xdsl-smt})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// Without the profile, the first native stops the pattern:
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=8})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPROFILE
// NOPROFILE: warning: verify-pdl: @GoodIsNotZero is unsupported: native 'is_not_zero' is not in the catalogue; map it onto a catalogue entry with natives=<file>
// mode=all-widths has every one of these natives (an op it lacks
// leaves the pattern inconclusive, naming the op), and verifies no mutant:
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths natives=xdsl-smt timeout-ms=5000})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL --implicit-check-not="@Bad{{.*}} verified" --implicit-check-not="integer encoding: native"
// ALL: @GoodIsZero verified for all widths
// ALL: @BadIsZero is wrong for widths
// ALL: @GoodIsMinusOne verified for all widths (bit-stream automata,
// ALL: @GoodIsNotZero verified for all widths
// ALL: @GoodIsAttrEqual verified for all widths
// ALL: @GoodIsAttrNotEqual verified for all widths
// ALL: @BadIsAttrNotEqual is wrong for widths
// ALL: @GoodIsGreaterIntegerType verified for all widths
// ALL: @GoodWidthDoesNotFit verified for all widths
// ALL: @GoodTruncationMatchShiftAmountValue verified for all widths
// ALL: @BadTruncationMatchShiftAmountValue is wrong for widths
// ALL: @GoodIsArithCmpiPredicate verified for all widths
// ALL: @BadIsArithCmpiPredicate is wrong for widths
// ALL: @BadIsCombIcmpPredicate is wrong for widths

// CHECK: remark: verify-pdl: @GoodIsZero verified for widths 1..8
pdl.pattern @GoodIsZero : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_zero"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
// CHECK: error: verify-pdl: @BadIsZero is wrong for widths
pdl.pattern @BadIsZero : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_zero"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.muli"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

// CHECK: remark: verify-pdl: @GoodIsOne verified for widths 1..8
pdl.pattern @GoodIsOne : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.muli"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
// CHECK: error: verify-pdl: @BadIsOne is wrong for widths
pdl.pattern @BadIsOne : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

// CHECK: remark: verify-pdl: @GoodIsMinusOne verified for widths 1..8
pdl.pattern @GoodIsMinusOne : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_minus_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.andi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
// CHECK: error: verify-pdl: @BadIsMinusOne is wrong for widths
pdl.pattern @BadIsMinusOne : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_minus_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

// cmpi ne (c, 0) is true when c is not zero.
// CHECK: remark: verify-pdl: @GoodIsNotZero verified for widths 1..8
pdl.pattern @GoodIsNotZero : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %c = pdl.attribute : %t
  %z = pdl.attribute : %t
  pdl.apply_native_constraint "is_not_zero"(%c : !pdl.attribute)
  pdl.apply_native_constraint "is_zero"(%z : !pdl.attribute)
  %kc = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kz = pdl.operation "arith.constant" {"value" = %z} -> (%t : !pdl.type)
  %a = pdl.result 0 of %kc
  %b = pdl.result 0 of %kz
  %ne = pdl.attribute = 1 : i64
  %r = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %ne} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %true = pdl.attribute = true
    %k = pdl.operation "arith.constant" {"value" = %true} -> (%i1 : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: error: verify-pdl: @BadIsNotZero is wrong for widths
pdl.pattern @BadIsNotZero : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %c = pdl.attribute : %t
  %z = pdl.attribute : %t
  pdl.apply_native_constraint "is_not_zero"(%c : !pdl.attribute)
  pdl.apply_native_constraint "is_zero"(%z : !pdl.attribute)
  %kc = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kz = pdl.operation "arith.constant" {"value" = %z} -> (%t : !pdl.type)
  %a = pdl.result 0 of %kc
  %b = pdl.result 0 of %kz
  %ne = pdl.attribute = 1 : i64
  %r = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %ne} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %false = pdl.attribute = false
    %k = pdl.operation "arith.constant" {"value" = %false} -> (%i1 : !pdl.type)
    pdl.replace %r with %k
  }
}

// CHECK: remark: verify-pdl: @GoodIsAttrEqual verified for widths 1..8
pdl.pattern @GoodIsAttrEqual : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  pdl.apply_native_constraint "is_attr_equal"(%a, %b : !pdl.attribute, !pdl.attribute)
  %ka = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "arith.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "arith.subi"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %zero = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %zero} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: error: verify-pdl: @BadIsAttrEqual is wrong for widths
pdl.pattern @BadIsAttrEqual : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  pdl.apply_native_constraint "is_attr_equal"(%a, %b : !pdl.attribute, !pdl.attribute)
  %ka = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "arith.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "arith.addi"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %k = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}

// cmpi eq of two different constants is false.
// CHECK: remark: verify-pdl: @GoodIsAttrNotEqual verified for widths 1..8
pdl.pattern @GoodIsAttrNotEqual : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  pdl.apply_native_constraint "is_attr_not_equal"(%a, %b : !pdl.attribute, !pdl.attribute)
  %ka = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "arith.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %eq = pdl.attribute = 0 : i64
  %r = pdl.operation "arith.cmpi"(%va, %vb : !pdl.value, !pdl.value) {"predicate" = %eq} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %false = pdl.attribute = false
    %k = pdl.operation "arith.constant" {"value" = %false} -> (%i1 : !pdl.type)
    pdl.replace %r with %k
  }
}
// The rewrite of @GoodIsAttrEqual under the negated constraint: caught.
// CHECK: error: verify-pdl: @BadIsAttrNotEqual is wrong for widths
pdl.pattern @BadIsAttrNotEqual : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  pdl.apply_native_constraint "is_attr_not_equal"(%a, %b : !pdl.attribute, !pdl.attribute)
  %ka = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "arith.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "arith.subi"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %zero = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %zero} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}

// trunci(extui x) to a type wider than x's is extui x.
// CHECK: remark: verify-pdl: @GoodIsGreaterIntegerType verified for widths 1..8
pdl.pattern @GoodIsGreaterIntegerType : benefit(1) {
  %tx = pdl.type
  %tm = pdl.type
  %t = pdl.type
  pdl.apply_native_constraint "is_greater_integer_type"(%t, %tx : !pdl.type, !pdl.type)
  %x = pdl.operand : %tx
  %e = pdl.operation "arith.extui"(%x : !pdl.value) -> (%tm : !pdl.type)
  %er = pdl.result 0 of %e
  %r = pdl.operation "arith.trunci"(%er : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.extui"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadIsGreaterIntegerType is wrong for widths
pdl.pattern @BadIsGreaterIntegerType : benefit(1) {
  %tx = pdl.type
  %tm = pdl.type
  %t = pdl.type
  pdl.apply_native_constraint "is_greater_integer_type"(%t, %tx : !pdl.type, !pdl.type)
  %x = pdl.operand : %tx
  %e = pdl.operation "arith.extsi"(%x : !pdl.value) -> (%tm : !pdl.type)
  %er = pdl.result 0 of %e
  %r = pdl.operation "arith.trunci"(%er : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.extui"(%x : !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// A shift by the width is poison.
// CHECK: remark: verify-pdl: @GoodIsEqualToWidthOfType verified for widths 1..8
pdl.pattern @GoodIsEqualToWidthOfType : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_equal_to_width_of_type"(%c, %t : !pdl.attribute, !pdl.type)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.shli"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
// CHECK: error: verify-pdl: @BadIsEqualToWidthOfType is wrong for widths
pdl.pattern @BadIsEqualToWidthOfType : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_equal_to_width_of_type"(%c, %t : !pdl.attribute, !pdl.type)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.andi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
// `true : i1` holds no width but 1 (3 does not fit i1; it is not 3 mod 2):
// the constraint confines %t to i1, where x + x is x - x.
// CHECK: remark: verify-pdl: @GoodWidthDoesNotFit verified for widths 1..8
pdl.pattern @GoodWidthDoesNotFit : benefit(1) {
  %t = pdl.type
  %one = pdl.attribute = true
  pdl.apply_native_constraint "is_equal_to_width_of_type"(%one, %t : !pdl.attribute, !pdl.type)
  %x = pdl.operand : %t
  %r = pdl.operation "arith.addi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// shrsi x, (w1 - w2) is the sign extension of x's top w2 bits.
// CHECK: remark: verify-pdl: @GoodTruncationMatchShiftAmount verified for widths 1..8
pdl.pattern @GoodTruncationMatchShiftAmount : benefit(1) {
  %t1 = pdl.type
  %t2 = pdl.type
  %c = pdl.attribute : %t1
  pdl.apply_native_constraint "truncation_match_shift_amount"(%t1, %t2, %c : !pdl.type, !pdl.type, !pdl.attribute)
  %x = pdl.operand : %t1
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t1 : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.shrsi"(%x, %kr : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
  pdl.rewrite %r {
    %s = pdl.operation "arith.shrui"(%x, %kr : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
    %sr = pdl.result 0 of %s
    %tr = pdl.operation "arith.trunci"(%sr : !pdl.value) -> (%t2 : !pdl.type)
    %trr = pdl.result 0 of %tr
    %ex = pdl.operation "arith.extsi"(%trr : !pdl.value) -> (%t1 : !pdl.type)
    pdl.replace %r with %ex
  }
}
// CHECK: error: verify-pdl: @BadTruncationMatchShiftAmount is wrong for widths
pdl.pattern @BadTruncationMatchShiftAmount : benefit(1) {
  %t1 = pdl.type
  %t2 = pdl.type
  %c = pdl.attribute : %t1
  pdl.apply_native_constraint "truncation_match_shift_amount"(%t1, %t2, %c : !pdl.type, !pdl.type, !pdl.attribute)
  %x = pdl.operand : %t1
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t1 : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.shrsi"(%x, %kr : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
  pdl.rewrite %r {
    %s = pdl.operation "arith.shrui"(%x, %kr : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
    %sr = pdl.result 0 of %s
    %tr = pdl.operation "arith.trunci"(%sr : !pdl.value) -> (%t2 : !pdl.type)
    %trr = pdl.result 0 of %tr
    %ex = pdl.operation "arith.extui"(%trr : !pdl.value) -> (%t1 : !pdl.type)
    pdl.replace %r with %ex
  }
}

// The shift amount is the difference of the widths.
// CHECK: remark: verify-pdl: @GoodTruncationMatchShiftAmountValue verified for widths 1..8
pdl.pattern @GoodTruncationMatchShiftAmountValue : benefit(1) {
  %t1 = pdl.type
  %t2 = pdl.type
  %c = pdl.attribute : %t1
  pdl.apply_native_constraint "truncation_match_shift_amount"(%t1, %t2, %c : !pdl.type, !pdl.type, !pdl.attribute)
  %r = pdl.operation "arith.constant" {"value" = %c} -> (%t1 : !pdl.type)
  pdl.rewrite %r {
    %w1 = pdl.apply_native_rewrite "get_width"(%t1, %t1 : !pdl.type, !pdl.type) : !pdl.attribute
    %w2 = pdl.apply_native_rewrite "get_width"(%t2, %t1 : !pdl.type, !pdl.type) : !pdl.attribute
    %k1 = pdl.operation "arith.constant" {"value" = %w1} -> (%t1 : !pdl.type)
    %k2 = pdl.operation "arith.constant" {"value" = %w2} -> (%t1 : !pdl.type)
    %v1 = pdl.result 0 of %k1
    %v2 = pdl.result 0 of %k2
    %d = pdl.operation "arith.subi"(%v1, %v2 : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
    pdl.replace %r with %d
  }
}
// CHECK: error: verify-pdl: @BadTruncationMatchShiftAmountValue is wrong for widths
pdl.pattern @BadTruncationMatchShiftAmountValue : benefit(1) {
  %t1 = pdl.type
  %t2 = pdl.type
  %c = pdl.attribute : %t1
  pdl.apply_native_constraint "truncation_match_shift_amount"(%t1, %t2, %c : !pdl.type, !pdl.type, !pdl.attribute)
  %r = pdl.operation "arith.constant" {"value" = %c} -> (%t1 : !pdl.type)
  pdl.rewrite %r {
    %w1 = pdl.apply_native_rewrite "get_width"(%t1, %t1 : !pdl.type, !pdl.type) : !pdl.attribute
    %w2 = pdl.apply_native_rewrite "get_width"(%t2, %t1 : !pdl.type, !pdl.type) : !pdl.attribute
    %k1 = pdl.operation "arith.constant" {"value" = %w1} -> (%t1 : !pdl.type)
    %k2 = pdl.operation "arith.constant" {"value" = %w2} -> (%t1 : !pdl.type)
    %v1 = pdl.result 0 of %k1
    %v2 = pdl.result 0 of %k2
    %d = pdl.operation "arith.subi"(%v2, %v1 : !pdl.value, !pdl.value) -> (%t1 : !pdl.type)
    pdl.replace %r with %d
  }
}

// comb.icmp with one of arith.cmpi's predicates (0..9, the same numbering)
// is that arith.cmpi.
// CHECK: remark: verify-pdl: @GoodIsArithCmpiPredicate verified for widths 1..8
pdl.pattern @GoodIsArithCmpiPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  pdl.apply_native_constraint "is_arith_cmpi_predicate"(%p : !pdl.attribute)
  %r = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadIsArithCmpiPredicate is wrong for widths
pdl.pattern @BadIsArithCmpiPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  pdl.apply_native_constraint "is_arith_cmpi_predicate"(%p : !pdl.attribute)
  %r = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.cmpi"(%b, %a : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}

// Any comb.icmp predicate (0..13), inverted, with the result negated.
// CHECK: remark: verify-pdl: @GoodIsCombIcmpPredicate verified for widths 1..8
pdl.pattern @GoodIsCombIcmpPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  pdl.apply_native_constraint "is_comb_icmp_predicate"(%p : !pdl.attribute)
  %r = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_comb_icmp_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    %nr = pdl.result 0 of %n
    %true = pdl.attribute = true
    %k = pdl.operation "hw.constant" {"value" = %true} -> (%i1 : !pdl.type)
    %kr = pdl.result 0 of %k
    %x = pdl.operation "comb.xor"(%nr, %kr : !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
    pdl.replace %r with %x
  }
}
// 10..13 (ceq cne weq wne) are not arith.cmpi predicates: the created
// arith.cmpi is invalid for them.
// CHECK: error: verify-pdl: @BadIsCombIcmpPredicate is wrong for widths i1: the rewrite has undefined behaviour (the rewrite creates an invalid op ('arith.cmpi' with a predicate out of range))
pdl.pattern @BadIsCombIcmpPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  pdl.apply_native_constraint "is_comb_icmp_predicate"(%p : !pdl.attribute)
  %r = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %n = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
