// Every function in every nested symbol table is checked, paired by its
// symbol path: a gpu.module (reached by a nested pipeline), a named
// builtin.module, an unnamed one (named by its rank among unnamed siblings,
// never by its location), and a module nested in a module. Before, none of
// them was checked and the run exited 0 with an empty report.
//
// canonicalize folds `index.cmp slt(a - b, 0)` into `index.cmp slt(a, b)`,
// which is wrong when a - b wraps (see examples/demo): each copy below must
// be caught, each harmless function proved.
//
// RUN: rm -f %t.jsonl
// RUN: not %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="gpu.module(func.func(canonicalize)),func.func(canonicalize),builtin.module(func.func(canonicalize)),builtin.module(builtin.module(func.func(canonicalize)))" remarks=true report=%t.jsonl})' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.jsonl
// RUN: grep -c '"verdict":"invalid"' %t.jsonl | FileCheck %s --check-prefix=COUNT
// COUNT: {{^}}4{{$}}

// CHECK-DAG: error: verify-translation: stage 'gpu.module(func.func(canonicalize))' miscompiled @kernels::@seq_before: target result #0 is false (0) where the source result is true (1)
// CHECK-DAG: remark: verify-translation: stage 'gpu.module(func.func(canonicalize))': @kernels::@advance is valid{{$}}
// CHECK-DAG: error: verify-translation: stage 'builtin.module(func.func(canonicalize))' miscompiled @named::@seq_before: target result #0 is false (0)
// CHECK-DAG: error: verify-translation: stage 'builtin.module(func.func(canonicalize))' miscompiled builtin.module#0::@seq_before: target result #0 is false (0)
// CHECK-DAG: error: verify-translation: stage 'builtin.module(builtin.module(func.func(canonicalize)))' miscompiled @outer::builtin.module#0::@seq_before: target result #0 is false (0)
// A callee resolves in the caller's own symbol table (the top-level @helper
// has another body).
// CHECK-DAG: remark: verify-translation: stage 'builtin.module(func.func(canonicalize))': @named::@calls_helper is valid{{$}}

// JSON-DAG: "function":"@kernels::@seq_before","verdict":"invalid"
// JSON-DAG: "function":"@named::@seq_before","verdict":"invalid"
// JSON-DAG: "function":"builtin.module#0::@seq_before","verdict":"invalid"
// JSON-DAG: "function":"@outer::builtin.module#0::@seq_before","verdict":"invalid"

module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @seq_before(%a: index, %b: index) -> i1 {
      %zero = index.constant 0
      %d = index.sub %a, %b
      %before = index.cmp slt(%d, %zero)
      return %before : i1
    }
    func.func @advance(%p: index) -> index {
      %zero = index.constant 0
      %q = index.add %p, %zero
      return %q : index
    }
  }

  func.func private @helper(%x: index) -> index {
    return %x : index
  }

  module @named {
    func.func @seq_before(%a: index, %b: index) -> i1 {
      %zero = index.constant 0
      %d = index.sub %a, %b
      %before = index.cmp slt(%d, %zero)
      return %before : i1
    }
    func.func private @helper(%x: index) -> index {
      %one = index.constant 1
      %y = index.add %x, %one
      return %y : index
    }
    func.func @calls_helper(%x: index) -> index {
      %zero = index.constant 0
      %y = call @helper(%x) : (index) -> index
      %z = index.add %y, %zero
      return %z : index
    }
  }

  module {
    func.func @seq_before(%a: index, %b: index) -> i1 {
      %zero = index.constant 0
      %d = index.sub %a, %b
      %before = index.cmp slt(%d, %zero)
      return %before : i1
    }
  }

  module @outer {
    module {
      func.func @seq_before(%a: index, %b: index) -> i1 {
        %zero = index.constant 0
        %d = index.sub %a, %b
        %before = index.cmp slt(%d, %zero)
        return %before : i1
      }
    }
  }
}
