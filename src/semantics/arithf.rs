//! `arith` dialect, floating-point ops (mlir/Dialect/Arith/IR/ArithOps.td),
//! and the fast-math flags they carry.
//!
//! Arithmetic rounds to nearest, ties to even (the default rounding of
//! IEEE-754 and of LLVM, which the ops lower to); `truncf` takes its
//! `roundingmode` attribute when present.
//!
//! Fast-math flags (`#arith.fastmath<...>`) follow LLVM's LangRef,
//! "Fast-Math Flags", which MLIR's flags are defined by:
//! - `nnan`, `ninf`: an operand or result that is NaN (infinite) makes the
//!   result poison.
//! - `nsz`: the sign of a zero result is insignificant: it is chosen
//!   freely; so is the sign of a zero divisor (`x / ±0`), the one place
//!   where a zero operand's sign changes a nonzero result.
//! - `reassoc`: an `addf` (`mulf`) with `reassoc` whose operand is an
//!   `addf` (`mulf`) with `reassoc` may be computed re-associated one
//!   level: `(a + b) + c` may give `a + (b + c)` or `(a + c) + b`. Deeper
//!   re-association is not modelled: a pass that needs it is reported
//!   invalid (a false alarm, never a false proof).
//! - `contract`: an `addf`/`subf` with `contract` whose operand is a
//!   `mulf` with `contract` may be fused into one `fma` (one rounding);
//!   an `extf` with `contract` of a `truncf` with `contract` may skip the
//!   intermediate rounding (`extf(truncf(x))` may give `x`, as MLIR's
//!   `extf` folder assumes: contraction removes intermediate roundings).
//! - `arcp`: `divf` with `arcp` may compute `a * (1 / b)`.
//! - `afn`: no effect on `arith` ops (see `math` for functions).
//!
//! "May" is a choice of the op: the source's choices may match the target,
//! the target's may be anything (see `Shared::choice`).

use super::float::{self, FastMath, Fl, FloatVal, Floats, Origin};
use super::int::{self, IntVal};
use super::ops::{AttrKind, AttrSlot, FASTMATH, OpSpec, op};
use super::{AttrVal, Cx, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool, Format, Rounding};
use std::rc::Rc;

/// `cmpf`'s predicate (16 cases) and fast-math flags.
const CMPF: &[AttrSlot] = &[("predicate", AttrKind::Predicate(16)), ("fastmath", AttrKind::FastMath)];
/// `truncf`'s rounding mode (5 cases) and fast-math flags.
const TRUNCF: &[AttrSlot] = &[("roundingmode", AttrKind::Predicate(5)), ("fastmath", AttrKind::FastMath)];

/// The float ops of `arith` (`constant`, `select` and `bitcast` are in
/// `arith`'s table: their rules hand floats to this file). Elementwise on
/// vectors, as every `arith` op.
pub(super) const OPS: &[OpSpec] = &[
    op("arith.addf", addf).elementwise().commutative().attrs(FASTMATH),
    op("arith.subf", subf).elementwise().attrs(FASTMATH),
    op("arith.mulf", mulf).elementwise().commutative().attrs(FASTMATH),
    op("arith.divf", divf).elementwise().attrs(FASTMATH),
    op("arith.remf", remf).elementwise().attrs(FASTMATH),
    op("arith.maximumf", maximumf).elementwise().commutative().attrs(FASTMATH),
    op("arith.minimumf", minimumf).elementwise().commutative().attrs(FASTMATH),
    op("arith.maxnumf", maxnumf).elementwise().commutative().attrs(FASTMATH),
    op("arith.minnumf", minnumf).elementwise().commutative().attrs(FASTMATH),
    op("arith.negf", negf).elementwise().attrs(FASTMATH),
    op("arith.cmpf", cmpf).elementwise().attrs(CMPF),
    op("arith.sitofp", sitofp).elementwise(),
    op("arith.uitofp", uitofp).elementwise(),
    op("arith.fptosi", fptosi).elementwise(),
    op("arith.fptoui", fptoui).elementwise(),
    op("arith.extf", extf).elementwise().attrs(FASTMATH),
    op("arith.truncf", truncf).elementwise().attrs(TRUNCF),
    op("arith.scaling_extf", scaling_extf).elementwise(),
    op("arith.scaling_truncf", scaling_truncf).elementwise(),
];

