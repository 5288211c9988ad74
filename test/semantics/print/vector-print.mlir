// vector.print (VectorOps.td: "the vector print is decomposed into
// elementary printing method calls") is output: a trace of print events,
// one per runner-utility call its lowering makes. A scalar prints through
// printI64 (signless and signed integers sign-extended, i1 zero-extended),
// printU64 (unsigned integers, index), printF16/BF16/F32/F64; a vector
// prints `( `, its elements rank by rank separated by `, `, ` )`; then the
// punctuation (a newline by default); `str` prints the string alone. The
// target must print the source's events in order with values that refine
// the source's: a poison value the source prints lets the target print
// anything there. The first event that differs is named.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @folded_before_print: valid{{$}}
// CHECK-DAG: @vector_as_scalars: valid{{$}}
// CHECK-DAG: @matrix_as_rows: valid{{$}}
// CHECK-DAG: @zero_d_vector: valid (abstract floating point){{$}}
// CHECK-DAG: @punctuation_as_its_own_print: valid{{$}}
// CHECK-DAG: @poison_printed_any: valid{{$}}
// CHECK-DAG: @i1_printed_as_one: valid{{$}}
// CHECK-DAG: @string_then_newline: valid{{$}}
// CHECK-DAG: @unsigned_same_text: valid{{$}}
// CHECK-DAG: @value_changed: invalid: target prints 15 where the source prints 14 (1st print)
// CHECK-DAG: @prints_swapped: invalid: target prints 2 where the source prints 1 (1st print)
// CHECK-DAG: @print_dropped: invalid: the target does not print 9 (3rd print of the source)
// CHECK-DAG: @print_added: invalid: target prints 9 after the source's output ends (3rd print)
// CHECK-DAG: @newline_dropped: invalid: target prints 2 where the source prints a newline (2nd print)
// CHECK-DAG: @comma_for_newline: invalid: target prints ', ' where the source prints a newline (2nd print)
// CHECK-DAG: @lane_changed: invalid: target prints 7 where the source prints 3 (6th print)
// CHECK-DAG: @signed_for_unsigned: invalid: target prints -1 where the source prints 255 (1st print)
// CHECK-DAG: @poison_in_target: invalid: target prints poison where the source prints
// CHECK-DAG: @float_changed: invalid: target prints -0.0 where the source prints 0.0 (1st print)
// CHECK-DAG: @string_changed: invalid: target prints "bye\n" where the source prints "hi\n" (1st print)
// CHECK-DAG: @ub_hoisted_above_print: valid{{$}}
// CHECK-DAG: @print_in_branch: invalid: target prints {{[01]}} where the source prints {{[01]}} (1st print)
// CHECK: summary: 10 valid, 12 invalid, 0 unsupported, 0 inconclusive

// DIAG: tgt.mlir:{{[0-9]+}}:3: error: mlir-refine: the target miscompiles @value_changed: target prints 15 where the source prints 14 (1st print)
// DIAG: src.mlir:{{[0-9]+}}:3: note: the source's event at this position

//--- src.mlir
func.func @folded_before_print() {
  %a = arith.constant 7 : i32
  %b = arith.constant 2 : i32
  %c = arith.muli %a, %b : i32
  vector.print %c : i32
  return
}
// What convert-vector-to-scf does, unrolled by hand.
func.func @vector_as_scalars(%v: vector<3xi16>) {
  vector.print %v : vector<3xi16>
  return
}
func.func @matrix_as_rows(%v: vector<2x2xi8>) {
  vector.print %v : vector<2x2xi8> punctuation <comma>
  return
}
func.func @zero_d_vector(%v: vector<f32>) {
  vector.print %v : vector<f32>
  return
}
func.func @punctuation_as_its_own_print(%x: index) {
  vector.print %x : index
  return
}
func.func @poison_printed_any() {
  %p = ub.poison : i32
  vector.print %p : i32
  return
}
// An i1 prints as 0 or 1 (zero-extended), as a ui8 of the same bits does.
func.func @i1_printed_as_one(%b: i1) {
  vector.print %b : i1
  return
}
func.func @string_then_newline(%x: i8) -> i8 {
  vector.print str "x + 0 ="
  vector.print punctuation <newline>
  %c = arith.constant 0 : i8
  %y = arith.addi %x, %c : i8
  return %y : i8
}
// printI64 of a non-negative number and printU64 of it print one text.
func.func @unsigned_same_text(%x: i8) {
  %c = arith.constant 127 : i8
  %y = arith.andi %x, %c : i8
  vector.print %y : i8
  return
}
func.func @value_changed() {
  %c = arith.constant 14 : i32
  vector.print %c : i32
  return
}
func.func @prints_swapped() {
  %a = arith.constant 1 : i8
  %b = arith.constant 2 : i8
  vector.print %a : i8
  vector.print %b : i8
  return
}
func.func @print_dropped(%x: i8) {
  %c = arith.constant 9 : i8
  vector.print %x : i8
  vector.print %c : i8
  return
}
func.func @print_added(%x: i8) {
  vector.print %x : i8
  return
}
func.func @newline_dropped() {
  %a = arith.constant 1 : i8
  %b = arith.constant 2 : i8
  vector.print %a : i8
  vector.print %b : i8
  return
}
func.func @comma_for_newline(%x: i8) {
  vector.print %x : i8
  return
}
func.func @lane_changed() {
  %v = arith.constant dense<[1, 2, 3]> : vector<3xi8>
  vector.print %v : vector<3xi8>
  return
}
// A ui8 prints through printU64: 255, not -1.
func.func @signed_for_unsigned() {
  %c = arith.constant -1 : i8
  %u = builtin.unrealized_conversion_cast %c : i8 to ui8
  vector.print %u : ui8
  return
}
func.func @poison_in_target(%x: i8) {
  vector.print %x : i8
  return
}
func.func @float_changed() {
  %z = arith.constant 0.0 : f32
  vector.print %z : f32
  return
}
func.func @string_changed() {
  vector.print str "hi\n"
  return
}
// The source prints, then divides by %y: where %y is 0 its whole run is
// undefined (ARCHITECTURE.md, Semantic rules: source UB anywhere on an execution frees the
// target on it), so the target may divide first. A print always returns,
// unlike an external call (external-call.mlir: @ub_hoisted_above_call).
func.func @ub_hoisted_above_print(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 1 : i8
  vector.print %c : i8
  %q = arith.divui %x, %y : i8
  return %q : i8
}
func.func @print_in_branch(%b: i1) {
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  %v = arith.select %b, %one, %zero : i8
  vector.print %v : i8
  return
}

