// fp-reassoc with a real pass: transform.structured.split_reduction (run by
// the transform interpreter) splits a float sum and a matmul's reduction
// into partial sums from +0.0 and a second reduction of the partial sums
// into the init. Without the option the new order of the sum is caught;
// with fp-reassoc=true both are valid when the init is filled with +0.0,
// and the verdict says it assumed reassociation, in the remark and in the
// report. Into an init that may be -0.0 the split changes the sum of
// all -0.0 terms from -0.0 to +0.0 (MLIR's neutral element for addf is
// +0.0; IEEE-754's is -0.0): caught with the option, on that input (for
// the sum; the f32 matmul's confirmation takes longer than a test). A
// malformed value is an error of MLIR's option parser.
//
// (The SIGN run has a longer time limit: its counterexample is confirmed in
// about 1.5 s on an idle machine, but took over 10 s on a loaded one.)
// RUN: split-file --leading-lines %s %t
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" fp-reassoc=true remarks=true report=%t/sum.jsonl})' %t/sum.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=AC
// RUN: FileCheck %s --check-prefix=JSON < %t/sum.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" fp-reassoc=1 remarks=true})' %t/matmul.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=MATMUL
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" fp-reassoc=true timeout-ms=60000})' %t/sum_arg_init.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SIGN
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter"})' %t/sum.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=IEEE
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="transform-interpreter" fp-reassoc=maybe})' %t/sum.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

// AC: remark: verify-translation: stage 'transform-interpreter': @sum is valid (modulo reassociation of float reductions; abstract floating point){{$}}
// JSON: {"stage":"transform-interpreter","stage_index":0,"function":"@sum","verdict":"valid","detail":"modulo reassociation of float reductions; abstract floating point",
// MATMUL: remark: verify-translation: stage 'transform-interpreter': @matmul is valid (modulo reassociation of float reductions; abstract floating point){{$}}
// IEEE: error: verify-translation: stage 'transform-interpreter' miscompiled @sum: target result #0 (tensor<f16>) differs at []
// SIGN: error: verify-translation: stage 'transform-interpreter' miscompiled @sum: target result #0 (tensor<f16>) differs at []: target 0.0 (0x0000), source -0.0 (0x8000)
// SIGN: note: counterexample input %arg0 : tensor<4xf16> = dense<[-0.0, -0.0, -0.0, -0.0]> : tensor<4xf16>
// SIGN: note: counterexample input %arg1 : tensor<f16> = dense<-0.0> : tensor<f16>
// BAD: for the --fp-reassoc option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BAD-NOT: Stack dump

//--- sum.mlir
func.func @sum(%a: tensor<4xf16>) -> tensor<f16> {
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
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %r : (!transform.any_op) -> !transform.any_op
    %1:4 = transform.structured.split_reduction %g { split_factor = 2, insert_split_dimension = 0 }
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

//--- sum_arg_init.mlir
func.func @sum(%a: tensor<4xf16>, %init: tensor<f16>) -> tensor<f16> {
  %0 = linalg.reduce ins(%a : tensor<4xf16>) outs(%init : tensor<f16>) dimensions = [0]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %0 : tensor<f16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.reduce"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %r : (!transform.any_op) -> !transform.any_op
    %1:4 = transform.structured.split_reduction %g { split_factor = 2, insert_split_dimension = 0 }
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

//--- matmul.mlir
func.func @matmul(%a: tensor<2x4xf32>, %b: tensor<4x2xf32>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %t = tensor.empty() : tensor<2x2xf32>
  %c = linalg.fill ins(%z : f32) outs(%t : tensor<2x2xf32>) -> tensor<2x2xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x4xf32>, tensor<4x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %r = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %1:4 = transform.structured.split_reduction %r { split_factor = 2, insert_split_dimension = 0 }
      : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
