// Upstream MLIR 22 `arith-unsigned-when-equivalent` on integer functions,
// checked through the plugin. The pass (Passes.td) replaces signed ops by
// their unsigned counterparts "when integer range analysis determines that
// their arguments and results are all guaranteed to be non-negative when
// interpreted as signed integers": on [0, signed_max] the signed and unsigned
// division, remainder, min/max, extension and comparison agree (ArithOps.td:
// divsi rounds towards zero, as divui does on non-negative values).
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="arith-unsigned-when-equivalent" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @divsi_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @remsi_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @ceil_floor_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @minmax_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @cmpi_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @extsi_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @index_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @mixed_signs is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @const_nonneg is valid{{$}}
// CHECK: remark: verify-translation: stage 'arith-unsigned-when-equivalent': @shifted_wide is valid{{$}}

// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@divsi_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@remsi_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@ceil_floor_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@minmax_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@cmpi_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@extsi_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@index_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@mixed_signs","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@const_nonneg","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"arith-unsigned-when-equivalent","stage_index":0,"function":"@shifted_wide","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}

// Zero-extended i8 operands, the divisor made odd (so non-zero): divsi -> divui.
func.func @divsi_nonneg(%x: i8, %y: i8) -> i32 {
  %c1 = arith.constant 1 : i8
  %y1 = arith.ori %y, %c1 : i8
  %a = arith.extui %x : i8 to i32
  %b = arith.extui %y1 : i8 to i32
  %r = arith.divsi %a, %b : i32
  return %r : i32
}


// Masked to [0, 127] and [1, 127]: remsi -> remui.
func.func @remsi_nonneg(%x: i32, %y: i32) -> i32 {
  %c127 = arith.constant 127 : i32
  %c1 = arith.constant 1 : i32
  %a = arith.andi %x, %c127 : i32
  %b0 = arith.andi %y, %c127 : i32
  %b = arith.ori %b0, %c1 : i32
  %r = arith.remsi %a, %b : i32
  return %r : i32
}


// ceildivsi -> ceildivui and floordivsi -> divui on [0, 65535] / [1, 65536].
func.func @ceil_floor_nonneg(%x: i16, %y: i16) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %a = arith.extui %x : i16 to i32
  %b0 = arith.extui %y : i16 to i32
  %b = arith.addi %b0, %c1 : i32
  %r0 = arith.ceildivsi %a, %b : i32
  %r1 = arith.floordivsi %a, %b : i32
  return %r0, %r1 : i32, i32
}


// maxsi/minsi -> maxui/minui on zero-extended operands.
func.func @minmax_nonneg(%x: i8, %y: i8) -> (i16, i16) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %r0 = arith.maxsi %a, %b : i16
  %r1 = arith.minsi %a, %b : i16
  return %r0, %r1 : i16, i16
}


// slt/sle/sgt/sge -> ult/ule/ugt/uge on zero-extended operands.
func.func @cmpi_nonneg(%x: i8, %y: i8) -> (i1, i1, i1, i1) {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %r0 = arith.cmpi slt, %a, %b : i16
  %r1 = arith.cmpi sle, %a, %b : i16
  %r2 = arith.cmpi sgt, %a, %b : i16
  %r3 = arith.cmpi sge, %a, %b : i16
  return %r0, %r1, %r2, %r3 : i1, i1, i1, i1
}


// extsi of a value in [0, 63] -> extui.
func.func @extsi_nonneg(%x: i8) -> i64 {
  %c63 = arith.constant 63 : i8
  %a = arith.andi %x, %c63 : i8
  %r = arith.extsi %a : i8 to i64
  return %r : i64
}


// On index: the comparison becomes unsigned; the division is kept (its
// divisor range includes 0).
func.func @index_nonneg(%x: i16, %y: i16) -> (index, i1) {
  %a = arith.index_castui %x : i16 to index
  %b = arith.index_castui %y : i16 to index
  %r0 = arith.divsi %a, %b : index
  %r1 = arith.cmpi sgt, %a, %b : index
  return %r0, %r1 : index, i1
}


// Only the division whose dividend is known non-negative is rewritten.
func.func @mixed_signs(%x: i8, %y: i32) -> (i32, i32) {
  %a = arith.extui %x : i8 to i32
  %c4 = arith.constant 4 : i32
  %r0 = arith.divsi %a, %c4 : i32
  %r1 = arith.divsi %y, %c4 : i32
  return %r0, %r1 : i32, i32
}


// A select between two positive constants.
func.func @const_nonneg(%x: i1) -> (i8, i1) {
  %c5 = arith.constant 5 : i8
  %c9 = arith.constant 9 : i8
  %s = arith.select %x, %c5, %c9 : i8
  %c3 = arith.constant 3 : i8
  %r0 = arith.remsi %s, %c3 : i8
  %r1 = arith.cmpi slt, %s, %c9 : i8
  return %r0, %r1 : i8, i1
}


// x >>u 1 is non-negative on i64: remsi, the comparison and minsi become
// unsigned.
func.func @shifted_wide(%x: i64, %y: i64) -> (i64, i1, i64) {
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %a = arith.shrui %x, %c1 : i64
  %r0 = arith.remsi %a, %c3 : i64
  %b = arith.shrui %y, %c1 : i64
  %r1 = arith.cmpi sge, %a, %b : i64
  %r2 = arith.minsi %a, %b : i64
  return %r0, %r1, %r2 : i64, i1, i64
}
