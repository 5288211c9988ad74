// The real passes that rewrite affine.delinearize_index and
// affine.linearize_index, checked in mlir-opt against the meanings of
// delinearize-linearize.mlir: --affine-expand-index-ops (arith:
// floordivsi, remsi, muli/addi with nsw and nuw), its -as-affine variant
// (affine.apply maps) and canonicalize (folds of unit basis elements that
// rely on the outer bound and on `disjoint`, round trips). Every function
// is proved (index-bitwidth=6 keeps the dynamic bases fast: the solver
// relates divisions by a product of two unknowns, and the -as-affine
// `(x mod (a * b)) mod b` to `x mod b`, in about 1 s at 6 bits, 6 s and
// 21 s at 8). Hand-mutated
// outputs are caught: floordivsi turned into divsi, floordiv into ceildiv,
// and a source without `disjoint` against canonicalize's folds.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="affine-expand-index-ops" index-bitwidth=6 timeout-ms=60000 remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=EXPAND --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="affine-expand-index-ops-as-affine" index-bitwidth=6 timeout-ms=60000 remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFFINE --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" index-bitwidth=6 timeout-ms=60000 remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=warning:
//
// RUN: mlir-opt --affine-expand-index-ops %s | sed 's/arith.floordivsi/arith.divsi/' > %t.divsi.mlir
// RUN: %mlir-refine --index-bitwidth=6 --timeout-ms=60000 %s %t.divsi.mlir > %t.divsi.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=DIVSI < %t.divsi.txt
// RUN: mlir-opt --affine-expand-index-ops-as-affine %s | sed 's/floordiv/ceildiv/' > %t.ceildiv.mlir
// RUN: %mlir-refine --index-bitwidth=6 --timeout-ms=60000 %s %t.ceildiv.mlir > %t.ceildiv.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=CEILDIV < %t.ceildiv.txt
// RUN: mlir-opt --canonicalize %s -o %t.canon.mlir
// RUN: sed 's/linearize_index disjoint/linearize_index/' %s > %t.nodisjoint.mlir
// RUN: %mlir-refine --index-bitwidth=6 --timeout-ms=60000 %t.nodisjoint.mlir %t.canon.mlir > %t.nodisjoint.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=NODISJOINT < %t.nodisjoint.txt

// EXPAND-DAG: stage 'affine-expand-index-ops': @delin_static is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @delin_no_outer is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @delin_dynamic is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @delin_dynamic_inner is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @lin_static is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @lin_dynamic is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @lin_disjoint is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @roundtrip_disjoint is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @delin_unit is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @lin_disjoint_unit is valid{{$}}
// EXPAND-DAG: stage 'affine-expand-index-ops': @lin_of_delin is valid{{$}}

// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @delin_static is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @delin_no_outer is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @delin_dynamic is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @delin_dynamic_inner is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @lin_static is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @lin_dynamic is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @lin_disjoint is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @roundtrip_disjoint is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @delin_unit is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @lin_disjoint_unit is valid{{$}}
// AFFINE-DAG: stage 'affine-expand-index-ops-as-affine': @lin_of_delin is valid{{$}}

// CANON-DAG: stage 'canonicalize': @delin_static is valid (unchanged){{$}}
// CANON-DAG: stage 'canonicalize': @roundtrip_disjoint is valid{{$}}
// CANON-DAG: stage 'canonicalize': @delin_unit is valid{{$}}
// CANON-DAG: stage 'canonicalize': @lin_disjoint_unit is valid{{$}}
// CANON-DAG: stage 'canonicalize': @lin_of_delin is valid{{$}}

// DIVSI-DAG: @delin_static: valid{{$}}
// DIVSI-DAG: @delin_no_outer: invalid: target result #0 is 0 (0x00) where the source result is 63 / -1 (0x3f)
// DIVSI-DAG: @delin_dynamic_inner: invalid: target result #0 is
// DIVSI: summary:

// CEILDIV-DAG: @delin_static: invalid: target result #0 is
// CEILDIV-DAG: @delin_no_outer: invalid: target result #0 is
// CEILDIV: summary:

// NODISJOINT-DAG: @roundtrip_disjoint: invalid: target result #0 is
// NODISJOINT-DAG: @lin_disjoint_unit: invalid: target result #0 is
// NODISJOINT-DAG: @delin_unit: valid{{$}}
// NODISJOINT: summary:

func.func @delin_static(%x: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (2, 3, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @delin_no_outer(%x: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (3, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @delin_dynamic(%x: index, %b: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%b, 5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_dynamic_inner(%x: index, %a: index, %b: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (%a, %b) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @lin_static(%x: index, %y: index, %z: index) -> index {
  %r = affine.linearize_index [%x, %y, %z] by (2, 3, 5) : index
  return %r : index
}
func.func @lin_dynamic(%x: index, %y: index, %z: index, %a: index, %b: index) -> index {
  %r = affine.linearize_index [%x, %y, %z] by (%a, %b) : index
  return %r : index
}
func.func @lin_disjoint(%x: index, %y: index, %b: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (%b, 5) : index
  return %r : index
}
func.func @roundtrip_disjoint(%x: index, %y: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%x, %y] by (4, 5) : index
  %r:2 = affine.delinearize_index %l into (4, 5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_unit(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (1, 5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @lin_disjoint_unit(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (1, 5) : index
  return %r : index
}
func.func @lin_of_delin(%x: index) -> index {
  %r:3 = affine.delinearize_index %x into (3, 5) : index, index, index
  %l = affine.linearize_index [%r#0, %r#1, %r#2] by (3, 5) : index
  return %l : index
}
