// KNOWN MLIR 22 MISCOMPILATIONS (upstream buffer-loop-hoisting and
// promote-buffers-to-stack on input that already has memref.dealloc).
//
// Both passes are meant to run before deallocation is inserted (upstream
// tests give them no dealloc), but neither refuses or adapts to a dealloc,
// and both turn defined code into code with undefined behaviour
// (MemRefOps.td, memref.dealloc: "frees the region of memory referenced by
// a memref which was originally created by the `alloc` operation"):
// - buffer-loop-hoisting (@loop_alloc) moves the memref.alloc of the loop
//   body out of the scf.for and leaves its memref.dealloc in the body: the
//   second iteration stores into the buffer the first one freed (and frees
//   it twice);
// - promote-buffers-to-stack (@if_yield_alloc, @cf_alloc_join) turns allocs
//   into allocas when the dealloc is on a value that aliases them (an
//   scf.if result, a block argument), not on the alloc itself; the dealloc
//   then frees an alloca.
// When the dealloc is on the alloc itself in the same block, the passes
// leave the function alone (controls: @loop_alloc under
// promote-buffers-to-stack, the join functions under buffer-loop-hoisting),
// and buffer-hoisting is correct on all three (it makes both allocs of a
// join before the branch; one is freed, the other leaks).
//
// This test expects the errors; when MLIR fixes the passes these functions
// become valid and the test must be updated.
//
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-loop-hoisting)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOOP --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(promote-buffers-to-stack)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STACK --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-hoisting)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOIST --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// The rewrites themselves:
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s | FileCheck %s --check-prefix=LOOP-IR
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack))' %s | FileCheck %s --check-prefix=STACK-IR

// LOOP-DAG: error: verify-translation: stage 'func.func(buffer-loop-hoisting)' miscompiled @loop_alloc: the target has undefined behaviour (store of the memref.alloc at {{.*}}memory_buffer_passes_dealloc_bug.mlir:{{[0-9]+}}:10 after its memref.dealloc or the end of its scope) where the source has none
// LOOP-DAG: note: counterexample input %arg0 : memref<4xi32> = dense<[{{.*}}]> : memref<4xi32>
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @if_yield_alloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @cf_alloc_join is valid (unchanged){{$}}

// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @loop_alloc is valid (unchanged){{$}}
// STACK-DAG: error: verify-translation: stage 'func.func(promote-buffers-to-stack)' miscompiled @if_yield_alloc: the target has undefined behaviour (dealloc of a buffer memref.alloc did not make (an argument, a global, an alloca or a bufferization buffer)) where the source has none
// STACK-DAG: error: verify-translation: stage 'func.func(promote-buffers-to-stack)' miscompiled @cf_alloc_join: the target has undefined behaviour (dealloc of a buffer memref.alloc did not make (an argument, a global, an alloca or a bufferization buffer)) where the source has none
// STACK-DAG: note: counterexample input %arg0 : i1 = {{true|false}}

// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @loop_alloc is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @if_yield_alloc is valid{{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @cf_alloc_join is valid{{$}}

// LOOP-IR-LABEL: func.func @loop_alloc
// LOOP-IR: memref.alloc
// LOOP-IR: scf.for
// LOOP-IR: memref.dealloc
// LOOP-IR: }
// STACK-IR-LABEL: func.func @if_yield_alloc
// STACK-IR: memref.alloca
// STACK-IR: memref.dealloc

// m[i + 1] = m[i] through a temporary allocated and freed in each iteration.
func.func @loop_alloc(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %t = memref.alloc() : memref<4xi32>
    %x = memref.load %m[%i] : memref<4xi32>
    memref.store %x, %t[%i] : memref<4xi32>
    %y = memref.load %t[%i] : memref<4xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %y, %m[%j] : memref<4xi32>
    memref.dealloc %t : memref<4xi32>
  }
  return
}

// One of two buffers, chosen by scf.if, written, read and freed.
func.func @if_yield_alloc(%c: i1, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<2xi32> {
    %a = memref.alloc() : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  memref.store %v, %r[%c0] : memref<2xi32>
  %x = memref.load %r[%c0] : memref<2xi32>
  memref.dealloc %r : memref<2xi32>
  return %x : i32
}

// The same with a block argument of a cf join.
func.func @cf_alloc_join(%c: i1, %m: memref<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %t = memref.alloc() : memref<2xi32>
  cf.br ^bb3(%t : memref<2xi32>)
^bb2:
  %u = memref.alloc() : memref<2xi32>
  cf.br ^bb3(%u : memref<2xi32>)
^bb3(%b: memref<2xi32>):
  memref.store %v, %b[%c1] : memref<2xi32>
  %x = memref.load %b[%c1] : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  memref.dealloc %b : memref<2xi32>
  return
}
