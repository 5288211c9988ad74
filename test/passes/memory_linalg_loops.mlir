// Upstream MLIR 22 lowerings of linalg structured ops, checked through the
// plugin on code written for this test:
// - memref.mlir: linalg ops on memrefs (add, sub, mul, fill, copy, matmul at
//   4x4 on i32 and f32, a generic row-sum reduction, a generic max
//   reduction on f32, transpose, an op on a local temporary buffer, an op
//   whose output is one of its inputs) through
//   func.func(convert-linalg-to-loops): every op becomes scf.for nests of
//   memref.load/memref.store, in the order the model gives the op's points
//   (lexicographic), so every function must be valid, with distinct memref
//   arguments (the default, which the verdict names) and also when memref
//   arguments of one element type may overlap (memref-alias=may: the loops
//   keep the op's order of loads and stores, so aliasing changes nothing).
// - tensor.mlir: the same kinds of ops on tensors (with tensor.empty,
//   tensor.insert, tensor.extract) through the pipeline
//   one-shot-bufferize, func.func(convert-linalg-to-loops), canonicalize,
//   checked stage by stage. Without bufferize-function-boundaries the
//   functions keep their tensor signatures: arguments enter through
//   bufferization.to_buffer and results leave through
//   bufferization.to_tensor of new allocations; an insert into an argument
//   that is still used after it (@t_keep_original) is bufferized with a copy.
//
// - memref.mlir again through func.func(convert-linalg-to-affine-loops):
//   affine.for nests of affine.load/affine.store, the same iterations. (When
//   this test was written the plugin at first answered "unsupported: ... op
//   'affine.for' is not modelled" for every function; the build that models
//   affine.for and affine.if proves them all.)
// Mutants of these lowerings (a swapped loop order, a wrong index, a
// missing copy) are in memory_mutants.mlir.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-linalg-to-loops)" remarks=true})' %t/memref.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LOOPS --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-linalg-to-loops)" remarks=true memref-alias=may})' %t/memref.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALIAS --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-linalg-to-affine-loops)" remarks=true})' %t/memref.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AFFINE --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="one-shot-bufferize,func.func(convert-linalg-to-loops),canonicalize" remarks=true})' %t/tensor.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TENSOR --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// The pipeline's first stage does what is described above:
// RUN: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)' %t/tensor.mlir | FileCheck %s --check-prefix=IR
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(convert-linalg-to-affine-loops))' %t/memref.mlir | FileCheck %s --check-prefix=AFFIR

// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @add is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @sub_2d is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @mul_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @add_in_place is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @fill is valid{{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @copy is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @matmul is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @matmul_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @row_sum is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @row_max_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @transpose is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @local_temp is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// LOOPS-NOT: {{invalid|unsupported|inconclusive}}

// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @add is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @sub_2d is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @mul_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @add_in_place is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @fill is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @copy is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @matmul is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @matmul_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @row_sum is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @row_max_f32 is valid ({{IEEE-754|abstract floating point}}){{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @transpose is valid{{$}}
// ALIAS-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @local_temp is valid{{$}}
// ALIAS-NOT: {{invalid|unsupported|inconclusive}}

// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @add is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @sub_2d is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @mul_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @add_in_place is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @fill is valid{{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @copy is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @matmul is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @matmul_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @row_sum is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @row_max_f32 is valid (assuming distinct memref arguments do not alias (memref-alias=distinct); {{IEEE-754|abstract floating point}}){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @transpose is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-affine-loops)': @local_temp is valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// AFFINE-NOT: {{invalid|unsupported|inconclusive}}

// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_add is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_insert_extract is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_fill_matmul is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_row_sum is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_transpose_insert is valid ({{IEEE-754|abstract floating point}}){{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_in_place_chain is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_keep_original is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'one-shot-bufferize': @t_extract_after_op is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_add is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_insert_extract is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_fill_matmul is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_row_sum is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_transpose_insert is valid ({{IEEE-754|abstract floating point}}){{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_in_place_chain is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_keep_original is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'func.func(convert-linalg-to-loops)': @t_extract_after_op is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_add is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_insert_extract is valid (unchanged){{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_fill_matmul is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_row_sum is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_transpose_insert is valid ({{IEEE-754|abstract floating point}}){{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_in_place_chain is valid{{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_keep_original is valid (unchanged){{$}}
// TENSOR-DAG: remark: verify-translation: stage 'canonicalize': @t_extract_after_op is valid{{$}}
// TENSOR-NOT: {{invalid|unsupported|inconclusive}}

// AFFIR-LABEL: func.func @matmul(
// AFFIR-COUNT-3: affine.for
// AFFIR: affine.load
// AFFIR: affine.store

// IR-LABEL: func.func @t_add(%arg0: tensor<4xi32>, %arg1: tensor<4xi32>) -> tensor<4xi32>
// IR: bufferization.to_buffer %arg1
// IR: bufferization.to_buffer %arg0
// IR: memref.alloc
// IR: linalg.add ins({{.*}}memref<4xi32, strided<[?], offset: ?>>{{.*}}) outs(%{{.*}} : memref<4xi32>)
// IR: bufferization.to_tensor
// IR-LABEL: func.func @t_keep_original
// IR: memref.copy
// IR: memref.store