/// Whether an op has a float operand or result (or vectors of them).
pub(super) fn on_floats(i: &OpInst<'_>) -> bool {
    i.result_types.iter().chain(&i.operand_types).any(|t| matches!(t.elem(), Ty::Float(_)))
}

/// Float operand `k`.
pub(super) fn flt<'a, 'c>(i: &'a OpInst<'c>, k: usize) -> Result<&'a FloatVal<'c>, Unsupported> {
    i.operands
        .get(k)
        .and_then(|v| v.as_float())
        .ok_or_else(|| Unsupported::new(format!("operand #{k} of '{}' is not a modelled float", i.name)))
}

/// The format of result `k`.
pub(super) fn result_format(cx: &Cx<'_, '_>, i: &OpInst<'_>, k: usize) -> Result<Format, Unsupported> {
    let ty = i.result_types.get(k).ok_or_else(|| Unsupported::new(format!("'{}' has no result #{k}", i.name)))?;
    cx.float_format(ty, || format!("result type of '{}'", i.name))
}

/// The op's fast-math flags (none when absent).
pub(super) fn fastmath(i: &OpInst<'_>) -> FastMath {
    match i.attr("fastmath") {
        Some(AttrVal::FastMath(f)) => *f,
        _ => FastMath::default(),
    }
}

/// A fresh choice bit of the op.
pub(super) fn choice_bit<'c>(cx: &Cx<'c, '_>, name: &str) -> Bool<'c> {
    int::i1_to_bool(&cx.shared.choice(cx.smt, name, 1))
}

/// The result of an op with fast-math flags: poison from the operands,
/// from `nnan` and `ninf`, and a free zero sign under `nsz`.
pub(super) fn finish<'c>(
    cx: &Cx<'c, '_>,
    fl: &Floats<'c, '_>,
    flags: FastMath,
    args: &[&FloatVal<'c>],
    r: Fl<'c>,
) -> FloatVal<'c> {
    let mut poison = Bool::or_all(cx.smt, args.iter().map(|a| a.poison.clone()));
    let values = args.iter().map(|a| &a.v).chain(std::iter::once(&r));
    if flags.nnan {
        poison |= Bool::or_all(cx.smt, values.clone().map(|v| fl.is_nan(v)));
    }
    if flags.ninf {
        poison |= Bool::or_all(cx.smt, values.map(|v| fl.is_inf(v)));
    }
    let r = if flags.nsz { free_zero_sign(cx, fl, &r) } else { r };
    FloatVal::new(r, poison)
}

/// `x`, except that a zero has a freely chosen sign (`nsz`).
fn free_zero_sign<'c>(cx: &Cx<'c, '_>, fl: &Floats<'c, '_>, x: &Fl<'c>) -> Fl<'c> {
    let zero = fl.is_zero(x);
    if Bool::from_term(zero.term().simplify()).is_false() {
        return x.clone();
    }
    let neg = choice_bit(cx, "nsz zero sign");
    fl.ite(&zero, &fl.zero(x.format(), &neg), x)
}

/// One of `alts` (the first when there is one), by a choice of the op.
fn one_of<'c>(cx: &Cx<'c, '_>, fl: &Floats<'c, '_>, name: &str, mut alts: Vec<Fl<'c>>) -> Fl<'c> {
    if alts.len() == 1 {
        return alts.remove(0);
    }
    let bits = (usize::BITS - (alts.len() - 1).leading_zeros()).max(1);
    let pick = cx.shared.choice(cx.smt, name, bits);
    let last = alts.pop().unwrap();
    alts.iter()
        .enumerate()
        .rev()
        .fold(last, |acc, (k, v)| fl.ite(&pick.eq(&BV::from_u64(cx.smt, k as u64, bits)), v, &acc))
}

