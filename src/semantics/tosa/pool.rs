//! TOSA's pooling (§10 AVG_POOL2D, MAX_POOL2D), layout NHWC, on static
//! shapes: over each output position's window, the elements inside the
//! input (padding is skipped and not counted). On large tensors
//! (`tensor/lazy.rs`) MAX_POOL2D is the same rule at a symbolic output
//! point: which taps of the window lie inside the input depends on the
//! point, so each tap is taken only where it does (a float zero of either
//! sign per tap stays a choice of the op, decided by `refine::float`'s
//! loop over the source's choices). AVG_POOL2D on large tensors likewise
//! sums the taps inside; its count of them varies with the point, so the
//! average is taken by the count at the point, one of the few counts the
//! window's positions have (`counts`).

use super::compare::fold_extreme;
use super::conv::{Window, at, int_sum, large, narrowed, widened, window, zero_point_ub};
use super::{
    Ub, accumulate, array, error_if, konst, nan_ignore, operand_dims, result_dims, result_elem, scalar, tensor,
};
use crate::ir::FloatKind;
use crate::semantics::float::{self, AcOp, FloatVal};
use crate::semantics::select::select_val;
use crate::semantics::tensor::lazy::{Lazy, element};
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The pooling window's checks (kernel >= 1, pads below the kernel: ERROR_IF)
/// and, per output position and channel, the input elements inside it.
fn pool_windows<'a, 'c>(i: &'a OpInst<'c>) -> Result<Vec<Vec<&'a Val<'c>>>, Unsupported> {
    let (xd, od, kernel, win) = pool_window(i)?;
    let x = tensor(i, 0)?;
    let mut out = Vec::new();
    for n in 0..od[0] {
        for oy in 0..od[1] {
            for ox in 0..od[2] {
                for c in 0..od[3] {
                    let mut elems = Vec::new();
                    for ky in 0..kernel[0] {
                        for kx in 0..kernel[1] {
                            if let (Some(y), Some(xx)) = (win.at(0, oy, ky), win.at(1, ox, kx)) {
                                elems.push(&x[at(xd, &[n, y, xx, c])]);
                            }
                        }
                    }
                    out.push(elems);
                }
            }
        }
    }
    Ok(out)
}

/// The checks of a pooling op, and its input and output shapes, kernel and
/// window.
#[allow(clippy::type_complexity)]
fn pool_window<'a>(i: &'a OpInst<'_>) -> Result<(&'a [u64], &'a [u64], [u64; 2], Window), Unsupported> {
    let (xd, od) = (operand_dims(i, 0)?, result_dims(i)?);
    if xd.len() != 4 || od.len() != 4 || od[0] != xd[0] || od[3] != xd[3] {
        return Err(error_if(i, "shapes that are not [N, IH, IW, C] -> [N, OH, OW, C]"));
    }
    let kernel = array(i, "kernel", 2)?;
    let pad = array(i, "pad", 4)?;
    if kernel.iter().any(|k| *k < 1)
        || pad[0] >= kernel[0]
        || pad[1] >= kernel[0]
        || pad[2] >= kernel[1]
        || pad[3] >= kernel[1]
    {
        return Err(error_if(i, "a kernel below 1 or a pad not below the kernel"));
    }
    let kernel = [kernel[0] as u64, kernel[1] as u64];
    let win = window(i, &[xd[1], xd[2]], &kernel, &[od[1], od[2]], false)?;
    Ok((xd, od, kernel, win))
}

/// The window at a symbolic output point `p` = [n, oy, ox, c]: for each
/// tap in (ky, kx) order, whether it lies inside the input, and the input
/// element there.
fn lazy_window<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, p: &[BV<'c>]) -> Result<Vec<(Bool<'c>, Val<'c>)>, Unsupported> {
    let (xd, od, kernel, win) = pool_window(i)?;
    let mut taps = Vec::new();
    for ky in 0..kernel[0] {
        for kx in 0..kernel[1] {
            let (inside, at) = win.lazy_tap(cx, &[od[1], od[2]], &[&p[1], &p[2]], &[ky, kx]);
            let v = element(cx.smt, &i.operands[0], xd, &[p[0].clone(), at[0].clone(), at[1].clone(), p[3].clone()])?;
            taps.push((inside, v));
        }
    }
    Ok(taps)
}

