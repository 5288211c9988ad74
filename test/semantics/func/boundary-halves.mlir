// A changed function boundary compared through a declared correspondence
// (src/refine/boundary.rs). `arith-emulate-wide-int` turns every `iN` of a
// signature into `vector<2xiN/2>` and every `vector<...xiN>` into
// `vector<...x2xiN/2>`, "the low half first" (the pass's description of its
// type conversion): the source's argument is given to the target split in
// two (each half poison when the value is), and a target result is joined
// back (poison when either half is) and compared with the source's. The
// verdict states the correspondence it assumed. Any other change of types is
// unsupported, naming it; an external call whose callee's types changed with
// the boundary is unsupported too (the call model compares calls with the
// same types only).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @identity: valid (assuming each iN argument and result is the vector<2xiN/2> in its position, low half first (wide integers emulated))
// CHECK-DAG: @add_halves: valid (assuming each iN
// CHECK-DAG: @vector_identity: valid (assuming each iN
// CHECK-DAG: @mixed_results: valid (assuming each iN
// CHECK-DAG: @poison_in_poison_out: valid (assuming each iN
// CHECK-DAG: @high_half_first: invalid: target result #0 is 4294967296 (0x0000000100000000) where the source result is 1 (0x0000000000000001)
// CHECK-DAG: @carry_dropped: invalid: target result #0 is
// CHECK-DAG: @vector_transposed: invalid: target result #0 is [
// CHECK-DAG: @one_half_poison: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @narrow_result_wrong: invalid: target result #0 is {{.*}} where the source result is
// CHECK-DAG: @quarters: unsupported: the signature changed from (i64) -> (i64) to (vector<4xi16>) -> (vector<4xi16>), and no known correspondence
// CHECK-DAG: @odd_halves: unsupported: the signature changed from (i64) -> (i64) to (vector<2xi16>) -> (vector<2xi16>)
// Two declarations of @ext, their types changed as the boundary says.
// CHECK-DAG: @ext: valid (assuming each iN
// CHECK-DAG: @external: unsupported: the external function @ext changed its types with the boundary (wide integers emulated)
// CHECK: summary: 6 valid, 5 invalid, 3 unsupported, 0 inconclusive

// The counterexample's inputs and results are the source's values, and a
// note says how the target's stand for them.
// DIAG: error: mlir-refine: the target miscompiles @high_half_first
// DIAG: note: counterexample input %arg0 : i64 = 1 (0x0000000000000001)
// DIAG: note: the boundary changed; compared assuming each iN argument and result is the vector<2xiN/2> in its position, low half first (wide integers emulated)

