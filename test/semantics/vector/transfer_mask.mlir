// vector.mask around a transfer, and the encoder's choices for transfers
// (src/semantics/vector_transfer.rs). vector.mask (VectorOps.td, MaskOp): "The
// vector mask argument holds a bit for each vector lane and determines which
// vector lanes should execute the maskable operation"; "The masked-off lanes
// in the result vector are taken from the corresponding lanes of the
// pass-thru argument, if provided": a transfer inside takes the mask as its
// own (masked-off lanes are the padding, or the passthru). Lanes masked off
// may lie outside an in_bounds dimension (the vectorizer's masked in_bounds
// transfers). Choices where ODS is silent: along a dimension not in_bounds a
// poison or negative start index is UB whatever the mask (the lowerings
// compare `start + k < size`, signed, before the mask applies); along an
// in_bounds dimension a poison start is UB only when a lane is set (nothing
// compares it: fold-memref-alias-ops adds offsets to it); a memref of vectors (the
// buffers convert-vector-to-scf makes, with vector.type_cast) holds its
// vectors' elements in row-major order. A vector.gather inside vector.mask
// runs its own rule (its own mask included) on the lanes vector.mask sets;
// on the others it is its pass_thru (ODS: "left unmodified"; the encoder's
// choice, as a transfer's padding).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @vmask_read: valid{{$}}
// An unmasked read and a select read the masked-off elements, which the
// caller may not have.
// CHECK-DAG: @vmask_passthru: invalid: the target has undefined behaviour (load of %arg0 where the caller's buffer may not exist (a memref argument is dereferenceable only where the source accesses it)) where the source has none
// CHECK-DAG: @vmask_write_tensor: valid{{$}}
// CHECK-DAG: @masked_in_bounds_lanes_outside: valid{{$}}
// CHECK-DAG: @poison_index_all_masked_off: valid{{$}}
// CHECK-DAG: @negative_start: valid{{$}}
// CHECK-DAG: @type_cast_rows: valid{{$}}
// CHECK-DAG: @vmask_passthru_ignored: invalid: target result #0 is
// CHECK-DAG: @vmask_dropped: invalid: target result #0 is
// CHECK-DAG: @masked_in_bounds_lanes_read: invalid: the target has undefined behaviour (vector.transfer_read out of bounds along an in_bounds dimension or one the vector does not run along) where the source has none
// CHECK-DAG: @type_cast_wrong_row: invalid: target result #0 is
// CHECK-DAG: @vmask_gather: valid{{$}}
// CHECK-DAG: @poison_in_bounds_index_all_off: invalid: the target has undefined behaviour (branch on poison) where the source has none
// CHECK-DAG: @vmask_gather_own_mask_dropped: invalid: target result #0 is
// CHECK: summary: 7 valid, 7 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @vmask_read(%m: memref<8xi8>, %i: index, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %v = vector.mask %k { vector.transfer_read %m[%i], %p : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_passthru(%m: memref<4x8xi8>, %p: i8, %k: vector<2x4xi1>, %pt: vector<4x2xi8>) -> vector<4x2xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.mask %k, %pt { vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<4x2xi8> } : vector<2x4xi1> -> vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @vmask_write_tensor(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>, %k: vector<4xi1>) -> tensor<8xi8> {
  %r = vector.mask %k { vector.transfer_write %v, %t[%i] : vector<4xi8>, tensor<8xi8> } : vector<4xi1> -> tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @masked_in_bounds_lanes_outside(%m: memref<?xi8>, %p: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi8>
  %k = vector.create_mask %n : vector<4xi1>
  %v = vector.mask %k { vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<?xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @poison_index_all_masked_off(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %k = vector.constant_mask [0] : vector<4xi1>
  %v = vector.transfer_read %m[%i], %p, %k : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @negative_start(%m: memref<8xi8>, %i: index, %p: i8) -> vector<1xi8> {
  %v = vector.transfer_read %m[%i], %p : memref<8xi8>, vector<1xi8>
  return %v : vector<1xi8>
}
func.func @type_cast_rows(%v: vector<2x4xi8>) -> vector<4xi8> {
  %r = vector.extract %v[1] : vector<4xi8> from vector<2x4xi8>
  return %r : vector<4xi8>
}
func.func @vmask_passthru_ignored(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>, %pt: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.mask %k, %pt { vector.transfer_read %m[%c0], %p : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_dropped(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.mask %k { vector.transfer_read %m[%c0], %p : memref<8xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @masked_in_bounds_lanes_read(%m: memref<?xi8>, %p: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi8>
  %k = vector.create_mask %n : vector<4xi1>
  %v = vector.mask %k { vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<?xi8>, vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @type_cast_wrong_row(%v: vector<2x4xi8>) -> vector<4xi8> {
  %r = vector.extract %v[1] : vector<4xi8> from vector<2x4xi8>
  return %r : vector<4xi8>
}

func.func @vmask_gather(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>, %own: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.mask %k { vector.gather %m[%c0][%idx], %own, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_gather_own_mask_dropped(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>, %own: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.mask %k { vector.gather %m[%c0][%idx], %own, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8> } : vector<4xi1> -> vector<4xi8>
  return %v : vector<4xi8>
}

func.func @poison_in_bounds_index_all_off(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %k = vector.constant_mask [0] : vector<4xi1>
  %v = vector.transfer_read %m[%i], %p, %k {in_bounds = [true]} : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}

//--- tgt.mlir
func.func @vmask_read(%m: memref<8xi8>, %i: index, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %v = vector.transfer_read %m[%i], %p, %k : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
// The passthru is in the result's (permuted) shape, the mask in the memref's.
func.func @vmask_passthru(%m: memref<4x8xi8>, %p: i8, %k: vector<2x4xi1>, %pt: vector<4x2xi8>) -> vector<4x2xi8> {
  %c0 = arith.constant 0 : index
  %r = vector.transfer_read %m[%c0, %c0], %p {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<4x8xi8>, vector<4x2xi8>
  %kt = vector.transpose %k, [1, 0] : vector<2x4xi1> to vector<4x2xi1>
  %v = arith.select %kt, %r, %pt : vector<4x2xi1>, vector<4x2xi8>
  return %v : vector<4x2xi8>
}
func.func @vmask_write_tensor(%t: tensor<8xi8>, %i: index, %v: vector<4xi8>, %k: vector<4xi1>) -> tensor<8xi8> {
  %r = vector.transfer_write %v, %t[%i], %k : vector<4xi8>, tensor<8xi8>
  return %r : tensor<8xi8>
}
func.func @masked_in_bounds_lanes_outside(%m: memref<?xi8>, %p: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %n = memref.dim %m, %c0 : memref<?xi8>
  %k = vector.create_mask %n : vector<4xi1>
  %pv = vector.broadcast %p : i8 to vector<4xi8>
  %v = vector.maskedload %m[%c0], %k, %pv : memref<?xi8>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
// Branches on the index, as convert-vector-to-scf does before the mask.
func.func @poison_index_all_masked_off(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %c8 = arith.constant 8 : index
  %pv = vector.broadcast %p : i8 to vector<4xi8>
  %in = arith.cmpi slt, %i, %c8 : index
  %v = scf.if %in -> vector<4xi8> {
    scf.yield %pv : vector<4xi8>
  } else {
    scf.yield %pv : vector<4xi8>
  }
  return %v : vector<4xi8>
}
// A signed comparison, as the lowerings make: a negative index is loaded.
func.func @negative_start(%m: memref<8xi8>, %i: index, %p: i8) -> vector<1xi8> {
  %c8 = arith.constant 8 : index
  %in = arith.cmpi slt, %i, %c8 : index
  %x = scf.if %in -> i8 {
    %l = memref.load %m[%i] : memref<8xi8>
    scf.yield %l : i8
  } else {
    scf.yield %p : i8
  }
  %v = vector.broadcast %x : i8 to vector<1xi8>
  return %v : vector<1xi8>
}
func.func @type_cast_rows(%v: vector<2x4xi8>) -> vector<4xi8> {
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<vector<2x4xi8>>
  memref.store %v, %buf[] : memref<vector<2x4xi8>>
  %rows = vector.type_cast %buf : memref<vector<2x4xi8>> to memref<2xvector<4xi8>>
  %r = memref.load %rows[%c1] : memref<2xvector<4xi8>>
  return %r : vector<4xi8>
}
func.func @vmask_passthru_ignored(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>, %pt: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p, %k : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_dropped(%m: memref<8xi8>, %p: i8, %k: vector<4xi1>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p : memref<8xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @masked_in_bounds_lanes_read(%m: memref<?xi8>, %p: i8) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<?xi8>, vector<4xi8>
  return %v : vector<4xi8>
}
func.func @type_cast_wrong_row(%v: vector<2x4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %buf = memref.alloca() : memref<vector<2x4xi8>>
  memref.store %v, %buf[] : memref<vector<2x4xi8>>
  %rows = vector.type_cast %buf : memref<vector<2x4xi8>> to memref<2xvector<4xi8>>
  %r = memref.load %rows[%c0] : memref<2xvector<4xi8>>
  return %r : vector<4xi8>
}
func.func @vmask_gather(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>, %own: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %both = arith.andi %k, %own : vector<4xi1>
  %v = vector.gather %m[%c0][%idx], %both, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
func.func @vmask_gather_own_mask_dropped(%m: memref<8xi8>, %idx: vector<4xindex>, %k: vector<4xi1>, %own: vector<4xi1>, %pass: vector<4xi8>) -> vector<4xi8> {
  %c0 = arith.constant 0 : index
  %v = vector.gather %m[%c0][%idx], %k, %pass : memref<8xi8>, vector<4xindex>, vector<4xi1>, vector<4xi8> into vector<4xi8>
  return %v : vector<4xi8>
}
// The same branch on the index: an in_bounds index is never compared, so a
// poison one with every lane masked off is no UB in the source.
func.func @poison_in_bounds_index_all_off(%m: memref<8xi8>, %i: index, %p: i8) -> vector<4xi8> {
  %c8 = arith.constant 8 : index
  %pv = vector.broadcast %p : i8 to vector<4xi8>
  %in = arith.cmpi slt, %i, %c8 : index
  %v = scf.if %in -> vector<4xi8> {
    scf.yield %pv : vector<4xi8>
  } else {
    scf.yield %pv : vector<4xi8>
  }
  return %v : vector<4xi8>
}
