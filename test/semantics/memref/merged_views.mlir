// A memref that merges views (a block argument, an scf.if's result) reads
// the blocks of its branches only: an access through it no longer also
// reads the function's other buffers, of other element types (before: an
// internal error, "bit-vector width mismatch", or "merge of values of
// different shapes" with a float buffer). Rewrites that keep the value are
// proved; a mutant that doubles the loaded value is caught, and so is a
// target that loads from both buffers where the source loads from the one
// it selects (the other need not exist).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @block_arg: valid (assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @select_float: valid (assuming distinct memref arguments do not alias (memref-alias=distinct){{.*}}){{$}}
// CHECK-DAG: @block_arg_doubled: invalid: target result #0 is
// CHECK-DAG: @select_float_speculated: invalid: the target has undefined behaviour (load of %arg{{[01]}} where the caller's buffer may not exist
// CHECK: summary: 2 valid, 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @block_arg(%a: memref<4xi32>, %b: memref<4xi32>, %s: memref<4xi8>, %c: i1) -> (i32, i8) {
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0] : memref<4xi8>
  cf.cond_br %c, ^bb1(%a : memref<4xi32>), ^bb1(%b : memref<4xi32>)
^bb1(%m: memref<4xi32>):
  %v = memref.load %m[%c0] : memref<4xi32>
  return %v, %x : i32, i8
}
func.func @select_float(%a: memref<4xi32>, %b: memref<4xi32>, %f: memref<4xf32>, %c: i1) -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %v = memref.load %m[%c1] : memref<4xi32>
  %y = memref.load %f[%c1] : memref<4xf32>
  return %v, %y : i32, f32
}
func.func @select_float_speculated(%a: memref<4xi32>, %b: memref<4xi32>, %f: memref<4xf32>, %c: i1) -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %v = memref.load %m[%c1] : memref<4xi32>
  %y = memref.load %f[%c1] : memref<4xf32>
  return %v, %y : i32, f32
}
func.func @block_arg_doubled(%a: memref<4xi32>, %b: memref<4xi32>, %s: memref<4xi8>, %c: i1) -> (i32, i8) {
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0] : memref<4xi8>
  cf.cond_br %c, ^bb1(%a : memref<4xi32>), ^bb1(%b : memref<4xi32>)
^bb1(%m: memref<4xi32>):
  %v = memref.load %m[%c0] : memref<4xi32>
  return %v, %x : i32, i8
}

//--- tgt.mlir
func.func @block_arg(%a: memref<4xi32>, %b: memref<4xi32>, %s: memref<4xi8>, %c: i1) -> (i32, i8) {
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0] : memref<4xi8>
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %v = memref.load %m[%c0] : memref<4xi32>
  return %v, %x : i32, i8
}
func.func @select_float(%a: memref<4xi32>, %b: memref<4xi32>, %f: memref<4xf32>, %c: i1) -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %y = memref.load %f[%c1] : memref<4xf32>
  %v = scf.if %c -> i32 {
    %va = memref.load %a[%c1] : memref<4xi32>
    scf.yield %va : i32
  } else {
    %vb = memref.load %b[%c1] : memref<4xi32>
    scf.yield %vb : i32
  }
  return %v, %y : i32, f32
}
func.func @select_float_speculated(%a: memref<4xi32>, %b: memref<4xi32>, %f: memref<4xf32>, %c: i1) -> (i32, f32) {
  %c1 = arith.constant 1 : index
  %y = memref.load %f[%c1] : memref<4xf32>
  %va = memref.load %a[%c1] : memref<4xi32>
  %vb = memref.load %b[%c1] : memref<4xi32>
  %v = arith.select %c, %va, %vb : i32
  return %v, %y : i32, f32
}
func.func @block_arg_doubled(%a: memref<4xi32>, %b: memref<4xi32>, %s: memref<4xi8>, %c: i1) -> (i32, i8) {
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0] : memref<4xi8>
  cf.cond_br %c, ^bb1(%a : memref<4xi32>), ^bb1(%b : memref<4xi32>)
^bb1(%m: memref<4xi32>):
  %v = memref.load %m[%c0] : memref<4xi32>
  %w = arith.addi %v, %v : i32
  return %w, %x : i32, i8
}
