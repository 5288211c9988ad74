//! Division, remainder and products over-approximated: each replaced by a
//! fresh value and facts that hold of it.
//!
//! A 64-bit divider or multiplier is the hardest circuit a bit-blasting
//! solver meets: proving `x % y < y` through it can take minutes, while
//! with `r` a fresh value and the fact `y != 0 -> r < y` it is immediate.
//! `Abstraction::of` finds, in some terms, every unsigned or signed
//! quotient, every remainder (`bvurem`, `bvsrem`, and `a - (a / b) * b`,
//! the form the semantics core writes them in) and every product of two
//! non-constant values, and gives each a fresh value of its sort. The
//! facts are theorems of the bit-vector operators (SMT-LIB's meaning,
//! division by zero included), some instantiated with the intervals of the
//! operands when the caller gives intervals of the free constants:
//!
//! - `q = a udiv b`: `b = 0 -> q = ~0`; `b != 0 -> q <= a`;
//!   `b != 0 -> lo(a) / hi(b) <= q <= hi(a) / max(lo(b), 1)`.
//! - `r = a urem b`: `r <= a`; `b != 0 -> r < b`; `r <= hi(a)`;
//!   `b != 0 -> r <= hi(b) - 1`; `hi(a) < lo(b) -> r = a`.
//! - `q = a sdiv b` (`b != 0`, not `MIN / -1`): `|q| <= |a|` (unsigned
//!   magnitudes); `q = 0` or its sign is the signs' exclusive or;
//!   `b = 1 -> q = a`; `b = -1 -> q = -a`; `|a| < |b| -> q = 0`.
//! - `r = a srem b`: `b = 0 -> r = a`; `b != 0 -> |r| < |b|`; `|r| <= |a|`;
//!   `r = 0` or its sign is `a`'s; `|a| < |b| -> r = a`.
//! - a quotient and a remainder of one division: `b != 0 and r = 0 ->
//!   ceil(lo(a) / hi(b)) <= q <= hi(a) / lo(b)`; `b != 0 and r != 0 ->
//!   q < ceil(hi(a) / lo(b))`.
//!   With signed intervals: `q` between the quotients at the corners
//!   (`b`'s interval split at 0); `r` of `a`'s sign with `|r| < max |b|`;
//!   for a quotient and remainder of one division, `r = 0 ->` `q` between
//!   the corners' ceilings and floors, `r != 0 ->` `q` strictly inside.
//! - `p = a * b`: `lo(a) lo(b) <= p <= hi(a) hi(b)` when that product
//!   does not wrap; the signed product of sign-extended operands between
//!   the products at the corners; and the low half of `zext(a) * zext(b)`
//!   or `sext(a) * sext(b)` is `a * b`.
//!
//! Every model of the original terms is a model of the abstraction (give
//! each fresh value its term's value): an abstracted query that is
//! unsatisfiable proves the original one unsatisfiable. A model of the
//! abstraction proves nothing; the caller asks the original query then.

use super::bounds::Bounds;
use super::{BV, Bool, Context, Term};
use z3_sys::DeclKind;

/// Terms with their divisions, remainders and products replaced.
pub struct Abstraction<'c> {
    /// Each abstracted term and its fresh value.
    pairs: Vec<(Term<'c>, Term<'c>)>,
    /// Facts of the fresh values (in terms of the other fresh values).
    pub facts: Vec<Bool<'c>>,
}

/// What an abstracted term was.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    UDiv,
    URem,
    SDiv,
    SRem,
    Mul,
}

