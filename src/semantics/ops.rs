//! The op tables: what is known about an op besides the body of its rule.
//!
//! Each dialect file defines `OPS`, one [`OpSpec`] per op, beside the
//! rules: the op's full name, its meaning (the function named after the op,
//! or [`Meaning::Encoder`] for the ops the encoder handles itself), its
//! traits, the attributes its meaning reads with their kinds, and, for the
//! ops the PDL verifier knows, its signature (the op's verifier: arity and
//! type rule). Every consumer reads these tables through [`spec`]:
//! `semantics::eval` (the rule, and whether it applies element by element),
//! `semantics::models`, the encoder (who handles an op, how to read its
//! attributes), `scf.reduce`'s check of a combiner (associative and
//! commutative), and the PDL verifier (signatures, attribute kinds,
//! two-state ops).

use super::float::FastMath;
use super::int::{self, Flags};
use super::{AttrVal, Cx, OpInst, Res};
use crate::smt::{BV, Bool, Context};
use std::sync::LazyLock;

/// The rule of an op: its meaning on an [`OpInst`].
pub type Rule = for<'c, 'g> fn(&Cx<'c, 'g>, &OpInst<'c>) -> Res<'c>;

/// Who gives an op its meaning.
#[derive(Clone, Copy, Debug)]
pub enum Meaning {
    /// A rule of the shared core, run by `semantics::eval` (for the IR
    /// encoder and the PDL verifier alike).
    Rule(Rule),
    /// The encoder itself, in the dialect's file: ops with regions,
    /// successors or terminators (`scf.rs`, `cf.rs`, `func.rs`,
    /// `tensor/region.rs`, `ub.unreachable`). `semantics::eval` does not
    /// model them.
    Encoder,
}

/// Facts about an op's meaning that consumers other than its rule use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Traits {
    /// On vectors, the op is its scalar meaning applied to each element:
    /// `semantics::eval` splits vector operands and dense attributes into
    /// lanes (scalar operands are broadcast; a lane's UB is the op's).
    pub elementwise: bool,
    /// `op(a, b) = op(b, a)` (ODS's `Commutative`).
    pub commutative: bool,
    /// `op(op(a, b), c) = op(a, op(b, c))`, value and poison, for the op
    /// without attributes. Marked on integer ops only: float ops round
    /// (`addf`, `mulf`) or choose freely (`maxnumf`'s signed zeros).
    pub associative: bool,
    /// CIRCT's two-state world (comb, hw): no poison and no UB. The rules
    /// assume inputs that are never poison, which only the PDL verifier
    /// guarantees (a comb pattern's inputs are poison-free).
    pub two_state: bool,
    /// Encoding the op may unroll a loop or inline a call (which may
    /// recurse): a check of a function with it may be bounded. Marked on
    /// ops the encoder handles.
    pub unrolls: bool,
    /// The rule handles integers with a sign (`uiN`, `siN`): it reads the
    /// sign where it matters, or moves bits without looking at them. Any
    /// other op on such a type is `unsupported` (`semantics::eval`).
    pub any_sign: bool,
}

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

/// An op's signature as its verifier states it: how many operands and
/// results, and how their types relate. Given for the ops the PDL verifier
/// knows (integer ops); an op without one is `unsupported` in a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sig {
    pub operands: Arity,
    pub results: usize,
    pub shape: Shape,
}

