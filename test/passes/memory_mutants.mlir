// Mutants of the outputs of the upstream MLIR 22 memory passes checked in
// memory_scalar_passes.mlir, memory_linalg_loops.mlir and
// memory_buffer_passes.mlir: for each pass, a function as written there
// (src.mlir) against that pass's real output (mlir-opt with the pass)
// edited by hand to carry one bug (tgt.mlir): a store dropped, an index or
// offset changed, a load moved above a store, a buffer freed too early, a
// copy left out, a loop bound cut short. Each must be reported invalid with
// the reason given below. Two controls must stay valid: a loop interchange
// of a float matmul that keeps each element's order of additions, and a
// load merged across a store to ANOTHER argument, which is right only
// because distinct memref arguments are taken not to alias (the verdict
// says so; with memref-alias=may the same pair is invalid).
//
// Pass of each pair: canonicalize (@canon_*), cse (@cse_*), mem2reg,
// sroa, affine-scalrep (@scalrep_*), fold-memref-alias-ops (@fold_*),
// expand-strided-metadata (@esm_*), convert-linalg-to-loops (@loops_*),
// convert-linalg-to-affine-loops (@affine_loops_*), one-shot-bufferize
// (@bufferize_*), buffer-hoisting (@hoist_*), buffer-loop-hoisting
// (@loop_hoist_*), promote-buffers-to-stack (@stack_*).
// (buffer-deallocation-simplification has no mutant: bufferization.dealloc
// is not modelled.)
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --memref-alias=may %t/may-src.mlir %t/may-tgt.mlir > %t/may.txt 2>/dev/null; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MAY < %t/may.txt

// CHECK-DAG: @canon_subview_row: invalid: {{(memory of %arg0 differs at \[[12], [0-7]\]: target|target result #0 is)}}
// CHECK-DAG: @canon_dead_alloc_freed_early: invalid: the target has undefined behaviour (load of the memref.alloc at {{.*}}tgt.mlir:{{[0-9]+}}:8 after its memref.dealloc or the end of its scope) where the source has none{{$}}
// CHECK-DAG: @cse_across_store_same_buffer: invalid: target result #0 is
// CHECK-DAG: @cse_across_store_other_buffer: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @mem2reg_dropped_store: invalid: target result #0 is
// CHECK-DAG: @sroa_swapped_elements: invalid: target result #{{[01]}} is
// CHECK-DAG: @scalrep_kept_wrong_store: invalid: memory of %arg0 differs at [{{[0-3]}}, 0]: target
// CHECK-DAG: @scalrep_forward_past_store: invalid: target result #0 is
// CHECK-DAG: @fold_swapped_offsets: invalid: target result #0 is
// CHECK-DAG: @esm_wrong_stride: invalid: memory of %arg0 differs at [{{[0-9]+}}]: target
// CHECK-DAG: @loops_copy_short: invalid: memory of %arg1 differs at [2, {{[01]}}]: target
// CHECK-DAG: @loops_matmul_row_skipped: invalid: memory of %arg2 differs at [0, {{[0-3]}}]: target
// CHECK-DAG: @loops_matmul_f32_interchanged: valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// CHECK-DAG: @loops_sum_f32_reversed: invalid: memory of %arg1 differs at []: target
// CHECK-DAG: @affine_loops_shifted_load: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none{{$}}
// CHECK-DAG: @bufferize_missing_copy: invalid: target result #1 (tensor<4xi32>) differs at [{{[0-2]}}]: target poison, source
// CHECK-DAG: @hoist_freed_too_early: invalid: the target has undefined behaviour (store of a buffer after its memref.dealloc or the end of its scope) where the source has none{{$}}
// CHECK-DAG: @loop_hoist_load_before_store: invalid: memory of %arg0 differs at [{{[0-2]}}, {{[01]}}]: target
// CHECK-DAG: @stack_wrong_buffer: invalid: target result #0 is poison where the source result is
// CHECK: summary: 2 valid, 17 invalid, 0 unsupported, 0 inconclusive

