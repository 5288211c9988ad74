// vector.reduction "Reduces an 1-D vector "horizontally" into a scalar using
// the given operation: `add`/`mul`/`minsi`/`minui`/`maxsi`/`maxui`/`and`/`or`/
// `xor` for integers ... Reductions also allow an optional fused
// accumulator" (VectorOps.td, ReductionOp), which is combined with the
// reduced value by the same operation. As the LLVM reduction intrinsics the
// doc points to, a poison element makes the result poison; no overflow flag
// is implied (add and mul wrap).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @add_splat_is_mul: valid{{$}}
// CHECK-DAG: @add_splat_with_acc: valid{{$}}
// CHECK-DAG: @add_is_sum_of_lanes: valid{{$}}
// CHECK-DAG: @add_with_acc_is_sum_plus_acc: valid{{$}}
// CHECK-DAG: @and_constants: valid{{$}}
// CHECK-DAG: @or_constants: valid{{$}}
// CHECK-DAG: @xor_pairs_cancel: valid{{$}}
// CHECK-DAG: @mul_constants_wrap: valid{{$}}
// CHECK-DAG: @minsi_constants: valid{{$}}
// CHECK-DAG: @minui_constants: valid{{$}}
// CHECK-DAG: @maxsi_constants: valid{{$}}
// CHECK-DAG: @maxui_is_chain: valid{{$}}
// CHECK-DAG: @and_of_i1_is_all: valid{{$}}
// CHECK-DAG: @poison_lane_is_poison: valid{{$}}
// CHECK-DAG: @add_to_or: invalid: target result #0 is
// CHECK-DAG: @minsi_to_minui: invalid: target result #0 is
// CHECK-DAG: @maxsi_to_maxui: invalid: target result #0 is
// CHECK-DAG: @xor_to_add: invalid: target result #0 is
// CHECK-DAG: @add_splat_times_three: invalid: target result #0 is
// CHECK-DAG: @and_constants_wrong: invalid: target result #0 is 7 (0x07) where the source result is 6 (0x06)
// CHECK-DAG: @acc_dropped: invalid: target result #0 is
// CHECK-DAG: @lane_dropped: invalid: target result #0 is
// CHECK-DAG: @poison_lane_not_ignored: invalid: target result #0 is poison where the source result is
// CHECK: summary: 14 valid, 9 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @add_to_or
// DIAG: note: counterexample input %arg0 : vector<4xi8> = [

