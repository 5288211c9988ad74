// vector.bitcast: "the minor 1-D vector size is casted to a vector with a
// different element type but same bitwidth" (VectorOps.td, BitCastOp). ODS
// does not order lanes within a wider element; the encoder follows LLVM's
// `bitcast` of vectors (which the op lowers to) on a little-endian target:
// lane 0 holds the lowest bits. Floats are their IEEE-754 encodings, as in
// arith.bitcast. Poison (the encoder's choice, ODS is silent): a result
// element is poison when a source element sharing any of its bits is poison.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @split_little_endian: valid{{$}}
// CHECK-DAG: @join_little_endian: valid{{$}}
// CHECK-DAG: @round_trip_2d: valid{{$}}
// CHECK-DAG: @same_width_is_arith_bitcast: valid (IEEE-754)
// CHECK-DAG: @int_to_half: valid (IEEE-754)
// CHECK-DAG: @i1_lanes_to_byte: valid{{$}}
// CHECK-DAG: @zero_d: valid (IEEE-754)
// CHECK-DAG: @poison_lane_spreads_to_overlap: valid{{$}}
// CHECK-DAG: @split_big_endian: invalid: target result #0 is
// CHECK-DAG: @join_lanes_swapped: invalid: target result #0 is
// CHECK-DAG: @poison_spreads_too_far: invalid: target result #0 is [poison, poison] where the source result is [
// CHECK-DAG: @half_bits_wrong: invalid: target result #0 is
// CHECK: summary: 8 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @split_big_endian
// DIAG: note: counterexample input %arg0 : vector<2xi16> = [

