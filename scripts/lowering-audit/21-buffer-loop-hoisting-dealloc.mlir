// ITEM: 21
// WHAT: buffer-loop-hoisting on a loop body that allocates and frees a buffer
// PASS: func.func(buffer-loop-hoisting)
// LOWER: --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// TARGET-MAY-FAIL: yes
// NOTE: Choice: input outside the pass's intended use (it is meant to run
// NOTE: before deallocation is inserted) is still held to refinement. MLIR
// NOTE: lowers memref.alloc/dealloc to malloc/free: the lowered source
// NOTE: copies m[i] to m[i + 1] through a fresh buffer and prints 5 5 5 5, as
// NOTE: the tool says: agrees. The lowered target mallocs once and frees in
// NOTE: every iteration: the second iteration stores to freed memory and
// NOTE: frees it again (C11 7.22.3.3: UB), which glibc stops with "free():
// NOTE: double free detected in tcache 2" and the run dies.
// Test: test/passes/memory_buffer_passes_dealloc_bug.mlir (@loop_alloc).

//--- fn.mlir
func.func @loop_alloc(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %t = memref.alloc() : memref<4xi32>
    %x = memref.load %m[%i] : memref<4xi32>
    memref.store %x, %t[%i] : memref<4xi32>
    %y = memref.load %t[%i] : memref<4xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %y, %m[%j] : memref<4xi32>
    memref.dealloc %t : memref<4xi32>
  }
  return
}
//--- check.mlir
func.func @check() -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant 5 : i32
  %z = arith.constant 0 : i32
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.store %z, %m[%c1] : memref<4xi32>
  memref.store %z, %m[%c2] : memref<4xi32>
  memref.store %z, %m[%c3] : memref<4xi32>
  func.call @loop_alloc(%m) : (memref<4xi32>) -> ()
  %r0 = memref.load %m[%c0] : memref<4xi32>
  %r1 = memref.load %m[%c1] : memref<4xi32>
  %r2 = memref.load %m[%c2] : memref<4xi32>
  %r3 = memref.load %m[%c3] : memref<4xi32>
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
//--- tool.mlir
func.func @check() -> (i32, i32, i32, i32) {
  %v = arith.constant 5 : i32
  return %v, %v, %v, %v : i32, i32, i32, i32
}
//--- main.mlir
func.func @main() {
  %r:4 = func.call @check() : () -> (i32, i32, i32, i32)
  vector.print %r#0 : i32
  vector.print %r#1 : i32
  vector.print %r#2 : i32
  vector.print %r#3 : i32
  return
}