// Counterexamples show the buffers' initial contents.
// DIAG-DAG: note: counterexample input %arg0 : memref<4x8xi16> = dense<{{.*}}> : memref<4x8xi16>
// DIAG-DAG: note: counterexample input %arg1 : memref<3x2xi64> = dense<{{.*}}> : memref<3x2xi64>

// MAY-DAG: @cse_across_store_same_buffer: invalid: target result #0 is
// MAY-DAG: @cse_across_store_other_buffer: invalid: target result #0 is
// MAY: summary: 0 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @canon_subview_row(%m: memref<4x8xi16>, %j: index, %v: i16) -> i16 {
  %s = memref.subview %m[2, 0] [1, 8] [1, 1] : memref<4x8xi16> to memref<8xi16, strided<[1], offset: 16>>
  memref.store %v, %s[%j] : memref<8xi16, strided<[1], offset: 16>>
  %c3 = arith.constant 3 : index
  %x = memref.load %s[%c3] : memref<8xi16, strided<[1], offset: 16>>
  return %x : i16
}
func.func @canon_dead_alloc_freed_early(%v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c1] : memref<4xi32>
  %x = memref.load %a[%c1] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %x : i32
}
func.func @cse_across_store_same_buffer(%m: memref<4xi32>, %i: index, %j: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%j] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @cse_across_store_other_buffer(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @mem2reg_dropped_store(%c: i1, %x: i32, %y: i32) -> i32 {
  %a = memref.alloca() : memref<i32>
  memref.store %x, %a[] : memref<i32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %y, %a[] : memref<i32>
  cf.br ^bb2
^bb2:
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}
func.func @sroa_swapped_elements(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x2xi16>
  memref.store %x, %a[%c0, %c1] : memref<2x2xi16>
  memref.store %y, %a[%c1, %c0] : memref<2x2xi16>
  %p = memref.load %a[%c0, %c1] : memref<2x2xi16>
  %q = memref.load %a[%c1, %c0] : memref<2x2xi16>
  return %p, %q : i16, i16
}
func.func @scalrep_kept_wrong_store(%m: memref<4x4xi32>, %i: index, %v: i32, %w: i32) -> i32 {
  affine.store %v, %m[%i, 0] : memref<4x4xi32>
  affine.store %w, %m[%i, 0] : memref<4x4xi32>
  %x = affine.load %m[%i, 0] : memref<4x4xi32>
  return %x : i32
}
func.func @scalrep_forward_past_store(%m: memref<4xi32>, %i: index, %v: i32, %w: i32) -> i32 {
  affine.store %v, %m[1] : memref<4xi32>
  affine.store %w, %m[%i] : memref<4xi32>
  %x = affine.load %m[1] : memref<4xi32>
  return %x : i32
}
func.func @fold_swapped_offsets(%m: memref<8x8xi32>, %i: index) -> i32 {
  %s = memref.subview %m[1, 2] [6, 6] [1, 1] : memref<8x8xi32> to memref<6x6xi32, strided<[8, 1], offset: 10>>
  %t = memref.subview %s[1, 1] [3, 3] [2, 2] : memref<6x6xi32, strided<[8, 1], offset: 10>> to memref<3x3xi32, strided<[16, 2], offset: 19>>
  %x = memref.load %t[%i, %i] : memref<3x3xi32, strided<[16, 2], offset: 19>>
  return %x : i32
}
func.func @esm_wrong_stride(%m: memref<16xi32>, %i: index, %v: i32) {
  %s = memref.subview %m[1] [5] [3] : memref<16xi32> to memref<5xi32, strided<[3], offset: 1>>
  memref.store %v, %s[%i] : memref<5xi32, strided<[3], offset: 1>>
  return
}
func.func @loops_copy_short(%a: memref<3x2xi64>, %c: memref<3x2xi64>) {
  linalg.copy ins(%a : memref<3x2xi64>) outs(%c : memref<3x2xi64>)
  return
}
func.func @loops_matmul_row_skipped(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  return
}
func.func @loops_matmul_f32_interchanged(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
func.func @loops_sum_f32_reversed(%a: memref<3xf32>, %s: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]}
      ins(%a : memref<3xf32>) outs(%s : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  }
  return
}
func.func @affine_loops_shifted_load(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @bufferize_missing_copy(%a: tensor<4xi32>, %v: i32) -> (tensor<4xi32>, tensor<4xi32>) {
  %c3 = arith.constant 3 : index
  %t = tensor.insert %v into %a[%c3] : tensor<4xi32>
  return %a, %t : tensor<4xi32>, tensor<4xi32>
}
func.func @hoist_freed_too_early(%c: i1, %m: memref<2xi32>, %v: i32) {
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
func.func @loop_hoist_load_before_store(%m: memref<3x2xi32>) {
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
func.func @stack_wrong_buffer(%c: i1, %v: i32, %w: i32) -> i32 {
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

//--- tgt.mlir
// canonicalize output, with the subview moved to row 1 (offset 8).
func.func @canon_subview_row(%arg0: memref<4x8xi16>, %arg1: index, %arg2: i16) -> i16 {
  %c3 = arith.constant 3 : index
  %subview = memref.subview %arg0[1, 0] [1, 8] [1, 1] : memref<4x8xi16> to memref<8xi16, strided<[1], offset: 8>>
  memref.store %arg2, %subview[%arg1] : memref<8xi16, strided<[1], offset: 8>>
  %0 = memref.load %subview[%c3] : memref<8xi16, strided<[1], offset: 8>>
  return %0 : i16
}
// canonicalize keeps this function; the mutant frees the buffer before the load.
func.func @canon_dead_alloc_freed_early(%v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c1] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  %x = memref.load %a[%c1] : memref<4xi32>
  return %x : i32
}
// cse output as if the two loads were merged across a store to the same buffer.
func.func @cse_across_store_same_buffer(%m: memref<4xi32>, %i: index, %j: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%j] : memref<4xi32>
  %s = arith.addi %a, %a : i32
  return %s : i32
}
// The same merge across a store to another argument: right only if the
// arguments do not alias.
func.func @cse_across_store_other_buffer(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %s = arith.addi %a, %a : i32
  return %s : i32
}
// mem2reg output without the store of ^bb1 (x flows on both edges).
func.func @mem2reg_dropped_store(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
^bb1:
  cf.br ^bb2(%arg1 : i32)
^bb2(%0: i32):
  return %0 : i32
}
// sroa output with the two loads reading the wrong slots.
func.func @sroa_swapped_elements(%arg0: i16, %arg1: i16) -> (i16, i16) {
  %alloca = memref.alloca() : memref<i16>
  %alloca_0 = memref.alloca() : memref<i16>
  memref.store %arg0, %alloca_0[] : memref<i16>
  memref.store %arg1, %alloca[] : memref<i16>
  %0 = memref.load %alloca[] : memref<i16>
  %1 = memref.load %alloca_0[] : memref<i16>
  return %0, %1 : i16, i16
}
// affine-scalrep output that kept the overwritten store instead of the last.
func.func @scalrep_kept_wrong_store(%arg0: memref<4x4xi32>, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
  affine.store %arg2, %arg0[%arg1, 0] : memref<4x4xi32>
  return %arg3 : i32
}
// Forwarding %v to the load past a store at a symbolic index (wrong when i = 1).
func.func @scalrep_forward_past_store(%arg0: memref<4xi32>, %arg1: index, %arg2: i32, %arg3: i32) -> i32 {
  affine.store %arg2, %arg0[1] : memref<4xi32>
  affine.store %arg3, %arg0[%arg1] : memref<4xi32>
  return %arg2 : i32
}
// fold-memref-alias-ops output with the row and column offsets swapped.
func.func @fold_swapped_offsets(%arg0: memref<8x8xi32>, %arg1: index) -> i32 {
  %0 = affine.apply affine_map<()[s0] -> (s0 * 2 + 3)>()[%arg1]
  %1 = affine.apply affine_map<()[s0] -> (s0 * 2 + 2)>()[%arg1]
  %2 = memref.load %arg0[%0, %1] : memref<8x8xi32>
  return %2 : i32
}
// expand-strided-metadata output with stride 2 instead of 3.
func.func @esm_wrong_stride(%arg0: memref<16xi32>, %arg1: index, %arg2: i32) {
  %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<16xi32> -> memref<i32>, index, index, index
  %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [1], sizes: [5], strides: [2] : memref<i32> to memref<5xi32, strided<[2], offset: 1>>
  memref.store %arg2, %reinterpret_cast[%arg1] : memref<5xi32, strided<[2], offset: 1>>
  return
}
// convert-linalg-to-loops output with the outer loop one iteration short.
func.func @loops_copy_short(%arg0: memref<3x2xi64>, %arg1: memref<3x2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %arg2 = %c0 to %c2 step %c1 {
    scf.for %arg3 = %c0 to %c2 step %c1 {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<3x2xi64>
      memref.store %0, %arg1[%arg2, %arg3] : memref<3x2xi64>
    }
  }
  return
}
// convert-linalg-to-loops output with the i loop starting at 1: row 0 of c
// is never computed.
func.func @loops_matmul_row_skipped(%arg0: memref<4x4xi32>, %arg1: memref<4x4xi32>, %arg2: memref<4x4xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %arg3 = %c1 to %c4 step %c1 {
    scf.for %arg4 = %c0 to %c4 step %c1 {
      scf.for %arg5 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg5] : memref<4x4xi32>
        %1 = memref.load %arg1[%arg5, %arg4] : memref<4x4xi32>
        %2 = memref.load %arg2[%arg3, %arg4] : memref<4x4xi32>
        %3 = arith.muli %0, %1 : i32
        %4 = arith.addi %2, %3 : i32
        memref.store %4, %arg2[%arg3, %arg4] : memref<4x4xi32>
      }
    }
  }
  return
}
// Control: the k loop moved outermost. Each c[i][j] still accumulates k = 0,
// 1, 2, 3 in order, so even on floats this is a refinement.
func.func @loops_matmul_f32_interchanged(%arg0: memref<4x4xf32>, %arg1: memref<4x4xf32>, %arg2: memref<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  scf.for %arg5 = %c0 to %c4 step %c1 {
    scf.for %arg3 = %c0 to %c4 step %c1 {
      scf.for %arg4 = %c0 to %c4 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg5] : memref<4x4xf32>
        %1 = memref.load %arg1[%arg5, %arg4] : memref<4x4xf32>
        %2 = memref.load %arg2[%arg3, %arg4] : memref<4x4xf32>
        %3 = arith.mulf %0, %1 : f32
        %4 = arith.addf %2, %3 : f32
        memref.store %4, %arg2[%arg3, %arg4] : memref<4x4xf32>
      }
    }
  }
  return
}
// convert-linalg-to-loops output of a float sum with the loop run backwards
// (j = 2 - k): the additions in another order.
func.func @loops_sum_f32_reversed(%arg0: memref<3xf32>, %arg1: memref<f32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %c3 step %c1 {
    %arg2 = arith.subi %c2, %k : index
    %0 = memref.load %arg0[%arg2] : memref<3xf32>
    %1 = memref.load %arg1[] : memref<f32>
    %2 = arith.addf %1, %0 : f32
    memref.store %2, %arg1[] : memref<f32>
  }
  return
}
// convert-linalg-to-affine-loops output reading a[i + 1]: out of bounds at i = 3.
func.func @affine_loops_shifted_load(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
  affine.for %arg3 = 0 to 4 {
    %0 = affine.load %arg0[%arg3 + 1] : memref<4xi32>
    %1 = affine.load %arg1[%arg3] : memref<4xi32>
    %2 = arith.addi %0, %1 : i32
    affine.store %2, %arg2[%arg3] : memref<4xi32>
  }
  return
}
// one-shot-bufferize output without the memref.copy into the new buffer.
func.func @bufferize_missing_copy(%arg0: tensor<4xi32>, %arg1: i32) -> (tensor<4xi32>, tensor<4xi32>) {
  %0 = bufferization.to_buffer %arg0 : tensor<4xi32> to memref<4xi32, strided<[?], offset: ?>>
  %c3 = arith.constant 3 : index
  %alloc = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
  memref.store %arg1, %alloc[%c3] : memref<4xi32>
  %1 = bufferization.to_tensor %alloc : memref<4xi32> to tensor<4xi32>
  return %arg0, %1 : tensor<4xi32>, tensor<4xi32>
}
// buffer-hoisting output with the first buffer freed right after it is made.
func.func @hoist_freed_too_early(%arg0: i1, %arg1: memref<2xi32>, %arg2: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloc = memref.alloc() : memref<2xi32>
  %alloc_0 = memref.alloc() : memref<2xi32>
  memref.dealloc %alloc : memref<2xi32>
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%alloc : memref<2xi32>)
^bb2:
  cf.br ^bb3(%alloc_0 : memref<2xi32>)
