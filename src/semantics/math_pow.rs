//! `math.ipowi` and `math.fpowi` (mlir/Dialect/Math/IR/MathOps.td), both
//! elementwise on vectors. ODS says only "signed integer raised to the
//! power" and "`base` raised to the power of `power`"; the rest follows
//! MLIR's own implementation, the functions `--convert-math-to-funcs`
//! outlines (`__mlir_math_ipowi_*`, `__mlir_math_fpowi_*`), which the
//! folder of `ipowi` agrees with:
//!
//! - `ipowi %a, %b`: `b = 0` gives 1 (`0^0` too). `b > 0`: `a^b` modulo
//!   2^w (the product wraps), by binary exponentiation. `b < 0`: `a = 1`
//!   gives 1, `a = -1` gives -1 for odd `b` and 1 for even, any other
//!   `a` gives 0 (the truncated quotient of `1 / a^|b|`), and `a = 0` is
//!   immediate UB (the lowering divides 1 by 0; the folder refuses to
//!   fold it).
//! - `fpowi %x, %n`: `n = 0` gives 1.0 (NaN base included); otherwise the
//!   IEEE-754 value of the lowering's sequence of roundings: `r = 1.0, p =
//!   x`; for each bit of `|n|` from the lowest, `r = r * p` when it is
//!   set, then `p = p * p`; `n = MIN` uses `|n| = MAX` and one more `r *
//!   x`; for `n < 0` the result is `1.0 / r`. (LLVM's `llvm.powi` leaves
//!   the order of multiplications unspecified; this is the one MLIR
//!   emits.) Fast-math flags other than `none` are not modelled.
//!
//! A poison operand makes the result poison (both ops are pure
//! computations). The lowering instead branches on the exponent, and on
//! the base for `b < 0`, so a poison operand is UB there.

use super::arithf::{fastmath, flt, result_format};
use super::float::{self, FastMath, FloatVal};
use super::int::IntVal;
use super::{Cx, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The bits `0..n` of `m`, lowest first: constants when `m` is (only up
/// to its highest set bit).
fn exponent_bits<'c>(m: &BV<'c>, n: u32) -> Vec<Bool<'c>> {
    let ctx = m.ctx();
    if let Some(c) = m.simplified().as_const().and_then(|b| b.to_u64()) {
        let top = 64 - c.leading_zeros();
        return (0..top.min(n)).map(|k| Bool::from_bool(ctx, c >> k & 1 == 1)).collect();
    }
    (0..n).map(|k| m.extract(k, k).eq(&BV::from_u64(ctx, 1, 1))).collect()
}

/// Binary exponentiation in the lowering's order: `r = r * p` for a set
/// bit, then `p = p * p`.
fn by_squaring<'c, T: Clone>(
    bits: &[Bool<'c>],
    one: T,
    base: T,
    mul: impl Fn(&T, &T) -> T,
    ite: impl Fn(&Bool<'c>, &T, &T) -> T,
) -> T {
    let (mut r, mut p) = (one, base);
    for (k, bit) in bits.iter().enumerate() {
        if k > 0 {
            p = mul(&p, &p);
        }
        if bit.is_true() {
            r = mul(&r, &p);
        } else if !bit.is_false() {
            r = ite(bit, &mul(&r, &p), &r);
        }
    }
    r
}

/// `math.ipowi`: see the module comment.
pub(super) fn ipowi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = (i.int(0)?, i.int(1)?);
    let w = a.width();
    let k = |v: i64| BV::from_i64(cx.smt, v, w);
    let (zero, one, minus_one) = (k(0), k(1), k(-1));
    let bits = exponent_bits(&b.bits, w - 1);
    let pos = by_squaring(&bits, one.clone(), a.bits.clone(), |x, y| x * y, BV::ite);
    let neg = b.bits.slt(&zero);
    let odd = b.bits.extract(0, 0).eq(&BV::from_u64(cx.smt, 1, 1));
    let inverse =
        BV::ite(&a.bits.eq(&one), &one, &BV::ite(&a.bits.eq(&minus_one), &BV::ite(&odd, &minus_one, &one), &zero));
    let v = BV::ite(&b.bits.eq(&zero), &one, &BV::ite(&neg, &inverse, &pos));
    let ub = !&a.poison & !&b.poison & neg & a.bits.eq(&zero);
    let ub = if ub.is_false() { vec![] } else { vec![("math.ipowi of 0 to a negative power".into(), ub)] };
    Ok(Outcome { results: vec![Val::Int(IntVal::new(v, &a.poison | &b.poison))], ub })
}

/// `math.fpowi`: see the module comment.
pub(super) fn fpowi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (x, n) = (flt(i, 0)?, i.int(1)?);
    if fastmath(i) != FastMath::default() {
        return Err(Unsupported::new("'math.fpowi' with fast-math flags is not modelled"));
    }
    let fl = float::floats(cx);
    let f = result_format(cx, i, 0)?;
    let w = n.width();
    let zero = BV::zero(cx.smt, w);
    let one = fl.constant(f, 1.0);
    let nonpos = n.bits.sle(&zero);
    let is_min = n.bits.eq(&BV::signed_min(cx.smt, w));
    let m = BV::ite(&is_min, &BV::signed_max(cx.smt, w), &BV::ite(&nonpos, &(&zero - &n.bits), &n.bits));
    let bits = exponent_bits(&m, w - 1);
    let r = by_squaring(&bits, one.clone(), x.v.clone(), |a, b| fl.mul(a, b), |c, t, e| fl.ite(c, t, e));
    let r = fl.ite(&is_min, &fl.mul(&r, &x.v), &r);
    let r = fl.ite(&nonpos, &fl.div(&one, &r), &r);
    let r = fl.ite(&n.bits.eq(&zero), &one, &r);
    Ok(Outcome::value(Val::Float(FloatVal::new(r, &x.poison | &n.poison))))
}
