// tosa.rescale (TOSA 1.0 §8 via ../shared/reference/tosa.md): per element,
// v = ext(x) - ext(input_zp) (zero-extended with input_unsigned), then
// apply_scale_32 (scale32; REQUIRE multiplier >= 0, 2 <= shift <= 62 and v
// within ±2^(shift-1)) or apply_scale_16, then add_s<i32> of output_zp, then
// saturation to the output type. Zero points other than 0 are an ERROR_IF
// except for i8 (and 0 or 32768 for unsigned i16): UB. per_channel takes the
// multiplier and shift of the last index. Targets are tosa-to-linalg's body
// (ext, subi, tosa.apply_scale, addi, maxsi/minsi, trunci) on whole tensors;
// tosa-to-linalg emits SINGLE_ROUND for a DOUBLE_ROUND whose shifts are all
// at most 31, where double rounding changes nothing.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @rescale_i32_to_i8: valid{{$}}
// CHECK-DAG: @rescale_per_channel: valid{{$}}
// CHECK-DAG: @rescale_i48_scale16: valid{{$}}
// CHECK-DAG: @rescale_unsigned_input: valid{{$}}
// CHECK-DAG: @rescale_symbolic_zero_point: valid{{$}}
// CHECK-DAG: @rescale_no_saturation: invalid: target result #0 (tensor<4xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @rescale_double_as_single: invalid: target result #0 (tensor<2x2xi8>) differs at [{{[0-9]}}, 1]
// CHECK-DAG: @rescale_signed_input: invalid: target result #0 (tensor<4xi8>) differs at [{{[0-9]}}]
// CHECK-DAG: @rescale_zero_point_dropped: invalid: target result #0 (tensor<4xi8>) differs at [{{[0-9]}}]
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @rescale_i32_to_i8(%a: tensor<4xi32>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_per_channel(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %m = "tosa.const"() {values = dense<[1073741824, 1518500250]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tosa.const"() {values = dense<[30, 33]> : tensor<2xi8>} : () -> tensor<2xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @rescale_i48_scale16(%a: tensor<4xi48>) -> tensor<4xi16> {
  %m = "tosa.const"() {values = dense<19661> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<40> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi48>} : () -> tensor<1xi48>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_unsigned_input(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// An i16 input zero point other than 0 is UB: the target may assume 0.
func.func @rescale_symbolic_zero_point(%a: tensor<4xi16>, %iz: tensor<1xi16>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi16>, tensor<1xi32>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_no_saturation(%a: tensor<4xi32>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// Channel 1 shifts by 33: double rounding matters there.
func.func @rescale_double_as_single(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %m = "tosa.const"() {values = dense<[1073741824, 1518500250]> : tensor<2xi32>} : () -> tensor<2xi32>
  %s = "tosa.const"() {values = dense<[30, 33]> : tensor<2xi8>} : () -> tensor<2xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @rescale_signed_input(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_zero_point_dropped(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<7> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
//--- tgt.mlir
func.func @rescale_i32_to_i8(%a: tensor<4xi32>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<31> : tensor<4xi8>
  %oz = arith.constant dense<5> : tensor<4xi32>
  %lo = arith.constant dense<-128> : tensor<4xi32>
  %hi = arith.constant dense<127> : tensor<4xi32>
  %v = tosa.apply_scale %a, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %w = arith.addi %v, %oz : tensor<4xi32>
  %x = arith.maxsi %lo, %w : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_per_channel(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %m = arith.constant dense<[[1073741824, 1518500250], [1073741824, 1518500250]]> : tensor<2x2xi32>
  %s = arith.constant dense<[[30, 33], [30, 33]]> : tensor<2x2xi8>
  %iz = arith.constant dense<-3> : tensor<2x2xi32>
  %oz = arith.constant dense<5> : tensor<2x2xi32>
  %lo = arith.constant dense<-128> : tensor<2x2xi32>
  %hi = arith.constant dense<127> : tensor<2x2xi32>
  %e = arith.extsi %a : tensor<2x2xi8> to tensor<2x2xi32>
  %d = arith.subi %e, %iz : tensor<2x2xi32>
  %v = tosa.apply_scale %d, %m, %s {rounding_mode = DOUBLE_ROUND} : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi8>) -> tensor<2x2xi32>
  %w = arith.addi %v, %oz : tensor<2x2xi32>
  %x = arith.maxsi %lo, %w : tensor<2x2xi32>
  %y = arith.minsi %hi, %x : tensor<2x2xi32>
  %r = arith.trunci %y : tensor<2x2xi32> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @rescale_i48_scale16(%a: tensor<4xi48>) -> tensor<4xi16> {
  %m = arith.constant dense<19661> : tensor<4xi32>
  %s = arith.constant dense<40> : tensor<4xi8>
  %lo = arith.constant dense<-32768> : tensor<4xi32>
  %hi = arith.constant dense<32767> : tensor<4xi32>
  %v = tosa.apply_scale %a, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi48>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %x = arith.maxsi %lo, %v : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_unsigned_input(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<30> : tensor<4xi8>
  %iz = arith.constant dense<128> : tensor<4xi32>
  %lo = arith.constant dense<-128> : tensor<4xi32>
  %hi = arith.constant dense<127> : tensor<4xi32>
  %e = arith.extui %a : tensor<4xi8> to tensor<4xi32>
  %d = arith.subi %e, %iz : tensor<4xi32>
  %v = tosa.apply_scale %d, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %x = arith.maxsi %lo, %v : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_symbolic_zero_point(%a: tensor<4xi16>, %iz: tensor<1xi16>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<30> : tensor<4xi8>
  %lo = arith.constant dense<-128> : tensor<4xi32>
  %hi = arith.constant dense<127> : tensor<4xi32>
  %e = arith.extsi %a : tensor<4xi16> to tensor<4xi32>
  %v = tosa.apply_scale %e, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %x = arith.maxsi %lo, %v : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_no_saturation(%a: tensor<4xi32>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<31> : tensor<4xi8>
  %oz = arith.constant dense<5> : tensor<4xi32>
  %v = tosa.apply_scale %a, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %w = arith.addi %v, %oz : tensor<4xi32>
  %r = arith.trunci %w : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_double_as_single(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %m = arith.constant dense<[[1073741824, 1518500250], [1073741824, 1518500250]]> : tensor<2x2xi32>
  %s = arith.constant dense<[[30, 33], [30, 33]]> : tensor<2x2xi8>
  %lo = arith.constant dense<-128> : tensor<2x2xi32>
  %hi = arith.constant dense<127> : tensor<2x2xi32>
  %e = arith.extsi %a : tensor<2x2xi8> to tensor<2x2xi32>
  %v = tosa.apply_scale %e, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2x2xi32>, tensor<2x2xi32>, tensor<2x2xi8>) -> tensor<2x2xi32>
  %x = arith.maxsi %lo, %v : tensor<2x2xi32>
  %y = arith.minsi %hi, %x : tensor<2x2xi32>
  %r = arith.trunci %y : tensor<2x2xi32> to tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @rescale_signed_input(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<30> : tensor<4xi8>
  %iz = arith.constant dense<-128> : tensor<4xi32>
  %lo = arith.constant dense<-128> : tensor<4xi32>
  %hi = arith.constant dense<127> : tensor<4xi32>
  %e = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %d = arith.subi %e, %iz : tensor<4xi32>
  %v = tosa.apply_scale %d, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %x = arith.maxsi %lo, %v : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_zero_point_dropped(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = arith.constant dense<1073741824> : tensor<4xi32>
  %s = arith.constant dense<30> : tensor<4xi8>
  %lo = arith.constant dense<-128> : tensor<4xi32>
  %hi = arith.constant dense<127> : tensor<4xi32>
  %e = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %v = tosa.apply_scale %e, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  %x = arith.maxsi %lo, %v : tensor<4xi32>
  %y = arith.minsi %hi, %x : tensor<4xi32>
  %r = arith.trunci %y : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
