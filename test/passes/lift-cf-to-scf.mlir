// Upstream MLIR 22 `lift-cf-to-scf` on integer functions with unstructured
// control flow (cf.br, cf.cond_br, cf.switch, several returns, a cycle),
// checked through the plugin. The pass rebuilds scf.if / scf.index_switch /
// scf.while from the CFG, merging returns into one and encoding which exit
// was taken in extra i32 values (and ub.poison for values undefined on a
// path). The semantics of the branches (ControlFlowOps.td): "If the bit is
// set, then the first destination is jumped to; if it is false, the second
// destination is chosen"; cf.switch jumps to the case equal to the flag,
// else to the default. A lifted cyclic CFG is checked with max-unroll=10 in
// lift-cf-to-scf-loop.mlir.
//
// RUN: rm -f %t.jsonl
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="func.func(lift-cf-to-scf)" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not='(unchanged)' --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=JSON --implicit-check-not='"verdict"' < %t.jsonl

// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @diamond is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @two_returns is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @switch is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @ub_on_one_path is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @nested_diamonds is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @assert_path is valid{{$}}
// CHECK: remark: verify-translation: stage 'func.func(lift-cf-to-scf)': @do_while is valid{{( \((bounded: |by induction)[^)]*\))?$}}

// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@diamond","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@two_returns","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@switch","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@ub_on_one_path","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@nested_diamonds","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@assert_path","verdict":"valid","detail":"","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null}
// JSON: {"stage":"func.func(lift-cf-to-scf)","stage_index":0,"function":"@do_while","verdict":"valid","detail":"{{(bounded: [^"]*|by induction[^"]*)?}}","ms":{{[0-9.]+}},"encode_ms":{{[0-9.]+}},"solve_ms":{{[0-9.]+}},"counterexample":null{{(,"limit":"(timeout|memory)")?}}}

// A diamond becomes an scf.if with a result.
func.func @diamond(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = arith.addi %x, %y : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %x, %y : i32
  cf.br ^bb3(%m : i32)
^bb3(%r: i32):
  return %r : i32
}
// Two returns are merged into one (the lifted region yields the value).
func.func @two_returns(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %x : i8
^bb2:
  %n = arith.subi %x, %x : i8
  return %n : i8
}
// cf.switch becomes scf.index_switch on index_castui of the flag.
func.func @switch(%flag: i32, %a: i32, %b: i32) -> i32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%x: i32):
  return %x : i32
^bb2:
  %d = arith.addi %a, %b : i32
  return %d : i32
}
func.func @ub_on_one_path(%c: i1, %x: i8, %y: i8) -> i8 {
  cf.cond_br %c, ^bb1, ^bb2(%x : i8)
^bb1:
  %q = arith.divui %x, %y : i8
  cf.br ^bb2(%q : i8)
^bb2(%r: i8):
  return %r : i8
}
// Nested diamonds become nested scf.if.
func.func @nested_diamonds(%c1: i1, %c2: i1, %x: i8, %y: i8, %z: i8) -> i8 {
  cf.cond_br %c1, ^bb1, ^bb4(%z : i8)
^bb1:
  cf.cond_br %c2, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%x : i8)
^bb3:
  cf.br ^bb4(%y : i8)
^bb4(%r: i8):
  return %r : i8
}
// A cf.assert on one path.
func.func @assert_path(%c: i1, %x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %ne = arith.cmpi ne, %x, %c0 : i8
  cf.assert %ne, "x != 0"
  cf.br ^bb2
^bb2:
  return %x : i8
}
// A do-while cycle (the body runs before the test) becomes an scf.while.
func.func @do_while(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  cf.br ^body(%x : i8)
^body(%v: i8):
  %s = arith.shrui %v, %c1 : i8
  %c = arith.cmpi ne, %s, %c0 : i8
  cf.cond_br %c, ^body(%s : i8), ^exit
^exit:
  return %v : i8
}
