// Counterexamples on large tensors (src/cex/lazy.rs): a large input is an
// uninterpreted function of its indices, so the counterexample names the
// point where the results differ and the input elements that point reads
// ("any value elsewhere"), and each result by its element there. The
// headline and the per-value notes go to stderr as diagnostics at the
// differing op or return, and to the JSON report.
//
// RUN: split-file --leading-lines %s %t
// RUN: %mlir-refine --report=%t/report.jsonl %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/out.txt
// RUN: FileCheck %s --check-prefix=ERR < %t/err.txt
// RUN: FileCheck %s --check-prefix=JSON < %t/report.jsonl

// CHECK: @elementwise: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]: target {{.*}}, source {{.*}}
// CHECK: @matmul: invalid: target result #0 (tensor<128x128xi32>) differs at [{{[0-9]+}}, {{[0-9]+}}]:
// CHECK: @slice_ub: invalid: the target has undefined behaviour (tensor.extract_slice outside the source (or with a poison offset or stride)) where the source has none
// CHECK: @float: invalid: target result #0 (tensor<8192xf32>) differs at [{{[0-9]+}}]: target -0.0 (0x80000000), source 0.0 (0x00000000)
// CHECK: summary: 0 valid, 4 invalid, 0 unsupported, 0 inconclusive

// ERR-LABEL: error: mlir-refine: the target miscompiles @elementwise:
// ERR-SAME: target result #0 (tensor<128x128xi32>) differs at {{\[}}[[I:[0-9]+]], [[J:[0-9]+]]{{\]}}: target [[T:.*]], source [[S:.*]]
// ERR: note: counterexample input %arg0 : tensor<128x128xi32> = a large tensor; the differing element reads {{\[}}[[I]], [[J]]{{\]}} = {{.*}} (any value elsewhere)
// ERR: note: counterexample input %arg1 : tensor<128x128xi32> = a large tensor; the differing element reads {{\[}}[[I]], [[J]]{{\]}} = {{.*}} (any value elsewhere)
// ERR: src.mlir:{{[0-9]+}}:3: note: source result #0 = a large tensor<128x128xi32> whose element {{\[}}[[I]], [[J]]{{\]}} is [[S]]
// ERR: tgt.mlir:{{[0-9]+}}:3: note: target result #0 = a large tensor<128x128xi32> whose element {{\[}}[[I]], [[J]]{{\]}} is [[T]]

// Each input element of the row and column the differing element sums.
// ERR-LABEL: error: mlir-refine: the target miscompiles @matmul:
// ERR-SAME: target result #0 (tensor<128x128xi32>) differs at {{\[}}[[I:[0-9]+]], [[J:[0-9]+]]{{\]}}:
// ERR: note: counterexample input %arg0 : tensor<128x4xi32> = a large tensor; the differing element reads {{\[}}[[I]], 0] = {{.*}}, {{\[}}[[I]], 1] = {{.*}}, {{\[}}[[I]], 2] = {{.*}}, {{\[}}[[I]], 3] = {{.*}} (any value elsewhere)
// ERR: note: counterexample input %arg1 : tensor<4x128xi32> = a large tensor; the differing element reads [0, [[J]]{{\]}} = {{.*}}, [1, [[J]]{{\]}} = {{.*}}, [2, [[J]]{{\]}} = {{.*}}, [3, [[J]]{{\]}} = {{.*}} (any value elsewhere)
// ERR: note: counterexample input %arg2 : tensor<128x128xi32> = a large tensor; the differing element reads {{\[}}[[I]], [[J]]{{\]}} = {{.*}} (any value elsewhere)
// ERR: note: source result #0 = a large tensor<128x128xi32> whose element {{\[}}[[I]], [[J]]{{\]}} is
// ERR: note: target result #0 = a large tensor<128x128xi32> whose element {{\[}}[[I]], [[J]]{{\]}} is

