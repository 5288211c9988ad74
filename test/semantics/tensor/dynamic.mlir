// Dynamic dimensions, by shape cases: each dynamic size of an argument, and
// each index argument a dynamic size or padding is computed from, takes
// every value from 1 (padding: 0) to max-dynamic-size (3), and the static
// sizes above it that the pair's tensor types name (up to two, at most 16),
// and the verdict says so. Within a case every op's result shape is computed from its
// operands (tensor.empty and splat from their sizes, cast, slices with
// dynamic sizes and rank reduction, collapse/expand_shape, pad, generate,
// concat, linalg ops from their inits); shapes that do not fit (a cast to a
// static shape the operand lacks, an insert_slice whose source is not the
// slice, operands of one linalg loop with different sizes) are UB; results
// of different shapes do not refine.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=ERR < %t/err.txt
// RUN: %mlir-refine --max-dynamic-size=2 %t/src.mlir %t/tgt.mlir > %t/out2.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=TWO < %t/out2.txt

// CHECK-DAG: @add_commutes: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @add_zero_splat: valid (bounded: dynamic sizes 1 to 3, 4){{$}}
// CHECK-DAG: @generate_then_cast: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @pad_then_cast: valid (bounded: padding 0 to 3, 4){{$}}
// CHECK-DAG: @empty_copy: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @slice_and_back: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @collapse_expand: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @transpose_twice: valid (bounded: dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @concat_split: valid (bounded: dynamic sizes 1 to 3){{$}}
// A size a type of the pair names (up to 16) is a case too: the cast to
// tensor<4xi32> is defined at size 4, where the target's constant differs.
// A cast to 40 elements is UB in every case checked, and says so.
// CHECK-DAG: @cast_to_4_is_ub: invalid: target result #0 (tensor<4xi32>) differs at [0]: target 7
// CHECK-DAG: @cast_to_40_is_ub: valid (vacuously: the source has undefined behaviour on every input checked (dynamic sizes 1 to 3)){{$}}
// CHECK-DAG: @generic_sizes_disagree_ub: valid (bounded: dynamic sizes 1 to 3){{$}}
// TWO-DAG: @add_commutes: valid (bounded: dynamic sizes 1 to 2){{$}}

// CHECK-DAG: @dim_wrong: invalid: target result #0 is 4 (0x0000000000000004) where the source result is 1 (0x0000000000000001)
// CHECK-DAG: @cast_folded_wrong: invalid: target result #0 (tensor<2xi32>) differs at [0]
// CHECK-DAG: @shape_changed: invalid: target result #0 has shape tensor<1xi32> where the source's has tensor<2xi32>
// CHECK-DAG: @slice_off_by_one: invalid: the target has undefined behaviour
// CHECK-DAG: @pad_value_wrong: invalid: target result #0 (tensor<2xi8>) differs at [0]
// CHECK-DAG: @sum_wrong_init: invalid: target result #0 (tensor<i32>) differs at []
// CHECK-DAG: @target_adds_cast: invalid: the target has undefined behaviour ('tensor.cast' gives a [1] result where its type is tensor<2xi32>) where the source has none
// CHECK-DAG: @slice_size_arg: invalid:
// ERR: note: counterexample input %arg1 : index = 1 (0x0000000000000001)

