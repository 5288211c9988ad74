// Masks (VectorOps.td):
// - vector.constant_mask: "elements of the result vector are set to '0' or
//   '1', based on whether the element indices are contained within a
//   hyper-rectangular region specified by the 'mask_dim_sizes'";
// - vector.create_mask: the same region from operands; "If operand-value is
//   negative, it is treated as if it were zero, and if it is greater than the
//   corresponding dimension size, it is treated as if it were equal to the
//   dimension size". ODS is silent on a poison operand: the encoder's choice
//   is that every lane is poison;
// - vector.mask: "The vector mask argument holds a bit for each vector lane
//   and determines which vector lanes should execute the maskable operation";
//   for vector.reduction, masked-off lanes do not contribute (each stands
//   for the kind's neutral element; with every lane off and no accumulator
//   the result is that element, as LLVM's vp.reduce with it as start value).
//   A poison mask lane makes the reduction poison (the encoder's choice). An
//   empty vector.mask yields its values unchanged (the other maskable ops
//   under a mask: masked_reduce.mlir; transfers and gathers:
//   transfer_mask.mlir).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @constant_mask_2d: valid{{$}}
// CHECK-DAG: @constant_mask_0d: valid{{$}}
// CHECK-DAG: @create_mask_is_compare: valid{{$}}
// CHECK-DAG: @create_mask_clamps: valid{{$}}
// CHECK-DAG: @create_mask_2d_constants: valid{{$}}
// CHECK-DAG: @create_mask_poison_bound: valid{{$}}
// CHECK-DAG: @masked_add_is_select: valid{{$}}
// CHECK-DAG: @masked_minsi_all_off: valid{{$}}
// CHECK-DAG: @masked_and_with_acc: valid{{$}}
// CHECK-DAG: @masked_off_poison_ignored: valid{{$}}
// CHECK-DAG: @empty_mask: valid{{$}}
// CHECK-DAG: @constant_mask_one_row_short: invalid: target result #0 is
// CHECK-DAG: @create_mask_unsigned_compare: invalid: target result #0 is [true (1), true (1), true (1), true (1)] where the source result is [false (0), false (0), false (0), false (0)]
// CHECK-DAG: @create_mask_2d_wrong_dim: invalid: target result #0 is
// CHECK-DAG: @masked_add_ignores_mask: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @masked_mul_neutral_zero: invalid: target result #0 is 0 (0x00) where the source result is
// CHECK-DAG: @masked_off_poison_leaks: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @masked_multi_reduction: invalid: target result #0 is
// CHECK: summary: 11 valid, 7 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @constant_mask_one_row_short
// DIAG: error: mlir-refine: the target miscompiles @masked_multi_reduction