impl<'c> Abstraction<'c> {
    /// The abstraction of `roots`; `intervals` gives unsigned intervals
    /// `[lo, hi]` of some free constants and `signed` signed ones (the
    /// facts hold wherever the constants are within them).
    pub fn of(
        ctx: &'c Context,
        roots: &[Term<'c>],
        intervals: &[(Term<'c>, u128, u128)],
        signed: &[(Term<'c>, i128, i128)],
    ) -> Abstraction<'c> {
        let mut bounds = Bounds::with_intervals(ctx, intervals);
        let mut found: Vec<(Term<'c>, Kind, BV<'c>, BV<'c>)> = Vec::new();
        let mut seen = crate::det::Set::default();
        for root in roots {
            for t in root.subterms() {
                if seen.insert(t.id())
                    && let Some((kind, a, b)) = classify(&t)
                {
                    found.push((t, kind, a, b));
                }
            }
        }
        let mut facts = Vec::new();
        let mut pairs = Vec::new();
        for (t, kind, a, b) in &found {
            let v = BV::from_term(t.fresh_like("abs"));
            let ia = bounds.interval(a.term());
            let ib = bounds.interval(b.term());
            let own = facts_of(ctx, *kind, &v, a, b, ia, ib);
            // Z3's internal `_i` operators (its simplifier's, behind a
            // guard `b != 0`) leave division by zero open: their facts
            // are only claimed for `b != 0`.
            let internal = matches!(
                t.decl_kind(),
                Some(DeclKind::BUDIV_I | DeclKind::BUREM_I | DeclKind::BSDIV_I | DeclKind::BSREM_I)
            );
            facts.extend(own.into_iter().map(|f| if internal { (!b.is_zero()).implies(&f) } else { f }));
            let signed_fact = match kind {
                Kind::Mul => signed_product(ctx, &v, a, b, signed),
                Kind::SDiv => signed_quotient(ctx, &v, a, b, signed),
                _ => None,
            };
            facts.extend(signed_fact);
            pairs.push((t.clone(), v.term().clone()));
        }
        // The low half of a widened product (zero or sign extended) is
        // the narrow product.
        for (t, kind, a, b) in &found {
            if *kind != Kind::Mul {
                continue;
            }
            let ext = |t: &Term<'c>| extended(t, DeclKind::ZERO_EXT).or_else(|| extended(t, DeclKind::SIGN_EXT));
            let (Some(x), Some(y)) = (ext(a.term()), ext(b.term())) else { continue };
            if x.bv_width() != y.bv_width() {
                continue;
            }
            let narrow = BV::from_term(x.clone()) * BV::from_term(y.clone());
            let w = narrow.width();
            if let (Some(wide), Some(low)) = (fresh_of(&pairs, t), fresh_of(&pairs, narrow.term())) {
                facts.push(BV::from_term(wide).extract(w - 1, 0).eq(&BV::from_term(low)));
            }
        }
        // A remainder, with the quotient of the same division when there is
        // one (`pairs` is in `found`'s order).
        for (i, (_, kind, a, b)) in found.iter().enumerate() {
            let quotient = match kind {
                Kind::URem => Kind::UDiv,
                Kind::SRem => Kind::SDiv,
                _ => continue,
            };
            let fresh = |k: usize| BV::from_term(pairs[k].1.clone());
            let r = fresh(i);
            let q = found
                .iter()
                .position(|(_, k, x, y)| *k == quotient && x.term().same(a.term()) && y.term().same(b.term()))
                .map(fresh);
            if *kind == Kind::SRem {
                facts.extend(signed_remainder(ctx, &r, a, b, signed));
            }
            match (kind, q) {
                (Kind::URem, Some(q)) => {
                    facts.extend(unsigned_pair(ctx, &q, &r, b, bounds.interval(a.term()), bounds.interval(b.term())))
                }
                (_, Some(q)) => facts.extend(signed_pair(ctx, &q, &r, a, b, signed)),
                _ => {}
            }
        }
        let mut abs = Abstraction { pairs, facts: Vec::new() };
        abs.facts = facts.iter().map(|f| Bool::from_term(abs.apply(f.term()))).collect();
        abs
    }

    /// Whether anything was abstracted.
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    /// `t` with every abstracted term replaced by its fresh value.
    pub fn apply(&self, t: &Term<'c>) -> Term<'c> {
        let refs: Vec<(&Term<'c>, &Term<'c>)> = self.pairs.iter().map(|(a, b)| (a, b)).collect();
        t.substitute(&refs)
    }
}

fn fresh_of<'c>(pairs: &[(Term<'c>, Term<'c>)], t: &Term<'c>) -> Option<Term<'c>> {
    pairs.iter().find(|(a, _)| a.same(t)).map(|(_, v)| v.clone())
}

/// The argument of an extension of `kind` (`ZERO_EXT`, `SIGN_EXT`).
fn extended<'c>(t: &Term<'c>, kind: DeclKind) -> Option<Term<'c>> {
    (t.decl_kind() == Some(kind)).then(|| t.app().map(|(_, a)| a)).flatten()?.into_iter().next()
}

/// The signed interval of a constant.
fn signed_of<'c>(t: &Term<'c>, signed: &[(Term<'c>, i128, i128)]) -> Option<(i128, i128)> {
    signed.iter().find(|(c, _, _)| c.same(t)).map(|(_, lo, hi)| (*lo, *hi))
}

/// For a quotient `a sdiv b` of constants with signed intervals: when `b
/// != 0` and the division does not overflow, `q` lies between the
/// quotients at the corners of the box (truncating division is monotone
/// in `a` for `b` of one sign, and in `b` within one sign), with `b`'s
/// interval split at 0 into its negative and positive parts.
fn signed_quotient<'c>(
    ctx: &'c Context,
    v: &BV<'c>,
    a: &BV<'c>,
    b: &BV<'c>,
    signed: &[(Term<'c>, i128, i128)],
) -> Option<Bool<'c>> {
    let w = v.width();
    if w > 64 {
        return None;
    }
    let ((la, ha), (lb, hb)) = (signed_of(a.term(), signed)?, signed_of(b.term(), signed)?);
    let divisors = corner_divisors(lb, hb);
    let quotients: Vec<i128> = [la, ha].iter().flat_map(|x| divisors.iter().map(move |d| x / d)).collect();
    let max = (1i128 << (w - 1)) - 1;
    let (lo, hi) = (*quotients.iter().min()?, (*quotients.iter().max()?).min(max));
    let n = |k: i128| snum(ctx, k, w);
    let overflow = a.eq(&BV::signed_min(ctx, w)) & b.eq(&BV::all_ones(ctx, w));
    Some((!b.is_zero() & !overflow).implies(&(n(lo).sle(v) & v.sle(&n(hi)))))
}

/// A quotient and the remainder of one unsigned division: the quotient is
/// exact when the remainder is 0, below the real quotient when not (`b !=
/// 0`: `q = a / b` when `r = 0`, `q < a / b` otherwise, with `a / b`
/// within `[lo(a) / hi(b), hi(a) / lo(b)]`).
fn unsigned_pair<'c>(
    ctx: &'c Context,
    q: &BV<'c>,
    r: &BV<'c>,
    b: &BV<'c>,
    ia: Option<(u128, u128)>,
    ib: Option<(u128, u128)>,
) -> Vec<Bool<'c>> {
    let (Some((la, ha)), Some((lb, hb))) = (ia, ib) else { return Vec::new() };
    let (lb, hb) = (lb.max(1), hb.max(1));
    let n = |k: u128| num(ctx, k, q.width());
    let nonzero = !b.is_zero();
    let mut f = vec![(&nonzero & r.is_zero()).implies(&(n(la.div_ceil(hb)).ule(q) & q.ule(&n(ha / lb))))];
    if ha.div_ceil(lb) >= 1 {
        f.push((&nonzero & !r.is_zero()).implies(&q.ule(&n(ha.div_ceil(lb) - 1))));
    }
    f
}

/// A number of `w` bits from a signed value.
fn snum<'c>(ctx: &'c Context, k: i128, w: u32) -> BV<'c> {
    num(ctx, (k as u128) & (u128::MAX >> (128 - w)), w)
}

