// Unranked memrefs and tensors (memref<*xT>, tensor<*xT>) made by a cast:
// the value is the ranked one it was cast from. A cast back to a ranked
// type "acts as an assertion that fails at runtime if the dynamic
// dimensions disagree with resultant destination size" (MemRefOps.td,
// memref.cast; TensorOps.td, tensor.cast): to another rank, or to a static
// size the value does not have, it is UB. memref.rank/dim and
// tensor.rank/dim read the value's shape. Any other op on an unranked
// value, one crossing a block or region boundary, and function arguments
// of unranked type are unsupported, named.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @memref_roundtrip: valid{{$}}
// CHECK-DAG: @memref_rank_folded: valid{{$}}
// CHECK-DAG: @memref_dim_folded: valid{{$}}
// CHECK-DAG: @memref_wrong_rank_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @memref_wrong_size_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @tensor_roundtrip: valid{{$}}
// CHECK-DAG: @tensor_rank_and_dim: valid{{$}}
// CHECK-DAG: @memref_cast_added_wrong_size: invalid: the target has undefined behaviour (a memref whose runtime sizes, strides or offset are not those of memref<3x2xi32>) where the source has none
// CHECK-DAG: @memref_cast_added_wrong_rank: invalid: the target has undefined behaviour (memref.cast of an unranked memref of rank 2 to memref<6xi32>) where the source has none
// CHECK-DAG: @tensor_cast_added_wrong_shape: invalid: the target has undefined behaviour (tensor.cast of an unranked tensor of shape [2, 2] to tensor<4x1xi8>) where the source has none
// CHECK-DAG: @roundtrip_wrong_element: invalid: target result #0 is
// CHECK-DAG: @unranked_through_if: unsupported: source: 'scf.if' on an unranked value (memref<*xi32>) is not modelled
// CHECK-DAG: @unranked_argument: unsupported: argument type memref<*xi32> is not modelled
// CHECK-DAG: @unranked_copy: unsupported: source: 'memref.copy' on an unranked value (memref<*xi32>) is not modelled
// CHECK-DAG: @unranked_tensor_to_call: unsupported: source: 'func.call' on an unranked value (tensor<*xi8>) is not modelled
// CHECK: summary: 8 valid, 4 invalid, 4 unsupported, 0 inconclusive

//--- src.mlir
func.func private @take(tensor<*xi8>)
func.func @memref_roundtrip(%m: memref<2x3xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<?x3xi32>
  %x = memref.load %r[%c1, %c1] : memref<?x3xi32>
  return %x : i32
}
func.func @memref_rank_folded() -> index {
  %m = memref.alloc() : memref<2x3xi32>
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.rank %u : memref<*xi32>
  return %r : index
}
func.func @memref_dim_folded() -> index {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2x3xi32>
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %d = memref.dim %u, %c1 : memref<*xi32>
  return %d : index
}
func.func @memref_wrong_rank_is_ub(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<6xi32>
  %x = memref.load %r[%c0] : memref<6xi32>
  return %x : i32
}
func.func @memref_wrong_size_is_ub(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<3x2xi32>
  %x = memref.load %r[%c0, %c0] : memref<3x2xi32>
  return %x : i32
}
func.func @tensor_roundtrip(%t: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %u = tensor.cast %t : tensor<2x2xi8> to tensor<*xi8>
  %r = tensor.cast %u : tensor<*xi8> to tensor<2x?xi8>
  %s = tensor.cast %r : tensor<2x?xi8> to tensor<2x2xi8>
  return %s : tensor<2x2xi8>
}
func.func @tensor_rank_and_dim(%t: tensor<2x3xi8>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %u = tensor.cast %t : tensor<2x3xi8> to tensor<*xi8>
  %r = tensor.rank %u : tensor<*xi8>
  %d = tensor.dim %u, %c1 : tensor<*xi8>
  return %r, %d : index, index
}
func.func @memref_cast_added_wrong_size(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0, %c0] : memref<2x3xi32>
  return %x : i32
}
func.func @memref_cast_added_wrong_rank(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0, %c0] : memref<2x3xi32>
  return %x : i32
}
func.func @tensor_cast_added_wrong_shape(%t: tensor<2x2xi8>) -> tensor<2x2xi8> {
  return %t : tensor<2x2xi8>
}
func.func @roundtrip_wrong_element(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0, %c1] : memref<2x3xi32>
  return %x : i32
}
func.func @unranked_through_if(%b: i1, %m: memref<2xi32>, %n: memref<2xi32>) {
  %u = scf.if %b -> memref<*xi32> {
    %x = memref.cast %m : memref<2xi32> to memref<*xi32>
    scf.yield %x : memref<*xi32>
  } else {
    %y = memref.cast %n : memref<2xi32> to memref<*xi32>
    scf.yield %y : memref<*xi32>
  }
  return
}
func.func @unranked_argument(%u: memref<*xi32>) -> index {
  %r = memref.rank %u : memref<*xi32>
  return %r : index
}
func.func @unranked_copy(%m: memref<2xi32>, %n: memref<2xi32>) {
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  %v = memref.cast %n : memref<2xi32> to memref<*xi32>
  memref.copy %u, %v : memref<*xi32> to memref<*xi32>
  return
}
func.func @unranked_tensor_to_call(%t: tensor<2xi8>) {
  %u = tensor.cast %t : tensor<2xi8> to tensor<*xi8>
  call @take(%u) : (tensor<*xi8>) -> ()
  return
}

