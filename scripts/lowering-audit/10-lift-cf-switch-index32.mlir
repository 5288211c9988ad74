// ITEM: 10
// WHAT: lift-cf-to-scf on a cf.switch over i64 with a 32-bit index
// PASS: func.func(lift-cf-to-scf)
// LOWER: --convert-scf-to-cf --convert-arith-to-llvm=index-bitwidth=32 --convert-cf-to-llvm=index-bitwidth=32 --convert-func-to-llvm=index-bitwidth=32 --convert-vector-to-llvm --reconcile-unrealized-casts
// ALSO-LOWER: --convert-scf-to-cf --convert-to-llvm --reconcile-unrealized-casts
// TOOL-OPTS: --index-bitwidth=32
// NOTE: Choice: index is 32 bits wide (a 32-bit target; with MLIR's default
// NOTE: 64 the pass is valid). Lowered with index-bitwidth=32, the source's
// NOTE: `switch i64` compares all 64 bits and takes the default (a = 5),
// NOTE: while the target casts the flag to a 32-bit index and takes
// NOTE: `case 4294967298` (a + b = 8): agrees, and the target differs.
// NOTE: (Lowered with a 64-bit index the target prints 8 as well, through
// NOTE: item 6: convert-scf-to-cf switches on the index cast to i32.)
// Test: test/passes/lift-cf-to-scf-switch-index-width-bug.mlir.

//--- fn.mlir
func.func @switch_i64_flag(%flag: i64, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i64, [
    default: ^bb1(%a : i8),
    4294967298: ^bb2
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %d = arith.addi %a, %b : i8
  return %d : i8
}
//--- check.mlir
func.func @check() -> i8 {
  %f = arith.constant 2 : i64
  %a = arith.constant 5 : i8
  %b = arith.constant 3 : i8
  %r = func.call @switch_i64_flag(%f, %a, %b) : (i64, i8, i8) -> i8
  return %r : i8
}
//--- tool.mlir
func.func @check() -> i8 {
  %r = arith.constant 5 : i8
  return %r : i8
}
//--- tool-tgt.mlir
func.func @check() -> i8 {
  %r = arith.constant 8 : i8
  return %r : i8
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i8
  %w = arith.extsi %r : i8 to i64
  vector.print %w : i64
  return
}
