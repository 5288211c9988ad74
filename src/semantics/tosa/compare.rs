//! TOSA's comparisons and choices: maximum, minimum (§3), clamp (§5),
//! equal, greater, greater_equal and select (§6), and the float `max_s` /
//! `min_s` the reductions share.

use super::{Elem, broadcast, nan_ignore, result_elem, scalar};
use crate::semantics::arithf::choice_bit;
use crate::semantics::float::{self, Fl, FloatVal, Floats};
use crate::semantics::int::{self, IntVal};
use crate::semantics::{AttrVal, Cx, OpInst, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

fn bad_types(i: &OpInst<'_>) -> Unsupported {
    let tys: Vec<String> = i.operand_types.iter().map(|t| t.to_string()).collect();
    Unsupported::new(format!("'{}' on {} is not modelled", i.name, tys.join(", ")))
}

/// `max_s` / `min_s` of two floats (§2): with a NaN, PROPAGATE gives NaN
/// and IGNORE the other operand (NaN if both are); otherwise the larger
/// (smaller). -0 and +0 compare equal, and "a zero from MAX/MIN/CLAMP may
/// have either sign" (§1): for zeros of both signs the op chooses one.
pub(super) fn minmax<'c>(
    cx: &Cx<'c, '_>,
    fl: &Floats<'c, '_>,
    x: &Fl<'c>,
    y: &Fl<'c>,
    max: bool,
    ignore: bool,
) -> Fl<'c> {
    let pick = if max { fl.ite(&fl.lt(x, y), y, x) } else { fl.ite(&fl.lt(x, y), x, y) };
    let both_zero = fl.is_zero(x) & fl.is_zero(y);
    let r = if Bool::from_term(both_zero.term().simplify()).is_false() {
        pick
    } else {
        // The choice picks the sign; its value 0 gives what IEEE-754's
        // maximum (+0) and minimum (-0) give, which lowerings emit, so that
        // a query giving the source's choices a default witness (see
        // `refine::query::witness_pairs`) finds that one.
        let which = if max { "tosa max_s" } else { "tosa min_s" };
        let (first, second) = if max { (-0.0, 0.0) } else { (0.0, -0.0) };
        let f = x.format();
        let either =
            fl.ite(&choice_bit(cx, &format!("{which} of -0 and +0")), &fl.constant(f, first), &fl.constant(f, second));
        fl.ite(&both_zero, &either, &pick)
    };
    let (nx, ny) = (fl.is_nan(x), fl.is_nan(y));
    if ignore { fl.ite(&nx, y, &fl.ite(&ny, x, &r)) } else { fl.ite(&(nx | ny), &fl.nan(x.format()), &r) }
}

/// The maximum (minimum) of `elems` as REDUCE_MAX / REDUCE_MIN and
/// MAX_POOL2D fold it (§9, §10). Integers: "acc = minimum_value", then
/// `apply_max_s(acc, value)` for each value in turn (the order of the
/// specification's pseudocode, and of its lowering, so that both give one
/// term). Floats: `max_s` / `min_s` by `nan_mode`; the specification
/// starts from -inf (+inf; NaN under IGNORE), which the first element
/// replaces whatever it is, so the fold starts at the first element.
pub(super) fn fold_extreme<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    elems: &[&Val<'c>],
    max: bool,
    ignore: bool,
) -> Result<Val<'c>, Unsupported> {
    let Some((first, rest)) = elems.split_first() else {
        return Err(Unsupported::new(format!("'{}' over no elements", i.name)));
    };
    if let Val::Int(a) = first {
        // Unsigned elements (an MLIR extension: `ui8`) compare unsigned.
        let unsigned = matches!(i.operand_types[0].elem(), Ty::UInt(_));
        let w = a.width();
        let start = match (max, unsigned) {
            (true, false) => BV::signed_min(cx.smt, w),
            (false, false) => BV::signed_max(cx.smt, w),
            (true, true) => BV::zero(cx.smt, w),
            (false, true) => BV::all_ones(cx.smt, w),
        };
        let mut acc = IntVal::new(start, cx.ff());
        for x in elems {
            let x = x.as_int().ok_or_else(|| bad_types(i))?;
            acc = match (max, unsigned) {
                (true, false) => int::maxs(&acc, x),
                (false, false) => int::mins(&acc, x),
                (true, true) => int::maxu(&acc, x),
                (false, true) => int::minu(&acc, x),
            };
        }
        return Ok(Val::Int(acc));
    }
    let mut acc = (*first).clone();
    for x in rest {
        acc = match (&acc, x) {
            (Val::Float(a), Val::Float(b)) => {
                let fl = float::floats(cx);
                Val::Float(FloatVal::new(minmax(cx, &fl, &a.v, &b.v, max, ignore), &a.poison | &b.poison))
            }
            _ => return Err(bad_types(i)),
        };
    }
    Ok(acc)
}

/// MAXIMUM / MINIMUM (§3): integers signed (`arith.maxsi`/`minsi`'s
/// rules), floats `max_s`/`min_s` by `nan_mode`.
fn maxmin<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, max: bool) -> Res<'c> {
    let ignore = nan_ignore(i)?;
    broadcast(i, &[0, 1], |v, _| match (v[0], v[1]) {
        (Val::Int(a), Val::Int(b)) => Ok((Val::Int(if max { int::maxs(a, b) } else { int::mins(a, b) }), vec![])),
        (Val::Float(a), Val::Float(b)) => {
            let fl = float::floats(cx);
            let r = minmax(cx, &fl, &a.v, &b.v, max, ignore);
            Ok((Val::Float(FloatVal::new(r, &a.poison | &b.poison)), vec![]))
        }
        _ => Err(bad_types(i)),
    })
}

