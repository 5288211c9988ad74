// What the tosa encoder does not model is unsupported, named, never valid:
// ops without a rule (scatter, transpose_conv2d, ...), INEXACT_ROUND (a range of
// results), a table of a size TABLE does not allow (ERROR_IF), shapes
// computed by the shape ops, and an i64 mul with a shift that may be
// non-zero. (MLIR's verifiers
// already reject most static ERROR_IFs and shape operands that are not
// compile-time constants; the encoder is unsupported on those too.)
//
// The target is each function with an unused constant added (an unchanged
// pair would be valid by reflexivity, without being encoded).
// RUN: sed -e 's/^func.func .*{$/&\n  %%unused = arith.constant 0 : i8/' %s > %t.tgt.mlir
// RUN: %mlir-refine %s %t.tgt.mlir > %t.out 2> %t.err; test $? -eq 3
// RUN: FileCheck %s < %t.out

// CHECK-DAG: @scatter: unsupported: source: op 'tosa.scatter' is not modelled
// CHECK-DAG: @transpose_conv2d: unsupported: source: op 'tosa.transpose_conv2d' is not modelled
// CHECK-DAG: @inexact_round: unsupported: source: 'tosa.rescale' with rounding_mode INEXACT_ROUND (a range of results) is not modelled
// CHECK-DAG: @table_512: unsupported: source: 'tosa.table' from i8 to i8 with 512 entries is not modelled (TABLE: i8 to i8 with 256, i16 to i32 with 513)
// CHECK-DAG: @shape_arithmetic: unsupported: source: op 'tosa.add_shape' is not modelled
// CHECK-DAG: @mul_i64_shift: unsupported: source: 'tosa.mul' on i64 with a shift that may be non-zero is not modelled
// CHECK: summary: 0 valid, 0 invalid, 6 unsupported, 0 inconclusive

func.func @scatter(%v: tensor<1x2x1xi8>, %i: tensor<1x1xi32>, %x: tensor<1x1x1xi8>) -> tensor<1x2x1xi8> {
  %r = tosa.scatter %v, %i, %x : (tensor<1x2x1xi8>, tensor<1x1xi32>, tensor<1x1x1xi8>) -> tensor<1x2x1xi8>
  return %r : tensor<1x2x1xi8>
}
func.func @transpose_conv2d(%x: tensor<1x2x2x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @inexact_round(%a: tensor<2xi32>) -> tensor<2xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @table_512(%a: tensor<6xi8>, %t: tensor<512xi8>) -> tensor<6xi8> {
  %r = tosa.table %a, %t : (tensor<6xi8>, tensor<512xi8>) -> tensor<6xi8>
  return %r : tensor<6xi8>
}
func.func @mul_i64_shift(%a: tensor<2xi64>, %b: tensor<2xi64>, %s: tensor<1xi8>) -> tensor<2xi64> {
  %r = tosa.mul %a, %b, %s : (tensor<2xi64>, tensor<2xi64>, tensor<1xi8>) -> tensor<2xi64>
  return %r : tensor<2xi64>
}
func.func @shape_arithmetic(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %s = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %u = tosa.add_shape %s, %t : (!tosa.shape<2>, !tosa.shape<2>) -> !tosa.shape<2>
  %r = tosa.reshape %a, %u : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  return %r : tensor<3x2xi8>
}