/// The divisors at the corners of `b`'s signed interval split at 0.
fn corner_divisors(lb: i128, hb: i128) -> Vec<i128> {
    [lb, hb, -1, 1].into_iter().filter(|d| *d != 0 && lb <= *d && *d <= hb).collect()
}

/// For a remainder `a srem b` of constants with signed intervals: when `b
/// != 0`, `r` has `a`'s sign and `|r| < max |b|`.
fn signed_remainder<'c>(
    ctx: &'c Context,
    r: &BV<'c>,
    a: &BV<'c>,
    b: &BV<'c>,
    signed: &[(Term<'c>, i128, i128)],
) -> Option<Bool<'c>> {
    let w = r.width();
    let ((la, ha), (lb, hb)) = (signed_of(a.term(), signed)?, signed_of(b.term(), signed)?);
    let m = lb.abs().max(hb.abs());
    if w > 64 || m == 0 {
        return None;
    }
    let (lo, hi) = (la.min(0).max(1 - m), ha.max(0).min(m - 1));
    Some((!b.is_zero()).implies(&(snum(ctx, lo, w).sle(r) & r.sle(&snum(ctx, hi, w)))))
}

/// A quotient and the remainder of one signed division (`b != 0`, no
/// overflow), with the real quotient `a / b` between the corners of the
/// box: when `r = 0` the quotient is exact, so between the corners'
/// ceilings and floors; otherwise truncation moved it toward zero, strictly
/// inside the corners: above the least floor when the signs differ (the
/// real quotient is negative), below the greatest ceiling when not.
fn signed_pair<'c>(
    ctx: &'c Context,
    q: &BV<'c>,
    r: &BV<'c>,
    a: &BV<'c>,
    b: &BV<'c>,
    signed: &[(Term<'c>, i128, i128)],
) -> Vec<Bool<'c>> {
    let w = q.width();
    let (Some((la, ha)), Some((lb, hb))) = (signed_of(a.term(), signed), signed_of(b.term(), signed)) else {
        return Vec::new();
    };
    let divisors = corner_divisors(lb, hb);
    if w > 64 || divisors.is_empty() {
        return Vec::new();
    }
    let corners = |f: fn(i128, i128) -> i128| -> Vec<i128> {
        [la, ha].iter().flat_map(|x| divisors.iter().map(move |d| f(*x, *d))).collect()
    };
    let (floors, ceils) = (corners(i128::div_floor_), corners(i128::div_ceil_));
    let (min_floor, max_floor) = (*floors.iter().min().unwrap(), *floors.iter().max().unwrap());
    let (min_ceil, max_ceil) = (*ceils.iter().min().unwrap(), *ceils.iter().max().unwrap());
    let (smin, smax) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
    let n = |k: i128| snum(ctx, k.clamp(smin, smax), w);
    let overflow = a.eq(&BV::signed_min(ctx, w)) & b.eq(&BV::all_ones(ctx, w));
    let defined = !b.is_zero() & !overflow;
    let differ = !a.sign_bit().iff(&b.sign_bit());
    vec![
        (&defined & r.is_zero()).implies(&(n(min_ceil).sle(q) & q.sle(&n(max_floor)))),
        // The real quotient is negative and not whole: `q` is its ceiling,
        // one above its floor, which lies within the corners' floors.
        (&defined & !r.is_zero() & &differ).implies(&(n(min_floor + 1).sle(q) & q.sle(&n(max_floor + 1)))),
        // Positive and not whole: `q` is its floor, one below its ceiling.
        (&defined & !r.is_zero() & !differ).implies(&(n(min_ceil - 1).sle(q) & q.sle(&n(max_ceil - 1)))),
    ]
}

