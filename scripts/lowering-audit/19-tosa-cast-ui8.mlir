// ITEM: 19
// WHAT: tosa-to-linalg sign-extends a ui8 cast to i32 but converts ui8 to f32 as unsigned
// PASS: func.func(tosa-to-linalg)
// LOWER: --pass-pipeline=builtin.module(func.func(tosa-to-linalg,tosa-convert-integer-type-to-signless,tosa-to-arith),reconcile-unrealized-casts,one-shot-bufferize{bufferize-function-boundaries=true},convert-linalg-to-loops,convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)
// ALSO-LOWER: --pass-pipeline=builtin.module(func.func(tosa-convert-integer-type-to-signless,tosa-to-linalg,tosa-to-arith),reconcile-unrealized-casts,one-shot-bufferize{bufferize-function-boundaries=true},convert-linalg-to-loops,convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,convert-to-llvm,reconcile-unrealized-casts)
// NOTE: Choice: a `uiN` value is unsigned (TOSA 1.0 has no unsigned types).
// NOTE: MLIR's only lowering of tosa.cast is tosa-to-linalg, the pass under
// NOTE: test (tosa-convert-integer-type-to-signless afterwards only makes
// NOTE: the signatures signless for bufferization), so the lowered source is
// NOTE: the target: it reads ui8 255 as -1 when casting to i32 (differs from
// NOTE: the tool) and as 255.0 when casting to f32 (agrees): the lowering
// NOTE: takes both readings at once. (Run before tosa-to-linalg,
// NOTE: tosa-convert-integer-type-to-signless reads ui8 as signed in both.)
// Test: test/semantics/tosa/extensions.mlir (@cast_ui8_i32, @cast_ui8_f32).

//--- fn.mlir
func.func @cast_ui8_i32(%x: tensor<4xui8>) -> tensor<4xi32> {
  %r = tosa.cast %x : (tensor<4xui8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @cast_ui8_f32(%x: tensor<4xui8>) -> tensor<4xf32> {
  %r = tosa.cast %x : (tensor<4xui8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
//--- check.mlir
func.func @check() -> (tensor<4xi32>, tensor<4xf32>) {
  %x = "tosa.const"() {values = dense<[255, 0, 1, 128]> : tensor<4xui8>} : () -> tensor<4xui8>
  %a = func.call @cast_ui8_i32(%x) : (tensor<4xui8>) -> tensor<4xi32>
  %b = func.call @cast_ui8_f32(%x) : (tensor<4xui8>) -> tensor<4xf32>
  return %a, %b : tensor<4xi32>, tensor<4xf32>
}
//--- tool.mlir
func.func @check() -> (tensor<4xi32>, tensor<4xf32>) {
  %a = arith.constant dense<[255, 0, 1, 128]> : tensor<4xi32>
  %b = arith.constant dense<[255.0, 0.0, 1.0, 128.0]> : tensor<4xf32>
  return %a, %b : tensor<4xi32>, tensor<4xf32>
}
//--- tool-tgt.mlir
func.func @check() -> (tensor<4xi32>, tensor<4xf32>) {
  %a = arith.constant dense<[-1, 0, 1, -128]> : tensor<4xi32>
  %b = arith.constant dense<[255.0, 0.0, 1.0, 128.0]> : tensor<4xf32>
  return %a, %b : tensor<4xi32>, tensor<4xf32>
}
//--- main.mlir
func.func @main() {
  %a, %b = func.call @check() : () -> (tensor<4xi32>, tensor<4xf32>)
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a0 = tensor.extract %a[%c0] : tensor<4xi32>
  %a3 = tensor.extract %a[%c3] : tensor<4xi32>
  %b0 = tensor.extract %b[%c0] : tensor<4xf32>
  %b3 = tensor.extract %b[%c3] : tensor<4xf32>
  vector.print %a0 : i32
  vector.print %a3 : i32
  func.call @p32(%b0) : (f32) -> ()
  func.call @p32(%b3) : (f32) -> ()
  return
}
