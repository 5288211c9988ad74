// The linalg passes one after another on the network, checked stage by
// stage: each stage's output against its input, so a wrong stage shows as
// invalid at that stage. (Mutants of these forms are caught in
// test/semantics/linalg/mutants.mlir.)
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="linalg-generalize-named-ops,linalg-fold-unit-extent-dims,linalg-specialize-generic-ops,func.func(canonicalize),cse,linalg-fuse-elementwise-ops" remarks=true})' %S/Inputs/linalg-network.mlir -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: stage 'linalg-generalize-named-ops': @int_layer is valid
// CHECK-DAG: stage 'linalg-generalize-named-ops': @float_layer is valid
// CHECK-DAG: stage 'linalg-fold-unit-extent-dims': @int_layer is valid
// CHECK-DAG: stage 'linalg-specialize-generic-ops': @int_layer is valid
// CHECK-DAG: stage 'linalg-specialize-generic-ops': @float_layer is valid
// CHECK-DAG: stage 'cse': @float_layer is valid
// CHECK-DAG: stage 'linalg-fuse-elementwise-ops': @int_layer is valid
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive
