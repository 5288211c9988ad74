// Upstream MLIR 22 `int-range-optimizations` on integer functions, checked
// through the plugin. The pass runs the integer range analysis (each op's
// InferIntRangeInterface) and replaces values whose range is a single
// constant by that constant, and rewrites `(0 <= x < D) mod D` to x. Every
// function below is rewritten; every rewrite must hold for all inputs,
// including poison ones (an overflowing `nsw`/`nuw` op is poison, so a range
// that assumes no overflow is still sound).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="int-range-optimizations" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'int-range-optimizations': @cmp_after_extui is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @cmp_after_mask is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @trivial_rem is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @cmp_after_extsi is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @div_of_small is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @minmax_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @shift_range is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @index_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @add_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @select_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @index_dialect_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @flags_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @sign_extend_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @mul_range is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @poison_select is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @index_cast_ranges is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @index_rem_sub is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @ceil_range is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @sizeof_range is valid{{$}}
// CHECK: remark: verify-translation: stage 'int-range-optimizations': @trunc_range is valid{{$}}

// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@cmp_after_extui","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@cmp_after_mask","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@trivial_rem","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@cmp_after_extsi","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@div_of_small","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@minmax_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@shift_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@index_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@add_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@select_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@index_dialect_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@flags_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@sign_extend_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@mul_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@poison_select","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@index_cast_ranges","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@index_rem_sub","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@ceil_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@sizeof_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"int-range-optimizations","stage_index":0,"function":"@trunc_range","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// extui i8 -> i32 lies in [0, 255]: < 256 and >= 0 hold, and an extui'd i16
// is never > 70000.
func.func @cmp_after_extui(%x: i8, %y: i16) -> (i1, i1, i1) {
  %c256 = arith.constant 256 : i32
  %c0 = arith.constant 0 : i32
  %e = arith.extui %x : i8 to i32
  %r0 = arith.cmpi ult, %e, %c256 : i32
  %r1 = arith.cmpi sge, %e, %c0 : i32
  %f = arith.extui %y : i16 to i32
  %c70000 = arith.constant 70000 : i32
  %r2 = arith.cmpi sgt, %f, %c70000 : i32
  return %r0, %r1, %r2 : i1, i1, i1
}


// x & 15 lies in [0, 15]: < 16 holds, > 15 fails, and (x & 15) % 16 is x & 15.
func.func @cmp_after_mask(%x: i32) -> (i1, i1, i32) {
  %c15 = arith.constant 15 : i32
  %c16 = arith.constant 16 : i32
  %m = arith.andi %x, %c15 : i32
  %r0 = arith.cmpi ult, %m, %c16 : i32
  %r1 = arith.cmpi sgt, %m, %c15 : i32
  %r2 = arith.remui %m, %c16 : i32
  return %r0, %r1, %r2 : i1, i1, i32
}


// "(0 <= x < D) mod D -> x" for remsi and remui.
func.func @trivial_rem(%x: i16, %y: i32) -> (i32, i32) {
  %c100 = arith.constant 100 : i32
  %c70000 = arith.constant 70000 : i32
  %e = arith.extui %x : i16 to i32
  %r0 = arith.remsi %e, %c70000 : i32
  %c7 = arith.constant 7 : i32
  %m = arith.andi %y, %c7 : i32
  %r1 = arith.remui %m, %c100 : i32
  return %r0, %r1 : i32, i32
}


// extsi i8 -> i64 lies in [-128, 127]; the equality with 128 is not
// rewritten (only the always-true comparisons become constants).
func.func @cmp_after_extsi(%x: i8) -> (i1, i1, i1) {
  %cm128 = arith.constant -128 : i64
  %c128 = arith.constant 128 : i64
  %e = arith.extsi %x : i8 to i64
  %r0 = arith.cmpi sge, %e, %cm128 : i64
  %r1 = arith.cmpi slt, %e, %c128 : i64
  %r2 = arith.cmpi eq, %e, %c128 : i64
  return %r0, %r1, %r2 : i1, i1, i1
}


// (x & 3) / 4 and (x & 3) >> 3 are 0, for divui and divsi alike.
func.func @div_of_small(%x: i32) -> (i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %m = arith.andi %x, %c3 : i32
  %r0 = arith.divui %m, %c4 : i32
  %r1 = arith.divsi %m, %c4 : i32
  %r2 = arith.shrui %m, %c3 : i32
  return %r0, %r1, %r2 : i32, i32, i32
}


