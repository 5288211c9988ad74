// What the lazy encoding of large tensors does not model is `unsupported`,
// naming the op and the reason; never `valid`. A linalg op on large
// tensors needs outputs whose maps name every parallel loop (each output
// element is the value at one point of the parallel loops); a tensor.pad
// of a large tensor needs padding known in each shape case (an index
// argument's value is, so @pad_dynamic validates); tensor.reshape (shape operand)
// of a large tensor is not modelled; floats of large tensors have no
// abstract encoding (fp-mode=abstract), only IEEE-754, which the default
// mode uses for them (src/semantics/tensor/lazy.rs).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// RUN: %mlir-refine --fp-mode=abstract %t/src.mlir %t/tgt.mlir > %t/abstract.txt 2> %t/err2.txt; test $? -eq 3
// RUN: FileCheck %s --check-prefix=ABSTRACT < %t/abstract.txt

// CHECK-DAG: @output_not_spanning_parallel_loops: unsupported: source: 'linalg.generic' on large tensors with an output that does not span its parallel loops
// CHECK-DAG: @pad_dynamic: valid (bounded: padding 0 to 3)
// CHECK-DAG: @reshape_with_shape_operand: unsupported: source: 'tensor.reshape' of a large tensor is not modelled
// CHECK-DAG: @float_large: valid (IEEE-754){{$}}
// CHECK: summary: 2 valid (1 bounded), 0 invalid, 2 unsupported, 0 inconclusive

// ABSTRACT: @float_large: unsupported: argument %arg0: a large tensor of f32 has no abstract floating-point encoding

//--- src.mlir
#in = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// Both loops parallel, the output indexed by the first only: which element
// of a row is written last is the loop order's.
func.func @output_not_spanning_parallel_loops(%a: tensor<128x128xi32>, %o: tensor<128xi32>) -> tensor<128xi32> {
  %r = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<128x128xi32>) outs(%o : tensor<128xi32>) {
  ^bb0(%x: i32, %out: i32):
    linalg.yield %x : i32
  } -> tensor<128xi32>
  return %r : tensor<128xi32>
}
func.func @pad_dynamic(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %p = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<?x128xi32>
  return %p : tensor<?x128xi32>
}
func.func @reshape_with_shape_operand(%a: tensor<64x128xi8>) -> tensor<128x64xi8> {
  %s = arith.constant dense<[128, 64]> : tensor<2xi32>
  %r = tensor.reshape %a(%s) : (tensor<64x128xi8>, tensor<2xi32>) -> tensor<128x64xi8>
  return %r : tensor<128x64xi8>
}
func.func @float_large(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  %z = arith.constant dense<-0.0> : tensor<8192xf32>
  %r = arith.addf %a, %z : tensor<8192xf32>
  return %r : tensor<8192xf32>
}
//--- tgt.mlir
#in = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @output_not_spanning_parallel_loops(%a: tensor<128x128xi32>, %o: tensor<128xi32>) -> tensor<128xi32> {
  %r = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<128x128xi32>) outs(%o : tensor<128xi32>) {
  ^bb0(%x: i32, %out: i32):
    %c = arith.constant 0 : i32
    %y = arith.addi %x, %c : i32
    linalg.yield %y : i32
  } -> tensor<128xi32>
  return %r : tensor<128xi32>
}
func.func @pad_dynamic(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %p = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0 : i32
    %y = arith.addi %v, %c : i32
    tensor.yield %y : i32
  } : tensor<128x128xi32> to tensor<?x128xi32>
  return %p : tensor<?x128xi32>
}
func.func @reshape_with_shape_operand(%a: tensor<64x128xi8>) -> tensor<128x64xi8> {
  %r = tensor.expand_shape %a [[0, 1], [2]] output_shape [1, 64, 128] : tensor<64x128xi8> into tensor<1x64x128xi8>
  %c = tensor.collapse_shape %r [[0, 1, 2]] : tensor<1x64x128xi8> into tensor<8192xi8>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [128, 64] : tensor<8192xi8> into tensor<128x64xi8>
  return %e : tensor<128x64xi8>
}
func.func @float_large(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  return %a : tensor<8192xf32>
}
