// index.constant: "produces an index-typed SSA value equal to some
// index-typed integer constant." (IndexOps.td, Index_ConstantOp). A constant
// is never poison. The attribute is an index attribute (stored on 64 bits);
// with a narrower index width it is taken modulo 2^width (see
// index-bitwidth.mlir for a constant that wraps differently).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @same: valid (unchanged)
// CHECK-DAG: @folded: valid{{$}}
// CHECK-DAG: @negative: valid{{$}}
// CHECK-DAG: @min_and_max: valid{{$}}
// CHECK-DAG: @arith_constant_index: valid{{$}}
// CHECK-DAG: @not_poison: valid{{$}}
// CHECK-DAG: @wrong_value: invalid: target result #0 is 43 (0x000000000000002b) where the source result is 42 (0x000000000000002a)
// CHECK-DAG: @wrong_sign: invalid: target result #0 is 1 (0x0000000000000001) where the source result is 18446744073709551615 / -1 (0xffffffffffffffff)
// CHECK-DAG: @large_value: invalid: target result #0 is 0 (0x0000000000000000) where the source result is 4294967296 (0x0000000100000000)
// CHECK-DAG: @poison_instead: invalid: target result #0 is poison where the source result is 7 (0x0000000000000007)
// CHECK: summary: 6 valid, 4 invalid, 0 unsupported, 0 inconclusive

// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: error: mlir-refine: the target miscompiles @wrong_value: target result #0 is 43 (0x000000000000002b) where the source result is 42 (0x000000000000002a)
// DIAG: src.mlir:{{[0-9]+}}:{{[0-9]+}}: note: source result #0 = 42 (0x000000000000002a)
// DIAG: tgt.mlir:{{[0-9]+}}:{{[0-9]+}}: note: target result #0 = 43 (0x000000000000002b)
// DIAG: error: mlir-refine: the target miscompiles @wrong_sign:
// DIAG: error: mlir-refine: the target miscompiles @large_value:
// DIAG: error: mlir-refine: the target miscompiles @poison_instead:
// DIAG: note: counterexample input %arg0 : index = poison

//--- src.mlir
func.func @same() -> index {
  %r = index.constant 42
  return %r : index
}
func.func @folded() -> index {
  %a = index.constant 40
  %b = index.constant 2
  %r = index.add %a, %b
  return %r : index
}
func.func @negative() -> index {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %r = index.sub %c0, %c1
  return %r : index
}
func.func @min_and_max() -> index {
  %max = index.constant 9223372036854775807
  %c1 = index.constant 1
  %r = index.add %max, %c1
  return %r : index
}
func.func @arith_constant_index() -> index {
  %r = index.constant 123
  return %r : index
}
// A constant does not depend on a (possibly poison) argument.
func.func @not_poison(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.mul %a, %c0
  return %r : index
}
// Mutations that must be caught.
func.func @wrong_value() -> index {
  %r = index.constant 42
  return %r : index
}
func.func @wrong_sign() -> index {
  %r = index.constant -1
  return %r : index
}
// 2^32 is not 0 at the default width of 64.
func.func @large_value() -> index {
  %r = index.constant 4294967296
  return %r : index
}
func.func @poison_instead(%a: index) -> index {
  %r = index.constant 7
  return %r : index
}

//--- tgt.mlir
func.func @same() -> index {
  %r = index.constant 42
  return %r : index
}
func.func @folded() -> index {
  %r = index.constant 42
  return %r : index
}
func.func @negative() -> index {
  %r = index.constant -1
  return %r : index
}
func.func @min_and_max() -> index {
  %r = index.constant -9223372036854775808
  return %r : index
}
func.func @arith_constant_index() -> index {
  %r = arith.constant 123 : index
  return %r : index
}
func.func @not_poison(%a: index) -> index {
  %r = index.constant 0
  return %r : index
}
func.func @wrong_value() -> index {
  %r = index.constant 43
  return %r : index
}
func.func @wrong_sign() -> index {
  %r = index.constant 1
  return %r : index
}
func.func @large_value() -> index {
  %r = index.constant 0
  return %r : index
}
func.func @poison_instead(%a: index) -> index {
  %c7 = index.constant 7
  %z = index.sub %a, %a
  %r = index.add %c7, %z
  return %r : index
}
