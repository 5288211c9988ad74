// ITEM: 13
// WHAT: arith-emulate-unsupported-floats marks its casts fastmath<contract>; canonicalize then drops the bf16 rounding
// PASS: func.func(arith-emulate-unsupported-floats{source-types=bf16 target-type=f32}),func.func(canonicalize)
// LOWER: --convert-to-llvm
// NOTE: Choice: `contract` on a truncf and the extf that reads it allows
// NOTE: skipping the rounding between them (the reading of MLIR's own ExtFOp
// NOTE: folder); that only decides which of the two passes is blamed. The
// NOTE: input has no fast-math flags: MLIR lowers each bf16 op to a bf16
// NOTE: `fmul`/`fadd`, which x86 computes in f32 and rounds to bf16 after
// NOTE: each op, so a * b overflows to -inf and the sum is -inf (0xff80), as
// NOTE: the tool says: agrees; the pipeline's output keeps the product in
// NOTE: f32 and gives -3.19e38 (0xff70).
// Test: test/passes/float-arith-emulate-unsupported-floats-contract-bug.mlir (@mul_add).

//--- fn.mlir
func.func @mul_add(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %x = arith.mulf %a, %b : bf16
  %y = arith.addf %x, %c : bf16
  return %y : bf16
}
//--- check.mlir
func.func @check() -> bf16 {
  %a = arith.constant 0xCF39 : bf16
  %b = arith.constant 0x6FB1 : bf16
  %c = arith.constant 0x7D81 : bf16
  %r = func.call @mul_add(%a, %b, %c) : (bf16, bf16, bf16) -> bf16
  return %r : bf16
}
//--- tool.mlir
func.func @check() -> bf16 {
  %r = arith.constant 0xFF80 : bf16
  return %r : bf16
}
//--- tool-tgt.mlir
func.func @check() -> bf16 {
  %r = arith.constant 0xFF70 : bf16
  return %r : bf16
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> bf16
  func.call @pbf16(%r) : (bf16) -> ()
  return
}
