// fp-reassoc on loops and parallel reductions (src/semantics/reassoc.rs):
// the addf/mulf chain a scf.for or affine.for carries from its iter_arg to
// its yield, the addf/mulf reductions of affine.parallel and a scf.reduce
// whose combiner is one arith.addf/mulf are reassociable. Without the
// option a loop's sum is IEEE-754 in its order (a reversed loop is caught)
// and a parallel float reduction is unsupported, saying why ("The order of
// reduction is unspecified"). With it, a reversed loop, the loop made
// parallel (affine-parallelize's form: the parallel sum from MLIR's
// identity +0.0, then added to the loop's init) and the parallel loop
// lowered to scf.parallel are valid, and so is a loop unrolled into a
// chain in the same order (proved without reassociation: the chain is no
// longer a reduction). Signed zeros keep their IEEE-754 meaning: a loop
// seeded with -0.0 made parallel from +0.0 is caught on the input of -0.0
// terms. A term dropped, and a reversed loop whose accumulator is also
// stored (not a reduction: its partial sums are seen), are caught with the
// option too.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: %mlir-refine --fp-reassoc --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/ac.txt 2> %t/ac.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=AC < %t/ac.txt
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-parallelize{parallel-reductions=true}),lower-affine" fp-reassoc=true remarks=true})' %t/pass.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASS

// IEEE-DAG: @loop_reversed: invalid: target result #0 is
// IEEE-DAG: @parallelized: unsupported: target: affine.parallel reduction 'addf': its order (or, for 'assign', its result) is unspecified (with fp-reassoc, float sums and products are taken as reassociable)
// IEEE-DAG: @seed_sign: unsupported: target: affine.parallel reduction 'addf'
// IEEE-DAG: @lowered: unsupported: source: affine.parallel reduction 'addf'
// IEEE-DAG: @product: unsupported: source: affine.parallel reduction 'mulf'
// IEEE-DAG: @unrolled: valid (IEEE-754)
// IEEE-DAG: @term_dropped: unsupported: target: affine.parallel reduction 'addf'
// IEEE-DAG: @not_a_reduction: invalid
// IEEE: summary: 1 valid, 2 invalid, 5 unsupported, 0 inconclusive

// AC-DAG: @loop_reversed: valid (modulo reassociation of float reductions; IEEE-754)
// AC-DAG: @parallelized: valid (modulo reassociation of float reductions; IEEE-754)
// AC-DAG: @seed_sign: invalid: target result #0 is 0.0 (0x0000) where the source result is -0.0 (0x8000)
// AC-DAG: @lowered: valid (modulo reassociation of float reductions; IEEE-754)
// AC-DAG: @product: valid (modulo reassociation of float reductions; IEEE-754)
// AC-DAG: @unrolled: valid (IEEE-754)
// AC-DAG: @term_dropped: invalid: target result #0 is
// AC-DAG: @not_a_reduction: invalid: memory of %arg1 differs at [1]
// AC: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

// PASS: remark: verify-translation: stage 'func.func(affine-parallelize{parallel-reductions=true})': @sum is valid (modulo reassociation of float reductions; IEEE-754)
// PASS: remark: verify-translation: stage 'lower-affine': @sum is valid (modulo reassociation of float reductions; IEEE-754)

//--- src.mlir
func.func @loop_reversed(%m: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @parallelized(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @seed_sign(%m: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @lowered(%m: memref<4xf16>) -> f16 {
  %0 = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (f16) {
    %x = affine.load %m[%i] : memref<4xf16>
    affine.yield %x : f16
  }
  return %0 : f16
}
func.func @product(%m: memref<3xf16>) -> f16 {
  %0 = affine.parallel (%i) = (0) to (3) reduce ("mulf") -> (f16) {
    %x = affine.load %m[%i] : memref<3xf16>
    affine.yield %x : f16
  }
  return %0 : f16
}
func.func @unrolled(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @term_dropped(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @not_a_reduction(%m: memref<4xf16>, %out: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[%i] : memref<4xf16>
    affine.store %acc, %out[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}

//--- tgt.mlir
func.func @loop_reversed(%m: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[3 - %i] : memref<4xf16>
    %s = arith.addf %x, %acc : f16
    affine.yield %s : f16
  }
  return %r : f16
}
func.func @parallelized(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %0 = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (f16) {
    %x = affine.load %m[%i] : memref<4xf16>
    affine.yield %x : f16
  }
  %1 = arith.addf %z, %0 : f16
  return %1 : f16
}
func.func @seed_sign(%m: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %0 = affine.parallel (%i) = (0) to (4) reduce ("addf") -> (f16) {
    %x = affine.load %m[%i] : memref<4xf16>
    affine.yield %x : f16
  }
  %1 = arith.addf %z, %0 : f16
  return %1 : f16
}
func.func @lowered(%m: memref<4xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f16
  %0 = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f16 {
    %x = memref.load %m[%i] : memref<4xf16>
    scf.reduce(%x : f16) {
    ^bb0(%a: f16, %b: f16):
      %s = arith.addf %a, %b : f16
      scf.reduce.return %s : f16
    }
  }
  return %0 : f16
}
func.func @product(%m: memref<3xf16>) -> f16 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f16
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %one) -> f16 {
    %j = arith.subi %c3, %i : index
    %k = arith.subi %j, %c1 : index
    %x = memref.load %m[%k] : memref<3xf16>
    %p = arith.mulf %x, %acc : f16
    scf.yield %p : f16
  }
  return %r : f16
}
func.func @unrolled(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %a = affine.load %m[0] : memref<4xf16>
  %b = affine.load %m[1] : memref<4xf16>
  %c = affine.load %m[2] : memref<4xf16>
  %d = affine.load %m[3] : memref<4xf16>
  %0 = arith.addf %z, %a : f16
  %1 = arith.addf %0, %b : f16
  %2 = arith.addf %1, %c : f16
  %3 = arith.addf %2, %d : f16
  return %3 : f16
}
func.func @term_dropped(%m: memref<4xf16>) -> f16 {
  %z = arith.constant 0.0 : f16
  %0 = affine.parallel (%i) = (0) to (3) reduce ("addf") -> (f16) {
    %x = affine.load %m[%i] : memref<4xf16>
    affine.yield %x : f16
  }
  %1 = arith.addf %z, %0 : f16
  return %1 : f16
}
func.func @not_a_reduction(%m: memref<4xf16>, %out: memref<4xf16>) -> f16 {
  %z = arith.constant -0.0 : f16
  %r = affine.for %i = 0 to 4 iter_args(%acc = %z) -> f16 {
    %x = affine.load %m[3 - %i] : memref<4xf16>
    affine.store %acc, %out[%i] : memref<4xf16>
    %s = arith.addf %acc, %x : f16
    affine.yield %s : f16
  }
  return %r : f16
}

//--- pass.mlir
func.func @sum(%m: memref<8xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 8 iter_args(%acc = %z) -> f32 {
    %x = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %x : f32
    affine.yield %s : f32
  }
  return %r : f32
}