// maxui(x, 10) >= 10 and minsi(y, 20) <= 20.
func.func @minmax_ranges(%x: i32, %y: i32) -> (i1, i1) {
  %c10 = arith.constant 10 : i32
  %c20 = arith.constant 20 : i32
  %a = arith.maxui %x, %c10 : i32
  %r0 = arith.cmpi uge, %a, %c10 : i32
  %b = arith.minsi %y, %c20 : i32
  %r1 = arith.cmpi sle, %b, %c20 : i32
  return %r0, %r1 : i1, i1
}


// x >>u 31 is 0 or 1; y >>u 60 is below 16.
func.func @shift_range(%x: i32, %y: i64) -> (i1, i1) {
  %c31 = arith.constant 31 : i32
  %c1 = arith.constant 1 : i32
  %s = arith.shrui %x, %c31 : i32
  %r0 = arith.cmpi ule, %s, %c1 : i32
  %c60 = arith.constant 60 : i64
  %c16 = arith.constant 16 : i64
  %t = arith.shrui %y, %c60 : i64
  %r1 = arith.cmpi ult, %t, %c16 : i64
  return %r0, %r1 : i1, i1
}


// index_castui of an i8 is below 300; (i & 255) % 256 is i & 255.
func.func @index_ranges(%x: i8, %i: index) -> (i1, index) {
  %e = arith.index_castui %x : i8 to index
  %c300 = arith.constant 300 : index
  %r0 = arith.cmpi ult, %e, %c300 : index
  %c255 = arith.constant 255 : index
  %c256 = arith.constant 256 : index
  %m = arith.andi %i, %c255 : index
  %r1 = arith.remui %m, %c256 : index
  return %r0, %r1 : i1, index
}


// The sum of two zero-extended i8 values is at most 510.
func.func @add_ranges(%x: i8, %y: i8) -> (i1, i32) {
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i8 to i32
  %s = arith.addi %ex, %ey : i32
  %c511 = arith.constant 511 : i32
  %r0 = arith.cmpi ult, %s, %c511 : i32
  %c1000 = arith.constant 1000 : i32
  %r1 = arith.remui %s, %c1000 : i32
  return %r0, %r1 : i1, i32
}


// select(c, 3, 9) lies in {3, 9}.
func.func @select_ranges(%c: i1, %x: i8) -> (i1, i1) {
  %c3 = arith.constant 3 : i32
  %c9 = arith.constant 9 : i32
  %s = arith.select %c, %c3, %c9 : i32
  %c10 = arith.constant 10 : i32
  %r0 = arith.cmpi slt, %s, %c10 : i32
  %c2 = arith.constant 2 : i32
  %r1 = arith.cmpi ne, %s, %c2 : i32
  return %r0, %r1 : i1, i1
}


// index.castu of an i8 is at most 255, so shifting it right by 8 gives 0.
func.func @index_dialect_ranges(%x: i8) -> (i1, index) {
  %e = index.castu %x : i8 to index
  %c255 = index.constant 255
  %r0 = index.cmp ule(%e, %c255)
  %c1 = index.constant 1
  %c8 = index.constant 8
  %s = index.shru %e, %c8
  return %r0, %s : i1, index
}


// With nuw, x + 100 is at least 100; with nsw, x + 100 is at least -28. An
// overflowing addition is poison, so the folded true refines it.
func.func @flags_ranges(%x: i8) -> (i1, i1) {
  %c100 = arith.constant 100 : i8
  %a = arith.addi %x, %c100 overflow<nuw> : i8
  %r0 = arith.cmpi uge, %a, %c100 : i8
  %b = arith.addi %x, %c100 overflow<nsw> : i8
  %cm28 = arith.constant -28 : i8
  %r1 = arith.cmpi sge, %b, %cm28 : i8
  return %r0, %r1 : i1, i1
}


// (x << 24) >>s 24 and extsi(trunci x) lie in [-128, 127].
func.func @sign_extend_ranges(%x: i32) -> (i1, i1) {
  %c8 = arith.constant 8 : i32
  %c24 = arith.constant 24 : i32
  %s = arith.shli %x, %c24 : i32
  %t = arith.shrsi %s, %c24 : i32
  %cm129 = arith.constant -129 : i32
  %r0 = arith.cmpi sgt, %t, %cm129 : i32
  %u = arith.trunci %x : i32 to i8
  %e = arith.extsi %u : i8 to i32
  %c127 = arith.constant 127 : i32
  %r1 = arith.cmpi sle, %e, %c127 : i32
  return %r0, %r1 : i1, i1
}


