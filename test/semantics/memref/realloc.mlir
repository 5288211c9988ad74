// memref.realloc (MemRefOps.td): a new allocation of the result's size that
// holds the source's elements "up to the lesser of the new and old sizes",
// the rest "undefined" (poison); the source is freed ("Referencing the
// memref through the old SSA value after realloc is undefined behavior"),
// as memref.dealloc frees it (a view, a dead buffer: UB), and is read
// whole. Pairs that validate, mutants that are caught, and MLIR's own
// expand-realloc pass.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
//
// CHECK-DAG: @grow_keeps_prefix: valid{{$}}
// CHECK-DAG: @grow_keeps_prefix_wrong: invalid: target result #0 is 0 (0x00000000) where the source result is
// CHECK-DAG: @grown_part_is_poison: valid{{$}}
// CHECK-DAG: @grown_part_read_in_target: invalid: target result #0 is poison where the source result is
// CHECK-DAG: @shrink_keeps_prefix: valid{{$}}
// CHECK-DAG: @shrink_then_past_end: invalid: the target has undefined behaviour (load out of bounds
// CHECK-DAG: @old_value_used: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @old_value_used_in_target: invalid: the target has undefined behaviour
// CHECK-DAG: @dynamic_sizes: valid{{$}}
// CHECK-DAG: @dynamic_sizes_wrong_copy: invalid: target result #0 is
// CHECK-DAG: @realloc_of_a_view: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive
//
// The pass expands realloc into alloc, copy and dealloc when growing, and
// into a reinterpret_cast of the old buffer when not; a later dealloc of
// that cast frees a view, which MemRefOps.td calls undefined ("should not
// be called on memrefs which alias an alloc'd memref"). A finding that
// rests on that reading of dealloc (at run time the LLVM lowering frees
// the descriptor's allocated pointer, which the cast keeps).
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="expand-realloc" remarks=true})' %t/pass.mlir -o /dev/null 2> %t/pass.txt
// RUN: FileCheck %s --check-prefix=PASS < %t/pass.txt
// PASS-DAG: remark: verify-translation: stage 'expand-realloc': @grow is valid
// PASS-DAG: error: verify-translation: stage 'expand-realloc' miscompiled @shrink_then_free: the target has undefined behaviour (dealloc of a memref a view op made (it aliases the allocation, MemRefOps.td)) where the source has none
// PASS-DAG: remark: verify-translation: stage 'expand-realloc': @shrink_kept is valid
//
// On a realloc that shrinks a static buffer, MLIR 22's expand-realloc emits
// IR the verifier rejects (the growing branch's subview of 8 elements of a
// 4-element buffer, in a branch never taken): a pass failure, reported as
// such, nothing checked.
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="expand-realloc"})' %t/static-shrink.mlir -o /dev/null 2> %t/static.txt
// RUN: FileCheck %s --check-prefix=STATIC < %t/static.txt
// STATIC: error: slice along dimension 0 runs out-of-bounds: 7 >= 4
// STATIC: error: verify-translation: stage 'expand-realloc' failed; its functions were not checked