//--- src.mlir
func.func @identity(%a: i64) -> i64 {
  return %a : i64
}
// 64-bit addition, done in 32-bit halves by the target with a carry.
func.func @add_halves(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @vector_identity(%a: vector<2xi64>) -> vector<2xi64> {
  return %a : vector<2xi64>
}
// Narrow arguments and results keep their types.
func.func @mixed_results(%a: i64, %b: i16) -> (i16, i64) {
  %t = arith.trunci %a : i64 to i16
  %s = arith.addi %t, %b : i16
  return %s, %a : i16, i64
}
func.func @poison_in_poison_out(%a: i64) -> i64 {
  return %a : i64
}
func.func @high_half_first(%a: i64) -> i64 {
  return %a : i64
}
func.func @carry_dropped(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @vector_transposed(%a: vector<2xi64>) -> vector<2xi64> {
  return %a : vector<2xi64>
}
func.func @one_half_poison(%a: i64) -> i64 {
  return %a : i64
}
func.func @narrow_result_wrong(%a: i64, %b: i16) -> (i16, i64) {
  %t = arith.trunci %a : i64 to i16
  %s = arith.addi %t, %b : i16
  return %s, %a : i16, i64
}
func.func @quarters(%a: i64) -> i64 {
  return %a : i64
}
func.func @odd_halves(%a: i64) -> i64 {
  return %a : i64
}
func.func private @ext(i64) -> i64
func.func @external(%a: i64) -> i64 {
  %r = func.call @ext(%a) : (i64) -> i64
  return %r : i64
}

//--- tgt.mlir
func.func @identity(%a: vector<2xi32>) -> vector<2xi32> {
  return %a : vector<2xi32>
}
func.func @add_halves(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %alo = vector.extract %a[0] : i32 from vector<2xi32>
  %ahi = vector.extract %a[1] : i32 from vector<2xi32>
  %blo = vector.extract %b[0] : i32 from vector<2xi32>
  %bhi = vector.extract %b[1] : i32 from vector<2xi32>
  %lo, %carry = arith.addui_extended %alo, %blo : i32, i1
  %c = arith.extui %carry : i1 to i32
  %h0 = arith.addi %ahi, %bhi : i32
  %hi = arith.addi %h0, %c : i32
  %r = vector.from_elements %lo, %hi : vector<2xi32>
  return %r : vector<2xi32>
}
func.func @vector_identity(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  return %a : vector<2x2xi32>
}
func.func @mixed_results(%a: vector<2xi32>, %b: i16) -> (i16, vector<2xi32>) {
  %lo = vector.extract %a[0] : i32 from vector<2xi32>
  %t = arith.trunci %lo : i32 to i16
  %s = arith.addi %t, %b : i16
  return %s, %a : i16, vector<2xi32>
}
// A poison argument is poison in both halves: a result built from them
// is poison, as the source's.
func.func @poison_in_poison_out(%a: vector<2xi32>) -> vector<2xi32> {
  %lo = vector.extract %a[0] : i32 from vector<2xi32>
  %hi = vector.extract %a[1] : i32 from vector<2xi32>
  %r = vector.from_elements %lo, %hi : vector<2xi32>
  return %r : vector<2xi32>
}
// Mutant: the halves in the wrong order.
func.func @high_half_first(%a: vector<2xi32>) -> vector<2xi32> {
  %lo = vector.extract %a[0] : i32 from vector<2xi32>
  %hi = vector.extract %a[1] : i32 from vector<2xi32>
  %r = vector.from_elements %hi, %lo : vector<2xi32>
  return %r : vector<2xi32>
}
// Mutant: the carry out of the low half is lost.
func.func @carry_dropped(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %alo = vector.extract %a[0] : i32 from vector<2xi32>
  %ahi = vector.extract %a[1] : i32 from vector<2xi32>
  %blo = vector.extract %b[0] : i32 from vector<2xi32>
  %bhi = vector.extract %b[1] : i32 from vector<2xi32>
  %lo = arith.addi %alo, %blo : i32
  %hi = arith.addi %ahi, %bhi : i32
  %r = vector.from_elements %lo, %hi : vector<2xi32>
  return %r : vector<2xi32>
}
// Mutant: the innermost dimension holds the halves; transposing mixes the
// halves of the two elements.
func.func @vector_transposed(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  %r = vector.transpose %a, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  return %r : vector<2x2xi32>
}
// Mutant: the high half is poison, so the joined value is.
func.func @one_half_poison(%a: vector<2xi32>) -> vector<2xi32> {
  %lo = vector.extract %a[0] : i32 from vector<2xi32>
  %p = ub.poison : i32
  %r = vector.from_elements %lo, %p : vector<2xi32>
  return %r : vector<2xi32>
}
// Mutant: the narrow result is computed from the high half.
func.func @narrow_result_wrong(%a: vector<2xi32>, %b: i16) -> (i16, vector<2xi32>) {
  %hi = vector.extract %a[1] : i32 from vector<2xi32>
  %t = arith.trunci %hi : i32 to i16
  %s = arith.addi %t, %b : i16
  return %s, %a : i16, vector<2xi32>
}
// No declared correspondence: four quarters, or halves of the wrong width.
func.func @quarters(%a: vector<4xi16>) -> vector<4xi16> {
  return %a : vector<4xi16>
}
func.func @odd_halves(%a: vector<2xi16>) -> vector<2xi16> {
  return %a : vector<2xi16>
}
func.func private @ext(vector<2xi32>) -> vector<2xi32>
func.func @external(%a: vector<2xi32>) -> vector<2xi32> {
  %r = func.call @ext(%a) : (vector<2xi32>) -> vector<2xi32>
  return %r : vector<2xi32>
}
