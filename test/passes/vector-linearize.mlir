// Upstream MLIR 22 `--test-vector-linearize` and
// `--test-bit-width-constrained-vector-linearize` (module passes) turn n-D
// vector code into 1-D code between vector.shape_casts: elementwise ops on the
// flattened vectors, vector.extract / insert / extract_strided_slice /
// insert_strided_slice / shuffle into one vector.shuffle of the flattened
// operands, vector.bitcast per flattened row, vector.create_mask with a unit
// leading dimension into a 1-D mask. Rules: shape_cast keeps row-major order,
// shuffle indexes the concatenation, strided slices and bitcast as in
// test/semantics/vector/ (VectorOps.td). Scalable vectors are checked per
// vscale. Every rewrite must be valid (not unchanged); then a hand-mutated
// copy of each pass output must be caught through the CLI.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-vector-linearize" remarks=true})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="test-bit-width-constrained-vector-linearize" remarks=true})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BITS --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %mlir-refine %t/input.mlir %t/mutant.mlir > %t/out.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MUT < %t/out.txt

// CHECK: stage 'test-vector-linearize': @add is valid{{$}}
// CHECK: stage 'test-vector-linearize': @extract is valid{{$}}
// CHECK: stage 'test-vector-linearize': @insert_strided is valid{{$}}
// CHECK: stage 'test-vector-linearize': @shuffle_rows is valid{{$}}
// CHECK: stage 'test-vector-linearize': @bitcast_rows is valid{{$}}
// CHECK: stage 'test-vector-linearize': @create_mask_unit is valid{{$}}
// CHECK: stage 'test-vector-linearize': @select_f32 is valid (abstract floating point){{$}}
// CHECK: stage 'test-vector-linearize': @add_scalable is valid (bounded: vscale <= 4){{$}}

// BITS: stage 'test-bit-width-constrained-vector-linearize': @add is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @extract is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @insert_strided is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @shuffle_rows is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @bitcast_rows is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @create_mask_unit is valid{{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @select_f32 is valid (abstract floating point){{$}}
// BITS: stage 'test-bit-width-constrained-vector-linearize': @add_scalable is valid (bounded: vscale <= 4){{$}}

