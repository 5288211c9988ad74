// Reductions are the exact left fold over the iteration space in
// lexicographic order, seeded by the `outs` element. Integer wrap-around
// addition is associative and commutative, so a reversed or split integer
// sum validates; float addition is not, so the same change on f32 is caught
// (the order is the choice written in src/semantics/linalg.rs). Body UB at
// any point is UB of the op; poison flows per element.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @int_sum_reversed: valid{{$}}
// CHECK-DAG: @int_sum_split: valid{{$}}
// CHECK-DAG: @body_ub_frees_target: valid{{$}}
// CHECK-DAG: @empty_init_is_poison: valid{{$}}
// CHECK-DAG: @float_sum_reversed: invalid: target result #0 (tensor<1xf32>) differs at [0]
// CHECK-DAG: @body_ub_introduced: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @int_sum_drops_init: invalid: target result #0 (tensor<2xi32>) differs at [
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id1 = affine_map<(d0) -> (d0)>
func.func @int_sum_reversed(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<2xi32>
}
func.func @int_sum_split(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<2xi32>
}
func.func @float_sum_reversed(%a: tensor<1x3xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %0 = linalg.reduce ins(%a : tensor<1x3xf32>) outs(%init : tensor<1xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<1xf32>
}
func.func @body_ub_frees_target(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32, %z: i32) {
      %q = arith.divsi %x, %y : i32
      linalg.yield %q : i32
    }
  return %0 : tensor<4xi32>
}
func.func @body_ub_introduced(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32, %z: i32) {
      %q = arith.muli %x, %y : i32
      linalg.yield %q : i32
    }
  return %0 : tensor<4xi32>
}
func.func @empty_init_is_poison(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %e = tensor.empty() : tensor<2x2xi32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @int_sum_drops_init(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %0 = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<2xi32>
}

//--- tgt.mlir
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// The sum over columns 3, 2, 1, 0.
func.func @int_sum_reversed(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %c3 = arith.constant 3 : index
  %0 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<2x4xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%unused: i32, %acc: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %c3, %j : index
    %x = tensor.extract %a[%i, %k] : tensor<2x4xi32>
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
// Two partial sums from zero, then added to the init.
func.func @int_sum_split(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %c0 = arith.constant 0 : i32
  %z = tensor.splat %c0 : tensor<2xi32>
  %lo = tensor.extract_slice %a[0, 0] [2, 2] [1, 1] : tensor<2x4xi32> to tensor<2x2xi32>
  %hi = tensor.extract_slice %a[0, 2] [2, 2] [1, 1] : tensor<2x4xi32> to tensor<2x2xi32>
  %s0 = linalg.reduce ins(%hi : tensor<2x2xi32>) outs(%z : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  %s1 = linalg.reduce ins(%lo : tensor<2x2xi32>) outs(%s0 : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  %r = arith.addi %s1, %init : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @float_sum_reversed(%a: tensor<1x3xf32>, %init: tensor<1xf32>) -> tensor<1xf32> {
  %c2 = arith.constant 2 : index
  %0 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<1x3xf32>) outs(%init : tensor<1xf32>) {
  ^bb0(%unused: f32, %acc: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %c2, %j : index
    %x = tensor.extract %a[%i, %k] : tensor<1x3xf32>
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
func.func @body_ub_frees_target(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.divsi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @body_ub_introduced(%a: tensor<4xi32>, %b: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.map ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%o : tensor<4xi32>)
    (%x: i32, %y: i32, %z: i32) {
      %q = arith.divui %x, %y : i32
      %m = arith.muli %x, %y : i32
      linalg.yield %m : i32
    }
  return %0 : tensor<4xi32>
}
func.func @empty_init_is_poison(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %c7 = arith.constant dense<7> : tensor<2x2xi32>
  return %c7 : tensor<2x2xi32>
}
func.func @int_sum_drops_init(%a: tensor<2x4xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %c0 = arith.constant 0 : i32
  %z = tensor.splat %c0 : tensor<2xi32>
  %0 = linalg.reduce ins(%a : tensor<2x4xi32>) outs(%z : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<2xi32>
}
