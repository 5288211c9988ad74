// Real passes on tensor.generate, tensor.pad and slices, checked stage by
// stage in mlir-opt. canonicalize inlines a generate body at an extract,
// folds a pad of a pad and a pad without padding, makes constant slice
// offsets and strides static and folds inserting a slice back where it came
// from; the test pass test-swap-subtensor-padtensor rewrites a slice of a
// pad into a pad of a slice (under an scf.if, with a generate where the
// slice would be all padding). Every function is proved.
// (test-decompose-pad-tensor: pad_decompose_plugin.mlir.)
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize),func.func(test-linalg-transform-patterns{test-swap-subtensor-padtensor})" remarks=true})' %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=OUT < %t.mlir
// CHECK-DAG: stage 'func.func(canonicalize)': @generate_extract is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @pad_of_pad is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @pad_nothing is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @constant_offsets is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @insert_back is valid{{$}}
// CHECK-DAG: stage 'func.func(test-linalg-transform-patterns{test-swap-subtensor-padtensor})': @slice_of_pad is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

// The passes did rewrite.
// OUT-LABEL: func.func @generate_extract
// OUT-NOT: tensor.generate
// OUT-LABEL: func.func @pad_of_pad
// OUT: tensor.pad %{{.*}} low[3] high[1]
// OUT-NOT: tensor.pad
// OUT-LABEL: func.func @pad_nothing
// OUT-NOT: tensor.pad
// OUT-LABEL: func.func @constant_offsets
// OUT: tensor.extract_slice %{{.*}}[3] [2] [2]
// OUT: tensor.insert_slice %{{.*}}[2] [2] [3]
// OUT-LABEL: func.func @insert_back
// OUT-NOT: tensor.insert_slice
// OUT-LABEL: func.func @slice_of_pad
// OUT: scf.if
// OUT: tensor.generate
// OUT: tensor.extract_slice %{{.*}}[1, 0] [3, 2] [1, 1]
// OUT: tensor.pad

func.func @generate_extract(%v: i32, %i: index) -> i32 {
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %t = arith.index_cast %s : index to i32
    %r = arith.addi %t, %v : i32
    tensor.yield %r : i32
  } : tensor<3x4xi32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %g[%c1, %i] : tensor<3x4xi32>
  return %x : i32
}

func.func @pad_of_pad(%a: tensor<2xi8>, %v: i8) -> tensor<6xi8> {
  %p = tensor.pad %a low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<3xi8>
  %q = tensor.pad %p low[2] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<3xi8> to tensor<6xi8>
  return %q : tensor<6xi8>
}

func.func @pad_nothing(%a: tensor<2x3xi8>, %v: i8) -> tensor<2x3xi8> {
  %p = tensor.pad %a low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<2x3xi8> to tensor<2x3xi8>
  return %p : tensor<2x3xi8>
}

func.func @constant_offsets(%a: tensor<8xi32>, %b: tensor<2xi32>) -> tensor<8xi32> {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %a[%c3] [2] [%c2] : tensor<8xi32> to tensor<2xi32>
  %t = arith.addi %s, %b : tensor<2xi32>
  %r = tensor.insert_slice %t into %a[%c2] [2] [%c3] : tensor<2xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}

func.func @insert_back(%a: tensor<8xi32>, %o: index) -> tensor<8xi32> {
  %s = tensor.extract_slice %a[%o] [2] [1] : tensor<8xi32> to tensor<2xi32>
  %r = tensor.insert_slice %s into %a[%o] [2] [1] : tensor<2xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}

func.func @slice_of_pad(%a: tensor<4x4xi8>, %v: i8) -> tensor<3x3xi8> {
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<4x4xi8> to tensor<6x6xi8>
  %s = tensor.extract_slice %p[2, 0] [3, 3] [1, 1] : tensor<6x6xi8> to tensor<3x3xi8>
  return %s : tensor<3x3xi8>
}
