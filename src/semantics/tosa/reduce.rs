//! TOSA's reductions (§9): REDUCE_SUM, REDUCE_PRODUCT, REDUCE_MAX,
//! REDUCE_MIN, REDUCE_ALL, REDUCE_ANY (the result keeps the axis as a
//! dimension of size 1) and ARGMAX (the result drops it). Elements are
//! combined in index order along the axis; an element computed from a
//! poison element is poison.

use super::compare::fold_extreme;
use super::{Ub, accumulate, error_if, int_attr, nan_ignore, operand_dims, result_dims, result_elem, scalar, tensor};
use crate::ir::FloatKind;
use crate::semantics::float::{self, AcOp, FloatVal};
use crate::semantics::int::{self, IntVal};
use crate::semantics::tensor::is_large;
use crate::semantics::tensor::lazy::{self, Lazy};
use crate::semantics::vector::{multi_index, strides};
use crate::semantics::{Cx, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The input's elements, grouped by result position: for each position of
/// the reduced shape (row-major), the elements along the axis in index
/// order; and the axis. `keep`: the result keeps the axis as size 1
/// (REDUCE_*), else drops it (ARGMAX).
fn groups<'a, 'c>(i: &'a OpInst<'c>, keep: bool) -> Result<Vec<Vec<&'a Val<'c>>>, Unsupported> {
    let axis = axis(i, keep)?;
    let (x, in_dims) = (tensor(i, 0)?, operand_dims(i, 0)?);
    let mut reduced = in_dims.to_vec();
    reduced[axis] = 1;
    let st = strides(in_dims);
    let n: u64 = reduced.iter().product();
    Ok((0..n)
        .map(|k| {
            let at = multi_index(k, &reduced);
            let base: u64 = at.iter().zip(&st).map(|(a, s)| a * s).sum();
            (0..in_dims[axis]).map(|j| &x[(base + j * st[axis]) as usize]).collect()
        })
        .collect())
}

/// The most elements along the axis a reduction on a large tensor combines
/// at its point.
const MAX_LAZY_AXIS: u64 = 4096;

/// The reduction's result: `f` of each group of elements along the axis
/// (with where it is, for UB messages), on static tensors group by group,
/// on large ones (`tensor/lazy.rs`) at a symbolic point of the result.
fn each_group<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    keep: bool,
    mut f: impl FnMut(&[&Val<'c>], &str, &mut Ub<'c>) -> Result<Val<'c>, Unsupported>,
) -> Res<'c> {
    let mut ub: Ub<'c> = Vec::new();
    let lazy = i.operands[0].is_lazy() || is_large(&i.operand_types[0]) || is_large(&i.result_types[0]);
    if !lazy {
        let out = result_dims(i)?;
        let mut results = Vec::new();
        for (g, group) in groups(i, keep)?.into_iter().enumerate() {
            results.push(f(&group, &format!("at output {:?}", multi_index(g as u64, out)), &mut ub)?);
        }
        return Ok(Outcome { results: vec![Val::Tensor(results)], ub });
    }
    let axis = axis(i, keep)?;
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    if in_dims[axis] > MAX_LAZY_AXIS {
        return Err(Unsupported::new(format!(
            "'{}' of {} elements along its axis on a large tensor is not modelled (at most {MAX_LAZY_AXIS})",
            i.name, in_dims[axis]
        )));
    }
    let mut point_ub: Ub<'c> = Vec::new();
    let l = Lazy::tabulate(cx, out, result_elem(i), |p| {
        let group = (0..in_dims[axis])
            .map(|j| {
                let mut at = p.to_vec();
                let k = lazy::index(cx.smt, j);
                if keep {
                    at[axis] = k;
                } else {
                    at.insert(axis, k);
                }
                lazy::element(cx.smt, &i.operands[0], in_dims, &at)
            })
            .collect::<Result<Vec<_>, _>>()?;
        let refs: Vec<&Val<'c>> = group.iter().collect();
        f(&refs, "at some element", &mut point_ub)
    })?;
    let within = lazy::in_range(cx.smt, out, &l.vars);
    ub.extend(point_ub.into_iter().map(|(why, c)| (why, &within & c)));
    Ok(Outcome { results: vec![Val::Lazy(l)], ub })
}

