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

    // --- arithmetic ----------------------------------------------------

    pub fn add(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x + y) {
            return k;
        }
        let f = a.format;
        let (sa, sb) = (self.sign(a), self.sign(b));
        let (ma, mb) = (self.mag(a), self.mag(b));
        let uf = self.func("add", f, &[self.m + 1, self.m + 1], self.m + 1);
        self.count();
        let raw = self.commutative(&uf, &a.bits, &b.bits);
        let r = AbsF { bits: raw, format: f, known: None };
        // The exact sum of finite values is zero only for x + (-x), and
        // never NaN; operands of one sign give that sign.
        let rm = self.mag(&r);
        let rm = BV::ite(&(rm.is_zero() | rm.eq(&self.nan_code())), &self.num(1), &rm);
        let rs = sa.iff(&sb).ite(&sa, &self.sign(&r));
        let general = self.make(f, &rs, &rm);
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (self.is_inf(a) & self.is_inf(b) & !sa.iff(&sb)), self.nan(f)),
                (self.is_inf(a), a.clone()),
                (self.is_inf(b), b.clone()),
                // -0 + -0 = -0; any other sum of zeros is +0.
                (self.is_zero(a) & self.is_zero(b), self.zero(f, &(&sa & &sb))),
                (self.is_zero(b), a.clone()),
                (self.is_zero(a), b.clone()),
                // x + (-x) = +0 when rounding to nearest.
                (ma.eq(&mb) & !sa.iff(&sb), self.zero(f, &self.ff())),
            ],
            general,
        )
    }

    pub fn mul(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x * y) {
            return k;
        }
        let f = a.format;
        let s = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let uf = self.func("mul", f, &[self.m, self.m], self.m);
        self.count();
        let general = self.make(f, &s, &self.not_nan(&self.commutative(&uf, &ma, &mb)));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (&ia & &zb) | (&za & &ib), self.nan(f)),
                (&ia | &ib, self.inf(f, &s)),
                (&za | &zb, self.zero(f, &s)),
                (ma.eq(&one), self.make(f, &s, &mb)),
                (mb.eq(&one), self.make(f, &s, &ma)),
            ],
            general,
        )
    }

    pub fn div(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x / y) {
            return k;
        }
        let f = a.format;
        let s = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let uf = self.func("div", f, &[self.m, self.m], self.m);
        self.count();
        let general = self.make(f, &s, &self.not_nan(&self.apply(&uf, &[&ma, &mb])));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | (&za & &zb) | (&ia & &ib), self.nan(f)),
                (ia | zb, self.inf(f, &s)),
                (za | ib, self.zero(f, &s)),
                (mb.eq(&one), self.make(f, &s, &ma)),
                (ma.eq(&mb), self.make(f, &s, &one)),
            ],
            general,
        )
    }

    pub fn fmod(&self, a: &AbsF<'c>, b: &AbsF<'c>) -> AbsF<'c> {
        if let Some(k) = self.fold2(a, b, |x, y| x % y) {
            return k;
        }
        let f = a.format;
        let sa = self.sign(a);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let uf = self.func("fmod", f, &[self.m, self.m], self.m);
        self.count();
        // |fmod(x, y)| < |y|.
        let r = self.apply(&uf, &[&ma, &mb]);
        let r = BV::ite(&r.ult(&mb), &r, &self.num(0));
        self.cases(
            vec![
                (self.is_nan(a) | self.is_nan(b) | self.is_inf(a) | self.is_zero(b), self.nan(f)),
                (self.is_inf(b) | self.is_zero(a) | ma.ult(&mb), a.clone()),
                (ma.eq(&mb), self.zero(f, &sa)),
            ],
            self.make(f, &sa, &r),
        )
    }

    pub fn fma(&self, a: &AbsF<'c>, b: &AbsF<'c>, c: &AbsF<'c>) -> AbsF<'c> {
        if let (Some(x), Some(y), Some(z), Format::F64) = (a.known, b.known, c.known, a.format) {
            return self.constant(a.format, x.mul_add(y, z));
        }
        let f = a.format;
        let sp = self.sign(a) ^ self.sign(b);
        let (ma, mb) = (self.mag(a), self.mag(b));
        let one = self.one(f);
        let w = self.m + 1;
        let uf = self.func("fma", f, &[w, w, w], w);
        self.count();
        let raw = &self.apply(&uf, &[&a.bits, &b.bits, &c.bits]) & &self.apply(&uf, &[&b.bits, &a.bits, &c.bits]);
        let raw = AbsF { bits: raw, format: f, known: None };
        let general = self.make(f, &self.sign(&raw), &self.not_nan(&self.mag(&raw)));
        let (za, zb, ia, ib) = (self.is_zero(a), self.is_zero(b), self.is_inf(a), self.is_inf(b));
        let p_inf = &ia | &ib;
        // Exact products: 0 * y and (+-1) * y; the sum then rounds once.
        let exact = |m: &BV<'c>| self.add(&self.make(f, &sp, m), c);
        self.cases(
            vec![
                (
                    self.is_nan(a)
                        | self.is_nan(b)
                        | self.is_nan(c)
                        | (&ia & &zb)
                        | (&za & &ib)
                        | (&p_inf & self.is_inf(c) & !sp.iff(&self.sign(c))),
                    self.nan(f),
                ),
                (p_inf, self.inf(f, &sp)),
                (self.is_inf(c), c.clone()),
                (&za | &zb, exact(&self.num(0))),
                (ma.eq(&one), exact(&mb)),
                (mb.eq(&one), exact(&ma)),
            ],
            general,
        )
    }

    pub fn sqrt(&self, a: &AbsF<'c>) -> AbsF<'c> {
        if let Some(x) = a.known {
            return self.constant(a.format, round_to(a.format, x.sqrt()));
        }
        let f = a.format;
        let ma = self.mag(a);
        let uf = self.func("sqrt", f, &[self.m], self.m);
        self.count();
        let r = self.apply(&uf, &[&ma]);
        // The square root of a finite positive value is finite, positive.
        let r = BV::ite(&self.finite_nonzero(&r), &r, &self.num(1));
        self.cases(
            vec![
                (self.is_nan(a) | (self.sign(a) & !self.is_zero(a)), self.nan(f)),
                (self.is_zero(a) | self.is_inf(a) | ma.eq(&self.one(f)), a.clone()),
            ],
            self.make(f, &self.ff(), &r),
        )
    }

    /// Rounding to an integral value keeps the sign, zeros, infinities and
    /// NaN, and integral constants such as 1.
    pub fn round_integral(&self, a: &AbsF<'c>, name: &str, exact: impl Fn(f64) -> f64) -> AbsF<'c> {
        if let Some(x) = a.known {
            return self.constant(a.format, exact(x));
        }
        let f = a.format;
        let ma = self.mag(a);
        let uf = self.func(name, f, &[self.m], self.m);
        self.count();
        let r = self.apply(&uf, &[&ma]);
        let r = BV::ite(&r.ult(&self.inf_code()), &r, &self.num(0));
        self.cases(
            vec![(self.is_nan(a) | self.is_zero(a) | self.is_inf(a) | ma.eq(&self.one(f)), a.clone())],
            self.make(f, &self.sign(a), &r),
        )
    }

    // --- casts ---------------------------------------------------------

    fn record(&self, kind: CastKind, arg: BV<'c>, raw: BV<'c>, oor: Option<Bool<'c>>) {
        self.st.casts.borrow_mut().push(Cast { kind, arg, raw, oor });
    }

    pub fn convert(&self, a: &AbsF<'c>, to: Format, rm: Rounding) -> AbsF<'c> {
        let from = a.format;
        let widening = to.ebits >= from.ebits && to.sbits >= from.sbits;
        if let Some(x) = a.known {
            if widening || rm == Rounding::NearestEven {
                return self.constant(to, round_to(to, x));
            }
        }
        let ma = self.mag(a);
        let sa = self.sign(a);
        let (name, kind) =
            if widening { ("ext", CastKind::Ext { from, to }) } else { ("trunc", CastKind::Trunc { from, to, rm }) };
        let uf = Func::new(
            self.smt,
            &format!("abs.{name}.{:?}.{}.{}.m{}", rm, format_name(from), format_name(to), self.m),
            &[Sort::BV(self.m)],
            Sort::BV(self.m),
        );
        self.count();
        let raw = self.apply(&uf, &[&ma]);
        // Widening is exact: a finite nonzero value stays one. Narrowing
        // may overflow to infinity or underflow to zero, never to NaN.
        let r = if widening { BV::ite(&self.finite_nonzero(&raw), &raw, &self.num(1)) } else { self.not_nan(&raw) };
        self.record(kind, ma.clone(), r.clone(), None);
        self.cases(
            vec![
                (self.is_nan(a), self.nan(to)),
                (self.is_inf(a), self.inf(to, &sa)),
                (self.is_zero(a), self.zero(to, &sa)),
            ],
            self.make(to, &sa, &r),
        )
    }

    pub fn from_int(&self, v: &BV<'c>, signed: bool, to: Format) -> AbsF<'c> {
        let w = v.width();
        if let Some(bits) = v.as_const() {
            let x = if signed { bits.to_i64().map(|i| i as f64) } else { bits.to_u64().map(|u| u as f64) };
            // Rust's integer-to-float casts round to nearest-even; through
            // f64 that is exact for integers of up to 53 bits.
            let direct = match (x, to) {
                (Some(_), Format::F64) => bits
                    .to_i64()
                    .filter(|_| signed)
                    .map(|i| i as f64)
                    .or_else(|| bits.to_u64().filter(|_| !signed).map(|u| u as f64)),
                (Some(_), Format::F32) => bits
                    .to_i64()
                    .filter(|_| signed)
                    .map(|i| i as f32 as f64)
                    .or_else(|| bits.to_u64().filter(|_| !signed).map(|u| u as f32 as f64)),
                (Some(x), _) if w <= 53 => Some(round_to(to, x)),
                _ => None,
            };
            if let Some(d) = direct {
                return self.constant(to, d);
            }
        }
        let uf = Func::new(
            self.smt,
            &format!("abs.{}itofp.i{w}.{}.m{}", if signed { "s" } else { "u" }, format_name(to), self.m),
            &[Sort::BV(w)],
            Sort::BV(self.m),
        );
        self.count();
        let raw = self.apply(&uf, &[v]);
        let neg = if signed { v.sign_bit() } else { self.ff() };
        // Overflow to infinity is possible only when the integers reach
        // beyond the format's largest finite value.
        let reach = if signed { (w as f64 - 1.0).exp2() } else { (w as f64).exp2() };
        let ok =
            if reach > max_finite(to) { !raw.is_zero() & !raw.eq(&self.nan_code()) } else { self.finite_nonzero(&raw) };
        let r = BV::ite(&ok, &raw, &self.num(1));
        self.record(CastKind::FromInt { signed, width: w, to }, v.clone(), r.clone(), None);
        self.cases(vec![(v.is_zero(), self.zero(to, &self.ff()))], self.make(to, &neg, &r))
    }

    /// Rounds toward zero to a `width`-bit integer; also says whether the
    /// value is out of range.
    pub fn to_int(&self, a: &AbsF<'c>, signed: bool, width: u32) -> (BV<'c>, Bool<'c>) {
        let f = a.format;
        if let Some(x) = a.known {
            let t = x.trunc();
            let (lo, hi) = if signed {
                (-(width as f64 - 1.0).exp2(), (width as f64 - 1.0).exp2())
            } else {
                (0.0, (width as f64).exp2())
            };
            if x.is_nan() || !(t >= lo && t < hi) {
                return (BV::zero(self.smt, width), self.tt());
            }
            if let Some(b) = int_bits(t, width) {
                return (BV::from_bits(self.smt, &b), self.ff());
            }
        }
        let tag = format!("{}.i{width}.{}.m{}", if signed { "fptosi" } else { "fptoui" }, format_name(f), self.m);
        let val = Func::new(self.smt, &format!("abs.{tag}"), &[Sort::BV(self.m + 1)], Sort::BV(width));
        let out = Func::new(self.smt, &format!("abs.{tag}.oor"), &[Sort::BV(self.m + 1)], Sort::Bool);
        let raw = self.apply(&val, &[&a.bits]);
        let oor_raw = Bool::from_term(out.apply(&[a.bits.term()]));
        let zero = BV::zero(self.smt, width);
        let sa = self.sign(a);
        // Toward zero keeps the sign; an unsigned result of a negative
        // value can only be 0 (for values above -1).
        let r = if signed {
            let wrong = sa.ite(&raw.sgt(&zero), &raw.slt(&zero));
            BV::ite(&wrong, &zero, &raw)
        } else {
            BV::ite(&sa, &zero, &raw)
        };
        let special = self.is_nan(a) | self.is_inf(a);
        let r = BV::ite(&self.is_zero(a), &zero, &r);
        let oor = &special | (!self.is_zero(a) & oor_raw);
        self.record(CastKind::ToInt { signed, width, from: f }, a.bits.clone(), r.clone(), Some(oor.clone()));
        (r, oor)
    }

    /// A function modelled only by its name and arguments.
    pub fn opaque(&self, name: &str, args: &[&AbsF<'c>], result: Format) -> AbsF<'c> {
        let w = self.m + 1;
        let dom: Vec<u32> = args.iter().map(|_| w).collect();
        let uf = self.func(name, result, &dom, w);
        let bits: Vec<&BV<'c>> = args.iter().map(|a| &a.bits).collect();
        let raw = self.apply(&uf, &bits);
        self.made(result, raw)
    }

    // --- axioms ----------------------------------------------------------

    /// Facts about the constants and casts of the query.
    pub fn axioms(&self) -> Vec<Bool<'c>> {
        let mut out = Vec::new();
        let consts = self.st.consts.borrow();
        // Constants: finite, nonzero, below the largest finite value's
        // code, and ordered as their values.
        let mut formats: Vec<Format> = Vec::new();
        for c in consts.iter() {
            if !formats.contains(&c.format) {
                formats.push(c.format);
            }
        }
        for f in formats {
            let mut cs: Vec<&Const<'c>> = consts.iter().filter(|c| c.format == f).collect();
            cs.sort_by(|a, b| a.value.total_cmp(&b.value));
            for c in &cs {
                out.push(!c.mag.is_zero() & c.mag.ult(&self.top_code()));
            }
            for pair in cs.windows(2) {
                out.push(pair[0].mag.ult(&pair[1].mag));
            }
        }
        let casts = self.st.casts.borrow();
        for (i, a) in casts.iter().enumerate() {
            for b in &casts[i..] {
                if a.kind != b.kind {
                    continue;
                }
                let finite = || self.finite_nonzero(&a.arg) & self.finite_nonzero(&b.arg);
                match a.kind {
                    // Widening is strictly increasing (an ordered embedding).
                    CastKind::Ext { .. } => {
                        out.push((finite() & a.arg.ult(&b.arg)).implies(&a.raw.ult(&b.raw)));
                        out.push((finite() & b.arg.ult(&a.arg)).implies(&b.raw.ult(&a.raw)));
                    }
                    // Rounding is increasing.
                    CastKind::Trunc { .. } => {
                        out.push((finite() & a.arg.ule(&b.arg)).implies(&a.raw.ule(&b.raw)));
                        out.push((finite() & b.arg.ule(&a.arg)).implies(&b.raw.ule(&a.raw)));
                    }
                    CastKind::FromInt { signed, .. } => {
                        // Magnitudes grow with |x| among nonzero values of
                        // one sign.
                        let nonzero = !a.arg.is_zero() & !b.arg.is_zero();
                        let (pa, pb) =
                            if signed { (!a.arg.sign_bit(), !b.arg.sign_bit()) } else { (self.tt(), self.tt()) };
                        let both_pos = &pa & &pb & &nonzero;
                        let both_neg = !&pa & !&pb & &nonzero;
                        out.push((&both_pos & a.arg.ule(&b.arg)).implies(&a.raw.ule(&b.raw)));
                        out.push((&both_pos & b.arg.ule(&a.arg)).implies(&b.raw.ule(&a.raw)));
                        out.push((&both_neg & a.arg.sle(&b.arg)).implies(&b.raw.ule(&a.raw)));
                        out.push((&both_neg & b.arg.sle(&a.arg)).implies(&a.raw.ule(&b.raw)));
                    }
                    CastKind::ToInt { signed, from, .. } => {
                        let fa = AbsF { bits: a.arg.clone(), format: from, known: None };
                        let fb = AbsF { bits: b.arg.clone(), format: from, known: None };
                        let fine = |x: &AbsF<'c>, oor: &Option<Bool<'c>>| {
                            !self.is_nan(x) & !self.is_inf(x) & !oor.clone().unwrap_or_else(|| self.ff())
                        };
                        let both = fine(&fa, &a.oor) & fine(&fb, &b.oor);
                        let le = |x: &BV<'c>, y: &BV<'c>| if signed { x.sle(y) } else { x.ule(y) };
                        out.push((&both & self.key(&fa).sle(&self.key(&fb))).implies(&le(&a.raw, &b.raw)));
                        out.push((&both & self.key(&fb).sle(&self.key(&fa))).implies(&le(&b.raw, &a.raw)));
                    }
                }
            }
        }
        // Narrowing undoes widening: truncf(extf(x)) = x.
        for e in casts.iter() {
            let CastKind::Ext { from, to } = e.kind else { continue };
            for t in casts.iter() {
                if let CastKind::Trunc { from: tf, to: tt, .. } = t.kind {
                    if tf == to && tt == from {
                        out.push((self.finite_nonzero(&e.arg) & t.arg.eq(&e.raw)).implies(&t.raw.eq(&e.arg)));
                    }
                }
            }
        }
        // Casts agree with the constants they meet.
        for c in casts.iter() {
            match c.kind {
                CastKind::Ext { from, to } | CastKind::Trunc { from, to, rm: Rounding::NearestEven } => {
                    for k in consts.iter().filter(|k| k.format == from) {
                        let r = round_to(to, k.value);
                        if let Some(d) = consts.iter().find(|d| d.format == to && d.value == r) {
                            out.push(c.arg.eq(&k.mag).implies(&c.raw.eq(&d.mag)));
                        }
                    }
                }
                CastKind::FromInt { signed, width, to } => {
                    for d in consts.iter().filter(|d| d.format == to && d.value.fract() == 0.0) {
                        for neg in [false, true] {
                            if neg && !signed {
                                continue;
                            }
                            let v = if neg { -d.value } else { d.value };
                            // An integer whose conversion is exactly d.
                            if let Some(b) = int_bits(v, width) {
                                if round_to(to, v) == v && (signed || v >= 0.0) && fits(v, signed, width) {
                                    out.push(c.arg.eq(&BV::from_bits(self.smt, &b)).implies(&c.raw.eq(&d.mag)));
                                }
                            }
                        }
                    }
                }
                CastKind::ToInt { signed, width, from } => {
                    for k in consts.iter().filter(|k| k.format == from) {
                        for neg in [false, true] {
                            let v = if neg { -k.value } else { k.value };
                            let x = self.make(from, &Bool::from_bool(self.smt, neg), &k.mag);
                            let t = v.trunc();
                            let hit = c.arg.eq(&x.bits);
                            let oor = c.oor.clone().unwrap_or_else(|| self.ff());
                            match int_bits(t, width).filter(|_| fits(t, signed, width)) {
                                Some(b) => out.push(hit.implies(&(c.raw.eq(&BV::from_bits(self.smt, &b)) & !oor))),
                                None => out.push(hit.implies(&oor)),
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }
}

/// The same value (see `float::same`), without the query's domain.
pub fn same<'c>(a: &AbsF<'c>, b: &AbsF<'c>) -> Bool<'c> {
    let m = a.bits.width() - 1;
    let nan = BV::all_ones(a.bits.ctx(), m);
    let is_nan = |x: &AbsF<'c>| x.bits.extract(m - 1, 0).eq(&nan);
    (is_nan(a) & is_nan(b)) | a.bits.eq(&b.bits)
}

/// Whether the integral value `v` is in the range of a `width`-bit integer.
fn fits(v: f64, signed: bool, width: u32) -> bool {
    let (lo, hi) =
        if signed { (-(width as f64 - 1.0).exp2(), (width as f64 - 1.0).exp2()) } else { (0.0, (width as f64).exp2()) };
    v >= lo && v < hi
}

/// The two's complement bits of the integral value `v` in `width` bits,
/// when it fits an i64 (`-0` is 0). Callers check the range (`fits`).
fn int_bits(v: f64, width: u32) -> Option<crate::smt::Bits> {
    if v.fract() != 0.0 || v.abs() >= 9.2e18 {
        return None;
    }
    Some(crate::smt::Bits::from_i64(width, v as i64))
}
