// verify-dataflow catches a transfer function that is wrong on purpose:
// `refine_test.wrong_addi` (the test plugin's dialect,
// cpp-shim/test/WrongRanges.cpp) adds like arith.addi, wrapping, but infers
// [umin_a + umin_b, umax_a + umax_b] as if it never wrapped. At i4, every
// range is tried (exhaustive) and the narrowest escaping combination is
// reported: a in [0, 1] and b = 15 give the "range" [15, 16 mod 16 = 0],
// which holds nothing, so a = 0 escapes with 15. At i16 the corner families
// find the same kind of wrap. arith.addi at the same types is the control:
// its real transfer function is sound.
//
// RUN: not mlir-opt --load-dialect-plugin=%test-passes --load-pass-plugin=%plugin --pass-pipeline='builtin.module(verify-dataflow{remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl

// CHECK: error: verify-dataflow: the transfer function of 'refine_test.wrong_addi' is unsound: for operand ranges [unsigned : [0, 1] signed : [0, 1]], [unsigned : [15, 15] signed : [-1, -1]] the input (0, 15 / -1) gives result #0 = 15 / -1, outside the inferred range unsigned : [15, 0] signed : [-8, 7]
// CHECK: note: unsound: {{[0-9]+}} range combinations (all), {{[0-9]+}} with an escape
// CHECK: remark: verify-dataflow: the transfer function of 'arith.addi' is sound: {{[0-9]+}} range combinations (all); exact in
// CHECK: error: verify-dataflow: the transfer function of 'refine_test.wrong_addi' is unsound
// CHECK: note: unsound: {{[0-9]+}} range combinations (sampled)
// CHECK: remark: verify-dataflow: the transfer function of 'arith.addi' is sound: {{[0-9]+}} range combinations (sampled)

// JSON: "op":"refine_test.wrong_addi"{{.*}}"verdict":"unsound"
// JSON: "op":"arith.addi"{{.*}}"verdict":"sound"
// JSON: "op":"refine_test.wrong_addi"{{.*}}"operand_widths":[16,16]{{.*}}"verdict":"unsound"
// JSON: "op":"arith.addi"{{.*}}"verdict":"sound"

func.func @i4(%a: i4, %b: i4) -> (i4, i4) {
  %r = "refine_test.wrong_addi"(%a, %b) : (i4, i4) -> i4
  %s = arith.addi %a, %b : i4
  return %r, %s : i4, i4
}

func.func @i16(%a: i16, %b: i16) -> (i16, i16) {
  %r = "refine_test.wrong_addi"(%a, %b) : (i16, i16) -> i16
  %s = arith.addi %a, %b : i16
  return %r, %s : i16, i16
}
