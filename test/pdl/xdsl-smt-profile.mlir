// The natives option: the reserved profile name xdsl-smt, files, both (in
// order: a later item's names win), and the errors.
// RUN: rm -rf %t && split-file %s %t
//
// An unknown profile name is an option error naming it and the profiles:
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{natives=xdsl})' %t/mixed.mlir 2>&1 | FileCheck %s --check-prefix=UNKNOWN-PROFILE
// UNKNOWN-PROFILE: verify-pdl: cannot read natives file 'xdsl': No such file or directory (os error 2) (nor is it a built-in profile: xdsl-smt)
//
// A native neither in the catalogue nor in the profile: unsupported, named.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{natives=xdsl-smt})' %t/unknown-native.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN-NATIVE
// UNKNOWN-NATIVE: unknown-native.mlir:5:3: warning: verify-pdl: @unknown_native is unsupported: native 'is_power_of_2' is not in the catalogue nor named by natives=xdsl-smt; map it onto a catalogue entry with natives=<file> (see docs/pdl.md)
// UNKNOWN-NATIVE: warning: verify-pdl: @wrong_arity is unsupported: native 'get_width' ('width_as') takes 2 arguments, given 1
//
// The profile and a file together: names of both resolve.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{max-width=16 natives=xdsl-smt,%S/Inputs/natives.txt})' %t/mixed.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: remark: verify-pdl: @mixed verified for widths 1..16
// Either alone leaves the other's name unknown:
// RUN: %refine-opt -p 'builtin.module(verify-pdl{natives=xdsl-smt})' %t/mixed.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROFILE-ONLY
// PROFILE-ONLY: warning: verify-pdl: @mixed is unsupported: native 'IsZeroAttr' is not in the catalogue nor named by natives=xdsl-smt
// RUN: %refine-opt -p 'builtin.module(verify-pdl{natives=%S/Inputs/natives.txt})' %t/mixed.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE-ONLY
// FILE-ONLY: warning: verify-pdl: @mixed is unsupported: native 'get_zero_attr' is not in the catalogue nor named by natives={{.*}}natives.txt
//
// A later item replaces an earlier item's meaning of a name:
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=16 natives=xdsl-smt,%t/override.txt})' %t/add-zero.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE-LAST
// FILE-LAST: error: verify-pdl: @add_zero is wrong for widths
// RUN: %refine-opt -p 'builtin.module(verify-pdl{max-width=16 natives=%t/override.txt,xdsl-smt})' %t/add-zero.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROFILE-LAST
// PROFILE-LAST: remark: verify-pdl: @add_zero verified for widths 1..16
//
// A file literally named xdsl-smt is given with a path; the bare name is
// the profile even where such a file exists:
// RUN: cd %t && %refine-opt -p 'builtin.module(verify-pdl{max-width=16 natives=./xdsl-smt})' %t/own-name.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE-NAMED
// FILE-NAMED: remark: verify-pdl: @own_name verified for widths 1..16
// RUN: cd %t && %refine-opt -p 'builtin.module(verify-pdl{natives=xdsl-smt})' %t/own-name.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BARE
// BARE: warning: verify-pdl: @own_name is unsupported: native 'MyZero' is not in the catalogue nor named by natives=xdsl-smt
//
// A native the parametric encoding lacks is named (with its entry), and the
// pattern is inconclusive there; mode=both enumerates it.
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths natives=xdsl-smt})' %t/all-widths.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: warning: verify-pdl: @shl_zero is inconclusive: all-widths could not decide it: automata: native 'shl' is outside the automata fragment; ring identity: {{.*}}; integer encoding: native 'shl' has no all-widths encoding; mode=both enumerates then
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=both max-width=16 natives=xdsl-smt})' %t/all-widths.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: remark: verify-pdl: @shl_zero verified for widths 1..16 (16 instances, {{[0-9]+}} ms) (all-widths could not decide it: automata: native 'shl' is outside the automata fragment; ring identity: {{.*}}; integer encoding: native 'shl' has no all-widths encoding; enumerated)

//--- unknown-native.mlir
pdl.pattern @unknown_native : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "is_power_of_2"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %r = pdl.operation "arith.remui"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}
pdl.pattern @wrong_arity : benefit(1) {
  %t = pdl.type
  %c = pdl.attribute : %t
  %r = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  pdl.rewrite %r {
    %w = pdl.apply_native_rewrite "get_width"(%t : !pdl.type) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %w} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

//--- mixed.mlir
// x | 0 is x (IsZeroAttr from the file), x - x is 0 (get_zero_attr from the
// profile).
pdl.pattern @mixed : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %c = pdl.attribute : %t
  pdl.apply_native_constraint "IsZeroAttr"(%c : !pdl.attribute)
  %k = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %kr = pdl.result 0 of %k
  %o = pdl.operation "arith.ori"(%x, %kr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  %or = pdl.result 0 of %o
  %r = pdl.operation "arith.subi"(%or, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %z = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %z} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

//--- override.txt
# A project whose own is_zero tests for one.
is_zero = is_one

//--- add-zero.mlir
pdl.pattern @add_zero : benefit(1) {
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

//--- xdsl-smt
# Not the profile: a mapping file that happens to carry its name.
MyZero = zero_attr

//--- own-name.mlir
pdl.pattern @own_name : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "arith.xori"(%x, %x : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    %z = pdl.apply_native_rewrite "MyZero"(%t : !pdl.type) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %z} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}

//--- all-widths.mlir
// c << 0 is c.
pdl.pattern @shl_zero : benefit(1) {
  %t = pdl.type
  %c = pdl.attribute : %t
  %r = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  pdl.rewrite %r {
    %z = pdl.apply_native_rewrite "get_zero_attr"(%t : !pdl.type) : !pdl.attribute
    %a = pdl.apply_native_rewrite "shl"(%c, %z : !pdl.attribute, !pdl.attribute) : !pdl.attribute
    %n = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
