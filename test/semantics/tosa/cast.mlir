// tosa.cast (TOSA 1.0 §7 via ../shared/reference/tosa.md): bool to integer
// is 0/1, integer to bool is x != 0, integers sign-extend or truncate (wrap);
// integer to float rounds to nearest; float to integer REQUIREs a value that
// is not NaN (UB), rounds to nearest even and saturates (±inf too); float to
// float rounds to nearest even (the encoder's choice within the
// specification's error bound). Targets are tosa-to-linalg's bodies on
// whole tensors.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @int_casts_lowered: valid{{$}}
// CHECK-DAG: @to_float_lowered: valid ({{.*}})
// CHECK-DAG: @float_to_i16_lowered: valid ({{.*}})
// CHECK-DAG: @float_to_i32_lowered: valid ({{.*}})
// CHECK-DAG: @float_narrowed_lowered: valid ({{.*}})
// CHECK-DAG: @bool_sign_extended: invalid: target result #0 (tensor<4xi16>) differs at [{{[0-9]}}]
// CHECK-DAG: @float_to_int_truncated: invalid: target result #0 (tensor<2xi16>) differs at [{{[0-9]}}]
// CHECK-DAG: @float_to_int_unsaturated: invalid: target result #0 (tensor<4xi8>) differs at [{{[0-9]}}]: target poison
// CHECK-DAG: @fptosi_to_cast: invalid: the target has undefined behaviour (tosa.cast of NaN to an integer (REQUIRE), or of poison at element [{{[0-9]}}]) where the source has none
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @int_casts_lowered(%a: tensor<4xi32>, %b: tensor<4xi1>, %c: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi1>, tensor<4xi16>, tensor<4xi32>) {
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi8>
  %1 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi1>
  %2 = tosa.cast %b : (tensor<4xi1>) -> tensor<4xi16>
  %3 = tosa.cast %c : (tensor<4xi8>) -> tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xi8>, tensor<4xi1>, tensor<4xi16>, tensor<4xi32>
}
func.func @to_float_lowered(%a: tensor<4xi32>, %x: tensor<4xf16>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tosa.cast %a : (tensor<4xi32>) -> tensor<4xf32>
  %1 = tosa.cast %x : (tensor<4xf16>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @float_to_i16_lowered(%x: tensor<2xf32>) -> tensor<2xi16> {
  %r = tosa.cast %x : (tensor<2xf32>) -> tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @float_to_i32_lowered(%x: tensor<2xf32>) -> tensor<2xi32> {
  %r = tosa.cast %x : (tensor<2xf32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @float_narrowed_lowered(%x: tensor<4xf32>) -> tensor<4xbf16> {
  %r = tosa.cast %x : (tensor<4xf32>) -> tensor<4xbf16>
  return %r : tensor<4xbf16>
}
func.func @bool_sign_extended(%b: tensor<4xi1>) -> tensor<4xi16> {
  %r = tosa.cast %b : (tensor<4xi1>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @float_to_int_truncated(%x: tensor<2xf32>) -> tensor<2xi16> {
  %r = tosa.cast %x : (tensor<2xf32>) -> tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @float_to_int_unsaturated(%x: tensor<4xf32>) -> tensor<4xi8> {
  %r = tosa.cast %x : (tensor<4xf32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// arith.fptosi gives poison for NaN; tosa.cast of NaN is UB.
func.func @fptosi_to_cast(%x: tensor<4xf32>) -> tensor<4xi8> {
  %r = arith.fptosi %x : tensor<4xf32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
//--- tgt.mlir
func.func @int_casts_lowered(%a: tensor<4xi32>, %b: tensor<4xi1>, %c: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi1>, tensor<4xi16>, tensor<4xi32>) {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %0 = arith.trunci %a : tensor<4xi32> to tensor<4xi8>
  %1 = arith.cmpi ne, %a, %zero : tensor<4xi32>
  %2 = arith.extui %b : tensor<4xi1> to tensor<4xi16>
  %3 = arith.extsi %c : tensor<4xi8> to tensor<4xi32>
  return %0, %1, %2, %3 : tensor<4xi8>, tensor<4xi1>, tensor<4xi16>, tensor<4xi32>
}
func.func @to_float_lowered(%a: tensor<4xi32>, %x: tensor<4xf16>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = arith.sitofp %a : tensor<4xi32> to tensor<4xf32>
  %1 = arith.extf %x : tensor<4xf16> to tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}
func.func @float_to_i16_lowered(%x: tensor<2xf32>) -> tensor<2xi16> {
  %lo = arith.constant dense<-3.276800e+04> : tensor<2xf32>
  %hi = arith.constant dense<3.276700e+04> : tensor<2xf32>
  %r0 = math.roundeven %x : tensor<2xf32>
  %m = arith.minimumf %r0, %hi : tensor<2xf32>
  %c = arith.maximumf %m, %lo : tensor<2xf32>
  %r = arith.fptosi %c : tensor<2xf32> to tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @float_to_i32_lowered(%x: tensor<2xf32>) -> tensor<2xi32> {
  %lo = arith.constant dense<-2.14748365E+9> : tensor<2xf32>
  %hi = arith.constant dense<2.14748365E+9> : tensor<2xf32>
  %max = arith.constant dense<2147483647> : tensor<2xi32>
  %r0 = math.roundeven %x : tensor<2xf32>
  %c = arith.maximumf %r0, %lo : tensor<2xf32>
  %i = arith.fptosi %c : tensor<2xf32> to tensor<2xi32>
  %big = arith.cmpf uge, %r0, %hi : tensor<2xf32>
  %r = arith.select %big, %max, %i : tensor<2xi1>, tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @float_narrowed_lowered(%x: tensor<4xf32>) -> tensor<4xbf16> {
  %r = arith.truncf %x : tensor<4xf32> to tensor<4xbf16>
  return %r : tensor<4xbf16>
}
func.func @bool_sign_extended(%b: tensor<4xi1>) -> tensor<4xi16> {
  %r = arith.extsi %b : tensor<4xi1> to tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @float_to_int_truncated(%x: tensor<2xf32>) -> tensor<2xi16> {
  %lo = arith.constant dense<-3.276800e+04> : tensor<2xf32>
  %hi = arith.constant dense<3.276700e+04> : tensor<2xf32>
  %m = arith.minimumf %x, %hi : tensor<2xf32>
  %c = arith.maximumf %m, %lo : tensor<2xf32>
  %r = arith.fptosi %c : tensor<2xf32> to tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @float_to_int_unsaturated(%x: tensor<4xf32>) -> tensor<4xi8> {
  %r0 = math.roundeven %x : tensor<4xf32>
  %r = arith.fptosi %r0 : tensor<4xf32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @fptosi_to_cast(%x: tensor<4xf32>) -> tensor<4xi8> {
  %r = tosa.cast %x : (tensor<4xf32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
