// affine.parallel, affine.vector_load/vector_store and memref.view.
//
// affine.parallel: dimension d runs from the max of its group of
// lower-bound expressions to the min of its upper-bound group, by its step,
// in any order (data races are UB, as for scf.parallel); each yielded value
// is reduced with its kind from the kind's identity (a zero trip count
// gives the identity). Reductions whose unspecified order could matter
// (addf, mulf, maxnumf, minnumf) and assign are unsupported, by name. A
// band with dynamic bounds is checked up to a number of iterations per
// dimension whose product stays within max-unroll, and says so.
// affine.vector_load/vector_store: the slice along the trailing
// dimensions, each element an access as affine.load's. memref.view: the
// i8 view at the byte shift (views to other element types: view_bytes.mlir;
// a float stored through one is unsupported).
//
// Proved: parallel stores against a sequential loop, reductions against
// their unrolled sums (any order) and maxima, a 2-D band against a loop
// nest in the other order, bound groups against maxsi/minsi bounds, a
// zero-trip reduction against the identity, a stepped band against its
// stores, a vector load and store against their element accesses, an i8
// view against the flat store. Caught: a band whose iterations race where
// the loop was sequential, a reduction one iteration short, a vector load
// one element past the end, a view store one byte off.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @par_store: valid{{$}}
// CHECK-DAG: @par_reduce: valid{{$}}
// CHECK-DAG: @par_2d: valid{{$}}
// CHECK-DAG: @par_groups: valid{{$}}
// CHECK-DAG: @par_empty: valid{{$}}
// CHECK-DAG: @par_max: valid (IEEE-754){{$}}
// CHECK-DAG: @par_step: valid{{$}}
// CHECK-DAG: @race: invalid: the target has undefined behaviour (a data race between iterations of 'affine.parallel') where the source has none{{$}}
// CHECK-DAG: @wrong_reduce: invalid: target result #0 is 3 (0x00000003) where the source result is 4 (0x00000004){{$}}
// CHECK-DAG: @reduce_addf: unsupported: source: affine.parallel reduction 'addf': its order (or, for 'assign', its result) is unspecified (with fp-reassoc, float sums and products are taken as reassociable){{$}}
// CHECK-DAG: @vload: valid{{$}}
// CHECK-DAG: @vstore: valid{{$}}
// CHECK-DAG: @vload_shifted: invalid: the target has undefined behaviour (load out of bounds (an index is not below its dimension's size)) where the source has none{{$}}
// CHECK-DAG: @view_i8: valid{{$}}
// CHECK-DAG: @view_shifted: invalid: memory of %arg0 differs at [{{6|7}}]
// CHECK-DAG: @view_f32: unsupported: source: a float stored through a memref.view of bytes (the bits a NaN leaves are not modelled){{$}}
// CHECK-DAG: @par_dyn2d: valid (bounded: parallel loops up to 8 iterations per dimension){{$}}
// CHECK: summary: 11 valid (1 bounded), 4 invalid, 2 unsupported, 0 inconclusive

