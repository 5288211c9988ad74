// tosa.maximum, tosa.minimum (§3), tosa.clamp (§5), tosa.equal,
// tosa.greater, tosa.greater_equal and tosa.select (§6) of TOSA 1.0 (via
// ../shared/reference/tosa.md). Integers compare signed. Floats: PROPAGATE
// gives NaN for a NaN operand, IGNORE the other operand; -0 and +0 compare
// equal, and "a zero from MAX/MIN/CLAMP may have either sign" (a choice of
// the op, so arith.maximumf's +0 refines it, but not the other way). CLAMP
// is min_s(max_s(x, min_val), max_val): with IGNORE a NaN gives min_val.
// Comparisons of floats are ordered. Targets are tosa-to-linalg's bodies on
// whole tensors.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @max_int: valid{{$}}
// CHECK-DAG: @min_float: valid ({{.*}})
// CHECK-DAG: @max_float_ignore_lowered: valid ({{.*}})
// CHECK-DAG: @clamp_i8_lowered: valid{{$}}
// CHECK-DAG: @clamp_float_ignore_lowered: valid ({{.*}})
// CHECK-DAG: @clamp_float_propagate_lowered: valid ({{.*}})
// CHECK-DAG: @compare_lowered: valid ({{.*}})
// CHECK-DAG: @select_lowered: valid{{$}}
// CHECK-DAG: @max_unsigned: invalid: target result #0 (tensor<4xi32>) differs at [{{[0-9]}}]
// CHECK-DAG: @max_float_ignore_as_propagate: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]: target NaN
// CHECK-DAG: @minimumf_to_minimum: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]
// CHECK-DAG: @clamp_ignore_nan_to_max: invalid: target result #0 (tensor<2xf32>) differs at [{{[0-9]}}]: target 6.0
// CHECK-DAG: @greater_unsigned: invalid: target result #0 (tensor<4xi1>) differs at [{{[0-9]}}]
// CHECK-DAG: @equal_unordered: invalid: target result #0 (tensor<4xi1>) differs at [{{[0-9]}}]
// CHECK-DAG: @select_swapped: invalid: target result #0 (tensor<2x2xi8>) differs at [{{[0-9]}}, {{[0-9]}}]
// CHECK: summary: 8 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @max_int(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.maximum %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @min_float(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.minimum %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @max_float_ignore_lowered(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_i8_lowered(%a: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.clamp %a {min_val = -3 : i8, max_val = 7 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @clamp_float_ignore_lowered(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_float_propagate_lowered(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @compare_lowered(%a: tensor<4xi32>, %b: tensor<1xi32>, %x: tensor<4xf32>, %y: tensor<4xf32>)
    -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %0 = tosa.equal %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi1>
  %1 = tosa.greater %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi1>
  %2 = tosa.greater_equal %a, %b : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi1>
  %3 = tosa.equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %4 = tosa.greater %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %5 = tosa.greater_equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
