// Aliasing of memref arguments. By default distinct memref arguments are
// distinct buffers (as MLIR's affine and linalg dependence analyses assume),
// and a valid verdict that relied on it says so; with memref-alias=may the
// arguments of one element type may overlap in any way, and a rewrite that
// assumed they do not is caught. Arguments of different element types never
// share a buffer. The option is checked, with an error for a bad value.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=DISTINCT
// RUN: not %mlir-refine --memref-alias=may %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=MAY
// RUN: not %mlir-refine --memref-alias=sometimes %t/src.mlir %t/tgt.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not %refine-opt %t/src.mlir --pass-pipeline='builtin.module(verify-translation{pipeline="canonicalize" memref-alias=perhaps})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT

// DISTINCT: @forward_across_other: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// DISTINCT: @other_types: valid (IEEE-754){{$}}
// DISTINCT: @one_argument: valid{{$}}
// DISTINCT: summary: 3 valid, 0 invalid, 0 unsupported, 0 inconclusive

// MAY: @forward_across_other: invalid: target result #0 is
// MAY: @other_types: valid (IEEE-754){{$}}
// MAY: @one_argument: valid{{$}}
// MAY: summary: 2 valid, 1 invalid, 0 unsupported, 0 inconclusive

// BAD: --memref-alias: expected distinct or may, got 'sometimes'
// BADOPT: memref-alias='perhaps' is not an aliasing mode; use distinct or may

//--- src.mlir
func.func @forward_across_other(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  memref.store %w, %b[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @other_types(%a: memref<4xi32>, %b: memref<4xf32>, %v: i32, %w: f32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  memref.store %w, %b[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @one_argument(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c1] : memref<4xi32>
  %y = memref.load %a[%c0] : memref<4xi32>
  %r = arith.addi %x, %y : i32
  return %r : i32
}

//--- tgt.mlir
func.func @forward_across_other(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32, %w: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  memref.store %w, %b[%c0] : memref<4xi32>
  return %v : i32
}
func.func @other_types(%a: memref<4xi32>, %b: memref<4xf32>, %v: i32, %w: f32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  memref.store %w, %b[%c0] : memref<4xf32>
  return %v : i32
}
func.func @one_argument(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %a[%c1] : memref<4xi32>
  %r = arith.addi %x, %v : i32
  return %r : i32
}
