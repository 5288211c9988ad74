// tensor.concat of large tensors: "constructs a tensor out of a variadic
// list of input tensors, concatenated along a static dimension number"
// (TensorOps.td, ConcatOp): along `dim`, the input whose range holds the
// coordinate, at the coordinate less the sizes before it
// (src/semantics/tensor/lazy_ops.rs, concat). The targets insert each
// input into a tensor.empty at its offset; the mutants swap two inputs or
// write both to the same place (leaving part of the empty tensor, poison,
// in the result).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @concat_rows: valid{{$}}
// CHECK-DAG: @concat_innermost: valid{{$}}
// CHECK-DAG: @concat_of_slices: valid{{$}}
// CHECK-DAG: @concat_swapped: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @concat_same_place: invalid: target result #0 (tensor<64x64x2xi8>) differs at [{{[0-9]+}}, {{[0-9]+}}, {{[01]}}]:
// CHECK: summary: 3 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @concat_rows(%a: tensor<64x128xi32>, %b: tensor<32x128xi32>, %c: tensor<32x128xi32>) -> tensor<128x128xi32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<64x128xi32>, tensor<32x128xi32>, tensor<32x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @concat_innermost(%a: tensor<64x64x1xi8>, %b: tensor<64x64x1xi8>) -> tensor<64x64x2xi8> {
  %r = tensor.concat dim(2) %a, %b : (tensor<64x64x1xi8>, tensor<64x64x1xi8>) -> tensor<64x64x2xi8>
  return %r : tensor<64x64x2xi8>
}
// The two halves of %a, put back together.
func.func @concat_of_slices(%a: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %l = tensor.extract_slice %a[0, 0] [128, 48] [1, 1] : tensor<128x128xi32> to tensor<128x48xi32>
  %r = tensor.extract_slice %a[0, 48] [128, 80] [1, 1] : tensor<128x128xi32> to tensor<128x80xi32>
  %c = tensor.concat dim(1) %l, %r : (tensor<128x48xi32>, tensor<128x80xi32>) -> tensor<128x128xi32>
  return %c : tensor<128x128xi32>
}
func.func @concat_swapped(%a: tensor<64x128xi32>, %b: tensor<32x128xi32>, %c: tensor<32x128xi32>) -> tensor<128x128xi32> {
  %r = tensor.concat dim(0) %a, %b, %c : (tensor<64x128xi32>, tensor<32x128xi32>, tensor<32x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @concat_same_place(%a: tensor<64x64x1xi8>, %b: tensor<64x64x1xi8>) -> tensor<64x64x2xi8> {
  %r = tensor.concat dim(2) %a, %b : (tensor<64x64x1xi8>, tensor<64x64x1xi8>) -> tensor<64x64x2xi8>
  return %r : tensor<64x64x2xi8>
}
//--- tgt.mlir
func.func @concat_rows(%a: tensor<64x128xi32>, %b: tensor<32x128xi32>, %c: tensor<32x128xi32>) -> tensor<128x128xi32> {
  %e = tensor.empty() : tensor<128x128xi32>
  %0 = tensor.insert_slice %a into %e[0, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  %1 = tensor.insert_slice %b into %0[64, 0] [32, 128] [1, 1] : tensor<32x128xi32> into tensor<128x128xi32>
  %2 = tensor.insert_slice %c into %1[96, 0] [32, 128] [1, 1] : tensor<32x128xi32> into tensor<128x128xi32>
  return %2 : tensor<128x128xi32>
}
// Inserted in the other order: the places do not overlap.
func.func @concat_innermost(%a: tensor<64x64x1xi8>, %b: tensor<64x64x1xi8>) -> tensor<64x64x2xi8> {
  %e = tensor.empty() : tensor<64x64x2xi8>
  %0 = tensor.insert_slice %b into %e[0, 0, 1] [64, 64, 1] [1, 1, 1] : tensor<64x64x1xi8> into tensor<64x64x2xi8>
  %1 = tensor.insert_slice %a into %0[0, 0, 0] [64, 64, 1] [1, 1, 1] : tensor<64x64x1xi8> into tensor<64x64x2xi8>
  return %1 : tensor<64x64x2xi8>
}
func.func @concat_of_slices(%a: tensor<128x128xi32>) -> tensor<128x128xi32> {
  return %a : tensor<128x128xi32>
}
func.func @concat_swapped(%a: tensor<64x128xi32>, %b: tensor<32x128xi32>, %c: tensor<32x128xi32>) -> tensor<128x128xi32> {
  %e = tensor.empty() : tensor<128x128xi32>
  %0 = tensor.insert_slice %a into %e[0, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  %1 = tensor.insert_slice %c into %0[64, 0] [32, 128] [1, 1] : tensor<32x128xi32> into tensor<128x128xi32>
  %2 = tensor.insert_slice %b into %1[96, 0] [32, 128] [1, 1] : tensor<32x128xi32> into tensor<128x128xi32>
  return %2 : tensor<128x128xi32>
}
func.func @concat_same_place(%a: tensor<64x64x1xi8>, %b: tensor<64x64x1xi8>) -> tensor<64x64x2xi8> {
  %e = tensor.empty() : tensor<64x64x2xi8>
  %0 = tensor.insert_slice %a into %e[0, 0, 0] [64, 64, 1] [1, 1, 1] : tensor<64x64x1xi8> into tensor<64x64x2xi8>
  %1 = tensor.insert_slice %b into %0[0, 0, 0] [64, 64, 1] [1, 1, 1] : tensor<64x64x1xi8> into tensor<64x64x2xi8>
  return %1 : tensor<64x64x2xi8>
}
