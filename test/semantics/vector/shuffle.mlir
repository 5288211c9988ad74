// Ops that move elements between positions and vectors (VectorOps.td):
// - vector.extract_strided_slice "extracts the n-D subvector at the proper
//   offset ... starting at offset `offsets` and ending at `offsets + sizes`"
//   (trailing dimensions past the given ones are taken whole);
// - vector.insert_strided_slice returns "a copy of the n-D destination vector
//   in which the last k-D dimensions contain the k-D valueToStore vector
//   elements ... at the proper location as specified by the offsets";
// - vector.shuffle: "numbering the input vector indices left to right across
//   the operands", slices of the leading dimension; "The value `-1`
//   represents a poison mask value"; two 0-D operands give a 1-D vector;
// - vector.interleave interleaves "the elements from the trailing (or final)
//   dimension of two input vectors"; vector.deinterleave: "The first result
//   vector contains the elements from even indexes of the input, and the
//   second contains elements from odd indexes".
// ("At the moment strides must contain only 1s": the verifier rejects others.)
// Elements of any modelled type move unchanged (f32 below, with its poison).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @extract_slice_2d: valid (abstract floating point)
// CHECK-DAG: @extract_slice_leading_only: valid{{$}}
// CHECK-DAG: @insert_slice_2d: valid{{$}}
// CHECK-DAG: @insert_slice_into_3d: valid{{$}}
// CHECK-DAG: @insert_then_extract: valid{{$}}
// CHECK-DAG: @shuffle_1d: valid (abstract floating point)
// CHECK-DAG: @shuffle_rows: valid{{$}}
// CHECK-DAG: @shuffle_0d: valid{{$}}
// CHECK-DAG: @shuffle_poison_lane_refined: valid{{$}}
// CHECK-DAG: @interleave_2d: valid{{$}}
// CHECK-DAG: @interleave_0d: valid (abstract floating point)
// CHECK-DAG: @deinterleave_inverts_interleave: valid{{$}}
// CHECK-DAG: @deinterleave_2d: valid{{$}}
// CHECK-DAG: @extract_slice_off_by_one: invalid: target result #0 is [{{.*}}] where the source result is [
// CHECK-DAG: @insert_slice_wrong_row: invalid: target result #0 is
// CHECK-DAG: @shuffle_operands_swapped: invalid: target result #0 is
// CHECK-DAG: @shuffle_poison_lane_spreads: invalid: target result #0 is [poison, poison] where the source result is [
// CHECK-DAG: @shuffle_0d_order: invalid: target result #0 is
// CHECK-DAG: @interleave_swapped: invalid: target result #0 is
// CHECK-DAG: @deinterleave_results_swapped: invalid: target result #0 is
// CHECK: summary: 13 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @extract_slice_off_by_one
// DIAG: note: counterexample input %arg0 : vector<4xi8> = [

