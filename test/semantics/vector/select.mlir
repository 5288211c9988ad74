// arith.select on vectors: "The operation applies to vectors and tensors
// elementwise given the _shape_ of all operands is identical. The choice is
// made for each element individually based on the value at the same position
// as the element in the condition operand. If an i1 is provided as the
// condition, the entire vector or tensor is chosen." A poison condition
// (element) gives poison; the unselected operand is "ignored, even if it was
// poison" (ArithOps.td, SelectOp).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @scalar_cond_true: valid{{$}}
// CHECK-DAG: @scalar_cond_same_arms: valid{{$}}
// CHECK-DAG: @scalar_cond_is_broadcast_mask: valid{{$}}
// CHECK-DAG: @scalar_cond_not_swaps_arms: valid{{$}}
// CHECK-DAG: @vector_cond_const_blend: valid{{$}}
// CHECK-DAG: @vector_cond_blocks_poison_lane: valid{{$}}
// CHECK-DAG: @vector_cond_not_swaps_arms: valid{{$}}
// CHECK-DAG: @cmpi_select_is_maxui: valid{{$}}
// CHECK-DAG: @scalar_cond_swap_arms: invalid: target result #0 is [
// CHECK-DAG: @scalar_cond_one_lane_only: invalid: target result #0 is [
// CHECK-DAG: @scalar_cond_to_bitwise_blend: invalid: target result #0 is [{{.*}}poison{{.*}}] where the source result is [
// CHECK-DAG: @vector_cond_wrong_mask: invalid: target result #0 is [1 (0x01), 1 (0x01), 1 (0x01), 2 (0x02)] where the source result is [1 (0x01), 2 (0x02), 1 (0x01), 2 (0x02)]
// CHECK-DAG: @vector_cond_forwards_poison_lane: invalid: target result #0 is [poison, {{.*}}] where the source result is [{{[0-9]}}
// CHECK-DAG: @cmpi_select_to_maxsi: invalid: target result #0 is [
// CHECK: summary: 8 valid, 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @scalar_cond_swap_arms
// DIAG: note: counterexample input %arg0 : i1 = {{true|false}}
// DIAG: note: counterexample input %arg1 : vector<4xi8> = [

//--- src.mlir
func.func @scalar_cond_true(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %t = arith.constant true
  %r = arith.select %t, %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
// When %c is poison every element of the source is poison.
func.func @scalar_cond_same_arms(%c: i1, %x: vector<2x3xi16>) -> vector<2x3xi16> {
  %r = arith.select %c, %x, %x : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @scalar_cond_is_broadcast_mask(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_cond_not_swaps_arms(%c: i1, %x: vector<4xindex>, %y: vector<4xindex>) -> vector<4xindex> {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %x, %y : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @vector_cond_const_blend(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %r = arith.select %m, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
// Lane 0 of %v is poison but lane 0 selects %x.
func.func @vector_cond_blocks_poison_lane(%x: vector<4xi8>, %a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %v = vector.from_elements %p, %a, %a, %a : vector<4xi8>
  %m = arith.constant dense<[true, false, false, false]> : vector<4xi1>
  %r = arith.select %m, %x, %v : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_not_swaps_arms(%m: vector<4xi1>, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %m, %t : vector<4xi1>
  %r = arith.select %n, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @cmpi_select_is_maxui(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %c = arith.cmpi ugt, %x, %y : vector<4xi8>
  %r = arith.select %c, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
// Mutations that must be caught.
func.func @scalar_cond_swap_arms(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
// An i1 condition chooses the entire vector, not just element 0.
func.func @scalar_cond_one_lane_only(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
// The and/or blend reads the unselected arm, whose poison then shows.
func.func @scalar_cond_to_bitwise_blend(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_wrong_mask() -> vector<4xi8> {
  %x = arith.constant dense<1> : vector<4xi8>
  %y = arith.constant dense<2> : vector<4xi8>
  %m = arith.constant dense<[true, false, true, false]> : vector<4xi1>
  %r = arith.select %m, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_forwards_poison_lane(%x: vector<4xi8>, %a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %v = vector.from_elements %p, %a, %a, %a : vector<4xi8>
  %m = arith.constant dense<[true, false, false, false]> : vector<4xi1>
  %r = arith.select %m, %x, %v : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @cmpi_select_to_maxsi(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %c = arith.cmpi ugt, %x, %y : vector<4xi8>
  %r = arith.select %c, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}

//--- tgt.mlir
func.func @scalar_cond_true(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  return %x : vector<4xi8>
}
func.func @scalar_cond_same_arms(%c: i1, %x: vector<2x3xi16>) -> vector<2x3xi16> {
  return %x : vector<2x3xi16>
}
func.func @scalar_cond_is_broadcast_mask(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m = vector.broadcast %c : i1 to vector<4xi1>
  %r = arith.select %m, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_cond_not_swaps_arms(%c: i1, %x: vector<4xindex>, %y: vector<4xindex>) -> vector<4xindex> {
  %r = arith.select %c, %y, %x : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @vector_cond_const_blend(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %y1 = vector.extract %y[1] : i8 from vector<4xi8>
  %x2 = vector.extract %x[2] : i8 from vector<4xi8>
  %y3 = vector.extract %y[3] : i8 from vector<4xi8>
  %r = vector.from_elements %x0, %y1, %x2, %y3 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_blocks_poison_lane(%x: vector<4xi8>, %a: i8) -> vector<4xi8> {
  %r = vector.insert %a, %x[1] : i8 into vector<4xi8>
  %s = vector.insert %a, %r[2] : i8 into vector<4xi8>
  %t = vector.insert %a, %s[3] : i8 into vector<4xi8>
  return %t : vector<4xi8>
}
func.func @vector_cond_not_swaps_arms(%m: vector<4xi1>, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %m, %y, %x : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @cmpi_select_is_maxui(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.maxui %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_cond_swap_arms(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %y, %x : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_cond_one_lane_only(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %y0 = vector.extract %y[0] : i8 from vector<4xi8>
  %s = arith.select %c, %x0, %y0 : i8
  %r = vector.insert %s, %x[0] : i8 into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_cond_to_bitwise_blend(%c: i1, %x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m1 = vector.broadcast %c : i1 to vector<4xi1>
  %m = arith.extsi %m1 : vector<4xi1> to vector<4xi8>
  %ones = arith.constant dense<-1> : vector<4xi8>
  %nm = arith.xori %m, %ones : vector<4xi8>
  %a = arith.andi %x, %m : vector<4xi8>
  %b = arith.andi %y, %nm : vector<4xi8>
  %r = arith.ori %a, %b : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_wrong_mask() -> vector<4xi8> {
  %x = arith.constant dense<1> : vector<4xi8>
  %y = arith.constant dense<2> : vector<4xi8>
  %m = arith.constant dense<[true, true, true, false]> : vector<4xi1>
  %r = arith.select %m, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @vector_cond_forwards_poison_lane(%x: vector<4xi8>, %a: i8) -> vector<4xi8> {
  %p = ub.poison : i8
  %v = vector.from_elements %p, %a, %a, %a : vector<4xi8>
  %m = arith.constant dense<[false, false, false, false]> : vector<4xi1>
  %r = arith.select %m, %x, %v : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @cmpi_select_to_maxsi(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %r = arith.maxsi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
