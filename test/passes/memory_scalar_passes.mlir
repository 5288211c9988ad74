// Upstream MLIR 22 scalar memory passes on straight-line memref code written
// for this test, checked through the plugin one pass at a time (each RUN line
// is one pass, so that every pass sees the input as written):
//   canonicalize            dead allocs/allocas (only stored to) erased,
//                           memref.dim of an alloc/cast folded,
//                           load(cast(x)) -> load(x), affine map operands
//                           that are function arguments made symbols
//                           (%m[%i + 2] -> %m[symbol(%i) + 2]);
//   cse                     identical loads with no write between merged;
//   mem2reg                 single-element allocas promoted to SSA values
//                           (block arguments at a join, poison for a read
//                           before any store);
//   sroa, then mem2reg      small allocas with constant indices split into
//                           one alloca per element, then promoted;
//   affine-scalrep          affine.store forwarded to affine.load, redundant
//                           loads and overwritten stores removed, a local
//                           temporary buffer removed altogether;
//   fold-memref-alias-ops   loads/stores through subview, and through
//                           expand_shape/collapse_shape at constant indices,
//                           rewritten onto the base memref;
//   expand-strided-metadata subview/cast/collapse/expand rewritten as
//                           extract_strided_metadata + reinterpret_cast.
// The memory model (src/semantics/memory) must prove every rewrite: results
// and the final contents of the argument buffers refine the source's. Every
// function's verdict is listed per pass (the pass leaves many functions
// alone: those are "valid (unchanged)"); nothing may be invalid, unsupported
// or inconclusive, and no other remark, warning or error may appear.
//
// Not here (each has its own test):
// - fold-memref-alias-ops on expand_shape/collapse_shape at symbolic indices
//   gives affine.linearize_index / affine.delinearize_index (proved there):
//   memory_fold_alias_ops.mlir;
// - expand-strided-metadata on a subview with a dynamic offset and stride
//   is reported invalid on a counterexample that is not a real memref
//   (a spurious verdict): memory_view_extent_false_alarm.mlir.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CANON --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="cse" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CSE --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(mem2reg)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=M2R --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(sroa),func.func(mem2reg)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SROA --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-scalrep)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SCALREP --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(fold-memref-alias-ops)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FOLD --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(expand-strided-metadata)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ESM --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:

// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @affine_forward is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @affine_redundant_load is valid ({{IEEE-754|abstract floating point}}){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @affine_overwrite is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @affine_local_temp is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @affine_through_subview is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @dead_alloc is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @dead_alloca is valid ({{IEEE-754|abstract floating point}}){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @load_through_cast is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @cast_to_dynamic is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @dim_of_alloc is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @cse_loads is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @cse_loads_across_store is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @scalar_slot_cf is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @scalar_slot_1elem is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @uninit_load is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @sroa_pair is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @sroa_2d is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @subview_load is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @subview_store_strided is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @subview_rank_reduce is valid{{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @subview_of_subview is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @rank0_view is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @expand_const is valid (unchanged){{$}}
// CANON-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @collapse_const is valid (unchanged){{$}}
// CANON-NOT: {{invalid|unsupported|inconclusive}}

// CSE-DAG: remark: verify-translation: stage 'cse': @affine_forward is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @affine_redundant_load is valid ({{IEEE-754|abstract floating point}}){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @affine_overwrite is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @affine_local_temp is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @affine_through_subview is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @dead_alloc is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @dead_alloca is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @load_through_cast is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @cast_to_dynamic is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @dim_of_alloc is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @cse_loads is valid{{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @cse_loads_across_store is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @scalar_slot_cf is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @scalar_slot_1elem is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @uninit_load is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @sroa_pair is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @sroa_2d is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @subview_load is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @subview_store_strided is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @subview_rank_reduce is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @subview_of_subview is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @rank0_view is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @expand_const is valid (unchanged){{$}}
// CSE-DAG: remark: verify-translation: stage 'cse': @collapse_const is valid (unchanged){{$}}
// CSE-NOT: {{invalid|unsupported|inconclusive}}

// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_forward is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_redundant_load is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_overwrite is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_local_temp is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_through_subview is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dead_alloc is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dead_alloca is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @load_through_cast is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cast_to_dynamic is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dim_of_alloc is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cse_loads is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cse_loads_across_store is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @scalar_slot_cf is valid{{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @scalar_slot_1elem is valid ({{IEEE-754|abstract floating point}}){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @uninit_load is valid{{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @sroa_pair is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @sroa_2d is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_load is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_store_strided is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_rank_reduce is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_of_subview is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @rank0_view is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @expand_const is valid (unchanged){{$}}
// M2R-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @collapse_const is valid (unchanged){{$}}
// M2R-NOT: {{invalid|unsupported|inconclusive}}

// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @affine_forward is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @affine_redundant_load is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @affine_overwrite is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @affine_local_temp is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @affine_through_subview is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @dead_alloc is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @dead_alloca is valid ({{IEEE-754|abstract floating point}}){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @load_through_cast is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @cast_to_dynamic is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @dim_of_alloc is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @cse_loads is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @cse_loads_across_store is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @scalar_slot_cf is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @scalar_slot_1elem is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @uninit_load is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @sroa_pair is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @sroa_2d is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @subview_load is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @subview_store_strided is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @subview_rank_reduce is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @subview_of_subview is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @rank0_view is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @expand_const is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(sroa)': @collapse_const is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_forward is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_redundant_load is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_overwrite is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_local_temp is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @affine_through_subview is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dead_alloc is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dead_alloca is valid ({{IEEE-754|abstract floating point}}){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @load_through_cast is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cast_to_dynamic is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @dim_of_alloc is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cse_loads is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @cse_loads_across_store is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @scalar_slot_cf is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @scalar_slot_1elem is valid ({{IEEE-754|abstract floating point}}){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @uninit_load is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @sroa_pair is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @sroa_2d is valid{{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_load is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_store_strided is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_rank_reduce is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @subview_of_subview is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @rank0_view is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @expand_const is valid (unchanged){{$}}
// SROA-DAG: remark: verify-translation: stage 'func.func(mem2reg)': @collapse_const is valid (unchanged){{$}}
// SROA-NOT: {{invalid|unsupported|inconclusive}}

// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @affine_forward is valid{{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @affine_redundant_load is valid ({{IEEE-754|abstract floating point}}){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @affine_overwrite is valid{{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @affine_local_temp is valid{{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @affine_through_subview is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @dead_alloc is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @dead_alloca is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @load_through_cast is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @cast_to_dynamic is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @dim_of_alloc is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @cse_loads is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @cse_loads_across_store is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @scalar_slot_cf is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @scalar_slot_1elem is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @uninit_load is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @sroa_pair is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @sroa_2d is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @subview_load is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @subview_store_strided is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @subview_rank_reduce is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @subview_of_subview is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @rank0_view is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @expand_const is valid (unchanged){{$}}
// SCALREP-DAG: remark: verify-translation: stage 'func.func(affine-scalrep)': @collapse_const is valid (unchanged){{$}}
// SCALREP-NOT: {{invalid|unsupported|inconclusive}}

// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @affine_forward is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @affine_redundant_load is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @affine_overwrite is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @affine_local_temp is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @affine_through_subview is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @dead_alloc is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @dead_alloca is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @load_through_cast is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @cast_to_dynamic is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @dim_of_alloc is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @cse_loads is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @cse_loads_across_store is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @scalar_slot_cf is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @scalar_slot_1elem is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @uninit_load is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @sroa_pair is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @sroa_2d is valid (unchanged){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @subview_load is valid ({{IEEE-754|abstract floating point}}){{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @subview_store_strided is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @subview_rank_reduce is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @subview_of_subview is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @rank0_view is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @expand_const is valid{{$}}
// FOLD-DAG: remark: verify-translation: stage 'func.func(fold-memref-alias-ops)': @collapse_const is valid{{$}}
// FOLD-NOT: {{invalid|unsupported|inconclusive}}

// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @affine_forward is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @affine_redundant_load is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @affine_overwrite is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @affine_local_temp is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @affine_through_subview is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @dead_alloc is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @dead_alloca is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @load_through_cast is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @cast_to_dynamic is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @dim_of_alloc is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @cse_loads is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @cse_loads_across_store is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @scalar_slot_cf is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @scalar_slot_1elem is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @uninit_load is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @sroa_pair is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @sroa_2d is valid (unchanged){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @subview_load is valid ({{IEEE-754|abstract floating point}}){{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @subview_store_strided is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @subview_rank_reduce is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @subview_of_subview is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @rank0_view is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @expand_const is valid{{$}}
// ESM-DAG: remark: verify-translation: stage 'func.func(expand-strided-metadata)': @collapse_const is valid{{$}}
// ESM-NOT: {{invalid|unsupported|inconclusive}}

// affine-scalrep: the stored value is forwarded to the load.
func.func @affine_forward(%m: memref<4xi32>, %v: i32) -> i32 {
  affine.store %v, %m[1] : memref<4xi32>
  %x = affine.load %m[1] : memref<4xi32>
  return %x : i32
}

