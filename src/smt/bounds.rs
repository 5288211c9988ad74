//! Interval reasoning on index arithmetic: comparisons that ranges of some
//! bit-vector constants decide, replaced by `true` or `false`.
//!
//! Lazy tensors (`semantics::tensor::lazy`) are compared at a point whose
//! coordinates are constants with known ranges (`0 <= lazy.iK < dim`). Two
//! lowerings of one op often test one bound in two forms, one of which the
//! range already decides (a padding check `i + 1 >= 1 && i + 1 - 1 < 64`
//! for `i < 64`, where the source tests nothing): with the tests decided,
//! the two sides become one term for the rewriter, and the solver is not
//! left to bit-blast products under conditions it cannot match.
//!
//! The intervals are those of the mathematical value of each term (no
//! wrap-around): `bvadd`, `bvsub` and `bvmul` by a constant keep an
//! interval while it stays within `[0, 2^w)`, and lose it (the full range)
//! otherwise. A comparison (`bvult`, `bvule`, `bvugt`, `bvuge`, the signed
//! ones on non-negative intervals, `=`) whose operands' intervals do not
//! overlap, or are one value, is decided. Everything else is kept, so the
//! result is equivalent to the term wherever the constants are in their
//! ranges.

use super::{Context, Term};
use crate::det::Map;
use z3_sys::*;

/// An interval `[lo, hi]` of a term's value, within `[0, 2^w)`.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Range {
    lo: u128,
    hi: u128,
}

