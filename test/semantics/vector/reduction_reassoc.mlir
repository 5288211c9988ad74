// fp-reassoc on vector reductions (src/semantics/reassoc.rs): the float
// `add` and `mul` steps of vector.reduction, vector.multi_reduction and
// vector.contract (not its products) are associative and commutative with
// the option. Without it they fold in the encoder's fixed order
// (accumulator, then elements in row-major order; VectorOps.td gives none,
// the order is the LLVM lowering's), so reductions split and swapped,
// reduced in transposed order or reversed, and a dot product of reversed
// vectors, are caught; with it they are valid, saying so. A dropped element
// and a product for a sum are caught either way, with a counterexample
// confirmed on exact sums.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: %mlir-refine --fp-reassoc %t/src.mlir %t/tgt.mlir > %t/ac.txt 2> %t/ac.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=AC < %t/ac.txt

// IEEE-DAG: @halves_swapped: invalid: target result #0 is
// IEEE-DAG: @multi_reduction_transposed: invalid: target result #0 is
// IEEE-DAG: @product_reversed: invalid: target result #0 is
// IEEE-DAG: @drops_element: invalid: target result #0 is
// IEEE-DAG: @mul_for_add: invalid: target result #0 is
// IEEE-DAG: @dot_reversed: invalid: target result #0 is
// IEEE: summary: 0 valid, 6 invalid, 0 unsupported, 0 inconclusive

// AC-DAG: @halves_swapped: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @multi_reduction_transposed: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @product_reversed: valid (modulo reassociation of float reductions; abstract floating point)
// AC-DAG: @drops_element: invalid: target result #0 is
// AC-DAG: @mul_for_add: invalid: target result #0 is
// AC-DAG: @dot_reversed: valid (modulo reassociation of float reductions; abstract floating point)
// AC: summary: 4 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @halves_swapped(%v: vector<4xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
  return %r : f32
}
func.func @multi_reduction_transposed(%v: vector<2x2xf32>, %acc: f32) -> f32 {
  %r = vector.multi_reduction <add>, %v, %acc [0, 1] : vector<2x2xf32> to f32
  return %r : f32
}
func.func @product_reversed(%v: vector<3xf16>) -> f16 {
  %r = vector.reduction <mul>, %v : vector<3xf16> into f16
  return %r : f16
}
func.func @drops_element(%v: vector<4xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<4xf32> into f32
  return %r : f32
}
func.func @mul_for_add(%v: vector<2xf32>) -> f32 {
  %r = vector.reduction <add>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @dot_reversed(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<3xf32>, vector<3xf32> into f32
  return %r : f32
}

//--- tgt.mlir
func.func @halves_swapped(%v: vector<4xf32>, %acc: f32) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<4xf32>
  %x1 = vector.extract %v[1] : f32 from vector<4xf32>
  %x2 = vector.extract %v[2] : f32 from vector<4xf32>
  %x3 = vector.extract %v[3] : f32 from vector<4xf32>
  %lo = vector.from_elements %x0, %x1 : vector<2xf32>
  %hi = vector.from_elements %x2, %x3 : vector<2xf32>
  %a = vector.reduction <add>, %hi, %acc : vector<2xf32> into f32
  %r = vector.reduction <add>, %lo, %a : vector<2xf32> into f32
  return %r : f32
}
func.func @multi_reduction_transposed(%v: vector<2x2xf32>, %acc: f32) -> f32 {
  %t = vector.transpose %v, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %f = vector.shape_cast %t : vector<2x2xf32> to vector<4xf32>
  %r = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
  return %r : f32
}
func.func @product_reversed(%v: vector<3xf16>) -> f16 {
  %x0 = vector.extract %v[0] : f16 from vector<3xf16>
  %x1 = vector.extract %v[1] : f16 from vector<3xf16>
  %x2 = vector.extract %v[2] : f16 from vector<3xf16>
  %rev = vector.from_elements %x2, %x1, %x0 : vector<3xf16>
  %r = vector.reduction <mul>, %rev : vector<3xf16> into f16
  return %r : f16
}
func.func @drops_element(%v: vector<4xf32>, %acc: f32) -> f32 {
  %x0 = vector.extract %v[0] : f32 from vector<4xf32>
  %x1 = vector.extract %v[1] : f32 from vector<4xf32>
  %x2 = vector.extract %v[2] : f32 from vector<4xf32>
  %w = vector.from_elements %x2, %x1, %x0 : vector<3xf32>
  %r = vector.reduction <add>, %w, %acc : vector<3xf32> into f32
  return %r : f32
}
func.func @mul_for_add(%v: vector<2xf32>) -> f32 {
  %r = vector.reduction <mul>, %v : vector<2xf32> into f32
  return %r : f32
}
func.func @dot_reversed(%a: vector<3xf32>, %b: vector<3xf32>, %c: f32) -> f32 {
  %a0 = vector.extract %a[0] : f32 from vector<3xf32>
  %a1 = vector.extract %a[1] : f32 from vector<3xf32>
  %a2 = vector.extract %a[2] : f32 from vector<3xf32>
  %b0 = vector.extract %b[0] : f32 from vector<3xf32>
  %b1 = vector.extract %b[1] : f32 from vector<3xf32>
  %b2 = vector.extract %b[2] : f32 from vector<3xf32>
  %ra = vector.from_elements %a2, %a1, %a0 : vector<3xf32>
  %rb = vector.from_elements %b2, %b1, %b0 : vector<3xf32>
  %r = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>], iterator_types = ["reduction"]} %ra, %rb, %c : vector<3xf32>, vector<3xf32> into f32
  return %r : f32
}
