// ITEM: 28
// WHAT: test-vector-break-down-reduction-patterns adds a float reduction's accumulator last
// PASS: func.func(test-vector-break-down-reduction-patterns)
// LOWER: --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: a float vector.reduction <add> sums from the accumulator,
// NOTE: then the elements in order (VectorOps.td gives no order). MLIR
// NOTE: lowers it to llvm.vector.reduce.fadd(acc, v); LangRef: without
// NOTE: `reassoc` "the reduction begins with the start value and performs an
// NOTE: fadd operation with consecutively increasing vector element
// NOTE: indices": (acc + x0) + x1 = 0xc15e6666, as the tool says: agrees. The broken
// NOTE: down target computes (x0 + x1) + acc = 0xc15e6667.
// Test: test/semantics/vector/reduction_passes_plugin.mlir (@two_f32_acc).

//--- fn.mlir
func.func @two_f32_acc(%v: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %v, %acc : vector<2xf32> into f32
  return %r : f32
}
//--- check.mlir
func.func @check() -> f32 {
  %v = arith.constant dense<[0xC02CCCCD, 0x3DCCCCCD]> : vector<2xf32>
  %acc = arith.constant 0xC134CCCD : f32
  %r = func.call @two_f32_acc(%v, %acc) : (vector<2xf32>, f32) -> f32
  return %r : f32
}
//--- tool.mlir
func.func @check() -> f32 {
  %r = arith.constant 0xC15E6666 : f32
  return %r : f32
}
//--- tool-tgt.mlir
func.func @check() -> f32 {
  %r = arith.constant 0xC15E6667 : f32
  return %r : f32
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> f32
  func.call @p32(%r) : (f32) -> ()
  return
}
