// vector.scan: "Performs an inclusive/exclusive scan on an n-D vector along a
// single dimension returning an n-D result vector using the given operation
// ... and a specified value for the initial value. The operator returns the
// result of scan as well as the result of the last reduction in the scan"
// (VectorOps.td, ScanOp). ODS does not say where the initial value enters an
// inclusive scan; the encoder follows MLIR's one lowering of the op
// (test-vector-scan-lowering, see reduction_passes_plugin.mlir): along the
// dimension an exclusive scan gives [init, init+x0, ..., init+...+x(n-2)],
// an inclusive scan gives [x0, x0+x1, ...], the initial value taking no
// part, and both accumulate their last element (the last reduction the scan
// makes; the exclusive one never adds x(n-1), as the lowering returns). So
// an inclusive scan that adds the initial value, an exclusive accumulated
// value that adds the last element too and an inclusive scan made exclusive
// are caught.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @exclusive_add: valid{{$}}
// CHECK-DAG: @inclusive_rows: valid{{$}}
// CHECK-DAG: @inclusive_mul_f32_cols: valid
// CHECK-DAG: @inclusive_adds_init: invalid: target result #0 is [
// CHECK-DAG: @exclusive_acc_adds_last: invalid: target result #1 is [
// CHECK-DAG: @inclusive_as_exclusive: invalid: target result #{{[01]}} is [
// CHECK: summary: 3 valid, 3 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @inclusive_adds_init
// DIAG: note: counterexample input %arg0 : vector<2xi8> = [

//--- src.mlir
func.func @exclusive_add(%v: vector<3xi8>, %init: vector<i8>) -> (vector<3xi8>, vector<i8>) {
  %r:2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 0 : i64} : vector<3xi8>, vector<i8>
  return %r#0, %r#1 : vector<3xi8>, vector<i8>
}
func.func @inclusive_rows(%v: vector<2x2xi8>, %init: vector<2xi8>) -> (vector<2x2xi8>, vector<2xi8>) {
  %r:2 = vector.scan <maxsi>, %v, %init {inclusive = true, reduction_dim = 1 : i64} : vector<2x2xi8>, vector<2xi8>
  return %r#0, %r#1 : vector<2x2xi8>, vector<2xi8>
}
func.func @inclusive_mul_f32_cols(%v: vector<2x2xf32>, %init: vector<2xf32>) -> (vector<2x2xf32>, vector<2xf32>) {
  %r:2 = vector.scan <mul>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : vector<2x2xf32>, vector<2xf32>
  return %r#0, %r#1 : vector<2x2xf32>, vector<2xf32>
}
func.func @inclusive_adds_init(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %r:2 = vector.scan <add>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : vector<2xi8>, vector<i8>
  return %r#0, %r#1 : vector<2xi8>, vector<i8>
}
func.func @exclusive_acc_adds_last(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %r:2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 0 : i64} : vector<2xi8>, vector<i8>
  return %r#0, %r#1 : vector<2xi8>, vector<i8>
}
func.func @inclusive_as_exclusive(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %r:2 = vector.scan <xor>, %v, %init {inclusive = true, reduction_dim = 0 : i64} : vector<2xi8>, vector<i8>
  return %r#0, %r#1 : vector<2xi8>, vector<i8>
}

//--- tgt.mlir
func.func @exclusive_add(%v: vector<3xi8>, %init: vector<i8>) -> (vector<3xi8>, vector<i8>) {
  %i = vector.extract %init[] : i8 from vector<i8>
  %x0 = vector.extract %v[0] : i8 from vector<3xi8>
  %x1 = vector.extract %v[1] : i8 from vector<3xi8>
  %o1 = arith.addi %i, %x0 : i8
  %o2 = arith.addi %o1, %x1 : i8
  %o = vector.from_elements %i, %o1, %o2 : vector<3xi8>
  %av = vector.broadcast %o2 : i8 to vector<i8>
  return %o, %av : vector<3xi8>, vector<i8>
}
func.func @inclusive_rows(%v: vector<2x2xi8>, %init: vector<2xi8>) -> (vector<2x2xi8>, vector<2xi8>) {
  %t = vector.transpose %v, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
  %c0 = vector.extract %t[0] : vector<2xi8> from vector<2x2xi8>
  %c1 = vector.extract %t[1] : vector<2xi8> from vector<2x2xi8>
  %m = arith.maxsi %c0, %c1 : vector<2xi8>
  %z = arith.constant dense<0> : vector<2x2xi8>
  %o0 = vector.insert %c0, %z[0] : vector<2xi8> into vector<2x2xi8>
  %o1 = vector.insert %m, %o0[1] : vector<2xi8> into vector<2x2xi8>
  %o = vector.transpose %o1, [1, 0] : vector<2x2xi8> to vector<2x2xi8>
  return %o, %m : vector<2x2xi8>, vector<2xi8>
}
func.func @inclusive_mul_f32_cols(%v: vector<2x2xf32>, %init: vector<2xf32>) -> (vector<2x2xf32>, vector<2xf32>) {
  %r0 = vector.extract %v[0] : vector<2xf32> from vector<2x2xf32>
  %r1 = vector.extract %v[1] : vector<2xf32> from vector<2x2xf32>
  %p = arith.mulf %r0, %r1 : vector<2xf32>
  %o = vector.insert %p, %v[1] : vector<2xf32> into vector<2x2xf32>
  return %o, %p : vector<2x2xf32>, vector<2xf32>
}
func.func @inclusive_adds_init(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %i = vector.extract %init[] : i8 from vector<i8>
  %x0 = vector.extract %v[0] : i8 from vector<2xi8>
  %x1 = vector.extract %v[1] : i8 from vector<2xi8>
  %o0 = arith.addi %i, %x0 : i8
  %o1 = arith.addi %o0, %x1 : i8
  %o = vector.from_elements %o0, %o1 : vector<2xi8>
  %av = vector.broadcast %o1 : i8 to vector<i8>
  return %o, %av : vector<2xi8>, vector<i8>
}
func.func @exclusive_acc_adds_last(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %i = vector.extract %init[] : i8 from vector<i8>
  %x0 = vector.extract %v[0] : i8 from vector<2xi8>
  %x1 = vector.extract %v[1] : i8 from vector<2xi8>
  %o1 = arith.addi %i, %x0 : i8
  %a = arith.addi %o1, %x1 : i8
  %o = vector.from_elements %i, %o1 : vector<2xi8>
  %av = vector.broadcast %a : i8 to vector<i8>
  return %o, %av : vector<2xi8>, vector<i8>
}
func.func @inclusive_as_exclusive(%v: vector<2xi8>, %init: vector<i8>) -> (vector<2xi8>, vector<i8>) {
  %r:2 = vector.scan <xor>, %v, %init {inclusive = false, reduction_dim = 0 : i64} : vector<2xi8>, vector<i8>
  return %r#0, %r#1 : vector<2xi8>, vector<i8>
}