/// The reduction axis, checked against the shapes (`keep`: the result keeps
/// it as size 1, else drops it).
fn axis(i: &OpInst<'_>, keep: bool) -> Result<usize, Unsupported> {
    let (in_dims, out) = (operand_dims(i, 0)?, result_dims(i)?);
    let axis = int_attr(i, "axis")?;
    if axis < 0 || axis as usize >= in_dims.len() {
        return Err(error_if(i, "an axis outside its rank"));
    }
    let axis = axis as usize;
    let mut reduced = in_dims.to_vec();
    reduced[axis] = 1;
    let expected: Vec<u64> = if keep { reduced.clone() } else { [&in_dims[..axis], &in_dims[axis + 1..]].concat() };
    if out != expected.as_slice() {
        return Err(error_if(i, "a result shape that is not its input's reduced along the axis"));
    }
    Ok(axis)
}

fn bad_types(i: &OpInst<'_>) -> Unsupported {
    Unsupported::new(format!("'{}' on {} is not modelled", i.name, i.operand_types[0]))
}

/// `tosa.reduce_sum` (§9 REDUCE_SUM): integers add in index order from 0
/// through `add_s`, so every partial sum must fit (REQUIRE; a partial sum
/// with a poison element is poison instead); floats add in index order
/// from +0.0 (`acc = x + acc`, `arith.addf`), the order `tosa-to-linalg`
/// emits (the specification leaves it open), in the accumulator type of
/// the specification's table: fp16 and fp32 in their own type, bf16 in
/// fp32 ("bf16_t, acc fp32_t": each element widened exactly, the sum
/// rounded to bf16 at the end, to nearest even as CAST does here).
pub(super) fn reduce_sum<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let elem = result_elem(i).clone();
    each_group(cx, i, true, |group, at, ub| match &elem {
        Ty::Int(w) => {
            let mut acc = IntVal::new(BV::zero(cx.smt, *w), cx.ff());
            for (j, x) in group.iter().enumerate() {
                let x = x.as_int().ok_or_else(|| bad_types(i))?;
                let over = acc.bits.add_overflows_signed(&x.bits);
                let why =
                    format!("tosa.reduce_sum partial sum overflow (REQUIRE of add_s) {at}, element {j} of the axis");
                ub.push((why, !&acc.poison & !&x.poison & over));
                acc = int::add(&acc, x, &int::Flags { nsw: cx.ff(), nuw: cx.ff() });
            }
            Ok(Val::Int(acc))
        }
        Ty::Float(k) => {
            let wide = *k == FloatKind::BF16;
            let acc_ty = if wide { Ty::Float(FloatKind::F32) } else { elem.clone() };
            let f = cx.float_format(&acc_ty, || "accumulator type of 'tosa.reduce_sum'".into())?;
            let mut acc = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
            for x in group {
                let x = if wide {
                    scalar(cx, "arith.extf", vec![(*x).clone()], acc_ty.clone(), vec![])?.0
                } else {
                    (*x).clone()
                };
                acc = accumulate(cx, AcOp::Add, vec![x, acc], acc_ty.clone())?;
            }
            if wide {
                acc = scalar(cx, "arith.truncf", vec![acc], elem.clone(), vec![])?.0;
            }
            Ok(acc)
        }
        _ => Err(bad_types(i)),
    })
}

/// `tosa.reduce_product` (§9, floats in the specification): products in
/// index order from 1.0 (`acc = x * acc`, `arith.mulf`). On integers, which
/// MLIR accepts and the specification does not define, the product is
/// MUL's with shift 0 (§3: the sign-extended product truncated, which
/// wraps and is defined) from 1, a choice.
pub(super) fn reduce_product<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let elem = result_elem(i).clone();
    if let Ty::Int(w) = elem {
        return each_group(cx, i, true, |group, _, _| {
            let mut acc = IntVal::new(BV::from_u64(cx.smt, 1, w), cx.ff());
            for x in group {
                let x = x.as_int().ok_or_else(|| bad_types(i))?;
                acc = int::mul(&acc, x, &int::Flags { nsw: cx.ff(), nuw: cx.ff() });
            }
            Ok(Val::Int(acc))
        });
    }
    let f = cx.float_format(&elem, || "element type of 'tosa.reduce_product'".into())?;
    each_group(cx, i, true, |group, _, _| {
        let mut acc = Val::Float(FloatVal::new(float::floats(cx).constant(f, 1.0), cx.ff()));
        for x in group {
            acc = accumulate(cx, AcOp::Mul, vec![(*x).clone(), acc], elem.clone())?;
        }
        Ok(acc)
    })
}

