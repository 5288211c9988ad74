// Upstream MLIR 22 `func.func(canonicalize)` on vector integer code, checked
// through the plugin: every function below is rewritten by canonicalize (the
// OPT prefix checks that with plain mlir-opt), and every rewrite must be
// `valid`, not `valid (unchanged)`. The rules used: arith ops apply element
// by element (ArithOps.td, "When applied to `vector` and `tensor` values");
// vector.extract of a -1 position is poison ("The value `-1` represents a
// poison index", VectorOps.td); broadcast, insert/extract, from_elements,
// shape_cast and transpose move elements in row-major order (VectorOps.td).
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(canonicalize))' %s | FileCheck %s --check-prefix=OPT
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @add_zero is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @mul_one_2x3 is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @fold_nonsplat_add is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @sub_self_index is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @xor_twice is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @cmpi_self is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_same_arms is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @select_const_mask is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @divui_one is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @trunc_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @add_poison is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extract_of_broadcast is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extract_of_insert is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extract_of_from_elements is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @shape_cast_round_trip is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @transpose_round_trip is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extract_minus_one is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @broadcast_of_broadcast is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @extract_dynamic_constant is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(canonicalize)': @step_compare is valid{{$}}

// OPT-LABEL: func.func @add_zero(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @mul_one_2x3(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @fold_nonsplat_add(
// OPT-NEXT: arith.constant dense<[11, 22, 33, -128]> : vector<4xi8>
// OPT-NEXT: return
// OPT-LABEL: func.func @sub_self_index(
// OPT-NEXT: arith.constant dense<0> : vector<4xindex>
// OPT-NEXT: return
// OPT-LABEL: func.func @xor_twice(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @cmpi_self(
// OPT-NEXT: arith.constant dense<true> : vector<4xi1>
// OPT-NEXT: return
// OPT-LABEL: func.func @select_same_arms(
// OPT-NEXT: return %arg1
// OPT-LABEL: func.func @select_const_mask(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @divui_one(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @trunc_ext(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @add_poison(
// OPT-NEXT: ub.poison : vector<4xi8>
// OPT-NEXT: return
// OPT-LABEL: func.func @extract_of_broadcast(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @extract_of_insert(
// OPT-NEXT: return %arg1
// OPT-LABEL: func.func @extract_of_from_elements(
// OPT-NEXT: return %arg3
// OPT-LABEL: func.func @shape_cast_round_trip(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @transpose_round_trip(
// OPT-NEXT: return %arg0
// OPT-LABEL: func.func @extract_minus_one(
// OPT-NEXT: ub.poison : i8
// OPT-NEXT: return
// OPT-LABEL: func.func @broadcast_of_broadcast(
// OPT-NEXT: vector.broadcast %arg0 : i8 to vector<2x4xi8>
// OPT-NEXT: return
// OPT-LABEL: func.func @extract_dynamic_constant(
// OPT-NEXT: vector.extract %arg0[1] : i8 from vector<4xi8>
// OPT-NEXT: return
// OPT-LABEL: func.func @step_compare(
// OPT-NEXT: arith.constant dense<true> : vector<4xi1>
// OPT-NEXT: return

func.func @add_zero(%x: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant dense<0> : vector<4xi8>
  %r = arith.addi %x, %c0 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @mul_one_2x3(%x: vector<2x3xi16>) -> vector<2x3xi16> {
  %c1 = arith.constant dense<1> : vector<2x3xi16>
  %r = arith.muli %x, %c1 : vector<2x3xi16>
  return %r : vector<2x3xi16>
}
func.func @fold_nonsplat_add() -> vector<4xi8> {
  %a = arith.constant dense<[1, 2, 3, 127]> : vector<4xi8>
  %b = arith.constant dense<[10, 20, 30, 1]> : vector<4xi8>
  %r = arith.addi %a, %b : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @sub_self_index(%x: vector<4xindex>) -> vector<4xindex> {
  %r = arith.subi %x, %x : vector<4xindex>
  return %r : vector<4xindex>
}
func.func @xor_twice(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %a = arith.xori %x, %y : vector<4xi8>
  %r = arith.xori %a, %y : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @cmpi_self(%x: vector<4xi8>) -> vector<4xi1> {
  %r = arith.cmpi uge, %x, %x : vector<4xi8>
  return %r : vector<4xi1>
}
func.func @select_same_arms(%c: i1, %x: vector<4xi8>) -> vector<4xi8> {
  %r = arith.select %c, %x, %x : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @select_const_mask(%x: vector<4xi8>, %y: vector<4xi8>) -> vector<4xi8> {
  %m = arith.constant dense<true> : vector<4xi1>
  %r = arith.select %m, %x, %y : vector<4xi1>, vector<4xi8>
  return %r : vector<4xi8>
}
func.func @divui_one(%x: vector<4xi8>) -> vector<4xi8> {
  %c1 = arith.constant dense<1> : vector<4xi8>
  %r = arith.divui %x, %c1 : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @trunc_ext(%x: vector<4xi8>) -> vector<4xi8> {
  %e = arith.extui %x : vector<4xi8> to vector<4xi32>
  %r = arith.trunci %e : vector<4xi32> to vector<4xi8>
  return %r : vector<4xi8>
}
func.func @add_poison(%x: vector<4xi8>) -> vector<4xi8> {
  %p = ub.poison : vector<4xi8>
  %r = arith.addi %x, %p : vector<4xi8>
  return %r : vector<4xi8>
}
func.func @extract_of_broadcast(%a: i8) -> i8 {
  %v = vector.broadcast %a : i8 to vector<2x4xi8>
  %r = vector.extract %v[1, 2] : i8 from vector<2x4xi8>
  return %r : i8
}
func.func @extract_of_insert(%x: vector<4xi8>, %v: i8) -> i8 {
  %y = vector.insert %v, %x[2] : i8 into vector<4xi8>
  %r = vector.extract %y[2] : i8 from vector<4xi8>
  return %r : i8
}
func.func @extract_of_from_elements(%a: i8, %b: i8, %c: i8, %d: i8) -> i8 {
  %v = vector.from_elements %a, %b, %c, %d : vector<4xi8>
  %r = vector.extract %v[3] : i8 from vector<4xi8>
  return %r : i8
}
func.func @shape_cast_round_trip(%x: vector<2x3xi8>) -> vector<2x3xi8> {
  %f = vector.shape_cast %x : vector<2x3xi8> to vector<6xi8>
  %r = vector.shape_cast %f : vector<6xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @transpose_round_trip(%x: vector<2x3xi8>) -> vector<2x3xi8> {
  %t = vector.transpose %x, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %r = vector.transpose %t, [1, 0] : vector<3x2xi8> to vector<2x3xi8>
  return %r : vector<2x3xi8>
}
func.func @extract_minus_one(%x: vector<4xi8>) -> i8 {
  %r = vector.extract %x[-1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @broadcast_of_broadcast(%a: i8) -> vector<2x4xi8> {
  %v = vector.broadcast %a : i8 to vector<4xi8>
  %r = vector.broadcast %v : vector<4xi8> to vector<2x4xi8>
  return %r : vector<2x4xi8>
}
func.func @extract_dynamic_constant(%x: vector<4xi8>) -> i8 {
  %c1 = arith.constant 1 : index
  %r = vector.extract %x[%c1] : i8 from vector<4xi8>
  return %r : i8
}
func.func @step_compare(%x: index) -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %c = arith.constant dense<4> : vector<4xindex>
  %r = arith.cmpi ult, %s, %c : vector<4xindex>
  return %r : vector<4xi1>
}