//--- memref.mlir
// Elementwise ops: one loop per dimension, c[i] = a[i] op b[i].
func.func @add(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @sub_2d(%a: memref<2x3xi16>, %b: memref<2x3xi16>, %c: memref<2x3xi16>) {
  linalg.sub ins(%a, %b : memref<2x3xi16>, memref<2x3xi16>) outs(%c : memref<2x3xi16>)
  return
}
func.func @mul_f32(%a: memref<3xf32>, %b: memref<3xf32>, %c: memref<3xf32>) {
  linalg.mul ins(%a, %b : memref<3xf32>, memref<3xf32>) outs(%c : memref<3xf32>)
  return
}
// The output is the first input: a[i] = a[i] + b[i], in place.
func.func @add_in_place(%a: memref<4xi32>, %b: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%a : memref<4xi32>)
  return
}
func.func @fill(%v: i8, %c: memref<2x4xi8>) {
  linalg.fill ins(%v : i8) outs(%c : memref<2x4xi8>)
  return
}
func.func @copy(%a: memref<3x2xi64>, %c: memref<3x2xi64>) {
  linalg.copy ins(%a : memref<3x2xi64>) outs(%c : memref<3x2xi64>)
  return
}
// c[i][j] += a[i][k] * b[k][j], loops i, j, k (k innermost, the reduction).
func.func @matmul(%a: memref<4x4xi32>, %b: memref<4x4xi32>, %c: memref<4x4xi32>) {
  linalg.matmul ins(%a, %b : memref<4x4xi32>, memref<4x4xi32>) outs(%c : memref<4x4xi32>)
  return
}
// On floats the order of the additions matters: the loops keep k innermost
// and increasing.
func.func @matmul_f32(%a: memref<4x4xf32>, %b: memref<4x4xf32>, %c: memref<4x4xf32>) {
  linalg.matmul ins(%a, %b : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>)
  return
}
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
// s[i] += a[i][j]: a reduction over j into the output buffer.
func.func @row_sum(%a: memref<3x4xi32>, %s: memref<3xi32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<3x4xi32>) outs(%s : memref<3xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  }
  return
}
func.func @row_max_f32(%a: memref<2x3xf32>, %s: memref<2xf32>) {
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<2x3xf32>) outs(%s : memref<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.maximumf %acc, %x : f32
    linalg.yield %y : f32
  }
  return
}
func.func @transpose(%a: memref<2x3xi32>, %t: memref<3x2xi32>) {
  linalg.transpose ins(%a : memref<2x3xi32>) outs(%t : memref<3x2xi32>) permutation = [1, 0]
  return
}
// The op writes a local buffer that one load then reads.
func.func @local_temp(%a: memref<4xi32>, %b: memref<4xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %t = memref.alloc() : memref<4xi32>
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%t : memref<4xi32>)
  %x = memref.load %t[%c2] : memref<4xi32>
  memref.dealloc %t : memref<4xi32>
  return %x : i32
}

//--- tensor.mlir
func.func @t_add(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// The insert is bufferized as a copy of %a and a store; the extract as a load.
func.func @t_insert_extract(%a: tensor<4xi32>, %v: i32) -> (tensor<4xi32>, i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = tensor.insert %v into %a[%c1] : tensor<4xi32>
  %x = tensor.extract %t[%c2] : tensor<4xi32>
  return %t, %x : tensor<4xi32>, i32
}
// fill then matmul into one buffer.
func.func @t_fill_matmul(%a: tensor<4x4xi32>, %b: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4x4xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %r = linalg.matmul ins(%a, %b : tensor<4x4xi32>, tensor<4x4xi32>) outs(%f : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}
#id = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @t_row_sum(%a: tensor<3x4xi32>) -> tensor<3xi32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<3x4xi32>) outs(%f : tensor<3xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @t_transpose_insert(%a: tensor<2x3xf32>, %v: f32) -> tensor<3x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %u = tensor.insert %v into %t[%c1, %c0] : tensor<3x2xf32>
  return %u : tensor<3x2xf32>
}
// Two ops in place on one buffer (the second reads and writes it).
func.func @t_in_place_chain(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = linalg.sub ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%a : tensor<4xi32>) -> tensor<4xi32>
  %s = linalg.mul ins(%r, %b : tensor<4xi32>, tensor<4xi32>) outs(%r : tensor<4xi32>) -> tensor<4xi32>
  return %s : tensor<4xi32>
}
// %a is returned unchanged beside the updated tensor: the insert must not
// write %a's buffer (one-shot-bufferize copies it).
func.func @t_keep_original(%a: tensor<4xi32>, %v: i32) -> (tensor<4xi32>, tensor<4xi32>) {
  %c3 = arith.constant 3 : index
  %t = tensor.insert %v into %a[%c3] : tensor<4xi32>
  return %a, %t : tensor<4xi32>, tensor<4xi32>
}
func.func @t_extract_after_op(%a: tensor<2x2xi32>, %b: tensor<2x2xi32>, %i: index) -> i32 {
  %e = tensor.empty() : tensor<2x2xi32>
  %r = linalg.mul ins(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) outs(%e : tensor<2x2xi32>) -> tensor<2x2xi32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %r[%i, %c1] : tensor<2x2xi32>
  return %x : i32
}