//--- src.mlir
func.func @add_commutes(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %c = arith.addi %a, %b : tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @add_zero_splat(%a: tensor<?x4xi32>) -> tensor<?x4xi32> {
  return %a : tensor<?x4xi32>
}
func.func @generate_then_cast(%n: index, %v: i8) -> tensor<3xi8> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<?xi8>
  %c = tensor.cast %g : tensor<?xi8> to tensor<3xi8>
  return %c : tensor<3xi8>
}
func.func @pad_then_cast(%a: tensor<2xi8>, %l: index, %v: i8) -> tensor<4xi8> {
  %p = tensor.pad %a low[%l] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<2xi8> to tensor<?xi8>
  %c = tensor.cast %p : tensor<?xi8> to tensor<4xi8>
  return %c : tensor<4xi8>
}
func.func @empty_copy(%a: tensor<?x2xi32>) -> tensor<?x2xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x2xi32>
  %e = tensor.empty(%d) : tensor<?x2xi32>
  %f = linalg.copy ins(%a : tensor<?x2xi32>) outs(%e : tensor<?x2xi32>) -> tensor<?x2xi32>
  return %f : tensor<?x2xi32>
}
func.func @slice_and_back(%a: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
func.func @collapse_expand(%a: tensor<?x2xi32>) -> tensor<?x2xi32> {
  return %a : tensor<?x2xi32>
}
func.func @transpose_twice(%a: tensor<?x?xi32>) -> tensor<?x?xi32> {
  return %a : tensor<?x?xi32>
}
func.func @concat_split(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @cast_to_4_is_ub(%a: tensor<?xi32>) -> tensor<4xi32> {
  %c = tensor.cast %a : tensor<?xi32> to tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @cast_to_40_is_ub(%a: tensor<?xi32>) -> tensor<40xi32> {
  %c = tensor.cast %a : tensor<?xi32> to tensor<40xi32>
  return %c : tensor<40xi32>
}
func.func @generic_sizes_disagree_ub(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]}
      ins(%a : tensor<?xi32>) outs(%b : tensor<?xi32>) {
  ^bb0(%x: i32, %y: i32):
    linalg.yield %x : i32
  } -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @dim_wrong(%a: tensor<?x4xi32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xi32>
  return %d : index
}
func.func @cast_folded_wrong(%a: tensor<?xi32>) -> tensor<2xi32> {
  %c = tensor.cast %a : tensor<?xi32> to tensor<2xi32>
  return %c : tensor<2xi32>
}
func.func @shape_changed(%a: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
func.func @slice_off_by_one(%a: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  %s = tensor.extract_slice %a[0] [%d] [1] : tensor<?xi32> to tensor<?xi32>
  return %s : tensor<?xi32>
}
func.func @pad_value_wrong(%a: tensor<?xi8>, %v: i8) -> tensor<2xi8> {
  %p = tensor.pad %a low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : i8
  } : tensor<?xi8> to tensor<?xi8>
  %c = tensor.cast %p : tensor<?xi8> to tensor<2xi8>
  return %c : tensor<2xi8>
}
func.func @sum_wrong_init(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce ins(%a : tensor<?xi32>) outs(%init : tensor<i32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}
func.func @target_adds_cast(%a: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
func.func @slice_size_arg(%a: tensor<4xi32>, %n: index) -> tensor<?xi32> {
  %s = tensor.extract_slice %a[0] [%n] [1] : tensor<4xi32> to tensor<?xi32>
  return %s : tensor<?xi32>
}

//--- tgt.mlir
func.func @add_commutes(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %c = arith.addi %b, %a : tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @add_zero_splat(%a: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %z = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x4xi32>
  %s = tensor.splat %z[%d] : tensor<?x4xi32>
  %r = arith.addi %a, %s : tensor<?x4xi32>
  return %r : tensor<?x4xi32>
}
func.func @generate_then_cast(%n: index, %v: i8) -> tensor<3xi8> {
  %s = tensor.splat %v : tensor<3xi8>
  return %s : tensor<3xi8>
}
func.func @pad_then_cast(%a: tensor<2xi8>, %l: index, %v: i8) -> tensor<4xi8> {
  %s = tensor.splat %v : tensor<4xi8>
  %r = tensor.insert_slice %a into %s[2] [2] [1] : tensor<2xi8> into tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @empty_copy(%a: tensor<?x2xi32>) -> tensor<?x2xi32> {
  return %a : tensor<?x2xi32>
}
func.func @slice_and_back(%a: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  %s = tensor.extract_slice %a[0] [%d] [1] : tensor<?xi32> to tensor<?xi32>
  %e = tensor.empty(%d) : tensor<?xi32>
  %r = tensor.insert_slice %s into %e[0] [%d] [1] : tensor<?xi32> into tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @collapse_expand(%a: tensor<?x2xi32>) -> tensor<?x2xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?x2xi32>
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<?x2xi32> into tensor<?xi32>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [%d, 2] : tensor<?xi32> into tensor<?x2xi32>
  return %r : tensor<?x2xi32>
}
func.func @transpose_twice(%a: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xi32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xi32>
  %e = tensor.empty(%d1, %d0) : tensor<?x?xi32>
  %t = linalg.transpose ins(%a : tensor<?x?xi32>) outs(%e : tensor<?x?xi32>) permutation = [1, 0]
  %e2 = tensor.empty(%d0, %d1) : tensor<?x?xi32>
  %r = linalg.transpose ins(%t : tensor<?x?xi32>) outs(%e2 : tensor<?x?xi32>) permutation = [1, 0]
  return %r : tensor<?x?xi32>
}
func.func @concat_split(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  %n = arith.addi %d, %c0 : index
  %c2 = arith.constant 2 : index
  %m = arith.addi %d, %c2 : index
  %e = tensor.empty(%m) : tensor<?xi32>
  %r0 = tensor.insert_slice %a into %e[0] [%n] [1] : tensor<?xi32> into tensor<?xi32>
  %r = tensor.insert_slice %b into %r0[%d] [2] [1] : tensor<2xi32> into tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @cast_to_4_is_ub(%a: tensor<?xi32>) -> tensor<4xi32> {
  %c = arith.constant dense<7> : tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @cast_to_40_is_ub(%a: tensor<?xi32>) -> tensor<40xi32> {
  %c = arith.constant dense<7> : tensor<40xi32>
  return %c : tensor<40xi32>
}
func.func @generic_sizes_disagree_ub(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
func.func @dim_wrong(%a: tensor<?x4xi32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %a, %c1 : tensor<?x4xi32>
  return %d : index
}
func.func @cast_folded_wrong(%a: tensor<?xi32>) -> tensor<2xi32> {
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  return %c : tensor<2xi32>
}
func.func @shape_changed(%a: tensor<?xi32>) -> tensor<?xi32> {
  %s = tensor.extract_slice %a[0] [1] [1] : tensor<?xi32> to tensor<1xi32>
  %c = tensor.cast %s : tensor<1xi32> to tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @slice_off_by_one(%a: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  %s = tensor.extract_slice %a[1] [%d] [1] : tensor<?xi32> to tensor<?xi32>
  return %s : tensor<?xi32>
}
func.func @pad_value_wrong(%a: tensor<?xi8>, %v: i8) -> tensor<2xi8> {
  %z = arith.constant 0 : i8
  %p = tensor.pad %a low[1] high[0] {
  ^bb0(%i: index):
    tensor.yield %z : i8
  } : tensor<?xi8> to tensor<?xi8>
  %c = tensor.cast %p : tensor<?xi8> to tensor<2xi8>
  return %c : tensor<2xi8>
}
func.func @sum_wrong_init(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %z = arith.constant 0 : i32
  %zero = linalg.fill ins(%z : i32) outs(%init : tensor<i32>) -> tensor<i32>
  %r = linalg.reduce ins(%a : tensor<?xi32>) outs(%zero : tensor<i32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<i32>
}
func.func @target_adds_cast(%a: tensor<?xi32>) -> tensor<?xi32> {
  %c = tensor.cast %a : tensor<?xi32> to tensor<2xi32>
  %r = tensor.cast %c : tensor<2xi32> to tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @slice_size_arg(%a: tensor<4xi32>, %n: index) -> tensor<?xi32> {
  %s = tensor.extract_slice %a[1] [%n] [1] : tensor<4xi32> to tensor<?xi32>
  return %s : tensor<?xi32>
}