/// `arith.constant` of a float or a vector of floats (`lift` splits dense
/// attributes per element).
pub(super) fn constant<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let f = result_format(cx, i, 0)?;
    let v = match i.attr("value") {
        Some(AttrVal::Float(v)) => *v,
        other => return Err(Unsupported::new(format!("arith.constant with value {other:?}"))),
    };
    let fl = float::floats(cx);
    Ok(Outcome::value(Val::Float(FloatVal::new(fl.constant(f, v), cx.ff()))))
}

fn apply<'c>(fl: &Floats<'c, '_>, op: &str, a: &Fl<'c>, b: &Fl<'c>) -> Fl<'c> {
    match op {
        "addf" => fl.add(a, b),
        "subf" => fl.sub(a, b),
        "mulf" => fl.mul(a, b),
        "divf" => fl.div(a, b),
        "remf" => fl.fmod(a, b),
        _ => unreachable!(),
    }
}

/// addf, subf, mulf, divf, remf.
fn binary<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: &'static str) -> Res<'c> {
    let (a, b) = (flt(i, 0)?, flt(i, 1)?);
    let flags = fastmath(i);
    let fl = float::floats(cx);
    let mut bv = b.v.clone();
    if op == "divf" && flags.nsz {
        // The sign of a zero divisor decides the sign of the infinity.
        bv = free_zero_sign(cx, &fl, &bv);
    }
    let mut alts = vec![apply(&fl, op, &a.v, &bv)];
    let same_op = |x: &FloatVal<'c>| x.origin.as_ref().filter(|o| o.op == op && o.flags.reassoc).cloned();
    if flags.reassoc && matches!(op, "addf" | "mulf") {
        // (p . q) . b  ->  p . (q . b)  |  (p . b) . q
        if let Some(o) = same_op(a) {
            let (p, q) = (&o.args[0].v, &o.args[1].v);
            alts.push(apply(&fl, op, p, &apply(&fl, op, q, &b.v)));
            alts.push(apply(&fl, op, &apply(&fl, op, p, &b.v), q));
        }
        // a . (p . q)  ->  (a . p) . q  |  (a . q) . p
        if let Some(o) = same_op(b) {
            let (p, q) = (&o.args[0].v, &o.args[1].v);
            alts.push(apply(&fl, op, &apply(&fl, op, &a.v, p), q));
            alts.push(apply(&fl, op, &apply(&fl, op, &a.v, q), p));
        }
    }
    if flags.contract && matches!(op, "addf" | "subf") {
        let product = |x: &FloatVal<'c>| x.origin.as_ref().filter(|o| o.op == "mulf" && o.flags.contract).cloned();
        // a*b + c, a*b - c, c + a*b, c - a*b as one fma.
        if let Some(o) = product(a) {
            let c = if op == "subf" { fl.neg(&b.v) } else { b.v.clone() };
            alts.push(fl.fma(&o.args[0].v, &o.args[1].v, &c));
        }
        if let Some(o) = product(b) {
            let p = if op == "subf" { fl.neg(&o.args[0].v) } else { o.args[0].v.clone() };
            alts.push(fl.fma(&p, &o.args[1].v, &a.v));
        }
    }
    if flags.arcp && op == "divf" {
        let one = fl.constant(a.v.format(), 1.0);
        alts.push(fl.mul(&a.v, &fl.div(&one, &bv)));
    }
    let r = one_of(cx, &fl, &format!("{op} fast-math form"), alts);
    let mut out = finish(cx, &fl, flags, &[a, b], r);
    if matches!(op, "addf" | "mulf") && (flags.reassoc || flags.contract) {
        out.origin = Some(Rc::new(Origin { op, args: vec![a.clone(), b.clone()], flags }));
    }
    Ok(Outcome::value(Val::Float(out)))
}

/// An `addf` (`mulf`) that accumulates into a reduction under
/// `fp-reassoc` (`reassoc.rs`): the reassociable sum (product) of
/// `float::reassoc`; poison, `nnan`, `ninf` and `nsz` as for the op.
pub(super) fn reassociated<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: float::AcOp) -> Res<'c> {
    let (a, b) = (flt(i, 0)?, flt(i, 1)?);
    let fl = float::floats(cx);
    let r = fl.reassoc(cx.cfg.fp_reassoc, op, &a.v, &b.v);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a, b], r))))
}

