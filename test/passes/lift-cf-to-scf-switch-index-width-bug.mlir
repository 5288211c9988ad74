// SUSPECTED MLIR 22 MISCOMPILATION (upstream `lift-cf-to-scf`, cf.switch on
// an integer wider than `index`).
//
// ControlFlowOps.td (SwitchOp): "If the flag matches one of the specified
// cases, then the corresponding destination is jumped to. If the flag does
// not match any of the cases, the default destination is jumped to."
// lift-cf-to-scf turns `cf.switch %flag : i64` into
// `scf.index_switch (arith.index_castui %flag : i64 to index)` with the
// same case values. With a 64-bit index (the default) this is exact; with a
// 32-bit index (index-bitwidth=32, e.g. a 32-bit target's data layout) the
// cast drops the high half of the flag and the case value is read as a
// 32-bit index too: flag = 2 takes `case 4294967298` (2^32 + 2, which is 2
// as a 32-bit index), while the source compares all 64 bits and takes the
// default. The pass does not consult the index width. Controls: the same
// function with a 64-bit index, and an i32 flag with a 32-bit index, are
// valid.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lift-cf-to-scf)" remarks=true index-bitwidth=32})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IDX32 --implicit-check-not='(unchanged)' --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lift-cf-to-scf)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=IDX64 --implicit-check-not='(unchanged)' --implicit-check-not=warning: --implicit-check-not=error:

// IDX32: error: verify-translation: stage 'func.func(lift-cf-to-scf)' miscompiled @switch_i64_flag: target result #0 is
// IDX32: note: counterexample input %arg0 : i64 =
// IDX32: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @ok_switch_i32_flag is valid{{$}}

// IDX64: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @switch_i64_flag is valid{{$}}
// IDX64: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @ok_switch_i32_flag is valid{{$}}

func.func @switch_i64_flag(%flag: i64, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i64, [
    default: ^bb1(%a : i8),
    4294967298: ^bb2
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %d = arith.addi %a, %b : i8
  return %d : i8
}
func.func @ok_switch_i32_flag(%flag: i32, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i8),
    -2: ^bb2
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %d = arith.addi %a, %b : i8
  return %d : i8
}