//--- src.mlir
func.func @split_little_endian(%x: vector<2xi16>) -> vector<4xi8> {
  %r = vector.bitcast %x : vector<2xi16> to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @join_little_endian(%x: vector<4xi8>) -> vector<1xi32> {
  %r = vector.bitcast %x : vector<4xi8> to vector<1xi32>
  return %r : vector<1xi32>
}
func.func @round_trip_2d(%x: vector<3x4xi8>) -> vector<3x4xi8> {
  %a = vector.bitcast %x : vector<3x4xi8> to vector<3x1xi32>
  %b = vector.bitcast %a : vector<3x1xi32> to vector<3x2xi16>
  %r = vector.bitcast %b : vector<3x2xi16> to vector<3x4xi8>
  return %r : vector<3x4xi8>
}
func.func @same_width_is_arith_bitcast(%x: vector<2xi32>) -> vector<2xf32> {
  %r = vector.bitcast %x : vector<2xi32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @int_to_half(%x: vector<1xi32>) -> vector<2xf16> {
  %r = vector.bitcast %x : vector<1xi32> to vector<2xf16>
  return %r : vector<2xf16>
}
func.func @i1_lanes_to_byte(%x: vector<8xi1>) -> i8 {
  %b = vector.bitcast %x : vector<8xi1> to vector<1xi8>
  %r = vector.extract %b[0] : i8 from vector<1xi8>
  return %r : i8
}
func.func @zero_d(%x: vector<i16>) -> vector<f16> {
  %r = vector.bitcast %x : vector<i16> to vector<f16>
  return %r : vector<f16>
}
func.func @poison_lane_spreads_to_overlap(%a: i8) -> vector<2xi16> {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p, %a, %a : vector<4xi8>
  %r = vector.bitcast %v : vector<4xi8> to vector<2xi16>
  return %r : vector<2xi16>
}
func.func @split_big_endian(%x: vector<2xi16>) -> vector<4xi8> {
  %r = vector.bitcast %x : vector<2xi16> to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @join_lanes_swapped(%x: vector<2xi8>) -> vector<1xi16> {
  %r = vector.bitcast %x : vector<2xi8> to vector<1xi16>
  return %r : vector<1xi16>
}
func.func @poison_spreads_too_far(%a: i8) -> vector<2xi16> {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p, %a, %a : vector<4xi8>
  %r = vector.bitcast %v : vector<4xi8> to vector<2xi16>
  return %r : vector<2xi16>
}
func.func @half_bits_wrong(%x: vector<1xi32>) -> vector<2xf16> {
  %r = vector.bitcast %x : vector<1xi32> to vector<2xf16>
  return %r : vector<2xf16>
}

//--- tgt.mlir
func.func @split_little_endian(%x: vector<2xi16>) -> vector<4xi8> {
  %a = vector.extract %x[0] : i16 from vector<2xi16>
  %b = vector.extract %x[1] : i16 from vector<2xi16>
  %c8 = arith.constant 8 : i16
  %ah = arith.shrui %a, %c8 : i16
  %bh = arith.shrui %b, %c8 : i16
  %a0 = arith.trunci %a : i16 to i8
  %a1 = arith.trunci %ah : i16 to i8
  %b0 = arith.trunci %b : i16 to i8
  %b1 = arith.trunci %bh : i16 to i8
  %r = vector.from_elements %a0, %a1, %b0, %b1 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @join_little_endian(%x: vector<4xi8>) -> vector<1xi32> {
  %e:4 = vector.to_elements %x : vector<4xi8>
  %w0 = arith.extui %e#0 : i8 to i32
  %w1 = arith.extui %e#1 : i8 to i32
  %w2 = arith.extui %e#2 : i8 to i32
  %w3 = arith.extui %e#3 : i8 to i32
  %c8 = arith.constant 8 : i32
  %c16 = arith.constant 16 : i32
  %c24 = arith.constant 24 : i32
  %s1 = arith.shli %w1, %c8 : i32
  %s2 = arith.shli %w2, %c16 : i32
  %s3 = arith.shli %w3, %c24 : i32
  %o1 = arith.ori %w0, %s1 : i32
  %o2 = arith.ori %o1, %s2 : i32
  %o3 = arith.ori %o2, %s3 : i32
  %r = vector.from_elements %o3 : vector<1xi32>
  return %r : vector<1xi32>
}
func.func @round_trip_2d(%x: vector<3x4xi8>) -> vector<3x4xi8> {
  return %x : vector<3x4xi8>
}
func.func @same_width_is_arith_bitcast(%x: vector<2xi32>) -> vector<2xf32> {
  %r = arith.bitcast %x : vector<2xi32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @int_to_half(%x: vector<1xi32>) -> vector<2xf16> {
  %w = vector.extract %x[0] : i32 from vector<1xi32>
  %c16 = arith.constant 16 : i32
  %h = arith.shrui %w, %c16 : i32
  %l16 = arith.trunci %w : i32 to i16
  %h16 = arith.trunci %h : i32 to i16
  %l = arith.bitcast %l16 : i16 to f16
  %hf = arith.bitcast %h16 : i16 to f16
  %r = vector.from_elements %l, %hf : vector<2xf16>
  return %r : vector<2xf16>
}
func.func @i1_lanes_to_byte(%x: vector<8xi1>) -> i8 {
  %e:8 = vector.to_elements %x : vector<8xi1>
  %acc0 = arith.extui %e#0 : i1 to i8
  %z1 = arith.extui %e#1 : i1 to i8
  %c1 = arith.constant 1 : i8
  %s1 = arith.shli %z1, %c1 : i8
  %acc1 = arith.ori %acc0, %s1 : i8
  %z2 = arith.extui %e#2 : i1 to i8
  %c2 = arith.constant 2 : i8
  %s2 = arith.shli %z2, %c2 : i8
  %acc2 = arith.ori %acc1, %s2 : i8
  %z3 = arith.extui %e#3 : i1 to i8
  %c3 = arith.constant 3 : i8
  %s3 = arith.shli %z3, %c3 : i8
  %acc3 = arith.ori %acc2, %s3 : i8
  %z4 = arith.extui %e#4 : i1 to i8
  %c4 = arith.constant 4 : i8
  %s4 = arith.shli %z4, %c4 : i8
  %acc4 = arith.ori %acc3, %s4 : i8
  %z5 = arith.extui %e#5 : i1 to i8
  %c5 = arith.constant 5 : i8
  %s5 = arith.shli %z5, %c5 : i8
  %acc5 = arith.ori %acc4, %s5 : i8
  %z6 = arith.extui %e#6 : i1 to i8
  %c6 = arith.constant 6 : i8
  %s6 = arith.shli %z6, %c6 : i8
  %acc6 = arith.ori %acc5, %s6 : i8
  %z7 = arith.extui %e#7 : i1 to i8
  %c7 = arith.constant 7 : i8
  %s7 = arith.shli %z7, %c7 : i8
  %acc7 = arith.ori %acc6, %s7 : i8
  return %acc7 : i8
}
func.func @zero_d(%x: vector<i16>) -> vector<f16> {
  %s = vector.extract %x[] : i16 from vector<i16>
  %f = arith.bitcast %s : i16 to f16
  %r = vector.broadcast %f : f16 to vector<f16>
  return %r : vector<f16>
}
func.func @poison_lane_spreads_to_overlap(%a: i8) -> vector<2xi16> {
  %p = ub.poison : i16
  %x = arith.extui %a : i8 to i16
  %c8 = arith.constant 8 : i16
  %h = arith.shli %x, %c8 : i16
  %w = arith.ori %x, %h : i16
  %r = vector.from_elements %p, %w : vector<2xi16>
  return %r : vector<2xi16>
}
func.func @split_big_endian(%x: vector<2xi16>) -> vector<4xi8> {
  %a = vector.extract %x[0] : i16 from vector<2xi16>
  %b = vector.extract %x[1] : i16 from vector<2xi16>
  %c8 = arith.constant 8 : i16
  %ah = arith.shrui %a, %c8 : i16
  %bh = arith.shrui %b, %c8 : i16
  %a0 = arith.trunci %a : i16 to i8
  %a1 = arith.trunci %ah : i16 to i8
  %b0 = arith.trunci %b : i16 to i8
  %b1 = arith.trunci %bh : i16 to i8
  %r = vector.from_elements %a1, %a0, %b1, %b0 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @join_lanes_swapped(%x: vector<2xi8>) -> vector<1xi16> {
  %s = vector.shuffle %x, %x [1, 0] : vector<2xi8>, vector<2xi8>
  %r = vector.bitcast %s : vector<2xi8> to vector<1xi16>
  return %r : vector<1xi16>
}
func.func @poison_spreads_too_far(%a: i8) -> vector<2xi16> {
  %p = ub.poison : vector<2xi16>
  return %p : vector<2xi16>
}
func.func @half_bits_wrong(%x: vector<1xi32>) -> vector<2xf16> {
  %w = vector.extract %x[0] : i32 from vector<1xi32>
  %c16 = arith.constant 16 : i32
  %h = arith.shrui %w, %c16 : i32
  %l16 = arith.trunci %w : i32 to i16
  %h16 = arith.trunci %h : i32 to i16
  %l = arith.bitcast %l16 : i16 to f16
  %hf = arith.bitcast %h16 : i16 to f16
  %r = vector.from_elements %hf, %l : vector<2xf16>
  return %r : vector<2xf16>
}
