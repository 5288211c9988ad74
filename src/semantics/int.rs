//! Integer rules shared by `arith`, `index` (and the PDL verifier).
//!
//! A value is a bit-vector and a poison flag. Unless a rule says otherwise,
//! the result is poison when any operand is. Rules with immediate undefined
//! behaviour return the UB condition with a reason.
//!
//! Choices where the op documentation is silent (following LLVM's LangRef,
//! as ARCHITECTURE.md, Semantic rules asks):
//! - a poison divisor is immediate UB (it may be zero), as for LLVM's
//!   `udiv`/`sdiv`/`urem`/`srem`;
//! - signed division overflow (MIN / -1) is UB only when the dividend is not
//!   poison; with a poison dividend the result is poison;
//! - `remsi(MIN, -1)` and `index.rems(MIN, -1)` are UB: the op docs are
//!   silent on overflow (remsi names only division by zero, index.rems
//!   nothing), so LangRef's `srem` decides ("overflow also leads to
//!   undefined behavior"); both ops lower to `llvm.srem`.

use super::Cx;
use crate::smt::{BV, Bool};

#[derive(Clone, Debug)]
pub struct IntVal<'c> {
    pub bits: BV<'c>,
    pub poison: Bool<'c>,
}

impl<'c> IntVal<'c> {
    pub fn new(bits: BV<'c>, poison: Bool<'c>) -> IntVal<'c> {
        IntVal { bits, poison }
    }

    pub fn width(&self) -> u32 {
        self.bits.width()
    }

    /// Same poison flag, new bits.
    fn with(&self, bits: BV<'c>) -> IntVal<'c> {
        IntVal::new(bits, self.poison.clone())
    }

    /// Refinement of integers (ARCHITECTURE.md, Semantic rules): `target` refines `self` when
    /// `self` is poison, or both are the same value and `target` is not
    /// poison.
    pub fn refined_by(&self, target: &IntVal<'c>) -> Bool<'c> {
        &self.poison | (!&target.poison & self.bits.eq(&target.bits))
    }
}

/// `nsw`/`nuw` overflow flags; formulas so that PDL can leave them open.
#[derive(Clone, Debug)]
pub struct Flags<'c> {
    pub nsw: Bool<'c>,
    pub nuw: Bool<'c>,
}

/// UB conditions with their reasons.
pub type Ub<'c> = Vec<(String, Bool<'c>)>;

fn either<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> Bool<'c> {
    &a.poison | &b.poison
}

fn bin<'c>(a: &IntVal<'c>, b: &IntVal<'c>, bits: BV<'c>) -> IntVal<'c> {
    IntVal::new(bits, either(a, b))
}

/// Sum modulo 2^n; poison on signed (`nsw`) or unsigned (`nuw`) overflow.
pub fn add<'c>(a: &IntVal<'c>, b: &IntVal<'c>, f: &Flags<'c>) -> IntVal<'c> {
    let over = (&f.nsw & a.bits.add_overflows_signed(&b.bits)) | (&f.nuw & a.bits.add_overflows_unsigned(&b.bits));
    IntVal::new(&a.bits + &b.bits, either(a, b) | over)
}

/// Difference modulo 2^n; poison on signed or unsigned overflow with the flags.
pub fn sub<'c>(a: &IntVal<'c>, b: &IntVal<'c>, f: &Flags<'c>) -> IntVal<'c> {
    let over = (&f.nsw & a.bits.sub_overflows_signed(&b.bits)) | (&f.nuw & a.bits.sub_overflows_unsigned(&b.bits));
    IntVal::new(&a.bits - &b.bits, either(a, b) | over)
}

/// Product modulo 2^n; poison on signed or unsigned overflow with the flags.
pub fn mul<'c>(a: &IntVal<'c>, b: &IntVal<'c>, f: &Flags<'c>) -> IntVal<'c> {
    let over = (&f.nsw & a.bits.mul_overflows_signed(&b.bits)) | (&f.nuw & a.bits.mul_overflows_unsigned(&b.bits));
    IntVal::new(&a.bits * &b.bits, either(a, b) | over)
}