/// Floor and ceiling of a quotient of integers (`d != 0`).
trait RoundedDiv {
    fn div_floor_(self, d: i128) -> i128;
    fn div_ceil_(self, d: i128) -> i128;
}

impl RoundedDiv for i128 {
    fn div_floor_(self, d: i128) -> i128 {
        let q = self / d;
        if (self % d != 0) && ((self < 0) != (d < 0)) { q - 1 } else { q }
    }
    fn div_ceil_(self, d: i128) -> i128 {
        let q = self / d;
        if (self % d != 0) && ((self < 0) == (d < 0)) { q + 1 } else { q }
    }
}

/// For a product `sext(x) * sext(y)` of constants with signed intervals,
/// the signed interval of the product (the extremes are at the corners; the
/// extension leaves room for every product).
fn signed_product<'c>(
    ctx: &'c Context,
    v: &BV<'c>,
    a: &BV<'c>,
    b: &BV<'c>,
    signed: &[(Term<'c>, i128, i128)],
) -> Option<Bool<'c>> {
    let of = |t: &BV<'c>| -> Option<(i128, i128)> {
        let x = extended(t.term(), DeclKind::SIGN_EXT)?;
        (2 * x.bv_width()? <= v.width() && x.bv_width()? <= 64).then_some(()).and_then(|_| signed_of(&x, signed))
    };
    let ((la, ha), (lb, hb)) = (of(a)?, of(b)?);
    let corners = [la * lb, la * hb, ha * lb, ha * hb];
    let (lo, hi) = (*corners.iter().min()?, *corners.iter().max()?);
    let w = v.width();
    Some(snum(ctx, lo, w).sle(v) & v.sle(&snum(ctx, hi, w)))
}