/// The kind of value an attribute slot holds. The PDL verifier makes free
/// attributes of a kind and checks constants against it; the IR encoder
/// reads an attribute by its kind ([`AttrKind::from_text`] for the kinds
/// known only by their printed form).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrKind {
    /// An integer of the type of result 0 (`value` of a constant; from IR,
    /// a constant of any modelled type: integer, float, dense elements).
    IntOfResult,
    /// An enum stored as an integer (a predicate, a rounding mode), with
    /// this many cases.
    Predicate(u64),
    /// `#arith.overflow<...>` flags.
    Overflow,
    /// A unit attribute.
    Unit,
    /// An i32 (`comb.extract`'s `lowBit`).
    I32,
    /// An i64 (`tensor.concat`'s `dim`).
    I64,
    /// An attribute the semantics reads only when constant, by its printed
    /// form (truth tables, `#vector.kind<...>`, `#ub.poison`).
    Opaque,
    /// `#arith.fastmath<...>` flags.
    FastMath,
    /// `#index<cmp_predicate ...>`, read as the number of the predicate in
    /// `int::PREDICATES`.
    IndexPredicate,
    /// A dense array of i64 (`array<i64: ...>`: static positions, a
    /// permutation).
    I64s,
    /// An affine map.
    Map,
    /// An array of affine maps (`vector.contract`'s `indexing_maps`).
    Maps,
}

/// An attribute the meaning reads, by name, with its kind.
pub type AttrSlot = (&'static str, AttrKind);

/// Everything the tables say about one op.
#[derive(Clone, Copy, Debug)]
pub struct OpSpec {
    /// The full name, `dialect.op`.
    pub name: &'static str,
    pub meaning: Meaning,
    pub traits: Traits,
    /// The attributes the meaning reads (others cannot change it).
    pub attrs: &'static [AttrSlot],
    /// The signature, for the ops the PDL verifier knows.
    pub sig: Option<Sig>,
}

/// A table row: `op("arith.addi", addi).elementwise().attrs(FLAGS).sig(2, 1, Same)`.
pub const fn op(name: &'static str, rule: Rule) -> OpSpec {
    OpSpec { name, meaning: Meaning::Rule(rule), traits: NO_TRAITS, attrs: &[], sig: None }
}

/// A table row for an op the encoder handles itself.
pub const fn structured(name: &'static str) -> OpSpec {
    OpSpec { name, meaning: Meaning::Encoder, traits: NO_TRAITS, attrs: &[], sig: None }
}

const NO_TRAITS: Traits = Traits {
    elementwise: false,
    commutative: false,
    associative: false,
    two_state: false,
    unrolls: false,
    any_sign: false,
};

impl OpSpec {
    pub const fn elementwise(mut self) -> OpSpec {
        self.traits.elementwise = true;
        self
    }

    pub const fn commutative(mut self) -> OpSpec {
        self.traits.commutative = true;
        self
    }

    pub const fn associative(mut self) -> OpSpec {
        self.traits.associative = true;
        self
    }

    pub const fn two_state(mut self) -> OpSpec {
        self.traits.two_state = true;
        self
    }

    pub const fn unrolls(mut self) -> OpSpec {
        self.traits.unrolls = true;
        self
    }

    pub const fn any_sign(mut self) -> OpSpec {
        self.traits.any_sign = true;
        self
    }

    pub const fn attrs(mut self, attrs: &'static [AttrSlot]) -> OpSpec {
        self.attrs = attrs;
        self
    }

    /// A signature with a fixed number of operands.
    pub const fn sig(mut self, operands: usize, results: usize, shape: Shape) -> OpSpec {
        self.sig = Some(Sig { operands: Arity::Fixed(operands), results, shape });
        self
    }

    /// A signature with at least one operand and one result.
    pub const fn variadic(mut self, shape: Shape) -> OpSpec {
        self.sig = Some(Sig { operands: Arity::Variadic, results: 1, shape });
        self
    }

    /// The rule, for an op the shared core models.
    pub fn rule(&self) -> Option<Rule> {
        match self.meaning {
            Meaning::Rule(r) => Some(r),
            Meaning::Encoder => None,
        }
    }

    /// The kind of attribute `name`, if the meaning reads it.
    pub fn attr_kind(&self, name: &str) -> Option<AttrKind> {
        self.attrs.iter().find(|(n, _)| *n == name).map(|(_, k)| *k)
    }
}

/// `overflowFlags` (`#arith.overflow<...>`).
pub const FLAGS: &[AttrSlot] = &[("overflowFlags", AttrKind::Overflow)];
/// `isExact` (a unit attribute).
pub const EXACT: &[AttrSlot] = &[("isExact", AttrKind::Unit)];
/// `fastmath` (`#arith.fastmath<...>`).
pub const FASTMATH: &[AttrSlot] = &[("fastmath", AttrKind::FastMath)];
/// `value`, the constant of a constant op.
pub const VALUE: &[AttrSlot] = &[("value", AttrKind::IntOfResult)];

/// Every dialect's table, with the file it is in (under `src/semantics/`;
/// `docs/ops.md` links each op to it, and a test checks the file defines it).
pub const TABLES: &[(&str, &[OpSpec])] = &[
    ("arith.rs", super::arith::OPS),
    ("arithf.rs", super::arithf::OPS),
    ("math.rs", super::math::OPS),
    ("index.rs", super::index::OPS),
    ("ub.rs", super::ub::OPS),
    ("builtin.rs", super::builtin::OPS),
    ("vector.rs", super::vector::OPS),
    ("vector_reduce.rs", super::vector_reduce::OPS),
    ("vector_shuffle.rs", super::vector_shuffle::OPS),
    ("vector_mask.rs", super::vector_mask::OPS),
    ("vector_memory.rs", super::vector_memory::OPS),
    ("vector_gather.rs", super::vector_gather::OPS),
    ("vector_transfer.rs", super::vector_transfer::OPS),
    ("memref_vector.rs", super::memref_vector::OPS),
    ("vector_scalable.rs", super::vector_scalable::OPS),
    ("tensor/mod.rs", super::tensor::OPS),
    ("linalg/mod.rs", super::linalg::OPS),
    ("tosa/mod.rs", super::tosa::OPS),
    ("affine.rs", super::affine::OPS),
    ("affine_index.rs", super::affine_index::OPS),
    ("memref.rs", super::memref::OPS),
    ("bufferization.rs", super::bufferization::OPS),
    ("comb.rs", super::comb::OPS),
    ("test.rs", super::test::OPS),
    ("scf.rs", super::scf::OPS),
    ("cf.rs", super::cf::OPS),
    ("func.rs", super::func::OPS),
    ("print.rs", super::print::OPS),
];

type Index = crate::det::Map<&'static str, &'static OpSpec>;

static INDEX: LazyLock<Index> = LazyLock::new(|| all().map(|s| (s.name, s)).collect());

/// What the tables say about `name` (a full name, `arith.addi`).
pub fn spec(name: &str) -> Option<&'static OpSpec> {
    INDEX.get(name).copied()
}

