// Tensor ops and types not modelled yet make the function `unsupported`,
// naming the op or type; never `valid`. An encoding past its bound
// (MAX_CANDIDATES candidate positions) is `inconclusive`, saying so.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @generate_calls: unsupported: source: 'tensor.generate' whose body calls an external function or may abort: the order of its invocations is not defined
// CHECK-DAG: @slice_too_many_candidates: inconclusive: source: 'tensor.extract_slice' with dynamic offsets or strides: more than 65536 candidate positions
// CHECK-DAG: @too_large: unsupported: argument type tensor<65536x65536xi8> (4294967296 elements, too many to index) is not modelled
// CHECK-DAG: @no_elements: unsupported: argument type tensor<0xi8> (tensors without elements are not modelled) is not modelled
// CHECK-DAG: @parallel_insert_slice: unsupported: source: scf.forall with shared outputs (tensors) is not modelled
// The declaration the generate body calls is unchanged.
// tosa ops on dynamic shapes were not modelled; now each shape case gives
// them static ones (test/semantics/tosa/dynamic.mlir).
// CHECK-DAG: @tosa_dynamic: valid (bounded: dynamic sizes 1 to 3)
// CHECK-DAG: @size_from_data: unsupported: source: 'tensor.splat': a dynamic size that depends on values other than tensor shapes is not modelled
// CHECK: summary: 2 valid (1 bounded), 0 invalid, 5 unsupported, 1 inconclusive

//--- src.mlir
func.func private @ext(index) -> i8
// "There is no defined ordering to the invocations of the body": the order
// of the calls is not known.
func.func @generate_calls(%v: i8) -> tensor<2xi8> {
  %g = tensor.generate {
  ^bb0(%i: index):
    %x = func.call @ext(%i) : (index) -> i8
    tensor.yield %x : i8
  } : tensor<2xi8>
  return %g : tensor<2xi8>
}
// 32x32 slice elements, each among 64x64 source positions.
func.func @slice_too_many_candidates(%a: tensor<64x64xi8>, %i: index, %j: index) -> tensor<32x32xi8> {
  %s = tensor.extract_slice %a[%i, %j] [32, 32] [1, 1] : tensor<64x64xi8> to tensor<32x32xi8>
  return %s : tensor<32x32xi8>
}
func.func @too_large(%a: tensor<65536x65536xi8>) -> tensor<65536x65536xi8> {
  return %a : tensor<65536x65536xi8>
}
func.func @no_elements(%a: tensor<0xi8>) -> tensor<0xi8> {
  return %a : tensor<0xi8>
}
func.func @parallel_insert_slice(%a: tensor<4xi8>, %b: tensor<1xi8>) -> tensor<4xi8> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> tensor<4xi8> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %o[%i] [1] [1] : tensor<1xi8> into tensor<4xi8>
    }
  }
  return %r : tensor<4xi8>
}
func.func @tosa_dynamic(%a: tensor<?xi32>) -> tensor<?xi32> {
  %r = tosa.abs %a : (tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @size_from_data(%s: tensor<1xindex>, %v: i8) -> tensor<?xi8> {
  %c0 = arith.constant 0 : index
  %n = tensor.extract %s[%c0] : tensor<1xindex>
  %r = tensor.splat %v[%n] : tensor<?xi8>
  return %r : tensor<?xi8>
}
//--- tgt.mlir
func.func private @ext(index) -> i8
func.func @generate_calls(%v: i8) -> tensor<2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = func.call @ext(%c0) : (index) -> i8
  %y = func.call @ext(%c1) : (index) -> i8
  %r = tensor.from_elements %x, %y : tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @slice_too_many_candidates(%a: tensor<64x64xi8>, %i: index, %j: index) -> tensor<32x32xi8> {
  %s = tensor.extract_slice %a[%i, %j] [32, 32] [1, 1] : tensor<64x64xi8> to tensor<32x32xi8>
  %z = arith.constant dense<0> : tensor<32x32xi8>
  %r = arith.addi %s, %z : tensor<32x32xi8>
  return %r : tensor<32x32xi8>
}
func.func @too_large(%a: tensor<65536x65536xi8>) -> tensor<65536x65536xi8> {
  %z = arith.constant dense<0> : tensor<65536x65536xi8>
  %r = arith.addi %a, %z : tensor<65536x65536xi8>
  return %r : tensor<65536x65536xi8>
}
func.func @no_elements(%a: tensor<0xi8>) -> tensor<0xi8> {
  %z = arith.constant dense<0> : tensor<0xi8>
  %r = arith.addi %a, %z : tensor<0xi8>
  return %r : tensor<0xi8>
}
func.func @parallel_insert_slice(%a: tensor<4xi8>, %b: tensor<1xi8>) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}
func.func @tosa_dynamic(%a: tensor<?xi32>) -> tensor<?xi32> {
  %r0 = tosa.abs %a : (tensor<?xi32>) -> tensor<?xi32>
  %r = tosa.abs %r0 : (tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @size_from_data(%s: tensor<1xindex>, %v: i8) -> tensor<?xi8> {
  %c0 = arith.constant 0 : index
  %n = tensor.extract %s[%c0] : tensor<1xindex>
  %unused = arith.addi %n, %c0 : index
  %r = tensor.splat %v[%n] : tensor<?xi8>
  return %r : tensor<?xi8>
}
