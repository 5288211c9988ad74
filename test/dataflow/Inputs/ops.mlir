func.func @f(%a: i3, %b: i3, %i: index, %j: index) -> (i3, index) {
  %0 = arith.maxui %a, %b : i3
  %1 = index.shl %i, %j
  return %0, %1 : i3, index
}
