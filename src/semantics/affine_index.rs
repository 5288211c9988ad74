//! `affine.delinearize_index` and `affine.linearize_index`
//! (mlir/Dialect/Affine/IR/AffineOps.td): an index split into a
//! multi-index by a basis, and back. The basis is `static_basis` with
//! `ShapedType::kDynamic` (i64::MIN) where the next dynamic operand stands.
//! With as many basis elements as indices the op "has an outer bound"
//! `B_0`; computations use the effective basis `B_1 .. B_{N-1}`, whose
//! suffix products are `P_i = B_i * ... * B_{N-1}` (`P_N = 1`).
//!
//! Both ops are `Pure`, so where ODS says "undefined behavior" for a value
//! the encoder gives poison, as `affine.apply` does for overflow (see
//! `affine.rs`: MLIR hoists pure ops out of branches, which UB would
//! forbid); only a basis that cannot be divided by is UB, as a
//! non-positive divisor of `affine.apply` is. The choices, rule by rule:
//!
//! - delinearize: "all the basis elements must be strictly positive. A
//!   dynamic basis element being 0 or negative causes undefined behavior":
//!   UB (a poison dynamic element too, and a static one that does not fit a
//!   small `index-bitwidth`), the outer bound included. "lowerings
//!   ... may assume that ... the product of all basis elements is positive
//!   as an `index` as well": a product of the basis that overflows is UB
//!   (the lowering divides by a poison `nsw, nuw` product).
//! - delinearize: results `x floordiv P_1`, `(x mod P_i) floordiv P_{i+1}`,
//!   `x mod B_{N-1}` (the ODS maps; a negative index rounds toward -inf,
//!   as `--affine-expand-index-ops` does with `floordivsi` and a corrected
//!   `remsi`). The outer bound is "not used during computations, but may be
//!   used ... to enable conclusions about the total size of
//!   `%linear_index`": the encoder reads it as a promise `0 <= x < B_0 *
//!   P_1` (the first result lies in `[0, B_0)`), every result poison when
//!   broken (canonicalize folds `delinearize %x into (1, 5)` to `(0, %x)`).
//! - linearize: `sum idx_i * P_{i+1}`; "undefined behavior occurs if the
//!   linearization computation overflows in the signed sense": poison when
//!   a product `P_i`, a term `idx_i * P_{i+1}`, or a partial sum of the
//!   terms in some order overflows (ODS gives two orders, the flat sum and
//!   Horner's form, and the lowerings use others; every partial sum lies
//!   between the sum of the negative terms and the sum of the positive
//!   ones, so those two sums are what is checked).
//! - linearize: the outer bound "is not used in computation, but may be
//!   used during analysis or canonicalization as a bound on `%idx_0`":
//!   without `disjoint` it is not read (no pass in MLIR 22 relies on it).
//! - linearize `disjoint` ("an optimization hint that, for all `i`, `0 <=
//!   %idx_i < B_i` ... except that `%idx_0` may be negative to make the
//!   index as a whole negative", and "an assertion that all bases elements
//!   are non-negative"): poison when broken, as LLVM's `or disjoint`. The
//!   exception is read as applying to an `%idx_0` without a bound: with an
//!   outer bound `0 <= %idx_0 < B_0` too, as canonicalize reads it (it
//!   folds `disjoint [%x, %y] by (1, 5)` to `%y`, wrong for `%x = -1`
//!   under the other reading).

use super::ops::{AttrKind, OpSpec, op};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

pub(super) const OPS: &[OpSpec] = &[
    op("affine.delinearize_index", delinearize_index).attrs(&[("static_basis", AttrKind::I64s)]),
    op("affine.linearize_index", linearize_index)
        .attrs(&[("static_basis", AttrKind::I64s), ("disjoint", AttrKind::Unit)]),
];

/// The basis of `i` (its dynamic elements taken from operands `first..`),
/// padded to `n` elements: `None` in front when there is no outer bound.
fn basis<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, first: usize, n: usize) -> Result<Vec<Option<IntVal<'c>>>, Unsupported> {
    let Some(AttrVal::I64s(stat)) = i.attr("static_basis") else {
        return Err(Unsupported::new(format!("'{}' without static_basis", i.name)));
    };
    let w = i.result_width(cx, 0)?;
    let mut dynamic = first..i.operands.len();
    let mut out: Vec<Option<IntVal<'c>>> = Vec::new();
    for s in stat {
        out.push(Some(if *s == i64::MIN {
            let k = dynamic.next().ok_or_else(|| Unsupported::new(format!("'{}' missing a basis operand", i.name)))?;
            i.int(k)?.clone()
        } else {
            // A static element outside a small index width is poison.
            IntVal::new(BV::from_i64(cx.smt, *s, w), Bool::from_bool(cx.smt, !super::affine::fits(*s, w)))
        }));
    }
    if dynamic.next().is_some() || !(out.len() == n || out.len() + 1 == n) {
        return Err(Unsupported::new(format!("'{}' whose basis does not match its indices", i.name)));
    }
    if out.len() < n {
        out.insert(0, None);
    }
    Ok(out)
}

/// The suffix products of the effective basis, `p[k] = P_k` for `k` in
/// `1..=N` (`P_N = 1`; `p[0]` repeats `P_1`), and whether one of them
/// overflows.
fn products<'c>(cx: &Cx<'c, '_>, basis: &[Option<IntVal<'c>>], w: u32) -> (Vec<BV<'c>>, Bool<'c>) {
    let mut p = vec![BV::from_u64(cx.smt, 1, w)];
    let mut over = cx.ff();
    for b in basis.iter().skip(1).rev().flatten() {
        let last = p.last().expect("P_N");
        over |= last.mul_overflows_signed(&b.bits);
        p.push(last * &b.bits);
    }
    p.push(p.last().expect("P_1").clone());
    p.reverse();
    (p, over)
}

