// Upstream MLIR 22 vector lowerings (func.func passes), checked through the
// plugin; every function below is rewritten by its pass and must be valid;
// then a hand-mutated copy of each pass output must be caught through the
// CLI. Rules (VectorOps.td): vector.shuffle indexes the concatenation of its
// operands and -1 is a poison lane; extract_strided_slice / insert_strided_slice
// take and place a slice at `offsets`; bitcast reinterprets the innermost
// dimension's bits (lanes little-endian, as LLVM's vector bitcast);
// to_elements / from_elements move elements in row-major order; broadcast
// repeats an element; transpose permutes dimensions; arith ops apply per
// element (ArithOps.td).
// - test-vector-shuffle-lowering: a shuffle of operands of different sizes
//   becomes a shuffle that pads the shorter operand (with -1 lanes) and a
//   shuffle of equal sizes;
// - test-vector-extract-strided-slice-lowering: a 1-D extract_strided_slice
//   becomes extracts and inserts;
// - test-vector-break-down-bitcast: a bitcast becomes bitcasts of slices;
// - lower-vector-to-from-elements-to-shuffle-tree: from_elements of
//   to_elements results becomes a tree of shuffles;
// - test-vector-sink-patterns: broadcasts and transposes sink below
//   elementwise ops, and an extract of an elementwise op becomes the op on
//   extracts;
// - lower-vector-mask: a vector.transfer_read inside vector.mask becomes one
//   with the mask as its operand (more in
//   test/semantics/vector/transfer_passes_plugin.mlir).
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-shuffle-lowering)" remarks=true})' %t/shuffle.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SHUFFLE --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/shuffle.mlir %t/shuffle_mutant.mlir 2>&1 | FileCheck %s --check-prefix=SHUFFLE-MUT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-extract-strided-slice-lowering)" remarks=true})' %t/slice.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SLICE --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/slice.mlir %t/slice_mutant.mlir 2>&1 | FileCheck %s --check-prefix=SLICE-MUT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-break-down-bitcast)" remarks=true})' %t/bitcast.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BITCAST --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/bitcast.mlir %t/bitcast_mutant.mlir 2>&1 | FileCheck %s --check-prefix=BITCAST-MUT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-to-from-elements-to-shuffle-tree)" remarks=true})' %t/tree.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TREE --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/tree.mlir %t/tree_mutant.mlir 2>&1 | FileCheck %s --check-prefix=TREE-MUT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(test-vector-sink-patterns)" remarks=true})' %t/sink.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SINK --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/sink.mlir %t/sink_mutant.mlir 2>&1 | FileCheck %s --check-prefix=SINK-MUT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-vector-mask)" remarks=true})' %t/mask.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MASK --implicit-check-not='(unchanged)' --implicit-check-not=error:

// SHUFFLE: stage 'func.func(test-vector-shuffle-lowering)': @mixed_sizes is valid{{$}}
// SHUFFLE: stage 'func.func(test-vector-shuffle-lowering)': @mixed_sizes_poison is valid (abstract floating point){{$}}
// SHUFFLE-MUT: @mixed_sizes: invalid: target result #0 is
// SHUFFLE-MUT: @mixed_sizes_poison: invalid: target result #0 is [{{.*}}] where the source result is [
// SHUFFLE-MUT: summary: 0 valid, 2 invalid

// SLICE: stage 'func.func(test-vector-extract-strided-slice-lowering)': @slice_1d is valid{{$}}
// SLICE: stage 'func.func(test-vector-extract-strided-slice-lowering)': @slice_1d_f16 is valid (abstract floating point){{$}}
// SLICE-MUT: @slice_1d: invalid: target result #0 is
// SLICE-MUT: @slice_1d_f16: invalid: target result #0 is
// SLICE-MUT: summary: 0 valid, 2 invalid

// BITCAST: stage 'func.func(test-vector-break-down-bitcast)': @widen is valid{{$}}
// BITCAST-MUT: @widen: invalid: target result #0 is
// BITCAST-MUT: summary: 0 valid, 1 invalid

// TREE: stage 'func.func(lower-vector-to-from-elements-to-shuffle-tree)': @two_sources is valid{{$}}
// TREE: stage 'func.func(lower-vector-to-from-elements-to-shuffle-tree)': @three_sources is valid (abstract floating point){{$}}
// TREE-MUT: @two_sources: invalid: target result #0 is
// TREE-MUT: @three_sources: invalid: target result #0 is
// TREE-MUT: summary: 0 valid, 2 invalid

