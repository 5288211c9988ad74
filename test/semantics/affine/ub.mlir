// Undefined behaviour and poison in the affine dialect (AffineOps.td).
//
// affine.apply / affine.min / affine.max: their descriptions are silent on
// overflow and on a symbolic divisor. affine.linearize_index says "As with
// other affine ops, undefined behavior occurs if the linearization
// computation overflows in the signed sense", but apply, min and max are
// `Pure` (always speculatable: MLIR hoists them out of conditionals and
// loops), and lower-affine expands them to `arith.muli overflow<nsw>` and a
// wrapping `arith.addi`. The encoder's choice: a signed overflow of `+` or
// `*` gives poison, not UB; `mod`, `floordiv`, `ceildiv` by a symbol that is
// not positive is UB (as the arith division lower-affine emits for it).
//
// affine.delinearize_index ("A dynamic basis element being 0 or negative
// causes undefined behavior": UB) and affine.linearize_index (overflow:
// poison, as above) are in delinearize-linearize.mlir. affine.parallel is
// (test/semantics/memref/affine_parallel_vector_view.mlir), but not its
// `assign` reduction ("Assign reductions for loops with a trip count != 1
// produces undefined results"): `unsupported`, naming it.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @apply_add_overflow_is_poison: valid{{$}}
// CHECK-DAG: @apply_mul_overflow_is_poison: valid{{$}}
// CHECK-DAG: @apply_overflow_hoisted: valid{{$}}
// CHECK-DAG: @apply_symbolic_divisor_ub_source: valid{{$}}
// CHECK-DAG: @apply_poison_for_wrapping_add: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @min_overflow_poison_introduced: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @apply_symbolic_divisor_hoisted: invalid: the target has undefined behaviour (affine division by a value that is not positive) where the source has none
// CHECK-DAG: @parallel_assign_unsupported: unsupported: source: affine.parallel reduction 'assign': its order (or, for 'assign', its result) is unspecified
// CHECK: summary: 4 valid, 3 invalid, 1 unsupported, 0 inconclusive

//--- src.mlir
// a + b overflowing is poison: a target with `nsw` (poison there too) is fine.
func.func @apply_add_overflow_is_poison(%a: index, %b: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  return %r : index
}
func.func @apply_mul_overflow_is_poison(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 * 3)>(%a)
  return %r : index
}
// An overflowing apply is not UB, so it may be hoisted out of the branch
// that uses it (MLIR treats it as speculatable).
func.func @apply_overflow_hoisted(%c: i1, %a: index) -> index {
  %r = scf.if %c -> index {
    %m = affine.apply affine_map<(d0) -> (d0 * 4)>(%a)
    scf.yield %m : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}
// floordiv by s0 <= 0 is UB in the source.
func.func @apply_symbolic_divisor_ub_source(%a: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  return %r : index
}
// Mutations that must be caught.
func.func @apply_poison_for_wrapping_add(%a: index, %b: index) -> index {
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @min_overflow_poison_introduced(%a: index) -> index {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %s = arith.addi %a, %c1 : index
  %r = arith.minsi %s, %c0 : index
  return %r : index
}
// The source divides only when s > 0.
func.func @apply_symbolic_divisor_hoisted(%a: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %pos = arith.cmpi sgt, %s, %c0 : index
  %r = scf.if %pos -> index {
    %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
    scf.yield %q : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}
func.func @parallel_assign_unsupported(%n: index) -> index {
  %r = affine.parallel (%i) = (0) to (%n) reduce ("assign") -> index {
    affine.yield %i : index
  }
  return %r : index
}

//--- tgt.mlir
func.func @apply_add_overflow_is_poison(%a: index, %b: index) -> index {
  %r = arith.addi %b, %a overflow<nsw> : index
  return %r : index
}
func.func @apply_mul_overflow_is_poison(%a: index) -> index {
  %c3 = arith.constant 3 : index
  %r = arith.muli %a, %c3 overflow<nsw> : index
  return %r : index
}
func.func @apply_overflow_hoisted(%c: i1, %a: index) -> index {
  %m = affine.apply affine_map<(d0) -> (d0 * 4)>(%a)
  %r = arith.select %c, %m, %a : index
  return %r : index
}
// lower-affine's expansion: divsi is UB only for s = 0 and MIN / -1, and
// gives some value for other s < 0, all where the source is UB.
func.func @apply_symbolic_divisor_ub_source(%a: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %neg = arith.cmpi slt, %a, %c0 : index
  %n = arith.subi %cm1, %a : index
  %x = arith.select %neg, %n, %a : index
  %q = arith.divsi %x, %s : index
  %nq = arith.subi %cm1, %q : index
  %r = arith.select %neg, %nq, %q : index
  return %r : index
}
// a + b wraps in the source; the affine add is poison on signed overflow.
func.func @apply_poison_for_wrapping_add(%a: index, %b: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %b)
  return %r : index
}
// min(a + 1, 0) with the add in an affine map: poison for a = MAX.
func.func @min_overflow_poison_introduced(%a: index) -> index {
  %r = affine.min affine_map<(d0) -> (d0 + 1, 0)>(%a)
  return %r : index
}
func.func @apply_symbolic_divisor_hoisted(%a: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %pos = arith.cmpi sgt, %s, %c0 : index
  %q = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %r = arith.select %pos, %q, %c0 : index
  return %r : index
}
func.func @parallel_assign_unsupported(%n: index) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
