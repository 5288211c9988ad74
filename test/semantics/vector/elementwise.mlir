// arith ops on fixed-shape integer vectors apply element by element: "These
// operations ... can be applied element-wise to vectors and tensors"
// (ArithOps.td, header comment), e.g. "SIMD vector element-wise addition"
// (AddIOp). `arith.constant dense<...>` gives one constant per element, in
// row-major order; a splat gives the same constant to every element. An
// integer comparison of vectors gives a vector of i1 (CmpIOp: "If the operand
// type is a vector or tensor, then the result will be of type ... vector of
// i1 with the same shape").
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @add_commute_v4i8: valid{{$}}
// CHECK-DAG: @mul_two_is_shl_2x3: valid{{$}}
// CHECK-DAG: @nonsplat_add_sub_index: valid{{$}}
// CHECK-DAG: @dense_2d_row_major: valid{{$}}
// CHECK-DAG: @cmpi_swap_operands: valid{{$}}
// CHECK-DAG: @ext_trunc_round_trip: valid{{$}}
// CHECK-DAG: @splat_equals_nonsplat: valid{{$}}
// CHECK-DAG: @xor_self_is_zero_2x3: valid{{$}}
// CHECK-DAG: @addui_extended_carry: valid{{$}}
// CHECK-DAG: @index_cast_round_trip: valid{{$}}
// CHECK-DAG: @addui_extended_carry_ule: invalid: target result #1 is [
// CHECK-DAG: @add_to_sub: invalid: target result #0 is
// CHECK-DAG: @nonsplat_permuted: invalid: target result #0 is [1 (0x01), 2 (0x02), 4 (0x04), 3 (0x03)] where the source result is [1 (0x01), 2 (0x02), 3 (0x03), 4 (0x04)]
// CHECK-DAG: @dense_2d_column_major: invalid: target result #0 is [1 (0x0001), 4 (0x0004), 2 (0x0002), 5 (0x0005), 3 (0x0003), 6 (0x0006)] where the source result is [1 (0x0001), 2 (0x0002), 3 (0x0003), 4 (0x0004), 5 (0x0005), 6 (0x0006)]
// CHECK-DAG: @cmpi_ult_to_ule: invalid: target result #0 is [{{.*}}true (1){{.*}}] where the source result is [{{.*}}false (0){{.*}}]
// CHECK-DAG: @nsw_added_one_lane: invalid: target result #0 is [{{.*}}poison{{.*}}] where the source result is [
// CHECK-DAG: @index_last_lane_wrong: invalid: target result #0 is [{{.*}}] where the source result is [
// CHECK-DAG: @mul_to_shl_2x3_wrong_lane: invalid: target result #0 is [
// CHECK: summary: 10 valid, 8 invalid, 0 unsupported, 0 inconclusive

// The counterexample names the vector input element by element.
// DIAG: error: mlir-refine: the target miscompiles @add_to_sub: target result #0 is [
// DIAG: note: counterexample input %arg0 : vector<4xi8> = [{{.*}}, {{.*}}, {{.*}}, {{.*}}]
// DIAG: error: mlir-refine: the target miscompiles @index_last_lane_wrong
// DIAG: note: counterexample input %arg0 : vector<4xindex> = [

