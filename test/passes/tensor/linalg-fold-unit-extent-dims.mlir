// 'linalg-fold-unit-extent-dims' on a small integer and a small float linalg network
// (Inputs/linalg-network.mlir: matmul, bias, relu, fill, copy, reduce, with
// unit dimensions and generic ops), checked by verify-translation: every
// function is proved, none is left unchecked.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="linalg-fold-unit-extent-dims" remarks=true})' %S/Inputs/linalg-network.mlir -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: stage 'linalg-fold-unit-extent-dims': @int_layer is valid
// CHECK-DAG: stage 'linalg-fold-unit-extent-dims': @float_layer is valid
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive
