// tensor.pad: "The result tensor dimensions are `low[i]` + `dim[i]` +
// `high[i]`"; the source lands `low` further on, and "the region ...
// returns the value to use for the padding" (TensorOps.td). Choices where
// ODS is silent (src/semantics/tensor/region.rs): the body runs at padding
// points only, with the position in the result as its arguments; with a
// static result type, dynamic low/high are enumerated exactly, and padding
// that does not add up to the result type (or is poison, or negative) is UB.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @pad_is_inserts: valid{{$}}
// CHECK-DAG: @pad_decomposed: valid{{$}}
// CHECK-DAG: @pad_of_pad_folded: valid{{$}}
// CHECK-DAG: @pad_zero_folded: valid{{$}}
// CHECK-DAG: @pad_dynamic_low: valid{{$}}
// CHECK-DAG: @pad_body_not_run_at_source_points: valid{{$}}
// CHECK-DAG: @pad_sides_swapped: invalid: target result #0 (tensor<4xi8>) differs at [0]
// CHECK-DAG: @pad_body_index_wrong: invalid: target result #0 (tensor<3x4xi8>) differs at
// CHECK-DAG: @pad_dynamic_in_target: invalid: the target has undefined behaviour (tensor.pad whose padding does not give its result type (or is poison)) where the source has none
// CHECK-DAG: @pad_dynamic_wrong_side: invalid: target result #0 (tensor<3xi8>) differs at
// CHECK-DAG: @pad_decomposition_runs_body_everywhere: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @pad_is_inserts(%a: tensor<2xi8>, %v: i8) -> tensor<5xi8> {
  %p = tensor.pad %a low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<5xi8>
  return %p : tensor<5xi8>
}
// What test-decompose-pad-tensor makes of a pad whose body reads its
// indices: a tensor.generate over the result and an insert_slice.
func.func @pad_decomposed(%a: tensor<2x3xi8>, %v: i8) -> tensor<4x5xi8> {
  %p = tensor.pad %a low[1, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %t = arith.index_cast %k : index to i8
    %r = arith.addi %t, %v : i8
    tensor.yield %r : i8
  } : tensor<2x3xi8> to tensor<4x5xi8>
  return %p : tensor<4x5xi8>
}
func.func @pad_of_pad_folded(%a: tensor<2xi8>, %v: i8) -> tensor<6xi8> {
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
func.func @pad_zero_folded(%a: tensor<2x3xi8>, %v: i8) -> tensor<2x3xi8> {
  %p = tensor.pad %a nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<2x3xi8> to tensor<2x3xi8>
  return %p : tensor<2x3xi8>
}
// low can only be 0 or 1 (and high 1 - low): anything else is UB.
func.func @pad_dynamic_low(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<2xi8> {
  %p = tensor.pad %a low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<1xi8> to tensor<2xi8>
  return %p : tensor<2xi8>
}
// The body would divide by zero at position 1, where the source lands: it
// does not run there.
func.func @pad_body_not_run_at_source_points(%a: tensor<1xi32>, %v: i32) -> tensor<3xi32> {
  %c1 = arith.constant 1 : index
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    %d = arith.subi %i, %c1 : index
    %e = arith.index_cast %d : index to i32
    %q = arith.divsi %v, %e : i32
    tensor.yield %q : i32
  } : tensor<1xi32> to tensor<3xi32>
  return %p : tensor<3xi32>
}
func.func @pad_sides_swapped(%a: tensor<2xi8>, %v: i8) -> tensor<4xi8> {
  %p = tensor.pad %a low[2] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<4xi8>
  return %p : tensor<4xi8>
}
func.func @pad_body_index_wrong(%a: tensor<1x2xi8>) -> tensor<3x4xi8> {
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %t = arith.index_cast %i : index to i8
    tensor.yield %t : i8
  } : tensor<1x2xi8> to tensor<3x4xi8>
  return %p : tensor<3x4xi8>
}
func.func @pad_dynamic_in_target(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<2xi8> {
  %p = tensor.pad %a low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<1xi8> to tensor<2xi8>
  return %p : tensor<2xi8>
}
func.func @pad_dynamic_wrong_side(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<3xi8> {
  %p = tensor.pad %a low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<1xi8> to tensor<3xi8>
  return %p : tensor<3xi8>
}
// The choice has a cost: test-decompose-pad-tensor runs the body at every
// position (a tensor.generate), so a body with UB at a source point is
// reported.
func.func @pad_decomposition_runs_body_everywhere(%a: tensor<1xi32>, %v: i32) -> tensor<3xi32> {
  %c1 = arith.constant 1 : index
  %p = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    %d = arith.subi %i, %c1 : index
    %e = arith.index_cast %d : index to i32
    %q = arith.divsi %v, %e : i32
    tensor.yield %q : i32
  } : tensor<1xi32> to tensor<3xi32>
  return %p : tensor<3xi32>
}
//--- tgt.mlir
func.func @pad_is_inserts(%a: tensor<2xi8>, %v: i8) -> tensor<5xi8> {
  %s = tensor.splat %v : tensor<5xi8>
  %r = tensor.insert_slice %a into %s[1] [2] [1] : tensor<2xi8> into tensor<5xi8>
  return %r : tensor<5xi8>
}
func.func @pad_decomposed(%a: tensor<2x3xi8>, %v: i8) -> tensor<4x5xi8> {
  %generated = tensor.generate {
  ^bb0(%i: index, %j: index):
    %0 = arith.addi %i, %j : index
    %1 = arith.index_cast %0 : index to i8
    %2 = arith.addi %1, %v : i8
    tensor.yield %2 : i8
  } : tensor<4x5xi8>
  %r = tensor.insert_slice %a into %generated[1, 2] [2, 3] [1, 1] : tensor<2x3xi8> into tensor<4x5xi8>
  return %r : tensor<4x5xi8>
}
func.func @pad_of_pad_folded(%a: tensor<2xi8>, %v: i8) -> tensor<6xi8> {
  %p = tensor.pad %a low[3] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<6xi8>
  return %p : tensor<6xi8>
}
func.func @pad_zero_folded(%a: tensor<2x3xi8>, %v: i8) -> tensor<2x3xi8> {
  return %a : tensor<2x3xi8>
}
func.func @pad_dynamic_low(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<2xi8> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<1xi8>
  %at_start = arith.cmpi eq, %l, %c0 : index
  %r = scf.if %at_start -> tensor<2xi8> {
    %t = tensor.from_elements %x, %v : tensor<2xi8>
    scf.yield %t : tensor<2xi8>
  } else {
    %t = tensor.from_elements %v, %x : tensor<2xi8>
    scf.yield %t : tensor<2xi8>
  }
  return %r : tensor<2xi8>
}
func.func @pad_body_not_run_at_source_points(%a: tensor<1xi32>, %v: i32) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %a[%c0] : tensor<1xi32>
  %z = arith.constant 0 : i32
  %n = arith.subi %z, %v : i32
  %r = tensor.from_elements %n, %x, %v : tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @pad_sides_swapped(%a: tensor<2xi8>, %v: i8) -> tensor<4xi8> {
  %p = tensor.pad %a low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<4xi8>
  return %p : tensor<4xi8>
}
func.func @pad_body_index_wrong(%a: tensor<1x2xi8>) -> tensor<3x4xi8> {
  %p = tensor.pad %a low[1, 1] high[1, 1] {
  ^bb0(%i: index, %j: index):
    %t = arith.index_cast %j : index to i8
    tensor.yield %t : i8
  } : tensor<1x2xi8> to tensor<3x4xi8>
  return %p : tensor<3x4xi8>
}
func.func @pad_dynamic_in_target(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<2xi8> {
  %p = tensor.pad %a low[%l] high[%h] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<1xi8> to tensor<2xi8>
  return %p : tensor<2xi8>
}
// Always the source at 0: wrong where low is 1 or 2.
func.func @pad_dynamic_wrong_side(%a: tensor<1xi8>, %v: i8, %l: index, %h: index) -> tensor<3xi8> {
  %p = tensor.pad %a low[0] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<1xi8> to tensor<3xi8>
  return %p : tensor<3xi8>
}
func.func @pad_decomposition_runs_body_everywhere(%a: tensor<1xi32>, %v: i32) -> tensor<3xi32> {
  %c1 = arith.constant 1 : index
  %generated = tensor.generate {
  ^bb0(%i: index):
    %d = arith.subi %i, %c1 : index
    %e = arith.index_cast %d : index to i32
    %q = arith.divsi %v, %e : i32
    tensor.yield %q : i32
  } : tensor<3xi32>
  %r = tensor.insert_slice %a into %generated[1] [1] [1] : tensor<1xi32> into tensor<3xi32>
  return %r : tensor<3xi32>
}
