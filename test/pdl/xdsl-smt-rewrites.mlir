// Patterns as an xdsl-smt user writes them, with xdsl-smt's names for the
// native rewrites, run unchanged with natives=xdsl-smt. For each native: a
// correct pattern (verified) and a mutated one (caught). The profile's
// meanings are in src/pdl/natives.rs (XDSL_SMT) and the README.
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=8 natives=xdsl-smt})' %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=warning: --implicit-check-not=error:
// mode=all-widths (the automata, then the parametric encoding) verifies no
// mutant, and names each native it lacks
// (where it reaches the native: an op it lacks is named first):
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths natives=xdsl-smt timeout-ms=1000})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL --implicit-check-not="@Bad{{.*}} verified"
// ALL: @GoodAddi verified for all widths
// ALL: @BadAddi is wrong for widths
// ALL: @GoodSubi verified for all widths
// ALL: @BadSubi is wrong for widths
// ALL: @GoodAndi verified for all widths (bit-stream automata,
// ALL: @BadAndi is wrong for widths i1
// ALL: @GoodGetZeroAttr verified for all widths
// ALL: @GoodGetOneAttr verified for all widths
// ALL: @BadGetOneAttr is wrong for widths
// ALL: @GoodIntegerTypeFromWidth is inconclusive: all-widths could not decide it: automata: native 'get_width' ('width_as') is outside the automata fragment; ring identity: {{.*}}; integer encoding: native 'integer_type_from_width' ('int_type') has no all-widths encoding
// ALL: @GoodMergeOverflow verified for all widths
// ALL: @BadMergeOverflow is wrong for widths
// ALL: @BadInvertArithCmpiPredicateOnComb is wrong for widths
// ALL: @GoodInvertArithCmpiPredicateOnComb verified for all widths
// ALL: @GoodInvertCombIcmpPredicate verified for all widths
// ALL: @BadInvertCombIcmpPredicate is wrong for widths

// (x + c0) + c1 = x + (c0 + c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodAddi verified for widths 1..8
pdl.pattern @GoodAddi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.addi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.addi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "addi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadAddi is wrong for widths
pdl.pattern @BadAddi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.addi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.subi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "addi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x + c0) - c1 = x + (c0 - c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodSubi verified for widths 1..8
pdl.pattern @GoodSubi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.addi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.subi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "subi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadSubi is wrong for widths
pdl.pattern @BadSubi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.addi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.addi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "subi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x * c0) * c1 = x * (c0 * c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodMuli verified for widths 1..8
pdl.pattern @GoodMuli : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.muli"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.muli"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "muli"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.muli"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadMuli is wrong for widths
pdl.pattern @BadMuli : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.addi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.addi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "muli"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.addi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x & c0) & c1 = x & (c0 & c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodAndi verified for widths 1..8
pdl.pattern @GoodAndi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.andi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.andi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "andi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.andi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadAndi is wrong for widths
pdl.pattern @BadAndi : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.ori"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.ori"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "andi"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x | c0) | c1 = x | (c0 | c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodOri verified for widths 1..8
pdl.pattern @GoodOri : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.ori"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.ori"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "ori"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadOri is wrong for widths
pdl.pattern @BadOri : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.andi"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.andi"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "ori"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.andi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x ^ c0) ^ c1 = x ^ (c0 ^ c1); the mutant applies it to other ops.
// CHECK: remark: verify-pdl: @GoodXori verified for widths 1..8
pdl.pattern @GoodXori : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.xori"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.xori"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "xori"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.xori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadXori is wrong for widths
pdl.pattern @BadXori : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c0 = pdl.attribute : %t
  %c1 = pdl.attribute : %t
  %k0 = pdl.operation "arith.constant" {"value" = %c0} -> (%t : !pdl.type)
  %k1 = pdl.operation "arith.constant" {"value" = %c1} -> (%t : !pdl.type)
  %v0 = pdl.result 0 of %k0
  %v1 = pdl.result 0 of %k1
  %i = pdl.operation "arith.ori"(%x, %v0 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.ori"(%ir, %v1 : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "xori"(%c0, %c1 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %n = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// comb's shift by the width or more gives 0, as does the native `shl`: the
// two-state fold verifies only with that choice.
// CHECK: remark: verify-pdl: @GoodShlComb verified for widths 1..8
pdl.pattern @GoodShlComb : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  %ka = pdl.operation "hw.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "hw.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "comb.shl"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "shl"(%a, %b : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "hw.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: remark: verify-pdl: @GoodShlArith verified for widths 1..8
pdl.pattern @GoodShlArith : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  %ka = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "arith.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "arith.shli"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "shl"(%a, %b : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: error: verify-pdl: @BadShl is wrong for widths
pdl.pattern @BadShl : benefit(1) {
  %t = pdl.type
  %a = pdl.attribute : %t
  %b = pdl.attribute : %t
  %ka = pdl.operation "hw.constant" {"value" = %a} -> (%t : !pdl.type)
  %kb = pdl.operation "hw.constant" {"value" = %b} -> (%t : !pdl.type)
  %va = pdl.result 0 of %ka
  %vb = pdl.result 0 of %kb
  %r = pdl.operation "comb.shru"(%va, %vb : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "shl"(%a, %b : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %k = pdl.operation "hw.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}

// CHECK: remark: verify-pdl: @GoodGetZeroAttr verified for widths 1..8
pdl.pattern @GoodGetZeroAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: error: verify-pdl: @BadGetZeroAttr is wrong for widths
pdl.pattern @BadGetZeroAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.andi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}

// x / x is 1 (x = 0 is undefined behaviour).
// CHECK: remark: verify-pdl: @GoodGetOneAttr verified for widths 1..8
pdl.pattern @GoodGetOneAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.divui"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "get_one_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}
// CHECK: error: verify-pdl: @BadGetOneAttr is wrong for widths
pdl.pattern @BadGetOneAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.subi"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %c = pdl.apply_native_rewrite "get_one_attr"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
    pdl.replace %r with %k
  }
}

// x | -1 is -1.
// CHECK: remark: verify-pdl: @GoodGetMinusOneAttr verified for widths 1..8
pdl.pattern @GoodGetMinusOneAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_minus_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %m = pdl.apply_native_rewrite "get_minus_one_attr"(%t : !pdl.type) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %m} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadGetMinusOneAttr is wrong for widths
pdl.pattern @BadGetMinusOneAttr : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_minus_one"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.andi"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %m = pdl.apply_native_rewrite "get_minus_one_attr"(%t : !pdl.type) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %m} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

