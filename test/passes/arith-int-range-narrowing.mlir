// Upstream MLIR 22 `arith-int-range-narrowing{int-bitwidths-supported=32}`
// on integer functions, checked through the plugin. Where the integer range
// analysis shows that the operands and the result of an i64 / index op fit
// in 32 bits (signed or unsigned), the pass truncates the operands, does the
// op on i32 and extends the result back (extsi / extui / index_cast /
// index_castui, per the range's signedness). Per ArithOps.td the truncation
// keeps the low bits and the extension restores them exactly when the value
// fits, so each rewrite must be a refinement.
//
// remui is not included: narrowing an i64 remui takes the solver 20-40 s
// and times out at the default 10 s (an i64 divui, @div_ext, is fast).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="arith-int-range-narrowing{int-bitwidths-supported=32}" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @add_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @mul_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @sub_index is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @cmpi_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @index_cast_chain is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @minmax_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @ext_trunc is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @bitwise_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @shift_ext is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @index_add is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @neg_range_ult is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @sub_neg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @shr_big is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @mul_big is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @mulsi is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @maxui_mixed is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-int-range-narrowing{int-bitwidths-supported=32}': @div_ext is valid{{$}}

// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@add_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@mul_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@sub_index","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@cmpi_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@index_cast_chain","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@minmax_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@ext_trunc","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@bitwise_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@shift_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@index_add","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@neg_range_ult","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@sub_neg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@shr_big","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@mul_big","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@mulsi","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@maxui_mixed","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-int-range-narrowing{int-bitwidths-supported=32}","stage_index":0,"function":"@div_ext","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// The sum of two zero-extended i16 values fits in 32 bits (unsigned): the
// i64 addition becomes an i32 addition, zero-extended back.
func.func @add_ext(%x: i16, %y: i16) -> i64 {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i16 to i64
  %r = arith.addi %a, %b : i64
  return %r : i64
}


// The product of two sign-extended i8 values fits in i32 (signed).
func.func @mul_ext(%x: i8, %y: i8) -> i64 {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extsi %y : i8 to i64
  %r = arith.muli %a, %b : i64
  return %r : i64
}


// index subtraction of two zero-extended i16 values, done in i32 and
// sign-extended back with index_cast.
func.func @sub_index(%x: i16, %y: i16) -> index {
  %a = arith.index_castui %x : i16 to index
  %b = arith.index_castui %y : i16 to index
  %r = arith.subi %a, %b : index
  return %r : index
}


// Comparisons of sign-extended i16 values are done on i32.
func.func @cmpi_ext(%x: i16, %y: i16) -> (i1, i1) {
  %a = arith.extsi %x : i16 to i64
  %b = arith.extsi %y : i16 to i64
  %r0 = arith.cmpi slt, %a, %b : i64
  %r1 = arith.cmpi ult, %a, %b : i64
  return %r0, %r1 : i1, i1
}


// (x & 255) * 3 on index, done in i32.
func.func @index_cast_chain(%x: i32) -> i64 {
  %c255 = arith.constant 255 : i32
  %m = arith.andi %x, %c255 : i32
  %i = arith.index_cast %m : i32 to index
  %c3 = arith.constant 3 : index
  %s = arith.muli %i, %c3 : index
  %r = arith.index_cast %s : index to i64
  return %r : i64
}


// maxsi/minsi of an extsi'd i8 and an extsi'd i16.
func.func @minmax_ext(%x: i8, %y: i16) -> (i64, i64) {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extsi %y : i16 to i64
  %r0 = arith.maxsi %a, %b : i64
  %r1 = arith.minsi %a, %b : i64
  return %r0, %r1 : i64, i64
}


// An i64 sum that is truncated to i16 afterwards.
func.func @ext_trunc(%x: i16, %y: i16) -> i16 {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i16 to i64
  %s = arith.addi %a, %b : i64
  %r = arith.trunci %s : i64 to i16
  return %r : i16
}


// andi/ori/xori of zero-extended i16 values.
func.func @bitwise_ext(%x: i16, %y: i16) -> (i64, i64, i64) {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i16 to i64
  %r0 = arith.andi %a, %b : i64
  %r1 = arith.ori %a, %b : i64
  %r2 = arith.xori %a, %b : i64
  return %r0, %r1, %r2 : i64, i64, i64
}


// Shifts of a zero-extended i8 by 4.
func.func @shift_ext(%x: i8) -> (i64, i64) {
  %a = arith.extui %x : i8 to i64
  %c4 = arith.constant 4 : i64
  %r0 = arith.shli %a, %c4 : i64
  %r1 = arith.shrui %a, %c4 : i64
  return %r0, %r1 : i64, i64
}


// index addition and equality of zero-extended i16 values.
func.func @index_add(%x: i16, %y: i16) -> (index, i1) {
  %a = arith.index_castui %x : i16 to index
  %b = arith.index_castui %y : i16 to index
  %r0 = arith.addi %a, %b : index
  %r1 = arith.cmpi eq, %a, %b : index
  return %r0, %r1 : index, i1
}


// An unsigned comparison with an operand in [-128, 127]: the i64 order of
// the sign-extended values is the i32 order of the truncated ones.
func.func @neg_range_ult(%x: i8, %y: i8) -> (i1, i64) {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extui %y : i8 to i64
  %r0 = arith.cmpi ult, %a, %b : i64
  %r1 = arith.subi %b, %a : i64
  return %r0, %r1 : i1, i64
}


// The difference of two zero-extended i16 values lies in [-65535, 65535].
func.func @sub_neg(%x: i16, %y: i16) -> i64 {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i16 to i64
  %r = arith.subi %a, %b : i64
  return %r : i64
}


// extui(x : i32) >> 1 computed on i32 directly.
func.func @shr_big(%x: i32) -> i64 {
  %a = arith.extui %x : i32 to i64
  %c1 = arith.constant 1 : i64
  %r = arith.shrui %a, %c1 : i64
  return %r : i64
}


// The product of two zero-extended i16 values fits in 32 bits (unsigned).
func.func @mul_big(%x: i16, %y: i16) -> i64 {
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y : i16 to i64
  %r = arith.muli %a, %b : i64
  return %r : i64
}


// The product of two sign-extended i16 values fits in i32 (signed).
func.func @mulsi(%x: i16, %y: i16) -> i64 {
  %a = arith.extsi %x : i16 to i64
  %b = arith.extsi %y : i16 to i64
  %r = arith.muli %a, %b : i64
  return %r : i64
}


// minsi of an extsi'd and an extui'd i8 is narrowed; maxui of them is not.
func.func @maxui_mixed(%x: i8, %y: i8) -> (i64, i64) {
  %a = arith.extsi %x : i8 to i64
  %b = arith.extui %y : i8 to i64
  %r0 = arith.maxui %a, %b : i64
  %r1 = arith.minsi %a, %b : i64
  return %r0, %r1 : i64, i64
}

// divui of zero-extended i16 values (the divisor made odd, so non-zero),
// done in i32.
func.func @div_ext(%x: i16, %y: i16) -> i64 {
  %c1 = arith.constant 1 : i16
  %y1 = arith.ori %y, %c1 : i16
  %a = arith.extui %x : i16 to i64
  %b = arith.extui %y1 : i16 to i64
  %r = arith.divui %a, %b : i64
  return %r : i64
}