// MUT-DAG: @add: invalid: target result #0 is
// MUT-DAG: @extract: invalid: target result #0 is
// MUT-DAG: @insert_strided: invalid: target result #0 is
// MUT-DAG: @shuffle_rows: invalid: target result #0 is
// MUT-DAG: @bitcast_rows: invalid: target result #0 is
// MUT-DAG: @create_mask_unit: invalid: target result #0 is
// MUT-DAG: @select_f32: invalid: target result #0 is
// MUT-DAG: @add_scalable: invalid: {{.*}} (with vscale = 1)
// MUT: summary: 0 valid, 8 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
func.func @add(%a: vector<2x4xi8>, %b: vector<2x4xi8>) -> vector<2x4xi8> {
  %r = arith.addi %a, %b : vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @extract(%a: vector<2x3x4xi8>) -> vector<4xi8> {
  %r = vector.extract %a[1, 2] : vector<4xi8> from vector<2x3x4xi8>
  return %r : vector<4xi8>
}
func.func @insert_strided(%v: vector<2x2xi8>, %a: vector<4x4xi8>) -> vector<4x4xi8> {
  %r = vector.insert_strided_slice %v, %a {offsets = [1, 2], strides = [1, 1]} : vector<2x2xi8> into vector<4x4xi8>
  return %r : vector<4x4xi8>
}
func.func @shuffle_rows(%a: vector<2x4xi8>, %b: vector<2x4xi8>) -> vector<3x4xi8> {
  %r = vector.shuffle %a, %b [3, 0, 1] : vector<2x4xi8>, vector<2x4xi8>
  return %r : vector<3x4xi8>
}
func.func @bitcast_rows(%a: vector<2x4xi8>) -> vector<2x2xi16> {
  %r = vector.bitcast %a : vector<2x4xi8> to vector<2x2xi16>
  return %r : vector<2x2xi16>
}
func.func @create_mask_unit(%n: index) -> vector<1x4xi1> {
  %c1 = arith.constant 1 : index
  %r = vector.create_mask %c1, %n : vector<1x4xi1>
  return %r : vector<1x4xi1>
}
func.func @select_f32(%c: vector<2x4xi1>, %a: vector<2x4xf32>, %b: vector<2x4xf32>) -> vector<2x4xf32> {
  %r = arith.select %c, %a, %b : vector<2x4xi1>, vector<2x4xf32>
  return %r : vector<2x4xf32>
}
func.func @add_scalable(%a: vector<2x[4]xi8>, %b: vector<2x[4]xi8>) -> vector<2x[4]xi8> {
  %r = arith.addi %a, %b : vector<2x[4]xi8>
  return %r : vector<2x[4]xi8>
}

//--- mutant.mlir
// The pass's output, each function with one mistake.
func.func @add(%arg0: vector<2x4xi8>, %arg1: vector<2x4xi8>) -> vector<2x4xi8> {
  %0 = vector.shape_cast %arg1 : vector<2x4xi8> to vector<8xi8>
  %1 = vector.shape_cast %arg0 : vector<2x4xi8> to vector<8xi8>
  %2 = arith.subi %1, %0 : vector<8xi8>
  %3 = vector.shape_cast %2 : vector<8xi8> to vector<2x4xi8>
  return %3 : vector<2x4xi8>
}
func.func @extract(%arg0: vector<2x3x4xi8>) -> vector<4xi8> {
  %0 = vector.shape_cast %arg0 : vector<2x3x4xi8> to vector<24xi8>
  %1 = vector.shuffle %0, %0 [16, 17, 18, 19] : vector<24xi8>, vector<24xi8>
  return %1 : vector<4xi8>
}
func.func @insert_strided(%arg0: vector<2x2xi8>, %arg1: vector<4x4xi8>) -> vector<4x4xi8> {
  %0 = vector.shape_cast %arg1 : vector<4x4xi8> to vector<16xi8>
  %1 = vector.shape_cast %arg0 : vector<2x2xi8> to vector<4xi8>
  %2 = vector.shuffle %0, %1 [0, 1, 2, 3, 4, 5, 16, 17, 8, 9, 19, 18, 12, 13, 14, 15] : vector<16xi8>, vector<4xi8>
  %3 = vector.shape_cast %2 : vector<16xi8> to vector<4x4xi8>
  return %3 : vector<4x4xi8>
}
func.func @shuffle_rows(%arg0: vector<2x4xi8>, %arg1: vector<2x4xi8>) -> vector<3x4xi8> {
  %0 = vector.shape_cast %arg1 : vector<2x4xi8> to vector<8xi8>
  %1 = vector.shape_cast %arg0 : vector<2x4xi8> to vector<8xi8>
  %2 = vector.shuffle %0, %1 [12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7] : vector<8xi8>, vector<8xi8>
  %3 = vector.shape_cast %2 : vector<12xi8> to vector<3x4xi8>
  return %3 : vector<3x4xi8>
}
func.func @bitcast_rows(%arg0: vector<2x4xi8>) -> vector<2x2xi16> {
  %0 = vector.shape_cast %arg0 : vector<2x4xi8> to vector<8xi8>
  %s = vector.shuffle %0, %0 [1, 0, 3, 2, 5, 4, 7, 6] : vector<8xi8>, vector<8xi8>
  %1 = vector.bitcast %s : vector<8xi8> to vector<4xi16>
  %2 = vector.shape_cast %1 : vector<4xi16> to vector<2x2xi16>
  return %2 : vector<2x2xi16>
}
func.func @create_mask_unit(%arg0: index) -> vector<1x4xi1> {
  %c1 = arith.constant 1 : index
  %n = arith.addi %arg0, %c1 : index
  %0 = vector.create_mask %n : vector<4xi1>
  %1 = vector.shape_cast %0 : vector<4xi1> to vector<1x4xi1>
  return %1 : vector<1x4xi1>
}
func.func @select_f32(%arg0: vector<2x4xi1>, %arg1: vector<2x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %arg1 : vector<2x4xf32> to vector<8xf32>
  %2 = vector.shape_cast %arg0 : vector<2x4xi1> to vector<8xi1>
  %3 = arith.select %2, %0, %1 : vector<8xi1>, vector<8xf32>
  %4 = vector.shape_cast %3 : vector<8xf32> to vector<2x4xf32>
  return %4 : vector<2x4xf32>
}
func.func @add_scalable(%arg0: vector<2x[4]xi8>, %arg1: vector<2x[4]xi8>) -> vector<2x[4]xi8> {
  %0 = vector.shape_cast %arg1 : vector<2x[4]xi8> to vector<[8]xi8>
  %1 = vector.shape_cast %arg0 : vector<2x[4]xi8> to vector<[8]xi8>
  %2 = arith.addi %1, %0 : vector<[8]xi8>
  %t = vector.shape_cast %2 : vector<[8]xi8> to vector<[4]x2xi8>
  %u = vector.transpose %t, [1, 0] : vector<[4]x2xi8> to vector<2x[4]xi8>
  return %u : vector<2x[4]xi8>
}
