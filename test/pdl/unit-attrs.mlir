// A unit attribute the pattern names is present on the matched op; one it
// does not name may or may not be (isExact here).
// RUN: %refine-opt -p 'builtin.module(verify-pdl{max-width=32})' %s -verify-diagnostics=only-expected -o /dev/null
// expected-remark @+1 {{verify-pdl: @divui_exact_pow2 verified for widths 1..32 (32 instances}}
pdl.pattern @divui_exact_pow2 : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %e = pdl.attribute
  %c = pdl.attribute : %t
  %co = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %cv = pdl.result 0 of %co
  %r = pdl.operation "arith.divui"(%x, %cv : !pdl.value, !pdl.value) {"isExact" = %e} -> (%t : !pdl.type)
  pdl.apply_native_constraint "is_power_of_two"(%c : !pdl.attribute)
  pdl.rewrite %r {
    %k = pdl.apply_native_rewrite "log2"(%c : !pdl.attribute) : !pdl.attribute
    %ko = pdl.operation "arith.constant" {"value" = %k} -> (%t : !pdl.type)
    %kv = pdl.result 0 of %ko
    %n = pdl.operation "arith.shrui"(%x, %kv : !pdl.value, !pdl.value) {"isExact" = %e} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
// The shift is exact, the matched division need not be.
// expected-error @+1 {{verify-pdl: @divui_any_pow2_exact_shift is wrong for widths i2: the replacement gives poison where the matched 'arith.divui' gives 0 (0x0)}}
pdl.pattern @divui_any_pow2_exact_shift : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %e = pdl.attribute = unit
  %c = pdl.attribute : %t
  %co = pdl.operation "arith.constant" {"value" = %c} -> (%t : !pdl.type)
  %cv = pdl.result 0 of %co
  %r = pdl.operation "arith.divui"(%x, %cv : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.apply_native_constraint "is_power_of_two"(%c : !pdl.attribute)
  pdl.rewrite %r {
    %k = pdl.apply_native_rewrite "log2"(%c : !pdl.attribute) : !pdl.attribute
    %ko = pdl.operation "arith.constant" {"value" = %k} -> (%t : !pdl.type)
    %kv = pdl.result 0 of %ko
    %n = pdl.operation "arith.shrui"(%x, %kv : !pdl.value, !pdl.value) {"isExact" = %e} -> (%t : !pdl.type)
    pdl.replace %r with %n
  }
}