^bb3(%0: memref<2xi32>):
  memref.store %arg2, %0[%c1] : memref<2xi32>
  %1 = memref.load %0[%c1] : memref<2xi32>
  memref.store %1, %arg1[%c0] : memref<2xi32>
  return
}
// buffer-loop-hoisting output with the load of the hoisted buffer moved
// above the store: each iteration reads the previous iteration's square
// (the first reads uninitialised memory).
func.func @loop_hoist_load_before_store(%arg0: memref<3x2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %alloc = memref.alloc() : memref<1xi32>
  scf.for %arg1 = %c0 to %c3 step %c1 {
    scf.for %arg2 = %c0 to %c2 step %c1 {
      %0 = memref.load %arg0[%arg1, %arg2] : memref<3x2xi32>
      %1 = arith.muli %0, %0 : i32
      %2 = memref.load %alloc[%c0] : memref<1xi32>
      memref.store %1, %alloc[%c0] : memref<1xi32>
      memref.store %2, %arg0[%arg1, %arg2] : memref<3x2xi32>
    }
  }
  return
}
// promote-buffers-to-stack output with the else branch storing into the
// other alloca: the yielded one is read uninitialised.
func.func @stack_wrong_buffer(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %alloca = memref.alloca() : memref<2xi32>
  %0 = scf.if %arg0 -> (memref<2xi32>) {
    memref.store %arg1, %alloca[%c0] : memref<2xi32>
    scf.yield %alloca : memref<2xi32>
  } else {
    %alloca_0 = memref.alloca() : memref<2xi32>
    memref.store %arg2, %alloca[%c0] : memref<2xi32>
    scf.yield %alloca_0 : memref<2xi32>
  }
  %1 = memref.load %0[%c0] : memref<2xi32>
  return %1 : i32
}

//--- may-src.mlir
// The two cse pairs again, for the run with memref-alias=may.
func.func @cse_across_store_same_buffer(%m: memref<4xi32>, %i: index, %j: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%j] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @cse_across_store_other_buffer(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

//--- may-tgt.mlir
// cse output as if the two loads were merged across a store to the same buffer.
func.func @cse_across_store_same_buffer(%m: memref<4xi32>, %i: index, %j: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%j] : memref<4xi32>
  %s = arith.addi %a, %a : i32
  return %s : i32
}
// The same merge across a store to another argument: right only if the
// arguments do not alias.
func.func @cse_across_store_other_buffer(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %s = arith.addi %a, %a : i32
  return %s : i32
}
