// ITEM: 28
// WHAT: test-vector-chained-reduction-folding-patterns adds two float vectors before reducing them
// PASS: func.func(test-vector-chained-reduction-folding-patterns)
// LOWER: --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: as above (sequential from the accumulator). MLIR lowers the
// NOTE: two reductions to two sequential llvm.vector.reduce.fadd: 0x4685a849
// NOTE: as the tool says: agrees; the folded target prints 0x4685a84a
// NOTE: (upstream: the pattern "may not always produce bit-identical
// NOTE: results").
// Test: test/semantics/vector/reduction_passes_plugin.mlir (@chained_f32).

//--- fn.mlir
func.func @chained_f32(%a: vector<4xf32>, %b: vector<4xf32>, %acc: f32) -> f32 {
  %r0 = vector.reduction <add>, %a, %acc : vector<4xf32> into f32
  %r1 = vector.reduction <add>, %b, %r0 : vector<4xf32> into f32
  return %r1 : f32
}
//--- check.mlir
func.func @check() -> f32 {
  %a = arith.constant dense<[0x42C80000, 0x4684D000, 0x3F000000, 0x80000000]> : vector<4xf32>
  %b = arith.constant dense<[0x3EBD70A4, 0x3B5844D0, 0x40BCCCCD, 0x3F800000]> : vector<4xf32>
  %acc = arith.constant 0x3EBD70A4 : f32
  %r = func.call @chained_f32(%a, %b, %acc) : (vector<4xf32>, vector<4xf32>, f32) -> f32
  return %r : f32
}
//--- tool.mlir
func.func @check() -> f32 {
  %r = arith.constant 0x4685A849 : f32
  return %r : f32
}
//--- tool-tgt.mlir
func.func @check() -> f32 {
  %r = arith.constant 0x4685A84A : f32
  return %r : f32
}
//--- main.mlir
func.func @main() {
  %r = func.call @check() : () -> f32
  func.call @p32(%r) : (f32) -> ()
  return
}
