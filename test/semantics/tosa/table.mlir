// tosa.table (TOSA 1.0 §3 TABLE via ../shared/reference/tosa.md): i8 reads
// table[x + 128] of 256 entries; i16 (513 entries) interpolates: index =
// (x + 32768) >> 7, fraction = x & 0x7f, out = (table[index] << 7) + slope *
// fraction, where slope = table[index + 1] - table[index] must fit i16
// (REQUIRE: UB). Targets are tosa-to-linalg's bodies, by hand on scalars.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @table_i8_lowered: valid{{$}}
// CHECK-DAG: @table_i16_lowered: valid{{$}}
// CHECK-DAG: @table_i8_off_by_one: invalid: target result #0 (tensor<1xi8>) differs at [0]
// CHECK-DAG: @table_i16_slope_unchecked: invalid: the target has undefined behaviour (tosa.table slope between entries outside i16 (REQUIRE) at element [0]) where the source has none
// CHECK: summary: 2 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @table_i8_lowered(%a: tensor<2xi8>, %t: tensor<256xi8>) -> tensor<2xi8> {
  %r = tosa.table %a, %t : (tensor<2xi8>, tensor<256xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @table_i16_lowered(%a: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %r = tosa.table %a, %t : (tensor<1xi16>, tensor<513xi16>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @table_i8_off_by_one(%a: tensor<1xi8>, %t: tensor<256xi8>) -> tensor<1xi8> {
  %r = tosa.table %a, %t : (tensor<1xi8>, tensor<256xi8>) -> tensor<1xi8>
  return %r : tensor<1xi8>
}
// The lowering computes without the slope check: tosa.table may not stand for it.
func.func @table_i16_slope_unchecked(%a: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %c0 = arith.constant 0 : index
  %c32768 = arith.constant 32768 : i32
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %c127 = arith.constant 127 : i32
  %x = tensor.extract %a[%c0] : tensor<1xi16>
  %e = arith.extsi %x : i16 to i32
  %s = arith.addi %e, %c32768 : i32
  %i = arith.shrui %s, %c7 : i32
  %f = arith.andi %s, %c127 : i32
  %j = arith.addi %i, %c1 : i32
  %ii = arith.index_cast %i : i32 to index
  %jj = arith.index_cast %j : i32 to index
  %b = tensor.extract %t[%ii] : tensor<513xi16>
  %n = tensor.extract %t[%jj] : tensor<513xi16>
  %b32 = arith.extsi %b : i16 to i32
  %n32 = arith.extsi %n : i16 to i32
  %bs = arith.shli %b32, %c7 : i32
  %d = arith.subi %n32, %b32 : i32
  %m = arith.muli %d, %f : i32
  %y = arith.addi %bs, %m : i32
  %r = tensor.from_elements %y : tensor<1xi32>
  return %r : tensor<1xi32>
}
//--- tgt.mlir
func.func @table_i8_lowered(%a: tensor<2xi8>, %t: tensor<256xi8>) -> tensor<2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  %x0 = tensor.extract %a[%c0] : tensor<2xi8>
  %x1 = tensor.extract %a[%c1] : tensor<2xi8>
  %i0 = arith.index_cast %x0 : i8 to index
  %i1 = arith.index_cast %x1 : i8 to index
  %j0 = arith.addi %i0, %c128 : index
  %j1 = arith.addi %i1, %c128 : index
  %e0 = tensor.extract %t[%j0] : tensor<256xi8>
  %e1 = tensor.extract %t[%j1] : tensor<256xi8>
  %r = tensor.from_elements %e0, %e1 : tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @table_i16_lowered(%a: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %c0 = arith.constant 0 : index
  %c32768 = arith.constant 32768 : i32
  %c7 = arith.constant 7 : i32
  %c1 = arith.constant 1 : i32
  %c127 = arith.constant 127 : i32
  %x = tensor.extract %a[%c0] : tensor<1xi16>
  %e = arith.extsi %x : i16 to i32
  %s = arith.addi %e, %c32768 : i32
  %i = arith.shrui %s, %c7 : i32
  %f = arith.andi %s, %c127 : i32
  %j = arith.addi %i, %c1 : i32
  %ii = arith.index_cast %i : i32 to index
  %jj = arith.index_cast %j : i32 to index
  %b = tensor.extract %t[%ii] : tensor<513xi16>
  %n = tensor.extract %t[%jj] : tensor<513xi16>
  %b32 = arith.extsi %b : i16 to i32
  %n32 = arith.extsi %n : i16 to i32
  %bs = arith.shli %b32, %c7 : i32
  %d = arith.subi %n32, %b32 : i32
  %m = arith.muli %d, %f : i32
  %y = arith.addi %bs, %m : i32
  %r = tensor.from_elements %y : tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @table_i8_off_by_one(%a: tensor<1xi8>, %t: tensor<256xi8>) -> tensor<1xi8> {
  %c0 = arith.constant 0 : index
  %c127 = arith.constant 127 : index
  %x0 = tensor.extract %a[%c0] : tensor<1xi8>
  %i0 = arith.index_cast %x0 : i8 to index
  %j0 = arith.addi %i0, %c127 : index
  %e0 = tensor.extract %t[%j0] : tensor<256xi8>
  %r = tensor.from_elements %e0 : tensor<1xi8>
  return %r : tensor<1xi8>
}
func.func @table_i16_slope_unchecked(%a: tensor<1xi16>, %t: tensor<513xi16>) -> tensor<1xi32> {
  %r = tosa.table %a, %t : (tensor<1xi16>, tensor<513xi16>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
