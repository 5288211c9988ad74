// The affine passes on scalar and memory code, stage by stage in mlir-opt
// (the meanings: src/semantics/affine.rs, affine_index.rs, scf.rs):
// affine-simplify-structures (maps and integer sets simplified: a
// constraint divided by its gcd), affine-loop-normalize with and without
// promote-single-iter (loops rebased to 0 by step 1, the old induction
// variable an affine.apply; a loop of one iteration inlined),
// affine-simplify-min-max (min/max results proved redundant dropped), and
// lower-affine (loops to scf.for, affine.if to scf.if on its constraints,
// min/max to minsi/maxsi chains, apply and the index ops to arith). Every
// function is proved. A hand-mutated output of each pass is caught by the
// CLI: a constraint off by one, a trip count one short, the promoted
// iteration reading the wrong element, a min bound changed, and in the
// lowering a signed min made unsigned, `sge` made `sgt` and a stride
// changed.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-simplify-structures)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRUCT --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-loop-normalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NORM --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-loop-normalize{promote-single-iter=true})" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PROMOTE --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(affine-simplify-min-max)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MINMAX --implicit-check-not=error: --implicit-check-not=warning:
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lower-affine)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER --implicit-check-not=error: --implicit-check-not=warning:
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(affine-simplify-structures))' %s | sed 's/(d0 - s0 >= 0,/(d0 - s0 - 1 >= 0,/' > %t.struct.mlir
// RUN: %mlir-refine %s %t.struct.mlir > %t.struct.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=STRUCT-MUT < %t.struct.txt
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-normalize))' %s | sed 's/affine.for %arg2 = 0 to 7 {/affine.for %arg2 = 0 to 6 {/' > %t.norm.mlir
// RUN: %mlir-refine %s %t.norm.mlir > %t.norm.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=NORM-MUT < %t.norm.txt
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-normalize{promote-single-iter=true}))' %s | sed 's/\[%c3 - 1\]/[%c3]/' > %t.promote.mlir
// RUN: %mlir-refine %s %t.promote.mlir > %t.promote.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=PROMOTE-MUT < %t.promote.txt
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(affine-simplify-min-max))' %s | sed 's/-> (s1 + 4, s0)>/-> (s1 + 8, s0)>/' > %t.minmax.mlir
// RUN: %mlir-refine %s %t.minmax.mlir > %t.minmax.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=MINMAX-MUT < %t.minmax.txt
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(lower-affine))' %s | sed 's/arith.minsi %2, %arg1/arith.minui %2, %arg1/; s/arith.cmpi sge, %5, %c0_0/arith.cmpi sgt, %5, %c0_0/; s/arith.muli %4, %c3/arith.muli %4, %c8/' > %t.lower.mlir
// RUN: %mlir-refine %s %t.lower.mlir > %t.lower.txt; test $? -eq 1
// RUN: FileCheck %s --check-prefix=LOWER-MUT < %t.lower.txt

// STRUCT-DAG: stage 'func.func(affine-simplify-structures)': @simplify_apply is valid{{$}}
// STRUCT-DAG: stage 'func.func(affine-simplify-structures)': @simplify_if is valid (by induction on corresponding loops){{$}}

// NORM-DAG: stage 'func.func(affine-loop-normalize)': @loop_step is valid{{$}}
// NORM-DAG: stage 'func.func(affine-loop-normalize)': @loop_sum is valid{{$}}
// NORM-DAG: stage 'func.func(affine-loop-normalize)': @single_iter is valid{{$}}
// NORM-DAG: stage 'func.func(affine-loop-normalize)': @tiled_min is valid{{$}}

// PROMOTE-DAG: stage 'func.func(affine-loop-normalize{promote-single-iter=true})': @loop_step is valid{{$}}
// PROMOTE-DAG: stage 'func.func(affine-loop-normalize{promote-single-iter=true})': @single_iter is valid{{$}}
// PROMOTE-DAG: stage 'func.func(affine-loop-normalize{promote-single-iter=true})': @tiled_min is valid{{$}}

// MINMAX-DAG: stage 'func.func(affine-simplify-min-max)': @minmax is valid{{$}}

