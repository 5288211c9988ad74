// fp-reassoc: the float addf/mulf that accumulates into a reduction (the
// combiner that updates the init) is associative and commutative
// (src/semantics/reassoc.rs). Without the option a float reduction is the
// exact IEEE-754 fold in lexicographic order, so every reordering below is
// caught; with it, a reversed, split (partial sums from +0.0, as
// split_reduction emits them, into an init filled with +0.0) or reordered
// sum or product is valid, and the verdict says it assumed reassociation.
// Mutants stay invalid, each with a counterexample confirmed in IEEE-754
// on inputs where every order of the sums gives one value: a term dropped,
// a term counted twice, the init replaced by 0.0, mulf for addf, and
// (x + y) - y replaced by x where that is not the combiner (only the
// combiner is reassociable). Signed zeros are IEEE-754's in every order:
// -0.0 is the identity of addf and +0.0 is not (it turns a sum of -0.0
// terms into +0.0), so seeding with +0.0 instead of -0.0, or splitting a
// sum whose init may be -0.0 into partial sums from +0.0, is invalid with
// the option too, on the input whose terms are all -0.0. Half precision
// keeps the IEEE-754 runs quick.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --timeout-ms=20000 %t/src.mlir %t/tgt.mlir > %t/ieee.txt 2> %t/ieee.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=IEEE < %t/ieee.txt
// RUN: %mlir-refine --fp-reassoc --timeout-ms=30000 %t/src.mlir %t/tgt.mlir > %t/ac.txt 2> %t/ac.err; test $? -eq 1
// RUN: FileCheck %s --check-prefix=AC < %t/ac.txt
// RUN: FileCheck %s --check-prefix=NOTE < %t/ac.err

// IEEE-DAG: @sum_reversed: invalid: target result #0 (tensor<1xf16>) differs at [0]
// IEEE-DAG: @sum_split: invalid: target result #0 (tensor<f16>) differs at []
// IEEE-DAG: @sum_split_zero_init: invalid: target result #0 (tensor<f16>) differs at []
// IEEE-DAG: @matmul_k_reversed: invalid: target result #0 (tensor<1x2xf16>) differs at
// IEEE-DAG: @product_reversed: invalid: target result #0 (tensor<f32>) differs at []
// IEEE-DAG: @zero_seed_sign: invalid: target result #0 (tensor<f32>) differs at []: target 0.0 (0x00000000), source -0.0 (0x80000000)
// IEEE-DAG: @term_dropped: invalid
// IEEE-DAG: @term_doubled: invalid
// IEEE-DAG: @init_replaced: invalid
// IEEE-DAG: @mulf_for_addf: invalid
// IEEE-DAG: @not_the_combiner: invalid
// IEEE-DAG: @int_sum_reversed: valid{{$}}
// IEEE: summary: 1 valid, 11 invalid, 0 unsupported, 0 inconclusive

// AC-DAG: @sum_reversed: valid (modulo reassociation of float reductions; {{abstract floating point|IEEE-754}})
// AC-DAG: @sum_split: invalid: target result #0 (tensor<f16>) differs at []: target 0.0 (0x0000), source -0.0 (0x8000)
// AC-DAG: @sum_split_zero_init: valid (modulo reassociation of float reductions; {{abstract floating point|IEEE-754}})
// AC-DAG: @matmul_k_reversed: valid (modulo reassociation of float reductions; {{abstract floating point|IEEE-754}})
// AC-DAG: @product_reversed: valid (modulo reassociation of float reductions; {{abstract floating point|IEEE-754}})
// AC-DAG: @zero_seed_sign: invalid: target result #0 (tensor<f32>) differs at []: target 0.0 (0x00000000), source -0.0 (0x80000000)
// AC-DAG: @term_dropped: invalid: target result #0 (tensor<f32>) differs at []
// AC-DAG: @term_doubled: invalid: target result #0 (tensor<f32>) differs at []
// AC-DAG: @init_replaced: invalid: target result #0 (tensor<f32>) differs at []
// AC-DAG: @mulf_for_addf: invalid: target result #0 (tensor<f32>) differs at []
// AC-DAG: @not_the_combiner: invalid: target result #0 (tensor<f32>) differs at []
// AC-DAG: @int_sum_reversed: valid{{$}}
// AC: summary: 5 valid, 7 invalid, 0 unsupported, 0 inconclusive

