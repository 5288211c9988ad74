// ITEM: 21
// WHAT: promote-buffers-to-stack turns allocs into allocas whose dealloc is on an scf.if result
// PASS: func.func(promote-buffers-to-stack)
// LOWER: --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// TARGET-MAY-FAIL: yes
// NOTE: Choice: as above (input with deallocations). The lowered source
// NOTE: mallocs, stores 9, loads it and frees the malloc'd buffer: prints 9,
// NOTE: as the tool says: agrees. The lowered target passes a stack address
// NOTE: to free (C11 7.22.3.3: UB): the run dies with a segmentation fault
// NOTE: in glibc's _int_free.
// Test: test/passes/memory_buffer_passes_dealloc_bug.mlir (@if_yield_alloc).

//--- fn.mlir
func.func @if_yield_alloc(%c: i1, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<2xi32> {
    %a = memref.alloc() : memref<2xi32>
    scf.yield %a : memref<2xi32>
  } else {
    %b = memref.alloc() : memref<2xi32>
    scf.yield %b : memref<2xi32>
  }
  memref.store %v, %r[%c0] : memref<2xi32>
  %x = memref.load %r[%c0] : memref<2xi32>
  memref.dealloc %r : memref<2xi32>
  return %x : i32
}
//--- check.mlir
func.func @check() -> i32 {
  %t = arith.constant true
  %v = arith.constant 9 : i32
  %r = func.call @if_yield_alloc(%t, %v) : (i1, i32) -> i32
  return %r : i32
}
//--- tool.mlir
func.func @check() -> i32 {
  %v = arith.constant 9 : i32
  return %v : i32
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i32
  vector.print %r : i32
  return
}
