// An internal error (here a panic requested by a test hook) is caught at the
// FFI boundary and reported as an MLIR diagnostic; mlir-opt exits with
// failure instead of crashing.
//
// RUN: env MLIR_REFINE_TEST_PANIC=1 not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse"})' %s 2>&1 | FileCheck %s
// CHECK: error: mlir-refine: internal error while verifying a stage: test panic requested by MLIR_REFINE_TEST_PANIC; please report this with the input that triggered it
// CHECK-NOT: Stack dump
// CHECK-NOT: panicked

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
