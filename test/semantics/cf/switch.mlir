// cf.switch (ControlFlowOps.td, SwitchOp): "The `cf.switch` terminator
// operation represents a switch on a signless integer value. If the flag
// matches one of the specified cases, then the corresponding destination is
// jumped to. If the flag does not match any of the cases, the default
// destination is jumped to. The count and types of operands must align with
// the arguments in the corresponding target blocks." A switch on a poison
// flag is a branch on poison: UB (ARCHITECTURE.md, Semantic rules).
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt

// CHECK-DAG: @switch_to_selects: valid{{$}}
// CHECK-DAG: @cases_reordered: valid{{$}}
// CHECK-DAG: @default_only: valid{{$}}
// CHECK-DAG: @negative_case_i8: valid{{$}}
// CHECK-DAG: @case_to_cond_br: valid{{$}}
// CHECK-DAG: @ub_in_case_block_dropped: valid{{$}}
// CHECK-DAG: @case_value_wrong: invalid: target result #0 is
// CHECK-DAG: @default_operand_wrong: invalid: target result #0 is
// CHECK-DAG: @case_operands_swapped: invalid: target result #0 is
// CHECK-DAG: @select_to_switch: invalid: the target has undefined behaviour (switch on poison) where the source has none
// CHECK-DAG: @case_ub_hoisted: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK: summary: 6 valid, 5 invalid, 0 unsupported, 0 inconclusive

// DIAG: error: mlir-refine: the target miscompiles @select_to_switch: the target has undefined behaviour (switch on poison)
// DIAG: note: counterexample input %arg0 : i32 = poison

//--- src.mlir
// The example of the documentation.
func.func @switch_to_selects(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb3(%c : i32)
  ]
^bb1(%x: i32):
  return %x : i32
^bb3(%y: i32):
  %d = arith.addi %y, %y : i32
  return %d : i32
}
func.func @cases_reordered(%flag: i8, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb1(%a : i8),
    0: ^bb1(%b : i8),
    5: ^bb2
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %c7 = arith.constant 7 : i8
  return %c7 : i8
}
// No cases: always the default destination (the flag must not be poison).
func.func @default_only(%flag: i16, %a: i16) -> i16 {
  cf.switch %flag : i16, [
    default: ^bb1(%a : i16)
  ]
^bb1(%x: i16):
  return %x : i16
}
// Case -1 on i8 matches the flag 0xff.
func.func @negative_case_i8(%flag: i8, %a: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb1(%a : i8),
    -1: ^bb2
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %c1 = arith.constant 1 : i8
  return %c1 : i8
}
// A switch with one case is a cond_br on flag == case.
func.func @case_to_cond_br(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    9: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @ub_in_case_block_dropped(%flag: i8, %x: i8, %y: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb2,
    3: ^bb1
  ]
^bb1:
  %q = arith.remui %x, %y : i8
  cf.br ^bb2
^bb2:
  return %x : i8
}
// Mutations that must be caught.
func.func @case_value_wrong(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @default_operand_wrong(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @case_operands_swapped(%flag: i8, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb2,
    1: ^bb1(%a, %b : i8, i8)
  ]
^bb1(%x: i8, %y: i8):
  %d = arith.subi %x, %y : i8
  return %d : i8
^bb2:
  return %a : i8
}
func.func @select_to_switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %e = arith.cmpi eq, %flag, %c9 : i32
  %r = arith.select %e, %b, %a : i32
  return %r : i32
}
func.func @case_ub_hoisted(%flag: i8, %x: i8, %y: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb2(%x : i8),
    3: ^bb1
  ]
^bb1:
  %q = arith.remui %x, %y : i8
  cf.br ^bb2(%q : i8)
^bb2(%r: i8):
  return %r : i8
}

//--- tgt.mlir
func.func @switch_to_selects(%flag: i32, %a: i32, %b: i32, %c: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  %c43 = arith.constant 43 : i32
  %e42 = arith.cmpi eq, %flag, %c42 : i32
  %e43 = arith.cmpi eq, %flag, %c43 : i32
  %d = arith.addi %c, %c : i32
  %s = arith.select %e43, %d, %a : i32
  %r = arith.select %e42, %b, %s : i32
  return %r : i32
}
func.func @cases_reordered(%flag: i8, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb1(%a : i8),
    5: ^bb2,
    0: ^bb1(%b : i8)
  ]
^bb1(%x: i8):
  return %x : i8
^bb2:
  %c7 = arith.constant 7 : i8
  return %c7 : i8
}
func.func @default_only(%flag: i16, %a: i16) -> i16 {
  return %a : i16
}
func.func @negative_case_i8(%flag: i8, %a: i8) -> i8 {
  %c255 = arith.constant 255 : i8
  %c1 = arith.constant 1 : i8
  %e = arith.cmpi eq, %flag, %c255 : i8
  %r = arith.select %e, %c1, %a : i8
  return %r : i8
}
func.func @case_to_cond_br(%flag: i32, %a: i32, %b: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %e = arith.cmpi eq, %flag, %c9 : i32
  cf.cond_br %e, ^bb1(%b : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @ub_in_case_block_dropped(%flag: i8, %x: i8, %y: i8) -> i8 {
  return %x : i8
}
func.func @case_value_wrong(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    24: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @default_operand_wrong(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%b : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @case_operands_swapped(%flag: i8, %a: i8, %b: i8) -> i8 {
  cf.switch %flag : i8, [
    default: ^bb2,
    1: ^bb1(%b, %a : i8, i8)
  ]
^bb1(%x: i8, %y: i8):
  %d = arith.subi %x, %y : i8
  return %d : i8
^bb2:
  return %a : i8
}
func.func @select_to_switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    9: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  return %x : i32
}
func.func @case_ub_hoisted(%flag: i8, %x: i8, %y: i8) -> i8 {
  %q = arith.remui %x, %y : i8
  cf.switch %flag : i8, [
    default: ^bb2(%x : i8),
    3: ^bb1
  ]
^bb1:
  cf.br ^bb2(%q : i8)
^bb2(%r: i8):
  return %r : i8
}
