// Regression test for a fixed mlir-refine defect.
//
// External calls (src/semantics/func.rs): "the target must make the same
// calls ... with arguments that refine the source's"; "if an argument is
// poison ... the callee may see any value there". So where the source passes
// poison, the target may pass any value, e.g. 1 or 0: `valid`.
// mlir-refine once answered "invalid": whether a call returns is a
// function of the argument bits, and the poison argument's bits differed
// from the target's value. Now a call with a poison argument chooses
// freely whether it returns, and the source's choices are quantified so
// that the source may match the target.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 0
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @poison_then_one: valid{{$}}
// CHECK-DAG: @nsw_poison_then_zero: valid{{$}}

//--- src.mlir
func.func private @sink(i8)
func.func @poison_then_one(%x: i8) -> i8 {
  %p = ub.poison : i8
  func.call @sink(%p) : (i8) -> ()
  return %x : i8
}
// For x = 127 the argument is poison; otherwise x + 1.
func.func @nsw_poison_then_zero(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  func.call @sink(%a) : (i8) -> ()
  return %x : i8
}

//--- tgt.mlir
func.func private @sink(i8)
func.func @poison_then_one(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  func.call @sink(%c1) : (i8) -> ()
  return %x : i8
}
// Passes 0 where the source passes poison.
func.func @nsw_poison_then_zero(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %c127 = arith.constant 127 : i8
  %a = arith.addi %x, %c1 : i8
  %e = arith.cmpi eq, %x, %c127 : i8
  %b = arith.select %e, %c0, %a : i8
  func.call @sink(%b) : (i8) -> ()
  return %x : i8
}
