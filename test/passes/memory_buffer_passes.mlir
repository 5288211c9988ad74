// Upstream MLIR 22 buffer placement passes on memref code written for this
// test, allocations inside scf.if, scf.for (constant trip counts, unrolled
// by the checker) and cf branches, checked through the plugin one pass at a
// time:
//   buffer-hoisting          moves allocs to a common dominator: the two
//                            allocs of a join (cf or scf.if results) are
//                            made before the branch (one of them is then
//                            never used: a leak, not a change the caller
//                            sees);
//   buffer-loop-hoisting     moves allocs whose sizes do not depend on the
//                            loop out of scf.for nests (one buffer reused
//                            by every iteration; each iteration writes the
//                            element before reading it);
//   promote-buffers-to-stack turns small allocs that do not escape into
//                            allocas (the alloca lives until the function
//                            returns);
//   buffer-deallocation-simplification works on bufferization.dealloc only
//                            (not modelled, see
//                            memory_buffer_deallocation_simplification_unsupported.mlir);
//                            on this code it changes nothing but dead
//                            constants.
// Every function must be valid. The hoisting/promotion passes expect input
// with no memref.dealloc yet (they run before deallocation is inserted);
// given deallocs they miscompile, which memory_buffer_passes_dealloc_bug.mlir
// checks.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-hoisting)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=HOIST --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-loop-hoisting)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOOP --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(promote-buffers-to-stack)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=STACK --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-deallocation-simplification)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SIMP --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// What the passes do to this input (the verdicts above are on these rewrites):
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-hoisting))' %s | FileCheck %s --check-prefix=HOIST-IR
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' %s | FileCheck %s --check-prefix=LOOP-IR
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack))' %s | FileCheck %s --check-prefix=STACK-IR

// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @cf_alloc_join_nodealloc is valid{{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @if_yield_nodealloc is valid{{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @if_alloc is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @if_alloc_used_after is valid{{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @if_alloc_nodealloc is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @nested_if_alloc is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @dyn_alloc_in_if is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @loop_nodealloc is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @nested_loops is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @loop_invariant_dyn is valid (unchanged){{$}}
// HOIST-DAG: remark: verify-translation: stage 'func.func(buffer-hoisting)': @loop_dyn_alloc is valid (unchanged){{$}}
// HOIST-NOT: {{invalid|unsupported|inconclusive}}

// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @cf_alloc_join_nodealloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @if_yield_nodealloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @if_alloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @if_alloc_used_after is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @if_alloc_nodealloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @nested_if_alloc is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @dyn_alloc_in_if is valid (unchanged){{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @loop_nodealloc is valid{{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @nested_loops is valid{{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @loop_invariant_dyn is valid{{$}}
// LOOP-DAG: remark: verify-translation: stage 'func.func(buffer-loop-hoisting)': @loop_dyn_alloc is valid (unchanged){{$}}
// LOOP-NOT: {{invalid|unsupported|inconclusive}}

// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @cf_alloc_join_nodealloc is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @if_yield_nodealloc is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @if_alloc is valid (unchanged){{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @if_alloc_used_after is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @if_alloc_nodealloc is valid ({{IEEE-754|abstract floating point}}){{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @nested_if_alloc is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @dyn_alloc_in_if is valid (unchanged){{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @loop_nodealloc is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @nested_loops is valid{{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @loop_invariant_dyn is valid (unchanged){{$}}
// STACK-DAG: remark: verify-translation: stage 'func.func(promote-buffers-to-stack)': @loop_dyn_alloc is valid (unchanged){{$}}
// STACK-NOT: {{invalid|unsupported|inconclusive}}

// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @cf_alloc_join_nodealloc is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @if_yield_nodealloc is valid{{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @if_alloc is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @if_alloc_used_after is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @if_alloc_nodealloc is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @nested_if_alloc is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @dyn_alloc_in_if is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @loop_nodealloc is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @nested_loops is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @loop_invariant_dyn is valid (unchanged){{$}}
// SIMP-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @loop_dyn_alloc is valid (unchanged){{$}}
// SIMP-NOT: {{invalid|unsupported|inconclusive}}

// HOIST-IR-LABEL: func.func @if_yield_nodealloc
// HOIST-IR: memref.alloc
// HOIST-IR: memref.alloc
// HOIST-IR: scf.if
// LOOP-IR-LABEL: func.func @nested_loops
// LOOP-IR: memref.alloc
// LOOP-IR: scf.for
// LOOP-IR-LABEL: func.func @loop_invariant_dyn
// LOOP-IR: memref.alloc(%{{.*}})
// LOOP-IR: scf.for
// STACK-IR-LABEL: func.func @if_alloc_nodealloc
// STACK-IR: memref.alloca()
// STACK-IR-LABEL: func.func @dyn_alloc_in_if
// STACK-IR: memref.alloc(%

