//! The abstract floating-point encoding (after mlir-tv, CAV 2022, §4).
//!
//! A value is `sign ++ magnitude`, the magnitude an `m`-bit code:
//!
//! ```text
//! 0              zero
//! 1 ..= 2^m - 3  finite nonzero magnitudes, in increasing order
//! 2^m - 2        infinity
//! 2^m - 1        NaN (its sign bit means nothing)
//! ```
//!
//! The largest finite value of a format, when it occurs as a constant, has
//! the code `2^m - 3`; other constants get codes that are variables,
//! ordered as their values are. Arithmetic is uninterpreted functions of
//! the codes, wrapped in the special cases of IEEE-754 (NaN in, NaN out;
//! `x + (-0) = x`; `x * 1 = x`; the sign of a product is the exclusive or
//! of the signs; ...). Commutative ops apply their function both ways and
//! take the bitwise and (`f(x, y) & f(y, x)`), which is commutative and
//! can still be any commutative function.
//!
//! Why a proof in this encoding holds for IEEE-754. Take any IEEE-754
//! run of the pair on some input. It observes finitely many values, at most
//! one per abstract value the encoding made (`Dom::made` counts them: each
//! argument, constant and function application; a source with choices is
//! one run per choice, and `refine` multiplies its count accordingly); `m`
//! is chosen so that the finite codes outnumber them. Give the observed magnitudes codes in
//! increasing order (the largest finite value the top code) and interpret
//! each function by what the run computed. Every special case and every
//! axiom below is a fact of IEEE-754, so this is a model of the abstract
//! formula in which the two functions behave as in the run. A refinement
//! proved for every model therefore holds for every IEEE-754 run. A
//! counterexample, on the other hand, may use a function no IEEE-754 op
//! computes: it is confirmed with the IEEE-754 encoding before it is
//! reported (see `refine`).
//!
//! Casts relate two formats through functions whose instances are related
//! by axioms once the query is complete (`Dom::axioms`): a widening is
//! strictly increasing, a narrowing is increasing and undoes the widening
//! (`truncf(extf(x)) = x`), integer conversions are monotone, and each
//! agrees with the constants of the query. mlir-tv splits a wide format's
//! bits into limit, truncated and precision parts so that the narrow
//! values sit inside the wide ones; the axioms say the same thing about
//! the values that occur, for any pair of formats (f16 and bf16 nest in
//! neither order).

mod arith;
mod casts;

use super::{State, format_name, max_finite, round_to};
use crate::smt::{BV, Bool, Context, Format, Func, Rounding, Sort};

/// An abstract float: `sign ++ magnitude`; `known` when the value is a
/// constant (ops on constants fold).
#[derive(Clone, Debug)]
pub struct AbsF<'c> {
    pub bits: BV<'c>,
    pub format: Format,
    pub known: Option<f64>,
}

/// A constant's magnitude code (`value` is the magnitude, positive).
pub struct Const<'c> {
    pub format: Format,
    pub value: f64,
    pub mag: BV<'c>,
}

/// A cast application, for the axioms that relate casts.
pub struct Cast<'c> {
    pub kind: CastKind,
    /// The argument: a magnitude (float to float), an integer (integer to
    /// float) or a whole abstract value (float to integer).
    pub arg: BV<'c>,
    /// The cast's value on finite nonzero arguments (a magnitude), or the
    /// integer of a float-to-integer cast. Axioms speak only of arguments
    /// where this is the real cast's value (IEEE-754 runs observe no
    /// other), so that they hold of every such run.
    pub raw: BV<'c>,
    /// Float to integer: out of range.
    pub oor: Option<Bool<'c>>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum CastKind {
    Ext { from: Format, to: Format },
    Trunc { from: Format, to: Format, rm: Rounding },
    FromInt { signed: bool, width: u32, to: Format },
    ToInt { signed: bool, width: u32, from: Format },
}

/// The abstract domain of one query: `m` magnitude bits.
pub struct Dom<'c, 'g> {
    pub smt: &'c Context,
    pub m: u32,
    pub st: &'g State<'c>,
}