/// Whether `t` is a quotient, a remainder or a product of two non-constant
/// values, with its operands.
fn classify<'c>(t: &Term<'c>) -> Option<(Kind, BV<'c>, BV<'c>)> {
    let kind = t.decl_kind()?;
    let args = t.app()?.1;
    let [a, b] = &args[..] else { return None };
    let bv = |x: &Term<'c>| BV::from_term(x.clone());
    match kind {
        DeclKind::BUDIV | DeclKind::BUDIV_I => Some((Kind::UDiv, bv(a), bv(b))),
        DeclKind::BUREM | DeclKind::BUREM_I => Some((Kind::URem, bv(a), bv(b))),
        DeclKind::BSDIV | DeclKind::BSDIV_I => Some((Kind::SDiv, bv(a), bv(b))),
        DeclKind::BSREM | DeclKind::BSREM_I => Some((Kind::SRem, bv(a), bv(b))),
        // `a - (a / b) * b`, the remainder as the semantics core writes it.
        DeclKind::BSUB => {
            let prod = b.app().filter(|_| b.decl_kind() == Some(DeclKind::BMUL))?.1;
            let [p, q] = &prod[..] else { return None };
            let (quot, divisor) = [(p, q), (q, p)].into_iter().find(|(x, _)| {
                matches!(x.decl_kind(), Some(DeclKind::BUDIV | DeclKind::BUDIV_I | DeclKind::BSDIV | DeclKind::BSDIV_I))
            })?;
            let qargs = quot.app()?.1;
            let [qa, qb] = &qargs[..] else { return None };
            if !(qa.same(a) && qb.same(divisor)) {
                return None;
            }
            let signed = matches!(quot.decl_kind(), Some(DeclKind::BSDIV | DeclKind::BSDIV_I));
            Some((if signed { Kind::SRem } else { Kind::URem }, bv(a), bv(divisor)))
        }
        // Numerals are not applications (no declaration kind).
        DeclKind::BMUL if a.decl_kind().is_some() && b.decl_kind().is_some() => Some((Kind::Mul, bv(a), bv(b))),
        _ => None,
    }
}

/// A number of `w` bits as a term (`w` up to 128).
fn num<'c>(ctx: &'c Context, v: u128, w: u32) -> BV<'c> {
    let words = [v as u64, (v >> 64) as u64];
    BV::from_bits(ctx, &super::Bits::from_words(w, &words[..w.div_ceil(64) as usize]))
}

