// linalg structured ops on memrefs against the loops convert-linalg-to-loops
// makes of them, proved by induction. An op with more than 64 points on
// static memrefs, whose indexing maps are projections, is read as its loop
// nest (one loop per iteration dimension, in order; the innermost body
// loads each operand's element, runs the op's body and stores what it
// yields); each of its loops pairs with the target loop of the same
// location and is abstracted like an scf.for, memory in the loop state. So
// a matmul is proved for every point without one term per point. Proved:
// matmul, a generic with a broadcast bias, fill, transpose. Caught (the
// step fails, unrolling finds the counterexample): subi for addi in the
// matmul's body, a transpose whose loads were swapped, a fill whose inner
// loop stops one short.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @matmul: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @matmul_subi: invalid: memory of %arg2 differs at
// CHECK-DAG: @bias: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @fill: valid (by induction on corresponding loops){{$}}
// CHECK-DAG: @transpose: valid (by induction on corresponding loops; assuming distinct memref arguments do not alias (memref-alias=distinct)){{$}}
// CHECK-DAG: @transpose_swapped: invalid: memory of %arg1 differs at
// CHECK-DAG: @fill_short: invalid: memory of %arg0 differs at
// CHECK: summary: 4 valid, 3 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @matmul(%a: memref<8x8xi32>, %b: memref<8x8xi32>, %c: memref<8x8xi32>) {
  linalg.matmul ins(%a, %b : memref<8x8xi32>, memref<8x8xi32>) outs(%c : memref<8x8xi32>)
  return
}
func.func @matmul_subi(%a: memref<8x8xi32>, %b: memref<8x8xi32>, %c: memref<8x8xi32>) {
  linalg.matmul ins(%a, %b : memref<8x8xi32>, memref<8x8xi32>) outs(%c : memref<8x8xi32>)
  return
}
func.func @bias(%x: memref<16x16xi16>, %b: memref<16xi16>, %y: memref<16x16xi16>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,
                                   affine_map<(d0, d1) -> (d0, d1)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : memref<16x16xi16>, memref<16xi16>) outs(%y : memref<16x16xi16>) {
  ^bb0(%u: i16, %v: i16, %o: i16):
    %s = arith.addi %u, %v : i16
    linalg.yield %s : i16
  }
  return
}
func.func @fill(%m: memref<128xi32>, %v: i32) {
  linalg.fill ins(%v : i32) outs(%m : memref<128xi32>)
  return
}
func.func @transpose(%a: memref<16x16xi8>, %b: memref<16x16xi8>) {
  linalg.transpose ins(%a : memref<16x16xi8>) outs(%b : memref<16x16xi8>) permutation = [1, 0]
  return
}
func.func @transpose_swapped(%a: memref<16x16xi8>, %b: memref<16x16xi8>) {
  linalg.transpose ins(%a : memref<16x16xi8>) outs(%b : memref<16x16xi8>) permutation = [1, 0]
  return
}
func.func @fill_short(%m: memref<16x16xi32>, %v: i32) {
  linalg.fill ins(%v : i32) outs(%m : memref<16x16xi32>)
  return
}

//--- tgt.mlir
  func.func @matmul(%arg0: memref<8x8xi32>, %arg1: memref<8x8xi32>, %arg2: memref<8x8xi32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        scf.for %arg5 = %c0 to %c8 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<8x8xi32>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<8x8xi32>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<8x8xi32>
          %3 = arith.muli %0, %1 : i32
          %4 = arith.addi %2, %3 : i32
          memref.store %4, %arg2[%arg3, %arg4] : memref<8x8xi32>
        }
      }
    }
    return
  }
  func.func @matmul_subi(%arg0: memref<8x8xi32>, %arg1: memref<8x8xi32>, %arg2: memref<8x8xi32>) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c8 step %c1 {
      scf.for %arg4 = %c0 to %c8 step %c1 {
        scf.for %arg5 = %c0 to %c8 step %c1 {
          %0 = memref.load %arg0[%arg3, %arg5] : memref<8x8xi32>
          %1 = memref.load %arg1[%arg5, %arg4] : memref<8x8xi32>
          %2 = memref.load %arg2[%arg3, %arg4] : memref<8x8xi32>
          %3 = arith.muli %0, %1 : i32
          %4 = arith.subi %2, %3 : i32
          memref.store %4, %arg2[%arg3, %arg4] : memref<8x8xi32>
        }
      }
    }
    return
  }
  func.func @bias(%arg0: memref<16x16xi16>, %arg1: memref<16xi16>, %arg2: memref<16x16xi16>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c16 step %c1 {
      scf.for %arg4 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg4] : memref<16x16xi16>
        %1 = memref.load %arg1[%arg4] : memref<16xi16>
        %2 = arith.addi %0, %1 : i16
        memref.store %2, %arg2[%arg3, %arg4] : memref<16x16xi16>
      }
    }
    return
  }
  func.func @fill(%arg0: memref<128xi32>, %arg1: i32) {
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c128 step %c1 {
      memref.store %arg1, %arg0[%arg2] : memref<128xi32>
    }
    return
  }
  func.func @transpose(%arg0: memref<16x16xi8>, %arg1: memref<16x16xi8>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c16 step %c1 {
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg3, %arg2] : memref<16x16xi8>
        memref.store %0, %arg1[%arg2, %arg3] : memref<16x16xi8>
      }
    }
    return
  }
  func.func @transpose_swapped(%arg0: memref<16x16xi8>, %arg1: memref<16x16xi8>) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c16 step %c1 {
      scf.for %arg3 = %c0 to %c16 step %c1 {
        %0 = memref.load %arg0[%arg2, %arg3] : memref<16x16xi8>
        memref.store %0, %arg1[%arg2, %arg3] : memref<16x16xi8>
      }
    }
    return
  }
  func.func @fill_short(%arg0: memref<16x16xi32>, %arg1: i32) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c16 step %c1 {
      %c15 = arith.constant 15 : index
      scf.for %arg3 = %c0 to %c15 step %c1 {
        memref.store %arg1, %arg0[%arg2, %arg3] : memref<16x16xi32>
      }
    }
    return
  }