//--- src.mlir
func.func @extract_slice_2d(%x: vector<4x8xf32>) -> vector<2x3xf32> {
  %r = vector.extract_strided_slice %x {offsets = [1, 2], sizes = [2, 3], strides = [1, 1]} : vector<4x8xf32> to vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @extract_slice_leading_only(%x: vector<3x2xi8>) -> vector<1x2xi8> {
  %r = vector.extract_strided_slice %x {offsets = [2], sizes = [1], strides = [1]} : vector<3x2xi8> to vector<1x2xi8>
  return %r : vector<1x2xi8>
}
func.func @insert_slice_2d(%v: vector<2xi8>, %d: vector<3x4xi8>) -> vector<3x4xi8> {
  %r = vector.insert_strided_slice %v, %d {offsets = [1, 2], strides = [1]} : vector<2xi8> into vector<3x4xi8>
  return %r : vector<3x4xi8>
}
func.func @insert_slice_into_3d(%v: vector<2x2xi8>, %d: vector<2x3x3xi8>) -> vector<2x3x3xi8> {
  %r = vector.insert_strided_slice %v, %d {offsets = [1, 1, 0], strides = [1, 1]} : vector<2x2xi8> into vector<2x3x3xi8>
  return %r : vector<2x3x3xi8>
}
func.func @insert_then_extract(%v: vector<2xi8>, %d: vector<6xi8>) -> vector<2xi8> {
  %i = vector.insert_strided_slice %v, %d {offsets = [3], strides = [1]} : vector<2xi8> into vector<6xi8>
  %r = vector.extract_strided_slice %i {offsets = [3], sizes = [2], strides = [1]} : vector<6xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_1d(%x: vector<2xf32>, %y: vector<2xf32>) -> vector<4xf32> {
  %r = vector.shuffle %x, %y [3, 0, 2, 0] : vector<2xf32>, vector<2xf32>
  return %r : vector<4xf32>
}
func.func @shuffle_rows(%x: vector<2x3xi8>, %y: vector<1x3xi8>) -> vector<2x3xi8> {
  %r = vector.shuffle %x, %y [2, 0] : vector<2x3xi8>, vector<1x3xi8>
  return %r : vector<2x3xi8>
}
func.func @shuffle_0d(%x: vector<i8>, %y: vector<i8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [1, 0] : vector<i8>, vector<i8>
  return %r : vector<2xi8>
}
func.func @shuffle_poison_lane_refined(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [-1, 2] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @interleave_2d(%a: vector<2x2xi8>, %b: vector<2x2xi8>) -> vector<2x4xi8> {
  %r = vector.interleave %a, %b : vector<2x2xi8> -> vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @interleave_0d(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %r = vector.interleave %a, %b : vector<f32> -> vector<2xf32>
  return %r : vector<2xf32>
}
func.func @deinterleave_inverts_interleave(%a: vector<3xi8>, %b: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
  %i = vector.interleave %a, %b : vector<3xi8> -> vector<6xi8>
  %e, %o = vector.deinterleave %i : vector<6xi8> -> vector<3xi8>
  return %e, %o : vector<3xi8>, vector<3xi8>
}
func.func @deinterleave_2d(%x: vector<2x4xi8>) -> vector<2x2xi8> {
  %e, %o = vector.deinterleave %x : vector<2x4xi8> -> vector<2x2xi8>
  return %o : vector<2x2xi8>
}
func.func @extract_slice_off_by_one(%x: vector<4xi8>) -> vector<2xi8> {
  %r = vector.extract_strided_slice %x {offsets = [1], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @insert_slice_wrong_row(%v: vector<2xi8>, %d: vector<3x2xi8>) -> vector<3x2xi8> {
  %r = vector.insert_strided_slice %v, %d {offsets = [1, 0], strides = [1]} : vector<2xi8> into vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @shuffle_operands_swapped(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [0, 3] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_poison_lane_spreads(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [-1, 2] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_0d_order(%x: vector<i8>, %y: vector<i8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [0, 1] : vector<i8>, vector<i8>
  return %r : vector<2xi8>
}
func.func @interleave_swapped(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<4xi8> {
  %r = vector.interleave %a, %b : vector<2xi8> -> vector<4xi8>
  return %r : vector<4xi8>
}
func.func @deinterleave_results_swapped(%x: vector<4xi8>) -> vector<2xi8> {
  %e, %o = vector.deinterleave %x : vector<4xi8> -> vector<2xi8>
  return %e : vector<2xi8>
}

//--- tgt.mlir
func.func @extract_slice_2d(%x: vector<4x8xf32>) -> vector<2x3xf32> {
  %a = vector.extract %x[1] : vector<8xf32> from vector<4x8xf32>
  %b = vector.extract %x[2] : vector<8xf32> from vector<4x8xf32>
  %a1 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %b1 = vector.extract_strided_slice %b {offsets = [2], sizes = [3], strides = [1]} : vector<8xf32> to vector<3xf32>
  %z = arith.constant dense<0.0> : vector<2x3xf32>
  %r0 = vector.insert %a1, %z[0] : vector<3xf32> into vector<2x3xf32>
  %r = vector.insert %b1, %r0[1] : vector<3xf32> into vector<2x3xf32>
  return %r : vector<2x3xf32>
}
func.func @extract_slice_leading_only(%x: vector<3x2xi8>) -> vector<1x2xi8> {
  %row = vector.extract %x[2] : vector<2xi8> from vector<3x2xi8>
  %r = vector.broadcast %row : vector<2xi8> to vector<1x2xi8>
  return %r : vector<1x2xi8>
}
func.func @insert_slice_2d(%v: vector<2xi8>, %d: vector<3x4xi8>) -> vector<3x4xi8> {
  %v0 = vector.extract %v[0] : i8 from vector<2xi8>
  %v1 = vector.extract %v[1] : i8 from vector<2xi8>
  %d0 = vector.insert %v0, %d[1, 2] : i8 into vector<3x4xi8>
  %r = vector.insert %v1, %d0[1, 3] : i8 into vector<3x4xi8>
  return %r : vector<3x4xi8>
}
func.func @insert_slice_into_3d(%v: vector<2x2xi8>, %d: vector<2x3x3xi8>) -> vector<2x3x3xi8> {
  %v0 = vector.extract %v[0] : vector<2xi8> from vector<2x2xi8>
  %v1 = vector.extract %v[1] : vector<2xi8> from vector<2x2xi8>
  %r0 = vector.insert_strided_slice %v0, %d {offsets = [1, 1, 0], strides = [1]} : vector<2xi8> into vector<2x3x3xi8>
  %r = vector.insert_strided_slice %v1, %r0 {offsets = [1, 2, 0], strides = [1]} : vector<2xi8> into vector<2x3x3xi8>
  return %r : vector<2x3x3xi8>
}
func.func @insert_then_extract(%v: vector<2xi8>, %d: vector<6xi8>) -> vector<2xi8> {
  return %v : vector<2xi8>
}
func.func @shuffle_1d(%x: vector<2xf32>, %y: vector<2xf32>) -> vector<4xf32> {
  %y1 = vector.extract %y[1] : f32 from vector<2xf32>
  %x0 = vector.extract %x[0] : f32 from vector<2xf32>
  %y0 = vector.extract %y[0] : f32 from vector<2xf32>
  %r = vector.from_elements %y1, %x0, %y0, %x0 : vector<4xf32>
  return %r : vector<4xf32>
}
func.func @shuffle_rows(%x: vector<2x3xi8>, %y: vector<1x3xi8>) -> vector<2x3xi8> {
  %y0 = vector.extract %y[0] : vector<3xi8> from vector<1x3xi8>
  %x0 = vector.extract %x[0] : vector<3xi8> from vector<2x3xi8>
  %r0 = vector.broadcast %y0 : vector<3xi8> to vector<2x3xi8>
  %r = vector.insert %x0, %r0[1] : vector<3xi8> into vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @shuffle_0d(%x: vector<i8>, %y: vector<i8>) -> vector<2xi8> {
  %a = vector.extract %y[] : i8 from vector<i8>
  %b = vector.extract %x[] : i8 from vector<i8>
  %r = vector.from_elements %a, %b : vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_poison_lane_refined(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [1, 2] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @interleave_2d(%a: vector<2x2xi8>, %b: vector<2x2xi8>) -> vector<2x4xi8> {
  %a0 = vector.extract %a[0] : vector<2xi8> from vector<2x2xi8>
  %a1 = vector.extract %a[1] : vector<2xi8> from vector<2x2xi8>
  %b0 = vector.extract %b[0] : vector<2xi8> from vector<2x2xi8>
  %b1 = vector.extract %b[1] : vector<2xi8> from vector<2x2xi8>
  %r0 = vector.shuffle %a0, %b0 [0, 2, 1, 3] : vector<2xi8>, vector<2xi8>
  %r1 = vector.shuffle %a1, %b1 [0, 2, 1, 3] : vector<2xi8>, vector<2xi8>
  %z = vector.broadcast %r0 : vector<4xi8> to vector<2x4xi8>
  %r = vector.insert %r1, %z[1] : vector<4xi8> into vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @interleave_0d(%a: vector<f32>, %b: vector<f32>) -> vector<2xf32> {
  %r = vector.shuffle %a, %b [0, 1] : vector<f32>, vector<f32>
  return %r : vector<2xf32>
}
func.func @deinterleave_inverts_interleave(%a: vector<3xi8>, %b: vector<3xi8>) -> (vector<3xi8>, vector<3xi8>) {
  return %a, %b : vector<3xi8>, vector<3xi8>
}
func.func @deinterleave_2d(%x: vector<2x4xi8>) -> vector<2x2xi8> {
  %c = vector.shape_cast %x : vector<2x4xi8> to vector<8xi8>
  %o = vector.shuffle %c, %c [1, 3, 5, 7] : vector<8xi8>, vector<8xi8>
  %r = vector.shape_cast %o : vector<4xi8> to vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @extract_slice_off_by_one(%x: vector<4xi8>) -> vector<2xi8> {
  %r = vector.extract_strided_slice %x {offsets = [2], sizes = [2], strides = [1]} : vector<4xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @insert_slice_wrong_row(%v: vector<2xi8>, %d: vector<3x2xi8>) -> vector<3x2xi8> {
  %r = vector.insert %v, %d[2] : vector<2xi8> into vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @shuffle_operands_swapped(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %y, %x [0, 3] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_poison_lane_spreads(%x: vector<2xi8>, %y: vector<2xi8>) -> vector<2xi8> {
  %r = vector.shuffle %x, %y [-1, -1] : vector<2xi8>, vector<2xi8>
  return %r : vector<2xi8>
}
func.func @shuffle_0d_order(%x: vector<i8>, %y: vector<i8>) -> vector<2xi8> {
  %r = vector.interleave %y, %x : vector<i8> -> vector<2xi8>
  return %r : vector<2xi8>
}
func.func @interleave_swapped(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<4xi8> {
  %r = vector.shuffle %a, %b [0, 2, 3, 1] : vector<2xi8>, vector<2xi8>
  return %r : vector<4xi8>
}
func.func @deinterleave_results_swapped(%x: vector<4xi8>) -> vector<2xi8> {
  %e, %o = vector.deinterleave %x : vector<4xi8> -> vector<2xi8>
  return %o : vector<2xi8>
}
