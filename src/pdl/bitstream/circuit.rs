//! Circuits over bit streams: each node is a finite-state transducer that
//! reads its operands' bits least significant first and writes one bit per
//! position.
//!
//! A value of the pattern's one symbolic width `w` is a *stream*: one bit
//! per position `0..w`. A step is told whether it is the last (most
//! significant) position, so that an op whose meaning depends on the sign
//! bit (signed comparison, signed overflow, `INT_MIN`) decides there. Poison
//! is a Boolean of the whole value: a node's `p` is meaningful at the last
//! step only, where every overflow condition is known.
//!
//! An `i1` value is *fixed*: a function of the scalar variables (guesses,
//! `i1` inputs, flags), the same at every position; a fixed node is the
//! width-1 case of its op, one last step from the initial state. A value
//! known only at the last position (a comparison of streams) is *late*;
//! a consumer that needs it earlier reads a guessed scalar instead, and the
//! guess is checked against it at the last step (see `build`).

/// One bit of a value at a position, with the value's poison (meaningful
/// at the last step).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bit {
    pub v: bool,
    pub p: bool,
}

/// Constants given as functions of the width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Konst {
    Zero,
    One,
    AllOnes,
    /// `2^(w-1)`: the sign bit alone.
    SMin,
    /// `2^(w-1) - 1`.
    SMax,
    /// A literal, read modulo `2^w` (bits above 63 are zero).
    Lit(u64),
}

impl Konst {
    /// The constant's bit at `pos`, `last` telling whether `pos = w - 1`.
    pub fn bit(self, pos: usize, last: bool) -> bool {
        match self {
            Konst::Zero => false,
            Konst::One => pos == 0,
            Konst::AllOnes => true,
            Konst::SMin => last,
            Konst::SMax => !last,
            Konst::Lit(v) => pos < 64 && (v >> pos) & 1 == 1,
        }
    }

    /// The positions a literal needs counted.
    pub fn positions(self) -> usize {
        match self {
            Konst::One => 1,
            Konst::Lit(v) => (64 - v.leading_zeros()) as usize,
            _ => 0,
        }
    }
}

/// A scalar expression: flags, predicates and `isExact`, over the scalar
/// variables (each a small integer).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SExpr {
    Const(u8),
    Var(usize),
    /// A lookup table applied to a predicate (`invert_predicate`, ...).
    Map(&'static [u64], Box<SExpr>),
    And(Box<SExpr>, Box<SExpr>),
    /// `x >= k` (1 or 0).
    Ge(Box<SExpr>, u8),
}

impl SExpr {
    pub fn eval(&self, s: &[u8]) -> u8 {
        match self {
            SExpr::Const(c) => *c,
            SExpr::Var(v) => s[*v],
            SExpr::Map(t, x) => t.get(x.eval(s) as usize).map(|v| *v as u8).unwrap_or(u8::MAX),
            SExpr::And(a, b) => (a.eval(s) != 0 && b.eval(s) != 0) as u8,
            SExpr::Ge(x, k) => (x.eval(s) >= *k) as u8,
        }
    }
    pub fn truth(&self, s: &[u8]) -> bool {
        self.eval(s) != 0
    }
}

/// Overflow flags: poison on signed (`nsw`) or unsigned (`nuw`) overflow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Flags {
    pub nsw: SExpr,
    pub nuw: SExpr,
}

impl Flags {
    pub fn none() -> Flags {
        Flags { nsw: SExpr::Const(0), nuw: SExpr::Const(0) }
    }
    fn poison(&self, s: &[u8], signed: bool, unsigned: bool) -> bool {
        (self.nsw.truth(s) && signed) || (self.nuw.truth(s) && unsigned)
    }
}

