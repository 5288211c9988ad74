// An op or type the encoder does not model makes the function
// `unsupported`, naming it, as a warning; it is never `valid`.
//
// RUN: %refine-opt --allow-unregistered-dialect --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s
//
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @unknown_op is unsupported, not checked: source: op 'foo.bar' is not modelled
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @float_arg is unsupported, not checked: argument type f8E4M3FN is not modelled
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @scalable_vector_op is unsupported, not checked: argument type vector<[4]xf8E4M3FN> is not modelled
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @tensor_op is unsupported, not checked: source: 'scf.if' whose regions yield tensors of different shapes (of dynamic type)
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @unranked_tensor_op is unsupported, not checked: argument type tensor<*xi32> is not modelled
// CHECK-DAG: warning: verify-translation: stage 'func.func(canonicalize)': @tensor_of_complex is unsupported, not checked: argument type tensor<2xcomplex<f32>> is not modelled
// CHECK-DAG: remark: verify-translation: stage 'func.func(canonicalize)': @supported is valid{{$}}
// CHECK-NOT: @unknown_op is valid
// CHECK-NOT: @float_arg is valid
// CHECK-NOT: @scalable_vector_op is valid
// CHECK-NOT: @tensor_op is valid
// CHECK-NOT: @unranked_tensor_op is valid
// CHECK-NOT: @tensor_of_complex is valid

func.func @unknown_op(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  // An unregistered op with a region is not modelled (one without is an
  // external call: see test/semantics/func).
  %z = "foo.bar"(%y) ({
    "foo.end"() : () -> ()
  }) : (i32) -> i32
  return %z : i32
}

func.func @float_arg(%x: f8E4M3FN, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %y, %c0 : i32
  return %r : i32
}

// Scalable vectors are checked per vscale (test/semantics/vector/scalable.mlir);
// one of an element type not modelled is not.
func.func @scalable_vector_op(%x: vector<[4]xf8E4M3FN>) -> vector<[4]xf8E4M3FN> {
  %c0 = arith.constant dense<-0.0> : vector<[4]xf8E4M3FN>
  %r = arith.addf %x, %c0 : vector<[4]xf8E4M3FN>
  return %r : vector<[4]xf8E4M3FN>
}

func.func @tensor_op(%x: tensor<?xi32>, %c: i1, %n: index) -> tensor<?xi32> {
  // A dynamically shaped value that crosses a region boundary with one of
  // two shapes (in a shape case where %n is not %x's size) is not modelled.
  %r = scf.if %c -> tensor<?xi32> {
    scf.yield %x : tensor<?xi32>
  } else {
    %c0 = arith.constant 0 : index
    %m = arith.addi %n, %c0 : index
    %e = tensor.empty(%m) : tensor<?xi32>
    scf.yield %e : tensor<?xi32>
  }
  return %r : tensor<?xi32>
}

func.func @unranked_tensor_op(%x: tensor<*xi32>) -> tensor<*xi32> {
  %dead = arith.muli %x, %x : tensor<*xi32>
  %y = arith.addi %x, %x : tensor<*xi32>
  return %y : tensor<*xi32>
}

func.func @tensor_of_complex(%x: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %y = tensor.cast %x : tensor<2xcomplex<f32>> to tensor<?xcomplex<f32>>
  %z = tensor.cast %y : tensor<?xcomplex<f32>> to tensor<2xcomplex<f32>>
  return %z : tensor<2xcomplex<f32>>
}

func.func @supported(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
