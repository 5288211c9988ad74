// The TOSA lowering passes one after another on a small network (an
// integer and a float one: conv2d, clamp, pools, matmul, reshape,
// transpose, elementwise and reductions), checked stage by stage: each
// stage's output against its input, so a wrong stage shows as invalid at
// that stage. The float network is checked in IEEE-754 where the abstract
// encoding cannot decide it (the verdict names the encoding).
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named),func.func(tosa-to-linalg),func.func(tosa-to-arith),func.func(tosa-to-tensor),linalg-fuse-elementwise-ops,func.func(canonicalize),cse" timeout-ms=30000 remarks=true})' %S/Inputs/tosa-network.mlir -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: stage 'func.func(tosa-to-linalg-named)': @int_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-linalg-named)': @float_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-linalg)': @int_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-linalg)': @float_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-arith)': @int_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-arith)': @float_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-tensor)': @int_net is valid
// CHECK-DAG: stage 'func.func(tosa-to-tensor)': @float_net is valid
// CHECK-DAG: stage 'linalg-fuse-elementwise-ops': @int_net is valid
// CHECK-DAG: stage 'linalg-fuse-elementwise-ops': @float_net is valid
// CHECK-DAG: stage 'cse': @int_net is valid
// CHECK-DAG: stage 'cse': @float_net is valid
// CHECK-NOT: invalid
// CHECK-NOT: unsupported
// CHECK-NOT: inconclusive

// The pipeline as one nested func.func group, then canonicalize and
// fusion: the same stages, named by pass.
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-tensor,tosa-to-arith),canonicalize,func.func(linalg-fuse-elementwise-ops)" timeout-ms=30000 remarks=true})' %S/Inputs/tosa-network.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=GROUPED
// GROUPED-DAG: stage 'func.func(tosa-to-linalg-named)': @int_net is valid
// GROUPED-DAG: stage 'func.func(tosa-to-linalg-named)': @float_net is valid
// GROUPED-DAG: stage 'func.func(tosa-to-linalg)': @int_net is valid
// GROUPED-DAG: stage 'func.func(tosa-to-linalg)': @float_net is valid
// GROUPED-DAG: stage 'func.func(tosa-to-tensor)': @float_net is valid
// GROUPED-DAG: stage 'func.func(tosa-to-arith)': @float_net is valid
// GROUPED-DAG: stage 'canonicalize': @int_net is valid
// GROUPED-DAG: stage 'func.func(linalg-fuse-elementwise-ops)': @int_net is valid
// GROUPED-DAG: stage 'func.func(linalg-fuse-elementwise-ops)': @float_net is valid
// GROUPED-NOT: invalid
// GROUPED-NOT: unsupported
// GROUPED-NOT: inconclusive
