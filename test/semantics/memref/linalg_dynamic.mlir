// linalg structured ops on memrefs of dynamic shape. A loop's range is the
// size of the first operand dimension its map reads as that loop alone
// (MLIR's createLoopRanges; other such dimensions of another size are UB).
// The op is read as its loop nest and proved by induction against the
// loops convert-linalg-to-loops makes of it; when the loops do not pair
// (the target interchanged them), its points are enumerated up to a number
// per loop whose product stays within max-unroll, each under the condition
// that it is in range, and the verdict is bounded. An argument of the
// identity layout has row-major strides, products of its dynamic sizes
// (not free strides: elements of such a view never overlap). Proved: add,
// matmul, fill on dynamic memrefs; add against interchanged loops (bounded).
// Caught: subi for addi, a fill loop that starts at 1.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @add_dyn: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @matmul_dyn: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @fill_dyn: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @add_dyn_subi: invalid: memory of %arg2 differs at
// CHECK-DAG: @fill_dyn_skip_first: invalid: memory of %arg0 differs at
// CHECK-DAG: @add_dyn_interchanged: valid (bounded: linalg loops up to
// CHECK: summary: 4 valid (1 bounded), 2 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @add_dyn(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>) {
  linalg.add ins(%a, %b : memref<?x?xi32>, memref<?x?xi32>) outs(%c : memref<?x?xi32>)
  return
}
func.func @matmul_dyn(%a: memref<?x?xi16>, %b: memref<?x?xi16>, %c: memref<?x?xi16>) {
  linalg.matmul ins(%a, %b : memref<?x?xi16>, memref<?x?xi16>) outs(%c : memref<?x?xi16>)
  return
}
func.func @fill_dyn(%m: memref<?xi8>, %v: i8) {
  linalg.fill ins(%v : i8) outs(%m : memref<?xi8>)
  return
}
func.func @add_dyn_subi(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>) {
  linalg.add ins(%a, %b : memref<?x?xi32>, memref<?x?xi32>) outs(%c : memref<?x?xi32>)
  return
}
func.func @fill_dyn_skip_first(%m: memref<?xi8>, %v: i8) {
  linalg.fill ins(%v : i8) outs(%m : memref<?xi8>)
  return
}
func.func @add_dyn_interchanged(%a: memref<?x?xi32>, %b: memref<?x?xi32>, %c: memref<?x?xi32>) {
  linalg.add ins(%a, %b : memref<?x?xi32>, memref<?x?xi32>) outs(%c : memref<?x?xi32>)
  return
}

//--- tgt.mlir
  func.func @add_dyn(%arg0: memref<?x?xi32>, %arg1: memref<?x?xi32>, %arg2: memref<?x?xi32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi32>
    scf.for %arg3 = %c0 to %dim step %c1 {
      scf.for %arg4 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
        %1 = memref.load %arg1[%arg3, %arg4] : memref<?x?xi32>
        %2 = arith.addi %0, %1 : i32
        memref.store %2, %arg2[%arg3, %arg4] : memref<?x?xi32>
      }
    }
    return
  }
  func.func @matmul_dyn(%arg0: memref<?x?xi16>, %arg1: memref<?x?xi16>, %arg2: memref<?x?xi16>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi16>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi16>
    %dim_1 = memref.dim %arg1, %c1 : memref<?x?xi16>
    scf.for %arg3 = %c0 to %dim step %c1 {
      scf.for %arg4 = %c0 to %dim_1 step %c1 {
        scf.for %arg5 = %c0 to %dim_0 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<?x?xi16>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<?x?xi16>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<?x?xi16>
          %3 = arith.muli %0, %1 : i16
          %4 = arith.addi %2, %3 : i16
          memref.store %4, %arg2[%arg3, %arg4] : memref<?x?xi16>
        }
      }
    }
    return
  }
  func.func @fill_dyn(%arg0: memref<?xi8>, %arg1: i8) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi8>
    scf.for %arg2 = %c0 to %dim step %c1 {
      memref.store %arg1, %arg0[%arg2] : memref<?xi8>
    }
    return
  }
  func.func @add_dyn_subi(%arg0: memref<?x?xi32>, %arg1: memref<?x?xi32>, %arg2: memref<?x?xi32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi32>
    scf.for %arg3 = %c0 to %dim step %c1 {
      scf.for %arg4 = %c0 to %dim_0 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<?x?xi32>
        %1 = memref.load %arg1[%arg3, %arg4] : memref<?x?xi32>
        %2 = arith.subi %0, %1 : i32
        memref.store %2, %arg2[%arg3, %arg4] : memref<?x?xi32>
      }
    }
    return
  }
  func.func @fill_dyn_skip_first(%arg0: memref<?xi8>, %arg1: i8) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi8>
    scf.for %arg2 = %c1 to %dim step %c1 {
      memref.store %arg1, %arg0[%arg2] : memref<?xi8>
    }
    return
  }
  func.func @add_dyn_interchanged(%arg0: memref<?x?xi32>, %arg1: memref<?x?xi32>, %arg2: memref<?x?xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xi32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xi32>
    scf.for %j = %c0 to %dim_0 step %c1 {
      scf.for %i = %c0 to %dim step %c1 {
        %0 = memref.load %arg0[%i, %j] : memref<?x?xi32>
        %1 = memref.load %arg1[%i, %j] : memref<?x?xi32>
        %2 = arith.addi %0, %1 : i32
        memref.store %2, %arg2[%i, %j] : memref<?x?xi32>
      }
    }
    return
  }
