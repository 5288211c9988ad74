// ITEM: 25
// WHAT: arith-emulate-wide-int lowers index_cast index -> i64 through i32
// PASS: func.func(arith-emulate-wide-int{widest-int-supported=32})
// LOWER: --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: index is 64 bits wide (MLIR's default, and what
// NOTE: convert-to-llvm gives it on x86-64). The lowered source casts the
// NOTE: index 2^32 + 5 to i64 unchanged, as the tool says: agrees. The
// NOTE: target returns the i64 as vector<2xi32> (low half first, printed
// NOTE: here as the i64 they make): the high half is lost, 5.
// Test: test/passes/arith-emulate-wide-int-bugs.mlir (@index_cast).

//--- fn.mlir
func.func @index_cast(%i: index) -> i64 {
  %r = arith.index_cast %i : index to i64
  return %r : i64
}
//--- check.mlir
func.func @check() -> i64 {
  %i = arith.constant 4294967301 : index
  %r = func.call @index_cast(%i) : (index) -> i64
  return %r : i64
}
//--- tool.mlir
func.func @check() -> i64 {
  %r = arith.constant 4294967301 : i64
  return %r : i64
}
//--- tool-tgt.mlir
func.func @check() -> vector<2xi32> {
  %r = arith.constant dense<[5, 0]> : vector<2xi32>
  return %r : vector<2xi32>
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> i64
  vector.print %r : i64
  return
}
//--- check-tgt.mlir
func.func @check() -> vector<2xi32> {
  %i = arith.constant 4294967301 : index
  %r = func.call @index_cast(%i) : (index) -> vector<2xi32>
  return %r : vector<2xi32>
}
//--- main-tgt.mlir
func.func @main() {
  %r = func.call @check() : () -> vector<2xi32>
  %b = vector.bitcast %r : vector<2xi32> to vector<1xi64>
  %w = vector.extract %b[0] : i64 from vector<1xi64>
  vector.print %w : i64
  return
}
