// vector.broadcast: "Broadcasts the scalar or k-D vector value in the source
// operand to a n-D result vector ... the sizes in the trailing dimensions
// n-k < i <= n with j=i+k-n match exactly as s_j = t_i or s_j = 1 ... The
// source operand is duplicated over all the missing leading dimensions and
// stretched over the trailing dimensions where the source has a non-equal
// dimension of 1" (VectorOps.td, BroadcastOp).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @scalar_is_splat: valid{{$}}
// CHECK-DAG: @scalar_add_commutes: valid{{$}}
// CHECK-DAG: @poison_scalar_is_poison_vector: valid{{$}}
// CHECK-DAG: @row_duplicated_4_to_2x4: valid{{$}}
// CHECK-DAG: @extract_row_of_broadcast: valid{{$}}
// CHECK-DAG: @stretch_2x1_to_2x3: valid{{$}}
// CHECK-DAG: @lead_and_stretch_2x1_to_2x2x3: valid{{$}}
// CHECK-DAG: @zero_d_to_4: valid{{$}}
// CHECK-DAG: @scalar_one_lane_wrong: invalid: target result #0 is [0 (0x00), 0 (0x00), 0 (0x00), 1 (0x01)] where the source result is [0 (0x00), 0 (0x00), 0 (0x00), 0 (0x00)]
// CHECK-DAG: @leading_aligned_wrongly: invalid: target result #0 is [
// CHECK-DAG: @stretch_wrong_order: invalid: target result #0 is [
// CHECK-DAG: @row_poisoned: invalid: target result #0 is [{{.*}}poison{{.*}}] where the source result is [
// CHECK: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @leading_aligned_wrongly
// DIAG: note: counterexample input %arg0 : vector<2xi8> = [

