// Bad input gives a clear diagnostic, never a crash.
// RUN: split-file %s %t
// RUN: not %refine-opt -p 'builtin.module(verify-pdl)' %t/empty.mlir 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: error: verify-pdl: the module has no pdl.pattern to verify
// RUN: %refine-opt -p 'builtin.module(verify-pdl)' %t/unknown-op.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown-op.mlir:4:8: warning: verify-pdl: @unknown_op is unsupported: op 'foo.frob' is not modelled
// RUN: %refine-opt -p 'builtin.module(verify-pdl)' %t/native.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=NATIVE
// NATIVE: warning: verify-pdl: @unmapped is unsupported: native 'IsZeroAttr' is not in the catalogue; map it onto a catalogue entry with natives=<file>
// RUN: %refine-opt -p 'builtin.module(verify-pdl{natives=%S/Inputs/natives.txt})' %t/native.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MAPPED
// MAPPED: remark: verify-pdl: @unmapped verified for widths 1..64 (64 instances
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=0})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: verify-pdl: max-width=0 is out of range; use a width from 1 to 256
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{max-width=10000})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=HUGE
// HUGE: verify-pdl: max-width=10000 is out of range; use a width from 1 to 256
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{widths=1,x})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=WIDTHS
// WIDTHS: verify-pdl: widths: 'x' is not a width from 1 to 256
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{mode=sometimes})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=MODE
// MODE: verify-pdl: mode='sometimes' is not one of enumerate, all-widths, both
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{natives=%t/missing.txt})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=NOFILE
// NOFILE: verify-pdl: cannot read natives file
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{natives=%t/bad-natives.txt})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=BADFILE
// BADFILE: verify-pdl: natives file '{{.*}}bad-natives.txt': line 2: 'is_zer' is not in the catalogue
// RUN: not %refine-opt -p 'builtin.module(verify-pdl{natives=%t/twice-natives.txt})' %t/native.mlir 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: verify-pdl: natives file '{{.*}}twice-natives.txt': line 3: 'IsZeroAttr' is mapped a second time (it was 'is_zero' before)
// RUN: %refine-opt -p 'builtin.module(verify-pdl{mode=all-widths natives=%S/Inputs/natives.txt})' %t/native.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALL
// ALL: remark: verify-pdl: @unmapped verified for all widths (bit-stream automata,
// RUN: %refine-opt -p 'builtin.module(verify-pdl)' %t/infeasible.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=INFEASIBLE
// INFEASIBLE: warning: verify-pdl: @narrow_to_wider is unsupported: no width assignment in 1..64 satisfies the pattern's ops

//--- empty.mlir
func.func @f() { return }

//--- unknown-op.mlir
pdl.pattern @unknown_op : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %r = pdl.operation "foo.frob"(%x : !pdl.value) -> (%t : !pdl.type)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

//--- native.mlir
pdl.pattern @unmapped : benefit(1) {
  %t = pdl.type
  %x = pdl.operand : %t
  %a = pdl.attribute : %t
  %c = pdl.operation "arith.constant" {"value" = %a} -> (%t : !pdl.type)
  %cr = pdl.result 0 of %c
  %r = pdl.operation "arith.ori"(%x, %cr : !pdl.value, !pdl.value) -> (%t : !pdl.type)
  pdl.apply_native_constraint "IsZeroAttr"(%a : !pdl.attribute)
  pdl.rewrite %r {
    pdl.replace %r with (%x : !pdl.value)
  }
}

//--- bad-natives.txt
IsZeroAttr = is_zero
Other = is_zer

//--- twice-natives.txt
IsZeroAttr = is_zero
AddAttrs = add
IsZeroAttr = is_zero

//--- infeasible.mlir
pdl.pattern @narrow_to_wider : benefit(1) {
  %t = pdl.type : i8
  %u = pdl.type : i16
  %x = pdl.operand : %t
  %r = pdl.operation "arith.trunci"(%x : !pdl.value) -> (%u : !pdl.type)
  pdl.rewrite %r {
    pdl.erase %r
  }
}