// x sge y is (x ^ MIN) uge (y ^ MIN).
// CHECK: remark: verify-pdl: @GoodGetMinimumSignedValue verified for widths 1..8
pdl.pattern @GoodGetMinimumSignedValue : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %sge = pdl.attribute = 5 : i64
  %r = pdl.operation "arith.cmpi"(%x, %y : !pdl.value, !pdl.value) {"predicate" = %sge} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %m = pdl.apply_native_rewrite "get_minimum_signed_value"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %m} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %fx = pdl.operation "arith.xori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %fy = pdl.operation "arith.xori"(%y, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %fxr = pdl.result 0 of %fx
    %fyr = pdl.result 0 of %fy
    %uge = pdl.attribute = 9 : i64
    %n = pdl.operation "arith.cmpi"(%fxr, %fyr : !pdl.value, !pdl.value) {"predicate" = %uge} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadGetMinimumSignedValue is wrong for widths
pdl.pattern @BadGetMinimumSignedValue : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %sge = pdl.attribute = 5 : i64
  %r = pdl.operation "arith.cmpi"(%x, %y : !pdl.value, !pdl.value) {"predicate" = %sge} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %m = pdl.apply_native_rewrite "get_minimum_signed_value"(%t : !pdl.type) : !pdl.attribute
    %k = pdl.operation "arith.constant" {"value" = %m} -> (%t : !pdl.type)
    %kr = pdl.result 0 of %k
    %fx = pdl.operation "arith.xori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
    %fxr = pdl.result 0 of %fx
    %uge = pdl.attribute = 9 : i64
    %n = pdl.operation "arith.cmpi"(%fxr, %y : !pdl.value, !pdl.value) {"predicate" = %uge} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}

// x slt 0 is x's top bit: bit width(t) - 1, with the width as an i32.
// CHECK: remark: verify-pdl: @GoodGetWidth verified for widths 1..8
pdl.pattern @GoodGetWidth : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %x = pdl.operand : %t
  %z = pdl.attribute : %t
  pdl.apply_native_constraint "is_zero"(%z : !pdl.attribute)
  %k = pdl.operation "hw.constant" {"value" = %z} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %slt = pdl.attribute = 2 : i64
  %r = pdl.operation "comb.icmp"(%x, %kr : !pdl.value, !pdl.value) {"predicate" = %slt} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %i32 = pdl.type : i32
    %w = pdl.apply_native_rewrite "get_width"(%t, %i32 : !pdl.type, !pdl.type) : !pdl.attribute
    %one = pdl.apply_native_rewrite "get_one_attr"(%i32 : !pdl.type) : !pdl.attribute
    %top = pdl.apply_native_rewrite "subi"(%w, %one : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.extract"(%x : !pdl.value) {"lowBit" = %top} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// Bit width(t) is beyond x: the rewrite creates an invalid comb.extract.
// CHECK: error: verify-pdl: @BadGetWidth is wrong for widths i1: the rewrite has undefined behaviour (the rewrite creates an invalid op ('comb.extract' of bits beyond its input))
pdl.pattern @BadGetWidth : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %x = pdl.operand : %t
  %z = pdl.attribute : %t
  pdl.apply_native_constraint "is_zero"(%z : !pdl.attribute)
  %k = pdl.operation "hw.constant" {"value" = %z} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %slt = pdl.attribute = 2 : i64
  %r = pdl.operation "comb.icmp"(%x, %kr : !pdl.value, !pdl.value) {"predicate" = %slt} -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %i32 = pdl.type : i32
    %w = pdl.apply_native_rewrite "get_width"(%t, %i32 : !pdl.type, !pdl.type) : !pdl.attribute
    %n = pdl.operation "comb.extract"(%x : !pdl.value) {"lowBit" = %w} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}

