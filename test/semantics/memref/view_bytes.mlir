// memref.view of an i8 buffer as elements of another type ("Unlike
// "subview" it can perform a type change"). Each element of the view is
// n consecutive bytes of the buffer from the byte shift, little-endian (the
// encoder's choice: the data layout of the targets MLIR lowers to); a load
// is their bits as an integer, or the float of that IEEE-754 encoding,
// poison where a byte is; a store of an integer writes its bytes. Each
// byte is an access of its own: a byte outside an allocation is UB. Float
// stores (which bits a NaN leaves) and ops that take a whole view (copy)
// are unsupported, by name.
//
// Proved: an i32 stored through a view against its four byte stores, an
// i32 loaded through a view against its bytes assembled, an f32 loaded
// against an i32 load and a bitcast. Caught: bytes assembled big-endian; a
// view one byte further that reads past the caller's view; a view one byte
// further that stores past an allocation (UB).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @store_i32: valid{{$}}
// CHECK-DAG: @load_i32: valid{{$}}
// CHECK-DAG: @load_f32: valid (IEEE-754){{$}}
// CHECK-DAG: @big_endian: invalid: target result #0 is
// CHECK-DAG: @past_end: invalid: target result #0 is
// CHECK-DAG: @store_f32: unsupported: source: a float stored through a memref.view of bytes (the bits a NaN leaves are not modelled){{$}}
// CHECK-DAG: @past_end_alloc: invalid: the target has undefined behaviour (store outside its buffer) where the source has none{{$}}
// CHECK-DAG: @copy_unsupported: unsupported: source: 'memref.copy' on a memref.view of bytes as another element type{{$}}
// CHECK: summary: 3 valid, 3 invalid, 2 unsupported, 0 inconclusive

//--- src.mlir
func.func @store_i32(%buf: memref<16xi8>, %v: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %w = memref.view %buf[%c4][] : memref<16xi8> to memref<2xi32>
  memref.store %v, %w[%c1] : memref<2xi32>
  return
}
func.func @load_i32(%buf: memref<16xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %w = memref.view %buf[%c2][] : memref<16xi8> to memref<3xi32>
  %x = memref.load %w[%c0] : memref<3xi32>
  return %x : i32
}
func.func @load_f32(%buf: memref<8xi8>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xf32>
  %x = memref.load %w[%c1] : memref<2xf32>
  return %x : f32
}
func.func @big_endian(%buf: memref<16xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %w = memref.view %buf[%c2][] : memref<16xi8> to memref<3xi32>
  %x = memref.load %w[%c0] : memref<3xi32>
  return %x : i32
}
func.func @past_end(%buf: memref<16xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %w = memref.view %buf[%c12][] : memref<16xi8> to memref<1xi32>
  %x = memref.load %w[%c0] : memref<1xi32>
  return %x : i32
}
func.func @store_f32(%buf: memref<8xi8>, %v: f32) {
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xf32>
  memref.store %v, %w[%c0] : memref<2xf32>
  return
}
func.func @past_end_alloc(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c12 = arith.constant 12 : index
  %buf = memref.alloc() : memref<16xi8>
  %w = memref.view %buf[%c12][] : memref<16xi8> to memref<1xi32>
  memref.store %v, %w[%c0] : memref<1xi32>
  %x = memref.load %w[%c0] : memref<1xi32>
  memref.dealloc %buf : memref<16xi8>
  return %x : i32
}
func.func @copy_unsupported(%buf: memref<8xi8>, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xi32>
  memref.copy %w, %out : memref<2xi32> to memref<2xi32>
  return
}

