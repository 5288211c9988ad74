// Loops whose unrolling is beyond the solver's budget end `inconclusive`
// with the reason, within the time limit and without exhausting memory.
// The check tries loops unrolled 4, 16, then max-unroll times and keeps the
// largest bound proved in time: when even 4 iterations cannot be decided in
// --timeout-ms, the verdict is "the time limit of N ms (timeout-ms) ran out while ..."; a loop
// whose constant trip count exceeds max-unroll leaves no input within the
// bounds: "no input stays within the bounds (...): raise max-unroll".
//
// @mul_chain: x -> x * 5 + 7 repeated n times (i32), forwards in the source
// and with a count-down scf.while in the target (the loops do not
// correspond, so no induction): a SAT solver cannot match even four
// unrolled 32-bit multiplier chains in 2 s. @nested: a 64 x 64 (or, with
// --max-unroll=4096, 4096 x 4096) nest of squarings. @const_trip: 1000
// iterations, beyond max-unroll = 64. The whole run (three functions) must
// take less than 10 s (each gets 2 s) and less than 1 GB of memory.
//
// RUN: split-file %s %t
// RUN: /usr/bin/time -f '%e s %M KB' -o %t/usage timeout 60 %mlir-refine --timeout-ms=2000 %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=DIAG < %t/err.txt
// RUN: FileCheck %s --check-prefix=USAGE < %t/usage
// The same with the largest unrolling the tool accepts.
// RUN: /usr/bin/time -f '%e s %M KB' -o %t/usage4096 timeout 60 %mlir-refine --timeout-ms=2000 --max-unroll=4096 %t/src.mlir %t/tgt.mlir > %t/out4096.txt 2> /dev/null; test $? -eq 3
// RUN: FileCheck %s --check-prefix=BIG < %t/out4096.txt
// RUN: FileCheck %s --check-prefix=USAGE < %t/usage4096

// CHECK: @mul_chain: inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while {{.*}}; raise timeout-ms (0 means no limit) or simplify the function
// CHECK: @nested: inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while {{.*}}; raise timeout-ms (0 means no limit) or simplify the function
// CHECK: @const_trip: inconclusive: no input stays within the bounds (loops up to 64 iterations (this one runs 1000)): raise max-unroll to 1000 or more (now 64, at most 4096)
// CHECK: summary: 0 valid, 0 invalid, 0 unsupported, 3 inconclusive

// DIAG: warning: mlir-refine: @mul_chain is inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while
// DIAG: warning: mlir-refine: @nested is inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while
// DIAG: warning: mlir-refine: @const_trip is inconclusive: no input stays within the bounds

// BIG: @mul_chain: inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while
// BIG: @nested: inconclusive (timeout): the time limit of 2000 ms (timeout-ms) ran out while
// With 4096 unrolled iterations the 1000 of @const_trip are encoded exactly.
// BIG: @const_trip: valid{{( \(by induction[^)]*\))?$}}

// Less than 10 s, less than 1 GB (at most 6 digits of KB).
// USAGE: {{^[0-9]\.[0-9]+ s [0-9]{1,6} KB$}}

//--- src.mlir
func.func @mul_chain(%n: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> i32 : i8 {
    %m = arith.muli %acc, %c5 : i32
    %s = arith.addi %m, %c7 : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @nested(%n: index, %m: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%b = %a) -> i32 {
      %t = arith.muli %b, %b : i32
      %jj = arith.index_cast %j : index to i32
      %u = arith.addi %t, %jj : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @const_trip(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %c3 = arith.constant 3 : i32
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%a = %x) -> i32 {
    %t = arith.addi %a, %c3 : i32
    scf.yield %t : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @mul_chain(%n: i8, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %r:2 = scf.while (%j = %n, %acc = %x) : (i8, i32) -> (i8, i32) {
    %go = arith.cmpi sgt, %j, %c0 : i8
    scf.condition(%go) %j, %acc : i8, i32
  } do {
  ^bb0(%j: i8, %acc: i32):
    %j1 = arith.subi %j, %c1 : i8
    %m = arith.muli %acc, %c5 : i32
    %s = arith.addi %m, %c7 : i32
    scf.yield %j1, %s : i8, i32
  }
  return %r#1 : i32
}
// The inner loop as an scf.while.
func.func @nested(%n: index, %m: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %r2:2 = scf.while (%j = %c0, %b = %a) : (index, i32) -> (index, i32) {
      %go = arith.cmpi slt, %j, %m : index
      scf.condition(%go) %j, %b : index, i32
    } do {
    ^bb0(%j: index, %b: i32):
      %t = arith.muli %b, %b : i32
      %jj = arith.index_cast %j : index to i32
      %u = arith.addi %t, %jj : i32
      %j1 = arith.addi %j, %c1 : index
      scf.yield %j1, %u : index, i32
    }
    scf.yield %r2#1 : i32
  }
  return %r : i32
}
// x + 3 * 1000.
func.func @const_trip(%x: i32) -> i32 {
  %c3000 = arith.constant 3000 : i32
  %r = arith.addi %x, %c3000 : i32
  return %r : i32
}