// CHECK: remark: verify-pdl: @GoodIntegerTypeFromWidth verified for widths 1..8
pdl.pattern @GoodIntegerTypeFromWidth : benefit(1) {
  %tx = pdl.type
  %t = pdl.type
  %x = pdl.operand : %tx
  %r = pdl.operation "arith.extui"(%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %i64 = pdl.type : i64
    %w = pdl.apply_native_rewrite "get_width"(%t, %i64 : !pdl.type, !pdl.type) : !pdl.attribute
    %tn = pdl.apply_native_rewrite "integer_type_from_width"(%w : !pdl.attribute) : !pdl.type
    %n = pdl.operation "arith.extui"(%x : !pdl.value) -> (%tn : !pdl.type)
    pdl.replace %r with %n
  }
}
// The width of the operand's type, not the result's.
// CHECK: error: verify-pdl: @BadIntegerTypeFromWidth is wrong for widths i1, i2: the rewrite has undefined behaviour (native 'integer_type_from_width' gives a type other than i2, the one the rewrite needs)
pdl.pattern @BadIntegerTypeFromWidth : benefit(1) {
  %tx = pdl.type
  %t = pdl.type
  %x = pdl.operand : %tx
  %r = pdl.operation "arith.extui"(%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %i64 = pdl.type : i64
    %w = pdl.apply_native_rewrite "get_width"(%tx, %i64 : !pdl.type, !pdl.type) : !pdl.attribute
    %tn = pdl.apply_native_rewrite "integer_type_from_width"(%w : !pdl.attribute) : !pdl.type
    %n = pdl.operation "arith.extui"(%x : !pdl.value) -> (%tn : !pdl.type)
    pdl.replace %r with %n
  }
}

// (x + y) + z keeps the flags both adds carry; reassociated, it may not.
// CHECK: remark: verify-pdl: @GoodMergeOverflow verified for widths 1..8
pdl.pattern @GoodMergeOverflow : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %z = pdl.operand : %t
  %f1 = pdl.attribute
  %f2 = pdl.attribute
  %i = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value) {"overflowFlags" = %f1} -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.addi"(%ir, %z : !pdl.value, !pdl.value) {"overflowFlags" = %f2} -> (%t : !pdl.type)
  pdl.rewrite %r {
    %f = pdl.apply_native_rewrite "merge_overflow"(%f1, %f2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %n1 = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value) {"overflowFlags" = %f} -> (%t : !pdl.type)
    %n1r = pdl.result 0 of %n1
    %n2 = pdl.operation "arith.addi"(%n1r, %z : !pdl.value, !pdl.value) {"overflowFlags" = %f} -> (%t : !pdl.type)
    pdl.replace %r with %n2
  }
}
// CHECK: error: verify-pdl: @BadMergeOverflow is wrong for widths
pdl.pattern @BadMergeOverflow : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %y = pdl.operand : %t
  %z = pdl.operand : %t
  %f1 = pdl.attribute
  %f2 = pdl.attribute
  %i = pdl.operation "arith.addi"(%x, %y : !pdl.value, !pdl.value) {"overflowFlags" = %f1} -> (%t : !pdl.type)
  %ir = pdl.result 0 of %i
  %r = pdl.operation "arith.addi"(%ir, %z : !pdl.value, !pdl.value) {"overflowFlags" = %f2} -> (%t : !pdl.type)
  pdl.rewrite %r {
    %f = pdl.apply_native_rewrite "merge_overflow"(%f1, %f2 : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %n1 = pdl.operation "arith.addi"(%y, %z : !pdl.value, !pdl.value) {"overflowFlags" = %f} -> (%t : !pdl.type)
    %n1r = pdl.result 0 of %n1
    %n2 = pdl.operation "arith.addi"(%x, %n1r : !pdl.value, !pdl.value) {"overflowFlags" = %f} -> (%t : !pdl.type)
    pdl.replace %r with %n2
  }
}

