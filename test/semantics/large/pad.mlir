// tensor.pad of a large tensor, static low/high padding: "The result tensor
// dimensions are low[i] + dim[i] + high[i]", and "The region of the
// tensor.pad operation returns the value to use for the padding"
// (TensorOps.td, PadOp): at a point of the result, the source's element at
// point - low where that is inside the source, else the body's value there
// (src/semantics/tensor/region.rs, tensor_pad_lazy). The targets are MLIR's
// decomposition (test-decompose-pad-tensor: linalg.fill of the pad value,
// then insert_slice of the source, as pad_decompose_plugin.mlir here
// checks in mlir-opt) or a splat and an insert_slice.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @pad_constant: valid{{$}}
// CHECK-DAG: @pad_float: valid (IEEE-754){{$}}
// CHECK-DAG: @pad_of_pad: valid{{$}}
// CHECK-DAG: @pad_index_body: valid{{$}}
// CHECK-DAG: @pad_index_body_shifted: invalid: target result #0 (tensor<130x132xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @pad_wrong_value: invalid: target result #0 (tensor<130x132xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK-DAG: @pad_float_sign: invalid: target result #0 (tensor<8200xf32>) differs at [{{[0-9]+}}]: target 0.0 (0x00000000), source -0.0 (0x80000000)
// CHECK-DAG: @pad_low_as_high: invalid: target result #0 (tensor<130x132xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// Padding by an index argument: known in each shape case.
// CHECK-DAG: @pad_dynamic: valid (bounded: padding 0 to 3){{$}}
// CHECK-DAG: @pad_dynamic_at_the_end: invalid: target result #0 (tensor<{{129|130|131}}x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK: summary: 5 valid (1 bounded), 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @pad_constant(%a: tensor<128x128xi32>, %v: i32) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
func.func @pad_float(%a: tensor<8192xf32>) -> tensor<8200xf32> {
  %z = arith.constant -0.0 : f32
  %p = tensor.pad %a low[3] high[5] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<8192xf32> to tensor<8200xf32>
  return %p : tensor<8200xf32>
}
func.func @pad_of_pad(%a: tensor<128x128xi8>, %v: i8) -> tensor<132x130xi8> {
  %p = tensor.pad %a low[1, 0] high[0, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<128x128xi8> to tensor<129x129xi8>
  %q = tensor.pad %p low[2, 1] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<129x129xi8> to tensor<132x130xi8>
  return %q : tensor<132x130xi8>
}
func.func @pad_wrong_value(%a: tensor<128x128xi32>, %v: i32) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
func.func @pad_float_sign(%a: tensor<8192xf32>) -> tensor<8200xf32> {
  %z = arith.constant -0.0 : f32
  %p = tensor.pad %a low[3] high[5] {
  ^bb0(%i: index):
    tensor.yield %z : f32
  } : tensor<8192xf32> to tensor<8200xf32>
  return %p : tensor<8200xf32>
}
func.func @pad_low_as_high(%a: tensor<128x128xi32>, %v: i32) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
// The body runs at the result's indices.
func.func @pad_index_body(%a: tensor<128x128xi32>) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %t = arith.index_cast %k : index to i32
    tensor.yield %t : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
func.func @pad_index_body_shifted(%a: tensor<128x128xi32>) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %t = arith.index_cast %k : index to i32
    tensor.yield %t : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
func.func @pad_dynamic(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %p = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<?x128xi32>
  return %p : tensor<?x128xi32>
}
func.func @pad_dynamic_at_the_end(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %p = tensor.pad %a low[%l, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i32
  } : tensor<128x128xi32> to tensor<?x128xi32>
  return %p : tensor<?x128xi32>
}

//--- tgt.mlir
// As test-decompose-pad-tensor prints it.
func.func @pad_constant(%arg0: tensor<128x128xi32>, %arg1: i32) -> tensor<130x132xi32> {
  %0 = tensor.empty() : tensor<130x132xi32>
  %1 = linalg.fill ins(%arg1 : i32) outs(%0 : tensor<130x132xi32>) -> tensor<130x132xi32>
  %inserted_slice = tensor.insert_slice %arg0 into %1[1, 3] [128, 128] [1, 1] : tensor<128x128xi32> into tensor<130x132xi32>
  return %inserted_slice : tensor<130x132xi32>
}
func.func @pad_float(%a: tensor<8192xf32>) -> tensor<8200xf32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.splat %z : tensor<8200xf32>
  %r = tensor.insert_slice %a into %e[3] [8192] [1] : tensor<8192xf32> into tensor<8200xf32>
  return %r : tensor<8200xf32>
}
// Two pads with the same value are one.
func.func @pad_of_pad(%a: tensor<128x128xi8>, %v: i8) -> tensor<132x130xi8> {
  %q = tensor.pad %a low[3, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<128x128xi8> to tensor<132x130xi8>
  return %q : tensor<132x130xi8>
}
func.func @pad_wrong_value(%arg0: tensor<128x128xi32>, %arg1: i32) -> tensor<130x132xi32> {
  %c0 = arith.constant 0 : i32
  %0 = tensor.empty() : tensor<130x132xi32>
  %1 = linalg.fill ins(%c0 : i32) outs(%0 : tensor<130x132xi32>) -> tensor<130x132xi32>
  %inserted_slice = tensor.insert_slice %arg0 into %1[1, 3] [128, 128] [1, 1] : tensor<128x128xi32> into tensor<130x132xi32>
  return %inserted_slice : tensor<130x132xi32>
}
func.func @pad_float_sign(%a: tensor<8192xf32>) -> tensor<8200xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.splat %z : tensor<8200xf32>
  %r = tensor.insert_slice %a into %e[3] [8192] [1] : tensor<8192xf32> into tensor<8200xf32>
  return %r : tensor<8200xf32>
}
// The source placed at [1, 1] (the high padding of dimension 1) instead of
// [1, 3].
func.func @pad_low_as_high(%arg0: tensor<128x128xi32>, %arg1: i32) -> tensor<130x132xi32> {
  %0 = tensor.empty() : tensor<130x132xi32>
  %1 = linalg.fill ins(%arg1 : i32) outs(%0 : tensor<130x132xi32>) -> tensor<130x132xi32>
  %inserted_slice = tensor.insert_slice %arg0 into %1[1, 1] [128, 128] [1, 1] : tensor<128x128xi32> into tensor<130x132xi32>
  return %inserted_slice : tensor<130x132xi32>
}
// i + j as i32, from i32 indices: they are below 2^31.
func.func @pad_index_body(%a: tensor<128x128xi32>) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    %y = arith.index_cast %j : index to i32
    %t = arith.addi %y, %x : i32
    tensor.yield %t : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