// buffer-hoisting: both allocs move to the entry block; promote: allocas.
func.func @cf_alloc_join_nodealloc(%c: i1, %m: memref<2xi32>, %v: i32) {
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
  return
}

// The same with scf.if results: buffer-hoisting makes both buffers before
// the scf.if (each branch writes its own).
func.func @if_yield_nodealloc(%c: i1, %v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %c -> memref<2xi32> {
    %a = memref.alloc() : memref<2xi32>
    memref.store %v, %a[%c1] : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    memref.store %w, %b[%c1] : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  %x = memref.load %r[%c1] : memref<2xi32>
  return %x : i32
}

// An alloc and its dealloc in each branch: left alone by every pass.
func.func @if_alloc(%c: i1, %m: memref<2xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    %t = memref.alloc() : memref<2xf32>
    memref.store %v, %t[%c0] : memref<2xf32>
    %x = memref.load %t[%c0] : memref<2xf32>
    memref.store %x, %m[%c1] : memref<2xf32>
    memref.dealloc %t : memref<2xf32>
  } else {
    %t = memref.alloc() : memref<2xf32>
    memref.store %v, %t[%c1] : memref<2xf32>
    %x = memref.load %t[%c1] : memref<2xf32>
    memref.store %x, %m[%c0] : memref<2xf32>
    memref.dealloc %t : memref<2xf32>
  }
  return
}

// One buffer made before the scf.if, another in its else branch.
func.func @if_alloc_used_after(%c: i1, %v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi32>
  %r = scf.if %c -> memref<2xi32> {
    memref.store %v, %a[%c0] : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    memref.store %w, %b[%c0] : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  %x = memref.load %r[%c0] : memref<2xi32>
  return %x : i32
}

// promote-buffers-to-stack: an alloca in the branch.
func.func @if_alloc_nodealloc(%c: i1, %m: memref<2xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %c {
    %t = memref.alloc() : memref<2xf32>
    memref.store %v, %t[%c0] : memref<2xf32>
    %x = memref.load %t[%c0] : memref<2xf32>
    memref.store %x, %m[%c1] : memref<2xf32>
  }
  return
}

func.func @nested_if_alloc(%c: i1, %d: i1, %m: memref<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    scf.if %d {
      %t = memref.alloc() : memref<2xi32>
      memref.store %v, %t[%c0] : memref<2xi32>
      %x = memref.load %t[%c0] : memref<2xi32>
      memref.store %x, %m[%c0] : memref<2xi32>
    }
  }
  return
}

// A dynamically sized alloc: not promoted (its size is unknown).
func.func @dyn_alloc_in_if(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> index {
    %t = memref.alloc(%n) : memref<?xindex>
    memref.store %n, %t[%c0] : memref<?xindex>
    %x = memref.load %t[%c0] : memref<?xindex>
    scf.yield %x : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}

// buffer-loop-hoisting: one buffer for the three iterations (m[i + 1] =
// m[i] through it); promote: an alloca per iteration.
func.func @loop_nodealloc(%m: memref<4xi32>) {
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
  }
  return
}

// buffer-loop-hoisting: out of both loops.
func.func @nested_loops(%m: memref<3x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %t = memref.alloc() : memref<1xi32>
      %x = memref.load %m[%i, %j] : memref<3x2xi32>
      %y = arith.muli %x, %x : i32
      memref.store %y, %t[%c0] : memref<1xi32>
      %z = memref.load %t[%c0] : memref<1xi32>
      memref.store %z, %m[%i, %j] : memref<3x2xi32>
    }
  }
  return
}

// buffer-loop-hoisting: a dynamic size defined before the loop.
func.func @loop_invariant_dyn(%n: index, %m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %k = arith.addi %n, %c1 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %t = memref.alloc(%k) : memref<?xindex>
    memref.store %i, %t[%c0] : memref<?xindex>
    %x = memref.load %t[%c0] : memref<?xindex>
    memref.store %x, %m[%i] : memref<4xindex>
  }
  return
}

// A size that depends on the induction variable: stays in the loop.
func.func @loop_dyn_alloc(%n: index, %m: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %k = arith.addi %i, %c1 : index
    %t = memref.alloc(%k) : memref<?xindex>
    memref.store %i, %t[%c0] : memref<?xindex>
    %x = memref.load %t[%c0] : memref<?xindex>
    memref.store %x, %m[%i] : memref<4xindex>
  }
  return
}