//--- src.mlir
func.func @par_store(%m: memref<8xi32>, %v: i32) {
  affine.parallel (%i) = (0) to (8) {
    affine.store %v, %m[%i] : memref<8xi32>
  }
  return
}
func.func @par_reduce(%a: memref<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %x = affine.load %a[%i] : memref<4xi32>
    affine.yield %x : i32
  }
  return %r : i32
}
func.func @par_2d(%m: memref<2x3xindex>) {
  affine.parallel (%i, %j) = (0, 0) to (2, 3) {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
    affine.store %k, %m[%i, %j] : memref<2x3xindex>
  }
  return
}
func.func @par_groups(%m: memref<?xi8>, %lo: index, %hi: index, %v: i8) {
  affine.parallel (%i) = (max(0, %lo)) to (min(4, %hi)) {
    affine.store %v, %m[%i] : memref<?xi8>
  }
  return
}
func.func @par_empty() -> i32 {
  %r = affine.parallel (%i) = (0) to (0) reduce ("muli") -> i32 {
    %c = arith.constant 7 : i32
    affine.yield %c : i32
  }
  return %r : i32
}
func.func @par_max(%a: memref<3xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (3) reduce ("maximumf") -> f32 {
    %x = affine.load %a[%i] : memref<3xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
func.func @par_step(%m: memref<8xi32>, %v: i32) {
  affine.parallel (%i) = (0) to (8) step (3) {
    affine.store %v, %m[%i] : memref<8xi32>
  }
  return
}
func.func @race(%m: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    %c0 = arith.constant 0 : index
    %x = arith.index_cast %i : index to i32
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @wrong_reduce(%a: memref<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %x = affine.load %a[%i] : memref<4xi32>
    affine.yield %x : i32
  }
  return %r : i32
}
func.func @reduce_addf(%a: memref<4xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
func.func @vload(%m: memref<2x8xi32>, %i: index) -> vector<4xi32> {
  %v = affine.vector_load %m[1, 2] : memref<2x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vstore(%m: memref<8xi16>, %v: vector<2xi16>) {
  affine.vector_store %v, %m[6] : memref<8xi16>, vector<2xi16>
  return
}
func.func @vload_shifted(%m: memref<8xi32>) -> vector<4xi32> {
  %v = affine.vector_load %m[4] : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @view_i8(%buf: memref<16xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = memref.view %buf[%c4][] : memref<16xi8> to memref<2x2xi8>
  memref.store %v, %w[%c1, %c1] : memref<2x2xi8>
  return
}
func.func @view_shifted(%buf: memref<16xi8>, %v: i8) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = memref.view %buf[%c4][] : memref<16xi8> to memref<2x2xi8>
  memref.store %v, %w[%c1, %c1] : memref<2x2xi8>
  return
}
func.func @view_f32(%buf: memref<16xi8>, %v: f32) {
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %v, %w[%c0] : memref<4xf32>
  return
}
func.func @par_dyn2d(%a: memref<?x?xi32>, %m: index, %n: index, %v: i32) {
  affine.parallel (%i, %j) = (0, 0) to (%m, %n) {
    affine.store %v, %a[%i, %j] : memref<?x?xi32>
  }
  return
}

//--- tgt.mlir
func.func @par_store(%m: memref<8xi32>, %v: i32) {
  affine.for %i = 0 to 8 {
    affine.store %v, %m[%i] : memref<8xi32>
  }
  return
}
func.func @par_reduce(%a: memref<4xi32>) -> i32 {
  %x0 = affine.load %a[0] : memref<4xi32>
  %x1 = affine.load %a[1] : memref<4xi32>
  %x2 = affine.load %a[2] : memref<4xi32>
  %x3 = affine.load %a[3] : memref<4xi32>
  %s0 = arith.addi %x3, %x1 : i32
  %s1 = arith.addi %x2, %x0 : i32
  %s = arith.addi %s0, %s1 : i32
  return %s : i32
}
func.func @par_2d(%m: memref<2x3xindex>) {
  affine.for %j = 0 to 3 {
    affine.for %i = 0 to 2 {
      %k = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1)>(%i, %j)
      affine.store %k, %m[%i, %j] : memref<2x3xindex>
    }
  }
  return
}
func.func @par_groups(%m: memref<?xi8>, %lo: index, %hi: index, %v: i8) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %l = arith.maxsi %lo, %c0 : index
  %u = arith.minsi %hi, %c4 : index
  scf.for %i = %l to %u step %c1 {
    memref.store %v, %m[%i] : memref<?xi8>
  }
  return
}
func.func @par_empty() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func @par_max(%a: memref<3xf32>) -> f32 {
  %x0 = affine.load %a[0] : memref<3xf32>
  %x1 = affine.load %a[1] : memref<3xf32>
  %x2 = affine.load %a[2] : memref<3xf32>
  %m0 = arith.maximumf %x2, %x0 : f32
  %m = arith.maximumf %m0, %x1 : f32
  return %m : f32
}
func.func @par_step(%m: memref<8xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  memref.store %v, %m[%c0] : memref<8xi32>
  memref.store %v, %m[%c3] : memref<8xi32>
  memref.store %v, %m[%c6] : memref<8xi32>
  return
}
func.func @race(%m: memref<4xi32>) {
  affine.parallel (%i) = (0) to (4) {
    %c0 = arith.constant 0 : index
    %x = arith.index_cast %i : index to i32
    memref.store %x, %m[%c0] : memref<4xi32>
  }
  return
}
func.func @wrong_reduce(%a: memref<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (3) reduce ("addi") -> i32 {
    %x = affine.load %a[%i] : memref<4xi32>
    affine.yield %x : i32
  }
  return %r : i32
}
func.func @reduce_addf(%a: memref<4xf32>) -> f32 {
  %unused = arith.constant 0 : index
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %x = affine.load %a[%i] : memref<4xf32>
    affine.yield %x : f32
  }
  return %r : f32
}
func.func @vload(%m: memref<2x8xi32>, %i: index) -> vector<4xi32> {
  %x0 = affine.load %m[1, 2] : memref<2x8xi32>
  %x1 = affine.load %m[1, 3] : memref<2x8xi32>
  %x2 = affine.load %m[1, 4] : memref<2x8xi32>
  %x3 = affine.load %m[1, 5] : memref<2x8xi32>
  %v = vector.from_elements %x0, %x1, %x2, %x3 : vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vstore(%m: memref<8xi16>, %v: vector<2xi16>) {
  %a = vector.extract %v[0] : i16 from vector<2xi16>
  %b = vector.extract %v[1] : i16 from vector<2xi16>
  affine.store %b, %m[7] : memref<8xi16>
  affine.store %a, %m[6] : memref<8xi16>
  return
}
func.func @vload_shifted(%m: memref<8xi32>) -> vector<4xi32> {
  %v = affine.vector_load %m[5] : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @view_i8(%buf: memref<16xi8>, %v: i8) {
  %c7 = arith.constant 7 : index
  memref.store %v, %buf[%c7] : memref<16xi8>
  return
}
func.func @view_shifted(%buf: memref<16xi8>, %v: i8) {
  %c6 = arith.constant 6 : index
  memref.store %v, %buf[%c6] : memref<16xi8>
  return
}
func.func @view_f32(%buf: memref<16xi8>, %v: f32) {
  %unused = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %v, %w[%c0] : memref<4xf32>
  return
}
func.func @par_dyn2d(%a: memref<?x?xi32>, %m: index, %n: index, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    memref.store %v, %a[%i, %j] : memref<?x?xi32>
  }
  return
}