/// True when the shift amount is `>= width` (the result is then poison).
fn oversized_shift<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> Bool<'c> {
    b.bits.uge(&BV::from_u64(b.bits.ctx(), a.width() as u64, b.width()))
}

/// Shift left; amounts >= width give poison. `nuw`: poison if a set bit is
/// shifted out; `nsw`: poison if a shifted-out bit differs from the result's
/// sign bit (LLVM's `shl nsw`).
pub fn shl<'c>(a: &IntVal<'c>, b: &IntVal<'c>, f: &Flags<'c>) -> IntVal<'c> {
    let r = a.bits.shl(&b.bits);
    let nuw_bad = &f.nuw & r.lshr(&b.bits).ne(&a.bits);
    let nsw_bad = &f.nsw & r.ashr(&b.bits).ne(&a.bits);
    IntVal::new(r, either(a, b) | oversized_shift(a, b) | nuw_bad | nsw_bad)
}

/// Logical shift right; amounts >= width give poison; `exact`: poison if a
/// set bit is shifted out.
pub fn shru<'c>(a: &IntVal<'c>, b: &IntVal<'c>, exact: &Bool<'c>) -> IntVal<'c> {
    let r = a.bits.lshr(&b.bits);
    let inexact = exact & r.shl(&b.bits).ne(&a.bits);
    IntVal::new(r, either(a, b) | oversized_shift(a, b) | inexact)
}

/// Arithmetic shift right; amounts >= width give poison; `exact`: poison if
/// a set bit is shifted out.
pub fn shrs<'c>(a: &IntVal<'c>, b: &IntVal<'c>, exact: &Bool<'c>) -> IntVal<'c> {
    let r = a.bits.ashr(&b.bits);
    let inexact = exact & r.shl(&b.bits).ne(&a.bits);
    IntVal::new(r, either(a, b) | oversized_shift(a, b) | inexact)
}

/// Remainders are encoded through the quotient, `a - (a div b) * b`, which
/// equals SMT-LIB's `bvurem`/`bvsrem` for every input (division by zero
/// and MIN / -1 included) but shares the divider circuit with any division
/// of the same operands. Passes that expand div/rem pairs (arith-expand,
/// canonicalize) produce exactly such shapes, and with shared terms the
/// solver never has to relate two different 64-bit dividers.
fn urem_via_div<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a - &(&a.udiv(b) * b)
}

pub(crate) fn srem_via_div<'c>(a: &BV<'c>, b: &BV<'c>) -> BV<'c> {
    a - &(&a.sdiv(b) * b)
}

/// UB for a divisor that is zero or poison.
fn div_by_zero_ub<'c>(b: &IntVal<'c>) -> (String, Bool<'c>) {
    ("division by zero (or by poison)".into(), &b.poison | b.bits.is_zero())
}

/// UB for MIN / -1 (or MIN % -1) with a non-poison dividend.
fn signed_overflow_ub<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (String, Bool<'c>) {
    let ctx = a.bits.ctx();
    let w = a.width();
    let cond = !&a.poison & a.bits.eq(&BV::signed_min(ctx, w)) & b.bits.eq(&BV::all_ones(ctx, w));
    ("signed division overflow (minimum value divided by -1)".into(), cond)
}

/// Unsigned division rounding toward zero; UB on division by zero;
/// `exact`: poison if the division has a remainder.
pub fn divu<'c>(a: &IntVal<'c>, b: &IntVal<'c>, exact: &Bool<'c>) -> (IntVal<'c>, Ub<'c>) {
    let inexact = exact & !urem_via_div(&a.bits, &b.bits).is_zero();
    (IntVal::new(a.bits.udiv(&b.bits), &a.poison | inexact), vec![div_by_zero_ub(b)])
}

/// Signed division rounding toward zero; UB on division by zero and on
/// MIN / -1; `exact`: poison if the division has a remainder.
pub fn divs<'c>(a: &IntVal<'c>, b: &IntVal<'c>, exact: &Bool<'c>) -> (IntVal<'c>, Ub<'c>) {
    let inexact = exact & !srem_via_div(&a.bits, &b.bits).is_zero();
    let ub = vec![div_by_zero_ub(b), signed_overflow_ub(a, b)];
    (IntVal::new(a.bits.sdiv(&b.bits), &a.poison | inexact), ub)
}

