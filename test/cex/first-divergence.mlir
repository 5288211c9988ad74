// "first divergence" names the first target op whose value differs from
// its source counterpart's on the counterexample: ops are paired by
// location (named locations here, as a pass keeps them), only runs the
// counterexample takes count, the copies of an unrolled body run in the
// source's order, and neither the parts of an expansion (the `ub.poison`
// padding of a vectorized load) nor memrefs (an allocation's number) are
// compared. Before, @vectorized named the `ub.poison`, @allocs the
// `memref.alloc`, @branch an op of the branch not taken and @interleaved
// an `affine.load` that reads the same element on both sides.
//
// RUN: split-file %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/err.txt

// CHECK-LABEL: the target miscompiles @vectorized: memory of %arg1 differs at
// CHECK-NOT: first divergence
// CHECK-LABEL: the target miscompiles @unrolled:
// CHECK: loc("scale"): first divergence: 'arith.addi' result is {{.*}} in the target (run {{[0-9]}} of 8 at this location); the source's 'arith.muli' at this location gives
// CHECK-LABEL: the target miscompiles @allocs:
// CHECK-NOT: memref.alloc
// CHECK: loc("sum"): first divergence: 'arith.subi' result is {{.*}} in the target; the source's 'arith.addi' at this location gives
// CHECK-LABEL: the target miscompiles @branch:
// CHECK-NOT: loc("dead")
// CHECK: loc("double"): first divergence: 'arith.shli' result is {{.*}} in the target; the source's 'arith.shli' at this location gives
// CHECK-LABEL: the target miscompiles @interleaved:
// CHECK-NOT: affine.load
// CHECK: loc("scale3"): first divergence: 'arith.muli' result is {{.*}} in the target (run {{[0-9]}} of 8 at this location); the source's 'arith.muli' at this location gives

//--- src.mlir
func.func @vectorized(%a: memref<8xi32>, %b: memref<8xi32>) {
  %c2 = arith.constant 2 : i32 loc("two")
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xi32> loc("load")
    %w = arith.muli %v, %c2 : i32 loc("mul")
    affine.store %w, %b[%i] : memref<8xi32> loc("store")
  } loc("loop")
  return
}
func.func @unrolled(%m: memref<8xi32>, %k: i32) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xi32> loc("load2")
    %s = arith.muli %v, %k : i32 loc("scale")
    affine.store %s, %m[%i] : memref<8xi32> loc("store2")
  } loc("loop2")
  return
}
func.func @allocs(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m1 = memref.alloc() : memref<1xi32> loc("alloc1")
  %m2 = memref.alloc() : memref<1xi32> loc("alloc2")
  memref.store %x, %m1[%c0] : memref<1xi32>
  memref.store %y, %m2[%c0] : memref<1xi32>
  %p = memref.load %m1[%c0] : memref<1xi32> loc("load_x")
  %q = memref.load %m2[%c0] : memref<1xi32> loc("load_y")
  %r = arith.addi %p, %q : i32 loc("sum")
  return %r : i32
}
func.func @branch(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %zero = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %x, %one : i32 loc("dead")
    %u = arith.muli %t, %zero : i32
    %s = arith.addi %u, %x : i32
    scf.yield %s : i32
  } else {
    %d = arith.shli %x, %one : i32 loc("double")
    scf.yield %d : i32
  }
  return %r : i32
}
func.func @interleaved(%m: memref<8xi32>, %k: i32) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<8xi32> loc("load3")
    %s = arith.muli %v, %k : i32 loc("scale3")
    affine.store %s, %m[%i] : memref<8xi32> loc("store3")
  } loc("loop3")
  return
}
//--- tgt.mlir
// affine-super-vectorize's form (the ub.poison padding carries the load's
// location), with 3 for 2.
func.func @vectorized(%a: memref<8xi32>, %b: memref<8xi32>) {
  %c3 = arith.constant dense<3> : vector<4xi32> loc("two")
  affine.for %i = 0 to 8 step 4 {
    %p = ub.poison : i32 loc("load")
    %v = vector.transfer_read %a[%i], %p : memref<8xi32>, vector<4xi32> loc("load")
    %w = arith.muli %v, %c3 : vector<4xi32> loc("mul")
    vector.transfer_write %w, %b[%i] : vector<4xi32>, memref<8xi32> loc("store")
  } loc("loop")
  return
}
// Unrolled by 2, the second copy adds.
func.func @unrolled(%m: memref<8xi32>, %k: i32) {
  affine.for %i = 0 to 8 step 2 {
    %v = affine.load %m[%i] : memref<8xi32> loc("load2")
    %s = arith.muli %v, %k : i32 loc("scale")
    affine.store %s, %m[%i] : memref<8xi32> loc("store2")
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v1 = affine.load %m[%j] : memref<8xi32> loc("load2")
    %s1 = arith.addi %v1, %k : i32 loc("scale")
    affine.store %s1, %m[%j] : memref<8xi32> loc("store2")
  } loc("loop2")
  return
}
// Allocations in the other order (other numbers), and a subtraction.
func.func @allocs(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m2 = memref.alloc() : memref<1xi32> loc("alloc2")
  %m1 = memref.alloc() : memref<1xi32> loc("alloc1")
  memref.store %x, %m1[%c0] : memref<1xi32>
  memref.store %y, %m2[%c0] : memref<1xi32>
  %p = memref.load %m1[%c0] : memref<1xi32> loc("load_x")
  %q = memref.load %m2[%c0] : memref<1xi32> loc("load_y")
  %r = arith.subi %p, %q : i32 loc("sum")
  return %r : i32
}
// The then-branch's "dead" value changes without effect; the else
// branch shifts by 2: the counterexample takes the else branch.
func.func @branch(%c: i1, %x: i32) -> i32 {
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %zero = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    %t = arith.addi %x, %two : i32 loc("dead")
    %u = arith.muli %t, %zero : i32
    %s = arith.addi %u, %x : i32
    scf.yield %s : i32
  } else {
    %d = arith.shli %x, %two : i32 loc("double")
    scf.yield %d : i32
  }
  return %r : i32
}
// Unrolled by 2 with both loads first; the second product uses the first
// element.
func.func @interleaved(%m: memref<8xi32>, %k: i32) {
  affine.for %i = 0 to 8 step 2 {
    %j = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %m[%i] : memref<8xi32> loc("load3")
    %v1 = affine.load %m[%j] : memref<8xi32> loc("load3")
    %s = arith.muli %v, %k : i32 loc("scale3")
    %s1 = arith.muli %v, %k : i32 loc("scale3")
    affine.store %s, %m[%i] : memref<8xi32> loc("store3")
    affine.store %s1, %m[%j] : memref<8xi32> loc("store3")
  } loc("loop3")
  return
}
