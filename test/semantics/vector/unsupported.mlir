// Only vectors of integers, index and f16/bf16/f32/f64 (scalable ones per
// vscale: see scalable.mlir), and the vector ops broadcast, extract, insert,
// from_elements, to_elements, shape_cast, transpose, step, integer reduction,
// extract/insert_strided_slice, shuffle, interleave, deinterleave, bitcast,
// constant_mask, create_mask, vscale, scalable.insert/extract and vector.mask
// (around a modelled maskable op) are modelled. Vectors of unmodelled float
// types (f8 variants) and every other vector op make the function
// `unsupported` (naming the op or type), never `valid` (DESIGN.md §3: "Never answer `valid`
// for a function that contains an op the encoder does not model"). Each
// target differs from its source, so no function is `valid (unchanged)`.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @transfer_read: unsupported: source: op 'vector.transfer_read' is not modelled
// CHECK-DAG: @transfer_write: unsupported: source: op 'vector.transfer_write' is not modelled
// CHECK-DAG: @masked_transfer_read: unsupported: source: op 'vector.transfer_read' inside vector.mask is not modelled
// CHECK-DAG: @float_vector_arg: unsupported: argument type vector<4xf8E5M2> is not modelled
// CHECK-DAG: @float_vector_in_body: unsupported:
// CHECK-DAG: @read_in_target_only: unsupported: target: op 'vector.transfer_read' is not modelled
// CHECK-DAG: @supported: valid{{$}}
// CHECK: summary: 1 valid, 0 invalid, 6 unsupported, 0 inconclusive

// DIAG: warning: mlir-refine: @transfer_read is unsupported, not checked: source: op 'vector.transfer_read' is not modelled
// DIAG-NOT: error:

//--- src.mlir
func.func @transfer_read(%t: tensor<8xi8>, %i: index) -> vector<4xi8> {
  %pad = arith.constant 0 : i8
  %r = vector.transfer_read %t[%i], %pad : tensor<8xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @transfer_write(%t: tensor<8xi8>, %v: vector<4xi8>) -> tensor<8xi8> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_write %v, %t[%c0] : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @masked_transfer_read(%t: tensor<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i8
  %r = vector.mask %m { vector.transfer_read %t[%c0], %pad : tensor<4xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
func.func @float_vector_arg(%x: vector<4xf8E5M2>) -> vector<4xf8E5M2> {
  %r = arith.addf %x, %x : vector<4xf8E5M2>
  return %r : vector<4xf8E5M2>
}
func.func @float_vector_in_body(%x: vector<4xi32>) -> vector<4xi32> {
  %f = arith.sitofp %x : vector<4xi32> to vector<4xf8E5M2>
  %r = arith.fptosi %f : vector<4xf8E5M2> to vector<4xi32>
  return %r : vector<4xi32>
}
func.func @read_in_target_only(%t: tensor<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0] : tensor<4xi8>
  %v = vector.broadcast %r : i8 to vector<4xi8>
  return %v : vector<4xi8>
}
func.func @supported(%x: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant dense<0> : vector<4xi8>
  %r = arith.addi %x, %c0 : vector<4xi8>
  return %r : vector<4xi8>
}

//--- tgt.mlir
func.func @transfer_read(%t: tensor<8xi8>, %i: index) -> vector<4xi8> {
  %pad = arith.constant 1 : i8
  %r = vector.transfer_read %t[%i], %pad : tensor<8xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @transfer_write(%t: tensor<8xi8>, %v: vector<4xi8>) -> tensor<8xi8> {
  %c1 = arith.constant 1 : index
  %r = vector.transfer_write %v, %t[%c1] : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @masked_transfer_read(%t: tensor<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i8
  %r = vector.transfer_read %t[%c0], %pad : tensor<4xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @float_vector_arg(%x: vector<4xf8E5M2>) -> vector<4xf8E5M2> {
  %r = arith.mulf %x, %x : vector<4xf8E5M2>
  return %r : vector<4xf8E5M2>
}
func.func @float_vector_in_body(%x: vector<4xi32>) -> vector<4xi32> {
  return %x : vector<4xi32>
}
func.func @read_in_target_only(%t: tensor<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i8
  %r = vector.transfer_read %t[%c0], %pad : tensor<4xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @supported(%x: vector<4xi8>) -> vector<4xi8> {
  return %x : vector<4xi8>
}
