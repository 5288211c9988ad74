// Programs that print, as bug reports and integration tests write them (a
// @main with constants, a computation, vector.print of the result, or a
// buffer printed by printMemrefF32 through a memref.cast to memref<*xf32>),
// checked through real MLIR 22 passes: each pass keeps the output, and
// verify-translation finds every function valid. Then mutants of each
// pass's real output (sed) that change what is printed, drop a comma, or
// move an unknown call across the stores to the buffer it is given: each
// must be caught, naming the first event that differs.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(canonicalize)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CANON
// CANON-DAG: stage 'func.func(canonicalize)': @main is valid
// CANON-DAG: stage 'func.func(canonicalize)': @fused is valid
// CANON-DAG: stage 'func.func(canonicalize)': @linalg_main is valid
// CANON-DAG: stage 'func.func(canonicalize)': @observed is valid
// CANON-DAG: stage 'func.func(canonicalize)': @ranges is valid
// CANON-NOT: error
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(convert-vector-to-scf),func.func(affine-loop-fusion),func.func(linalg-specialize-generic-ops),func.func(int-range-optimizations),func.func(lower-affine)" remarks=true})' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PASSES
// PASSES-DAG: stage 'func.func(convert-vector-to-scf)': @main is valid
// PASSES-DAG: stage 'func.func(affine-loop-fusion)': @fused is valid
// PASSES-DAG: stage 'func.func(linalg-specialize-generic-ops)': @linalg_main is valid
// PASSES-DAG: stage 'func.func(int-range-optimizations)': @ranges is valid
// PASSES-DAG: stage 'func.func(lower-affine)': @observed is valid
// PASSES-NOT: error
//
// The mutants, each of one pass's real output.
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(canonicalize))' %s -o %t.canon.mlir
// RUN: sed -e 's/arith.constant 96 : i32/arith.constant 97 : i32/' \
// RUN:     -e 's/affine.store %cst_0, %alloc\[%arg0\]/affine.store %cst, %alloc[%arg0]/' %t.canon.mlir > %t.canon-mut.mlir
// RUN: not %mlir-refine %s %t.canon-mut.mlir | FileCheck %s --check-prefix=CANON-MUT
// CANON-MUT-DAG: @main: invalid: target prints 97 where the source prints 96 (1st print)
// CANON-MUT-DAG: @observed: invalid: the target's call #0 to @observe is not the source's call #0: it sees element [0] of argument #0 = 1.0 where the source's call sees 0.0
//
// RUN: sed -e '/call @observe/d' -e 's/^\(    %cast = memref.cast %alloc \)/    call @observe(%alloc) : (memref<8xf32>) -> ()\n\1/' %t.canon.mlir > %t.moved.mlir
// RUN: not %mlir-refine %s %t.moved.mlir | FileCheck %s --check-prefix=MOVED
// MOVED: @observed: invalid: the target's call #0 to @observe is not the source's call #0: it sees element [0] of argument #0 = 1.0 where the source's call sees 0.0
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(convert-vector-to-scf))' %s -o %t.scf.mlir
// RUN: sed -e 's/%1 = arith.cmpi ult, %arg0, %c3 : index/%1 = arith.cmpi ult, %arg0, %c2 : index/' %t.scf.mlir > %t.scf-mut.mlir
// RUN: not %mlir-refine %s %t.scf-mut.mlir | FileCheck %s --check-prefix=SCF-MUT
// SCF-MUT: @main: invalid: target prints 16.0 where the source prints ', ' (9th print)
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(affine-loop-fusion))' %s -o %t.fusion.mlir
// RUN: sed -e 's/%2 = affine.load %alloc\[%arg0\]/%2 = affine.load %alloc_0[%arg0]/' %t.fusion.mlir > %t.fusion-mut.mlir
// RUN: not %mlir-refine %s %t.fusion-mut.mlir | FileCheck %s --check-prefix=FUSION-MUT
// FUSION-MUT: @fused: invalid: target prints element [0] as {{.*}} where the source prints 1.0 (1st print, @printMemrefF32)
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(linalg-specialize-generic-ops))' %s -o %t.spec.mlir
// RUN: sed -e 's/linalg.add ins/linalg.sub ins/' %t.spec.mlir > %t.spec-mut.mlir
// RUN: not %mlir-refine %s %t.spec-mut.mlir | FileCheck %s --check-prefix=SPEC-MUT
// SPEC-MUT: @linalg_main: invalid: target prints element [0] as -1.0 where the source prints 5.0 (1st print, @printMemrefF32)
//
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(int-range-optimizations))' %s -o %t.ranges.mlir
// RUN: sed -e 's/arith.constant true/arith.constant false/' %t.ranges.mlir > %t.ranges-mut.mlir
// RUN: not %mlir-refine %s %t.ranges-mut.mlir | FileCheck %s --check-prefix=RANGES-MUT
// RANGES-MUT: @ranges: invalid: target prints 0 where the source prints 1 (1st print)

#id = affine_map<(d0) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)
func.func private @observe(memref<8xf32>)

// A bug report: constants, a computation, its result printed.
func.func @main() {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %x = arith.muli %c3, %c4 : i32
  %y = arith.shli %x, %c3 : i32
  vector.print %y : i32
  %v = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %w = arith.mulf %v, %v : vector<4xf32>
  vector.print %w : vector<4xf32>
  %i = arith.constant dense<[[1, -2], [3, -4]]> : vector<2x2xi8>
  %a = math.absi %i : vector<2x2xi8>
  vector.print %a : vector<2x2xi8>
  return
}

// Two loops the fusion pass fuses, the result printed.
func.func @fused() {
  %a = memref.alloc() : memref<8xf32>
  %b = memref.alloc() : memref<8xf32>
  %one = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    affine.store %f, %a[%i] : memref<8xf32>
  }
  affine.for %i = 0 to 8 {
    %x = affine.load %a[%i] : memref<8xf32>
    %y = arith.addf %x, %one : f32
    affine.store %y, %b[%i] : memref<8xf32>
  }
  %u = memref.cast %b : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<8xf32>
  memref.dealloc %b : memref<8xf32>
  return
}

// linalg on buffers, printed through an unranked cast.
func.func @linalg_main() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  linalg.fill ins(%two : f32) outs(%a : memref<4xf32>)
  linalg.fill ins(%three : f32) outs(%b : memref<4xf32>)
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  }
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A buffer an unknown function observes between two writes.
func.func @observed() {
  %m = memref.alloc() : memref<8xf32>
  %z = arith.constant 0.0 : f32
  %o = arith.constant 1.0 : f32
  affine.for %i = 0 to 8 {
    affine.store %z, %m[%i] : memref<8xf32>
  }
  call @observe(%m) : (memref<8xf32>) -> ()
  affine.for %i = 0 to 8 {
    affine.store %o, %m[%i] : memref<8xf32>
  }
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// Integer ranges: the comparison always holds.
func.func @ranges() {
  %c = arith.constant 100 : index
  %r = index.rems %c, %c
  affine.for %i = 0 to 10 {
    %lt = arith.cmpi ult, %i, %c : index
    vector.print %lt : i1
  }
  return
}