/// Unsigned division rounding toward +infinity; UB on division by zero.
pub fn ceildivu<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, Ub<'c>) {
    let ctx = a.bits.ctx();
    let q = a.bits.udiv(&b.bits);
    let has_rem = !urem_via_div(&a.bits, &b.bits).is_zero();
    let r = BV::ite(&has_rem, &(&q + &BV::from_u64(ctx, 1, a.width())), &q);
    (a.with(r), vec![div_by_zero_ub(b)])
}

/// Signed division rounding toward +infinity; UB on division by zero and
/// on MIN / -1.
pub fn ceildivs<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, Ub<'c>) {
    let ctx = a.bits.ctx();
    let q = a.bits.sdiv(&b.bits);
    let has_rem = !srem_via_div(&a.bits, &b.bits).is_zero();
    // Truncation rounded toward zero; the exact quotient is positive (and
    // must round up) when the operands have the same sign.
    let same_sign = a.bits.sign_bit().iff(&b.bits.sign_bit());
    let r = BV::ite(&(has_rem & same_sign), &(&q + &BV::from_u64(ctx, 1, a.width())), &q);
    (a.with(r), vec![div_by_zero_ub(b), signed_overflow_ub(a, b)])
}

/// Signed division rounding toward -infinity; UB on division by zero and
/// on MIN / -1.
pub fn floordivs<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, Ub<'c>) {
    let ctx = a.bits.ctx();
    let q = a.bits.sdiv(&b.bits);
    let has_rem = !srem_via_div(&a.bits, &b.bits).is_zero();
    // The exact quotient is negative (and must round down) when the signs differ.
    let signs_differ = !a.bits.sign_bit().iff(&b.bits.sign_bit());
    let r = BV::ite(&(has_rem & signs_differ), &(&q - &BV::from_u64(ctx, 1, a.width())), &q);
    (a.with(r), vec![div_by_zero_ub(b), signed_overflow_ub(a, b)])
}

/// Unsigned remainder; UB on division by zero.
pub fn remu<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, Ub<'c>) {
    (a.with(urem_via_div(&a.bits, &b.bits)), vec![div_by_zero_ub(b)])
}

/// Signed remainder with the sign of the dividend; UB on division by zero
/// and on MIN % -1 (see the module comment).
pub fn rems<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, Ub<'c>) {
    (a.with(srem_via_div(&a.bits, &b.bits)), vec![div_by_zero_ub(b), signed_overflow_ub(a, b)])
}

pub fn and<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, &a.bits & &b.bits)
}

pub fn or<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, &a.bits | &b.bits)
}

pub fn xor<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, &a.bits ^ &b.bits)
}

pub fn maxs<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, BV::ite(&a.bits.sge(&b.bits), &a.bits, &b.bits))
}

pub fn maxu<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, BV::ite(&a.bits.uge(&b.bits), &a.bits, &b.bits))
}

pub fn mins<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, BV::ite(&a.bits.sle(&b.bits), &a.bits, &b.bits))
}

pub fn minu<'c>(a: &IntVal<'c>, b: &IntVal<'c>) -> IntVal<'c> {
    bin(a, b, BV::ite(&a.bits.ule(&b.bits), &a.bits, &b.bits))
}

/// Comparison predicates, numbered as `arith::CmpIPredicate` and
/// `index::IndexCmpPredicate` (both: eq ne slt sle sgt sge ult ule ugt uge).
pub const PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

fn compare<'c>(p: usize, a: &BV<'c>, b: &BV<'c>) -> Bool<'c> {
    match p {
        0 => a.eq(b),
        1 => a.ne(b),
        2 => a.slt(b),
        3 => a.sle(b),
        4 => a.sgt(b),
        5 => a.sge(b),
        6 => a.ult(b),
        7 => a.ule(b),
        8 => a.ugt(b),
        _ => a.uge(b),
    }
}

