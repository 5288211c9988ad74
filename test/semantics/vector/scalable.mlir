// Scalable vectors, checked once per vscale from 1 to max-vscale (default 4).
// VectorOps.td, `vector.vscale`: "returns the scale of the scalable vectors, a
// positive integer value that is constant at runtime but unknown at
// compile-time ... a `vector<[4]xi32>` is equivalent to `vscale` consecutive
// `vector<4xi32>`". A pair is valid only if valid at every vscale checked, and
// the verdict says `bounded: vscale <= N`; a counterexample names its vscale.
// `vector.constant_mask`: "Sizes that correspond to scalable dimensions are
// implicitly multiplied by vscale". `vector.scalable.insert`/`extract`: "If the
// source vector is scalable, the insertion position will be scaled by the
// runtime scaling factor"; a subvector that does not fit is poison (ODS: not
// "well defined"; as llvm.vector.insert/extract, which the ops map to).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: %mlir-refine --max-vscale=2 %t/src.mlir %t/tgt.mlir > %t/out2.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MAX2 < %t/out2.txt

// CHECK-DAG: @elementwise: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @broadcast_extract: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @lanes_are_four_vscale: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @constant_mask_full: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @create_mask_of_vscale: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @insert_extract_scalable: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @extract_fixed_tail: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @interleave_scalable: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @dynamic_and_scalable: valid (bounded: vscale <= 4, dynamic sizes 1 to 3){{$}}
// CHECK-DAG: @insert_past_end_poison_at_vscale_one: valid (bounded: vscale <= 4){{$}}
// CHECK-DAG: @insert_past_end_not_poison_at_two: invalid: target result #0 is poison where the source result is {{.*}} (with vscale = 2)
// CHECK-DAG: @vscale_is_one: invalid: target result #0 is 4 (0x{{0+}}4) where the source result is 8 (0x{{0+}}8) (with vscale = 2)
// CHECK-DAG: @reduction_of_two_lanes: invalid: {{.*}} (with vscale = 2)
// CHECK-DAG: @constant_mask_not_scaled: invalid: {{.*}} (with vscale = 2)
// CHECK-DAG: @insert_pos_not_scaled: invalid: {{.*}} (with vscale = 2)
// CHECK-DAG: @vscale_below_three: invalid: {{.*}} (with vscale = 3)
// CHECK: summary: 10 valid (10 bounded), 6 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @vscale_is_one
// DIAG: error: mlir-refine: the target miscompiles @reduction_of_two_lanes
// DIAG: note: counterexample input %arg0 : vector<4xi8> = [

// MAX2-DAG: @elementwise: valid (bounded: vscale <= 2){{$}}
// MAX2-DAG: @vscale_below_three: valid (bounded: vscale <= 2){{$}}
// MAX2: summary: 11 valid (11 bounded), 5 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @elementwise(%x: vector<[4]xi32>) -> vector<[4]xi32> {
  %r = arith.addi %x, %x : vector<[4]xi32>
  return %r : vector<[4]xi32>
}
func.func @broadcast_extract(%a: i32) -> i32 {
  %v = vector.broadcast %a : i32 to vector<[4]xi32>
  %r = vector.extract %v[3] : i32 from vector<[4]xi32>
  return %r : i32
}
func.func @lanes_are_four_vscale() -> index {
  %one = arith.constant dense<1> : vector<[4]xindex>
  %r = vector.reduction <add>, %one : vector<[4]xindex> into index
  return %r : index
}
func.func @constant_mask_full() -> (vector<2x[4]xi1>, vector<[2]xi1>) {
  %a = vector.constant_mask [1, 4] : vector<2x[4]xi1>
  %b = vector.constant_mask [0] : vector<[2]xi1>
  return %a, %b : vector<2x[4]xi1>, vector<[2]xi1>
}
func.func @create_mask_of_vscale() -> vector<[4]xi1> {
  %v = vector.vscale
  %c4 = arith.constant 4 : index
  %n = arith.muli %v, %c4 : index
  %r = vector.create_mask %n : vector<[4]xi1>
  return %r : vector<[4]xi1>
}
func.func @insert_extract_scalable(%s: vector<[2]xi8>, %d: vector<[4]xi8>) -> vector<[2]xi8> {
  %i = vector.scalable.insert %s, %d[2] : vector<[2]xi8> into vector<[4]xi8>
  %r = vector.scalable.extract %i[2] : vector<[2]xi8> from vector<[4]xi8>
  return %r : vector<[2]xi8>
}
func.func @extract_fixed_tail(%x: vector<[8]xi8>) -> vector<4xi8> {
  %r = vector.scalable.extract %x[4] : vector<4xi8> from vector<[8]xi8>
  return %r : vector<4xi8>
}
func.func @interleave_scalable(%a: vector<[2]xi8>, %b: vector<[2]xi8>) -> vector<[2]xi8> {
  %i = vector.interleave %a, %b : vector<[2]xi8> -> vector<[4]xi8>
  %e, %o = vector.deinterleave %i : vector<[4]xi8> -> vector<[2]xi8>
  return %o : vector<[2]xi8>
}
func.func @dynamic_and_scalable(%t: tensor<?xi8>, %v: vector<[2]xi8>) -> (tensor<?xi8>, vector<[2]xi8>) {
  %r = arith.addi %t, %t : tensor<?xi8>
  %w = arith.addi %v, %v : vector<[2]xi8>
  return %r, %w : tensor<?xi8>, vector<[2]xi8>
}
func.func @insert_past_end_poison_at_vscale_one(%v: vector<4xi8>, %d: vector<[4]xi8>) -> i8 {
  %i = vector.scalable.insert %v, %d[4] : vector<4xi8> into vector<[4]xi8>
  %r = vector.extract %i[0] : i8 from vector<[4]xi8>
  return %r : i8
}
func.func @insert_past_end_not_poison_at_two(%v: vector<4xi8>, %d: vector<[4]xi8>) -> i8 {
  %i = vector.scalable.insert %v, %d[4] : vector<4xi8> into vector<[4]xi8>
  %c4 = arith.constant 4 : index
  %r = vector.extract %i[%c4] : i8 from vector<[4]xi8>
  return %r : i8
}
func.func @vscale_is_one() -> index {
  %v = vector.vscale
  %c4 = arith.constant 4 : index
  %r = arith.muli %v, %c4 : index
  return %r : index
}
func.func @reduction_of_two_lanes(%x: vector<[2]xi8>) -> i8 {
  %r = vector.reduction <add>, %x : vector<[2]xi8> into i8
  return %r : i8
}
func.func @constant_mask_not_scaled() -> vector<[4]xi1> {
  %r = vector.constant_mask [4] : vector<[4]xi1>
  return %r : vector<[4]xi1>
}
func.func @insert_pos_not_scaled(%s: vector<[2]xi8>, %d: vector<[4]xi8>) -> vector<[4]xi8> {
  %r = vector.scalable.insert %s, %d[2] : vector<[2]xi8> into vector<[4]xi8>
  return %r : vector<[4]xi8>
}
func.func @vscale_below_three() -> i1 {
  %v = vector.vscale
  %c3 = arith.constant 3 : index
  %r = arith.cmpi ult, %v, %c3 : index
  return %r : i1
}

