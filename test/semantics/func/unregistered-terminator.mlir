// A block may end in an unregistered terminator without successors
// (--allow-unregistered-dialect), in a function body, an inlined callee or
// an scf.execute_region. Its meaning is unknown (it could leave the function,
// throw, loop), so it is not an ordinary exit: only func.return hands values
// to a function's caller and scf.yield to scf.execute_region's results. Such
// a function is unsupported, never valid (ARCHITECTURE.md, Semantic rules), even where the
// target is what the source would be if "foo.ret" were a return or a yield.
// (Before, execute_region and inlined callees took it as a yield or return
// and these pairs were reported valid.)
//
// RUN: split-file %s %t
// RUN: %mlir-refine --allow-unregistered-dialect %t/src.mlir %t/tgt.mlir > %t/out.txt 2> %t/err.txt; test $? -eq 3
// RUN: FileCheck %s < %t/out.txt

// CHECK-DAG: @in_execute_region: unsupported: source: 'foo.ret' ends a block where 'scf.yield' is expected
// CHECK-DAG: @in_execute_region_only: unsupported: source: 'foo.ret' ends a block where 'scf.yield' is expected
// CHECK-DAG: @in_function_body: unsupported: source: 'foo.ret' ends a function body
// CHECK-DAG: @in_inlined_callee: unsupported: source: 'foo.ret' ends a block where 'func.return' is expected
// CHECK-DAG: @in_target_only: unsupported: target: 'foo.ret' ends a block where 'scf.yield' is expected
// CHECK-DAG: @callee: valid (unchanged)
// CHECK: summary: 1 valid, 0 invalid, 5 unsupported, 0 inconclusive

//--- src.mlir
func.func @in_execute_region(%c: i1, %x: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    cf.cond_br %c, ^a, ^b
  ^a:
    "foo.ret"(%x) : (i8) -> ()
  ^b:
    scf.yield %x : i8
  }
  return %r : i8
}
func.func @in_execute_region_only(%x: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    "foo.ret"(%x) : (i8) -> ()
  }
  return %r : i8
}
func.func @in_function_body(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  "foo.ret"(%x) : (i8) -> ()
^b:
  return %x : i8
}
func.func private @callee(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  "foo.ret"(%x) : (i8) -> ()
^b:
  return %x : i8
}
func.func @in_inlined_callee(%c: i1, %x: i8) -> i8 {
  %r = func.call @callee(%c, %x) : (i1, i8) -> i8
  return %r : i8
}
func.func @in_target_only(%x: i8) -> i8 {
  return %x : i8
}

//--- tgt.mlir
func.func @in_execute_region(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @in_execute_region_only(%x: i8) -> i8 {
  return %x : i8
}
func.func @in_function_body(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func private @callee(%c: i1, %x: i8) -> i8 {
  cf.cond_br %c, ^a, ^b
^a:
  "foo.ret"(%x) : (i8) -> ()
^b:
  return %x : i8
}
func.func @in_inlined_callee(%c: i1, %x: i8) -> i8 {
  return %x : i8
}
func.func @in_target_only(%x: i8) -> i8 {
  %r = scf.execute_region -> i8 {
    "foo.ret"(%x) : (i8) -> ()
  }
  return %r : i8
}