/// `tosa.max_pool2d` (§10 MAX_POOL2D): the maximum of the window's
/// elements inside the input (padding is skipped), as REDUCE_MAX:
/// integers signed, floats `max_s` by `nan_mode`.
pub(super) fn max_pool2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ignore = nan_ignore(i)?;
    if large(cx, i) {
        let od = result_dims(i)?;
        // The maximum of the taps inside, from the first of them.
        let l = Lazy::tabulate(cx, od, result_elem(i), |p| {
            let mut acc: Option<Val<'c>> = None;
            let mut seen = cx.ff();
            for (inside, x) in lazy_window(cx, i, p)? {
                acc = Some(match acc {
                    None => x,
                    Some(a) => {
                        let m = fold_extreme(cx, i, &[&a, &x], true, ignore)?;
                        select_val(&inside, &select_val(&seen, &m, &x), &a)
                    }
                });
                seen |= inside;
            }
            acc.ok_or_else(|| error_if(i, "an empty kernel"))
        })?;
        return Ok(Outcome::value(Val::Lazy(l)));
    }
    let mut results = Vec::new();
    for elems in pool_windows(i)? {
        results.push(fold_extreme(cx, i, &elems, true, ignore)?);
    }
    Ok(Outcome::value(Val::Tensor(results)))
}

/// `reciprocal_scale(count)` (§2): `k = 32 - clz(count - 1)`, multiplier
/// `((1 << 30) + 1) << k) / count`, shift `30 + k`.
pub(super) fn reciprocal_scale(count: u64) -> (i64, i64) {
    let k = 32 - ((count - 1) as u32).leading_zeros() as i64;
    ((((1i64 << 30) + 1) << k) / count as i64, 30 + k)
}