// UB: the diagnostic is at the op; a large input read nowhere in
// particular is only named.
// ERR-LABEL: error: mlir-refine: the target miscompiles @slice_ub: the target has undefined behaviour
// ERR-NEXT: %s = tensor.extract_slice
// ERR: note: counterexample input %arg0 : tensor<128x128xi32> = a large tensor<128x128xi32>{{$}}
// ERR: note: counterexample input %arg1 : index = {{[0-9]+}}

// ERR-LABEL: error: mlir-refine: the target miscompiles @float:
// ERR-SAME: target result #0 (tensor<8192xf32>) differs at {{\[}}[[K:[0-9]+]]{{\]}}
// ERR: note: counterexample input %arg0 : tensor<8192xf32> = a large tensor; the differing element reads {{\[}}[[K]]{{\]}} = -0.0 (0x80000000) (any value elsewhere)
// ERR: note: source result #0 = a large tensor<8192xf32> whose element {{\[}}[[K]]{{\]}} is 0.0 (0x00000000)
// ERR: note: target result #0 = a large tensor<8192xf32> whose element {{\[}}[[K]]{{\]}} is -0.0 (0x80000000)
// ERR: note: counterexample found with the IEEE-754 floating-point encoding

// JSON: {"function":"@elementwise","verdict":"invalid",{{.*}}"counterexample":{"inputs":{"%arg0":"a large tensor; the differing element reads [{{[0-9]+}}, {{[0-9]+}}] = {{.*}} (any value elsewhere)",{{.*}}"source":["a large tensor<128x128xi32> whose element [{{[0-9]+}}, {{[0-9]+}}] is
// JSON: {"function":"@float",{{.*}}"fp":"found with the IEEE-754 floating-point encoding"}}

//--- src.mlir
func.func @elementwise(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = arith.addi %a, %b : tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
// Lazy through the matmul's loop nest (128 * 128 * 4), not its tensors'
// sizes.
func.func @matmul(%a: tensor<128x4xi32>, %b: tensor<4x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = linalg.matmul ins(%a, %b : tensor<128x4xi32>, tensor<4x128xi32>) outs(%c : tensor<128x128xi32>) -> tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @slice_ub(%a: tensor<128x128xi32>, %i: index) -> tensor<128x128xi32> {
  return %a : tensor<128x128xi32>
}
func.func @float(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  %z = arith.constant dense<0.0> : tensor<8192xf32>
  %r = arith.addf %a, %z : tensor<8192xf32>
  return %r : tensor<8192xf32>
}
//--- tgt.mlir
#ma = affine_map<(d0, d1, d2) -> (d0, d2)>
#mb = affine_map<(d0, d1, d2) -> (d2, d1)>
#mc = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @elementwise(%a: tensor<128x128xi32>, %b: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %r = arith.subi %a, %b : tensor<128x128xi32>
  return %r : tensor<128x128xi32>
}
func.func @matmul(%a: tensor<128x4xi32>, %b: tensor<4x128xi32>, %c: tensor<128x128xi32>) -> tensor<128x128xi32> {
  %0 = linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]} ins(%a, %b : tensor<128x4xi32>, tensor<4x128xi32>) outs(%c : tensor<128x128xi32>) {
  ^bb0(%x: i32, %y: i32, %out: i32):
    %1 = arith.muli %x, %y : i32
    %2 = arith.subi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<128x128xi32>
  return %0 : tensor<128x128xi32>
}
func.func @slice_ub(%a: tensor<128x128xi32>, %i: index) -> tensor<128x128xi32> {
  %s = tensor.extract_slice %a[%i, 0] [64, 128] [1, 1] : tensor<128x128xi32> to tensor<64x128xi32>
  %t = tensor.insert_slice %s into %a[%i, 0] [64, 128] [1, 1] : tensor<64x128xi32> into tensor<128x128xi32>
  return %t : tensor<128x128xi32>
}
func.func @float(%a: tensor<8192xf32>) -> tensor<8192xf32> {
  return %a : tensor<8192xf32>
}
