// TOSA's data movement (TOSA 1.0 §11 via ../shared/reference/tosa.md), all
// exact: RESHAPE keeps the row-major order; TRANSPOSE out[i] = x[j] with
// j[perms[d]] = i[d]; SLICE out[i] = x[i + start]; PAD out[i] = x[i - lo]
// inside the input, else pad_const; CONCAT end to end along axis; TILE
// out[i] = x[i mod in_shape]; REVERSE out[..k..] = x[..D-1-k..]; GATHER
// out[n,w,c] = values[n, indices[n,w], c] with REQUIRE 0 <= index < K (UB).
// !tosa.shape operands come from tosa.const_shape (a splat gives its value
// in every entry; a reshape's shape may hold one -1, inferred). Targets are written by hand with the tensor dialect.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @reshape: valid{{$}}
// CHECK-DAG: @reshape_inferred_and_rank_0: valid{{$}}
// CHECK-DAG: @transpose_by_hand: valid{{$}}
// CHECK-DAG: @slice: valid{{$}}
// CHECK-DAG: @slice_to_the_end: valid{{$}}
// CHECK-DAG: @pad_by_hand: valid{{$}}
// CHECK-DAG: @concat: valid{{$}}
// CHECK-DAG: @tile_by_hand: valid{{$}}
// CHECK-DAG: @reverse_by_hand: valid{{$}}
// CHECK-DAG: @identity_and_const: valid ({{.*}})
// CHECK-DAG: @gather_by_hand: valid{{$}}
// CHECK-DAG: @transpose_as_reshape: invalid: target result #0 (tensor<3x2xi8>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @slice_off_by_one: invalid: target result #0 (tensor<2x2xi8>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @pad_sides_swapped: invalid: target result #0 (tensor<2x5xi8>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @tile_repeats_elements: invalid: target result #0 (tensor<1x4xi8>) differs at [0, {{[0-9]}}]
// CHECK-DAG: @reverse_other_axis: invalid: target result #0 (tensor<2x3xi8>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @gather_introduces_ub: invalid: the target has undefined behaviour (tosa.gather index outside [0, 3) (REQUIRE), or poison, at indices [0, {{[0-9]}}]) where the source has none
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @reshape(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_inferred_and_rank_0(%a: tensor<2x3xi8>, %b: tensor<1xi8>) -> (tensor<3x2xi8>, tensor<i8>) {
  %s = tosa.const_shape {values = dense<[-1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  %e = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %q = tosa.reshape %b, %e : (tensor<1xi8>, !tosa.shape<0>) -> tensor<i8>
  return %r, %q : tensor<3x2xi8>, tensor<i8>
}
func.func @transpose_by_hand(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @slice(%a: tensor<3x4xi8>) -> tensor<2x2xi8> {
  %st = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %a, %st, %sz : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
// A size of -1 runs to the end of its dimension.
func.func @slice_to_the_end(%a: tensor<3x4xi8>) -> tensor<2x3xi8> {
  %st = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %a, %st, %sz : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @pad_by_hand(%a: tensor<1x2xi8>, %c: tensor<1xi8>) -> tensor<2x5xi8> {
  %p = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %a, %p, %c : (tensor<1x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x5xi8>
  return %r : tensor<2x5xi8>
}
func.func @concat(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %r = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x1xi8>, tensor<2x2xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @tile_by_hand(%a: tensor<1x2xi8>) -> tensor<2x4xi8> {
  %m = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<1x2xi8>, !tosa.shape<2>) -> tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
func.func @reverse_by_hand(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @identity_and_const(%a: tensor<2xi8>) -> (tensor<2xi8>, tensor<2x2xf32>) {
  %r = tosa.identity %a : (tensor<2xi8>) -> tensor<2xi8>
  %c = "tosa.const"() {values = dense<[[1.5, -0.0], [2.0, 4.0]]> : tensor<2x2xf32>} : () -> tensor<2x2xf32>
  return %r, %c : tensor<2xi8>, tensor<2x2xf32>
}
func.func @gather_by_hand(%v: tensor<1x3x2xi8>, %i: tensor<1x2xi32>) -> tensor<1x2x2xi8> {
  %r = tosa.gather %v, %i : (tensor<1x3x2xi8>, tensor<1x2xi32>) -> tensor<1x2x2xi8>
  return %r : tensor<1x2x2xi8>
}
func.func @transpose_as_reshape(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %r = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @slice_off_by_one(%a: tensor<3x4xi8>) -> tensor<2x2xi8> {
  %st = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<2> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %a, %st, %sz : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @pad_sides_swapped(%a: tensor<1x2xi8>, %c: tensor<1xi8>) -> tensor<2x5xi8> {
  %p = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.pad %a, %p, %c : (tensor<1x2xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x5xi8>
  return %r : tensor<2x5xi8>
}
func.func @tile_repeats_elements(%a: tensor<1x2xi8>) -> tensor<1x4xi8> {
  %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<1x2xi8>, !tosa.shape<2>) -> tensor<1x4xi8>
  return %r : tensor<1x4xi8>
}
func.func @reverse_other_axis(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
// The hand-written gather clamps its indices; tosa.gather has UB outside.
func.func @gather_introduces_ub(%v: tensor<1x3x1xi8>, %i: tensor<1x2xi32>) -> tensor<1x2x1xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lo = arith.constant 0 : i32
  %hi = arith.constant 2 : i32
  %i0 = tensor.extract %i[%c0, %c0] : tensor<1x2xi32>
  %i1 = tensor.extract %i[%c0, %c1] : tensor<1x2xi32>
  %j0 = arith.maxsi %i0, %lo : i32
  %k0 = arith.minsi %j0, %hi : i32
  %j1 = arith.maxsi %i1, %lo : i32
  %k1 = arith.minsi %j1, %hi : i32
  %x0 = arith.index_cast %k0 : i32 to index
  %x1 = arith.index_cast %k1 : i32 to index
  %e0 = tensor.extract %v[%c0, %x0, %c0] : tensor<1x3x1xi8>
  %e1 = tensor.extract %v[%c0, %x1, %c0] : tensor<1x3x1xi8>
  %r = tensor.from_elements %e0, %e1 : tensor<1x2x1xi8>
  return %r : tensor<1x2x1xi8>
}
//--- tgt.mlir
func.func @reshape(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @reshape_inferred_and_rank_0(%a: tensor<2x3xi8>, %b: tensor<1xi8>) -> (tensor<3x2xi8>, tensor<i8>) {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  %q = tensor.collapse_shape %b [] : tensor<1xi8> into tensor<i8>
  return %r, %q : tensor<3x2xi8>, tensor<i8>
}
func.func @transpose_by_hand(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a00 = tensor.extract %a[%c0, %c0] : tensor<2x3xi8>
  %a01 = tensor.extract %a[%c0, %c1] : tensor<2x3xi8>
  %a02 = tensor.extract %a[%c0, %c2] : tensor<2x3xi8>
  %a10 = tensor.extract %a[%c1, %c0] : tensor<2x3xi8>
  %a11 = tensor.extract %a[%c1, %c1] : tensor<2x3xi8>
  %a12 = tensor.extract %a[%c1, %c2] : tensor<2x3xi8>
  %r = tensor.from_elements %a00, %a10, %a01, %a11, %a02, %a12 : tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @slice(%a: tensor<3x4xi8>) -> tensor<2x2xi8> {
  %r = tensor.extract_slice %a[1, 2] [2, 2] [1, 1] : tensor<3x4xi8> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @slice_to_the_end(%a: tensor<3x4xi8>) -> tensor<2x3xi8> {
  %r = tensor.extract_slice %a[1, 1] [2, 3] [1, 1] : tensor<3x4xi8> to tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @pad_by_hand(%a: tensor<1x2xi8>, %c: tensor<1xi8>) -> tensor<2x5xi8> {
  %c0 = arith.constant 0 : index
  %p = tensor.extract %c[%c0] : tensor<1xi8>
  %s = tensor.splat %p : tensor<2x5xi8>
  %r = tensor.insert_slice %a into %s[1, 2] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<2x5xi8>
  return %r : tensor<2x5xi8>
}
func.func @concat(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %r = tensor.concat dim(1) %a, %b : (tensor<2x1xi8>, tensor<2x2xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @tile_by_hand(%a: tensor<1x2xi8>) -> tensor<2x4xi8> {
  %row = tensor.concat dim(1) %a, %a : (tensor<1x2xi8>, tensor<1x2xi8>) -> tensor<1x4xi8>
  %r = tensor.concat dim(0) %row, %row : (tensor<1x4xi8>, tensor<1x4xi8>) -> tensor<2x4xi8>
  return %r : tensor<2x4xi8>
}
func.func @reverse_by_hand(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a00 = tensor.extract %a[%c0, %c0] : tensor<2x3xi8>
  %a01 = tensor.extract %a[%c0, %c1] : tensor<2x3xi8>
  %a02 = tensor.extract %a[%c0, %c2] : tensor<2x3xi8>
  %a10 = tensor.extract %a[%c1, %c0] : tensor<2x3xi8>
  %a11 = tensor.extract %a[%c1, %c1] : tensor<2x3xi8>
  %a12 = tensor.extract %a[%c1, %c2] : tensor<2x3xi8>
  %r = tensor.from_elements %a02, %a01, %a00, %a12, %a11, %a10 : tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @identity_and_const(%a: tensor<2xi8>) -> (tensor<2xi8>, tensor<2x2xf32>) {
  %c = arith.constant dense<[[1.5, -0.0], [2.0, 4.0]]> : tensor<2x2xf32>
  return %a, %c : tensor<2xi8>, tensor<2x2xf32>
}
func.func @gather_by_hand(%v: tensor<1x3x2xi8>, %i: tensor<1x2xi32>) -> tensor<1x2x2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i0 = tensor.extract %i[%c0, %c0] : tensor<1x2xi32>
  %i1 = tensor.extract %i[%c0, %c1] : tensor<1x2xi32>
  %k0 = arith.index_cast %i0 : i32 to index
  %k1 = arith.index_cast %i1 : i32 to index
  %e00 = tensor.extract %v[%c0, %k0, %c0] : tensor<1x3x2xi8>
  %e01 = tensor.extract %v[%c0, %k0, %c1] : tensor<1x3x2xi8>
  %e10 = tensor.extract %v[%c0, %k1, %c0] : tensor<1x3x2xi8>
  %e11 = tensor.extract %v[%c0, %k1, %c1] : tensor<1x3x2xi8>
  %r = tensor.from_elements %e00, %e01, %e10, %e11 : tensor<1x2x2xi8>
  return %r : tensor<1x2x2xi8>
}
func.func @transpose_as_reshape(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi8> into tensor<6xi8>
  %r = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi8> into tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
func.func @slice_off_by_one(%a: tensor<3x4xi8>) -> tensor<2x2xi8> {
  %r = tensor.extract_slice %a[1, 1] [2, 2] [1, 1] : tensor<3x4xi8> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @pad_sides_swapped(%a: tensor<1x2xi8>, %c: tensor<1xi8>) -> tensor<2x5xi8> {
  %c0 = arith.constant 0 : index
  %p = tensor.extract %c[%c0] : tensor<1xi8>
  %s = tensor.splat %p : tensor<2x5xi8>
  %r = tensor.insert_slice %a into %s[0, 1] [1, 2] [1, 1] : tensor<1x2xi8> into tensor<2x5xi8>
  return %r : tensor<2x5xi8>
}
func.func @tile_repeats_elements(%a: tensor<1x2xi8>) -> tensor<1x4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c0, %c0] : tensor<1x2xi8>
  %y = tensor.extract %a[%c0, %c1] : tensor<1x2xi8>
  %r = tensor.from_elements %x, %x, %y, %y : tensor<1x4xi8>
  return %r : tensor<1x4xi8>
}
func.func @reverse_other_axis(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @gather_introduces_ub(%v: tensor<1x3x1xi8>, %i: tensor<1x2xi32>) -> tensor<1x2x1xi8> {
  %r = tosa.gather %v, %i : (tensor<1x3x1xi8>, tensor<1x2xi32>) -> tensor<1x2x1xi8>
  return %r : tensor<1x2x1xi8>
}
