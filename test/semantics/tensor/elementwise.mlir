// Elementwise arith and math ops on tensors of static shape apply to each
// element ("ElementwiseMappable": the op applies per element, ArithOps.td);
// each element is poison or not on its own, and a tensor is refined element
// by element. Dense and splat constants give one value per element.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @add_commutes: valid{{$}}
// CHECK-DAG: @add_zero_splat: valid{{$}}
// CHECK-DAG: @dense_folded: valid{{$}}
// CHECK-DAG: @select_scalar_condition: valid{{$}}
// CHECK-DAG: @float_neg_neg: valid (abstract floating point)
// CHECK-DAG: @poison_element_refined: valid{{$}}
// CHECK-DAG: @index_cast_elements: valid{{$}}
// CHECK-DAG: @one_element_off: invalid: target result #0 (tensor<2x2xi8>) differs at [1, 0]: target {{.*}}, source
// CHECK-DAG: @dense_misfolded: invalid: target result #0 (tensor<2x3xi32>) differs at [1, 2]: target 7 (0x00000007), source 6 (0x00000006)
// CHECK-DAG: @div_by_tensor_with_zero: invalid: the target has undefined behaviour (division by zero (or by poison) in element 1) where the source has none
// CHECK-DAG: @poison_element_introduced: invalid: target result #0 (tensor<3xi32>) differs at [2]: target poison, source
// CHECK: summary: 7 valid, 4 invalid, 0 unsupported, 0 inconclusive

// Inputs print as MLIR dense literals.
// DIAG: error: mlir-refine: the target miscompiles @one_element_off
// DIAG: note: counterexample input %arg0 : tensor<2x2xi8> = dense<{{\[\[-?[0-9]+, -?[0-9]+\], \[-?[0-9]+, -?[0-9]+\]\]}}> : tensor<2x2xi8>

//--- src.mlir
func.func @add_commutes(%a: tensor<2x3xi16>, %b: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %r = arith.addi %a, %b : tensor<2x3xi16>
  return %r : tensor<2x3xi16>
}
func.func @add_zero_splat(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = arith.constant dense<0> : tensor<4xi32>
  %r = arith.addi %a, %z : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @dense_folded() -> tensor<2x3xi32> {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = arith.constant dense<[[10, 20, 30], [40, 50, 60]]> : tensor<2x3xi32>
  %r = arith.addi %a, %b : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @select_scalar_condition(%c: i1, %a: tensor<3xi8>, %b: tensor<3xi8>) -> tensor<3xi8> {
  %r = arith.select %c, %a, %b : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @float_neg_neg(%a: tensor<2xf32>) -> tensor<2xf32> {
  %n = arith.negf %a : tensor<2xf32>
  %r = arith.negf %n : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @poison_element_refined(%a: tensor<2xi8>) -> tensor<2xi8> {
  // Shifting element 1 by 8 gives poison there: any value refines it.
  %s = arith.constant dense<[0, 8]> : tensor<2xi8>
  %r = arith.shli %a, %s : tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @index_cast_elements(%a: tensor<2xi32>) -> tensor<2xindex> {
  %r = arith.index_cast %a : tensor<2xi32> to tensor<2xindex>
  return %r : tensor<2xindex>
}
func.func @one_element_off(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  return %a : tensor<2x2xi8>
}
func.func @dense_misfolded() -> tensor<2x3xi32> {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %one = arith.constant dense<0> : tensor<2x3xi32>
  %r = arith.addi %a, %one : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @div_by_tensor_with_zero(%a: tensor<2xi32>) -> tensor<2xi32> {
  return %a : tensor<2xi32>
}
func.func @poison_element_introduced(%a: tensor<3xi32>) -> tensor<3xi32> {
  return %a : tensor<3xi32>
}
//--- tgt.mlir
func.func @add_commutes(%a: tensor<2x3xi16>, %b: tensor<2x3xi16>) -> tensor<2x3xi16> {
  %r = arith.addi %b, %a : tensor<2x3xi16>
  return %r : tensor<2x3xi16>
}
func.func @add_zero_splat(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
func.func @dense_folded() -> tensor<2x3xi32> {
  %r = arith.constant dense<[[11, 22, 33], [44, 55, 66]]> : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @select_scalar_condition(%c: i1, %a: tensor<3xi8>, %b: tensor<3xi8>) -> tensor<3xi8> {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %b, %a : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @float_neg_neg(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
func.func @poison_element_refined(%a: tensor<2xi8>) -> tensor<2xi8> {
  %e0 = arith.constant 0 : index
  %x = tensor.extract %a[%e0] : tensor<2xi8>
  %k = arith.constant 42 : i8
  %r = tensor.from_elements %x, %k : tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @index_cast_elements(%a: tensor<2xi32>) -> tensor<2xindex> {
  %e = arith.extsi %a : tensor<2xi32> to tensor<2xi64>
  %r = arith.index_cast %e : tensor<2xi64> to tensor<2xindex>
  return %r : tensor<2xindex>
}
func.func @one_element_off(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %d = arith.constant dense<[[0, 0], [1, 0]]> : tensor<2x2xi8>
  %r = arith.addi %a, %d : tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @dense_misfolded() -> tensor<2x3xi32> {
  %r = arith.constant dense<[[1, 2, 3], [4, 5, 7]]> : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @div_by_tensor_with_zero(%a: tensor<2xi32>) -> tensor<2xi32> {
  %d = arith.constant dense<[1, 0]> : tensor<2xi32>
  %r = arith.divui %a, %d : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @poison_element_introduced(%a: tensor<3xi32>) -> tensor<3xi32> {
  %s = arith.constant dense<[0, 0, 32]> : tensor<3xi32>
  %r = arith.shli %a, %s : tensor<3xi32>
  return %r : tensor<3xi32>
}