/// What a node computes. Operands are node ids (`Node::args`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Stream input `i`; its poison is scalar `poison` (if any).
    Input {
        stream: usize,
        poison: Option<usize>,
    },
    /// A scalar variable read as an `i1` value, with its poison scalar.
    Scalar {
        var: usize,
        poison: Option<usize>,
    },
    Const(Konst),
    Not,
    And,
    Or,
    Xor,
    /// `a + b` (state: the carry).
    Add(Flags),
    /// `a - b`, as `a + ~b + 1` (state: the carry, initially 1).
    Sub(Flags),
    /// `a * -1`: `0 - a`; signed overflow iff `a = INT_MIN`, unsigned iff
    /// `a >= 2` (state: the borrow, whether all bits so far are 0, whether
    /// a bit above bit 0 was 1).
    MulMinusOne(Flags),
    /// `a << 1`; poison when `1 >= w` (`arith`), or 0 there (`comb`).
    /// State: the previous bit.
    Shl1 {
        flags: Flags,
        poison_oversized: bool,
    },
    /// `select c, t, f`; `all_poison`: poison from every operand
    /// (min/max), else only the condition and the chosen one.
    Select {
        all_poison: bool,
    },
    /// Zero/sign extension to a stream, of a fixed `i1` (`from: None`)
    /// or of a stream of a narrower class, which ends first (state: its
    /// last bit).
    ExtU {
        from: Option<usize>,
    },
    ExtS {
        from: Option<usize>,
    },
    /// Truncation of a stream to the narrower class `to`: its bits while
    /// `to` lasts; evaluated in the operand's class, whose end decides
    /// `nuw` (a discarded bit is set) and `nsw` (a discarded bit differs
    /// from the result's sign bit). State: the last kept bit, and the two
    /// violations so far.
    Trunc {
        to: usize,
        flags: Flags,
    },
    /// Late: `a == b` over the whole stream (state: a mismatch so far).
    Eq,
    /// Late: the comparison `pred` (arith/comb numbering; 10..13 are comb's
    /// eq ne eq ne). State: equal so far, less (unsigned) so far.
    Cmp(SExpr),
    /// Late: the most significant bit.
    Msb,
    /// Fixed: a scalar expression's truth (a predicate out of range, ...).
    Truth(SExpr),
    /// Poison from an extra condition (a late or fixed node) on top of the
    /// operand: `args = [value, cond]`.
    PoisonIf,
    /// `!a` on a Boolean (poison kept).
    NotBool,
    /// `a * 1`: the operand; at `w = 1` the constant 1 is -1, and
    /// `-1 * -1` overflows signed.
    MulOne(Flags),
    /// Fixed: scalar `var`, with the poison of the late node it guesses.
    Guess {
        var: usize,
    },
    /// Late: `a == b` for two one-bit values at the last step.
    Iff,
    /// Whether the operand is not poison (at the last step).
    NotPoison,
    /// `comb.concat(high, low)`: the low operand's bits while its class
    /// `low` lasts, then the high one's.
    Concat {
        low: usize,
    },
    /// Late: the xor of all bits (state: the xor so far).
    Parity,
}

/// Where a node's value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sort {
    Stream,
    Fixed,
    Late,
}

#[derive(Clone, Debug)]
pub struct Node {
    pub kind: Kind,
    pub args: Vec<usize>,
    pub sort: Sort,
    /// The width class the node steps in (`None`: fixed).
    pub class: Option<usize>,
    /// The width class of its value (the class it steps in, but for
    /// `Trunc`).
    pub vclass: Option<usize>,
}

/// What a step knows besides its operands.
pub struct Cx<'a> {
    /// The position (saturated beyond what constants need).
    pub pos: usize,
    /// Whether this is the last position of the node's class.
    pub last: bool,
    pub s: &'a [u8],
    /// Per class: whether it ended before this step.
    pub done: &'a [bool],
}

/// The initial state of a node.
pub fn init(k: &Kind) -> u8 {
    match k {
        Kind::Sub(_) => 1,
        Kind::MulMinusOne(_) => 1 | 2,
        Kind::Cmp(_) => 1,
        _ => 0,
    }
}

fn full_add(a: bool, b: bool, c: bool) -> (bool, bool) {
    (a ^ b ^ c, (a & b) | (a & c) | (b & c))
}

