// tosa.add, tosa.sub, tosa.mul, tosa.intdiv (TOSA 1.0 §3 via
// ../shared/reference/tosa.md): add_s/sub_s REQUIRE the exact result to fit,
// so signed overflow is UB and a wrapping arith.addi refines tosa.add, never
// the other way; a size-1 dimension broadcasts (read at index 0). MUL:
// REQUIRE 0 <= shift <= 63 and shift = 0 unless the input is i32; an i32
// product with shift > 0 is (a*b + 2^(shift-1)) >> shift in int64 and must
// fit i32; with shift 0 it wraps. INTDIV: REQUIRE a divisor other than 0 and
// a quotient that fits (INT_MIN / -1).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @add_to_addi: valid{{$}}
// CHECK-DAG: @add_broadcast: valid{{$}}
// CHECK-DAG: @add_commutes: valid{{$}}
// CHECK-DAG: @sub_to_subi: valid{{$}}
// CHECK-DAG: @addf: valid ({{.*}})
// CHECK-DAG: @mul_wraps_without_shift: valid{{$}}
// CHECK-DAG: @mul_i8_to_i32: valid{{$}}
// CHECK-DAG: @mul_shift_lowered: valid{{$}}
// CHECK-DAG: @mul_i8_shift_is_ub: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @intdiv_to_divsi: valid{{$}}
// CHECK-DAG: @divsi_to_intdiv: valid{{$}}
// CHECK-DAG: @addi_to_add: invalid: the target has undefined behaviour (tosa.add signed overflow (REQUIRE of add_s) at element [{{[0-9]}}]) where the source has none
// CHECK-DAG: @subi_to_sub: invalid: the target has undefined behaviour (tosa.sub signed overflow (REQUIRE of sub_s) at element [{{[0-9]}}, {{[0-9]}}]) where the source has none
// CHECK-DAG: @add_broadcast_other_axis: invalid: target result #0 (tensor<2x3xi32>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @mul_shift_unrounded: invalid: target result #0 (tensor<4xi32>) differs at [{{[0-9]}}]
// CHECK-DAG: @mul_shift_introduced: invalid: the target has undefined behaviour (tosa.mul rounded product outside i32 (REQUIRE) at element [{{[0-9]}}]) where the source has none
// CHECK-DAG: @intdiv_unsigned: invalid: target result #0 (tensor<2xi32>) differs at [{{[0-9]}}]
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @add_to_addi(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @add_broadcast(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %r = tosa.add %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @add_commutes(%a: tensor<2x1xi16>, %b: tensor<1x2xi16>) -> tensor<2x2xi16> {
  %r = tosa.add %a, %b : (tensor<2x1xi16>, tensor<1x2xi16>) -> tensor<2x2xi16>
  return %r : tensor<2x2xi16>
}
func.func @sub_to_subi(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = tosa.sub %a, %b : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @addf(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %r = tosa.add %a, %b : (tensor<2xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @mul_wraps_without_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_i8_to_i32(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_shift_lowered(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_i8_shift_is_ub(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @intdiv_to_divsi(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @divsi_to_intdiv(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = arith.divsi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @addi_to_add(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.addi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @subi_to_sub(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = arith.subi %a, %b : tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @add_broadcast_other_axis(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %r = tosa.add %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @mul_shift_unrounded(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// The lowering computes in i64 and wraps; tosa.mul may not stand for it.
func.func @mul_shift_introduced(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %c = arith.constant dense<3> : tensor<4xi64>
  %round = arith.constant dense<4> : tensor<4xi64>
  %x = arith.extsi %a : tensor<4xi32> to tensor<4xi64>
  %y = arith.extsi %b : tensor<4xi32> to tensor<4xi64>
  %m = arith.muli %x, %y : tensor<4xi64>
  %n = arith.addi %m, %round : tensor<4xi64>
  %s = arith.shrsi %n, %c : tensor<4xi64>
  %r = arith.trunci %s : tensor<4xi64> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @intdiv_unsigned(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
//--- tgt.mlir
func.func @add_to_addi(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.addi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @add_broadcast(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %e = tensor.concat dim(0) %b, %b : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %r = arith.addi %a, %e : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @add_commutes(%a: tensor<2x1xi16>, %b: tensor<1x2xi16>) -> tensor<2x2xi16> {
  %r = tosa.add %b, %a : (tensor<1x2xi16>, tensor<2x1xi16>) -> tensor<2x2xi16>
  return %r : tensor<2x2xi16>
}
func.func @sub_to_subi(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = arith.subi %a, %b : tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @addf(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<2xf32> {
  %e = tensor.concat dim(0) %b, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  %r = arith.addf %a, %e : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @mul_wraps_without_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.muli %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_i8_to_i32(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %y = arith.extsi %b : tensor<4xi8> to tensor<4xi32>
  %r = arith.muli %x, %y : tensor<4xi32>
  return %r : tensor<4xi32>
}
// tosa-to-linalg's body for a shift: apply_scale (SINGLE_ROUND), mapped
// over the tensors here.
func.func @mul_shift_lowered(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = arith.constant dense<3> : tensor<4xi8>
  %r = tosa.apply_scale %a, %b, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_i8_shift_is_ub(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %r = arith.constant dense<0> : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @intdiv_to_divsi(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = arith.divsi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @divsi_to_intdiv(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @addi_to_add(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.add %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @subi_to_sub(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = tosa.sub %a, %b : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
// Broadcasts %b down the rows, as if its one row were a column.
func.func @add_broadcast_other_axis(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %f = tensor.collapse_shape %b [[0, 1]] : tensor<1x3xi32> into tensor<3xi32>
  %g = tensor.extract_slice %f[0] [2] [1] : tensor<3xi32> to tensor<2xi32>
  %c = tensor.expand_shape %g [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  %e = tensor.concat dim(1) %c, %c, %c : (tensor<2x1xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %r = arith.addi %a, %e : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @mul_shift_unrounded(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %c = arith.constant dense<3> : tensor<4xi64>
  %x = arith.extsi %a : tensor<4xi32> to tensor<4xi64>
  %y = arith.extsi %b : tensor<4xi32> to tensor<4xi64>
  %m = arith.muli %x, %y : tensor<4xi64>
  %s = arith.shrsi %m, %c : tensor<4xi64>
  %r = arith.trunci %s : tensor<4xi64> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_shift_introduced(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @intdiv_unsigned(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = arith.divui %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
