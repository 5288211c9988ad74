// Source functions for the limit tests: a quick valid pair, the function
// the test hooks make misbehave, and a miscompiled one checked after it.
func.func @before(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @stuck(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.muli %x, %c1 : i32
  return %r : i32
}
func.func @after(%a: index, %b: index) -> i1 {
  %zero = index.constant 0
  %d = index.sub %a, %b
  %before = index.cmp slt(%d, %zero)
  return %before : i1
}