//--- src.mlir
func.func @add_splat_is_mul(%a: i8) -> i8 {
  %v = vector.broadcast %a : i8 to vector<4xi8>
  %r = vector.reduction <add>, %v : vector<4xi8> into i8
  return %r : i8
}
func.func @add_splat_with_acc(%a: i16, %acc: i16) -> i16 {
  %v = vector.broadcast %a : i16 to vector<3xi16>
  %r = vector.reduction <add>, %v, %acc : vector<3xi16> into i16
  return %r : i16
}
func.func @add_is_sum_of_lanes(%x: vector<4xindex>) -> index {
  %r = vector.reduction <add>, %x : vector<4xindex> into index
  return %r : index
}
func.func @add_with_acc_is_sum_plus_acc(%x: vector<4xi8>, %acc: i8) -> i8 {
  %r = vector.reduction <add>, %x, %acc : vector<4xi8> into i8
  return %r : i8
}
func.func @and_constants() -> i8 {
  %c = arith.constant dense<[7, 6, 14, 15]> : vector<4xi8>
  %r = vector.reduction <and>, %c : vector<4xi8> into i8
  return %r : i8
}
func.func @or_constants() -> i8 {
  %c = arith.constant dense<[1, 2, 4, 8]> : vector<4xi8>
  %r = vector.reduction <or>, %c : vector<4xi8> into i8
  return %r : i8
}
// When %a or %b is poison the source is poison, so 0 is still a refinement.
func.func @xor_pairs_cancel(%a: i8, %b: i8) -> i8 {
  %v = vector.from_elements %a, %b, %a, %b : vector<4xi8>
  %r = vector.reduction <xor>, %v : vector<4xi8> into i8
  return %r : i8
}
// 2 * 3 * 4 * 5 * 3 = 360 = 104 (mod 256).
func.func @mul_constants_wrap() -> i8 {
  %c = arith.constant dense<[2, 3, 4, 5]> : vector<4xi8>
  %acc = arith.constant 3 : i8
  %r = vector.reduction <mul>, %c, %acc : vector<4xi8> into i8
  return %r : i8
}
func.func @minsi_constants() -> i8 {
  %c = arith.constant dense<[3, -5, 7, 0]> : vector<4xi8>
  %r = vector.reduction <minsi>, %c : vector<4xi8> into i8
  return %r : i8
}
// -5 is 251 unsigned.
func.func @minui_constants() -> i8 {
  %c = arith.constant dense<[9, -5, 7, 3]> : vector<4xi8>
  %r = vector.reduction <minui>, %c : vector<4xi8> into i8
  return %r : i8
}
func.func @maxsi_constants() -> i8 {
  %c = arith.constant dense<[3, -5, 7, -128]> : vector<4xi8>
  %r = vector.reduction <maxsi>, %c : vector<4xi8> into i8
  return %r : i8
}
func.func @maxui_is_chain(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <maxui>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @and_of_i1_is_all(%x: vector<4xi8>, %y: vector<4xi8>) -> i1 {
  %c = arith.cmpi ule, %x, %y : vector<4xi8>
  %r = vector.reduction <and>, %c : vector<4xi1> into i1
  return %r : i1
}
func.func @poison_lane_is_poison(%x: vector<4xi8>) -> i8 {
  %p = ub.poison : i8
  %v = vector.insert %p, %x[3] : i8 into vector<4xi8>
  %r = vector.reduction <maxui>, %v : vector<4xi8> into i8
  return %r : i8
}
// Mutations that must be caught.
func.func @add_to_or(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <add>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @minsi_to_minui(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <minsi>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @maxsi_to_maxui(%x: vector<4xi16>) -> i16 {
  %r = vector.reduction <maxsi>, %x : vector<4xi16> into i16
  return %r : i16
}
func.func @xor_to_add(%x: vector<2xi8>) -> i8 {
  %r = vector.reduction <xor>, %x : vector<2xi8> into i8
  return %r : i8
}
func.func @add_splat_times_three(%a: i8) -> i8 {
  %v = vector.broadcast %a : i8 to vector<4xi8>
  %r = vector.reduction <add>, %v : vector<4xi8> into i8
  return %r : i8
}
func.func @and_constants_wrong() -> i8 {
  %c = arith.constant dense<[7, 6, 14, 15]> : vector<4xi8>
  %r = vector.reduction <and>, %c : vector<4xi8> into i8
  return %r : i8
}
func.func @acc_dropped(%x: vector<4xi8>, %acc: i8) -> i8 {
  %r = vector.reduction <add>, %x, %acc : vector<4xi8> into i8
  return %r : i8
}
func.func @lane_dropped(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <add>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @poison_lane_not_ignored(%x: vector<4xi8>) -> i8 {
  %c0 = arith.constant 0 : i8
  %v = vector.insert %c0, %x[3] : i8 into vector<4xi8>
  %r = vector.reduction <maxui>, %v : vector<4xi8> into i8
  return %r : i8
}

//--- tgt.mlir
func.func @add_splat_is_mul(%a: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %r = arith.muli %a, %c4 : i8
  return %r : i8
}
func.func @add_splat_with_acc(%a: i16, %acc: i16) -> i16 {
  %c3 = arith.constant 3 : i16
  %m = arith.muli %a, %c3 : i16
  %r = arith.addi %acc, %m : i16
  return %r : i16
}
func.func @add_is_sum_of_lanes(%x: vector<4xindex>) -> index {
  %x0 = vector.extract %x[0] : index from vector<4xindex>
  %x1 = vector.extract %x[1] : index from vector<4xindex>
  %x2 = vector.extract %x[2] : index from vector<4xindex>
  %x3 = vector.extract %x[3] : index from vector<4xindex>
  %a = arith.addi %x3, %x2 : index
  %b = arith.addi %x1, %x0 : index
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @add_with_acc_is_sum_plus_acc(%x: vector<4xi8>, %acc: i8) -> i8 {
  %s = vector.reduction <add>, %x : vector<4xi8> into i8
  %r = arith.addi %acc, %s : i8
  return %r : i8
}
func.func @and_constants() -> i8 {
  %c = arith.constant 6 : i8
  return %c : i8
}
func.func @or_constants() -> i8 {
  %c = arith.constant 15 : i8
  return %c : i8
}
func.func @xor_pairs_cancel(%a: i8, %b: i8) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @mul_constants_wrap() -> i8 {
  %c = arith.constant 104 : i8
  return %c : i8
}
func.func @minsi_constants() -> i8 {
  %c = arith.constant -5 : i8
  return %c : i8
}
func.func @minui_constants() -> i8 {
  %c = arith.constant 3 : i8
  return %c : i8
}
func.func @maxsi_constants() -> i8 {
  %c = arith.constant 7 : i8
  return %c : i8
}
func.func @maxui_is_chain(%x: vector<4xi8>) -> i8 {
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %x1 = vector.extract %x[1] : i8 from vector<4xi8>
  %x2 = vector.extract %x[2] : i8 from vector<4xi8>
  %x3 = vector.extract %x[3] : i8 from vector<4xi8>
  %a = arith.maxui %x3, %x1 : i8
  %b = arith.maxui %x2, %x0 : i8
  %r = arith.maxui %a, %b : i8
  return %r : i8
}
func.func @and_of_i1_is_all(%x: vector<4xi8>, %y: vector<4xi8>) -> i1 {
  %c = arith.cmpi ugt, %x, %y : vector<4xi8>
  %any = vector.reduction <or>, %c : vector<4xi1> into i1
  %t = arith.constant true
  %r = arith.xori %any, %t : i1
  return %r : i1
}
func.func @poison_lane_is_poison(%x: vector<4xi8>) -> i8 {
  %c = arith.constant 0 : i8
  return %c : i8
}
func.func @add_to_or(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <or>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @minsi_to_minui(%x: vector<4xi8>) -> i8 {
  %r = vector.reduction <minui>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @maxsi_to_maxui(%x: vector<4xi16>) -> i16 {
  %r = vector.reduction <maxui>, %x : vector<4xi16> into i16
  return %r : i16
}
func.func @xor_to_add(%x: vector<2xi8>) -> i8 {
  %r = vector.reduction <add>, %x : vector<2xi8> into i8
  return %r : i8
}
func.func @add_splat_times_three(%a: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.muli %a, %c3 : i8
  return %r : i8
}
func.func @and_constants_wrong() -> i8 {
  %c = arith.constant 7 : i8
  return %c : i8
}
func.func @acc_dropped(%x: vector<4xi8>, %acc: i8) -> i8 {
  %r = vector.reduction <add>, %x : vector<4xi8> into i8
  return %r : i8
}
func.func @lane_dropped(%x: vector<4xi8>) -> i8 {
  %x0 = vector.extract %x[0] : i8 from vector<4xi8>
  %x1 = vector.extract %x[1] : i8 from vector<4xi8>
  %x2 = vector.extract %x[2] : i8 from vector<4xi8>
  %a = arith.addi %x0, %x1 : i8
  %r = arith.addi %a, %x2 : i8
  return %r : i8
}
// The poison element makes the whole reduction poison.
func.func @poison_lane_not_ignored(%x: vector<4xi8>) -> i8 {
  %p = ub.poison : i8
  %v = vector.insert %p, %x[3] : i8 into vector<4xi8>
  %r = vector.reduction <maxui>, %v : vector<4xi8> into i8
  return %r : i8
}
