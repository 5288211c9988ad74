// vector.shape_cast "Casts to a vector with the same number of elements,
// element type, and number of scalable dimensions. It is currently assumed
// that this operation does not require moving data": the same elements in
// the same (row-major) order, with a new shape. vector.transpose "returns
// the transposed n-D vector defined by the permutation of ranks": dimension
// d of the result is dimension permutation[d] of the source, e.g.
// "[1, 0] : vector<2x3xf32> to vector<3x2xf32>: [[a, b, c], [d, e, f]] ->
// [[a, d], [b, e], [c, f]]" (VectorOps.td, ShapeCastOp, TransposeOp).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @shape_cast_round_trip: valid{{$}}
// CHECK-DAG: @shape_cast_3d_round_trip: valid{{$}}
// CHECK-DAG: @shape_cast_compose: valid{{$}}
// CHECK-DAG: @shape_cast_keeps_row_major: valid{{$}}
// CHECK-DAG: @transpose_round_trip: valid{{$}}
// CHECK-DAG: @transpose_3d_inverse: valid{{$}}
// CHECK-DAG: @transpose_doc_example: valid{{$}}
// CHECK-DAG: @transpose_then_extract: valid{{$}}
// CHECK-DAG: @transpose_of_splat: valid{{$}}
// CHECK-DAG: @transpose_wrong_inverse: invalid: target result #0 is
// CHECK-DAG: @transpose_leading_swap_dropped: invalid: target result #0 is
// CHECK-DAG: @transpose_as_shape_cast: invalid: target result #0 is
// CHECK-DAG: @transpose_doc_example_wrong: invalid: target result #0 is [1 (0x01), 2 (0x02), 3 (0x03), 4 (0x04), 5 (0x05), 6 (0x06)] where the source result is [1 (0x01), 4 (0x04), 2 (0x02), 5 (0x05), 3 (0x03), 6 (0x06)]
// CHECK-DAG: @shape_cast_wrong_offset: invalid: target result #0 is
// CHECK: summary: 9 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @transpose_as_shape_cast
// DIAG: note: counterexample input %arg0 : vector<2x3xi8> = [

