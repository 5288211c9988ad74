// Upstream MLIR 22 `buffer-deallocation-simplification` rewrites only
// bufferization.dealloc ops (ownership-based deallocation), which are not
// modelled (src/semantics/bufferization.rs: "`bufferization.dealloc` ... is
// not modelled"): a function that has one is unsupported, naming the op and
// the side it is on (here the source: the pass keeps a simplified dealloc in
// the target too). Here the pass drops the retained %m (it cannot alias the
// local buffer), merges the two entries for %a and replaces the result by
// false. On memref code without bufferization.dealloc the pass changes
// nothing (memory_buffer_passes.mlir, @plain here). When
// bufferization.dealloc is modelled, @dealloc_simplify must become valid.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(buffer-deallocation-simplification)" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=error: --implicit-check-not=warning:
// RUN: mlir-opt --pass-pipeline='builtin.module(func.func(buffer-deallocation-simplification))' %s | FileCheck %s --check-prefix=IR

// CHECK-DAG: warning: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @dealloc_simplify is unsupported, not checked: source: op 'bufferization.dealloc' is not modelled{{$}}
// CHECK-DAG: remark: verify-translation: stage 'func.func(buffer-deallocation-simplification)': @plain is valid (unchanged){{$}}

// IR-LABEL: func.func @dealloc_simplify
// IR: bufferization.dealloc (%{{.*}} : memref<2xi32>) if (%true){{$}}
// IR: return %false : i1

func.func @dealloc_simplify(%m: memref<2xi32>, %c: i1, %v: i32) -> i1 {
  %c0 = arith.constant 0 : index
  %true = arith.constant true
  %a = memref.alloc() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  %r = bufferization.dealloc (%a, %a : memref<2xi32>, memref<2xi32>) if (%true, %c) retain (%m : memref<2xi32>)
  return %r : i1
}

func.func @plain(%m: memref<2xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xi32>
  memref.store %v, %a[%c0] : memref<2xi32>
  %x = memref.load %a[%c0] : memref<2xi32>
  memref.store %x, %m[%c0] : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  return
}