/// `tosa.avg_pool2d %input, %input_zp, %output_zp` (§10 AVG_POOL2D): over
/// the window's elements inside the input (padding is not counted),
/// integers: `acc = sum sub_s(x, input_zp)` in i32, then
/// `apply_scale_32(acc, reciprocal_scale(count))` (its REQUIREs), `add_s`
/// of output_zp, saturated to the element type; floats: the sum from +0.0
/// in window order, divided by the count.
pub(super) fn avg_pool2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let elem = i.operand_types[0].elem().clone();
    if *result_elem(i) != elem {
        return Err(Unsupported::new("'tosa.avg_pool2d' to another element type"));
    }
    let acc_ty = match i.attr("acc_type") {
        Some(AttrVal::Type(t)) => t.clone(),
        a => return Err(Unsupported::new(format!("'tosa.avg_pool2d' with acc_type {}", crate::semantics::shown(a)))),
    };
    let int_width = match (&elem, &acc_ty) {
        (Ty::Int(w @ (8 | 16)), Ty::Int(32)) => Some(*w),
        (Ty::Float(_), Ty::Float(_)) if acc_ty == elem => None,
        // The fp32 accumulator of f16 and bf16 (see `conv::acc_type`).
        (Ty::Float(FloatKind::F16 | FloatKind::BF16), Ty::Float(FloatKind::F32)) => None,
        _ => {
            return Err(Unsupported::new(format!(
                "'tosa.avg_pool2d' on {elem} accumulating in {acc_ty} is not modelled"
            )));
        }
    };
    let mut ub = Vec::new();
    let izp = zero_point_ub(cx, i, (1, 0), "input_zp", &mut ub)?;
    let ozp = zero_point_ub(cx, i, (2, 0), "output_zp", &mut ub)?;
    let f = match int_width {
        None => Some(cx.float_format(&acc_ty, || "accumulator type of 'tosa.avg_pool2d'".into())?),
        Some(_) => None,
    };
    let fl = float::floats(cx);
    let float_zero = || Val::Float(FloatVal::new(fl.constant(f.expect("a float format"), 0.0), cx.ff()));
    if large(cx, i) {
        let (_, od, kernel, win) = pool_window(i)?;
        let counts = counts(&win, &[od[1], od[2]], &kernel);
        let mut point_ub: Ub<'c> = Vec::new();
        let l = Lazy::tabulate(cx, od, result_elem(i), |p| {
            let taps = lazy_window(cx, i, p)?;
            // The count at the point, in 32 bits.
            let mut count = BV::zero(cx.smt, 32);
            for (inside, _) in &taps {
                count = BV::ite(inside, &(&count + &konst(cx, 1, 32)), &count);
            }
            let what = format!("{} at some output", i.name);
            let avg = match int_width {
                // A tap outside reads the input zero point: its term
                // x - input_zp is 0, as a tap skipped.
                Some(w) => {
                    let xs: Vec<Val<'c>> = taps.iter().map(|(inside, x)| select_val(inside, x, &izp)).collect();
                    let acc = int_window_sum(cx, &xs, &izp, w, &what, &mut point_ub)?;
                    let mut avg: Option<Val<'c>> = None;
                    for &n in &counts {
                        let here = count.eq(&konst(cx, n as i64, 32));
                        let v = int_average(cx, &acc, n, &ozp, w, &what, &here, &mut point_ub)?;
                        avg = Some(match avg {
                            None => v,
                            Some(prev) => select_val(&here, &v, &prev),
                        });
                    }
                    avg.ok_or_else(|| error_if(i, "an empty kernel"))?
                }
                // A tap outside adds +0.0: the sum from +0.0 is never
                // -0.0, so adding +0.0 leaves it as skipping the tap does.
                // The count is converted as `arith.sitofp` of its i32.
                None => {
                    let mut acc = float_zero();
                    for (inside, x) in &taps {
                        let x = select_val(inside, &widened(cx, x, &acc_ty)?, &float_zero());
                        acc = accumulate(cx, AcOp::Add, vec![acc, x], acc_ty.clone())?;
                    }
                    let count = Val::Int(IntVal::new(count.clone(), cx.ff()));
                    let n = scalar(cx, "arith.sitofp", vec![count], acc_ty.clone(), vec![])?.0;
                    let avg = scalar(cx, "arith.divf", vec![acc, n], acc_ty.clone(), vec![])?.0;
                    narrowed(cx, avg, &elem)?
                }
            };
            Ok(avg)
        })?;
        let within = crate::semantics::tensor::lazy::in_range(cx.smt, od, &l.vars);
        ub.extend(point_ub.into_iter().map(|(why, c)| (why, &within & c)));
        return Ok(Outcome { results: vec![Val::Lazy(l)], ub });
    }
    let mut results = Vec::new();
    for (k, elems) in pool_windows(i)?.iter().enumerate() {
        let count = elems.len() as u64;
        results.push(match int_width {
            Some(w) => {
                let what = format!("tosa.avg_pool2d at output {k}");
                let xs: Vec<Val<'c>> = elems.iter().map(|x| (*x).clone()).collect();
                let acc = int_window_sum(cx, &xs, &izp, w, &what, &mut ub)?;
                int_average(cx, &acc, count, &ozp, w, &what, &cx.tt(), &mut ub)?
            }
            None => {
                let mut acc = float_zero();
                for x in elems {
                    acc = accumulate(cx, AcOp::Add, vec![acc, widened(cx, x, &acc_ty)?], acc_ty.clone())?;
                }
                narrowed(cx, float_average(cx, &acc, count, &acc_ty)?, &elem)?
            }
        });
    }
    Ok(Outcome { results: vec![Val::Tensor(results)], ub })
}