//--- tgt.mlir
func.func @store_i32(%buf: memref<16xi8>, %v: i32) {
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %s8 = arith.constant 8 : i32
  %s16 = arith.constant 16 : i32
  %s24 = arith.constant 24 : i32
  %b0 = arith.trunci %v : i32 to i8
  %v1 = arith.shrui %v, %s8 : i32
  %b1 = arith.trunci %v1 : i32 to i8
  %v2 = arith.shrui %v, %s16 : i32
  %b2 = arith.trunci %v2 : i32 to i8
  %v3 = arith.shrui %v, %s24 : i32
  %b3 = arith.trunci %v3 : i32 to i8
  memref.store %b0, %buf[%c8] : memref<16xi8>
  memref.store %b1, %buf[%c9] : memref<16xi8>
  memref.store %b2, %buf[%c10] : memref<16xi8>
  memref.store %b3, %buf[%c11] : memref<16xi8>
  return
}
func.func @load_i32(%buf: memref<16xi8>) -> i32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %s8 = arith.constant 8 : i32
  %s16 = arith.constant 16 : i32
  %s24 = arith.constant 24 : i32
  %b0 = memref.load %buf[%c2] : memref<16xi8>
  %b1 = memref.load %buf[%c3] : memref<16xi8>
  %b2 = memref.load %buf[%c4] : memref<16xi8>
  %b3 = memref.load %buf[%c5] : memref<16xi8>
  %x0 = arith.extui %b0 : i8 to i32
  %x1 = arith.extui %b1 : i8 to i32
  %x2 = arith.extui %b2 : i8 to i32
  %x3 = arith.extui %b3 : i8 to i32
  %y1 = arith.shli %x1, %s8 : i32
  %y2 = arith.shli %x2, %s16 : i32
  %y3 = arith.shli %x3, %s24 : i32
  %o1 = arith.ori %x0, %y1 : i32
  %o2 = arith.ori %o1, %y2 : i32
  %o3 = arith.ori %o2, %y3 : i32
  return %o3 : i32
}
func.func @load_f32(%buf: memref<8xi8>) -> f32 {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xi32>
  %x = memref.load %w[%c1] : memref<2xi32>
  %f = arith.bitcast %x : i32 to f32
  return %f : f32
}
func.func @big_endian(%buf: memref<16xi8>) -> i32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %s8 = arith.constant 8 : i32
  %s16 = arith.constant 16 : i32
  %s24 = arith.constant 24 : i32
  %b0 = memref.load %buf[%c5] : memref<16xi8>
  %b1 = memref.load %buf[%c4] : memref<16xi8>
  %b2 = memref.load %buf[%c3] : memref<16xi8>
  %b3 = memref.load %buf[%c2] : memref<16xi8>
  %x0 = arith.extui %b0 : i8 to i32
  %x1 = arith.extui %b1 : i8 to i32
  %x2 = arith.extui %b2 : i8 to i32
  %x3 = arith.extui %b3 : i8 to i32
  %y1 = arith.shli %x1, %s8 : i32
  %y2 = arith.shli %x2, %s16 : i32
  %y3 = arith.shli %x3, %s24 : i32
  %o1 = arith.ori %x0, %y1 : i32
  %o2 = arith.ori %o1, %y2 : i32
  %o3 = arith.ori %o2, %y3 : i32
  return %o3 : i32
}
func.func @past_end(%buf: memref<16xi8>) -> i32 {
  %c0 = arith.constant 0 : index
  %c13 = arith.constant 13 : index
  %w = memref.view %buf[%c13][] : memref<16xi8> to memref<1xi32>
  %x = memref.load %w[%c0] : memref<1xi32>
  return %x : i32
}
func.func @store_f32(%buf: memref<8xi8>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xf32>
  memref.store %v, %w[%c0] : memref<2xf32>
  return
}
func.func @past_end_alloc(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c13 = arith.constant 13 : index
  %buf = memref.alloc() : memref<16xi8>
  %w = memref.view %buf[%c13][] : memref<16xi8> to memref<1xi32>
  memref.store %v, %w[%c0] : memref<1xi32>
  %x = memref.load %w[%c0] : memref<1xi32>
  memref.dealloc %buf : memref<16xi8>
  return %x : i32
}
func.func @copy_unsupported(%buf: memref<8xi8>, %out: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = memref.view %buf[%c0][] : memref<8xi8> to memref<2xi32>
  memref.copy %w, %out : memref<2xi32> to memref<2xi32>
  return
}