// not (a p b) is a (invert p) b, p numbered as MLIR's arith.cmpi.
// CHECK: remark: verify-pdl: @GoodInvertArithCmpiPredicate verified for widths 1..8
pdl.pattern @GoodInvertArithCmpiPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  %c = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %one = pdl.attribute : %i1
  pdl.apply_native_constraint "is_one"(%one : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %one} -> (%i1 : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.xori"(%cr, %kr : !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_arith_cmpi_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// Inverting is not swapping the operands.
// CHECK: error: verify-pdl: @BadInvertArithCmpiPredicate is wrong for widths
pdl.pattern @BadInvertArithCmpiPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  %c = pdl.operation "arith.cmpi"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %one = pdl.attribute : %i1
  pdl.apply_native_constraint "is_one"(%one : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %one} -> (%i1 : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.xori"(%cr, %kr : !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_arith_cmpi_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "arith.cmpi"(%b, %a : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// Given a comb.icmp predicate (0..13), arith's inversion is outside its
// domain for ceq cne weq wne: the rewrite is wrong...
// CHECK: error: verify-pdl: @BadInvertArithCmpiPredicateOnComb is wrong for widths i1: the rewrite has undefined behaviour (native 'invert_arith_cmpi_predicate' outside its domain: argument #0 is not an arith.cmpi predicate (0..9))
pdl.pattern @BadInvertArithCmpiPredicateOnComb : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  %c = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %false = pdl.attribute = false
  %true = pdl.attribute = true
  %kf = pdl.operation "hw.constant" {"value" = %false} -> (%i1 : !pdl.type)
  %kt = pdl.operation "hw.constant" {"value" = %true} -> (%i1 : !pdl.type)
  %f = pdl.result 0 of %kf
  %tr = pdl.result 0 of %kt
  %r = pdl.operation "comb.mux"(%cr, %f, %tr : !pdl.value, !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_arith_cmpi_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// ...and right where is_arith_cmpi_predicate confines it.
// CHECK: remark: verify-pdl: @GoodInvertArithCmpiPredicateOnComb verified for widths 1..8
pdl.pattern @GoodInvertArithCmpiPredicateOnComb : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  pdl.apply_native_constraint "is_arith_cmpi_predicate"(%p : !pdl.attribute)
  %c = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %false = pdl.attribute = false
  %true = pdl.attribute = true
  %kf = pdl.operation "hw.constant" {"value" = %false} -> (%i1 : !pdl.type)
  %kt = pdl.operation "hw.constant" {"value" = %true} -> (%i1 : !pdl.type)
  %f = pdl.result 0 of %kf
  %tr = pdl.result 0 of %kt
  %r = pdl.operation "comb.mux"(%cr, %f, %tr : !pdl.value, !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_arith_cmpi_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}

// (a p b) ? 0 : 1 is a (invert p) b for all 14 of comb's predicates
// (ceq<->cne, weq<->wne).
// CHECK: remark: verify-pdl: @GoodInvertCombIcmpPredicate verified for widths 1..8
pdl.pattern @GoodInvertCombIcmpPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  %c = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %false = pdl.attribute = false
  %true = pdl.attribute = true
  %kf = pdl.operation "hw.constant" {"value" = %false} -> (%i1 : !pdl.type)
  %kt = pdl.operation "hw.constant" {"value" = %true} -> (%i1 : !pdl.type)
  %f = pdl.result 0 of %kf
  %tr = pdl.result 0 of %kt
  %r = pdl.operation "comb.mux"(%cr, %f, %tr : !pdl.value, !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_comb_icmp_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
// CHECK: error: verify-pdl: @BadInvertCombIcmpPredicate is wrong for widths
pdl.pattern @BadInvertCombIcmpPredicate : benefit(1) {
  %t = pdl.type
  %i1 = pdl.type : i1
  %a = pdl.operand : %t
  %b = pdl.operand : %t
  %p = pdl.attribute
  %c = pdl.operation "comb.icmp"(%a, %b : !pdl.value, !pdl.value) {"predicate" = %p} -> (%i1 : !pdl.type)
  %cr = pdl.result 0 of %c
  %false = pdl.attribute = false
  %true = pdl.attribute = true
  %kf = pdl.operation "hw.constant" {"value" = %false} -> (%i1 : !pdl.type)
  %kt = pdl.operation "hw.constant" {"value" = %true} -> (%i1 : !pdl.type)
  %f = pdl.result 0 of %kf
  %tr = pdl.result 0 of %kt
  %r = pdl.operation "comb.mux"(%cr, %f, %tr : !pdl.value, !pdl.value, !pdl.value) -> (%i1 : !pdl.type)
  pdl.rewrite %r {
    %q = pdl.apply_native_rewrite "invert_comb_icmp_predicate"(%p : !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "comb.icmp"(%b, %a : !pdl.value, !pdl.value) {"predicate" = %q} -> (%i1 : !pdl.type)
    pdl.replace %r with %n
  }
}