//--- src.mlir
func.func @add_commute_v4i8(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.addi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mul_two_is_shl_2x3(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c2 = arith.constant dense<2> : vector<2x3xi16>
  %r = arith.muli %x, %c2 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @nonsplat_add_sub_index(%x: vector<4xindex>) -> vector<4xindex> {
  %c = arith.constant dense<[1, 2, 3, -4]> : vector<4xindex>
  %a = arith.addi %x, %c : vector<4xindex>
  %r = arith.subi %a, %c : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @dense_2d_row_major() -> vector<2x3xi16> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  return %c : vector<2x3xi16>
}
func.func @cmpi_swap_operands(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi1> {
  %r = arith.cmpi ult, %x, %y : vector<4xi8>
  return %r : vector<4xi1>
}
func.func @ext_trunc_round_trip(%x: vector<4xi8>) -> vector<4xi8> {
  %e = arith.extui %x : vector<4xi8> to vector<4xi16>
  %r = arith.trunci %e : vector<4xi16> to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @splat_equals_nonsplat(%x: vector<4xi8>) -> vector<4xi8> {
  %c = arith.constant dense<3> : vector<4xi8>
  %r = arith.addi %x, %c : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @xor_self_is_zero_2x3(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %r = arith.xori %x, %x : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
// Multi-result ops apply per element to each result.
func.func @addui_extended_carry(%x: vector<4xi8>, %y: vector<4xi8>) -> (vector<4xi8>, vector<4xi1>) {
  %s, %o = arith.addui_extended %x, %y : vector<4xi8>, vector<4xi1>
  return %s, %o : vector<4xi8>, vector<4xi1>
}
func.func @index_cast_round_trip(%x: vector<4xi32>) -> vector<4xi32> {
  %i = arith.index_cast %x : vector<4xi32> to vector<4xindex>
  %r = arith.index_cast %i : vector<4xindex> to vector<4xi32>
  return %r : vector<4xi32>
}
func.func @addui_extended_carry_ule(%x: vector<4xi8>, %y: vector<4xi8>) -> (vector<4xi8>, vector<4xi1>) {
  %s, %o = arith.addui_extended %x, %y : vector<4xi8>, vector<4xi1>
  return %s, %o : vector<4xi8>, vector<4xi1>
}
// Mutations that must be caught.
func.func @add_to_sub(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.addi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @nonsplat_permuted() -> vector<4xi8> {
  %c = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @dense_2d_column_major() -> vector<2x3xi16> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  return %c : vector<2x3xi16>
}
func.func @cmpi_ult_to_ule(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi1> {
  %r = arith.cmpi ult, %x, %y : vector<4xi8>
  return %r : vector<4xi1>
}
func.func @nsw_added_one_lane(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.addi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @index_last_lane_wrong(%x: vector<4xindex>) -> vector<4xindex> {
  %c = arith.constant dense<1> : vector<4xindex>
  %r = arith.addi %x, %c : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @mul_to_shl_2x3_wrong_lane(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c2 = arith.constant dense<2> : vector<2x3xi16>
  %r = arith.muli %x, %c2 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}

//--- tgt.mlir
func.func @add_commute_v4i8(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.addi %y, %x : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mul_two_is_shl_2x3(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c1 = arith.constant dense<1> : vector<2x3xi16>
  %r = arith.shli %x, %c1 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @nonsplat_add_sub_index(%x: vector<4xindex>) -> vector<4xindex> {
  return %x : vector<4xindex>
}
// Row-major order: the elements of row 0, then those of row 1.
func.func @dense_2d_row_major() -> vector<2x3xi16> {
  %c1 = arith.constant 1 : i16
  %c2 = arith.constant 2 : i16
  %c3 = arith.constant 3 : i16
  %c4 = arith.constant 4 : i16
  %c5 = arith.constant 5 : i16
  %c6 = arith.constant 6 : i16
  %r = vector.from_elements %c1, %c2, %c3, %c4, %c5, %c6 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @cmpi_swap_operands(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi1> {
  %r = arith.cmpi ugt, %y, %x : vector<4xi8>
  return %r : vector<4xi1>
}
func.func @ext_trunc_round_trip(%x: vector<4xi8>) -> vector<4xi8> {
  return %x : vector<4xi8>
}
// Two non-splat constants whose element-wise sum is the splat 3.
func.func @splat_equals_nonsplat(%x: vector<4xi8>) -> vector<4xi8> {
  %a = arith.constant dense<[1, 2, 3, 0]> : vector<4xi8>
  %b = arith.constant dense<[2, 1, 0, 3]> : vector<4xi8>
  %s = arith.addi %x, %a : vector<4xi8>
  %r = arith.addi %s, %b : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @xor_self_is_zero_2x3(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c0 = arith.constant dense<0> : vector<2x3xi16>
  return %c0 : vector<2x3xi16>
}
func.func @addui_extended_carry(%x: vector<4xi8>, %y: vector<4xi8>) -> (vector<4xi8>, vector<4xi1>) {
  %s = arith.addi %x, %y : vector<4xi8>
  %o = arith.cmpi ult, %s, %x : vector<4xi8>
  return %s, %o : vector<4xi8>, vector<4xi1>
}
func.func @index_cast_round_trip(%x: vector<4xi32>) -> vector<4xi32> {
  return %x : vector<4xi32>
}
// x + 0 does not carry, but 0 <=u x.
func.func @addui_extended_carry_ule(%x: vector<4xi8>, %y: vector<4xi8>) -> (vector<4xi8>, vector<4xi1>) {
  %s = arith.addi %x, %y : vector<4xi8>
  %o = arith.cmpi ule, %s, %x : vector<4xi8>
  return %s, %o : vector<4xi8>, vector<4xi1>
}
func.func @add_to_sub(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.subi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @nonsplat_permuted() -> vector<4xi8> {
  %c = arith.constant dense<[1, 2, 4, 3]> : vector<4xi8>
  return %c : vector<4xi8>
}
func.func @dense_2d_column_major() -> vector<2x3xi16> {
  %c1 = arith.constant 1 : i16
  %c2 = arith.constant 2 : i16
  %c3 = arith.constant 3 : i16
  %c4 = arith.constant 4 : i16
  %c5 = arith.constant 5 : i16
  %c6 = arith.constant 6 : i16
  %r = vector.from_elements %c1, %c4, %c2, %c5, %c3, %c6 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @cmpi_ult_to_ule(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi1> {
  %r = arith.cmpi ule, %x, %y : vector<4xi8>
  return %r : vector<4xi1>
}
func.func @nsw_added_one_lane(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.addi %x, %y overflow<nsw> : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @index_last_lane_wrong(%x: vector<4xindex>) -> vector<4xindex> {
  %c = arith.constant dense<[1, 1, 1, 2]> : vector<4xindex>
  %r = arith.addi %x, %c : vector<4xindex>
  return %r : vector<4xindex>
}
// Shifting by 2 in the last element only (a non-splat shift amount).
func.func @mul_to_shl_2x3_wrong_lane(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c = arith.constant dense<[[1, 1, 1], [1, 1, 2]]> : vector<2x3xi16>
  %r = arith.shli %x, %c : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
