// ITEM: 5
// WHAT: canonicalize merges nested scf.if by arith.andi of the conditions
// PASS: func.func(canonicalize)
// LOWER: --convert-scf-to-cf --finalize-memref-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: branching (scf.if, cf.cond_br) on poison is UB, and
// NOTE: arith.andi of false and poison is poison (ODS silent on both). MLIR
// NOTE: lowers scf.if to `br i1` and arith.andi to `and`. LangRef (Poison
// NOTE: Values): "Most instructions return 'poison' when one of their
// NOTE: arguments is 'poison'. A notable exception is the select
// NOTE: instruction" (its example: `and i32 %poison, 0 ; 0, but also
// NOTE: poison`), and "immediate undefined behavior occurs if a poison value
// NOTE: is used as ... The condition operand of a br instruction". So at
// NOTE: c1 = false, c2 = poison the lowered target has UB and the lowered
// NOTE: source (which never reads c2) none: agrees. What the target prints
// NOTE: (the store skipped or done) is whatever the register held.
// Own program in the shape of upstream scf/canonicalize.mlir @merge_nested_if.

//--- fn.mlir
func.func @nested_if(%c1: i1, %c2: i1, %m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %v = arith.constant 7 : i32
  scf.if %c1 {
    scf.if %c2 {
      memref.store %v, %m[%c0] : memref<1xi32>
    }
  }
  return
}
//--- check.mlir
func.func @check() -> i32 {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  %f = arith.constant false
  %p = ub.poison : i1
  %m = memref.alloca() : memref<1xi32>
  memref.store %z, %m[%c0] : memref<1xi32>
  func.call @nested_if(%f, %p, %m) : (i1, i1, memref<1xi32>) -> ()
  %r = memref.load %m[%c0] : memref<1xi32>
  return %r : i32
}
//--- tool.mlir
func.func @check() -> i32 {
  %r = arith.constant 0 : i32
  return %r : i32
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i32
  vector.print %r : i32
  return
}
