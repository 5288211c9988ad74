// ITEM: 30
// WHAT: canonicalize flattens (d0 - d1) * 2 to d0 * 2 - d1 * 2, then lower-affine multiplies with nsw
// PASS: func.func(canonicalize)
// LOWER: --lower-affine --convert-to-llvm
// NOTE: Choice: an affine `+` or `*` whose exact result does not fit is
// NOTE: poison (intermediates must fit). MLIR's lowering is lower-affine
// NOTE: (then `mul nsw`, `add`): the source's products y * -1 and 0 * 2 fit
// NOTE: and it computes 0 at x = y = 2^63 - 1, as the tool says: agrees.
// NOTE: The canonicalized map lowers to `mul nsw %x, 2`, which overflows;
// NOTE: LangRef (mul): "If the nuw and/or nsw keywords are present, the
// NOTE: result value of the mul is a poison value if unsigned and/or signed
// NOTE: overflow, respectively, occurs", so the
// NOTE: lowered target is poison, as the tool says of the target; x86 wraps
// NOTE: and the run prints 0 for both.
// Test: test/passes/affine-canonicalize-lower-affine-overflow-bug.mlir (@distribute).

//--- fn.mlir
func.func @distribute(%x: index, %y: index) -> index {
  %r = affine.apply affine_map<(d0, d1) -> ((d0 - d1) * 2)>(%x, %y)
  return %r : index
}
//--- check.mlir
func.func @check() -> index {
  %x = arith.constant 9223372036854775807 : index
  %r = func.call @distribute(%x, %x) : (index, index) -> index
  return %r : index
}
//--- tool.mlir
func.func @check() -> index {
  %r = arith.constant 0 : index
  return %r : index
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> index
  %w = arith.index_cast %r : index to i64
  vector.print %w : i64
  return
}
