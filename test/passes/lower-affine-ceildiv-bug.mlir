// MLIR 22's lower-affine expands `x ceildiv c` (c > 0) as
// `x <= 0 ? -((-x) floordiv c) : ((x - 1) floordiv c) + 1`. For
// x = INT64_MIN the negation wraps, so the result has the wrong sign: the
// exact quotient, ceil(-2^63 / 42) = -219604096115589900, fits in index,
// but the expansion gives +219604096115589900. The exact result is in
// range, so the verdict does not rest on how overflow inside affine
// expressions is modelled (src/semantics/affine.rs). floordiv's expansion
// (`-1 - x`) cannot wrap and is proved; ceildiv by a positive symbol has the
// same bug.
//
// RUN: %refine-opt --pass-pipeline='builtin.module(verify-translation{pipeline="lower-affine"})' %s -verify-diagnostics=only-expected -o /dev/null

func.func @ceildiv(%x: index) -> index {
  // expected-error @+1 {{miscompiled @ceildiv: target result #0 is 219604096115589900 (0x030c30c30c30c30c) where the source result is 18227139977593961716 / -219604096115589900 (0xfcf3cf3cf3cf3cf4)}}
  %r = affine.apply affine_map<(d0) -> (d0 ceildiv 42)>(%x)
  return %r : index
}

func.func @ceildiv_symbol(%x: index, %c: index) -> index {
  // expected-error @+1 {{miscompiled @ceildiv_symbol: target result #0 is}}
  %r = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%x)[%c]
  return %r : index
}

func.func @floordiv(%x: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 floordiv 42)>(%x)
  return %r : index
}
