// ITEM: 10
// WHAT: scf.for whose induction variable would wrap (convert-scf-to-cf)
// PASS: func.func(convert-scf-to-cf)
// LOWER: --convert-scf-to-cf --convert-to-llvm
// NOTE: Choice: the iterations are lb, lb + step, ... taken without wrapping
// NOTE: while below ub (SCFOps.td: "the iteration is executed iff the
// NOTE: comparison of induction variable value is less than the upper bound
// NOTE: and bigger or equal to the lower bound"; the wrapped values -7 and 0
// NOTE: are below lb = 2). The only lowering of scf.for to LLVM is
// NOTE: convert-scf-to-cf itself (a plain `add`, which wraps in LLVM without
// NOTE: UB, and `icmp slt iv, ub`), so source and target print the wrapped
// NOTE: loop's 2 + (-7) + 0 = -5 (three iterations).
// Test: test/passes/scf-for-iv-overflow-bug.mlir (@wrapping_step_i4).

//--- fn.mlir
func.func @wrapping_step_i4(%lb: i4, %ub: i4, %s: i4, %x: i4) -> i4 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %x) -> i4 : i4 {
    %a = arith.addi %acc, %i : i4
    scf.yield %a : i4
  }
  return %r : i4
}
//--- check.mlir
func.func @check() -> i4 {
  %lb = arith.constant 2 : i4
  %ub = arith.constant 3 : i4
  %s = arith.constant 7 : i4
  %x = arith.constant 0 : i4
  %r = func.call @wrapping_step_i4(%lb, %ub, %s, %x) : (i4, i4, i4, i4) -> i4
  return %r : i4
}
//--- tool.mlir
func.func @check() -> i4 {
  %r = arith.constant 2 : i4
  return %r : i4
}
//--- tool-tgt.mlir
func.func @check() -> i4 {
  %r = arith.constant -5 : i4
  return %r : i4
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i4
  %w = arith.extsi %r : i4 to i64
  vector.print %w : i64
  return
}
