// affine.apply / affine.min / affine.max (AffineOps.td): an affine map
// applied to dimensions then symbols. Affine expressions denote integers:
// an add or multiply that overflows the index width is poison; mod,
// floordiv and ceildiv round mathematically and need a positive divisor (a
// symbolic divisor that is not positive is UB); min/max compare signed.
// lower-affine's expansions must validate; wrong roundings are caught.
//
// RUN: split-file %s %t
// RUN: mlir-opt --lower-affine %t/src.mlir -o %t/lowered.mlir
// RUN: %mlir-refine %t/src.mlir %t/lowered.mlir > %t/lowered.out; test $? -eq 1
// RUN: FileCheck %s --check-prefix=LOWERED < %t/lowered.out
// lower-affine expands `x ceildiv d` as `x <= 0 ? -((-x) / d) : ...`, and
// -x wraps for x = MIN: the expansion is wrong there (an MLIR 22 bug).
// (The counterexample: x = MIN, d = MAX, where ceildiv gives -1.)
// LOWERED: @ceildiv_sym: invalid: target result #0 is 1 (0x0000000000000001) where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// LOWERED: summary: 6 valid, 1 invalid, 0 unsupported, 0 inconclusive
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out; test $? -eq 1
// RUN: FileCheck %s < %t/out
// CHECK-DAG: @floordiv_const: valid{{$}}
// CHECK-DAG: @mod_const: valid{{$}}
// CHECK-DAG: @min: valid{{$}}
// CHECK-DAG: @max_wrong_sign: invalid
// CHECK-DAG: @floordiv_as_divsi: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK-DAG: @mod_sym_unchecked_target: valid{{$}}
// CHECK-DAG: @ceildiv_sym: valid (unchanged)
// CHECK: summary: 5 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @floordiv_const(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%a)
  return %r : index
}
func.func @mod_const(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 mod 8)>(%a)
  return %r : index
}
func.func @min(%a: index, %b: index) -> index {
  %r = affine.min affine_map<(d0, d1) -> (d0, d1 + 4)>(%a, %b)
  return %r : index
}
func.func @max_wrong_sign(%a: index, %b: index) -> index {
  %r = affine.max affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  return %r : index
}
func.func @floordiv_as_divsi(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%a)
  return %r : index
}
func.func @ceildiv_sym(%a: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  return %r : index
}
// The source's divisor must be positive: where it is not the source has UB,
// so a target that computes anything there is fine.
func.func @mod_sym_unchecked_target(%a: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  return %r : index
}

//--- tgt.mlir
func.func @floordiv_const(%a: index) -> index {
  %c2 = arith.constant 2 : index
  %r = arith.shrsi %a, %c2 : index
  return %r : index
}
func.func @mod_const(%a: index) -> index {
  %c7 = arith.constant 7 : index
  %r = arith.andi %a, %c7 : index
  return %r : index
}
func.func @min(%a: index, %b: index) -> index {
  %c4 = arith.constant 4 : index
  %b4 = arith.addi %b, %c4 : index
  %r = arith.minsi %b4, %a : index
  return %r : index
}
func.func @max_wrong_sign(%a: index, %b: index) -> index {
  %r = arith.maxui %a, %b : index
  return %r : index
}
// Division rounds toward zero: -1 floordiv 2 is -1, -1 divsi 2 is 0.
func.func @floordiv_as_divsi(%a: index) -> index {
  %c2 = arith.constant 2 : index
  %r = arith.divsi %a, %c2 : index
  return %r : index
}
func.func @ceildiv_sym(%a: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%a)[%s]
  return %r : index
}
func.func @mod_sym_unchecked_target(%a: index, %s: index) -> index {
  %r = arith.remui %a, %s : index
  %q = arith.constant 0 : index
  %t = arith.addi %r, %q : index
  %c = arith.cmpi slt, %a, %q : index
  %u = arith.remsi %a, %s : index
  %v = arith.addi %u, %s : index
  %w = arith.cmpi slt, %u, %q : index
  %x = arith.select %w, %v, %u : index
  return %x : index
}
