// ITEM: 22
// WHAT: scf.parallel whose induction variable would wrap (convert-scf-to-cf)
// PASS: func.func(convert-scf-to-cf)
// LOWER: --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: as item 10, the iterations are lb, lb + step, ... without
// NOTE: wrapping (ParallelOp: "the lower bound, the upper bound and the step
// NOTE: ... define a half-open range"), so lb = 2, ub = 3,
// NOTE: step = 2^63 - 1 stores m[2] only. The only lowering of scf.parallel
// NOTE: to LLVM is convert-scf-to-cf itself, which steps with a wrapping
// NOTE: `add`: iv = 2, then 1 - 2^63 and 0, all below ub. The store at
// NOTE: 1 - 2^63 is out of bounds: MLIR lowers memref.store through a
// NOTE: `getelementptr inbounds|nuw`, whose offset 4 * (1 - 2^63) wraps and
// NOTE: leaves the object; LangRef: "If any of the rules are violated, the
// NOTE: result value is a poison value", and a store to a poison pointer is
// NOTE: UB. So the lowered source has the UB the tool gives only the target:
// NOTE: differs. The run shows it: the wrapped offset is 4, the store lands
// NOTE: on m[1].
// Own program in the shape of upstream SCFToControlFlow @parallel_loop_annotation.

//--- fn.mlir
func.func @parallel_store(%m: memref<4xi32>, %lb: index, %ub: index, %s: index) {
  %v = arith.constant 1 : i32
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %v, %m[%i] : memref<4xi32>
    scf.reduce
  }
  return
}
//--- check.mlir
func.func @check() -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %big = arith.constant 9223372036854775807 : index
  %z = arith.constant 0 : i32
  %m = memref.alloca() : memref<4xi32>
  memref.store %z, %m[%c0] : memref<4xi32>
  memref.store %z, %m[%c1] : memref<4xi32>
  memref.store %z, %m[%c2] : memref<4xi32>
  memref.store %z, %m[%c3] : memref<4xi32>
  func.call @parallel_store(%m, %c2, %c3, %big) : (memref<4xi32>, index, index, index) -> ()
  %r0 = memref.load %m[%c0] : memref<4xi32>
  %r1 = memref.load %m[%c1] : memref<4xi32>
  %r2 = memref.load %m[%c2] : memref<4xi32>
  %r3 = memref.load %m[%c3] : memref<4xi32>
  return %r0, %r1, %r2, %r3 : i32, i32, i32, i32
}
//--- tool.mlir
func.func @check() -> (i32, i32, i32, i32) {
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  return %z, %z, %o, %z : i32, i32, i32, i32
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
