// Real passes on static tensor code, checked stage by stage in mlir-opt:
// canonicalize folds extracts of from_elements, dims of static shapes,
// identity casts, reshapes of constants and arithmetic on dense constants;
// cse merges equal tensor ops. Every function is proved.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize),cse" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: stage 'func.func(canonicalize)': @extract_of_from_elements is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @dim_of_static is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @constants_folded is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @reshape_chain is valid{{$}}
// CHECK-DAG: stage 'func.func(canonicalize)': @insert_extract_slice is valid{{$}}
// CHECK-DAG: stage 'cse': @common_subexpressions is valid{{$}}
// CHECK-NOT: invalid
// CHECK-NOT: unsupported

func.func @extract_of_from_elements(%x: i32, %y: i32) -> i32 {
  %t = tensor.from_elements %x, %y : tensor<2xi32>
  %c1 = arith.constant 1 : index
  %r = tensor.extract %t[%c1] : tensor<2xi32>
  return %r : i32
}

func.func @dim_of_static(%a: tensor<3x7xi32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<3x7xi32>
  return %d : index
}

func.func @constants_folded() -> tensor<2x2xi16> {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %b = arith.constant dense<7> : tensor<2x2xi16>
  %m = arith.muli %a, %b : tensor<2x2xi16>
  %r = arith.subi %m, %a : tensor<2x2xi16>
  return %r : tensor<2x2xi16>
}

func.func @reshape_chain(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [2, 3] : tensor<6xi8> into tensor<2x3xi8>
  %c = tensor.cast %e : tensor<2x3xi8> to tensor<2x3xi8>
  return %c : tensor<2x3xi8>
}

func.func @insert_extract_slice(%a: tensor<8xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %t = tensor.insert_slice %b into %a[2] [4] [1] : tensor<4xi32> into tensor<8xi32>
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xi32> to tensor<4xi32>
  return %s : tensor<4xi32>
}

func.func @common_subexpressions(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %x = arith.addi %a, %b : tensor<4xi32>
  %y = arith.addi %a, %b : tensor<4xi32>
  %r = arith.muli %x, %y : tensor<4xi32>
  return %r : tensor<4xi32>
}