//--- src.mlir
func.func @shape_cast_round_trip(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %f = vector.shape_cast %x : vector<2x3xi16> to vector<6xi16>
  %r = vector.shape_cast %f : vector<6xi16> to vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @shape_cast_3d_round_trip(%x: vector<2x2x3xi8>) -> vector<2x2x3xi8> {
  %f = vector.shape_cast %x : vector<2x2x3xi8> to vector<3x4xi8>
  %r = vector.shape_cast %f : vector<3x4xi8> to vector<2x2x3xi8>
  return %r : vector<2x2x3xi8>
}
func.func @shape_cast_compose(%x: vector<2x3xi8>) -> vector<6xi8> {
  %a = vector.shape_cast %x : vector<2x3xi8> to vector<3x2xi8>
  %r = vector.shape_cast %a : vector<3x2xi8> to vector<6xi8>
  return %r : vector<6xi8>
}
// Element 4 of the flattened 2x3 vector is (1, 1).
func.func @shape_cast_keeps_row_major(%x: vector<2x3xi8>) -> i8 {
  %f = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  %r = vector.extract %f[4] : i8 from vector<6xi8>
  return %r : i8
}
func.func @transpose_round_trip(%x: vector<2x3xi8>) -> vector<2x3xi8> {
  %t = vector.transpose %x, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %r = vector.transpose %t, [1, 0] : vector<3x2xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
// [2, 0, 1] is the inverse of [1, 2, 0].
func.func @transpose_3d_inverse(%x: vector<2x3x4xi8>) -> vector<2x3x4xi8> {
  %t = vector.transpose %x, [1, 2, 0] : vector<2x3x4xi8> to vector<3x4x2xi8>
  %r = vector.transpose %t, [2, 0, 1] : vector<3x4x2xi8> to vector<2x3x4xi8>
  return %r : vector<2x3x4xi8>
}
func.func @transpose_doc_example() -> vector<3x2xi8> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %r = vector.transpose %c, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @transpose_then_extract(%x: vector<2x3xi8>) -> i8 {
  %t = vector.transpose %x, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %r = vector.extract %t[2, 1] : i8 from vector<3x2xi8>
  return %r : i8
}
func.func @transpose_of_splat(%a: i8) -> vector<3x2xi8> {
  %b = vector.broadcast %a : i8 to vector<2x3xi8>
  %r = vector.transpose %b, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
// Mutations that must be caught.
func.func @transpose_wrong_inverse(%x: vector<2x2x2xi8>) -> vector<2x2x2xi8> {
  return %x : vector<2x2x2xi8>
}
func.func @transpose_leading_swap_dropped(%x: vector<2x2x3xi8>) -> vector<2x2x3xi8> {
  %r = vector.transpose %x, [1, 0, 2] : vector<2x2x3xi8> to vector<2x2x3xi8>
  return %r : vector<2x2x3xi8>
}
func.func @transpose_as_shape_cast(%x: vector<2x3xi8>) -> vector<3x2xi8> {
  %r = vector.transpose %x, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @transpose_doc_example_wrong() -> vector<3x2xi8> {
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi8>
  %r = vector.transpose %c, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @shape_cast_wrong_offset(%x: vector<2x3xi8>) -> i8 {
  %f = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  %r = vector.extract %f[4] : i8 from vector<6xi8>
  return %r : i8
}

//--- tgt.mlir
func.func @shape_cast_round_trip(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  return %x : vector<2x3xi16>
}
func.func @shape_cast_3d_round_trip(%x: vector<2x2x3xi8>) -> vector<2x2x3xi8> {
  return %x : vector<2x2x3xi8>
}
func.func @shape_cast_compose(%x: vector<2x3xi8>) -> vector<6xi8> {
  %r = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  return %r : vector<6xi8>
}
func.func @shape_cast_keeps_row_major(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[1, 1] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @transpose_round_trip(%x: vector<2x3xi8>) -> vector<2x3xi8> {
  return %x : vector<2x3xi8>
}
func.func @transpose_3d_inverse(%x: vector<2x3x4xi8>) -> vector<2x3x4xi8> {
  return %x : vector<2x3x4xi8>
}
func.func @transpose_doc_example() -> vector<3x2xi8> {
  %c = arith.constant dense<[[1, 4], [2, 5], [3, 6]]> : vector<3x2xi8>
  return %c : vector<3x2xi8>
}
func.func @transpose_then_extract(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[1, 2] : i8 from vector<2x3xi8>
  return %r : i8
}
func.func @transpose_of_splat(%a: i8) -> vector<3x2xi8> {
  %r = vector.broadcast %a : i8 to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
// [1, 2, 0] applied twice is [2, 0, 1], not the identity.
func.func @transpose_wrong_inverse(%x: vector<2x2x2xi8>) -> vector<2x2x2xi8> {
  %t = vector.transpose %x, [1, 2, 0] : vector<2x2x2xi8> to vector<2x2x2xi8>
  %r = vector.transpose %t, [1, 2, 0] : vector<2x2x2xi8> to vector<2x2x2xi8>
  return %r : vector<2x2x2xi8>
}
func.func @transpose_leading_swap_dropped(%x: vector<2x2x3xi8>) -> vector<2x2x3xi8> {
  return %x : vector<2x2x3xi8>
}
func.func @transpose_as_shape_cast(%x: vector<2x3xi8>) -> vector<3x2xi8> {
  %r = vector.shape_cast %x : vector<2x3xi8> to vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @transpose_doc_example_wrong() -> vector<3x2xi8> {
  %c = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi8>
  return %c : vector<3x2xi8>
}
// Offset 4 of a 2x3 vector is (1, 1), not (1, 0).
func.func @shape_cast_wrong_offset(%x: vector<2x3xi8>) -> i8 {
  %r = vector.extract %x[1, 0] : i8 from vector<2x3xi8>
  return %r : i8
}
