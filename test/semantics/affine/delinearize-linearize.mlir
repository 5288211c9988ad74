// affine.delinearize_index / affine.linearize_index (AffineOps.td). The
// meanings (src/semantics/affine_index.rs):
// - delinearize: "`%0:3 = affine.delinearize_index %x into (B, C)`
//   produces `%0 = {%x / (B * C), (%x mod (B * C)) / C, %x mod C}`" with
//   floor division (a negative index rounds toward -inf); "A dynamic basis
//   element being 0 or negative causes undefined behavior", and so does a
//   product of the basis that overflows ("lowerings ... may assume" it does
//   not). The outer bound is "not used during computations" but bounds the
//   index: `0 <= %x floordiv P_1 < B_0`, poison otherwise (canonicalize
//   folds `into (1, 5)` to `(0, %x)`).
// - linearize: "`sum(i = 0 to N-1) %idx_i * product(j = i + 1 to N-1)
//   B_j`"; "undefined behavior occurs if the linearization computation
//   overflows in the signed sense": poison (the op is Pure, as
//   affine.apply's overflow) when a product, a term or a partial sum in
//   any order overflows. `disjoint` ("for all `i`, `0 <= %idx_i < B_i`
//   ... except that `%idx_0` may be negative"): poison when broken, with
//   `%idx_0` bounded too when there is an outer bound (as canonicalize
//   reads it); without `disjoint` the outer bound is not read.
// Checked at index-bitwidth=16 (the rules do not depend on the width; a
// static basis element that does not fit 16 bits makes delinearize UB).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --index-bitwidth=16 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @delin_maps: valid{{$}}
// CHECK-DAG: @delin_outer_bound_unit: valid{{$}}
// CHECK-DAG: @delin_dynamic_lowered: valid{{$}}
// CHECK-DAG: @delin_negative_floors: valid{{$}}
// CHECK-DAG: @delin_product_overflow_ub: valid{{$}}
// CHECK-DAG: @lin_maps: valid{{$}}
// CHECK-DAG: @lin_any_order: valid{{$}}
// CHECK-DAG: @lin_dynamic: valid{{$}}
// CHECK-DAG: @lin_disjoint_unit: valid{{$}}
// CHECK-DAG: @lin_drop_outer_bound: valid{{$}}
// CHECK-DAG: @lin_disjoint_nuw: valid{{$}}
// CHECK-DAG: @roundtrip_disjoint: valid{{$}}
// CHECK-DAG: @delin_basis_too_wide_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @delin_truncating: invalid: target result #0 is 0 (0x0000) where the source result is 65535 / -1 (0xffff)
// CHECK-DAG: @delin_no_outer_bound_fold: invalid: target result #0 is
// CHECK-DAG: @lin_wrong_stride: invalid: target result #0 is
// CHECK-DAG: @lin_overflow_wraps_target_nuw: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @lin_disjoint_dropped: invalid: target result #0 is
// CHECK-DAG: @lin_disjoint_first_negative: invalid: target result #0 is poison where the source result is 65531 / -5 (0xfffb)
// CHECK-DAG: @lin_disjoint_outer_bound_added: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @roundtrip_not_disjoint: invalid: target result #0 is
// CHECK: summary: 13 valid, 8 invalid, 0 unsupported, 0 inconclusive

// DIAG-DAG: note: counterexample input %arg0 : index = 65535 / -1 (0xffff)
// DIAG-DAG: note: the target makes poison here: 'arith.muli' on 65535 / -1 (0xffff), 5 (0x0005)