/// REDUCE_MAX / REDUCE_MIN (§9): integers signed; floats by `max_s` /
/// `min_s` and `nan_mode` (PROPAGATE: any NaN gives NaN; IGNORE: NaN only
/// when every element is); see `compare::fold_extreme`.
fn reduce_maxmin<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, max: bool) -> Res<'c> {
    let ignore = nan_ignore(i)?;
    each_group(cx, i, true, |group, _, _| fold_extreme(cx, i, group, max, ignore))
}

/// `tosa.reduce_max` (§9).
pub(super) fn reduce_max<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    reduce_maxmin(cx, i, true)
}

/// `tosa.reduce_min` (§9).
pub(super) fn reduce_min<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    reduce_maxmin(cx, i, false)
}

/// REDUCE_ALL / REDUCE_ANY (§9, on i1): the AND / OR of the elements.
fn reduce_bool<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, f: fn(&IntVal<'c>, &IntVal<'c>) -> IntVal<'c>) -> Res<'c> {
    each_group(cx, i, true, |group, _, _| {
        let mut acc = group[0].as_int().ok_or_else(|| bad_types(i))?.clone();
        for x in &group[1..] {
            acc = f(&acc, x.as_int().ok_or_else(|| bad_types(i))?);
        }
        Ok(Val::Int(acc))
    })
}

/// `tosa.reduce_all` (§9): logical AND along the axis.
pub(super) fn reduce_all<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    reduce_bool(cx, i, int::and)
}

/// `tosa.reduce_any` (§9): logical OR along the axis.
pub(super) fn reduce_any<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    reduce_bool(cx, i, int::or)
}

/// `tosa.argmax` (§9 ARGMAX): the first index of the maximum along the
/// axis (integers signed; -0 == +0); with PROPAGATE the first NaN's index,
/// with IGNORE a NaN loses to every number and an all-NaN axis gives 0.
/// Poison if any element along the axis is.
pub(super) fn argmax<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ignore = nan_ignore(i)?;
    let w = match result_elem(i) {
        Ty::Int(w) if *w >= 8 => *w,
        t => return Err(Unsupported::new(format!("'tosa.argmax' to {t} is not modelled"))),
    };
    each_group(cx, i, false, |group, _, _| {
        let mut idx = BV::zero(cx.smt, w);
        let poison = Bool::or_all(cx.smt, group.iter().map(|x| x.poison()));
        match group[0] {
            Val::Int(first) => {
                let mut best = first.bits.clone();
                for (k, x) in group.iter().enumerate().skip(1) {
                    let x = x.as_int().ok_or_else(|| bad_types(i))?;
                    let take = x.bits.sgt(&best);
                    best = BV::ite(&take, &x.bits, &best);
                    idx = BV::ite(&take, &BV::from_u64(cx.smt, k as u64, w), &idx);
                }
            }
            Val::Float(first) => {
                let fl = float::floats(cx);
                let mut best = first.v.clone();
                let mut seen_nan = fl.is_nan(&best);
                for (k, x) in group.iter().enumerate().skip(1) {
                    let Val::Float(x) = x else { return Err(bad_types(i)) };
                    let nan = fl.is_nan(&x.v);
                    let take = if ignore {
                        !&nan & (fl.is_nan(&best) | fl.lt(&best, &x.v))
                    } else {
                        !&seen_nan & (&nan | fl.lt(&best, &x.v))
                    };
                    best = fl.ite(&take, &x.v, &best);
                    idx = BV::ite(&take, &BV::from_u64(cx.smt, k as u64, w), &idx);
                    seen_nan |= nan;
                }
            }
            _ => return Err(bad_types(i)),
        }
        Ok(Val::Int(IntVal::new(idx, poison)))
    })
}