// The product of two zero-extended i16 values is at most 0xfffe0001.
func.func @mul_range(%x: i16, %y: i16) -> (i1, i1) {
  %ex = arith.extui %x : i16 to i32
  %ey = arith.extui %y : i16 to i32
  %m = arith.muli %ex, %ey : i32
  %c0 = arith.constant 0 : i32
  %r0 = arith.cmpi uge, %m, %c0 : i32
  %lim = arith.constant -131071 : i32
  %r1 = arith.cmpi ule, %m, %lim : i32
  return %r0, %r1 : i1, i1
}


// select(c, poison, 5) == 5 is true or poison; poison + 1 is poison.
func.func @poison_select(%c: i1) -> (i1, i8) {
  %p = ub.poison : i8
  %c5 = arith.constant 5 : i8
  %s = arith.select %c, %p, %c5 : i8
  %r0 = arith.cmpi eq, %s, %c5 : i8
  %c1 = arith.constant 1 : i8
  %a = arith.addi %p, %c1 : i8
  return %r0, %a : i1, i8
}


// index_cast of an i32 is below 2^31; index_castui of an i32 below 2^32.
func.func @index_cast_ranges(%x: i32) -> (i1, i1) {
  %i = arith.index_cast %x : i32 to index
  %c = arith.constant 2147483648 : index
  %r0 = arith.cmpi slt, %i, %c : index
  %u = arith.index_castui %x : i32 to index
  %c2 = arith.constant 4294967296 : index
  %r1 = arith.cmpi ult, %u, %c2 : index
  return %r0, %r1 : i1, i1
}


// index.remu by 16 is below 16, so 0 - (x % 16) is at most 0 (for a 32- or
// 64-bit index alike).
func.func @index_rem_sub(%x: index, %y: index) -> (i1, i1) {
  %c16 = index.constant 16
  %m = index.remu %x, %c16
  %r0 = index.cmp ult(%m, %c16)
  %c0 = index.constant 0
  %s = index.sub %c0, %m
  %r1 = index.cmp sle(%s, %c0)
  return %r0, %r1 : i1, i1
}


// ceildivsi(x, 3) <= 43, floordivsi(x, 3) >= -43, ceildivsi(x, -3) >= -43.
func.func @ceil_range(%x: i8, %y: i8) -> (i1, i1, i1) {
  %c3 = arith.constant 3 : i8
  %d = arith.ceildivsi %x, %c3 : i8
  %c43 = arith.constant 43 : i8
  %r0 = arith.cmpi sle, %d, %c43 : i8
  %f = arith.floordivsi %x, %c3 : i8
  %cm43 = arith.constant -43 : i8
  %r1 = arith.cmpi sge, %f, %cm43 : i8
  %cm3 = arith.constant -3 : i8
  %g = arith.ceildivsi %x, %cm3 : i8
  %r2 = arith.cmpi sge, %g, %cm43 : i8
  return %r0, %r1, %r2 : i1, i1, i1
}



// index.sizeof is 32 or 64.
func.func @sizeof_range() -> (i1, i1) {
  %s = index.sizeof
  %c32 = index.constant 32
  %r0 = index.cmp uge(%s, %c32)
  %c64 = index.constant 64
  %r1 = index.cmp ule(%s, %c64)
  return %r0, %r1 : i1, i1
}


// extui(trunci(x % 300)) is below 256; (x & 255) truncated with nuw is >= 0.
func.func @trunc_range(%x: i32) -> (i1, i1) {
  %c300 = arith.constant 300 : i32
  %m = arith.remui %x, %c300 : i32
  %t = arith.trunci %m : i32 to i8
  %e = arith.extui %t : i8 to i32
  %c256 = arith.constant 256 : i32
  %r0 = arith.cmpi ult, %e, %c256 : i32
  %c255 = arith.constant 255 : i32
  %a = arith.andi %x, %c255 : i32
  %t2 = arith.trunci %a overflow<nuw> : i32 to i8
  %c0 = arith.constant 0 : i8
  %r1 = arith.cmpi uge, %t2, %c0 : i8
  return %r0, %r1 : i1, i1
}
