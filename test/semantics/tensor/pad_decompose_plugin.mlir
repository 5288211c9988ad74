// test-decompose-pad-tensor (MLIR's test pass for the pad decomposition,
// GeneralizePadOpPattern) rewrites a tensor.pad whose body depends on the
// position into a tensor.generate over the result and an insert_slice of
// the source, checked in mlir-opt. The generate runs the body everywhere,
// the pad only at padding points: equal here, as the bodies have no UB
// (tensor/pad.mlir: @pad_decomposition_runs_body_everywhere shows a body
// that has). (A pad with a constant body becomes linalg.fill, not modelled
// here yet.)
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-linalg-transform-patterns{test-decompose-pad-tensor})" remarks=true})' %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.mlir
// CHECK-DAG: @pad_2d is valid{{$}}
// CHECK-DAG: @pad_1d_dynamic_low is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

// OUT-LABEL: func.func @pad_2d
// OUT-NOT: tensor.pad
// OUT: tensor.generate
// OUT: tensor.insert_slice
// OUT-LABEL: func.func @pad_1d_dynamic_low
// OUT-NOT: tensor.pad
// OUT: tensor.generate
// OUT: tensor.insert_slice

func.func @pad_2d(%a: tensor<2x3xi8>, %v: i8) -> tensor<4x5xi8> {
  %p = tensor.pad %a low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %t = arith.index_cast %k : index to i8
    %r = arith.addi %t, %v : i8
    tensor.yield %r : i8
  } : tensor<2x3xi8> to tensor<4x5xi8>
  return %p : tensor<4x5xi8>
}

func.func @pad_1d_dynamic_low(%a: tensor<2xi16>, %l: index, %h: index) -> tensor<5xi16> {
  %p = tensor.pad %a low[%l] high[%h] {
  ^bb0(%i: index):
    %t = arith.index_cast %i : index to i16
    tensor.yield %t : i16
  } : tensor<2xi16> to tensor<5xi16>
  return %p : tensor<5xi16>
}