/// The i1 result of comparing `a` and `b` under predicate `pred` (a
/// constant from IR, or a symbolic case number from PDL). Returns `None`
/// for a constant predicate outside the enum.
pub fn cmp<'c>(cx: &Cx<'c, '_>, pred: &BV<'c>, a: &IntVal<'c>, b: &IntVal<'c>) -> Option<IntVal<'c>> {
    let holds = match pred.as_const() {
        Some(p) => {
            let p = p.to_u64().filter(|p| *p < 10)? as usize;
            compare(p, &a.bits, &b.bits)
        }
        None => {
            // Symbolic predicate: a case split; out-of-range cases never hold.
            let mut r = cx.ff();
            for p in (0..10).rev() {
                let is_p = pred.eq(&BV::from_u64(cx.smt, p as u64, pred.width()));
                r = is_p.ite(&compare(p, &a.bits, &b.bits), &r);
            }
            r
        }
    };
    Some(bin(a, b, bool_to_i1(cx, &holds)))
}

/// An i1 bit-vector from a formula.
pub fn bool_to_i1<'c>(cx: &Cx<'c, '_>, b: &Bool<'c>) -> BV<'c> {
    BV::ite(b, &BV::from_u64(cx.smt, 1, 1), &BV::zero(cx.smt, 1))
}

/// A formula from an i1 bit-vector.
pub fn i1_to_bool<'c>(v: &BV<'c>) -> Bool<'c> {
    v.eq(&BV::from_u64(v.ctx(), 1, 1))
}

/// `select`: poison only from the condition and from the selected operand.
pub fn select<'c>(c: &IntVal<'c>, t: &IntVal<'c>, f: &IntVal<'c>) -> IntVal<'c> {
    let cond = i1_to_bool(&c.bits);
    let bits = BV::ite(&cond, &t.bits, &f.bits);
    let poison = &c.poison | cond.ite(&t.poison, &f.poison);
    IntVal::new(bits, poison)
}

/// Sign extension to `width`.
pub fn sext<'c>(a: &IntVal<'c>, width: u32) -> IntVal<'c> {
    a.with(a.bits.sext(width - a.width()))
}

/// Zero extension to `width`.
pub fn zext<'c>(a: &IntVal<'c>, width: u32) -> IntVal<'c> {
    a.with(a.bits.zext(width - a.width()))
}

/// Truncation to `width`. `nuw`: poison if a discarded bit is set; `nsw`:
/// poison if a discarded bit differs from the result's sign bit.
pub fn trunc<'c>(a: &IntVal<'c>, width: u32, f: &Flags<'c>) -> IntVal<'c> {
    let r = a.bits.extract(width - 1, 0);
    let nuw_bad = &f.nuw & r.zext(a.width() - width).ne(&a.bits);
    let nsw_bad = &f.nsw & r.sext(a.width() - width).ne(&a.bits);
    IntVal::new(r, &a.poison | nuw_bad | nsw_bad)
}

/// Sign-extending or truncating cast (`index_cast`, `index.casts`).
pub fn cast_signed<'c>(a: &IntVal<'c>, width: u32) -> IntVal<'c> {
    a.with(a.bits.sext_or_trunc(width))
}

/// Zero-extending or truncating cast (`index_castui`, `index.castu`).
pub fn cast_unsigned<'c>(a: &IntVal<'c>, width: u32) -> IntVal<'c> {
    a.with(a.bits.zext_or_trunc(width))
}

/// `addui_extended`: the sum modulo 2^n and an i1 carry.
pub fn add_extended<'c>(cx: &Cx<'c, '_>, a: &IntVal<'c>, b: &IntVal<'c>) -> (IntVal<'c>, IntVal<'c>) {
    let carry = bool_to_i1(cx, &a.bits.add_overflows_unsigned(&b.bits));
    (bin(a, b, &a.bits + &b.bits), bin(a, b, carry))
}

/// `mulsi_extended`/`mului_extended`: low and high halves of the 2n-bit
/// product of the sign- or zero-extended operands.
pub fn mul_extended<'c>(a: &IntVal<'c>, b: &IntVal<'c>, signed: bool) -> (IntVal<'c>, IntVal<'c>) {
    let w = a.width();
    let ext = |v: &BV<'c>| if signed { v.sext(w) } else { v.zext(w) };
    let p = &ext(&a.bits) * &ext(&b.bits);
    (bin(a, b, p.extract(w - 1, 0)), bin(a, b, p.extract(2 * w - 1, w)))
}