/// Every entry of every table.
pub fn all() -> impl Iterator<Item = &'static OpSpec> {
    TABLES.iter().flat_map(|(_, t)| t.iter())
}

impl AttrKind {
    /// The value of an attribute of this kind given by its printed form,
    /// for the kinds that have no structural reading (`#arith.overflow<nsw>`,
    /// `#arith.fastmath<fast>`, `#index<cmp_predicate slt>`).
    pub fn from_text<'c>(self, smt: &'c Context, text: &str) -> Option<AttrVal<'c>> {
        match self {
            AttrKind::Overflow => overflow_flags(text).map(|(nsw, nuw)| {
                AttrVal::Overflow(Flags { nsw: Bool::from_bool(smt, nsw), nuw: Bool::from_bool(smt, nuw) })
            }),
            AttrKind::FastMath => FastMath::parse(text).map(AttrVal::FastMath),
            AttrKind::IndexPredicate => index_predicate(text).map(|n| AttrVal::Int(BV::from_u64(smt, n, 64))),
            _ => None,
        }
    }
}

/// `#arith.overflow<nsw, nuw>`: whether `nsw` and `nuw` are set.
pub fn overflow_flags(text: &str) -> Option<(bool, bool)> {
    let inner = text.strip_prefix("#arith.overflow<")?.strip_suffix('>')?;
    let has = |f: &str| inner.split(',').any(|x| x.trim() == f);
    Some((has("nsw"), has("nuw")))
}

