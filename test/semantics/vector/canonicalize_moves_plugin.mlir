// Upstream MLIR 22 `func.func(canonicalize)` on code using the ops that move,
// mask and reinterpret elements, checked through the plugin: every function
// is rewritten by canonicalize and every rewrite must be valid (not
// unchanged). Then hand-mutated copies of canonicalize's output must be caught
// through the CLI. Rules (VectorOps.td): shuffle indexes the concatenation
// of its operands, -1 is a poison lane (which a constant may refine);
// extract/insert_strided_slice take and place slices at `offsets`; bitcast
// round trips are the identity; create_mask clamps its bounds ("If
// operand-value is negative, it is treated as if it were zero, and if it is
// greater than the corresponding dimension size, it is treated as if it were
// equal to the dimension size"); an empty vector.mask yields its values, and an
// all-true mask masks nothing; scalable vectors are checked per vscale.
//
// RUN: split-file %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %t/input.mlir -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %mlir-refine %t/input.mlir %t/mutant.mlir 2>&1 | FileCheck %s --check-prefix=MUT

// CHECK: @shuffle_identity is valid{{$}}
// CHECK: @shuffle_of_splats is valid{{$}}
// CHECK: @shuffle_constants_poison_lane is valid{{$}}
// CHECK: @extract_of_shuffle is valid{{$}}
// CHECK: @shuffle_0d_is_interleave is valid{{$}}
// CHECK: @slice_of_inserted_slice is valid{{$}}
// CHECK: @slice_of_constant is valid{{$}}
// CHECK: @slice_of_broadcast is valid{{$}}
// CHECK: @insert_whole_slice is valid{{$}}
// CHECK: @bitcast_round_trip is valid{{$}}
// CHECK: @create_mask_clamped is valid{{$}}
// CHECK: @create_mask_negative is valid{{$}}
// CHECK: @empty_mask is valid{{$}}
// CHECK: @all_true_mask is valid{{$}}
// CHECK: @scalable_full_mask_select is valid (bounded: vscale <= 4){{$}}

// MUT-DAG: @shuffle_constants_poison_lane: invalid: target result #0 is [4 (0x04), 2 (0x02), 1 (0x01)] where the source result is [4 (0x04), 1 (0x01), poison]
// MUT-DAG: @extract_of_shuffle: invalid: target result #0 is
// MUT-DAG: @slice_of_constant: invalid: target result #0 is [30 (0x001e), 40 (0x0028)] where the source result is [20 (0x0014), 30 (0x001e)]
// MUT-DAG: @create_mask_clamped: invalid: target result #0 is
// MUT-DAG: @all_true_mask: invalid: target result #0 is
// MUT-DAG: @scalable_full_mask_select: invalid: {{.*}} (with vscale = 2)
// MUT: summary: 0 valid, 6 invalid, 0 unsupported, 0 inconclusive

