// Module passes that change private functions in ways no caller can see,
// run through MLIR 22: sccp specializes a private function to the constant
// its only caller passes, remove-dead-values drops a result nobody uses,
// duplicate-function-elimination merges equal private functions, inline
// inlines and removes them. Checked on their own against every input these
// functions look miscompiled (or cannot be compared); checked in the
// contexts their callers give them (the callers are checked with them
// inlined) they are valid, and the verdict says so.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="sccp,remove-dead-values,duplicate-function-elimination,inline" remarks=true})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
//
// CHECK-DAG: remark: verify-translation: stage 'sccp': @scale is valid in its calling contexts (checked through @user; on its own it is invalid: target result #0 is 3 (0x00000003) where the source result is 1 (0x00000001))
// CHECK-DAG: remark: verify-translation: stage 'sccp': @user is valid{{$}}
// CHECK-DAG: remark: verify-translation: stage 'remove-dead-values': @unused_result is valid in its calling contexts (checked through @user2; on its own it is unsupported: the signature changed from (i32, i32) -> (i32, i32) to (i32, i32) -> (i32)
// CHECK-DAG: remark: verify-translation: stage 'duplicate-function-elimination': @user3 is valid{{$}}
// CHECK-DAG: remark: verify-translation: stage 'duplicate-function-elimination': @dup2 was removed by the stage; not checked
// CHECK-DAG: remark: verify-translation: stage 'inline': @user is valid{{$}}
// CHECK-DAG: remark: verify-translation: stage 'inline': @scale was removed by the stage; not checked

func.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @user(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = call @scale(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func private @unused_result(%x: i32, %y: i32) -> (i32, i32) {
  %a = arith.addi %x, %y : i32
  %b = arith.subi %x, %y : i32
  return %a, %b : i32, i32
}
func.func @user2(%x: i32, %y: i32) -> i32 {
  %r:2 = call @unused_result(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}
func.func private @dup1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func private @dup2(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @user3(%x: i32) -> i32 {
  %a = call @dup1(%x) : (i32) -> i32
  %b = call @dup2(%a) : (i32) -> i32
  return %b : i32
}