//--- tgt.mlir
func.func private @take(tensor<*xi8>)
func.func @memref_roundtrip(%m: memref<2x3xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1, %c1] : memref<2x3xi32>
  return %x : i32
}
func.func @memref_rank_folded() -> index {
  %r = arith.constant 2 : index
  return %r : index
}
func.func @memref_dim_folded() -> index {
  %d = arith.constant 3 : index
  return %d : index
}
func.func @memref_wrong_rank_is_ub(%m: memref<2x3xi32>) -> i32 {
  %x = arith.constant 42 : i32
  return %x : i32
}
func.func @memref_wrong_size_is_ub(%m: memref<2x3xi32>) -> i32 {
  %x = arith.constant 42 : i32
  return %x : i32
}
func.func @tensor_roundtrip(%t: tensor<2x2xi8>) -> tensor<2x2xi8> {
  return %t : tensor<2x2xi8>
}
func.func @tensor_rank_and_dim(%t: tensor<2x3xi8>) -> (index, index) {
  %r = arith.constant 2 : index
  %d = arith.constant 3 : index
  return %r, %d : index, index
}
func.func @memref_cast_added_wrong_size(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<3x2xi32>
  %x = memref.load %r[%c0, %c0] : memref<3x2xi32>
  return %x : i32
}
func.func @memref_cast_added_wrong_rank(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<6xi32>
  %x = memref.load %r[%c0] : memref<6xi32>
  return %x : i32
}
func.func @tensor_cast_added_wrong_shape(%t: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %u = tensor.cast %t : tensor<2x2xi8> to tensor<*xi8>
  %r = tensor.cast %u : tensor<*xi8> to tensor<4x1xi8>
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<4x1xi8> into tensor<4xi8>
  %s = tensor.expand_shape %c [[0, 1]] output_shape [2, 2] : tensor<4xi8> into tensor<2x2xi8>
  return %s : tensor<2x2xi8>
}
func.func @roundtrip_wrong_element(%m: memref<2x3xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.cast %u : memref<*xi32> to memref<2x3xi32>
  %x = memref.load %r[%c1, %c0] : memref<2x3xi32>
  return %x : i32
}
func.func @unranked_through_if(%b: i1, %m: memref<2xi32>, %n: memref<2xi32>) {
  %u = scf.if %b -> memref<*xi32> {
    %x = memref.cast %m : memref<2xi32> to memref<*xi32>
    scf.yield %x : memref<*xi32>
  } else {
    %y = memref.cast %n : memref<2xi32> to memref<*xi32>
    scf.yield %y : memref<*xi32>
  }
  %c = arith.constant 0 : i32
  return
}
func.func @unranked_argument(%u: memref<*xi32>) -> index {
  %r = memref.rank %u : memref<*xi32>
  %c = arith.constant 0 : i32
  return %r : index
}
func.func @unranked_copy(%m: memref<2xi32>, %n: memref<2xi32>) {
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  %v = memref.cast %n : memref<2xi32> to memref<*xi32>
  memref.copy %u, %v : memref<*xi32> to memref<*xi32>
  %c = arith.constant 0 : i32
  return
}
func.func @unranked_tensor_to_call(%t: tensor<2xi8>) {
  %u = tensor.cast %t : tensor<2xi8> to tensor<*xi8>
  call @take(%u) : (tensor<*xi8>) -> ()
  %c = arith.constant 0 : i32
  return
}