impl<'c> Term<'c> {
    /// The term with comparisons decided by `ranges` (constant, number of
    /// values: `0 <= c < n`) replaced by their truth value; equivalent to
    /// the term wherever every constant is within its range.
    pub fn decide_bounds(&self, ranges: &[(Term<'c>, u64)]) -> Term<'c> {
        if ranges.is_empty() {
            return self.clone();
        }
        let mut b = Bounds { ctx: self.ctx, ranges: Map::default(), known: Map::default() };
        for (c, n) in ranges {
            if *n > 0 {
                b.ranges.insert(c.id(), Range { lo: 0, hi: *n as u128 - 1 });
            }
        }
        let decided = self.with_decided(|t| b.decide(t));
        // Then divisions and remainders the ranges settle (a second pass:
        // one substitution replaces outermost matches only).
        decided.with_replaced(|t| b.reduce(t))
    }

    /// The term with each subterm (outside binders) that `decide` settles
    /// replaced by its truth value.
    fn with_decided(&self, mut decide: impl FnMut(&Term<'c>) -> Option<bool>) -> Term<'c> {
        self.with_replaced(|t| decide(t).map(|v| crate::smt::Bool::from_bool(self.ctx, v).term().clone()))
    }

    /// The term with each subterm (outside binders) that `replace` gives a
    /// term for replaced by it, in one substitution.
    fn with_replaced(&self, mut replace: impl FnMut(&Term<'c>) -> Option<Term<'c>>) -> Term<'c> {
        let pairs: Vec<(Term<'c>, Term<'c>)> =
            self.subterms().into_iter().filter_map(|t| replace(&t).map(|r| (t, r))).collect();
        if pairs.is_empty() {
            return self.clone();
        }
        let refs: Vec<(&Term<'c>, &Term<'c>)> = pairs.iter().map(|(a, b)| (a, b)).collect();
        self.substitute(&refs)
    }
}

pub(super) struct Bounds<'c> {
    ctx: &'c Context,
    ranges: Map<u32, Range>,
    /// The interval of each bit-vector term seen, by id (`None`: unknown).
    known: Map<u32, Option<Range>>,
}

impl<'c> Bounds<'c> {
    /// Intervals from unsigned intervals `[lo, hi]` of some constants.
    pub(super) fn with_intervals(ctx: &'c Context, intervals: &[(Term<'c>, u128, u128)]) -> Bounds<'c> {
        let mut b = Bounds { ctx, ranges: Map::default(), known: Map::default() };
        for (c, lo, hi) in intervals {
            b.ranges.insert(c.id(), Range { lo: *lo, hi: *hi });
        }
        b
    }

    /// The unsigned interval of a bit-vector term's value, when the
    /// intervals of its constants give one.
    pub(super) fn interval(&mut self, t: &Term<'c>) -> Option<(u128, u128)> {
        self.range(t).map(|r| (r.lo, r.hi))
    }

    fn kind(&self, t: &Term<'c>) -> Option<DeclKind> {
        t.decl_kind()
    }

    fn args(&self, t: &Term<'c>) -> Vec<Term<'c>> {
        t.app().map(|(_, a)| a).unwrap_or_default()
    }

    fn numeral(&self, t: &Term<'c>) -> Option<u128> {
        let c = self.ctx.raw();
        unsafe {
            if Z3_get_ast_kind(c, t.raw()) != AstKind::Numeral {
                return None;
            }
            let mut v: u64 = 0;
            Z3_get_numeral_uint64(c, t.raw(), &mut v).then_some(v as u128)
        }
    }

    /// The interval of a bit-vector term's value.
    fn range(&mut self, t: &Term<'c>) -> Option<Range> {
        if let Some(r) = self.known.get(&t.id()) {
            return *r;
        }
        let r = self.compute(t);
        self.known.insert(t.id(), r);
        r
    }

    fn compute(&mut self, t: &Term<'c>) -> Option<Range> {
        let w = t.bv_width()?;
        if w > 128 {
            return None;
        }
        // Values below `top` (at 128 bits, the largest u128 is left out).
        let top = if w == 128 { u128::MAX } else { 1u128 << w };
        if let Some(k) = self.numeral(t) {
            return Some(Range { lo: k, hi: k });
        }
        if let Some(r) = self.ranges.get(&t.id()) {
            return Some(*r);
        }
        let fits = |lo: u128, hi: u128| (hi < top).then_some(Range { lo, hi });
        let args = self.args(t);
        match self.kind(t)? {
            DeclKind::BADD => {
                let (mut lo, mut hi) = (0u128, 0u128);
                for a in &args {
                    let r = self.range(a)?;
                    (lo, hi) = (lo + r.lo, hi.checked_add(r.hi)?);
                    if hi >= top {
                        return None;
                    }
                }
                fits(lo, hi)
            }
            DeclKind::BSUB if args.len() == 2 => {
                let (a, b) = (self.range(&args[0])?, self.range(&args[1])?);
                (a.lo >= b.hi).then(|| Range { lo: a.lo - b.hi, hi: a.hi - b.lo })
            }
            DeclKind::BMUL => {
                let (mut lo, mut hi) = (1u128, 1u128);
                for a in &args {
                    let r = self.range(a)?;
                    (lo, hi) = (lo.checked_mul(r.lo)?, hi.checked_mul(r.hi)?);
                    if hi >= top {
                        return None;
                    }
                }
                fits(lo, hi)
            }
            DeclKind::ZERO_EXT if args.len() == 1 => self.range(&args[0]),
            // Division and remainder by a positive constant.
            DeclKind::BUDIV | DeclKind::BUDIV_I if args.len() == 2 => {
                let (a, c) = (self.range(&args[0])?, self.numeral(&args[1]).filter(|c| *c > 0)?);
                Some(Range { lo: a.lo / c, hi: a.hi / c })
            }
            DeclKind::BUREM | DeclKind::BUREM_I if args.len() == 2 => {
                let c = self.numeral(&args[1]).filter(|c| *c > 0)?;
                match self.range(&args[0]) {
                    Some(a) if a.hi < c => Some(a),
                    _ => Some(Range { lo: 0, hi: c - 1 }),
                }
            }
            _ => None,
        }
    }

    /// A division or remainder by a constant above its dividend's range,
    /// as what it equals there: `x / c` is 0 and `x % c` is `x` (the
    /// coordinates a reshape splits a point into, when a group's leading
    /// sizes are 1).
    fn reduce(&mut self, t: &Term<'c>) -> Option<Term<'c>> {
        let kind = self.kind(t)?;
        let args = self.args(t);
        let [x, y] = &args[..] else { return None };
        if !matches!(kind, DeclKind::BUDIV | DeclKind::BUDIV_I | DeclKind::BUREM | DeclKind::BUREM_I) {
            return None;
        }
        let c = self.numeral(y).filter(|c| *c > 0)?;
        if self.range(x)?.hi >= c {
            return None;
        }
        Some(match kind {
            DeclKind::BUDIV | DeclKind::BUDIV_I => crate::smt::BV::zero(self.ctx, t.bv_width()?).term().clone(),
            _ => x.clone(),
        })
    }

    /// The truth value of a comparison the intervals decide.
    fn decide(&mut self, t: &Term<'c>) -> Option<bool> {
        let kind = self.kind(t)?;
        let args = self.args(t);
        let [a, b] = &args[..] else { return None };
        let signed = matches!(kind, DeclKind::SLT | DeclKind::SLEQ | DeclKind::SGT | DeclKind::SGEQ);
        if !matches!(
            kind,
            DeclKind::ULT
                | DeclKind::ULEQ
                | DeclKind::UGT
                | DeclKind::UGEQ
                | DeclKind::SLT
                | DeclKind::SLEQ
                | DeclKind::SGT
                | DeclKind::SGEQ
                | DeclKind::EQ
        ) {
            return None;
        }
        let (x, y) = (self.range(a)?, self.range(b)?);
        if signed {
            // Signed order is unsigned order below 2^(w-1).
            let half = 1u128 << (a.bv_width()? - 1);
            if x.hi >= half || y.hi >= half {
                return None;
            }
        }
        let lt = |p: Range, q: Range| {
            if p.hi < q.lo {
                Some(true)
            } else if p.lo >= q.hi {
                Some(false)
            } else {
                None
            }
        };
        let le = |p: Range, q: Range| {
            if p.hi <= q.lo {
                Some(true)
            } else if p.lo > q.hi {
                Some(false)
            } else {
                None
            }
        };
        match kind {
            DeclKind::ULT | DeclKind::SLT => lt(x, y),
            DeclKind::ULEQ | DeclKind::SLEQ => le(x, y),
            DeclKind::UGT | DeclKind::SGT => lt(y, x),
            DeclKind::UGEQ | DeclKind::SGEQ => le(y, x),
            _ if x.hi < y.lo || y.hi < x.lo => Some(false),
            _ if x.lo == x.hi && y.lo == y.hi => Some(x.lo == y.lo),
            _ => None,
        }
    }
}

impl<'c> Term<'c> {
    /// The term with every overflow check that signed intervals decide
    /// replaced by `true`: an equality `op(sext a, sext b, ..) =
    /// sext(op(a, b, ..))` (`op` one of `bvadd`, `bvsub`, `bvmul`: the
    /// wide result equals the narrow one extended exactly when the narrow
    /// one does not wrap) whose narrow operation provably stays within its
    /// signed range. `reads` gives the signed values an application of an
    /// uninterpreted function may take (`None`: any). Equivalent to the
    /// term for every interpretation within those values.
    pub fn decide_overflow(&self, reads: &dyn Fn(&Term<'c>) -> Option<(i128, i128)>) -> Term<'c> {
        let mut known: Map<u32, Option<(i128, i128)>> = Map::default();
        self.with_decided(|t| {
            (t.decl_kind() == Some(DeclKind::EQ) && no_wrap_check(t, reads, &mut known) == Some(true)).then_some(true)
        })
    }
}

/// The arguments of a sign extension by `k` bits, if `t` is one.
fn sext_of<'c>(t: &Term<'c>) -> Option<(u32, Term<'c>)> {
    if t.decl_kind() != Some(DeclKind::SIGN_EXT) {
        return None;
    }
    let (_, args) = t.app()?;
    let [x] = &args[..] else { return None };
    Some((t.bv_width()? - x.bv_width()?, x.clone()))
}

/// Whether the equality `t` is an overflow check that holds (see
/// [`Term::decide_overflow`]).
fn no_wrap_check<'c>(
    t: &Term<'c>,
    reads: &dyn Fn(&Term<'c>) -> Option<(i128, i128)>,
    known: &mut Map<u32, Option<(i128, i128)>>,
) -> Option<bool> {
    let (_, sides) = t.app()?;
    let [l, r] = &sides[..] else { return None };
    for (wide, ext) in [(l, r), (r, l)] {
        let Some((k, narrow)) = sext_of(ext) else { continue };
        let (wk, wargs) = (wide.decl_kind()?, wide.app()?.1);
        let (nk, nargs) = (narrow.decl_kind()?, narrow.app()?.1);
        if wk != nk || !matches!(wk, DeclKind::BADD | DeclKind::BSUB | DeclKind::BMUL) || wargs.len() != nargs.len() {
            continue;
        }
        let matched = wargs.iter().zip(&nargs).all(|(w, n)| sext_of(w).is_some_and(|(kw, x)| kw == k && x.same(n)));
        if matched && signed_range(&narrow, reads, known).is_some() {
            return Some(true);
        }
    }
    None
}

/// The signed values of a bit-vector term of at most 64 bits, when
/// computing it never wraps (else `None`).
fn signed_range<'c>(
    t: &Term<'c>,
    reads: &dyn Fn(&Term<'c>) -> Option<(i128, i128)>,
    known: &mut Map<u32, Option<(i128, i128)>>,
) -> Option<(i128, i128)> {
    if let Some(r) = known.get(&t.id()) {
        return *r;
    }
    let r = (|| {
        let w = t.bv_width()?;
        if w > 64 {
            return None;
        }
        let (min, max) = (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1);
        let fits = |(lo, hi): (i128, i128)| (lo >= min && hi <= max).then_some((lo, hi));
        let c = t.ctx().raw();
        if unsafe { Z3_get_ast_kind(c, t.raw()) } == AstKind::Numeral {
            let mut u: u64 = 0;
            unsafe { Z3_get_numeral_uint64(c, t.raw(), &mut u) }.then_some(())?;
            let u = u as i128;
            let v = if u > max { u - (1i128 << w) } else { u };
            return Some((v, v));
        }
        let (_, args) = t.app()?;
        match t.decl_kind()? {
            DeclKind::UNINTERPRETED if !args.is_empty() => reads(t).and_then(fits),
            DeclKind::SIGN_EXT => signed_range(&args[0], reads, known),
            DeclKind::ITE => {
                let (a, b) = (signed_range(&args[1], reads, known)?, signed_range(&args[2], reads, known)?);
                Some((a.0.min(b.0), a.1.max(b.1)))
            }
            DeclKind::BADD => {
                let mut acc = (0i128, 0i128);
                for a in &args {
                    let r = signed_range(a, reads, known)?;
                    acc = fits((acc.0 + r.0, acc.1 + r.1))?;
                }
                Some(acc)
            }
            DeclKind::BSUB if args.len() == 2 => {
                let (a, b) = (signed_range(&args[0], reads, known)?, signed_range(&args[1], reads, known)?);
                fits((a.0 - b.1, a.1 - b.0))
            }
            DeclKind::BMUL => {
                let mut acc = (1i128, 1i128);
                for a in &args {
                    let r = signed_range(a, reads, known)?;
                    let corners = [acc.0 * r.0, acc.0 * r.1, acc.1 * r.0, acc.1 * r.1];
                    acc = fits((*corners.iter().min()?, *corners.iter().max()?))?;
                }
                Some(acc)
            }
            _ => None,
        }
    })();
    known.insert(t.id(), r);
    r
}

#[cfg(test)]
mod tests {
    use crate::smt::{BV, Context};

    #[test]
    fn ranges_decide_padding_checks() {
        let ctx = Context::new();
        let i = BV::new_const(&ctx, "i", 32);
        let k = |v: u64| BV::from_u64(&ctx, v, 32);
        let ranges = [(i.term().clone(), 64)];
        // i + 1 >= 1 and (i + 1) - 1 < 64 hold for every i < 64.
        let centre = (&i + &k(1)).uge(&k(1)) & (&(&i + &k(1)) - &k(1)).ult(&k(64));
        assert!(crate::smt::Bool::from_term(centre.term().decide_bounds(&ranges)).simplified().is_true());
        // i >= 1 depends on i: kept.
        let edge = i.uge(&k(1));
        assert!(edge.term().decide_bounds(&ranges).same(edge.term()));
        // i - 1 may wrap (i = 0): not decided.
        let wraps = (&i - &k(1)).ult(&k(64));
        assert!(wraps.term().decide_bounds(&ranges).same(wraps.term()));
        // 2 * i + 3 <= 129 < 200 for i < 64.
        let eq = (&(&i * &k(2)) + &k(3)).eq(&k(200));
        assert!(crate::smt::Bool::from_term(eq.term().decide_bounds(&ranges)).simplified().is_false());
    }

    #[test]
    fn ranges_settle_division_and_remainder() {
        let ctx = Context::new();
        let i = BV::new_const(&ctx, "i", 32);
        let k = |v: u64| BV::from_u64(&ctx, v, 32);
        let ranges = [(i.term().clone(), 8)];
        // For i < 8: i / 8 = 0 and i % 8 = i.
        let split = (i.udiv(&k(8))).eq(&k(0)) & (i.urem(&k(8))).eq(&i);
        assert!(crate::smt::Bool::from_term(split.term().decide_bounds(&ranges)).simplified().is_true());
        // i / 4 depends on i: kept.
        let quarter = i.udiv(&k(4)).eq(&k(0));
        assert!(quarter.term().decide_bounds(&ranges).same(quarter.term()));
        // (i % 8) < 8 holds by the remainder's range, whatever i.
        let below = i.urem(&k(8)).ult(&k(8));
        assert!(
            crate::smt::Bool::from_term(below.term().decide_bounds(&[(i.term().clone(), 1 << 20)]))
                .simplified()
                .is_true()
        );
    }

    #[test]
    fn signed_ranges_decide_overflow_checks() {
        let ctx = Context::new();
        let f = crate::smt::Func::new(&ctx, "%arg0", &[crate::smt::Sort::BV(32)], crate::smt::Sort::BV(8));
        let k = |v: u64| BV::from_u64(&ctx, v, 32);
        let read = |i: u64| BV::from_term(f.apply(&[k(i).term()])).sext(24);
        // A sum of 72 products of reads within -3..=3: at most 648.
        let mut acc = BV::from_u64(&ctx, 0, 32);
        let mut checks = Vec::new();
        for i in 0..72 {
            let p = &read(i) * &read(100 + i);
            let sum = &acc + &p;
            checks.push((&acc.sext(1) + &p.sext(1)).eq(&sum.sext(1)));
            acc = sum;
        }
        let all = crate::smt::Bool::and_all(&ctx, checks);
        let small = |_: &crate::smt::Term<'_>| Some((-3, 3));
        assert!(crate::smt::Bool::from_term(all.term().decide_overflow(&small)).simplified().is_true());
        // Reads of any i8 value: 72 * 128 * 128 still fits i32, so proved.
        let any_i8 = |_: &crate::smt::Term<'_>| Some((-128, 127));
        assert!(crate::smt::Bool::from_term(all.term().decide_overflow(&any_i8)).simplified().is_true());
        // Unknown reads: nothing decided.
        let unknown = |_: &crate::smt::Term<'_>| None;
        assert!(all.term().decide_overflow(&unknown).same(all.term()));
    }
}
