// ITEM: 26
// WHAT: canonicalize folds extract_strided_slice of create_mask %n into create_mask (%n - k), wrapping
// PASS: func.func(canonicalize)
// LOWER: --convert-vector-to-llvm=force-32bit-vector-indices=false --convert-to-llvm --reconcile-unrealized-casts
// ALSO-LOWER: --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Not a choice (VectorOps.td: "If operand-value is negative, it is
// NOTE: treated as if it were zero"); run for the lowering's sake. With
// NOTE: 64-bit vector indices the lowered source sets no lane (agrees) and
// NOTE: the target both. convert-vector-to-llvm's default,
// NOTE: force-32bit-vector-indices=true ("Allows compiler to assume vector
// NOTE: indices fit in 32-bit"), truncates the bound to i32: -2^63 becomes 0
// NOTE: and 2^63 - 1 becomes -1, so both print 0 0; the counterexample is
// NOTE: outside that assumption (as is create_mask 2^32 + 2, which the
// NOTE: default lowering gives 2 lanes instead of 4).
// Test: test/passes/canonicalize-create-mask-slice-bug.mlir (@create_mask_slice).

//--- fn.mlir
func.func @create_mask_slice(%n: index) -> vector<2xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  %r = vector.extract_strided_slice %m {offsets = [1], sizes = [2], strides = [1]} : vector<4xi1> to vector<2xi1>
  return %r : vector<2xi1>
}
//--- check.mlir
func.func @check() -> vector<2xi1> {
  %n = arith.constant -9223372036854775808 : index
  %r = func.call @create_mask_slice(%n) : (index) -> vector<2xi1>
  return %r : vector<2xi1>
}
//--- tool.mlir
func.func @check() -> vector<2xi1> {
  %r = arith.constant dense<false> : vector<2xi1>
  return %r : vector<2xi1>
}
//--- tool-tgt.mlir
func.func @check() -> vector<2xi1> {
  %r = arith.constant dense<true> : vector<2xi1>
  return %r : vector<2xi1>
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> vector<2xi1>
  %a = vector.extract %r[0] : i1 from vector<2xi1>
  %b = vector.extract %r[1] : i1 from vector<2xi1>
  vector.print %a : i1
  vector.print %b : i1
  return
}
