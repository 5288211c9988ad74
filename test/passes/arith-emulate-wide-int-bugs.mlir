// KNOWN MLIR 22 MISCOMPILATIONS (upstream `arith-emulate-wide-int`), found
// by checking the pass through the boundary correspondence (i64 as
// vector<2xi32>, low half first; src/refine/boundary.rs).
//
// 1. @shli and @shrui: a 64-bit shift by 0 gives poison. The emulation
//    combines the halves as (hi << s) | (lo >> (32 - s)) for shli (and the
//    mirror for shrui) with s = 0, so it shifts a 32-bit half by 32, and
//    "If the value of the second operand is greater or equal than the
//    bitwidth of the first operand, then the operation returns poison"
//    (ArithOps.td, ShLIOp/ShRUIOp); the select that follows picks that
//    poison. Not a modelling choice: confirmed by execution (mlir-runner,
//    x86-64, after convert-{arith,func,vector}-to-llvm): shli of
//    4294967298 (hi 1, lo 2) by 0 returns hi 3, lo 2 (12884901890), as x86
//    masks the shift amount to 0 and ORs the low half into the high one.
//    @shrsi is the control: its emulation selects before shifting.
// 2. @uitofp: an i64 converted to f32 as f32(hi) * 2^32 + f32(lo) rounds
//    twice; "If the value cannot be exactly represented, it is rounded
//    using the default rounding mode" (UIToFPOp) is one rounding. Confirmed
//    by execution: 9223387981920866274 (0x80000e8080000fe2) gives 0x5f00000f
//    before the pass and 0x5f00000e after.
// 3. @index_cast: with a 64-bit index (MLIR's default), index_cast to i64
//    becomes index_cast to i32 and a sign extension, which drops the high
//    half of the index. This one rests on the width of index: with
//    index-bitwidth=32 it is valid (arith-emulate-wide-int.mlir), so it is a
//    bug only for targets whose index is wider than widest-int-supported.
//
// This test expects the errors; when MLIR fixes the emulation, they become
// valid and the test must be updated.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="arith-emulate-wide-int{widest-int-supported=32}" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s

// CHECK-DAG: error: verify-translation: stage 'arith-emulate-wide-int{widest-int-supported=32}' miscompiled @shli: target result #0 is poison where the source result is
// CHECK-DAG: error: verify-translation: stage 'arith-emulate-wide-int{widest-int-supported=32}' miscompiled @shrui: target result #0 is poison where the source result is
// CHECK-DAG: note: the target makes poison here: 'arith.shli' on {{.*}}, 32 (0x00000020)
// CHECK-DAG: note: the target makes poison here: 'arith.shrui' on {{.*}}, 32 (0x00000020)
// CHECK-DAG: error: verify-translation: stage 'arith-emulate-wide-int{widest-int-supported=32}' miscompiled @uitofp: target result #0 is
// CHECK-DAG: note: counterexample found with the abstract floating-point encoding and confirmed with IEEE-754
// CHECK-DAG: error: verify-translation: stage 'arith-emulate-wide-int{widest-int-supported=32}' miscompiled @index_cast: target result #0 is
// CHECK-DAG: remark: verify-translation: stage 'arith-emulate-wide-int{widest-int-supported=32}': @shrsi is valid (assuming each iN argument and result is the vector<2xiN/2> in its position, low half first (wide integers emulated))

func.func @shli(%a: i64, %s: i64) -> i64 {
  %r = arith.shli %a, %s : i64
  return %r : i64
}
func.func @shrui(%a: i64, %s: i64) -> i64 {
  %r = arith.shrui %a, %s : i64
  return %r : i64
}
func.func @shrsi(%a: i64, %s: i64) -> i64 {
  %r = arith.shrsi %a, %s : i64
  return %r : i64
}
func.func @uitofp(%a: i64) -> f32 {
  %r = arith.uitofp %a : i64 to f32
  return %r : f32
}
func.func @index_cast(%i: index) -> i64 {
  %r = arith.index_cast %i : index to i64
  return %r : i64
}
