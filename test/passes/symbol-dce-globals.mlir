// An external call reaches the mutable globals (semantics/opaque.rs): the
// public ones, and the private ones an op of the module refers to (through
// a callback into the module). A private global nothing refers to is
// reached by nothing, so symbol-dce, which deletes it, changes no call:
// both functions stay valid. A store to the used private global moved
// across the call is still caught (a mutant of the pass's output).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="symbol-dce" remarks=true})' %s -o %t.mlir 2>&1 | FileCheck %s
// CHECK-DAG: stage 'symbol-dce': @bump is valid
// CHECK-DAG: stage 'symbol-dce': @read is valid
// CHECK-NOT: error
// RUN: FileCheck %s --check-prefix=DCE < %t.mlir
// DCE-NOT: @unused
// The pass's output against the source, each function touched so that it
// is compared (not valid by being unchanged):
// RUN: sed -e 's/^\(    %c1 = arith.constant 1 : index\)$/\1\n    %x5 = arith.constant 5 : i32/' %t.mlir > %t.touched.mlir
// RUN: %mlir-refine %s %t.touched.mlir | FileCheck %s --check-prefix=TOUCHED
// TOUCHED-DAG: @bump: valid{{$}}
// TOUCHED-DAG: @read: valid{{$}}
// RUN: sed -e 's/memref.store %arg0, %0\[%c0\]/memref.store %arg0, %0[%c1]/' %t.mlir > %t.mut.mlir
// RUN: not %mlir-refine %s %t.mut.mlir | FileCheck %s --check-prefix=MUT
// MUT: @bump: invalid: the target's call #0 to @tick is not the source's call #0: it sees element [{{[01]}}] of @counter =

memref.global "private" @unused : memref<4xi32> = dense<0>
memref.global "private" @counter : memref<2xi32> = dense<0>
func.func private @tick()
func.func @bump(%v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = memref.get_global @counter : memref<2xi32>
  memref.store %v, %g[%c0] : memref<2xi32>
  func.call @tick() : () -> ()
  return
}
func.func @read() -> i32 {
  %c1 = arith.constant 1 : index
  func.call @tick() : () -> ()
  %g = memref.get_global @counter : memref<2xi32>
  %x = memref.load %g[%c1] : memref<2xi32>
  return %x : i32
}