/// `arith.addf`: the sum, rounded.
fn addf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(cx, i, "addf")
}

/// `arith.subf`: the difference, rounded.
fn subf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(cx, i, "subf")
}

/// `arith.mulf`: the product, rounded.
fn mulf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(cx, i, "mulf")
}

/// `arith.divf`: the quotient, rounded.
fn divf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(cx, i, "divf")
}

/// `arith.remf`: the remainder of the division truncated toward zero (C's
/// `fmod`), exact.
fn remf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    binary(cx, i, "remf")
}

/// maximumf/minimumf propagate NaN and order -0 below +0; maxnumf/minnumf
/// return the other operand for one NaN, and either operand for -0 and +0.
fn minmax<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, op: &str) -> Res<'c> {
    let (a, b) = (flt(i, 0)?, flt(i, 1)?);
    let flags = fastmath(i);
    let fl = float::floats(cx);
    let (x, y) = (&a.v, &b.v);
    let max = op.starts_with("max");
    // The larger (smaller) of two values neither of which is NaN, when
    // they differ by more than the sign of zero.
    let pick = |x: &Fl<'c>, y: &Fl<'c>| if max { fl.ite(&fl.lt(x, y), y, x) } else { fl.ite(&fl.lt(x, y), x, y) };
    let both_zero = fl.is_zero(x) & fl.is_zero(y);
    let r = if op.ends_with("imumf") {
        // -0 < +0: max takes the non-negative zero, min the negative one.
        let zero = if max { fl.ite(&fl.is_negative(x), y, x) } else { fl.ite(&fl.is_negative(x), x, y) };
        let either_nan = fl.is_nan(x) | fl.is_nan(y);
        fl.ite(&either_nan, &fl.nan(x.format()), &fl.ite(&both_zero, &zero, &pick(x, y)))
    } else {
        let either = fl.ite(&choice_bit(cx, &format!("arith.{op} of -0 and +0")), x, y);
        let signs_differ = !fl.is_negative(x).iff(&fl.is_negative(y));
        let zero = fl.ite(&signs_differ, &either, x);
        fl.ite(&fl.is_nan(x), y, &fl.ite(&fl.is_nan(y), x, &fl.ite(&both_zero, &zero, &pick(x, y))))
    };
    Ok(Outcome::value(Val::Float(finish(cx, &fl, flags, &[a, b], r))))
}

/// `arith.maximumf`: the larger; NaN if either is NaN; `-0 < +0`.
fn maximumf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    minmax(cx, i, "maximumf")
}

/// `arith.minimumf`: the smaller; NaN if either is NaN; `-0 < +0`.
fn minimumf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    minmax(cx, i, "minimumf")
}

/// `arith.maxnumf`: the larger; the other operand if one is NaN.
fn maxnumf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    minmax(cx, i, "maxnumf")
}

/// `arith.minnumf`: the smaller; the other operand if one is NaN.
fn minnumf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    minmax(cx, i, "minnumf")
}

/// `arith.negf`: the operand with its sign flipped (NaN included).
fn negf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let a = flt(i, 0)?;
    let fl = float::floats(cx);
    let r = fl.neg(&a.v);
    Ok(Outcome::value(Val::Float(finish(cx, &fl, fastmath(i), &[a], r))))
}

/// The 16 predicates of `arith.cmpf`, by their enum value: ordered ones
/// are false on NaN, unordered ones true.
pub const CMPF_PREDICATES: [&str; 16] =
    ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true"];