/// The unsigned magnitude of a signed value (`|MIN|` is `MIN`, which is
/// `2^(w-1)` read unsigned).
fn magnitude<'c>(x: &BV<'c>) -> BV<'c> {
    BV::ite(&x.sign_bit(), &-x, x)
}

fn facts_of<'c>(
    ctx: &'c Context,
    kind: Kind,
    v: &BV<'c>,
    a: &BV<'c>,
    b: &BV<'c>,
    ia: Option<(u128, u128)>,
    ib: Option<(u128, u128)>,
) -> Vec<Bool<'c>> {
    let w = v.width();
    let n = |k: u128| num(ctx, k, w);
    let zero = BV::zero(ctx, w);
    let nonzero = !b.is_zero();
    let mut f = Vec::new();
    match kind {
        Kind::UDiv => {
            f.push(b.is_zero().implies(&v.eq(&BV::all_ones(ctx, w))));
            f.push(nonzero.implies(&v.ule(a)));
            if let (Some((la, ha)), Some((lb, hb))) = (ia, ib) {
                f.push(nonzero.implies(&(n(la / hb.max(1)).ule(v) & v.ule(&n(ha / lb.max(1))))));
            }
        }
        Kind::URem => {
            f.push(v.ule(a));
            f.push(nonzero.implies(&v.ult(b)));
            if let Some((_, ha)) = ia {
                f.push(v.ule(&n(ha)));
            }
            if let Some((_, hb)) = ib.filter(|(_, hb)| *hb > 0) {
                f.push(nonzero.implies(&v.ule(&n(hb - 1))));
            }
            if let (Some((_, ha)), Some((lb, _))) = (ia, ib)
                && ha < lb
            {
                f.push(v.eq(a));
            }
        }
        Kind::SDiv => {
            let overflow = a.eq(&BV::signed_min(ctx, w)) & b.eq(&BV::all_ones(ctx, w));
            let defined = &nonzero & !overflow;
            let sign = !a.sign_bit().iff(&b.sign_bit());
            f.push(defined.implies(&magnitude(v).ule(&magnitude(a))));
            f.push(defined.implies(&(v.is_zero() | v.sign_bit().iff(&sign))));
            f.push(b.eq(&n(1)).implies(&v.eq(a)));
            f.push(b.eq(&BV::all_ones(ctx, w)).implies(&v.eq(&-a)));
            f.push((&nonzero & magnitude(a).ult(&magnitude(b))).implies(&v.eq(&zero)));
        }
        Kind::SRem => {
            f.push(b.is_zero().implies(&v.eq(a)));
            f.push(nonzero.implies(&magnitude(v).ult(&magnitude(b))));
            f.push(magnitude(v).ule(&magnitude(a)));
            f.push(v.is_zero() | v.sign_bit().iff(&a.sign_bit()));
            f.push(magnitude(a).ult(&magnitude(b)).implies(&v.eq(a)));
        }
        Kind::Mul => {
            if let (Some((la, ha)), Some((lb, hb))) = (ia, ib)
                && let Some(hi) = ha.checked_mul(hb).filter(|hi| w >= 128 || *hi < (1u128 << w))
            {
                f.push(n(la * lb).ule(v) & v.ule(&n(hi)));
            }
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{Engine, SatResult, Solver};

    /// Whether every fact holds at every input where `inputs` holds, with
    /// each fresh value equal to its term (a fact failing there is wrong).
    fn facts_hold<'c>(ctx: &'c Context, abs: &Abstraction<'c>, inputs: Bool<'c>) -> bool {
        let s = Solver::new(ctx, Engine::QfBv, 0);
        for (t, v) in &abs.pairs {
            s.assert(&BV::from_term(t.clone()).eq(&BV::from_term(v.clone())));
        }
        s.assert(&inputs);
        s.assert(&!Bool::and_all(ctx, abs.facts.iter().cloned()));
        matches!(s.check(), SatResult::Unsat)
    }

    /// Every fact holds of the exact terms, at every input of 4 bits: the
    /// abstraction never excludes a real model.
    #[test]
    fn facts_hold_exhaustively_at_four_bits() {
        let ctx = Context::new();
        let (x, y) = (BV::new_const(&ctx, "x", 4), BV::new_const(&ctx, "y", 4));
        let terms = [x.udiv(&y), x.sdiv(&y), &x - &(&x.udiv(&y) * &y), &x - &(&x.sdiv(&y) * &y), &x * &y];
        let roots: Vec<Term> = terms.iter().map(|t| t.term().clone()).collect();
        for (lo, hi) in [(0u128, 15u128), (3, 9), (0, 0), (8, 15)] {
            let intervals = [(x.term().clone(), lo, hi), (y.term().clone(), lo, hi)];
            let abs = Abstraction::of(&ctx, &roots, &intervals, &[]);
            assert!(!abs.is_empty());
            let (l, h) = (num(&ctx, lo, 4), num(&ctx, hi, 4));
            let inputs = l.ule(&x) & x.ule(&h) & l.ule(&y) & y.ule(&h);
            assert!(facts_hold(&ctx, &abs, inputs), "a fact fails within [{lo}, {hi}]");
        }
    }

    /// The signed interval of a widened product and the low-half facts
    /// hold at every 4-bit input within the signed intervals.
    #[test]
    fn product_facts_hold_exhaustively_at_four_bits() {
        let ctx = Context::new();
        let (x, y) = (BV::new_const(&ctx, "x", 4), BV::new_const(&ctx, "y", 4));
        let terms = [&x.sext(4) * &y.sext(4), &x.zext(4) * &y.zext(4), &x * &y, x.sdiv(&y), &x - &(&x.sdiv(&y) * &y)];
        let roots: Vec<Term> = terms.iter().map(|t| t.term().clone()).collect();
        let boxes = [(-8i128, 7i128), (-3, 5), (-8, -8), (2, 6), (-8, -1), (0, 0), (-1, 1)];
        for ((lo, hi), (lo2, hi2)) in boxes.iter().flat_map(|p| boxes.iter().map(move |q| (*p, *q))) {
            let signed = [(x.term().clone(), lo, hi), (y.term().clone(), lo2, hi2)];
            let abs = Abstraction::of(&ctx, &roots, &[], &signed);
            let inputs = snum(&ctx, lo, 4).sle(&x)
                & x.sle(&snum(&ctx, hi, 4))
                & snum(&ctx, lo2, 4).sle(&y)
                & y.sle(&snum(&ctx, hi2, 4));
            assert!(facts_hold(&ctx, &abs, inputs), "a fact fails within [{lo}, {hi}] x [{lo2}, {hi2}]");
        }
    }

    /// The remainder's bound, a minute's work through a 64-bit divider, is
    /// immediate on the abstraction.
    #[test]
    fn remainder_bound_is_proved_on_the_abstraction() {
        let ctx = Context::new();
        let (x, y) = (BV::new_const(&ctx, "x", 64), BV::new_const(&ctx, "y", 64));
        let r = &x - &(&x.udiv(&y) * &y);
        let escape = !y.is_zero() & r.ugt(&BV::from_u64(&ctx, 6, 64)) & y.ule(&BV::from_u64(&ctx, 7, 64));
        let abs = Abstraction::of(&ctx, std::slice::from_ref(escape.term()), &[], &[]);
        let s = Solver::new(&ctx, Engine::QfBv, 0);
        s.assert(&Bool::from_term(abs.apply(escape.term())));
        for f in &abs.facts {
            s.assert(f);
        }
        assert!(matches!(s.check(), SatResult::Unsat));
    }
}
