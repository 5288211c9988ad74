// Elementwise arith ops on large tensors (over 4096 elements): arith ops
// "can be applied element-wise to vectors and tensors" (ArithOps.td,
// ElementwiseMappable), so a large tensor is checked at one symbolic
// point, whatever its size (src/semantics/tensor/lazy.rs). Integers as
// everywhere (addi wraps, overflow<nsw> makes poison, divui by 0 is UB);
// floats only with the IEEE-754 encoding, which the verdict names. UB that
// an op has at some element of a large tensor is UB of the function; a
// candidate counterexample is reported only once the source is shown free
// of UB at every point on its input, else it is inconclusive.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @addi_zero: valid{{$}}
// CHECK-DAG: @cmp_select_max: valid{{$}}
// CHECK-DAG: @ext_trunc_roundtrip: valid{{$}}
// CHECK-DAG: @addf_negative_zero: valid (IEEE-754){{$}}
// CHECK-DAG: @ub_in_source_frees_target: valid{{$}}
// CHECK-DAG: @addi_to_subi: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @addf_positive_zero: invalid: target result #0 (tensor<8192xf32>) differs at [{{[0-9]+}}]: target -0.0 (0x80000000), source 0.0 (0x00000000)
// CHECK-DAG: @nsw_introduced: invalid: target result #0 (tensor<8192xi32>) differs at [{{[0-9]+}}]: target poison, source
// CHECK-DAG: @division_introduced: invalid: the target has undefined behaviour (division by zero (or by poison) at some element) where the source has none
// CHECK-DAG: @source_ub_elsewhere: inconclusive: a candidate counterexample (the target has undefined behaviour (division by zero (or by poison) at some element) where the source has none) is not confirmed: the source may have undefined behaviour at {{.*}}point
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 1 inconclusive

//--- src.mlir
func.func @addi_zero(%a: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %z = arith.constant dense<0> : tensor<128x128xi32>
  %r = arith.addi %a, %z : tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @cmp_select_max(%a: tensor<64x64x2xi8>, %b: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %c = arith.cmpi sgt, %a, %b : tensor<64x64x2xi8>
  %r = arith.select %c, %a, %b : tensor<64x64x2xi1>, tensor<64x64x2xi8>
  return %r : tensor<64x64x2xi8>
}
func.func @ext_trunc_roundtrip(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %e = arith.extsi %a : tensor<64x64x2xi8> to tensor<64x64x2xi32>
  %t = arith.trunci %e : tensor<64x64x2xi32> to tensor<64x64x2xi8>
  return %t : tensor<64x64x2xi8>
}
// x + -0.0 is x for every x (NaN stays NaN).
func.func @addf_negative_zero(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  %z = arith.constant dense<-0.0> : tensor<8192xf32>
  %r = arith.addf %a, %z : tensor<8192xf32>
  return %r : tensor<8192xf32>
}
// Where b is 0 at some element the source is UB.
func.func @ub_in_source_frees_target(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %q = arith.divui %a, %b : tensor<8192xi32>
  %z = arith.constant dense<0> : tensor<8192xi32>
  %r = arith.muli %q, %z : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
func.func @addi_to_subi(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = arith.addi %a, %b : tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
// 0.0 + -0.0 is 0.0, not -0.0.
func.func @addf_positive_zero(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  %z = arith.constant dense<0.0> : tensor<8192xf32>
  %r = arith.addf %a, %z : tensor<8192xf32>
  return %r : tensor<8192xf32>
}
func.func @nsw_introduced(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %r = arith.addi %a, %b : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
func.func @division_introduced(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  return %a : tensor<8192xi32>
}
// Valid in fact (the source divides by the same b at every element, so it
// is UB wherever the target is), but the query assumes the source free of
// UB at one point only, and the target's UB is at another: the candidate
// counterexample is not confirmed (the source has UB on its input), and
// nothing is proved either.
func.func @source_ub_elsewhere(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %q = arith.divsi %a, %b : tensor<8192xi32>
  %r = arith.muli %q, %b : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
//--- tgt.mlir
func.func @addi_zero(%a: tensor<128x128xi32>) -> tensor<128x128xi32> {
  return %a : tensor<128x128xi32>
}
func.func @cmp_select_max(%a: tensor<64x64x2xi8>, %b: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  %r = arith.maxsi %b, %a : tensor<64x64x2xi8>
  return %r : tensor<64x64x2xi8>
}
func.func @ext_trunc_roundtrip(%a: tensor<64x64x2xi8>) -> tensor<64x64x2xi8> {
  return %a : tensor<64x64x2xi8>
}
func.func @addf_negative_zero(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  return %a : tensor<8192xf32>
}
func.func @ub_in_source_frees_target(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %z = arith.constant dense<0> : tensor<8192xi32>
  return %z : tensor<8192xi32>
}
func.func @addi_to_subi(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = arith.subi %a, %b : tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @addf_positive_zero(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  return %a : tensor<8192xf32>
}
func.func @nsw_introduced(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %r = arith.addi %a, %b overflow<nsw> : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
// a - (a / b) * b - a % b is 0 where b is not 0.
func.func @division_introduced(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %q = arith.divui %a, %b : tensor<8192xi32>
  %m = arith.muli %q, %b : tensor<8192xi32>
  %t = arith.subi %a, %m : tensor<8192xi32>
  %u = arith.remui %a, %b : tensor<8192xi32>
  %v = arith.subi %t, %u : tensor<8192xi32>
  %r = arith.addi %a, %v : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
func.func @source_ub_elsewhere(%a: tensor<8192xi32>, %b: tensor<8192xi32>) -> tensor<8192xi32> {
  %m = arith.remsi %a, %b : tensor<8192xi32>
  %r = arith.subi %a, %m : tensor<8192xi32>
  return %r : tensor<8192xi32>
}