//--- src.mlir
func.func @grow_keeps_prefix(%x: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c3] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c3] : memref<8xi32>
  memref.dealloc %n : memref<8xi32>
  return %v : i32
}
func.func @grow_keeps_prefix_wrong(%x: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c3] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c3] : memref<8xi32>
  return %v : i32
}
func.func @grown_part_is_poison(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = memref.alloc() : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c5] : memref<8xi32>
  return %v : i32
}
func.func @grown_part_read_in_target(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c0] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c0] : memref<8xi32>
  return %v : i32
}
func.func @shrink_keeps_prefix(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = memref.alloc() : memref<8xi32>
  memref.store %x, %r[%c2] : memref<8xi32>
  %n = memref.realloc %r : memref<8xi32> to memref<4xi32>
  %v = memref.load %n[%c2] : memref<4xi32>
  return %v : i32
}
func.func @shrink_then_past_end(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = memref.alloc() : memref<8xi32>
  memref.store %x, %r[%c2] : memref<8xi32>
  %n = memref.realloc %r : memref<8xi32> to memref<4xi32>
  %v = memref.load %n[%c2] : memref<4xi32>
  return %v : i32
}
func.func @old_value_used(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c0] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %r[%c0] : memref<4xi32>
  return %v : i32
}
func.func @old_value_used_in_target(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c0] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c0] : memref<8xi32>
  return %v : i32
}
func.func @dynamic_sizes(%x: i32, %a: index, %b: index) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc(%a) : memref<?xi32>
  memref.store %x, %r[%c0] : memref<?xi32>
  %n = memref.realloc %r(%b) : memref<?xi32> to memref<?xi32>
  %v = memref.load %n[%c0] : memref<?xi32>
  return %v : i32
}
func.func @dynamic_sizes_wrong_copy(%x: i32, %a: index, %b: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc(%a) : memref<?xi32>
  memref.store %x, %r[%c1] : memref<?xi32>
  %n = memref.realloc %r(%b) : memref<?xi32> to memref<?xi32>
  %v = memref.load %n[%c1] : memref<?xi32>
  return %v : i32
}
func.func @realloc_of_a_view(%x: i32) -> i32 {
  %r = memref.alloc() : memref<8xi32>
  %s = memref.subview %r[0] [4] [1] : memref<8xi32> to memref<4xi32>
  %n = memref.realloc %s : memref<4xi32> to memref<8xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @grow_keeps_prefix(%x: i32) -> i32 {
  return %x : i32
}
func.func @grow_keeps_prefix_wrong(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @grown_part_is_poison(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @grown_part_read_in_target(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = memref.alloc() : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c5] : memref<8xi32>
  return %v : i32
}
func.func @shrink_keeps_prefix(%x: i32) -> i32 {
  return %x : i32
}
func.func @shrink_then_past_end(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %r = memref.alloc() : memref<8xi32>
  %n = memref.realloc %r : memref<8xi32> to memref<4xi32>
  %v = memref.load %n[%c5] : memref<4xi32>
  return %x : i32
}
func.func @old_value_used(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @old_value_used_in_target(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c0] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %r[%c0] : memref<4xi32>
  return %v : i32
}
func.func @dynamic_sizes(%x: i32, %a: index, %b: index) -> i32 {
  return %x : i32
}
func.func @dynamic_sizes_wrong_copy(%x: i32, %a: index, %b: index) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @realloc_of_a_view(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}

//--- pass.mlir
func.func @grow(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<4xi32>
  memref.store %x, %r[%c0] : memref<4xi32>
  %n = memref.realloc %r : memref<4xi32> to memref<8xi32>
  %v = memref.load %n[%c0] : memref<8xi32>
  memref.dealloc %n : memref<8xi32>
  return %v : i32
}
func.func @shrink_then_free(%x: i32, %a: index, %b: index) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc(%a) : memref<?xi32>
  memref.store %x, %r[%c0] : memref<?xi32>
  %n = memref.realloc %r(%b) : memref<?xi32> to memref<?xi32>
  %v = memref.load %n[%c0] : memref<?xi32>
  memref.dealloc %n : memref<?xi32>
  return %v : i32
}
func.func @shrink_kept(%x: i32, %a: index, %b: index) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc(%a) : memref<?xi32>
  memref.store %x, %r[%c0] : memref<?xi32>
  %n = memref.realloc %r(%b) : memref<?xi32> to memref<?xi32>
  %v = memref.load %n[%c0] : memref<?xi32>
  return %v : i32
}

//--- static-shrink.mlir
func.func @static_shrink(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.alloc() : memref<8xi32>
  memref.store %x, %r[%c0] : memref<8xi32>
  %n = memref.realloc %r : memref<8xi32> to memref<4xi32>
  %v = memref.load %n[%c0] : memref<4xi32>
  return %v : i32
}
