// Upstream MLIR 22 `fold-memref-alias-ops` on loads and stores through
// memref.expand_shape / memref.collapse_shape at SYMBOLIC indices: the pass
// rewrites the access onto the base memref with the index computed by
// affine.linearize_index disjoint (expand_shape) or
// affine.delinearize_index (collapse_shape), both modelled
// (src/semantics/affine_index.rs): the folds are proved, the `disjoint`
// promise standing for the bounds of the expanded access (an index out of
// its dimension is UB in the source). expand-strided-metadata (which gives
// extract_strided_metadata + reinterpret_cast instead) and canonicalize
// are checked too. At constant indices the fold gives a constant index
// (memory_scalar_passes.mlir: @expand_const, @collapse_const).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(fold-memref-alias-ops)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FOLD --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(expand-strided-metadata)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ESM --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CANON --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// The pass does what is described above (the ops the verdicts name):
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(fold-memref-alias-ops))' %s | FileCheck %s --check-prefix=IR

// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @expand_load is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @collapse_store is valid{{$}}

// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @expand_load is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @collapse_store is valid{{$}}
// ESM-NOT: {{invalid|unsupported|inconclusive}}

// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @expand_load is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @collapse_store is valid (unchanged){{$}}

// IR-LABEL: func.func @expand_load
// IR: affine.linearize_index disjoint [%{{.*}}, %{{.*}}] by (3, 4)
// IR-LABEL: func.func @collapse_store
// IR: affine.delinearize_index %{{.*}} into (3, 4)

// Element (i, j) of the 3x4 expansion is element 4 i + j of %m.
func.func @expand_load(%m: memref<12xi32>, %i: index, %j: index) -> i32 {
  %e = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xi32> into memref<3x4xi32>
  %x = memref.load %e[%i, %j] : memref<3x4xi32>
  return %x : i32
}

// Element k of the collapsed 3x4 is element (k / 4, k mod 4) of %m.
func.func @collapse_store(%m: memref<3x4xi32>, %k: index, %v: i32) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  memref.store %v, %c[%k] : memref<12xi32>
  return
}
