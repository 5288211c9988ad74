// Tensor ops and types not modelled yet make the function `unsupported`,
// naming the op or type; never `valid`.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// CHECK-DAG: @pad: unsupported: source: op 'tensor.pad' is not modelled
// CHECK-DAG: @generate: unsupported: source: op 'tensor.generate' is not modelled
// CHECK-DAG: @linalg_fill: unsupported: source: op 'linalg.fill' is not modelled
// CHECK-DAG: @dynamic: unsupported: argument type tensor<?x4xi32> (dynamic dimensions are not modelled yet) is not modelled
// CHECK-DAG: @too_large: unsupported: argument type tensor<100x100xi8> (more than 4096 elements) is not modelled
// CHECK-DAG: @no_elements: unsupported: argument type tensor<0xi8> (tensors without elements are not modelled) is not modelled
// CHECK-DAG: @gather: unsupported: source: op 'tensor.gather' is not modelled
// CHECK-DAG: @scatter: unsupported: source: op 'tensor.scatter' is not modelled
// CHECK-DAG: @parallel_insert_slice: unsupported: source: scf.forall with shared outputs (tensors) is not modelled
// CHECK: summary: 0 valid, 0 invalid, 9 unsupported, 0 inconclusive

//--- src.mlir
func.func @pad(%a: tensor<2xi8>, %v: i8) -> tensor<4xi8> {
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<4xi8>
  return %p : tensor<4xi8>
}
func.func @generate(%v: i8) -> tensor<3xi8> {
  %g = tensor.generate {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<3xi8>
  return %g : tensor<3xi8>
}
func.func @linalg_fill(%v: i8) -> tensor<3xi8> {
  %e = tensor.empty() : tensor<3xi8>
  %f = linalg.fill ins(%v : i8) outs(%e : tensor<3xi8>) -> tensor<3xi8>
  return %f : tensor<3xi8>
}
func.func @dynamic(%a: tensor<?x4xi32>) -> tensor<?x4xi32> {
  return %a : tensor<?x4xi32>
}
func.func @too_large(%a: tensor<100x100xi8>) -> tensor<100x100xi8> {
  return %a : tensor<100x100xi8>
}
func.func @no_elements(%a: tensor<0xi8>) -> tensor<0xi8> {
  return %a : tensor<0xi8>
}
func.func @gather(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %g = tensor.gather %a[%i] gather_dims([0]) : (tensor<4xi8>, tensor<2x1xindex>) -> tensor<2xi8>
  return %g : tensor<2xi8>
}
func.func @scatter(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  %s = tensor.scatter %v into %a[%i] scatter_dims([0]) unique : (tensor<2xi8>, tensor<4xi8>, tensor<2x1xindex>) -> tensor<4xi8>
  return %s : tensor<4xi8>
}
func.func @parallel_insert_slice(%a: tensor<4xi8>, %b: tensor<1xi8>) -> tensor<4xi8> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %a) -> tensor<4xi8> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %o[%i] [1] [1] : tensor<1xi8> into tensor<4xi8>
    }
  }
  return %r : tensor<4xi8>
}
//--- tgt.mlir
func.func @pad(%a: tensor<2xi8>, %v: i8) -> tensor<4xi8> {
  %s = tensor.splat %v : tensor<4xi8>
  return %s : tensor<4xi8>
}
func.func @generate(%v: i8) -> tensor<3xi8> {
  %s = tensor.splat %v : tensor<3xi8>
  return %s : tensor<3xi8>
}
func.func @linalg_fill(%v: i8) -> tensor<3xi8> {
  %s = tensor.splat %v : tensor<3xi8>
  return %s : tensor<3xi8>
}
func.func @dynamic(%a: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %z = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xi32>
  %s = tensor.splat %z[%d] : tensor<?x4xi32>
  %r = arith.addi %a, %s : tensor<?x4xi32>
  return %r : tensor<?x4xi32>
}
func.func @too_large(%a: tensor<100x100xi8>) -> tensor<100x100xi8> {
  %z = arith.constant dense<0> : tensor<100x100xi8>
  %r = arith.addi %a, %z : tensor<100x100xi8>
  return %r : tensor<100x100xi8>
}
func.func @no_elements(%a: tensor<0xi8>) -> tensor<0xi8> {
  %z = arith.constant dense<0> : tensor<0xi8>
  %r = arith.addi %a, %z : tensor<0xi8>
  return %r : tensor<0xi8>
}
func.func @gather(%a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<2xi8> {
  %z = arith.constant dense<0> : tensor<2xi8>
  return %z : tensor<2xi8>
}
func.func @scatter(%v: tensor<2xi8>, %a: tensor<4xi8>, %i: tensor<2x1xindex>) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}
func.func @parallel_insert_slice(%a: tensor<4xi8>, %b: tensor<1xi8>) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}