// affine-scalrep and cse: the second load of the same element is the first.
func.func @affine_redundant_load(%m: memref<8xf32>, %i: index) -> f32 {
  %a = affine.load %m[%i + 2] : memref<8xf32>
  %b = affine.load %m[%i + 2] : memref<8xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

// affine-scalrep: the first store is overwritten before any load (dropped);
// the load reads the second one.
func.func @affine_overwrite(%m: memref<4x4xi32>, %i: index, %v: i32, %w: i32) -> i32 {
  affine.store %v, %m[%i, 0] : memref<4x4xi32>
  affine.store %w, %m[%i, 0] : memref<4x4xi32>
  %x = affine.load %m[%i, 0] : memref<4x4xi32>
  return %x : i32
}

// affine-scalrep: a local temporary; both loads forwarded, then the buffer
// (alloc, stores, dealloc) removed.
func.func @affine_local_temp(%v: i32, %w: i32) -> i32 {
  %t = memref.alloc() : memref<2xi32>
  affine.store %v, %t[0] : memref<2xi32>
  affine.store %w, %t[1] : memref<2xi32>
  %a = affine.load %t[0] : memref<2xi32>
  %b = affine.load %t[1] : memref<2xi32>
  %s = arith.addi %a, %b : i32
  memref.dealloc %t : memref<2xi32>
  return %s : i32
}

// An affine.store through a subview (canonicalize makes %i a symbol of the
// map; expand-strided-metadata rewrites the subview; fold-memref-alias-ops
// leaves affine accesses to affine-fold-memref-alias-ops).
func.func @affine_through_subview(%m: memref<8xi32>, %i: index, %v: i32) {
  %s = memref.subview %m[2] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 2>>
  affine.store %v, %s[%i + 1] : memref<4xi32, strided<[1], offset: 2>>
  return
}

// canonicalize: an alloc that is only stored to and freed is erased.
func.func @dead_alloc(%v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi32>
  memref.store %v, %a[%c1] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}

// canonicalize: the same for an alloca; sroa splits it first.
func.func @dead_alloca(%v: f32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<8xf32>
  memref.store %v, %a[%c0] : memref<8xf32>
  return
}

// canonicalize / fold-memref-alias-ops: the load goes through the cast to
// the argument, memref.dim of the cast is the static size 4.
func.func @load_through_cast(%m: memref<4xi32>, %i: index) -> (i32, index) {
  %c = memref.cast %m : memref<4xi32> to memref<?xi32>
  %x = memref.load %c[%i] : memref<?xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %c0 : memref<?xi32>
  return %x, %d : i32, index
}

// The cast to a dynamic shape is folded away (canonicalize) or expanded
// (expand-strided-metadata).
func.func @cast_to_dynamic(%m: memref<4x8xi32>, %i: index) -> i32 {
  %c = memref.cast %m : memref<4x8xi32> to memref<?x?xi32>
  %c1 = arith.constant 1 : index
  %x = memref.load %c[%c1, %i] : memref<?x?xi32>
  return %x : i32
}

// canonicalize: dims of an alloc are its size operand and its static size;
// the alloc is then dead.
func.func @dim_of_alloc(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?x4xi8>
  %d = memref.dim %a, %c0 : memref<?x4xi8>
  %c1 = arith.constant 1 : index
  %e = memref.dim %a, %c1 : memref<?x4xi8>
  %s = arith.addi %d, %e : index
  memref.dealloc %a : memref<?x4xi8>
  return %s : index
}

// cse: two loads of one element with no write between are one load.
func.func @cse_loads(%m: memref<4xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// cse must keep both loads: a store (to another buffer, but cse does not
// know) lies between them.
func.func @cse_loads_across_store(%m: memref<4xi32>, %n: memref<4xi32>, %i: index, %v: i32) -> i32 {
  %a = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %n[%i] : memref<4xi32>
  %b = memref.load %m[%i] : memref<4xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}

// mem2reg: a rank-0 alloca written on two paths becomes a block argument
// of the join.
func.func @scalar_slot_cf(%c: i1, %x: i32, %y: i32) -> i32 {
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

// mem2reg: a one-element alloca read, updated and read again.
func.func @scalar_slot_1elem(%x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xf32>
  memref.store %x, %a[%c0] : memref<1xf32>
  %l = memref.load %a[%c0] : memref<1xf32>
  %s = arith.addf %l, %y : f32
  memref.store %s, %a[%c0] : memref<1xf32>
  %r = memref.load %a[%c0] : memref<1xf32>
  return %r : f32
}

// mem2reg: a read of an alloca before any store is uninitialised memory
// (poison); mem2reg gives ub.poison.
func.func @uninit_load() -> i32 {
  %a = memref.alloca() : memref<i32>
  %r = memref.load %a[] : memref<i32>
  return %r : i32
}

// sroa: a two-element alloca with constant indices becomes two rank-0
// allocas (mem2reg then promotes them).
func.func @sroa_pair(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2xi32>
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.store %y, %a[%c1] : memref<2xi32>
  %p = memref.load %a[%c0] : memref<2xi32>
  %q = memref.load %a[%c1] : memref<2xi32>
  %r = arith.subi %p, %q : i32
  return %r : i32
}

// sroa on a 2-D alloca: elements (0, 1) and (1, 0) must not be confused.
func.func @sroa_2d(%x: i16, %y: i16) -> (i16, i16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloca() : memref<2x2xi16>
  memref.store %x, %a[%c0, %c1] : memref<2x2xi16>
  memref.store %y, %a[%c1, %c0] : memref<2x2xi16>
  %p = memref.load %a[%c0, %c1] : memref<2x2xi16>
  %q = memref.load %a[%c1, %c0] : memref<2x2xi16>
  return %p, %q : i16, i16
}

// fold-memref-alias-ops: load(subview) -> load of the base at (i + 2, j + 3);
// expand-strided-metadata: reinterpret_cast at offset 19.
func.func @subview_load(%m: memref<8x8xf32>, %i: index, %j: index) -> f32 {
  %s = memref.subview %m[2, 3] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 19>>
  %x = memref.load %s[%i, %j] : memref<4x4xf32, strided<[8, 1], offset: 19>>
  return %x : f32
}

// A strided subview (offset 1, stride 3): the store lands at 1 + 3 * i.
func.func @subview_store_strided(%m: memref<16xi32>, %i: index, %v: i32) {
  %s = memref.subview %m[1] [5] [3] : memref<16xi32> to memref<5xi32, strided<[3], offset: 1>>
  memref.store %v, %s[%i] : memref<5xi32, strided<[3], offset: 1>>
  return
}

// A rank-reducing subview (row 2 of the matrix).
func.func @subview_rank_reduce(%m: memref<4x8xi16>, %j: index, %v: i16) -> i16 {
  %s = memref.subview %m[2, 0] [1, 8] [1, 1] : memref<4x8xi16> to memref<8xi16, strided<[1], offset: 16>>
  memref.store %v, %s[%j] : memref<8xi16, strided<[1], offset: 16>>
  %c3 = arith.constant 3 : index
  %x = memref.load %s[%c3] : memref<8xi16, strided<[1], offset: 16>>
  return %x : i16
}

// A subview of a subview (offsets add, strides multiply): the load reads
// element (2 i + 2, 2 i + 3) of the argument.
func.func @subview_of_subview(%m: memref<8x8xi32>, %i: index) -> i32 {
  %s = memref.subview %m[1, 2] [6, 6] [1, 1] : memref<8x8xi32> to memref<6x6xi32, strided<[8, 1], offset: 10>>
  %t = memref.subview %s[1, 1] [3, 3] [2, 2] : memref<6x6xi32, strided<[8, 1], offset: 10>> to memref<3x3xi32, strided<[16, 2], offset: 19>>
  %x = memref.load %t[%i, %i] : memref<3x3xi32, strided<[16, 2], offset: 19>>
  return %x : i32
}

// A rank-0 view of element (1, 2).
func.func @rank0_view(%m: memref<4x4xi64>) -> i64 {
  %s = memref.subview %m[1, 2] [1, 1] [1, 1] : memref<4x4xi64> to memref<i64, strided<[], offset: 6>>
  %x = memref.load %s[] : memref<i64, strided<[], offset: 6>>
  return %x : i64
}

// fold-memref-alias-ops: element (2, 1) of the 3x4 expansion is element 9.
func.func @expand_const(%m: memref<12xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xi32> into memref<3x4xi32>
  %x = memref.load %e[%c2, %c1] : memref<3x4xi32>
  return %x : i32
}

// fold-memref-alias-ops: element 7 of the collapsed 3x4 is element (1, 3).
func.func @collapse_const(%m: memref<3x4xi32>, %v: i32) {
  %c7 = arith.constant 7 : index
  %c = memref.collapse_shape %m [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  memref.store %v, %c[%c7] : memref<12xi32>
  return
}
