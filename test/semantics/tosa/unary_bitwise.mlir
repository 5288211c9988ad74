// tosa.abs, tosa.negate, the bitwise and logical ops and the shifts (TOSA 1.0
// §3, §4 via ../shared/reference/tosa.md). ABS of INT_MIN is UB (sub_s).
// NEGATE: zero points other than 0 are an ERROR_IF except for i8 (UB here);
// the value is in_zp + out_zp - x computed in i32, saturated to the type (i8
// and i16 saturate; i32's -INT_MIN overflows sub_s: UB). Shifts REQUIRE an
// amount in [0, bw-1] (UB, where arith's shifts give poison);
// ARITHMETIC_RIGHT_SHIFT with round adds the last bit shifted out. Targets
// are tosa-to-linalg's loop bodies, written on whole tensors.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @abs_lowered: valid{{$}}
// CHECK-DAG: @absf: valid ({{.*}})
// CHECK-DAG: @negate_i8_lowered: valid{{$}}
// CHECK-DAG: @negate_i32_lowered: valid{{$}}
// CHECK-DAG: @negate_i16_zero_point_is_ub: valid{{$}}
// CHECK-DAG: @negf: valid ({{.*}})
// CHECK-DAG: @bitwise: valid{{$}}
// CHECK-DAG: @logical: valid{{$}}
// CHECK-DAG: @shifts_lowered: valid{{$}}
// CHECK-DAG: @ars_round_lowered: valid{{$}}
// CHECK-DAG: @clz_lowered: valid{{$}}
// CHECK-DAG: @absi_to_abs: invalid: the target has undefined behaviour (tosa.abs of the minimum integer (REQUIRE of sub_s) at element [{{[0-9]}}]) where the source has none
// CHECK-DAG: @negate_i8_wraps: invalid: target result #0 (tensor<4xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @negate_i32_saturated_to_negate: invalid: the target has undefined behaviour (tosa.negate overflow of the accumulator (REQUIRE of sub_s/add_s) at element [{{[0-9]}}]) where the source has none
// CHECK-DAG: @bitwise_not_wrong: invalid: target result #0 (tensor<2x2xi16>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK-DAG: @shli_to_lls: invalid: the target has undefined behaviour (tosa.logical_left_shift amount outside [0, 7] (REQUIRE), or poison at element [{{[0-9]}}]) where the source has none
// CHECK-DAG: @ars_round_dropped: invalid: target result #0 (tensor<4xi32>) differs at [{{[0-9]}}]
// CHECK: summary: 11 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @abs_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @absf(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @negate_i8_lowered(%a: tensor<4xi8>) -> tensor<4xi8> {
  %zi = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %zo = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %zi, %zo : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_i32_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.negate %a, %z, %z : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @negate_i16_zero_point_is_ub(%a: tensor<4xi16>, %z: tensor<1xi16>) -> tensor<4xi16> {
  %zero = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.negate %a, %z, %zero : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @negf(%a: tensor<2xf32>) -> tensor<2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.negate %a, %z, %z : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @bitwise(%a: tensor<2x2xi16>, %b: tensor<1x2xi16>) -> (tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>) {
  %x = tosa.bitwise_and %a, %b : (tensor<2x2xi16>, tensor<1x2xi16>) -> tensor<2x2xi16>
  %y = tosa.bitwise_or %a, %b : (tensor<2x2xi16>, tensor<1x2xi16>) -> tensor<2x2xi16>
  %z = tosa.bitwise_xor %a, %b : (tensor<2x2xi16>, tensor<1x2xi16>) -> tensor<2x2xi16>
  %n = tosa.bitwise_not %a : (tensor<2x2xi16>) -> tensor<2x2xi16>
  return %x, %y, %z, %n : tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>
}
func.func @logical(%a: tensor<4xi1>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %x = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %y = tosa.logical_or %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %z = tosa.logical_xor %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %n = tosa.logical_not %a : (tensor<4xi1>) -> tensor<4xi1>
  return %x, %y, %z, %n : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
func.func @shifts_lowered(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %x = tosa.logical_left_shift %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %y = tosa.logical_right_shift %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %z = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %x, %y, %z : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}
func.func @ars_round_lowered(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @clz_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.clz %a : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @absi_to_abs(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = math.absi %a : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @negate_i8_wraps(%a: tensor<4xi8>) -> tensor<4xi8> {
  %zi = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %zo = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %zi, %zo : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// MLIR's saturating lowering of an i32 negate may not be replaced by a
// tosa.negate: -INT_MIN is UB there.
func.func @negate_i32_saturated_to_negate(%a: tensor<4xi32>) -> tensor<4xi32> {
  %zero = arith.constant dense<0> : tensor<4xi64>
  %lo = arith.constant dense<-2147483648> : tensor<4xi64>
  %hi = arith.constant dense<2147483647> : tensor<4xi64>
  %x = arith.extsi %a : tensor<4xi32> to tensor<4xi64>
  %n = arith.subi %zero, %x : tensor<4xi64>
  %m = arith.maxsi %lo, %n : tensor<4xi64>
  %c = arith.minsi %hi, %m : tensor<4xi64>
  %r = arith.trunci %c : tensor<4xi64> to tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @bitwise_not_wrong(%a: tensor<2x2xi16>) -> tensor<2x2xi16> {
  %n = tosa.bitwise_not %a : (tensor<2x2xi16>) -> tensor<2x2xi16>
  return %n : tensor<2x2xi16>
}
func.func @shli_to_lls(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = arith.shli %a, %b : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @ars_round_dropped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
//--- tgt.mlir
func.func @abs_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %n = arith.subi %zero, %a : tensor<4xi32>
  %r = arith.maxsi %a, %n : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @absf(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = math.absf %a : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @negate_i8_lowered(%a: tensor<4xi8>) -> tensor<4xi8> {
  %one = arith.constant dense<1> : tensor<4xi16>
  %lo = arith.constant dense<-128> : tensor<4xi16>
  %hi = arith.constant dense<127> : tensor<4xi16>
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi16>
  %n = arith.subi %one, %x : tensor<4xi16>
  %m = arith.maxsi %lo, %n : tensor<4xi16>
  %c = arith.minsi %hi, %m : tensor<4xi16>
  %r = arith.trunci %c : tensor<4xi16> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_i32_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %zero = arith.constant dense<0> : tensor<4xi64>
  %lo = arith.constant dense<-2147483648> : tensor<4xi64>
  %hi = arith.constant dense<2147483647> : tensor<4xi64>
  %x = arith.extsi %a : tensor<4xi32> to tensor<4xi64>
  %n = arith.subi %zero, %x : tensor<4xi64>
  %m = arith.maxsi %lo, %n : tensor<4xi64>
  %c = arith.minsi %hi, %m : tensor<4xi64>
  %r = arith.trunci %c : tensor<4xi64> to tensor<4xi32>
  return %r : tensor<4xi32>
}
// Valid only because a zero point other than 0 is UB for i16.
func.func @negate_i16_zero_point_is_ub(%a: tensor<4xi16>, %z: tensor<1xi16>) -> tensor<4xi16> {
  %zero = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.negate %a, %zero, %zero : (tensor<4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @negf(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.negf %a : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @bitwise(%a: tensor<2x2xi16>, %b: tensor<1x2xi16>) -> (tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>) {
  %ones = arith.constant dense<-1> : tensor<2x2xi16>
  %e = tensor.concat dim(0) %b, %b : (tensor<1x2xi16>, tensor<1x2xi16>) -> tensor<2x2xi16>
  %x = arith.andi %a, %e : tensor<2x2xi16>
  %y = arith.ori %a, %e : tensor<2x2xi16>
  %z = arith.xori %a, %e : tensor<2x2xi16>
  %n = arith.xori %a, %ones : tensor<2x2xi16>
  return %x, %y, %z, %n : tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>, tensor<2x2xi16>
}
func.func @logical(%a: tensor<4xi1>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %true = arith.constant dense<true> : tensor<4xi1>
  %x = arith.andi %a, %b : tensor<4xi1>
  %y = arith.ori %a, %b : tensor<4xi1>
  %z = arith.xori %a, %b : tensor<4xi1>
  %n = arith.xori %a, %true : tensor<4xi1>
  return %x, %y, %z, %n : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
func.func @shifts_lowered(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %x = arith.shli %a, %b : tensor<4xi8>
  %y = arith.shrui %a, %b : tensor<4xi8>
  %z = arith.shrsi %a, %b : tensor<4xi8>
  return %x, %y, %z : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}
func.func @ars_round_lowered(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %one = arith.constant dense<1> : tensor<4xi32>
  %zero = arith.constant dense<0> : tensor<4xi32>
  %false = arith.constant dense<false> : tensor<4xi1>
  %true = arith.constant dense<true> : tensor<4xi1>
  %s = arith.shrsi %a, %b : tensor<4xi32>
  %pos = arith.cmpi sgt, %b, %zero : tensor<4xi32>
  %b1 = arith.subi %b, %one : tensor<4xi32>
  %t = arith.shrsi %a, %b1 : tensor<4xi32>
  %bit = arith.trunci %t : tensor<4xi32> to tensor<4xi1>
  %and = arith.andi %bit, %true : tensor<4xi1>
  %sel = arith.select %pos, %and, %false : tensor<4xi1>, tensor<4xi1>
  %ext = arith.extui %sel : tensor<4xi1> to tensor<4xi32>
  %r = arith.addi %s, %ext : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @clz_lowered(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = math.ctlz %a : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @absi_to_abs(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @negate_i8_wraps(%a: tensor<4xi8>) -> tensor<4xi8> {
  %one = arith.constant dense<1> : tensor<4xi8>
  %r = arith.subi %one, %a : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_i32_saturated_to_negate(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.negate %a, %z, %z : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @bitwise_not_wrong(%a: tensor<2x2xi16>) -> tensor<2x2xi16> {
  %ones = arith.constant dense<32767> : tensor<2x2xi16>
  %n = arith.xori %a, %ones : tensor<2x2xi16>
  return %n : tensor<2x2xi16>
}
func.func @shli_to_lls(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.logical_left_shift %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @ars_round_dropped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.shrsi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
