// Targets of Inputs/functions.mlir: @after folded as MLIR 22's canonicalize
// folds it (wrong when a - b wraps).
func.func @before(%x: i32) -> i32 {
  return %x : i32
}
func.func @stuck(%x: i32) -> i32 {
  return %x : i32
}
func.func @after(%a: index, %b: index) -> i1 {
  %before = index.cmp slt(%a, %b)
  return %before : i1
}