// NOTE: note: counterexample found with float reductions reassociated, and confirmed with IEEE-754 on inputs where every order of each reassociated sum gives one value

//--- src.mlir
#id1 = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
func.func @sum_reversed(%a: tensor<1x3xf16>, %init: tensor<1xf16>) -> tensor<1xf16> {
  %0 = linalg.reduce ins(%a : tensor<1x3xf16>) outs(%init : tensor<1xf16>) dimensions = [1]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %0 : tensor<1xf16>
}
func.func @sum_split(%a: tensor<4xf16>, %init: tensor<f16>) -> tensor<f16> {
  %0 = linalg.reduce ins(%a : tensor<4xf16>) outs(%init : tensor<f16>) dimensions = [0]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %0 : tensor<f16>
}
func.func @sum_split_zero_init(%a: tensor<4xf16>) -> tensor<f16> {
  %z = arith.constant 0.0 : f16
  %t = tensor.empty() : tensor<f16>
  %init = linalg.fill ins(%z : f16) outs(%t : tensor<f16>) -> tensor<f16>
  %0 = linalg.reduce ins(%a : tensor<4xf16>) outs(%init : tensor<f16>) dimensions = [0]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %0 : tensor<f16>
}
func.func @matmul_k_reversed(%a: tensor<1x2xf16>, %b: tensor<2x2xf16>, %c: tensor<1x2xf16>) -> tensor<1x2xf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<1x2xf16>, tensor<2x2xf16>) outs(%c : tensor<1x2xf16>) -> tensor<1x2xf16>
  return %0 : tensor<1x2xf16>
}
func.func @product_reversed(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.mulf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @zero_seed_sign(%a: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %t = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<f32>) -> tensor<f32>
  %0 = linalg.reduce ins(%a : tensor<2xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @term_dropped(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @term_doubled(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @init_replaced(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @mulf_for_addf(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
// The body adds x + y, subtracts y, then adds the result to the
// accumulator: only the last addf is the combiner.
func.func @not_the_combiner(%a: tensor<2xf32>, %b: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#id1, #id1, #scalar], iterator_types = ["reduction"]} ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %xy = arith.addf %x, %y : f32
    %t = arith.subf %xy, %y : f32
    %s = arith.addf %acc, %t : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @int_sum_reversed(%a: tensor<3xi32>, %init: tensor<i32>) -> tensor<i32> {
  %0 = linalg.reduce ins(%a : tensor<3xi32>) outs(%init : tensor<i32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %0 : tensor<i32>
}

//--- tgt.mlir
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#id1 = affine_map<(d0) -> (d0)>
#scalar = affine_map<(d0) -> ()>
#mA = affine_map<(i, j, k) -> (i, k)>
#mB = affine_map<(i, j, k) -> (k, j)>
#mC = affine_map<(i, j, k) -> (i, j)>
// The sum over columns 2, 1, 0.
func.func @sum_reversed(%a: tensor<1x3xf16>, %init: tensor<1xf16>) -> tensor<1xf16> {
  %c2 = arith.constant 2 : index
  %0 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<1x3xf16>) outs(%init : tensor<1xf16>) {
  ^bb0(%unused: f16, %acc: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.subi %c2, %j : index
    %x = tensor.extract %a[%i, %k] : tensor<1x3xf16>
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<1xf16>
  return %0 : tensor<1xf16>
}
// Two partial sums from +0.0 (what split_reduction emits), then the init.
func.func @sum_split(%a: tensor<4xf16>, %init: tensor<f16>) -> tensor<f16> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xf16> into tensor<2x2xf16>
  %z = arith.constant 0.0 : f16
  %t = tensor.empty() : tensor<2xf16>
  %f = linalg.fill ins(%z : f16) outs(%t : tensor<2xf16>) -> tensor<2xf16>
  %p = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<2x2xf16>) outs(%f : tensor<2xf16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #scalar], iterator_types = ["reduction"]} ins(%p : tensor<2xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
func.func @sum_split_zero_init(%a: tensor<4xf16>) -> tensor<f16> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 2] : tensor<4xf16> into tensor<2x2xf16>
  %z = arith.constant 0.0 : f16
  %t = tensor.empty() : tensor<2xf16>
  %f = linalg.fill ins(%z : f16) outs(%t : tensor<2xf16>) -> tensor<2xf16>
  %t0 = tensor.empty() : tensor<f16>
  %init = linalg.fill ins(%z : f16) outs(%t0 : tensor<f16>) -> tensor<f16>
  %p = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<2x2xf16>) outs(%f : tensor<2xf16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<2xf16>
  %r = linalg.generic {indexing_maps = [#id1, #scalar], iterator_types = ["reduction"]} ins(%p : tensor<2xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
// k from 1 down to 0.
func.func @matmul_k_reversed(%a: tensor<1x2xf16>, %b: tensor<2x2xf16>, %c: tensor<1x2xf16>) -> tensor<1x2xf16> {
  %c1 = arith.constant 1 : index
  %0 = linalg.generic {indexing_maps = [#mA, #mB, #mC], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<1x2xf16>, tensor<2x2xf16>) outs(%c : tensor<1x2xf16>) {
  ^bb0(%u: f16, %v: f16, %acc: f16):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = linalg.index 2 : index
    %kr = arith.subi %c1, %k : index
    %x = tensor.extract %a[%i, %kr] : tensor<1x2xf16>
    %y = tensor.extract %b[%kr, %j] : tensor<2x2xf16>
    %m = arith.mulf %x, %y : f16
    %s = arith.addf %acc, %m : f16
    linalg.yield %s : f16
  } -> tensor<1x2xf16>
  return %0 : tensor<1x2xf16>
}
func.func @product_reversed(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c2 = arith.constant 2 : index
  %0 = linalg.generic {indexing_maps = [#id1, #scalar], iterator_types = ["reduction"]} ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) {
  ^bb0(%unused: f32, %acc: f32):
    %j = linalg.index 0 : index
    %k = arith.subi %c2, %j : index
    %x = tensor.extract %a[%k] : tensor<3xf32>
    %s = arith.mulf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
// Seeded with +0.0: IEEE-754 gives +0.0 where every element is -0.0.
func.func @zero_seed_sign(%a: tensor<2xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %t = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<f32>) -> tensor<f32>
  %0 = linalg.reduce ins(%a : tensor<2xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
// Element 2 is not added.
func.func @term_dropped(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %s2 = tensor.extract_slice %a[0] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %0 = linalg.reduce ins(%s2 : tensor<2xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
// Element 0 is added twice.
func.func @term_doubled(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %first = tensor.extract_slice %a[0] [1] [1] : tensor<3xf32> to tensor<1xf32>
  %a4 = tensor.concat dim(0) %a, %first : (tensor<3xf32>, tensor<1xf32>) -> tensor<4xf32>
  %0 = linalg.reduce ins(%a4 : tensor<4xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
// Seeded with 0.0 instead of the init.
func.func @init_replaced(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %t = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%t : tensor<f32>) -> tensor<f32>
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
func.func @mulf_for_addf(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.reduce ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.mulf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<f32>
}
// x for (x + y) - y: equal as real numbers, but not the combiner, so
// IEEE-754 (y = inf gives NaN).
func.func @not_the_combiner(%a: tensor<2xf32>, %b: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %0 = linalg.generic {indexing_maps = [#id1, #id1, #scalar], iterator_types = ["reduction"]} ins(%a, %b : tensor<2xf32>, tensor<2xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
func.func @int_sum_reversed(%a: tensor<3xi32>, %init: tensor<i32>) -> tensor<i32> {
  %c2 = arith.constant 2 : index
  %0 = linalg.generic {indexing_maps = [#id1, #scalar], iterator_types = ["reduction"]} ins(%a : tensor<3xi32>) outs(%init : tensor<i32>) {
  ^bb0(%unused: i32, %acc: i32):
    %j = linalg.index 0 : index
    %k = arith.subi %c2, %j : index
    %x = tensor.extract %a[%k] : tensor<3xi32>
    %s = arith.addi %acc, %x : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  return %0 : tensor<i32>
}
