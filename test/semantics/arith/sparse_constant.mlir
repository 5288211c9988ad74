// arith.constant with a sparse elements attribute (BuiltinAttributes.td,
// SparseElementsAttr: "The attribute uses COO (coordinate list) encoding ...
// the indices of the elements in the sparse tensor that contains non-zero
// values"; its example shows zeros elsewhere), on tensors and vectors: the
// listed elements have their values (a splat of values gives each one), and
// every other element is zero, +0.0 for floats (src/semantics/sparse.rs). A
// large tensor (over 4096 elements) stays sparse: an elementwise op on it is
// checked at one symbolic point, the constant's element there chosen among
// the listed values and zero. ODS is silent on an index listed twice: that
// is unsupported, named. The plugin run checks canonicalize, which folds
// arith ops and tensor.extract on sparse constants into dense ones.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %t/canon.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not='(unchanged)'

// CHECK-DAG: @sparse_i32_is_dense: valid{{$}}
// CHECK-DAG: @sparse_f32_vector: valid (abstract floating point)
// CHECK-DAG: @sparse_splat_values: valid{{$}}
// CHECK-DAG: @sparse_index_order: valid (abstract floating point)
// CHECK-DAG: @sparse_index_elements: valid{{$}}
// CHECK-DAG: @large_sparse_add: valid{{$}}
// CHECK-DAG: @large_sparse_f32: valid (IEEE-754)
// CHECK-DAG: @sparse_zero_is_plus_zero: invalid: target result #0 is [1.0 (0x3f800000), -0.0 (0x80000000)] where the source result is [1.0 (0x3f800000), 0.0 (0x00000000)]
// CHECK-DAG: @sparse_one_element_wrong: invalid: target result #0 (tensor<3x4xi32>) differs at [2, 3]: target 7 (0x00000007), source 4294967289 / -7 (0xfffffff9)
// CHECK-DAG: @sparse_index_moved: invalid: target result #0 (tensor<2x2xi8>) differs at [0, 1]: target 0 (0x00), source 9 (0x09)
// CHECK-DAG: @large_sparse_value_wrong: invalid: target result #0 (tensor<100x100xi32>) differs at [99, 98]: target 3 (0x00000003), source 2 (0x00000002)
// CHECK-DAG: @sparse_index_twice: unsupported: source: {{.*}}not modelled: an index listed twice
// CHECK: summary: 7 valid, 4 invalid, 1 unsupported, 0 inconclusive

// CANON-DAG: @add_folds is valid{{$}}
// CANON-DAG: @extract_folds is valid{{$}}
// CANON-DAG: @vector_mulf_folds is valid (abstract floating point)
// CANON-DAG: @cmp_folds is valid{{$}}
// CANON-DAG: @large_unchanged is valid{{$}}

