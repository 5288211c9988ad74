//! True facts about terms of a query, added to help the solver.
//!
//! A bit-blasting solver proves identities of 64-bit multiplication and
//! division only with great effort, yet passes produce them routinely
//! (`(x * y nuw) / x -> y`, arith-expand's `ceildivui`). Each lemma here is
//! a theorem of bit-vector arithmetic, instantiated for terms that occur in
//! the query: adding it cannot change whether the query is satisfiable, so
//! verdicts stay exact, but the solver reaches a contradiction by
//! propagation instead of by search. Each theorem is checked on every i4
//! input in `tests/int_rules.rs`.

use crate::smt::{BV, Bool, TermOp};

/// Lemmas for the division terms of `query`.
pub fn for_query<'c>(query: &Bool<'c>) -> Vec<Bool<'c>> {
    let mut out = Vec::new();
    for t in query.term().subterms() {
        let Some((op, args)) = t.app() else { continue };
        if args.len() != 2 {
            continue;
        }
        let (n, d) = (BV::from_term(args[0].clone()), BV::from_term(args[1].clone()));
        match op {
            TermOp::UDiv => {
                out.push(udiv_of_zero(&n, &d));
                if n.term().same(d.term()) {
                    out.push(udiv_self(&d));
                }
                if let Some((a, b)) = product_with(&n, &d) {
                    out.push(unsigned_cancel(&a, &b));
                }
                if let Some(x) = minus_one(&n) {
                    out.push(udiv_pred(&x, &d));
                }
            }
            TermOp::SDiv => {
                if let Some((a, b)) = product_with(&n, &d) {
                    out.push(signed_cancel(&a, &b));
                }
            }
            _ => {}
        }
    }
    out
}

/// `n = a * b` (either order) with `d` one of the factors: `(d, other)`.
fn product_with<'c>(n: &BV<'c>, d: &BV<'c>) -> Option<(BV<'c>, BV<'c>)> {
    let (TermOp::Mul, fs) = n.term().app()? else { return None };
    if fs.len() != 2 {
        return None;
    }
    let (f0, f1) = (BV::from_term(fs[0].clone()), BV::from_term(fs[1].clone()));
    if f0.term().same(d.term()) {
        Some((f0, f1))
    } else if f1.term().same(d.term()) {
        Some((f1, f0))
    } else {
        None
    }
}

/// `n = x - 1`: `x`.
fn minus_one<'c>(n: &BV<'c>) -> Option<BV<'c>> {
    let (TermOp::Sub, xs) = n.term().app()? else { return None };
    let (x, one) = (BV::from_term(xs.first()?.clone()), BV::from_term(xs.get(1)?.clone()));
    (one.as_const()?.to_u64()? == 1).then_some(x)
}

/// `d != 0 ∧ d * b does not wrap (unsigned) → (d * b) / d = b`.
pub fn unsigned_cancel<'c>(d: &BV<'c>, b: &BV<'c>) -> Bool<'c> {
    let pre = !d.is_zero() & !d.mul_overflows_unsigned(b);
    pre.implies(&(d * b).udiv(d).eq(b))
}

/// `d != 0 ∧ d * b does not wrap (signed) → (d * b) /s d = b`.
pub fn signed_cancel<'c>(d: &BV<'c>, b: &BV<'c>) -> Bool<'c> {
    let pre = !d.is_zero() & !d.mul_overflows_signed(b);
    pre.implies(&(d * b).sdiv(d).eq(b))
}

/// `d != 0 → d / d = 1` (`divui(x, x) -> 1`, which a bit-blaster proves
/// at 64 bits only after seconds of search).
pub fn udiv_self<'c>(d: &BV<'c>) -> Bool<'c> {
    (!d.is_zero()).implies(&d.udiv(d).eq(&BV::from_u64(d.ctx(), 1, d.width())))
}

/// `x = 0 ∧ y != 0 → x / y = 0` (with y = 0 the quotient is all ones).
pub fn udiv_of_zero<'c>(x: &BV<'c>, y: &BV<'c>) -> Bool<'c> {
    (x.is_zero() & !y.is_zero()).implies(&x.udiv(y).is_zero())
}

/// For `x, y >= 1`: `(x - 1) / y = x / y - [y divides x]`, and the same
/// fact in the shape of a ceiling division, `(x - 1) / y + 1 = x / y + [y
/// does not divide x]` written as the encoder writes `ceildivui`
/// (`ite(r != 0, q + 1, q)` with `r = x - q * y`), so that the terms of an
/// expanded ceildivui and of the op itself coincide.
pub fn udiv_pred<'c>(x: &BV<'c>, y: &BV<'c>) -> Bool<'c> {
    let ctx = x.ctx();
    let w = x.width();
    let one = BV::from_u64(ctx, 1, w);
    let q = x.udiv(y);
    let divides = (x - &(&q * y)).is_zero();
    let pred = (x - &one).udiv(y);
    let minus = &q - &BV::ite(&divides, &one, &BV::zero(ctx, w));
    let ceil = BV::ite(&!&divides, &(&q + &one), &q);
    let pre = !x.is_zero() & !y.is_zero();
    pre.implies(&(pred.eq(&minus) & (&pred + &one).eq(&ceil))) & udiv_of_zero(x, y)
}