/// `arith.cmpf`: i1 result of the `predicate` comparison.
fn cmpf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = (flt(i, 0)?, flt(i, 1)?);
    let p = i.int_attr("predicate")?;
    let p = p
        .as_const()
        .and_then(|b| b.to_u64())
        .ok_or_else(|| Unsupported::new("arith.cmpf with a symbolic predicate"))?;
    let name = *CMPF_PREDICATES.get(p as usize).ok_or_else(|| Unsupported::new(format!("arith.cmpf predicate {p}")))?;
    let fl = float::floats(cx);
    let (x, y) = (&a.v, &b.v);
    let uno = fl.is_nan(x) | fl.is_nan(y);
    let (eq, lt, gt) = (fl.eq(x, y), fl.lt(x, y), fl.lt(y, x));
    let r = match name {
        "false" => cx.ff(),
        "true" => cx.tt(),
        "oeq" => eq,
        "ogt" => gt,
        "oge" => gt | eq,
        "olt" => lt,
        "ole" => lt | eq,
        "one" => lt | gt,
        "ord" => !&uno,
        "ueq" => &uno | eq,
        "ugt" => &uno | gt,
        "uge" => &uno | gt | eq,
        "ult" => &uno | lt,
        "ule" => &uno | lt | eq,
        "une" => &uno | !&eq,
        "uno" => uno,
        _ => unreachable!(),
    };
    let flags = fastmath(i);
    let mut poison = &a.poison | &b.poison;
    if flags.nnan {
        poison = poison | fl.is_nan(x) | fl.is_nan(y);
    }
    if flags.ninf {
        poison = poison | fl.is_inf(x) | fl.is_inf(y);
    }
    Ok(Outcome::int(IntVal::new(int::bool_to_i1(cx, &r), poison)))
}

/// `arith.select` on floats: poison from the condition and the chosen value.
pub(super) fn select<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let c = i.int(0)?;
    let (t, e) = (flt(i, 1)?, flt(i, 2)?);
    let cond = int::i1_to_bool(&c.bits);
    let fl = float::floats(cx);
    let poison = &c.poison | cond.ite(&t.poison, &e.poison);
    Ok(Outcome::value(Val::Float(FloatVal::new(fl.ite(&cond, &t.v, &e.v), poison))))
}

/// sitofp/uitofp: "If the value cannot be exactly represented, it is
/// rounded using the default rounding mode" (to nearest, ties to even).
fn itofp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, signed: bool) -> Res<'c> {
    let a = i.int(0)?;
    let f = result_format(cx, i, 0)?;
    let fl = float::floats(cx);
    let r = fl.from_int(&a.bits, signed, f);
    Ok(Outcome::value(Val::Float(FloatVal::new(r, a.poison.clone()))))
}

/// `arith.sitofp`: the signed integer's value, rounded.
fn sitofp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    itofp(cx, i, true)
}

/// `arith.uitofp`: the unsigned integer's value, rounded.
fn uitofp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    itofp(cx, i, false)
}

/// fptosi/fptoui: rounds toward zero; a value out of the result's range
/// (NaN and infinities included) gives poison, as LLVM's fptosi/fptoui
/// do, which the ops lower to.
fn fptoi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, signed: bool) -> Res<'c> {
    let a = flt(i, 0)?;
    let w = i.result_width(cx, 0)?;
    let fl = float::floats(cx);
    let (v, oor) = fl.to_int(&a.v, signed, w);
    Ok(Outcome::int(IntVal::new(v, &a.poison | oor)))
}

/// `arith.fptosi`: to a signed integer, rounding toward zero.
fn fptosi<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    fptoi(cx, i, true)
}

/// `arith.fptoui`: to an unsigned integer, rounding toward zero.
fn fptoui<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    fptoi(cx, i, false)
}

/// The rounding direction of `truncf`'s `roundingmode` (nearest-even when
/// absent).
fn rounding_mode(i: &OpInst<'_>) -> Result<Rounding, Unsupported> {
    let Some(a) = i.attr("roundingmode") else { return Ok(Rounding::NearestEven) };
    let n = match a {
        AttrVal::Int(b) => b.as_const().and_then(|b| b.to_u64()),
        _ => None,
    };
    Ok(match n {
        Some(0) => Rounding::NearestEven,
        Some(1) => Rounding::TowardNegative,
        Some(2) => Rounding::TowardPositive,
        Some(3) => Rounding::TowardZero,
        Some(4) => Rounding::NearestAway,
        _ => return Err(Unsupported::new(format!("arith.truncf rounding mode {a}"))),
    })
}