// Indices relative to the source (i - low) instead of the result's.
func.func @pad_index_body_shifted(%a: tensor<128x128xi32>) -> tensor<130x132xi32> {
  %p = tensor.pad %a low[1, 3] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %c4 = arith.constant 4 : index
    %l = arith.subi %k, %c4 : index
    %t = arith.index_cast %l : index to i32
    tensor.yield %t : i32
  } : tensor<128x128xi32> to tensor<130x132xi32>
  return %p : tensor<130x132xi32>
}
func.func @pad_dynamic(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %c128 = arith.constant 128 : index
  %n = arith.addi %l, %c128 : index
  %e = tensor.splat %v[%n] : tensor<?x128xi32>
  %r = tensor.insert_slice %a into %e[%l, 0] [128, 128] [1, 1] : tensor<128x128xi32> into tensor<?x128xi32>
  return %r : tensor<?x128xi32>
}
// The padding put after the source instead of before.
func.func @pad_dynamic_at_the_end(%a: tensor<128x128xi32>, %l: index, %v: i32) -> tensor<?x128xi32> {
  %c128 = arith.constant 128 : index
  %n = arith.addi %l, %c128 : index
  %e = tensor.splat %v[%n] : tensor<?x128xi32>
  %r = tensor.insert_slice %a into %e[0, 0] [128, 128] [1, 1] : tensor<128x128xi32> into tensor<?x128xi32>
  return %r : tensor<?x128xi32>
}