//--- src.mlir
func.func @delin_maps(%x: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (3, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @delin_outer_bound_unit(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (1, 5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_dynamic_lowered(%x: index, %b: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%b) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_negative_floors() -> (index, index) {
  %c = arith.constant -17 : index
  %r:2 = affine.delinearize_index %c into (5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_product_overflow_ub(%x: index, %a: index, %b: index) -> index {
  %r:3 = affine.delinearize_index %x into (%a, %b) : index, index, index
  return %r#0 : index
}
func.func @lin_maps(%x: index, %y: index, %z: index) -> index {
  %r = affine.linearize_index [%x, %y, %z] by (2, 3, 5) : index
  return %r : index
}
func.func @lin_any_order(%x: index, %y: index, %z: index) -> index {
  %r = affine.linearize_index [%x, %y, %z] by (3, 5) : index
  return %r : index
}
func.func @lin_dynamic(%x: index, %y: index, %b: index) -> index {
  %r = affine.linearize_index [%x, %y] by (%b) : index
  return %r : index
}
func.func @lin_disjoint_unit(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (1, 5) : index
  return %r : index
}
func.func @lin_drop_outer_bound(%x: index, %y: index) -> index {
  %r = affine.linearize_index [%x, %y] by (4, 5) : index
  return %r : index
}
func.func @lin_disjoint_nuw(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (4, 5) : index
  return %r : index
}
func.func @roundtrip_disjoint(%x: index, %y: index) -> (index, index) {
  %l = affine.linearize_index disjoint [%x, %y] by (4, 5) : index
  %r:2 = affine.delinearize_index %l into (4, 5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_basis_too_wide_ub(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (70000) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_truncating(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_no_outer_bound_fold(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (5) : index, index
  return %r#0, %r#1 : index, index
}
func.func @lin_wrong_stride(%x: index, %y: index, %z: index) -> index {
  %r = affine.linearize_index [%x, %y, %z] by (3, 5) : index
  return %r : index
}
func.func @lin_overflow_wraps_target_nuw(%x: index, %y: index) -> index {
  %r = affine.linearize_index [%x, %y] by (5) : index
  return %r : index
}
func.func @lin_disjoint_dropped(%x: index, %y: index) -> index {
  %r = affine.linearize_index [%x, %y] by (1, 5) : index
  return %r : index
}
func.func @lin_disjoint_first_negative(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (5) : index
  return %r : index
}
func.func @lin_disjoint_outer_bound_added(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (5) : index
  return %r : index
}
func.func @roundtrip_not_disjoint(%x: index, %y: index) -> (index, index) {
  %l = affine.linearize_index [%x, %y] by (4, 5) : index
  %r:2 = affine.delinearize_index %l into (4, 5) : index, index
  return %r#0, %r#1 : index, index
}

//--- tgt.mlir
func.func @delin_maps(%x: index) -> (index, index, index) {
  %0 = affine.apply affine_map<()[s0] -> (s0 floordiv 15)>()[%x]
  %1 = affine.apply affine_map<()[s0] -> ((s0 mod 15) floordiv 5)>()[%x]
  %2 = affine.apply affine_map<()[s0] -> (s0 mod 5)>()[%x]
  return %0, %1, %2 : index, index, index
}
func.func @delin_outer_bound_unit(%x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  return %c0, %x : index, index
}
func.func @delin_dynamic_lowered(%x: index, %b: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %q = arith.floordivsi %x, %b : index
  %r = arith.remsi %x, %b : index
  %neg = arith.cmpi slt, %r, %c0 : index
  %up = arith.addi %r, %b : index
  %m = arith.select %neg, %up, %r : index
  return %q, %m : index, index
}
func.func @delin_negative_floors() -> (index, index) {
  %a = arith.constant -4 : index
  %b = arith.constant 3 : index
  return %a, %b : index, index
}
// The product wraps where the source's overflows (UB there).
func.func @delin_product_overflow_ub(%x: index, %a: index, %b: index) -> index {
  %p = arith.muli %b, %a : index
  %q = arith.floordivsi %x, %p : index
  return %q : index
}
func.func @lin_maps(%x: index, %y: index, %z: index) -> index {
  %r = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 15 + s1 * 5 + s2)>()[%x, %y, %z]
  return %r : index
}
// Summed in another order than ODS's formula, with nsw throughout.
func.func @lin_any_order(%x: index, %y: index, %z: index) -> index {
  %c5 = arith.constant 5 : index
  %c15 = arith.constant 15 : index
  %ty = arith.muli %y, %c5 overflow<nsw> : index
  %tx = arith.muli %x, %c15 overflow<nsw> : index
  %s = arith.addi %z, %ty overflow<nsw> : index
  %r = arith.addi %s, %tx overflow<nsw> : index
  return %r : index
}
func.func @lin_dynamic(%x: index, %y: index, %b: index) -> index {
  %t = arith.muli %x, %b overflow<nsw> : index
  %r = arith.addi %t, %y overflow<nsw> : index
  return %r : index
}
func.func @lin_disjoint_unit(%x: index, %y: index) -> index {
  return %y : index
}
func.func @lin_drop_outer_bound(%x: index, %y: index) -> index {
  %r = affine.linearize_index [%x, %y] by (5) : index
  return %r : index
}
func.func @lin_disjoint_nuw(%x: index, %y: index) -> index {
  %c5 = arith.constant 5 : index
  %t = arith.muli %x, %c5 overflow<nsw, nuw> : index
  %r = arith.addi %t, %y overflow<nsw, nuw> : index
  return %r : index
}
func.func @roundtrip_disjoint(%x: index, %y: index) -> (index, index) {
  return %x, %y : index, index
}
func.func @delin_basis_too_wide_ub(%x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  return %c0, %c0 : index, index
}
func.func @delin_truncating(%x: index) -> (index, index) {
  %c5 = arith.constant 5 : index
  %q = arith.divsi %x, %c5 : index
  %r = arith.remsi %x, %c5 : index
  return %q, %r : index, index
}
func.func @delin_no_outer_bound_fold(%x: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  return %c0, %x : index, index
}
func.func @lin_wrong_stride(%x: index, %y: index, %z: index) -> index {
  %r = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 5 + s1 * 5 + s2)>()[%x, %y, %z]
  return %r : index
}
func.func @lin_overflow_wraps_target_nuw(%x: index, %y: index) -> index {
  %c5 = arith.constant 5 : index
  %t = arith.muli %x, %c5 overflow<nsw, nuw> : index
  %r = arith.addi %t, %y overflow<nsw> : index
  return %r : index
}
func.func @lin_disjoint_dropped(%x: index, %y: index) -> index {
  return %y : index
}
func.func @lin_disjoint_first_negative(%x: index, %y: index) -> index {
  %c5 = arith.constant 5 : index
  %t = arith.muli %x, %c5 overflow<nsw, nuw> : index
  %r = arith.addi %t, %y overflow<nsw> : index
  return %r : index
}
func.func @lin_disjoint_outer_bound_added(%x: index, %y: index) -> index {
  %r = affine.linearize_index disjoint [%x, %y] by (4, 5) : index
  return %r : index
}
func.func @roundtrip_not_disjoint(%x: index, %y: index) -> (index, index) {
  return %x, %y : index, index
}
