// A function with no arguments and no results (a test's or a bug report's
// @main) is checked for what it prints and for the global memory it
// leaves: its buffers of its own are invisible, the globals' final
// contents must refine the source's (property 4), and its print events
// must be the source's (property 2).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @main_folded: valid (abstract floating point){{$}}
// CHECK-DAG: @main_local_buffer_dropped: valid{{$}}
// CHECK-DAG: @main_wrong_global: invalid: memory of @result differs at [1]: target 7 (0x00000007), source 6 (0x00000006)
// CHECK-DAG: @main_private_global: invalid: memory of @scratch differs at [0]: target
// CHECK-DAG: @main_wrong_print: invalid: target prints 2.5 where the source prints 1.5 (1st print)
// CHECK: summary: 2 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
memref.global @result : memref<2xi32> = dense<0>
memref.global "private" @scratch : memref<1xi32> = dense<0>
func.func @main_folded() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %p = arith.muli %a, %b : i32
  %g = memref.get_global @result : memref<2xi32>
  memref.store %p, %g[%c1] : memref<2xi32>
  %f = arith.constant 0.5 : f32
  %h = arith.addf %f, %f : f32
  vector.print %h : f32
  return
}
func.func @main_local_buffer_dropped() {
  %c0 = arith.constant 0 : index
  %a = arith.constant 2 : i32
  %m = memref.alloc() : memref<4xi32>
  memref.store %a, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  vector.print %a : i32
  return
}
func.func @main_wrong_global() {
  %c1 = arith.constant 1 : index
  %a = arith.constant 2 : i32
  %b = arith.constant 3 : i32
  %p = arith.muli %a, %b : i32
  %g = memref.get_global @result : memref<2xi32>
  memref.store %p, %g[%c1] : memref<2xi32>
  return
}
func.func @main_private_global() {
  %c0 = arith.constant 0 : index
  %a = arith.constant 2 : i32
  %g = memref.get_global @scratch : memref<1xi32>
  memref.store %a, %g[%c0] : memref<1xi32>
  return
}
func.func @main_wrong_print() {
  %a = arith.constant 1.5 : f32
  vector.print %a : f32
  return
}

//--- tgt.mlir
memref.global @result : memref<2xi32> = dense<0>
memref.global "private" @scratch : memref<1xi32> = dense<0>
func.func @main_folded() {
  %c1 = arith.constant 1 : index
  %p = arith.constant 6 : i32
  %g = memref.get_global @result : memref<2xi32>
  memref.store %p, %g[%c1] : memref<2xi32>
  %h = arith.constant 1.0 : f32
  vector.print %h : f32
  return
}
func.func @main_local_buffer_dropped() {
  %a = arith.constant 2 : i32
  vector.print %a : i32
  return
}
func.func @main_wrong_global() {
  %c1 = arith.constant 1 : index
  %p = arith.constant 7 : i32
  %g = memref.get_global @result : memref<2xi32>
  memref.store %p, %g[%c1] : memref<2xi32>
  return
}
func.func @main_private_global() {
  return
}
func.func @main_wrong_print() {
  %a = arith.constant 2.5 : f32
  vector.print %a : f32
  return
}
