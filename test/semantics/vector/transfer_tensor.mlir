// vector.transfer_read / vector.transfer_write on ranked tensors (VectorOps.td:
// "If the operand is a tensor, the operation returns a new tensor of the same
// type"; src/semantics/vector_transfer.rs): the same rules as on memrefs, on
// tensor values. A read gives padding past the end of a dimension not
// in_bounds; a write leaves those elements as they were and replaces the
// others; masked-off lanes are neither read nor written.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @read_is_extracts: valid{{$}}
// CHECK-DAG: @write_is_inserts: valid{{$}}
// CHECK-DAG: @write_then_read_forwards: valid{{$}}
// CHECK-DAG: @masked_write_keeps: valid{{$}}
// CHECK-DAG: @dynamic_index_read: valid{{$}}
// CHECK-DAG: @write_off_by_one: invalid: target result #0 (tensor<8xi8>) differs at [{{[0-9]+}}]: target
// CHECK-DAG: @write_drops_a_lane: invalid: target result #0 (tensor<8xi8>) differs at [5]: target
// CHECK-DAG: @read_wrong_padding: invalid: target result #0 is
// CHECK-DAG: @read_in_bounds_flipped: invalid: the target has undefined behaviour (vector.transfer_read out of bounds along an in_bounds dimension or one the vector does not run along) where the source has none
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @read_is_extracts(%t: tensor<2x3xi8>, %p: i8) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = vector.transfer_read %t[%c0, %c1], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<2x3xi8>, vector<3x2xi8>
  return %v : vector<3x2xi8>
}
func.func @write_is_inserts(%t: tensor<6xi8>, %v: vector<4xi8>) -> tensor<6xi8> {
  %c4 = arith.constant 4 : index
  %r = vector.transfer_write %v, %t[%c4] : vector<4xi8>, tensor<6xi8>
  return %r : tensor<6xi8>
}
func.func @write_then_read_forwards(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>, %p: i8) -> vector<4xi8> {
  %w = vector.transfer_write %v, %t[%i] {in_bounds = [true]} : vector<4xi8>, tensor<8xi8>
  %r = vector.transfer_read %w[%i], %p {in_bounds = [true]} : tensor<8xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @masked_write_keeps(%t: tensor<4xi8>, %v: vector<4xi8>) -> tensor<4xi8> {
  %c0 = arith.constant 0 : index
  %k = vector.constant_mask [1] : vector<4xi1>
  %r = vector.transfer_write %v, %t[%c0], %k : vector<4xi8>, tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @dynamic_index_read(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %v = vector.transfer_read %t[%i], %p : tensor<4xi8>, vector<2xi8>
  return %v : vector<2xi8>
}
func.func @write_off_by_one(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>) -> tensor<8xi8> {
  %r = vector.transfer_write %v, %t[%i] : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @write_drops_a_lane(%t: tensor<8xi8>, %v: vector<4xi8>) -> tensor<8xi8> {
  %c2 = arith.constant 2 : index
  %r = vector.transfer_write %v, %t[%c2] : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @read_wrong_padding(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %v = vector.transfer_read %t[%i], %p : tensor<4xi8>, vector<2xi8>
  return %v : vector<2xi8>
}
func.func @read_in_bounds_flipped(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %v = vector.transfer_read %t[%i], %p : tensor<4xi8>, vector<2xi8>
  return %v : vector<2xi8>
}

//--- tgt.mlir
func.func @read_is_extracts(%t: tensor<2x3xi8>, %p: i8) -> vector<3x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = tensor.extract %t[%c0, %c1] : tensor<2x3xi8>
  %b = tensor.extract %t[%c1, %c1] : tensor<2x3xi8>
  %c = tensor.extract %t[%c0, %c2] : tensor<2x3xi8>
  %d = tensor.extract %t[%c1, %c2] : tensor<2x3xi8>
  %v = vector.from_elements %a, %b, %c, %d, %p, %p : vector<3x2xi8>
  return %v : vector<3x2xi8>
}
func.func @write_is_inserts(%t: tensor<6xi8>, %v: vector<4xi8>) -> tensor<6xi8> {
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %b = vector.extract %v[1] : i8 from vector<4xi8>
  %t1 = tensor.insert %a into %t[%c4] : tensor<6xi8>
  %t2 = tensor.insert %b into %t1[%c5] : tensor<6xi8>
  return %t2 : tensor<6xi8>
}
func.func @write_then_read_forwards(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>, %p: i8) -> vector<4xi8> {
  return %v : vector<4xi8>
}
func.func @masked_write_keeps(%t: tensor<4xi8>, %v: vector<4xi8>) -> tensor<4xi8> {
  %c0 = arith.constant 0 : index
  %a = vector.extract %v[0] : i8 from vector<4xi8>
  %r = tensor.insert %a into %t[%c0] : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @dynamic_index_read(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %in0 = arith.cmpi ult, %i, %c4 : index
  %a = scf.if %in0 -> i8 {
    %x = tensor.extract %t[%i] : tensor<4xi8>
    scf.yield %x : i8
  } else {
    scf.yield %p : i8
  }
  %i1 = arith.addi %i, %c1 : index
  %inside = arith.cmpi ult, %i1, %c4 : index
  %b = scf.if %inside -> i8 {
    %x = tensor.extract %t[%i1] : tensor<4xi8>
    scf.yield %x : i8
  } else {
    scf.yield %p : i8
  }
  %v = vector.from_elements %a, %b : vector<2xi8>
  return %v : vector<2xi8>
}
func.func @write_off_by_one(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>) -> tensor<8xi8> {
  %c1 = arith.constant 1 : index
  %i1 = arith.addi %i, %c1 : index
  %r = vector.transfer_write %v, %t[%i1] : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @write_drops_a_lane(%t: tensor<8xi8>, %v: vector<4xi8>) -> tensor<8xi8> {
  %c2 = arith.constant 2 : index
  %k = vector.constant_mask [3] : vector<4xi1>
  %r = vector.transfer_write %v, %t[%c2], %k : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @read_wrong_padding(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %z = arith.constant 0 : i8
  %v = vector.transfer_read %t[%i], %z : tensor<4xi8>, vector<2xi8>
  return %v : vector<2xi8>
}
func.func @read_in_bounds_flipped(%t: tensor<4xi8>, %i: index, %p: i8) -> vector<2xi8> {
  %v = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<4xi8>, vector<2xi8>
  return %v : vector<2xi8>
}