/// extf widens exactly; truncf rounds by its rounding mode.
fn ftof<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, trunc: bool) -> Res<'c> {
    let a = flt(i, 0)?;
    let to = result_format(cx, i, 0)?;
    let from = a.v.format();
    let widens = to.ebits >= from.ebits && to.sbits >= from.sbits;
    if !trunc && !widens {
        // f16 -> bf16 loses precision, bf16 -> f16 range: not an extension.
        return Err(Unsupported::new(format!(
            "arith.extf from {} to {}, which is not exact",
            float::format_name(from),
            float::format_name(to)
        )));
    }
    let rm = if trunc { rounding_mode(i)? } else { Rounding::NearestEven };
    let fl = float::floats(cx);
    let flags = fastmath(i);
    let mut alts = vec![fl.convert(&a.v, to, rm)];
    // contract: extf(truncf(x)), both with contract, may skip the
    // intermediate rounding (MLIR's ExtFOp folder relies on this reading).
    let narrowed = a.origin.as_ref().filter(|o| o.op == "truncf" && o.flags.contract);
    if let (false, true, Some(o)) = (trunc, flags.contract, narrowed) {
        alts.push(fl.convert(&o.args[0].v, to, Rounding::NearestEven));
    }
    let r = one_of(cx, &fl, "extf fast-math form", alts);
    let mut out = finish(cx, &fl, flags, &[a], r);
    if trunc && flags.contract {
        out.origin = Some(Rc::new(Origin { op: "truncf", args: vec![a.clone()], flags }));
    }
    Ok(Outcome::value(Val::Float(out)))
}

/// `arith.extf`: the same value in a wider format.
fn extf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    ftof(cx, i, false)
}

/// `arith.truncf`: the value rounded to a narrower format.
fn truncf<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    ftof(cx, i, true)
}

/// `arith.bitcast` between an integer and a float of one width, or two
/// floats of one width: the bits are kept. A NaN's bits are unspecified
/// (see `float`): a bitcast of NaN to an integer gives any NaN encoding.
pub(super) fn bitcast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let fl = float::floats(cx);
    let abstract_only = || {
        Unsupported::new(
            "arith.bitcast between floats and integers needs IEEE-754 bit patterns: it has no abstract \
             encoding (fp-mode=auto uses IEEE-754 for it)",
        )
    };
    let (bits, poison) = match &i.operands[0] {
        Val::Int(v) => (v.bits.clone(), v.poison.clone()),
        Val::Float(v) => (fl.to_bits(&v.v, "bitcast of NaN").ok_or_else(abstract_only)?, v.poison.clone()),
        _ => return Err(Unsupported::new("arith.bitcast of a non-scalar")),
    };
    match &i.result_types[0] {
        Ty::Float(_) => {
            let f = result_format(cx, i, 0)?;
            if f.width() != bits.width() {
                return Err(Unsupported::new("arith.bitcast between different widths"));
            }
            let v = fl.from_bits(&bits, f).ok_or_else(abstract_only)?;
            Ok(Outcome::value(Val::Float(FloatVal::new(v, poison))))
        }
        ty => {
            let w = cx.int_width(ty, || format!("result type {ty} of arith.bitcast"))?;
            if w != bits.width() {
                return Err(Unsupported::new("arith.bitcast between different widths"));
            }
            Ok(Outcome::int(IntVal::new(bits, poison)))
        }
    }
}

/// `arith.scaling_extf`: not modelled.
fn scaling_extf<'c>(_: &Cx<'c, '_>, _: &OpInst<'c>) -> Res<'c> {
    Err(Unsupported::new("op 'arith.scaling_extf' is not modelled"))
}

/// `arith.scaling_truncf`: not modelled.
fn scaling_truncf<'c>(_: &Cx<'c, '_>, _: &OpInst<'c>) -> Res<'c> {
    Err(Unsupported::new("op 'arith.scaling_truncf' is not modelled"))
}