// LOWER-DAG: stage 'func.func(lower-affine)': @simplify_apply is valid{{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @simplify_if is valid (by induction on corresponding loops){{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @minmax is valid{{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @loop_step is valid (by induction on corresponding loops){{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @loop_sum is valid (by induction on corresponding loops){{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @single_iter is valid (by induction on corresponding loops){{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @tiled_min is valid (by induction on corresponding loops){{$}}
// LOWER-DAG: stage 'func.func(lower-affine)': @index_ops is valid{{$}}

// STRUCT-MUT: @simplify_if: invalid: memory of %arg0 differs at [1]: target 3 (0x00000003), source 1 (0x00000001)
// STRUCT-MUT: summary: 7 valid, 1 invalid, 0 unsupported, 0 inconclusive
// NORM-MUT: @loop_step: invalid: memory of %arg0 differs at [26]: target
// NORM-MUT: summary: 7 valid, 1 invalid, 0 unsupported, 0 inconclusive
// PROMOTE-MUT: @single_iter: invalid: target result #0 is
// PROMOTE-MUT: summary: 7 valid, 1 invalid, 0 unsupported, 0 inconclusive
// MINMAX-MUT: @minmax: invalid: target result #0 is
// MINMAX-MUT: summary: 7 valid, 1 invalid, 0 unsupported, 0 inconclusive
// LOWER-MUT-DAG: @simplify_if: invalid: memory of %arg0 differs at [15]: target 0 (0x00000000), source 1 (0x00000001)
// LOWER-MUT-DAG: @minmax: invalid: target result #0 is
// LOWER-MUT-DAG: @index_ops: invalid: target result #2 is
// LOWER-MUT: summary: 5 valid, 3 invalid, 0 unsupported, 0 inconclusive

func.func @simplify_apply(%x: index, %y: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> ((d0 * 4 + d1 * 4) floordiv 4 + (d0 mod 2) * 0)>(%x, %y)
  return %r : index
}
func.func @simplify_if(%m: memref<16xi32>, %n: index, %v: i32) {
  affine.for %i = 0 to 16 {
    affine.if affine_set<(d0)[s0] : (d0 * 2 - s0 * 2 >= 0, 15 - d0 >= 0)>(%i)[%n] {
      affine.store %v, %m[%i] : memref<16xi32>
    }
  }
  return
}
func.func @minmax(%i: index, %n: index) -> (index, index) {
  %a = affine.min affine_map<(d0)[s0] -> (d0 + 4, d0 + 8, s0)>(%i)[%n]
  %b = affine.max affine_map<(d0) -> (d0, d0 - 2)>(%i)
  return %a, %b : index, index
}
func.func @loop_step(%m: memref<32xi32>, %v: i32) {
  affine.for %i = 2 to 30 step 4 {
    affine.store %v, %m[%i] : memref<32xi32>
  }
  return
}
func.func @loop_sum(%m: memref<20xi32>) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 4 to 20 step 2 iter_args(%acc = %c0) -> i32 {
    %x = affine.load %m[%i] : memref<20xi32>
    %a = arith.addi %acc, %x : i32
    affine.yield %a : i32
  }
  return %s : i32
}
func.func @single_iter(%m: memref<8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %s = affine.for %i = 3 to 4 iter_args(%acc = %c0) -> i32 {
    affine.store %v, %m[%i] : memref<8xi32>
    %x = affine.load %m[%i - 1] : memref<8xi32>
    %a = arith.addi %acc, %x : i32
    affine.yield %a : i32
  }
  return %s : i32
}
func.func @tiled_min(%m: memref<64xi32>, %v: i32) {
  affine.for %i = 0 to 64 step 16 {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + 16, 60)>(%i) {
      affine.store %v, %m[%j] : memref<64xi32>
    }
  }
  return
}
func.func @index_ops(%x: index, %y: index) -> (index, index, index) {
  %r:2 = affine.delinearize_index %x into (4, 8) : index, index
  %l = affine.linearize_index [%r#1, %y] by (8, 3) : index
  return %r#0, %r#1, %l : index, index, index
}