// SINK: stage 'func.func(test-vector-sink-patterns)': @broadcast_add is valid{{$}}
// SINK: stage 'func.func(test-vector-sink-patterns)': @transpose_sub is valid{{$}}
// SINK: stage 'func.func(test-vector-sink-patterns)': @broadcast_divsi is valid{{$}}
// SINK: stage 'func.func(test-vector-sink-patterns)': @extract_of_muli is valid{{$}}
// SINK-MUT: @broadcast_add: invalid: target result #0 is
// SINK-MUT: @transpose_sub: invalid: target result #0 is
// SINK-MUT: @broadcast_divsi: invalid: target result #0 is
// SINK-MUT: @extract_of_muli: invalid: target result #0 is
// SINK-MUT: summary: 0 valid, 4 invalid

// MASK: stage 'func.func(lower-vector-mask)': @masked_read is valid{{$}}

//--- shuffle.mlir
func.func @mixed_sizes(%a: vector<2xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %r = vector.shuffle %a, %b [0, 5, 1, 2] : vector<2xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mixed_sizes_poison(%a: vector<4xf32>, %b: vector<2xf32>) -> vector<5xf32> {
  %r = vector.shuffle %a, %b [3, 4, -1, 0, 5] : vector<4xf32>, vector<2xf32>
  return %r : vector<5xf32>
}
//--- shuffle_mutant.mlir
func.func @mixed_sizes(%arg0: vector<2xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
  %0 = vector.shuffle %arg0, %arg0 [0, 1, -1, -1] : vector<2xi8>, vector<2xi8>
  %1 = vector.shuffle %0, %arg1 [0, 7, 1, 5] : vector<4xi8>, vector<4xi8>
  return %1 : vector<4xi8>
}
func.func @mixed_sizes_poison(%arg0: vector<4xf32>, %arg1: vector<2xf32>) -> vector<5xf32> {
  %0 = vector.shuffle %arg1, %arg1 [0, 1, -1, -1] : vector<2xf32>, vector<2xf32>
  %1 = vector.shuffle %arg0, %0 [3, 4, -1, 0, 6] : vector<4xf32>, vector<4xf32>
  return %1 : vector<5xf32>
}

//--- slice.mlir
func.func @slice_1d(%a: vector<8xi16>) -> vector<3xi16> {
  %r = vector.extract_strided_slice %a {offsets = [4], sizes = [3], strides = [1]} : vector<8xi16> to vector<3xi16>
  return %r : vector<3xi16>
}
func.func @slice_1d_f16(%a: vector<4xf16>) -> vector<2xf16> {
  %r = vector.extract_strided_slice %a {offsets = [1], sizes = [2], strides = [1]} : vector<4xf16> to vector<2xf16>
  return %r : vector<2xf16>
}
//--- slice_mutant.mlir
func.func @slice_1d(%arg0: vector<8xi16>) -> vector<3xi16> {
  %cst = arith.constant dense<0> : vector<3xi16>
  %0 = vector.extract %arg0[4] : i16 from vector<8xi16>
  %1 = vector.extract %arg0[5] : i16 from vector<8xi16>
  %2 = vector.extract %arg0[6] : i16 from vector<8xi16>
  %3 = vector.insert %0, %cst [0] : i16 into vector<3xi16>
  %4 = vector.insert %1, %3 [1] : i16 into vector<3xi16>
  %5 = vector.insert %2, %4 [1] : i16 into vector<3xi16>
  return %5 : vector<3xi16>
}
func.func @slice_1d_f16(%arg0: vector<4xf16>) -> vector<2xf16> {
  %cst = arith.constant dense<0.0> : vector<2xf16>
  %0 = vector.extract %arg0[1] : f16 from vector<4xf16>
  %1 = vector.extract %arg0[3] : f16 from vector<4xf16>
  %2 = vector.insert %0, %cst [0] : f16 into vector<2xf16>
  %3 = vector.insert %1, %2 [1] : f16 into vector<2xf16>
  return %3 : vector<2xf16>
}

//--- bitcast.mlir
func.func @widen(%a: vector<8xi16>) -> vector<4xi32> {
  %r = vector.bitcast %a : vector<8xi16> to vector<4xi32>
  return %r : vector<4xi32>
}
//--- bitcast_mutant.mlir
func.func @widen(%arg0: vector<8xi16>) -> vector<4xi32> {
  %cst = arith.constant dense<0> : vector<4xi32>
  %0 = vector.extract_strided_slice %arg0 {offsets = [0], sizes = [4], strides = [1]} : vector<8xi16> to vector<4xi16>
  %1 = vector.bitcast %0 : vector<4xi16> to vector<2xi32>
  %2 = vector.insert_strided_slice %1, %cst {offsets = [0], strides = [1]} : vector<2xi32> into vector<4xi32>
  %3 = vector.extract_strided_slice %arg0 {offsets = [3], sizes = [4], strides = [1]} : vector<8xi16> to vector<4xi16>
  %4 = vector.bitcast %3 : vector<4xi16> to vector<2xi32>
  %5 = vector.insert_strided_slice %4, %2 {offsets = [2], strides = [1]} : vector<2xi32> into vector<4xi32>
  return %5 : vector<4xi32>
}

//--- tree.mlir
func.func @two_sources(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %x:4 = vector.to_elements %a : vector<4xi8>
  %y:4 = vector.to_elements %b : vector<4xi8>
  %r = vector.from_elements %x#3, %y#0, %x#1, %y#2 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @three_sources(%a: vector<3xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<5xf32> {
  %x:3 = vector.to_elements %a : vector<3xf32>
  %y:2 = vector.to_elements %b : vector<2xf32>
  %z:2 = vector.to_elements %c : vector<2xf32>
  %r = vector.from_elements %z#1, %x#0, %y#1, %x#2, %z#0 : vector<5xf32>
  return %r : vector<5xf32>
}
//--- tree_mutant.mlir
func.func @two_sources(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> vector<4xi8> {
  %0 = vector.shuffle %arg0, %arg1 [3, 4, 1, 2] : vector<4xi8>, vector<4xi8>
  return %0 : vector<4xi8>
}
func.func @three_sources(%arg0: vector<3xf32>, %arg1: vector<2xf32>, %arg2: vector<2xf32>) -> vector<5xf32> {
  %0 = vector.shuffle %arg2, %arg0 [1, 2, -1, 4, 0] : vector<2xf32>, vector<3xf32>
  %1 = vector.shuffle %arg1, %arg1 [1, -1, -1, -1, -1] : vector<2xf32>, vector<2xf32>
  %2 = vector.shuffle %0, %1 [0, 1, 2, 3, 4] : vector<5xf32>, vector<5xf32>
  return %2 : vector<5xf32>
}

//--- sink.mlir
func.func @broadcast_add(%a: i8, %b: i8) -> vector<4xi8> {
  %x = vector.broadcast %a : i8 to vector<4xi8>
  %y = vector.broadcast %b : i8 to vector<4xi8>
  %r = arith.addi %x, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @transpose_sub(%a: vector<2x3xi8>, %b: vector<2x3xi8>) -> vector<3x2xi8> {
  %x = vector.transpose %a, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %y = vector.transpose %b, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %r = arith.subi %x, %y : vector<3x2xi8>
  return %r : vector<3x2xi8>
}
func.func @broadcast_divsi(%a: i8) -> vector<4xi8> {
  %x = vector.broadcast %a : i8 to vector<4xi8>
  %c = arith.constant dense<3> : vector<4xi8>
  %r = arith.divsi %x, %c : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @extract_of_muli(%a: vector<4xi8>, %b: vector<4xi8>) -> i8 {
  %s = arith.muli %a, %b : vector<4xi8>
  %r = vector.extract %s[2] : i8 from vector<4xi8>
  return %r : i8
}
//--- sink_mutant.mlir
func.func @broadcast_add(%arg0: i8, %arg1: i8) -> vector<4xi8> {
  %0 = arith.addi %arg0, %arg0 : i8
  %1 = vector.broadcast %0 : i8 to vector<4xi8>
  return %1 : vector<4xi8>
}
func.func @transpose_sub(%arg0: vector<2x3xi8>, %arg1: vector<2x3xi8>) -> vector<3x2xi8> {
  %0 = arith.subi %arg1, %arg0 : vector<2x3xi8>
  %1 = vector.transpose %0, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  return %1 : vector<3x2xi8>
}
func.func @broadcast_divsi(%arg0: i8) -> vector<4xi8> {
  %c3_i8 = arith.constant 3 : i8
  %0 = arith.divui %arg0, %c3_i8 : i8
  %1 = vector.broadcast %0 : i8 to vector<4xi8>
  return %1 : vector<4xi8>
}
func.func @extract_of_muli(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i8 {
  %0 = vector.extract %arg0[2] : i8 from vector<4xi8>
  %1 = vector.extract %arg1[1] : i8 from vector<4xi8>
  %2 = arith.muli %0, %1 : i8
  return %2 : i8
}

//--- mask.mlir
func.func @masked_read(%t: tensor<8xi8>, %m: vector<4xi1>, %i: index) -> vector<4xi8> {
  %pad = arith.constant 0 : i8
  %r = vector.mask %m { vector.transfer_read %t[%i], %pad : tensor<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