//--- src.mlir
func.func @sparse_i32_is_dense() -> tensor<3x4xi32> {
  %c = arith.constant sparse<[[0, 1], [2, 3]], [5, -7]> : tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
func.func @sparse_f32_vector() -> vector<4xf32> {
  %c = arith.constant sparse<[[1]], [2.5]> : vector<4xf32>
  return %c : vector<4xf32>
}
func.func @sparse_splat_values() -> tensor<2x2xi8> {
  %c = arith.constant sparse<[[0, 0], [1, 1]], 3> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}
func.func @sparse_index_order(%x: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %c = arith.constant sparse<[[1, 2], [0, 0]], [-1.5, 4.0]> : tensor<2x3xf16>
  %r = arith.mulf %x, %c : tensor<2x3xf16>
  return %r : tensor<2x3xf16>
}
func.func @sparse_index_elements() -> vector<3xindex> {
  %c = arith.constant sparse<[[2]], [-1]> : vector<3xindex>
  return %c : vector<3xindex>
}
func.func @sparse_zero_is_plus_zero() -> vector<2xf32> {
  %c = arith.constant sparse<[[0]], [1.0]> : vector<2xf32>
  return %c : vector<2xf32>
}
func.func @sparse_one_element_wrong() -> tensor<3x4xi32> {
  %c = arith.constant sparse<[[0, 1], [2, 3]], [5, -7]> : tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
func.func @sparse_index_moved() -> tensor<2x2xi8> {
  %c = arith.constant sparse<[[0, 1]], [9]> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}
func.func @large_sparse_add(%x: tensor<100x100xi32>) -> tensor<100x100xi32> {
  %c = arith.constant sparse<[[0, 0], [99, 98]], [1, 2]> : tensor<100x100xi32>
  %r = arith.addi %x, %c : tensor<100x100xi32>
  return %r : tensor<100x100xi32>
}
func.func @large_sparse_f32(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %c = arith.constant sparse<[[3, 5]], [0.5]> : tensor<64x128xf32>
  %r = arith.mulf %x, %c : tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
func.func @large_sparse_value_wrong(%x: tensor<100x100xi32>) -> tensor<100x100xi32> {
  %c = arith.constant sparse<[[0, 0], [99, 98]], [1, 2]> : tensor<100x100xi32>
  %r = arith.addi %x, %c : tensor<100x100xi32>
  return %r : tensor<100x100xi32>
}
func.func @sparse_index_twice() -> tensor<2x2xi8> {
  %c = arith.constant sparse<[[0, 0], [0, 0]], [3, 4]> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}

//--- tgt.mlir
func.func @sparse_i32_is_dense() -> tensor<3x4xi32> {
  %c = arith.constant dense<[[0, 5, 0, 0], [0, 0, 0, 0], [0, 0, 0, -7]]> : tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
func.func @sparse_f32_vector() -> vector<4xf32> {
  %c = arith.constant dense<[0.0, 2.5, 0.0, 0.0]> : vector<4xf32>
  return %c : vector<4xf32>
}
func.func @sparse_splat_values() -> tensor<2x2xi8> {
  %c = arith.constant dense<[[3, 0], [0, 3]]> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}
func.func @sparse_index_order(%x: tensor<2x3xf16>) -> tensor<2x3xf16> {
  %c = arith.constant sparse<[[0, 0], [1, 2]], [4.0, -1.5]> : tensor<2x3xf16>
  %r = arith.mulf %c, %x : tensor<2x3xf16>
  return %r : tensor<2x3xf16>
}
func.func @sparse_index_elements() -> vector<3xindex> {
  %c = arith.constant dense<[0, 0, -1]> : vector<3xindex>
  return %c : vector<3xindex>
}
func.func @sparse_zero_is_plus_zero() -> vector<2xf32> {
  %c = arith.constant dense<[1.0, -0.0]> : vector<2xf32>
  return %c : vector<2xf32>
}
func.func @sparse_one_element_wrong() -> tensor<3x4xi32> {
  %c = arith.constant dense<[[0, 5, 0, 0], [0, 0, 0, 0], [0, 0, 0, 7]]> : tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
func.func @sparse_index_moved() -> tensor<2x2xi8> {
  %c = arith.constant sparse<[[1, 0]], [9]> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}
func.func @large_sparse_add(%x: tensor<100x100xi32>) -> tensor<100x100xi32> {
  %c = arith.constant sparse<[[99, 98], [0, 0]], [2, 1]> : tensor<100x100xi32>
  %r = arith.addi %c, %x : tensor<100x100xi32>
  return %r : tensor<100x100xi32>
}
func.func @large_sparse_f32(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %c = arith.constant sparse<[[3, 5]], [0.5]> : tensor<64x128xf32>
  %r = arith.mulf %c, %x : tensor<64x128xf32>
  return %r : tensor<64x128xf32>
}
func.func @large_sparse_value_wrong(%x: tensor<100x100xi32>) -> tensor<100x100xi32> {
  %c = arith.constant sparse<[[0, 0], [99, 98]], [1, 3]> : tensor<100x100xi32>
  %r = arith.addi %x, %c : tensor<100x100xi32>
  return %r : tensor<100x100xi32>
}
func.func @sparse_index_twice() -> tensor<2x2xi8> {
  %c = arith.constant dense<[[3, 0], [0, 0]]> : tensor<2x2xi8>
  return %c : tensor<2x2xi8>
}

//--- canon.mlir
func.func @add_folds() -> tensor<2x2xi8> {
  %c = arith.constant sparse<[[0, 0], [1, 1]], [3, 4]> : tensor<2x2xi8>
  %d = arith.addi %c, %c : tensor<2x2xi8>
  return %d : tensor<2x2xi8>
}
func.func @extract_folds(%i: index) -> (i8, i8) {
  %c = arith.constant sparse<[[0, 0], [1, 1]], [3, 4]> : tensor<2x2xi8>
  %i1 = arith.constant 1 : index
  %i0 = arith.constant 0 : index
  %e = tensor.extract %c[%i1, %i1] : tensor<2x2xi8>
  %z = tensor.extract %c[%i1, %i0] : tensor<2x2xi8>
  return %e, %z : i8, i8
}
func.func @vector_mulf_folds() -> vector<3xf32> {
  %c = arith.constant sparse<[[2]], [1.5]> : vector<3xf32>
  %two = arith.constant dense<2.0> : vector<3xf32>
  %d = arith.mulf %c, %two : vector<3xf32>
  return %d : vector<3xf32>
}
func.func @cmp_folds() -> vector<4xi1> {
  %c = arith.constant sparse<[[1], [3]], [-2, 7]> : vector<4xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %d = arith.cmpi slt, %c, %z : vector<4xi32>
  return %d : vector<4xi1>
}
func.func @large_unchanged(%x: tensor<100x100xi32>) -> tensor<100x100xi32> {
  %c = arith.constant sparse<[[0, 0], [99, 98]], [1, 2]> : tensor<100x100xi32>
  %z = arith.constant dense<0> : tensor<100x100xi32>
  %s = arith.addi %c, %z : tensor<100x100xi32>
  %r = arith.addi %x, %s : tensor<100x100xi32>
  return %r : tensor<100x100xi32>
}