/// `affine.delinearize_index %x into (B_0?, B_1, ..)`: "`%0:3 =
/// affine.delinearize_index %x into (B, C)` produces `%0 = {%x / (B * C),
/// (%x mod (B * C)) / C, %x mod C}`" (see the module comment for UB and
/// the outer bound).
fn delinearize_index<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let n = i.result_types.len();
    let x = i.int(0)?;
    let w = x.width();
    let basis = basis(cx, i, 1, n)?;
    let zero = BV::zero(cx.smt, w);
    let (p, over) = products(cx, &basis, w);
    // UB: a basis element that is not positive (or poison), or a product
    // of all basis elements that overflows.
    let mut ub = over;
    for b in basis.iter().flatten() {
        ub = ub | &b.poison | b.bits.sle(&zero);
    }
    if let Some(b0) = &basis[0] {
        ub |= p[1].mul_overflows_signed(&b0.bits);
    }
    // With a positive divisor: floor division as `arith.floordivsi`, the
    // remainder as `remsi` moved into [0, d) (the lowering's shapes).
    let floordiv = |a: &BV<'c>, d: &BV<'c>| {
        let q = a.sdiv(d);
        let rem = !super::int::srem_via_div(a, d).is_zero();
        BV::ite(&(rem & a.slt(&zero)), &(&q - &BV::from_u64(cx.smt, 1, w)), &q)
    };
    let modulo = |a: &BV<'c>, d: &BV<'c>| {
        let r = super::int::srem_via_div(a, d);
        BV::ite(&r.slt(&zero), &(&r + d), &r)
    };
    let mut vals = Vec::with_capacity(n);
    for k in 0..n {
        vals.push(match k {
            0 if n == 1 => x.bits.clone(),
            0 => floordiv(&x.bits, &p[1]),
            // (x mod P_k) is in [0, P_k): floor division is `sdiv`.
            _ if k + 1 < n => modulo(&x.bits, &p[k]).sdiv(&p[k + 1]),
            _ => modulo(&x.bits, &p[k]),
        });
    }
    // The outer bound promises 0 <= result 0 < B_0.
    let mut poison = x.poison.clone();
    if let Some(b0) = &basis[0] {
        poison = poison | vals[0].slt(&zero) | vals[0].sge(&b0.bits);
    }
    let results = vals.into_iter().map(|v| Val::Int(IntVal::new(v, poison.clone()))).collect();
    let ub = if ub.is_false() {
        vec![]
    } else {
        vec![("affine.delinearize_index with a basis that is not positive or whose product overflows".into(), ub)]
    };
    Ok(Outcome { results, ub })
}

/// `affine.linearize_index [%idx_0, ..] by (B_0?, B_1, ..)`: "`sum(i = 0 to
/// N-1) %idx_i * product(j = i + 1 to N-1) B_j`" (see the module comment
/// for overflow, the outer bound and `disjoint`).
fn linearize_index<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let Some(AttrVal::I64s(stat)) = i.attr("static_basis") else {
        return Err(Unsupported::new("'affine.linearize_index' without static_basis"));
    };
    let ndyn = stat.iter().filter(|s| **s == i64::MIN).count();
    let n = i.operands.len().checked_sub(ndyn).filter(|n| *n > 0);
    let n = n.ok_or_else(|| Unsupported::new("'affine.linearize_index' without indices"))?;
    let idx: Vec<&IntVal<'c>> = (0..n).map(|k| i.int(k)).collect::<Result<_, _>>()?;
    let w = i.result_width(cx, 0)?;
    let basis = basis(cx, i, n, n)?;
    let (p, mut poison) = products(cx, &basis, w);
    let zero = BV::zero(cx.smt, w);
    // The terms, their sum (wrapping), and the sums of the positive and
    // of the negative terms, exact in `w + extra` bits.
    let extra = usize::BITS - n.leading_zeros() + 1;
    let (mut sum, mut pos, mut neg) = (zero.clone(), BV::zero(cx.smt, w + extra), BV::zero(cx.smt, w + extra));
    for (k, x) in idx.iter().enumerate() {
        let t = &x.bits * &p[k + 1];
        poison = poison | &x.poison | x.bits.mul_overflows_signed(&p[k + 1]);
        let wide = t.sext(extra);
        let wzero = BV::zero(cx.smt, w + extra);
        pos = &pos + &BV::ite(&t.sgt(&zero), &wide, &wzero);
        neg = &neg + &BV::ite(&t.slt(&zero), &wide, &wzero);
        // The partial sums in index order, as `--affine-expand-index-ops`
        // adds (implied by the two sums below; stated for the solver, which
        // then sees the lowering's own overflow terms).
        if k > 0 {
            poison |= sum.add_overflows_signed(&t);
        }
        sum = if k == 0 { t } else { &sum + &t };
    }
    poison = poison | pos.sgt(&BV::signed_max(cx.smt, w).sext(extra)) | neg.slt(&BV::signed_min(cx.smt, w).sext(extra));
    for b in basis.iter().flatten() {
        poison = poison | &b.poison;
    }
    // `disjoint`: 0 <= idx_k < B_k for every k that has a B_k (idx_0 is
    // free below only without an outer bound), and every basis element
    // non-negative.
    let mut broken = cx.ff();
    for (b, x) in basis.iter().zip(&idx) {
        let Some(b) = b else { continue };
        broken = broken | b.bits.slt(&zero) | x.bits.slt(&zero) | x.bits.sge(&b.bits);
    }
    poison |= i.unit_attr(cx, "disjoint") & broken;
    Ok(Outcome::int(IntVal::new(sum, poison)))
}
