// Calls to the print functions of MLIR's runner utilities
// (CRunnerUtils.h: printI64, printU64, printF32, printF64, printOpen,
// printClose, printComma, printNewline, printFlops; Float16bits.h:
// printF16, printBF16; RunnerUtils.h: printMemref<T>, printMemrefShape<T>,
// printMemref<N>d<T>) are print events of the same kinds as vector.print's:
// a vector.print and the calls its lowering makes print the same trace.
// printI64 and printU64 print one kind of event, a number, so they agree
// where their texts do. A memref print records the view's offset, sizes
// and strides and every element, read from memory at the call (UB on a
// dead buffer); printMemrefShape* the same without the elements. Complex
// memrefs, a string given by a pointer, and a declaration with another type
// than the runtime's are unsupported, named.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @lowered_i32: valid{{$}}
// CHECK-DAG: @lowered_ui16: valid{{$}}
// CHECK-DAG: @lowered_index: valid{{$}}
// CHECK-DAG: @lowered_f16: valid (IEEE-754){{$}}
// CHECK-DAG: @lowered_vector: valid (abstract floating point){{$}}
// CHECK-DAG: @unsigned_of_nonnegative: valid{{$}}
// CHECK-DAG: @memref_folded: valid (abstract floating point){{$}}
// CHECK-DAG: @memref_ranked_print: valid (IEEE-754){{$}}
// CHECK-DAG: @shape_only: valid{{$}}
// CHECK-DAG: @uninitialised_any: valid{{$}}
// CHECK-DAG: @printed_after_dealloc: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @unsigned_of_negative: invalid: target prints 18446744073709551615 where the source prints -1 (1st print)
// CHECK-DAG: @memref_element_changed: invalid: target prints element [1, 0] as 5.0 where the source prints 3.0 (1st print, @printMemrefF32)
// CHECK-DAG: @print_before_store: invalid: target prints element [1] as {{.*}} where the source prints 7 (2nd print, @printMemrefI32)
// CHECK-DAG: @transposed_view: invalid: target prints a size as 3 where the source prints 2 (1st print, @printMemrefI32)
// CHECK-DAG: @flops_changed: invalid: target prints 2.0 GFLOPS where the source prints 1.0 GFLOPS (1st print)
// CHECK-DAG: @newline_call_dropped: invalid: the target does not print a newline (2nd print of the source)
// CHECK-DAG: @dealloc_before_print: invalid: the target has undefined behaviour (@printMemrefI32's read of the memref.alloc at {{.*}} after its memref.dealloc or the end of its scope) where the source has none
// CHECK-DAG: @complex: unsupported: argument type memref<2xcomplex<f32>> (its element type is not modelled in memory)
// CHECK-DAG: @wrong_declaration: unsupported: source: @printF64 declared with a type its runner utility does not have
// CHECK: summary: 26 valid, 7 invalid, 2 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @memref_element_changed: target prints element [1, 0] as 5.0 where the source prints 3.0 (1st print, @printMemrefF32)
// DIAG: note: the source's event at this position

//--- src.mlir
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF16(i16)
func.func private @printF32(f32)
func.func private @printF64(f32)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()
func.func private @printFlops(f64)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemref2dF32(memref<2x2xf32>)
func.func private @printMemrefShapeI32(memref<*xi32>)
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

