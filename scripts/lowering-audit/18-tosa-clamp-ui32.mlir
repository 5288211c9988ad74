// ITEM: 18
// WHAT: tosa-to-linalg lowers a ui32 clamp whose max_val is 2^31 or more with an upper bound of 0
// PASS: func.func(tosa-to-linalg)
// LOWER: --pass-pipeline=builtin.module(func.func(tosa-to-linalg,tosa-convert-integer-type-to-signless,tosa-to-arith),reconcile-unrealized-casts,one-shot-bufferize{bufferize-function-boundaries=true},convert-linalg-to-loops,convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)
// NOTE: Choice: a `ui32` value is unsigned (as item 19). The only lowering
// NOTE: is tosa-to-linalg, the pass under test: it clamps 0 to [4, 3e9] as
// NOTE: 0 (its upper bound is 0), where the tool says 4: differs. Yet the
// NOTE: same lowering reads ui32 as unsigned where the bound is below 2^31:
// NOTE: clamping 3e9 to [4, 2e9] gives 2e9 (unsigned compares), as the tool
// NOTE: says (a signed reading would give 4).
// Test: test/semantics/tosa/extensions.mlir (@clamp_ui32; own @clamp_ui32_big).

//--- fn.mlir
func.func @clamp_ui32_big(%x: tensor<4xui32>) -> tensor<4xui32> {
  %r = tosa.clamp %x {min_val = 4 : ui32, max_val = 3000000000 : ui32} : (tensor<4xui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}
func.func @clamp_ui32(%x: tensor<4xui32>) -> tensor<4xui32> {
  %r = tosa.clamp %x {min_val = 4 : ui32, max_val = 2000000000 : ui32} : (tensor<4xui32>) -> tensor<4xui32>
  return %r : tensor<4xui32>
}
//--- check.mlir
func.func @check() -> (tensor<4xui32>, tensor<4xui32>) {
  %x = "tosa.const"() {values = dense<[0, 5, 3000000000, 4294967295]> : tensor<4xui32>} : () -> tensor<4xui32>
  %a = func.call @clamp_ui32_big(%x) : (tensor<4xui32>) -> tensor<4xui32>
  %b = func.call @clamp_ui32(%x) : (tensor<4xui32>) -> tensor<4xui32>
  return %a, %b : tensor<4xui32>, tensor<4xui32>
}
//--- tool.mlir
func.func @check() -> (tensor<4xui32>, tensor<4xui32>) {
  %a = "tosa.const"() {values = dense<[4, 5, 3000000000, 3000000000]> : tensor<4xui32>} : () -> tensor<4xui32>
  %b = "tosa.const"() {values = dense<[4, 5, 2000000000, 2000000000]> : tensor<4xui32>} : () -> tensor<4xui32>
  return %a, %b : tensor<4xui32>, tensor<4xui32>
}
//--- main.mlir
func.func @print4(%t: tensor<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %e0 = tensor.extract %t[%c0] : tensor<4xi32>
  %e1 = tensor.extract %t[%c1] : tensor<4xi32>
  %e2 = tensor.extract %t[%c2] : tensor<4xi32>
  %e3 = tensor.extract %t[%c3] : tensor<4xi32>
  %w0 = arith.extui %e0 : i32 to i64
  %w1 = arith.extui %e1 : i32 to i64
  %w2 = arith.extui %e2 : i32 to i64
  %w3 = arith.extui %e3 : i32 to i64
  vector.print %w0 : i64
  vector.print %w1 : i64
  vector.print %w2 : i64
  vector.print %w3 : i64
  return
}
func.func @main() {
  %a, %b = func.call @check() : () -> (tensor<4xui32>, tensor<4xui32>)
  %sa = tensor.bitcast %a : tensor<4xui32> to tensor<4xi32>
  %sb = tensor.bitcast %b : tensor<4xui32> to tensor<4xi32>
  func.call @print4(%sa) : (tensor<4xi32>) -> ()
  func.call @print4(%sb) : (tensor<4xi32>) -> ()
  return
}