//--- tgt.mlir
func.func @elementwise(%x: vector<[4]xi32>) -> vector<[4]xi32> {
  %c2 = arith.constant dense<2> : vector<[4]xi32>
  %r = arith.muli %x, %c2 : vector<[4]xi32>
  return %r : vector<[4]xi32>
}
func.func @broadcast_extract(%a: i32) -> i32 {
  return %a : i32
}
func.func @lanes_are_four_vscale() -> index {
  %v = vector.vscale
  %c4 = arith.constant 4 : index
  %r = arith.muli %c4, %v : index
  return %r : index
}
func.func @constant_mask_full() -> (vector<2x[4]xi1>, vector<[2]xi1>) {
  %t = arith.constant dense<true> : vector<[4]xi1>
  %f = arith.constant dense<false> : vector<[4]xi1>
  %a0 = vector.broadcast %f : vector<[4]xi1> to vector<2x[4]xi1>
  %a = vector.insert %t, %a0[0] : vector<[4]xi1> into vector<2x[4]xi1>
  %b = arith.constant dense<false> : vector<[2]xi1>
  return %a, %b : vector<2x[4]xi1>, vector<[2]xi1>
}
func.func @create_mask_of_vscale() -> vector<[4]xi1> {
  %r = vector.constant_mask [4] : vector<[4]xi1>
  return %r : vector<[4]xi1>
}
func.func @insert_extract_scalable(%s: vector<[2]xi8>, %d: vector<[4]xi8>) -> vector<[2]xi8> {
  return %s : vector<[2]xi8>
}
func.func @extract_fixed_tail(%x: vector<[8]xi8>) -> vector<4xi8> {
  %r = vector.scalable.extract %x[0] : vector<8xi8> from vector<[8]xi8>
  %t = vector.extract_strided_slice %r {offsets = [4], sizes = [4], strides = [1]} : vector<8xi8> to vector<4xi8>
  return %t : vector<4xi8>
}
func.func @interleave_scalable(%a: vector<[2]xi8>, %b: vector<[2]xi8>) -> vector<[2]xi8> {
  return %b : vector<[2]xi8>
}
func.func @dynamic_and_scalable(%t: tensor<?xi8>, %v: vector<[2]xi8>) -> (tensor<?xi8>, vector<[2]xi8>) {
  %r = arith.addi %t, %t : tensor<?xi8>
  %c1v = arith.constant dense<1> : vector<[2]xi8>
  %w = arith.shli %v, %c1v : vector<[2]xi8>
  return %r, %w : tensor<?xi8>, vector<[2]xi8>
}
func.func @insert_past_end_poison_at_vscale_one(%v: vector<4xi8>, %d: vector<[4]xi8>) -> i8 {
  %r = vector.extract %d[0] : i8 from vector<[4]xi8>
  return %r : i8
}
func.func @insert_past_end_not_poison_at_two(%v: vector<4xi8>, %d: vector<[4]xi8>) -> i8 {
  %p = ub.poison : i8
  return %p : i8
}
func.func @vscale_is_one() -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @reduction_of_two_lanes(%x: vector<[2]xi8>) -> i8 {
  %a = vector.extract %x[0] : i8 from vector<[2]xi8>
  %b = vector.extract %x[1] : i8 from vector<[2]xi8>
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @constant_mask_not_scaled() -> vector<[4]xi1> {
  %c4 = arith.constant 4 : index
  %r = vector.create_mask %c4 : vector<[4]xi1>
  return %r : vector<[4]xi1>
}
func.func @insert_pos_not_scaled(%s: vector<[2]xi8>, %d: vector<[4]xi8>) -> vector<[4]xi8> {
  %s0 = vector.scalable.extract %s[0] : vector<2xi8> from vector<[2]xi8>
  %r = vector.scalable.insert %s0, %d[2] : vector<2xi8> into vector<[4]xi8>
  return %r : vector<[4]xi8>
}
func.func @vscale_below_three() -> i1 {
  %t = arith.constant true
  return %t : i1
}
