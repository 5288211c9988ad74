// ITEM: 28
// WHAT: canonicalize folds addf(contract(a, b, 0), c) into contract(a, b, c)
// PASS: func.func(canonicalize)
// LOWER: --convert-vector-to-llvm --convert-to-llvm --reconcile-unrealized-casts
// ALSO-LOWER: --convert-vector-to-llvm=vector-contract-lowering=parallelarith --convert-to-llvm --reconcile-unrealized-casts
// ALSO-LOWER: --convert-vector-to-llvm=vector-contract-lowering=outerproduct --convert-to-llvm --reconcile-unrealized-casts
// NOTE: Choice: a float vector.contract sums the products in order, then
// NOTE: adds the accumulator, as the ODS text says ("Computes the sum of
// NOTE: products ..., adds this intermediate result to the accumulator")
// NOTE: and as MLIR's default lowering (convert-vector-to-llvm,
// NOTE: vector-contract-lowering=dot) computes: llvm.vector.reduce.fadd of
// NOTE: the products, then + acc. The sum is read literally (p0 + p1, no
// NOTE: start value); the dot lowering starts it at +0.0, which differs
// NOTE: only when every product is -0.0. So on the first input the lowered
// NOTE: source and target print the tool's values, and the fold is wrong
// NOTE: only on the second (a = 1, b = c = -0.0): the tool reads the source
// NOTE: as (-0 + -0 + 0) + -0 = +0 and the target as (-0 + -0) + -0 = -0,
// NOTE: where the dot lowering's +0.0 start makes the target +0 too.
// NOTE: parallelarith and outerproduct (which fuses each step into an fma)
// NOTE: start from the accumulator: the tool reports them (see
// NOTE: test/semantics/vector/contract_lowering_plugin.mlir).
// Test: test/semantics/vector/reduction_passes_plugin.mlir (@contract_zero_acc_plus_c_f32).

//--- fn.mlir
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
func.func @contract_zero_acc_plus_c_f32(%a: vector<2x2xf32>, %b: vector<2x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  %m = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %z : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  %r = arith.addf %m, %c : vector<2x2xf32>
  return %r : vector<2x2xf32>
}
//--- check.mlir
func.func @check() -> (vector<2x2xf32>, vector<2x2xf32>) {
  %a = arith.constant dense<[[0x00000000, 0x3B5844D0], [0x3F000000, 0x3FA66666]]> : vector<2x2xf32>
  %b = arith.constant dense<[[0x42C80000, 0xC02CCCCD], [0x00000000, 0xC02CCCCD]]> : vector<2x2xf32>
  %c = arith.constant dense<[[0x3FA66666, 0x3B5844D0], [0x3F800000, 0x3EBD70A4]]> : vector<2x2xf32>
  %r = func.call @contract_zero_acc_plus_c_f32(%a, %b, %c) : (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  %one = arith.constant dense<1.0> : vector<2x2xf32>
  %mz = arith.constant dense<-0.0> : vector<2x2xf32>
  %z = func.call @contract_zero_acc_plus_c_f32(%one, %mz, %mz) : (vector<2x2xf32>, vector<2x2xf32>, vector<2x2xf32>) -> vector<2x2xf32>
  return %r, %z : vector<2x2xf32>, vector<2x2xf32>
}
//--- tool.mlir
func.func @check() -> (vector<2x2xf32>, vector<2x2xf32>) {
  %r = arith.constant dense<[[0x3FA66666, 0xBBB7D418], [0x424C0000, 0xC08FAE15]]> : vector<2x2xf32>
  %z = arith.constant dense<0.0> : vector<2x2xf32>
  return %r, %z : vector<2x2xf32>, vector<2x2xf32>
}
//--- tool-tgt.mlir
func.func @check() -> (vector<2x2xf32>, vector<2x2xf32>) {
  %r = arith.constant dense<[[0x3FA66666, 0xBBB7D418], [0x424C0000, 0xC08FAE15]]> : vector<2x2xf32>
  %z = arith.constant dense<-0.0> : vector<2x2xf32>
  return %r, %z : vector<2x2xf32>, vector<2x2xf32>
}
//--- main.mlir
func.func @print2x2(%r: vector<2x2xf32>) {
  %r0 = vector.extract %r[0, 0] : f32 from vector<2x2xf32>
  %r1 = vector.extract %r[0, 1] : f32 from vector<2x2xf32>
  %r2 = vector.extract %r[1, 0] : f32 from vector<2x2xf32>
  %r3 = vector.extract %r[1, 1] : f32 from vector<2x2xf32>
  func.call @p32(%r0) : (f32) -> ()
  func.call @p32(%r1) : (f32) -> ()
  func.call @p32(%r2) : (f32) -> ()
  func.call @p32(%r3) : (f32) -> ()
  return
}
func.func @main() {
  %r, %z = func.call @check() : () -> (vector<2x2xf32>, vector<2x2xf32>)
  func.call @print2x2(%r) : (vector<2x2xf32>) -> ()
  func.call @print2x2(%z) : (vector<2x2xf32>) -> ()
  return
}