/// `tosa.maximum` (§3).
pub(super) fn maximum<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    maxmin(cx, i, true)
}

/// `tosa.minimum` (§3).
pub(super) fn minimum<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    maxmin(cx, i, false)
}

/// `tosa.clamp` (§5 CLAMP): `clip_s(x, min_val, max_val, nan_mode)` =
/// `min_s(max_s(x, min_val), max_val)`: integers saturate; a NaN gives NaN
/// (PROPAGATE) or `min_val` (IGNORE). "ERROR_IF(max_val < min_val)" and a
/// NaN bound (ERROR_IF) are not modelled (unsupported). No zero point.
pub(super) fn clamp<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ignore = nan_ignore(i)?;
    let error_if = |why: &str| Unsupported::new(format!("'tosa.clamp' with {why} (ERROR_IF)"));
    match (result_elem(i), i.attr("min_val"), i.attr("max_val")) {
        (t @ (Ty::Int(w) | Ty::UInt(w)), Some(AttrVal::Int(lo)), Some(AttrVal::Int(hi))) => {
            if lo.width() != *w || hi.width() != *w {
                return Err(Unsupported::new("'tosa.clamp' with bounds of another type than its elements"));
            }
            // `uiN` elements and bounds are unsigned (as `tosa.cast`'s).
            let unsigned = matches!(t, Ty::UInt(_));
            let value = |b: &BV<'c>| {
                b.as_const()
                    .and_then(|b| if unsigned { b.to_u64().map(i128::from) } else { b.to_i64().map(i128::from) })
            };
            let (Some(l), Some(h)) = (value(lo), value(hi)) else {
                return Err(Unsupported::new("'tosa.clamp' with symbolic bounds"));
            };
            if h < l {
                return Err(error_if("max_val < min_val"));
            }
            let (lo, hi) = (IntVal::new(lo.clone(), cx.ff()), IntVal::new(hi.clone(), cx.ff()));
            broadcast(i, &[0], |v, _| {
                let x = v[0].as_int().ok_or_else(|| bad_types(i))?;
                let r = if unsigned { int::minu(&int::maxu(x, &lo), &hi) } else { int::mins(&int::maxs(x, &lo), &hi) };
                Ok((Val::Int(r), vec![]))
            })
        }
        (Ty::Float(_), Some(AttrVal::Float(lo)), Some(AttrVal::Float(hi))) => {
            let (lo, hi) = (*lo, *hi);
            if lo.is_nan() || hi.is_nan() {
                return Err(error_if("a NaN bound"));
            }
            if hi < lo {
                return Err(error_if("max_val < min_val"));
            }
            let f = cx.float_format(result_elem(i), || "element type of 'tosa.clamp'".into())?;
            broadcast(i, &[0], |v, _| {
                let Val::Float(x) = v[0] else { return Err(bad_types(i)) };
                let fl = float::floats(cx);
                let (l, h) = (fl.constant(f, lo), fl.constant(f, hi));
                let r = minmax(cx, &fl, &minmax(cx, &fl, &x.v, &l, true, ignore), &h, false, ignore);
                Ok((Val::Float(FloatVal::new(r, x.poison.clone())), vec![]))
            })
        }
        _ => Err(Unsupported::new("'tosa.clamp' with bounds that are not of its element type")),
    }
}

/// A comparison (§6) by `arith.cmpi`'s rule (signed) or `arith.cmpf`'s
/// (ordered: false on NaN, -0 == +0).
fn compare<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, int_pred: u64, float_pred: u64) -> Res<'c> {
    broadcast(i, &[0, 1], |v, _| -> Result<Elem<'c>, Unsupported> {
        let (rule, p) = match v[0] {
            Val::Int(_) => ("arith.cmpi", int_pred),
            Val::Float(_) => ("arith.cmpf", float_pred),
            _ => return Err(bad_types(i)),
        };
        let attrs = vec![("predicate".to_string(), AttrVal::Int(BV::from_u64(cx.smt, p, 64)))];
        scalar(cx, rule, vec![v[0].clone(), v[1].clone()], Ty::Int(1), attrs)
    })
}

/// `tosa.equal` (§6): `cmpi eq` / `cmpf oeq`.
pub(super) fn equal<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    compare(cx, i, 0, 1)
}

/// `tosa.greater` (§6): `cmpi sgt` / `cmpf ogt`.
pub(super) fn greater<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    compare(cx, i, 4, 2)
}

/// `tosa.greater_equal` (§6): `cmpi sge` / `cmpf oge`.
pub(super) fn greater_equal<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    compare(cx, i, 5, 3)
}

/// `tosa.select %pred, %a, %b` (§6 SELECT): `pred ? a : b` with three-way
/// broadcasting, by `arith.select`'s rule (poison from the predicate and
/// the chosen operand only).
pub(super) fn select<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    broadcast(i, &[0, 1, 2], |v, _| {
        scalar(cx, "arith.select", vec![v[0].clone(), v[1].clone(), v[2].clone()], result_elem(i).clone(), vec![])
    })
}
