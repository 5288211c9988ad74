//! What the PDL verifier must know about an op besides its meaning: how
//! many operands and results it has, how their widths relate (the op's
//! verifier, not its semantics), and the kind of each attribute its
//! semantics reads. The meaning itself comes from `semantics::eval`; an op
//! missing here is `unsupported` even if the core models it.

/// How many operands an op takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    Fixed(usize),
    /// At least one (comb's variadic ops, `comb.concat`, `truth_table`).
    Variadic,
}

/// How the widths of operands and results relate (the op's type verifier).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Every operand and result has one type.
    Same,
    /// Operands of one type, result `i1`.
    Compare,
    /// Operand 0 is `i1`; operands 1, 2 and the result have one type.
    Select,
    /// One operand, a strictly wider result.
    Widen,
    /// One operand, a strictly narrower result.
    Narrow,
    /// One operand, a result of the same width (`bitcast`).
    SameWidth,
    /// No operand; the result has the type of the `value` attribute.
    Constant,
    /// Results `[T, i1]` from operands of type `T` (`addui_extended`).
    SumAndCarry,
    /// Results `[T, T]` from operands of type `T` (`mul*_extended`).
    TwoHalves,
    /// Result width is the sum of the operands' (`comb.concat`).
    Concat,
    /// Result no wider than the operand, by `lowBit` (`comb.extract`).
    Extract,
    /// Result width a multiple of the operand's (`comb.replicate`).
    Replicate,
    /// One operand of any width, result `i1` (`comb.parity`).
    ToI1,
    /// `i1` operands, `i1` result (`comb.truth_table`).
    AllI1,
}

/// The kind of value an attribute slot holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// An integer of the type of result 0 (`value` of a constant).
    IntOfResult,
    /// A predicate enum stored as i64, with this many cases.
    Predicate(u64),
    /// `#arith.overflow<...>` flags.
    Overflow,
    /// A unit attribute.
    Unit,
    /// An i32 (`comb.extract`'s `lowBit`).
    I32,
    /// An attribute the semantics reads only when constant (truth tables).
    Opaque,
}

#[derive(Clone, Copy, Debug)]
pub struct Sig {
    pub operands: Arity,
    pub results: usize,
    pub shape: Shape,
    pub attrs: &'static [(&'static str, AttrKind)],
}

const FLAGS: &[(&str, AttrKind)] = &[("overflowFlags", AttrKind::Overflow)];
const EXACT: &[(&str, AttrKind)] = &[("isExact", AttrKind::Unit)];
const NONE: &[(&str, AttrKind)] = &[];

const fn sig(operands: usize, results: usize, shape: Shape, attrs: &'static [(&'static str, AttrKind)]) -> Sig {
    Sig { operands: Arity::Fixed(operands), results, shape, attrs }
}

const fn variadic(shape: Shape) -> Sig {
    Sig { operands: Arity::Variadic, results: 1, shape, attrs: NONE }
}

/// The signature of `name`, or `None` for an op the PDL verifier does not
/// know.
pub fn signature(name: &str) -> Option<Sig> {
    use Shape::*;
    Some(match name {
        "arith.constant" => sig(0, 1, Constant, &[("value", AttrKind::IntOfResult)]),
        "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli" => sig(2, 1, Same, FLAGS),
        "arith.shrui" | "arith.shrsi" | "arith.divui" | "arith.divsi" => sig(2, 1, Same, EXACT),
        "arith.ceildivui" | "arith.ceildivsi" | "arith.floordivsi" | "arith.remui" | "arith.remsi" | "arith.andi"
        | "arith.ori" | "arith.xori" | "arith.maxsi" | "arith.maxui" | "arith.minsi" | "arith.minui" => {
            sig(2, 1, Same, NONE)
        }
        "arith.cmpi" => sig(2, 1, Compare, &[("predicate", AttrKind::Predicate(10))]),
        "arith.select" => sig(3, 1, Select, NONE),
        "arith.extsi" | "arith.extui" => sig(1, 1, Widen, NONE),
        "arith.trunci" => sig(1, 1, Narrow, FLAGS),
        "arith.bitcast" => sig(1, 1, SameWidth, NONE),
        "arith.addui_extended" => sig(2, 2, SumAndCarry, NONE),
        "arith.mulsi_extended" | "arith.mului_extended" => sig(2, 2, TwoHalves, NONE),
        "hw.constant" => sig(0, 1, Constant, &[("value", AttrKind::IntOfResult)]),
        "comb.add" | "comb.mul" | "comb.and" | "comb.or" | "comb.xor" => variadic(Same),
        "comb.sub" | "comb.divu" | "comb.divs" | "comb.modu" | "comb.mods" | "comb.shl" | "comb.shru" | "comb.shrs" => {
            sig(2, 1, Same, NONE)
        }
        "comb.icmp" => sig(2, 1, Compare, &[("predicate", AttrKind::Predicate(14))]),
        "comb.mux" => sig(3, 1, Select, NONE),
        "comb.concat" => variadic(Concat),
        "comb.extract" => sig(1, 1, Extract, &[("lowBit", AttrKind::I32)]),
        "comb.replicate" => sig(1, 1, Replicate, NONE),
        "comb.parity" => sig(1, 1, ToI1, NONE),
        "comb.reverse" => sig(1, 1, Same, NONE),
        "comb.truth_table" => {
            Sig { operands: Arity::Variadic, results: 1, shape: AllI1, attrs: &[("lookupTable", AttrKind::Opaque)] }
        }
        _ => return None,
    })
}

/// Whether the op belongs to the two-state world (no poison).
pub fn two_state(name: &str) -> bool {
    name.starts_with("comb.") || name.starts_with("hw.")
}
