// Sequence-number arithmetic on a ring of 2^64 positions (RFC 1982 style).
// Positions wrap around, so "a comes before b" is decided by the sign of the
// wrapped difference a - b, not by comparing a and b directly.

// a comes before b when the wrapped difference a - b is negative.
func.func @seq_before(%a: index, %b: index) -> i1 {
  %zero = index.constant 0
  %d = index.sub %a, %b
  %before = index.cmp slt(%d, %zero)
  return %before : i1
}

// The position n slots after p; advancing by 0 is the identity.
func.func @seq_advance(%p: index, %n: index) -> index {
  %zero = index.constant 0
  %q = index.add %p, %n
  %r = index.add %q, %zero
  return %r : index
}

// How far b is ahead of a, in units of 2^k slots (a multiple of 1).
func.func @seq_distance(%a: index, %b: index, %k: index) -> index {
  %one = index.constant 1
  %d = index.sub %b, %a
  %unit = index.shl %one, %k
  %scaled = index.mul %d, %one
  %q = index.divu %scaled, %unit
  return %q : index
}