/// One step of node `k` at position `pos` (saturated by the caller beyond
/// what constants need), with operand bits `a` and scalars `s`. Returns the
/// new state and the output bit.
pub fn step(k: &Kind, st: u8, a: &[Bit], cx: &Cx) -> (u8, Bit) {
    let (pos, last, s) = (cx.pos, cx.last, cx.s);
    let any_p = a.iter().any(|x| x.p);
    let plain = |v: bool| Bit { v, p: any_p };
    match k {
        Kind::Input { stream: _, poison } => (st, Bit { v: a[0].v, p: poison.map(|x| s[x] != 0).unwrap_or(false) }),
        Kind::Scalar { var, poison } => (st, Bit { v: s[*var] != 0, p: poison.map(|x| s[x] != 0).unwrap_or(false) }),
        Kind::Const(c) => (st, Bit { v: c.bit(pos, last), p: false }),
        Kind::Not => (st, plain(!a[0].v)),
        Kind::And => (st, plain(a[0].v & a[1].v)),
        Kind::Or => (st, plain(a[0].v | a[1].v)),
        Kind::Xor => (st, plain(a[0].v ^ a[1].v)),
        // Sum modulo 2^w: unsigned overflow is the carry out of the last
        // position, signed overflow a carry into it that differs from it.
        Kind::Add(f) | Kind::Sub(f) => {
            let b = if matches!(k, Kind::Sub(_)) { !a[1].v } else { a[1].v };
            let c = st & 1 == 1;
            let (v, c2) = full_add(a[0].v, b, c);
            // For a - b, "a < b" (unsigned overflow) is no carry out.
            let uo = if matches!(k, Kind::Sub(_)) { !c2 } else { c2 };
            let over = last && f.poison(s, c != c2, uo);
            (c2 as u8, Bit { v, p: any_p || over })
        }
        Kind::MulMinusOne(f) => {
            // 0 - a: ~a + 1. Bit 1 of the state: all bits before are 0.
            let c = st & 1 == 1;
            let zeros = st & 2 == 2;
            let high = st & 4 == 4;
            let (v, c2) = full_add(false, !a[0].v, c);
            let high2 = high || (pos > 0 && a[0].v);
            let is_min = zeros && a[0].v;
            let over = last && f.poison(s, is_min, high2);
            let st2 = c2 as u8 | if zeros && !a[0].v { 2 } else { 0 } | if high2 { 4 } else { 0 };
            (st2, Bit { v, p: any_p || over })
        }
        Kind::Shl1 { flags, poison_oversized } => {
            let prev = st & 1 == 1;
            let oversized = last && pos == 0;
            // nuw: the bit shifted out (the last one) is 0; nsw: it equals
            // the result's sign bit (the one before it).
            let bad = last && flags.poison(s, a[0].v != prev, a[0].v);
            let v = if oversized && !*poison_oversized { false } else { prev };
            (a[0].v as u8, Bit { v, p: any_p || bad || (oversized && *poison_oversized) })
        }
        Kind::Select { all_poison } => {
            let c = a[0].v;
            let chosen = if c { a[1] } else { a[2] };
            let p = if *all_poison { any_p } else { a[0].p || chosen.p };
            (st, Bit { v: chosen.v, p })
        }
        Kind::ExtU { from: None } => (st, Bit { v: pos == 0 && a[0].v, p: a[0].p }),
        Kind::ExtS { from: None } => (st, a[0]),
        // While the operand lasts, its bits; then zeros, or its last bit.
        Kind::ExtU { from: Some(c) } | Kind::ExtS { from: Some(c) } => {
            if !cx.done[*c] {
                (a[0].v as u8, a[0])
            } else {
                let fill = matches!(k, Kind::ExtS { .. }) && st == 1;
                (st, Bit { v: fill, p: a[0].p })
            }
        }
        Kind::Trunc { to, flags } => {
            let (sign, nuw_bad, nsw_bad) = (st & 1 == 1, st & 2 == 2, st & 4 == 4);
            let (sign, nuw_bad, nsw_bad) = if cx.done[*to] {
                (sign, nuw_bad || a[0].v, nsw_bad || a[0].v != sign)
            } else {
                (a[0].v, false, false)
            };
            let st2 = sign as u8 | (nuw_bad as u8) << 1 | (nsw_bad as u8) << 2;
            let bad = last && flags.poison(s, nsw_bad, nuw_bad);
            (st2, Bit { v: a[0].v, p: any_p || bad })
        }
        Kind::Eq => {
            let mismatch = st == 1 || a[0].v != a[1].v;
            (mismatch as u8, plain(!mismatch))
        }
        Kind::Cmp(pred) => {
            let (eq, lt) = (st & 1 == 1, st & 2 == 2);
            let (x, y) = (a[0].v, a[1].v);
            let eq2 = eq && x == y;
            let ult = (!x && y) || (x == y && lt);
            // At the sign bit a set bit is the smaller.
            let slt = (x && !y) || (x == y && lt);
            let holds = match pred.eval(s) {
                0 | 10 | 12 => eq2,
                1 | 11 | 13 => !eq2,
                2 => slt,
                3 => slt || eq2,
                4 => !slt && !eq2,
                5 => !slt,
                6 => ult,
                7 => ult || eq2,
                8 => !ult && !eq2,
                9 => !ult,
                _ => false,
            };
            (eq2 as u8 | (ult as u8) << 1, plain(holds))
        }
        Kind::Msb => (st, a[0]),
        Kind::Truth(e) => (st, Bit { v: e.truth(s), p: false }),
        Kind::PoisonIf => (st, Bit { v: a[0].v, p: a[0].p || a[1].v }),
        Kind::NotBool => (st, Bit { v: !a[0].v, p: a[0].p }),
        Kind::MulOne(f) => (st, Bit { v: a[0].v, p: any_p || (last && pos == 0 && f.poison(s, a[0].v, false)) }),
        Kind::Guess { var } => (st, Bit { v: s[*var] != 0, p: a[0].p }),
        Kind::Iff => (st, Bit { v: a[0].v == a[1].v, p: false }),
        Kind::NotPoison => (st, Bit { v: !a[0].p, p: false }),
        Kind::Concat { low } => (st, Bit { v: if cx.done[*low] { a[0].v } else { a[1].v }, p: any_p }),
        Kind::Parity => {
            let x = (st == 1) ^ a[0].v;
            (x as u8, plain(x))
        }
    }
}