impl<'c> Dom<'c, '_> {
    fn num(&self, v: u64) -> BV<'c> {
        BV::from_u64(self.smt, v, self.m)
    }
    fn nan_code(&self) -> BV<'c> {
        self.num((1u64 << self.m) - 1)
    }
    fn inf_code(&self) -> BV<'c> {
        self.num((1u64 << self.m) - 2)
    }
    fn top_code(&self) -> BV<'c> {
        self.num((1u64 << self.m) - 3)
    }
    fn ff(&self) -> Bool<'c> {
        Bool::from_bool(self.smt, false)
    }
    fn tt(&self) -> Bool<'c> {
        Bool::from_bool(self.smt, true)
    }

    /// Counts a new abstract value.
    fn count(&self) {
        self.st.made.set(self.st.made.get() + 1);
    }

    pub fn sign(&self, a: &AbsF<'c>) -> Bool<'c> {
        a.bits.sign_bit()
    }

    pub fn mag(&self, a: &AbsF<'c>) -> BV<'c> {
        a.bits.extract(self.m - 1, 0)
    }

    fn make(&self, f: Format, sign: &Bool<'c>, mag: &BV<'c>) -> AbsF<'c> {
        let s = BV::ite(sign, &BV::from_u64(self.smt, 1, 1), &BV::from_u64(self.smt, 0, 1));
        AbsF { bits: s.concat(mag), format: f, known: None }
    }

    fn nan(&self, f: Format) -> AbsF<'c> {
        AbsF { known: Some(f64::NAN), ..self.make(f, &self.ff(), &self.nan_code()) }
    }

    fn inf(&self, f: Format, sign: &Bool<'c>) -> AbsF<'c> {
        self.make(f, sign, &self.inf_code())
    }

    fn zero(&self, f: Format, sign: &Bool<'c>) -> AbsF<'c> {
        self.make(f, sign, &self.num(0))
    }

    pub fn ite(c: &Bool<'c>, t: &AbsF<'c>, e: &AbsF<'c>) -> AbsF<'c> {
        let known = match (c.as_const(), t.known, e.known) {
            (Some(true), k, _) | (Some(false), _, k) => k,
            _ => None,
        };
        AbsF { bits: BV::ite(c, &t.bits, &e.bits), format: t.format, known }
    }

    /// The first case whose condition holds, else `default`.
    fn cases(&self, cases: Vec<(Bool<'c>, AbsF<'c>)>, default: AbsF<'c>) -> AbsF<'c> {
        cases.into_iter().rev().fold(default, |acc, (c, v)| Dom::ite(&c, &v, &acc))
    }

    pub fn with_sign(&self, a: &AbsF<'c>, sign: &Bool<'c>) -> AbsF<'c> {
        let known = match (a.known, sign.as_const()) {
            (Some(v), _) if v.is_nan() => Some(v),
            (Some(v), Some(neg)) => Some(if neg { -v.abs() } else { v.abs() }),
            _ => None,
        };
        AbsF { known, ..self.make(a.format, sign, &self.mag(a)) }
    }

    pub fn is_nan(&self, a: &AbsF<'c>) -> Bool<'c> {
        self.mag(a).eq(&self.nan_code())
    }
    pub fn is_inf(&self, a: &AbsF<'c>) -> Bool<'c> {
        self.mag(a).eq(&self.inf_code())
    }
    pub fn is_zero(&self, a: &AbsF<'c>) -> Bool<'c> {
        self.mag(a).is_zero()
    }
    fn finite_nonzero(&self, mag: &BV<'c>) -> Bool<'c> {
        !mag.is_zero() & mag.ult(&self.inf_code())
    }

    /// The order key: `-mag` for negative values, `mag` otherwise (both
    /// zeros are 0), as an `m + 1`-bit signed number.
    fn key(&self, a: &AbsF<'c>) -> BV<'c> {
        let m = self.mag(a).zext(1);
        BV::ite(&self.sign(a), &-&m, &m)
    }

    pub fn eq(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> Bool<'c> {
        !self.is_nan(a) & !self.is_nan(b) & self.key(a).eq(&self.key(b))
    }

    pub fn lt(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> Bool<'c> {
        !self.is_nan(a) & !self.is_nan(b) & self.key(a).slt(&self.key(b))
    }

    // --- values --------------------------------------------------------

    pub fn input(&self, f: Format, name: &str) -> AbsF<'c> {
        self.count();
        AbsF { bits: BV::new_const(self.smt, name, self.m + 1), format: f, known: None }
    }

    /// An abstract value chosen freely (see `Floats::choice`).
    pub fn chosen(&self, f: Format, bits: BV<'c>) -> AbsF<'c> {
        self.made(f, bits)
    }

    /// A new abstract value from a term (a function application).
    pub fn made(&self, f: Format, bits: BV<'c>) -> AbsF<'c> {
        self.count();
        AbsF { bits, format: f, known: None }
    }

    /// The magnitude code of the positive value `v` of format `f`.
    fn const_mag(&self, f: Format, v: f64) -> BV<'c> {
        debug_assert!(v > 0.0 && v.is_finite());
        if v == max_finite(f) {
            return self.top_code();
        }
        let mut consts = self.st.consts.borrow_mut();
        if let Some(c) = consts.iter().find(|c| c.format == f && c.value == v) {
            return c.mag.clone();
        }
        self.count();
        let mag = BV::new_const(self.smt, &format!("fpconst.{}.{:e}.m{}", format_name(f), v, self.m), self.m);
        consts.push(Const { format: f, value: v, mag: mag.clone() });
        mag
    }

    fn one(&self, f: Format) -> BV<'c> {
        self.const_mag(f, 1.0)
    }

    pub fn constant(&self, f: Format, v: f64) -> AbsF<'c> {
        let neg = Bool::from_bool(self.smt, v.is_sign_negative() && !v.is_nan());
        let a = if v.is_nan() {
            return self.nan(f);
        } else if v.is_infinite() {
            self.inf(f, &neg)
        } else if v == 0.0 {
            self.zero(f, &neg)
        } else {
            self.make(f, &neg, &self.const_mag(f, v.abs()))
        };
        AbsF { known: Some(v), ..a }
    }

    /// A binary function of the query, named by op, format and width.
    fn func(&self, name: &str, f: Format, domain: &[u32], range: u32) -> Func<'c> {
        let dom: Vec<Sort> = domain.iter().map(|w| Sort::BV(*w)).collect();
        Func::new(self.smt, &format!("abs.{name}.{}.m{}", format_name(f), self.m), &dom, Sort::BV(range))
    }

    fn apply(&self, f: &Func<'c>, args: &[&BV<'c>]) -> BV<'c> {
        let terms: Vec<_> = args.iter().map(|a| a.term()).collect();
        BV::from_term(f.apply(&terms))
    }

    /// `f(x, y) & f(y, x)`: commutative, and any commutative function.
    fn commutative(&self, f: &Func<'c>, x: &BV<'c>, y: &BV<'c>) -> BV<'c> {
        &self.apply(f, &[x, y]) & &self.apply(f, &[y, x])
    }

    /// `mag` unless it is NaN's code, else infinity's: finite operands of
    /// these ops never give NaN.
    fn not_nan(&self, mag: &BV<'c>) -> BV<'c> {
        BV::ite(&mag.eq(&self.nan_code()), &self.inf_code(), mag)
    }

    fn fold2(&self, a: &AbsF<'c>, b: &AbsF<'c>, op: impl Fn(f64, f64) -> f64) -> Option<AbsF<'c>> {
        let (Some(x), Some(y)) = (a.known, b.known) else { return None };
        Some(self.constant(a.format, round_to(a.format, op(x, y))))
    }
}

/// The same value (see `float::same`), without the query's domain.
pub fn same<'c>(a: &AbsF<'c>, b: &AbsF<'c>) -> Bool<'c> {
    let m = a.bits.width() - 1;
    let nan = BV::all_ones(a.bits.ctx(), m);
    let is_nan = |x: &AbsF<'c>| x.bits.extract(m - 1, 0).eq(&nan);
    (is_nan(a) & is_nan(b)) | a.bits.eq(&b.bits)
}
