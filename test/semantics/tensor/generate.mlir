// tensor.generate: "The body region defines the tensor's elements. It takes
// index operands as its region arguments that span the index space. The
// element at the given position is yielded with the `yield` operation"
// (TensorOps.td). The body runs once per element (static result types);
// UB in the body at any position is UB of the op. "There is no defined
// ordering to the invocations of the body": a body that calls an external
// function is not modelled (tensor/unsupported.mlir).
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @generate_is_splat: valid{{$}}
// CHECK-DAG: @generate_indices: valid{{$}}
// CHECK-DAG: @generate_extract_inlined: valid{{$}}
// CHECK-DAG: @generate_body_ub_frees_target: valid (vacuously: the source has undefined behaviour on every input){{$}}
// CHECK-DAG: @generate_body_with_if: valid{{$}}
// CHECK-DAG: @generate_transposed: invalid: target result #0 (tensor<2x3xi8>) differs at [0, 1]: target 3 (0x03), source 1 (0x01)
// CHECK-DAG: @generate_wrong_index: invalid: target result #0 (tensor<2x2xi32>) differs at
// CHECK-DAG: @generate_target_body_ub: invalid: the target has undefined behaviour (division by zero (or by poison)) where the source has none
// CHECK-DAG: @generate_poison_element: invalid: target result #0 (tensor<3xi8>) differs at [2]: target poison, source
// CHECK: summary: 5 valid, 4 invalid, 0 unsupported, 0 inconclusive

//--- src.mlir
func.func @generate_is_splat(%v: i8) -> tensor<2x3xi8> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : i8
  } : tensor<2x3xi8>
  return %g : tensor<2x3xi8>
}
func.func @generate_indices() -> tensor<2x4xi32> {
  %c4 = arith.constant 4 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %r = arith.muli %i, %c4 : index
    %k = arith.addi %r, %j : index
    %x = arith.index_cast %k : index to i32
    tensor.yield %x : i32
  } : tensor<2x4xi32>
  return %g : tensor<2x4xi32>
}
// What canonicalize makes of an extract from a generate: the body, inlined
// at the indices. An index outside the shape is UB in the source.
func.func @generate_extract_inlined(%v: i32, %i: index) -> i32 {
  %g = tensor.generate {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %t = arith.index_cast %s : index to i32
    %r = arith.addi %t, %v : i32
    tensor.yield %r : i32
  } : tensor<3x4xi32>
  %c1 = arith.constant 1 : index
  %x = tensor.extract %g[%c1, %i] : tensor<3x4xi32>
  return %x : i32
}
// The body divides by its index, which is 0 at the first position: the op
// is always UB, whatever the target does.
func.func @generate_body_ub_frees_target(%v: i32) -> tensor<2xi32> {
  %g = tensor.generate {
  ^bb0(%i: index):
    %d = arith.index_cast %i : index to i32
    %q = arith.divui %v, %d : i32
    tensor.yield %q : i32
  } : tensor<2xi32>
  return %g : tensor<2xi32>
}
func.func @generate_body_with_if(%v: i8, %w: i8) -> tensor<3xi8> {
  %c1 = arith.constant 1 : index
  %g = tensor.generate {
  ^bb0(%i: index):
    %c = arith.cmpi eq, %i, %c1 : index
    %r = scf.if %c -> i8 {
      scf.yield %v : i8
    } else {
      scf.yield %w : i8
    }
    tensor.yield %r : i8
  } : tensor<3xi8>
  return %g : tensor<3xi8>
}
func.func @generate_transposed() -> tensor<2x3xi8> {
  %c3 = arith.constant 3 : index
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %r = arith.muli %i, %c3 : index
    %k = arith.addi %r, %j : index
    %x = arith.index_cast %k : index to i8
    tensor.yield %x : i8
  } : tensor<2x3xi8>
  return %g : tensor<2x3xi8>
}
func.func @generate_wrong_index(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %x = tensor.extract %a[%i, %j] : tensor<2x2xi32>
    tensor.yield %x : i32
  } : tensor<2x2xi32>
  return %g : tensor<2x2xi32>
}
func.func @generate_target_body_ub(%v: i32) -> tensor<2xi32> {
  %s = tensor.splat %v : tensor<2xi32>
  return %s : tensor<2xi32>
}
func.func @generate_poison_element(%v: i8) -> tensor<3xi8> {
  %s = tensor.splat %v : tensor<3xi8>
  return %s : tensor<3xi8>
}
//--- tgt.mlir
func.func @generate_is_splat(%v: i8) -> tensor<2x3xi8> {
  %s = tensor.splat %v : tensor<2x3xi8>
  return %s : tensor<2x3xi8>
}
func.func @generate_indices() -> tensor<2x4xi32> {
  %c = arith.constant dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi32>
  return %c : tensor<2x4xi32>
}
func.func @generate_extract_inlined(%v: i32, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %i, %c1 : index
  %1 = arith.index_cast %0 : index to i32
  %2 = arith.addi %1, %v : i32
  return %2 : i32
}
func.func @generate_body_ub_frees_target(%v: i32) -> tensor<2xi32> {
  %z = arith.constant dense<0> : tensor<2xi32>
  return %z : tensor<2xi32>
}
func.func @generate_body_with_if(%v: i8, %w: i8) -> tensor<3xi8> {
  %r = tensor.from_elements %w, %v, %w : tensor<3xi8>
  return %r : tensor<3xi8>
}
// Column-major instead of row-major.
func.func @generate_transposed() -> tensor<2x3xi8> {
  %c = arith.constant dense<[[0, 3, 1], [4, 2, 5]]> : tensor<2x3xi8>
  return %c : tensor<2x3xi8>
}
func.func @generate_wrong_index(%a: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %g = tensor.generate {
  ^bb0(%i: index, %j: index):
    %x = tensor.extract %a[%j, %i] : tensor<2x2xi32>
    tensor.yield %x : i32
  } : tensor<2x2xi32>
  return %g : tensor<2x2xi32>
}
func.func @generate_target_body_ub(%v: i32) -> tensor<2xi32> {
  %c1 = arith.constant 1 : i32
  %g = tensor.generate {
  ^bb0(%i: index):
    %d = arith.index_cast %i : index to i32
    %e = arith.subi %c1, %d : i32
    %q = arith.divui %v, %e : i32
    %r = arith.muli %q, %e : i32
    tensor.yield %r : i32
  } : tensor<2xi32>
  return %g : tensor<2xi32>
}
func.func @generate_poison_element(%v: i8) -> tensor<3xi8> {
  %c2 = arith.constant 2 : index
  %g = tensor.generate {
  ^bb0(%i: index):
    %c = arith.cmpi eq, %i, %c2 : index
    %p = ub.poison : i8
    %r = arith.select %c, %p, %v : i8
    tensor.yield %r : i8
  } : tensor<3xi8>
  return %g : tensor<3xi8>
}