//--- src.mlir
func.func @constant_mask_2d() -> vector<3x2xi1> {
  %r = vector.constant_mask [2, 1] : vector<3x2xi1>
  return %r : vector<3x2xi1>
}
func.func @constant_mask_0d() -> vector<i1> {
  %r = vector.constant_mask [1] : vector<i1>
  return %r : vector<i1>
}
func.func @create_mask_is_compare(%n: index) -> vector<4xi1> {
  %r = vector.create_mask %n : vector<4xi1>
  return %r : vector<4xi1>
}
func.func @create_mask_clamps() -> (vector<3xi1>, vector<3xi1>) {
  %neg = arith.constant -5 : index
  %big = arith.constant 100 : index
  %a = vector.create_mask %neg : vector<3xi1>
  %b = vector.create_mask %big : vector<3xi1>
  return %a, %b : vector<3xi1>, vector<3xi1>
}
func.func @create_mask_2d_constants() -> vector<2x3xi1> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = vector.create_mask %c1, %c2 : vector<2x3xi1>
  return %r : vector<2x3xi1>
}
func.func @create_mask_poison_bound(%n: index) -> vector<2xi1> {
  %p = ub.poison : index
  %r = vector.create_mask %p : vector<2xi1>
  return %r : vector<2xi1>
}
func.func @masked_add_is_select(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @masked_minsi_all_off(%v: vector<4xi8>) -> i8 {
  %m = vector.constant_mask [0] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <minsi>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @masked_and_with_acc(%v: vector<4xi8>, %acc: i8) -> i8 {
  %m = vector.constant_mask [2] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <and>, %v, %acc : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @masked_off_poison_ignored(%a: i8) -> i8 {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %a, %p, %p : vector<4xi8>
  %m = vector.constant_mask [2] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @empty_mask(%v: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.yield %v : vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
func.func @constant_mask_one_row_short() -> vector<3x2xi1> {
  %r = vector.constant_mask [2, 1] : vector<3x2xi1>
  return %r : vector<3x2xi1>
}
func.func @create_mask_unsigned_compare(%n: index) -> vector<4xi1> {
  %r = vector.create_mask %n : vector<4xi1>
  return %r : vector<4xi1>
}
func.func @create_mask_2d_wrong_dim(%a: index, %b: index) -> vector<2x2xi1> {
  %r = vector.create_mask %a, %b : vector<2x2xi1>
  return %r : vector<2x2xi1>
}
func.func @masked_add_ignores_mask(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @masked_mul_neutral_zero(%v: vector<4xi8>) -> i8 {
  %m = vector.constant_mask [3] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <mul>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @masked_off_poison_leaks(%a: i8) -> i8 {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p : vector<2xi8>
  %m = vector.constant_mask [1] : vector<2xi1>
  %r = vector.mask %m { vector.reduction <add>, %v : vector<2xi8> into i8 } : vector<2xi1> -> i8
  return %r : i8
}
func.func @masked_multi_reduction(%x: vector<4xi8>, %acc: i8, %m: vector<4xi1>) -> i8 {
  %r = vector.mask %m { vector.multi_reduction <add>, %x, %acc [0] : vector<4xi8> to i8 } : vector<4xi1> -> i8
  return %r : i8
}

//--- tgt.mlir
func.func @constant_mask_2d() -> vector<3x2xi1> {
  %r = arith.constant dense<[[true, false], [true, false], [false, false]]> : vector<3x2xi1>
  return %r : vector<3x2xi1>
}
func.func @constant_mask_0d() -> vector<i1> {
  %r = arith.constant dense<true> : vector<i1>
  return %r : vector<i1>
}
func.func @create_mask_is_compare(%n: index) -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %n : index to vector<4xindex>
  %r = arith.cmpi slt, %s, %b : vector<4xindex>
  return %r : vector<4xi1>
}
func.func @create_mask_clamps() -> (vector<3xi1>, vector<3xi1>) {
  %a = arith.constant dense<false> : vector<3xi1>
  %b = arith.constant dense<true> : vector<3xi1>
  return %a, %b : vector<3xi1>, vector<3xi1>
}
func.func @create_mask_2d_constants() -> vector<2x3xi1> {
  %r = vector.constant_mask [1, 2] : vector<2x3xi1>
  return %r : vector<2x3xi1>
}
func.func @create_mask_poison_bound(%n: index) -> vector<2xi1> {
  %r = arith.constant dense<[true, false]> : vector<2xi1>
  return %r : vector<2xi1>
}
func.func @masked_add_is_select(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %z = arith.constant dense<0> : vector<4xi8>
  %s = arith.select %m, %v, %z : vector<4xi1>, vector<4xi8>
  %r = vector.reduction <add>, %s : vector<4xi8> into i8
  return %r : i8
}
func.func @masked_minsi_all_off(%v: vector<4xi8>) -> i8 {
  %r = arith.constant 127 : i8
  return %r : i8
}
func.func @masked_and_with_acc(%v: vector<4xi8>, %acc: i8) -> i8 {
  %e:4 = vector.to_elements %v : vector<4xi8>
  %a = arith.andi %e#0, %e#1 : i8
  %r = arith.andi %a, %acc : i8
  return %r : i8
}
func.func @masked_off_poison_ignored(%a: i8) -> i8 {
  %r = arith.addi %a, %a : i8
  return %r : i8
}
func.func @empty_mask(%v: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  return %v : vector<4xi8>
}
func.func @constant_mask_one_row_short() -> vector<3x2xi1> {
  %r = vector.constant_mask [1, 1] : vector<3x2xi1>
  return %r : vector<3x2xi1>
}
func.func @create_mask_unsigned_compare(%n: index) -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %n : index to vector<4xindex>
  %r = arith.cmpi ult, %s, %b : vector<4xindex>
  return %r : vector<4xi1>
}
func.func @create_mask_2d_wrong_dim(%a: index, %b: index) -> vector<2x2xi1> {
  %r = vector.create_mask %b, %a : vector<2x2xi1>
  return %r : vector<2x2xi1>
}
func.func @masked_add_ignores_mask(%v: vector<4xi8>, %m: vector<4xi1>) -> i8 {
  %r = vector.reduction <add>, %v : vector<4xi8> into i8
  return %r : i8
}
func.func @masked_mul_neutral_zero(%v: vector<4xi8>) -> i8 {
  %z = arith.constant 0 : i8
  %v2 = vector.insert %z, %v[3] : i8 into vector<4xi8>
  %r = vector.reduction <mul>, %v2 : vector<4xi8> into i8
  return %r : i8
}
func.func @masked_off_poison_leaks(%a: i8) -> i8 {
  %p = ub.poison : i8
  %v = vector.from_elements %a, %p : vector<2xi8>
  %r = vector.reduction <add>, %v : vector<2xi8> into i8
  return %r : i8
}
func.func @masked_multi_reduction(%x: vector<4xi8>, %acc: i8, %m: vector<4xi1>) -> i8 {
  %r = vector.multi_reduction <add>, %x, %acc [0] : vector<4xi8> to i8
  return %r : i8
}