//--- tgt.mlir
func.func @folded_before_print() {
  %c = arith.constant 14 : i32
  vector.print %c : i32
  return
}
func.func @vector_as_scalars(%v: vector<3xi16>) {
  %a = vector.extract %v[0] : i16 from vector<3xi16>
  %b = vector.extract %v[1] : i16 from vector<3xi16>
  %c = vector.extract %v[2] : i16 from vector<3xi16>
  vector.print punctuation <open>
  vector.print %a : i16 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %b : i16 punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %c : i16 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print
  return
}
func.func @matrix_as_rows(%v: vector<2x2xi8>) {
  %r0 = vector.extract %v[0] : vector<2xi8> from vector<2x2xi8>
  %r1 = vector.extract %v[1] : vector<2xi8> from vector<2x2xi8>
  vector.print punctuation <open>
  vector.print %r0 : vector<2xi8> punctuation <no_punctuation>
  vector.print punctuation <comma>
  vector.print %r1 : vector<2xi8> punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <comma>
  return
}
func.func @zero_d_vector(%v: vector<f32>) {
  %e = vector.extract %v[] : f32 from vector<f32>
  vector.print punctuation <open>
  vector.print %e : f32 punctuation <no_punctuation>
  vector.print punctuation <close>
  vector.print punctuation <newline>
  return
}
func.func @punctuation_as_its_own_print(%x: index) {
  vector.print %x : index punctuation <no_punctuation>
  vector.print punctuation <newline>
  return
}
func.func @poison_printed_any() {
  %c = arith.constant 5 : i32
  vector.print %c : i32
  return
}
func.func @i1_printed_as_one(%b: i1) {
  %u = arith.extui %b : i1 to i8
  vector.print %u : i8
  return
}
func.func @string_then_newline(%x: i8) -> i8 {
  vector.print str "x + 0 ="
  vector.print
  return %x : i8
}
func.func @unsigned_same_text(%x: i8) {
  %c = arith.constant 127 : i8
  %y = arith.andi %x, %c : i8
  %u = builtin.unrealized_conversion_cast %y : i8 to ui8
  vector.print %u : ui8
  return
}
func.func @value_changed() {
  %c = arith.constant 15 : i32
  vector.print %c : i32
  return
}
func.func @prints_swapped() {
  %a = arith.constant 1 : i8
  %b = arith.constant 2 : i8
  vector.print %b : i8
  vector.print %a : i8
  return
}
func.func @print_dropped(%x: i8) {
  vector.print %x : i8
  return
}
func.func @print_added(%x: i8) {
  %c = arith.constant 9 : i8
  vector.print %x : i8
  vector.print %c : i8
  return
}
func.func @newline_dropped() {
  %a = arith.constant 1 : i8
  %b = arith.constant 2 : i8
  vector.print %a : i8 punctuation <no_punctuation>
  vector.print %b : i8
  return
}
func.func @comma_for_newline(%x: i8) {
  vector.print %x : i8 punctuation <comma>
  return
}
func.func @lane_changed() {
  %v = arith.constant dense<[1, 2, 7]> : vector<3xi8>
  vector.print %v : vector<3xi8>
  return
}
func.func @signed_for_unsigned() {
  %c = arith.constant -1 : i8
  vector.print %c : i8
  return
}
func.func @poison_in_target(%x: i8) {
  %c = arith.constant 1 : i8
  %y = arith.addi %x, %c overflow<nsw> : i8
  %z = arith.subi %y, %c : i8
  vector.print %z : i8
  return
}
func.func @float_changed() {
  %z = arith.constant -0.0 : f32
  vector.print %z : f32
  return
}
func.func @string_changed() {
  vector.print str "bye\n"
  return
}
func.func @ub_hoisted_above_print(%x: i8, %y: i8) -> i8 {
  %c = arith.constant 1 : i8
  %q = arith.divui %x, %y : i8
  vector.print %c : i8
  return %q : i8
}
func.func @print_in_branch(%b: i1) {
  %one = arith.constant 1 : i8
  %zero = arith.constant 0 : i8
  scf.if %b {
    vector.print %zero : i8
  } else {
    vector.print %one : i8
  }
  return
}
