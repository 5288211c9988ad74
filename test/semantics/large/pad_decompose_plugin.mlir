// test-decompose-pad-tensor (MLIR's test pass for GeneralizePadOpPattern)
// on a pad of a large tensor with a constant body: the pad becomes a
// linalg.fill of the pad value and an insert_slice of the source, checked
// in mlir-opt stage by stage. "The region of the tensor.pad operation
// returns the value to use for the padding" (TensorOps.td, PadOp): equal to
// the fill wherever the slice does not write.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-linalg-transform-patterns{test-decompose-pad-tensor})" remarks=true})' %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.mlir
// CHECK-DAG: @pad_2d is valid{{$}}
// CHECK-DAG: @pad_3d_i8 is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

// OUT-LABEL: func.func @pad_2d
// OUT-NOT: tensor.pad
// OUT: linalg.fill
// OUT: tensor.insert_slice
// OUT-LABEL: func.func @pad_3d_i8
// OUT-NOT: tensor.pad
// OUT: linalg.fill
// OUT: tensor.insert_slice

func.func @pad_2d(%a: tensor<128x128xi32>, %v: i32) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}

func.func @pad_3d_i8(%a: tensor<64x64x2xi8>) -> tensor<66x64x4xi8> {
  %c = arith.constant -7 : i8
  %p = tensor.pad %a low[2, 0, 1] high[0, 0, 1] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %c : i8
  } : tensor<64x64x2xi8> to tensor<66x64x4xi8>
  return %p : tensor<66x64x4xi8>
}