func.func @select_lowered(%p: tensor<1x2xi1>, %a: tensor<2x2xi8>, %b: tensor<2x1xi8>) -> tensor<2x2xi8> {
  %r = tosa.select %p, %a, %b : (tensor<1x2xi1>, tensor<2x2xi8>, tensor<2x1xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @max_unsigned(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.maximum %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @max_float_ignore_as_propagate(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// minimumf gives -0 for -0 and +0; tosa.minimum may give either.
func.func @minimumf_to_minimum(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.minimumf %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_ignore_nan_to_max(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32, nan_mode = IGNORE} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @greater_unsigned(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.greater %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @equal_unordered(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %r = tosa.equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @select_swapped(%p: tensor<2x2xi1>, %a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = tosa.select %p, %a, %b : (tensor<2x2xi1>, tensor<2x2xi8>, tensor<2x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
//--- tgt.mlir
func.func @max_int(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.maxsi %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @min_float(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.minimumf %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @max_float_ignore_lowered(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %m = arith.maximumf %a, %b : tensor<2xf32>
  %na = arith.cmpf uno, %a, %a : tensor<2xf32>
  %nb = arith.cmpf uno, %b, %b : tensor<2xf32>
  %s = arith.select %na, %b, %m : tensor<2xi1>, tensor<2xf32>
  %r = arith.select %nb, %a, %s : tensor<2xi1>, tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_i8_lowered(%a: tensor<4xi8>) -> tensor<4xi8> {
  %lo = arith.constant dense<-3> : tensor<4xi8>
  %hi = arith.constant dense<7> : tensor<4xi8>
  %m = arith.maxsi %lo, %a : tensor<4xi8>
  %r = arith.minsi %hi, %m : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @clamp_float_ignore_lowered(%a: tensor<2xf32>) -> tensor<2xf32> {
  %lo = arith.constant dense<-1.0> : tensor<2xf32>
  %hi = arith.constant dense<6.0> : tensor<2xf32>
  %m = arith.minimumf %a, %hi : tensor<2xf32>
  %c = arith.maximumf %m, %lo : tensor<2xf32>
  %n = arith.cmpf uno, %a, %a : tensor<2xf32>
  %r = arith.select %n, %lo, %c : tensor<2xi1>, tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_float_propagate_lowered(%a: tensor<2xf32>) -> tensor<2xf32> {
  %lo = arith.constant dense<-1.0> : tensor<2xf32>
  %hi = arith.constant dense<6.0> : tensor<2xf32>
  %m = arith.minimumf %a, %hi : tensor<2xf32>
  %r = arith.maximumf %m, %lo : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @compare_lowered(%a: tensor<4xi32>, %b: tensor<1xi32>, %x: tensor<4xf32>, %y: tensor<4xf32>)
    -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %e = tensor.concat dim(0) %b, %b, %b, %b : (tensor<1xi32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  %0 = arith.cmpi eq, %a, %e : tensor<4xi32>
  %1 = arith.cmpi sgt, %a, %e : tensor<4xi32>
  %2 = arith.cmpi sge, %a, %e : tensor<4xi32>
  %3 = arith.cmpf oeq, %x, %y : tensor<4xf32>
  %4 = arith.cmpf ogt, %x, %y : tensor<4xf32>
  %5 = arith.cmpf oge, %x, %y : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}
func.func @select_lowered(%p: tensor<1x2xi1>, %a: tensor<2x2xi8>, %b: tensor<2x1xi8>) -> tensor<2x2xi8> {
  %pp = tensor.concat dim(0) %p, %p : (tensor<1x2xi1>, tensor<1x2xi1>) -> tensor<2x2xi1>
  %bb = tensor.concat dim(1) %b, %b : (tensor<2x1xi8>, tensor<2x1xi8>) -> tensor<2x2xi8>
  %r = arith.select %pp, %a, %bb : tensor<2x2xi1>, tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @max_unsigned(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.maxui %a, %b : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @max_float_ignore_as_propagate(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.maximumf %a, %b : tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @minimumf_to_minimum(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.minimum %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @clamp_ignore_nan_to_max(%a: tensor<2xf32>) -> tensor<2xf32> {
  %lo = arith.constant dense<-1.0> : tensor<2xf32>
  %hi = arith.constant dense<6.0> : tensor<2xf32>
  %m = arith.minimumf %a, %hi : tensor<2xf32>
  %c = arith.maximumf %m, %lo : tensor<2xf32>
  %n = arith.cmpf uno, %a, %a : tensor<2xf32>
  %r = arith.select %n, %hi, %c : tensor<2xi1>, tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @greater_unsigned(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = arith.cmpi ugt, %a, %b : tensor<4xi32>
  return %r : tensor<4xi1>
}
func.func @equal_unordered(%x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xi1> {
  %r = arith.cmpf ueq, %x, %y : tensor<4xf32>
  return %r : tensor<4xi1>
}
func.func @select_swapped(%p: tensor<2x2xi1>, %a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = arith.select %p, %b, %a : tensor<2x2xi1>, tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