func.func @lowered_i32(%x: i32) {
  vector.print %x : i32
  return
}
func.func @lowered_ui16(%x: i16) {
  %u = builtin.unrealized_conversion_cast %x : i16 to ui16
  vector.print %u : ui16
  return
}
func.func @lowered_index(%i: index) {
  vector.print %i : index punctuation <comma>
  return
}
func.func @lowered_f16(%h: f16) {
  vector.print %h : f16
  return
}
func.func @lowered_vector(%v: vector<2xf32>) {
  vector.print %v : vector<2xf32>
  return
}
func.func @unsigned_of_nonnegative(%x: i64) {
  %c = arith.constant 1023 : i64
  %y = arith.andi %x, %c : i64
  call @printI64(%y) : (i64) -> ()
  return
}
func.func @memref_folded() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<2x2xf32>
  %s = arith.addf %one, %two : f32
  memref.store %one, %m[%c0, %c0] : memref<2x2xf32>
  memref.store %two, %m[%c0, %c1] : memref<2x2xf32>
  memref.store %s, %m[%c1, %c0] : memref<2x2xf32>
  memref.store %s, %m[%c1, %c1] : memref<2x2xf32>
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x2xf32>
  return
}
func.func @memref_ranked_print(%m: memref<2x2xf32>) {
  call @printMemref2dF32(%m) : (memref<2x2xf32>) -> ()
  return
}
func.func @shape_only(%v: i32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<3xi32>
  memref.store %v, %m[%c0] : memref<3xi32>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  call @printMemrefShapeI32(%u) : (memref<*xi32>) -> ()
  return
}
// Uninitialised elements are poison: the target may print anything there.
func.func @uninitialised_any() {
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
// The source prints a freed buffer: UB, so anything refines it.
func.func @printed_after_dealloc() {
  %m = memref.alloc() : memref<2xi32>
  memref.dealloc %m : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @unsigned_of_negative(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  return
}
func.func @memref_element_changed() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %m = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%three : f32) outs(%m : memref<2x2xf32>)
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @print_before_store(%m: memref<2xi32>) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printNewline() : () -> ()
  memref.store %c7, %m[%c1] : memref<2xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @transposed_view(%m: memref<2x3xi32>) {
  %u = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @flops_changed() {
  %f = arith.constant 1.0 : f64
  call @printFlops(%f) : (f64) -> ()
  return
}
func.func @newline_call_dropped(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @dealloc_before_print() {
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xi32>
  return
}
func.func @complex(%m: memref<2xcomplex<f32>>) {
  %u = memref.cast %m : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  return
}
// printF64 takes a double: a declaration with f32 is not the runtime's.
func.func @wrong_declaration(%x: f32) {
  call @printF64(%x) : (f32) -> ()
  return
}

//--- tgt.mlir
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF16(i16)
func.func private @printF32(f32)
func.func private @printF64(f32)
func.func private @printOpen()
func.func private @printClose()
func.func private @printComma()
func.func private @printNewline()
func.func private @printFlops(f64)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemref2dF32(memref<2x2xf32>)
func.func private @printMemrefShapeI32(memref<*xi32>)
func.func private @printMemrefC32(memref<*xcomplex<f32>>)

// What convert-vector-to-llvm calls for a vector.print of an i32.
func.func @lowered_i32(%x: i32) {
  %e = arith.extsi %x : i32 to i64
  call @printI64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @lowered_ui16(%x: i16) {
  %e = arith.extui %x : i16 to i64
  call @printU64(%e) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @lowered_index(%i: index) {
  %e = arith.index_castui %i : index to i64
  call @printU64(%e) : (i64) -> ()
  call @printComma() : () -> ()
  return
}
func.func @lowered_f16(%h: f16) {
  %b = arith.bitcast %h : f16 to i16
  call @printF16(%b) : (i16) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @lowered_vector(%v: vector<2xf32>) {
  %a = vector.extract %v[0] : f32 from vector<2xf32>
  %b = vector.extract %v[1] : f32 from vector<2xf32>
  call @printOpen() : () -> ()
  call @printF32(%a) : (f32) -> ()
  call @printComma() : () -> ()
  call @printF32(%b) : (f32) -> ()
  call @printClose() : () -> ()
  call @printNewline() : () -> ()
  return
}
func.func @unsigned_of_nonnegative(%x: i64) {
  %c = arith.constant 1023 : i64
  %y = arith.andi %x, %c : i64
  call @printU64(%y) : (i64) -> ()
  return
}
func.func @memref_folded() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %m = memref.alloca() : memref<2x2xf32>
  memref.store %one, %m[%c0, %c0] : memref<2x2xf32>
  memref.store %two, %m[%c0, %c1] : memref<2x2xf32>
  memref.store %three, %m[%c1, %c0] : memref<2x2xf32>
  memref.store %three, %m[%c1, %c1] : memref<2x2xf32>
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @memref_ranked_print(%m: memref<2x2xf32>) {
  %c = memref.cast %m : memref<2x2xf32> to memref<2x2xf32>
  call @printMemref2dF32(%c) : (memref<2x2xf32>) -> ()
  return
}
func.func @shape_only(%v: i32) {
  %m = memref.alloc() : memref<3xi32>
  %u = memref.cast %m : memref<3xi32> to memref<*xi32>
  call @printMemrefShapeI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @uninitialised_any() {
  %c0 = arith.constant 0 : i32
  %m = memref.alloc() : memref<2xi32>
  linalg.fill ins(%c0 : i32) outs(%m : memref<2xi32>)
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @printed_after_dealloc() {
  return
}
func.func @unsigned_of_negative(%x: i64) {
  call @printU64(%x) : (i64) -> ()
  return
}
func.func @memref_element_changed() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %three = arith.constant 3.0 : f32
  %five = arith.constant 5.0 : f32
  %m = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%three : f32) outs(%m : memref<2x2xf32>)
  memref.store %five, %m[%c1, %c0] : memref<2x2xf32>
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func @print_before_store(%m: memref<2xi32>) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printNewline() : () -> ()
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.store %c7, %m[%c1] : memref<2xi32>
  return
}
func.func @transposed_view(%m: memref<2x3xi32>) {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %u = memref.cast %t : memref<3x2xi32, strided<[1, 3]>> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @flops_changed() {
  %f = arith.constant 2.0 : f64
  call @printFlops(%f) : (f64) -> ()
  return
}
func.func @newline_call_dropped(%x: i64) {
  call @printI64(%x) : (i64) -> ()
  return
}
func.func @dealloc_before_print() {
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  memref.dealloc %m : memref<2xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}
func.func @complex(%m: memref<2xcomplex<f32>>) {
  %unused = arith.constant 0 : i32
  %u = memref.cast %m : memref<2xcomplex<f32>> to memref<*xcomplex<f32>>
  call @printMemrefC32(%u) : (memref<*xcomplex<f32>>) -> ()
  return
}
func.func @wrong_declaration(%x: f32) {
  %unused = arith.constant 0 : i32
  call @printF64(%x) : (f32) -> ()
  return
}