//--- input.mlir
func.func @shuffle_identity(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<4xi8> {
  %r = vector.shuffle %a, %b [0, 1, 2, 3] : vector<4xi8>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @shuffle_of_splats(%a: i8) -> vector<4xi8> {
  %x = vector.broadcast %a : i8 to vector<2xi8>
  %r = vector.shuffle %x, %x [0, 3, 1, 2] : vector<2xi8>, vector<2xi8>
  return %r : vector<4xi8>
}
func.func @shuffle_constants_poison_lane() -> vector<3xi8> {
  %x = arith.constant dense<[1, 2]> : vector<2xi8>
  %y = arith.constant dense<[3, 4]> : vector<2xi8>
  %r = vector.shuffle %x, %y [3, 0, -1] : vector<2xi8>, vector<2xi8>
  return %r : vector<3xi8>
}
func.func @extract_of_shuffle(%a: vector<4xi8>, %b: vector<4xi8>) -> i8 {
  %s = vector.shuffle %a, %b [7, 1, 4, 2] : vector<4xi8>, vector<4xi8>
  %r = vector.extract %s[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @shuffle_0d_is_interleave(%a: vector<i8>) -> vector<2xi8> {
  %r = vector.shuffle %a, %a [0, 1] : vector<i8>, vector<i8>
  return %r : vector<2xi8>
}
func.func @slice_of_inserted_slice(%v: vector<2xi8>, %d: vector<8xi8>) -> vector<2xi8> {
  %i = vector.insert_strided_slice %v, %d {offsets = [3], strides = [1]} : vector<2xi8> into vector<8xi8>
  %r = vector.extract_strided_slice %i {offsets = [3], sizes = [2], strides = [1]} : vector<8xi8> to vector<2xi8>
  return %r : vector<2xi8>
}
func.func @slice_of_constant() -> vector<2xi16> {
  %c = arith.constant dense<[10, 20, 30, 40]> : vector<4xi16>
  %r = vector.extract_strided_slice %c {offsets = [1], sizes = [2], strides = [1]} : vector<4xi16> to vector<2xi16>
  return %r : vector<2xi16>
}
func.func @slice_of_broadcast(%a: vector<4xi8>) -> vector<2x2xi8> {
  %b = vector.broadcast %a : vector<4xi8> to vector<3x4xi8>
  %r = vector.extract_strided_slice %b {offsets = [1, 2], sizes = [2, 2], strides = [1, 1]} : vector<3x4xi8> to vector<2x2xi8>
  return %r : vector<2x2xi8>
}
func.func @insert_whole_slice(%v: vector<4xi8>, %d: vector<4xi8>) -> vector<4xi8> {
  %r = vector.insert_strided_slice %v, %d {offsets = [0], strides = [1]} : vector<4xi8> into vector<4xi8>
  return %r : vector<4xi8>
}
func.func @bitcast_round_trip(%a: vector<4xi16>) -> vector<4xi16> {
  %b = vector.bitcast %a : vector<4xi16> to vector<2xi32>
  %r = vector.bitcast %b : vector<2xi32> to vector<4xi16>
  return %r : vector<4xi16>
}
func.func @create_mask_clamped() -> vector<4x3xi1> {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %r = vector.create_mask %c2, %c5 : vector<4x3xi1>
  return %r : vector<4x3xi1>
}
func.func @create_mask_negative() -> vector<4xi1> {
  %c = arith.constant -3 : index
  %r = vector.create_mask %c : vector<4xi1>
  return %r : vector<4xi1>
}
func.func @empty_mask(%v: vector<4xi8>, %m: vector<4xi1>) -> vector<4xi8> {
  %r = vector.mask %m { vector.yield %v : vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %r : vector<4xi8>
}
func.func @all_true_mask(%v: vector<4xi8>) -> i8 {
  %m = vector.constant_mask [4] : vector<4xi1>
  %r = vector.mask %m { vector.reduction <add>, %v : vector<4xi8> into i8 } : vector<4xi1> -> i8
  return %r : i8
}
func.func @scalable_full_mask_select(%a: vector<[4]xi32>) -> vector<[4]xi32> {
  %m = vector.constant_mask [4] : vector<[4]xi1>
  %z = arith.constant dense<0> : vector<[4]xi32>
  %r = arith.select %m, %a, %z : vector<[4]xi1>, vector<[4]xi32>
  return %r : vector<[4]xi32>
}

//--- mutant.mlir
// canonicalize's output for these functions, each with one mistake.
func.func @shuffle_constants_poison_lane() -> vector<3xi8> {
  %cst = arith.constant dense<[4, 2, 1]> : vector<3xi8>
  return %cst : vector<3xi8>
}
func.func @extract_of_shuffle(%arg0: vector<4xi8>, %arg1: vector<4xi8>) -> i8 {
  %0 = vector.extract %arg0[0] : i8 from vector<4xi8>
  return %0 : i8
}
func.func @slice_of_constant() -> vector<2xi16> {
  %cst = arith.constant dense<[30, 40]> : vector<2xi16>
  return %cst : vector<2xi16>
}
func.func @create_mask_clamped() -> vector<4x3xi1> {
  %0 = vector.constant_mask [3, 3] : vector<4x3xi1>
  return %0 : vector<4x3xi1>
}
func.func @all_true_mask(%arg0: vector<4xi8>) -> i8 {
  %0 = vector.reduction <xor>, %arg0 : vector<4xi8> into i8
  return %0 : i8
}
func.func @scalable_full_mask_select(%arg0: vector<[4]xi32>) -> vector<[4]xi32> {
  %c4 = arith.constant 4 : index
  %m = vector.create_mask %c4 : vector<[4]xi1>
  %z = arith.constant dense<0> : vector<[4]xi32>
  %r = arith.select %m, %arg0, %z : vector<[4]xi1>, vector<[4]xi32>
  return %r : vector<[4]xi32>
}