/// `#index<cmp_predicate slt>`: the predicate's number in `int::PREDICATES`.
pub fn index_predicate(text: &str) -> Option<u64> {
    let p = text.strip_prefix("#index<cmp_predicate ")?.strip_suffix('>')?;
    int::PREDICATES.iter().position(|q| *q == p.trim()).map(|n| n as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::det::Set;

    #[test]
    fn names_are_unique_and_qualified() {
        let mut seen = Set::default();
        for s in all() {
            assert!(seen.insert(s.name), "'{}' is listed twice", s.name);
            assert!(s.name.split_once('.').is_some_and(|(d, o)| !d.is_empty() && !o.is_empty()), "{}", s.name);
            assert_eq!(spec(s.name).map(|f| f.name), Some(s.name));
        }
    }

    #[test]
    fn every_table_is_in_the_file_it_names() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/semantics");
        let mut files = Set::default();
        for (file, _) in TABLES {
            assert!(files.insert(*file), "{file} is named twice in TABLES");
            let text = std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
            assert!(text.contains("const OPS: &[OpSpec]"), "{file} defines no OPS table");
        }
        for (file, table) in TABLES {
            let text = std::fs::read_to_string(dir.join(file)).unwrap();
            for s in table.iter() {
                assert!(text.contains(&format!("\"{}\"", s.name)), "'{}' is not in {file}", s.name);
            }
        }
    }

    #[test]
    fn every_op_with_a_signature_has_a_rule() {
        for s in all().filter(|s| s.sig.is_some()) {
            assert!(s.rule().is_some(), "'{}' has a PDL signature but no rule", s.name);
        }
    }

    #[test]
    fn traits_are_consistent() {
        for s in all() {
            let t = s.traits;
            if s.rule().is_none() {
                let t = Traits { unrolls: false, ..t };
                assert_eq!(t, Traits::default(), "'{}' has traits but no rule", s.name);
            } else {
                assert!(!t.unrolls, "'{}': only the encoder unrolls", s.name);
            }
            // Associativity is stated for binary ops that commute (the
            // reductions that read it need both).
            assert!(!t.associative || t.commutative, "'{}'", s.name);
            assert!(!(t.elementwise && t.two_state), "'{}': comb has no vectors", s.name);
            let mut names = Set::default();
            for (n, _) in s.attrs {
                assert!(names.insert(*n), "'{}' lists attribute '{n}' twice", s.name);
            }
        }
    }

    #[test]
    fn models_agrees_with_the_tables() {
        for s in all() {
            let expected = s.rule().is_some() && !s.traits.two_state;
            assert_eq!(super::super::models(s.name), expected, "'{}'", s.name);
        }
        // Unregistered ops keep their meaning only if the tables give one.
        assert!(super::super::models("test.with_bounds"));
        assert!(!super::super::models("test.other"));
        assert!(!super::super::models("comb.add"));
        assert!(!super::super::models("mydialect.op"));
    }

    #[test]
    fn attributes_by_their_printed_form() {
        assert_eq!(overflow_flags("#arith.overflow<nsw, nuw>"), Some((true, true)));
        assert_eq!(overflow_flags("#arith.overflow<nuw>"), Some((false, true)));
        assert_eq!(overflow_flags("#arith.overflow<none>"), Some((false, false)));
        assert_eq!(overflow_flags("#arith.fastmath<fast>"), None);
        assert_eq!(index_predicate("#index<cmp_predicate slt>"), Some(2));
        assert_eq!(index_predicate("#index<cmp_predicate xx>"), None);
        let smt = Context::new();
        assert!(
            matches!(AttrKind::FastMath.from_text(&smt, "#arith.fastmath<nnan>"), Some(AttrVal::FastMath(f)) if f.nnan)
        );
        assert!(AttrKind::Unit.from_text(&smt, "#arith.fastmath<nnan>").is_none());
    }
}