//--- src.mlir
func.func @scalar_is_splat(%a: i8) -> vector<4xi8> {
  %r = vector.broadcast %a : i8 to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_add_commutes(%a: i16, %b: i16) -> vector<2x3xi16> {
  %s = arith.addi %a, %b : i16
  %r = vector.broadcast %s : i16 to vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @poison_scalar_is_poison_vector() -> vector<4xindex> {
  %p = ub.poison : index
  %r = vector.broadcast %p : index to vector<4xindex>
  return %r : vector<4xindex>
}
// vector<4xi8> -> vector<2x4xi8>: each row is %x.
func.func @row_duplicated_4_to_2x4(%x: vector<4xi8>) -> vector<2x4xi8> {
  %r = vector.broadcast %x : vector<4xi8> to vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @extract_row_of_broadcast(%x: vector<4xi8>) -> vector<4xi8> {
  %b = vector.broadcast %x : vector<4xi8> to vector<2x4xi8>
  %r = vector.extract %b[1] : vector<4xi8> from vector<2x4xi8>
  return %r : vector<4xi8>
}
// vector<2x1xi8> -> vector<2x3xi8>: element (i, j) is y[i][0].
func.func @stretch_2x1_to_2x3(%y: vector<2x1xi8>) -> vector<2x3xi8> {
  %r = vector.broadcast %y : vector<2x1xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @lead_and_stretch_2x1_to_2x2x3(%y: vector<2x1xi8>) -> vector<2x2x3xi8> {
  %r = vector.broadcast %y : vector<2x1xi8> to vector<2x2x3xi8>
  return %r : vector<2x2x3xi8>
}
func.func @zero_d_to_4(%z: vector<i8>) -> vector<4xi8> {
  %r = vector.broadcast %z : vector<i8> to vector<4xi8>
  return %r : vector<4xi8>
}
// Mutations that must be caught.
func.func @scalar_one_lane_wrong(%a: i8) -> vector<4xi8> {
  %r = vector.broadcast %a : i8 to vector<4xi8>
  return %r : vector<4xi8>
}
// vector<2xi8> -> vector<2x2xi8> is [[x0, x1], [x0, x1]], not [[x0, x0], [x1, x1]].
func.func @leading_aligned_wrongly(%x: vector<2xi8>) -> vector<2x2xi8> {
  %r = vector.broadcast %x : vector<2xi8> to vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @stretch_wrong_order(%y: vector<2x1xi8>) -> vector<2x3xi8> {
  %r = vector.broadcast %y : vector<2x1xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @row_poisoned(%x: vector<4xi8>) -> vector<2x4xi8> {
  %r = vector.broadcast %x : vector<4xi8> to vector<2x4xi8>
  return %r : vector<2x4xi8>
}

//--- tgt.mlir
func.func @scalar_is_splat(%a: i8) -> vector<4xi8> {
  %r = vector.from_elements %a, %a, %a, %a : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_add_commutes(%a: i16, %b: i16) -> vector<2x3xi16> {
  %va = vector.broadcast %a : i16 to vector<2x3xi16>
  %vb = vector.broadcast %b : i16 to vector<2x3xi16>
  %r = arith.addi %va, %vb : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @poison_scalar_is_poison_vector() -> vector<4xindex> {
  %p = ub.poison : vector<4xindex>
  return %p : vector<4xindex>
}
func.func @row_duplicated_4_to_2x4(%x: vector<4xi8>) -> vector<2x4xi8> {
  %u = ub.poison : vector<2x4xi8>
  %a = vector.insert %x, %u[0] : vector<4xi8> into vector<2x4xi8>
  %r = vector.insert %x, %a[1] : vector<4xi8> into vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @extract_row_of_broadcast(%x: vector<4xi8>) -> vector<4xi8> {
  return %x : vector<4xi8>
}
func.func @stretch_2x1_to_2x3(%y: vector<2x1xi8>) -> vector<2x3xi8> {
  %a = vector.extract %y[0, 0] : i8 from vector<2x1xi8>
  %b = vector.extract %y[1, 0] : i8 from vector<2x1xi8>
  %r = vector.from_elements %a, %a, %a, %b, %b, %b : vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @lead_and_stretch_2x1_to_2x2x3(%y: vector<2x1xi8>) -> vector<2x2x3xi8> {
  %a = vector.extract %y[0, 0] : i8 from vector<2x1xi8>
  %b = vector.extract %y[1, 0] : i8 from vector<2x1xi8>
  %r = vector.from_elements %a, %a, %a, %b, %b, %b, %a, %a, %a, %b, %b, %b : vector<2x2x3xi8>
  return %r : vector<2x2x3xi8>
}
func.func @zero_d_to_4(%z: vector<i8>) -> vector<4xi8> {
  %e = vector.extract %z[] : i8 from vector<i8>
  %r = vector.broadcast %e : i8 to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @scalar_one_lane_wrong(%a: i8) -> vector<4xi8> {
  %c1 = arith.constant 1 : i8
  %d = arith.addi %a, %c1 : i8
  %r = vector.from_elements %a, %a, %a, %d : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @leading_aligned_wrongly(%x: vector<2xi8>) -> vector<2x2xi8> {
  %a = vector.extract %x[0] : i8 from vector<2xi8>
  %b = vector.extract %x[1] : i8 from vector<2xi8>
  %r = vector.from_elements %a, %a, %b, %b : vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @stretch_wrong_order(%y: vector<2x1xi8>) -> vector<2x3xi8> {
  %a = vector.extract %y[0, 0] : i8 from vector<2x1xi8>
  %b = vector.extract %y[1, 0] : i8 from vector<2x1xi8>
  %r = vector.from_elements %a, %b, %a, %b, %a, %b : vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @row_poisoned(%x: vector<4xi8>) -> vector<2x4xi8> {
  %u = ub.poison : vector<2x4xi8>
  %r = vector.insert %x, %u[0] : vector<4xi8> into vector<2x4xi8>
  return %r : vector<2x4xi8>
}