/// The numbers of taps inside the input that the windows of an `out`-sized
/// output have, each once, in increasing order.
fn counts(win: &Window, out: &[u64], kernel: &[u64; 2]) -> Vec<u64> {
    let per_axis = |d: usize| -> crate::det::Set<u64> {
        (0..out[d]).map(|o| (0..kernel[d]).filter(|k| win.at(d, o, *k).is_some()).count() as u64).collect()
    };
    let (ys, xs) = (per_axis(0), per_axis(1));
    let mut all: Vec<u64> = ys.iter().flat_map(|y| xs.iter().map(move |x| y * x)).filter(|n| *n > 0).collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// `acc = sum sub_s(x, input_zp)` in i32 over a window's elements.
fn int_window_sum<'c>(
    cx: &Cx<'c, '_>,
    xs: &[Val<'c>],
    izp: &Val<'c>,
    w: u32,
    what: &str,
    ub: &mut Ub<'c>,
) -> Result<IntVal<'c>, Unsupported> {
    let one = Val::Int(IntVal::new(konst(cx, 1, w), cx.ff()));
    let zero = Val::Int(IntVal::new(BV::zero(cx.smt, w), cx.ff()));
    // sum of (x - izp) * (1 - 0)
    let terms: Vec<_> = xs.iter().map(|x| (x, &one)).collect();
    match int_sum(cx, &terms, (izp, &zero), None, 32, what, ub)? {
        Val::Int(acc) => Ok(acc),
        _ => unreachable!("an integer sum"),
    }
}

/// The integer average of a window of `count` elements whose sum is `acc`:
/// `apply_scale_32(acc, reciprocal_scale(count))` (its REQUIREs), `add_s`
/// of output_zp, saturated to `w` bits. Its UB counts `when` the window has
/// `count` elements.
#[allow(clippy::too_many_arguments)]
fn int_average<'c>(
    cx: &Cx<'c, '_>,
    acc: &IntVal<'c>,
    count: u64,
    ozp: &Val<'c>,
    w: u32,
    what: &str,
    when: &Bool<'c>,
    ub: &mut Ub<'c>,
) -> Result<Val<'c>, Unsupported> {
    let (m, s) = reciprocal_scale(count);
    let half = 1i64 << (s - 1);
    let defined = when & !&acc.poison;
    let inside = acc.bits.sext(32).sge(&konst(cx, -half, 64)) & acc.bits.sext(32).slt(&konst(cx, half, 64));
    ub.push((format!("{what}: sum outside the range of apply_scale_32 (REQUIRE)"), &defined & !inside));
    let p = &acc.bits.sext(32) * &konst(cx, m, 64);
    let r = (&p + &konst(cx, half, 64)).ashr(&konst(cx, s, 64)).extract(31, 0);
    let Val::Int(oz) = ozp else {
        return Err(Unsupported::new("'tosa.avg_pool2d' with a float output_zp"));
    };
    let oz = oz.bits.sext(32 - w);
    ub.push((format!("{what}: overflow adding output_zp (REQUIRE of add_s)"), &defined & r.add_overflows_signed(&oz)));
    let sum = &r + &oz;
    let (lo, hi) = (konst(cx, -(1i64 << (w - 1)), 32), konst(cx, (1i64 << (w - 1)) - 1, 32));
    let clipped = BV::ite(&sum.slt(&lo), &lo, &BV::ite(&sum.sgt(&hi), &hi, &sum));
    Ok(Val::Int(IntVal::new(clipped.extract(w - 1, 0), acc.poison.clone())))
}

/// The float average of a window of `count` elements whose sum is `acc`.
fn float_average<'c>(cx: &Cx<'c, '_>, acc: &Val<'c>, count: u64, elem: &Ty) -> Result<Val<'c>, Unsupported> {
    let f = cx.float_format(elem, || "element type of 'tosa.avg_pool2d'".into())?;
    let n = Val::Float(FloatVal::new(float::floats(cx).constant(f, count as f64), cx.ff()));
    Ok(scalar(cx, "arith.divf", vec![acc.clone(), n], elem.clone(), vec![])?.0)
}
