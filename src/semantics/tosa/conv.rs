//! TOSA's tensor operators (§10): MATMUL, CONV2D, DEPTHWISE_CONV2D,
//! AVG_POOL2D and MAX_POOL2D, layout NHWC, `pad` = [top, bottom, left,
//! right], `stride` and `dilation` = [y, x], on static shapes.
//!
//! Integers follow the specification exactly: operands sign-extended to
//! the accumulator (i32, i48), zero points subtracted (`sub_s`), products
//! truncated (`mul_s`), every partial sum from 0 through `add_s` (an
//! overflow is UB, a sum with a poison operand poison instead), the bias
//! added last; positions in the padding contribute nothing. A weight
//! element met only in the padding is still read: "implementations ...
//! choose to skip calculation of multiplies in the padding area", so the
//! specification allows both, and of the two the one that multiplies (a
//! poison weight there makes the sum poison) is the one every allowed
//! behaviour refines (a lowering that pads with the zero point and
//! multiplies must validate). Zero points other than 0 are an ERROR_IF
//! except for i8 (UB here, as a poison one).
//!
//! Floats (the module's choice, within the specification's accuracy
//! bounds, which leave the order open and let "implementations ...
//! choose to skip calculation of multiplies in the padding area"): the
//! order and padding `tosa-to-linalg-named` emits. A convolution starts
//! from its bias (linalg's init), then adds `x * w` over (ky, kx, ic) in
//! lexicographic order, padding read as +0.0 and multiplied; MATMUL adds
//! `a * b` over c from +0.0; AVG_POOL2D sums the window's elements inside
//! the input from +0.0 and divides by their count. The accumulator type
//! must be the element type for floats (other `acc_type`s are not
//! modelled). `local_bound` only changes the accuracy the specification
//! asks of floats, which the exact encoding meets: it is ignored.

use super::{Ub, accumulate, array, error_if, operand_dims, result_dims, result_elem, scalar, single, tensor};
use crate::semantics::float::{self, AcOp, FloatVal};
use crate::semantics::vector::strides;
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::BV;

/// `acc_type`: the result's element type, or for f16 and bf16 results f32
/// (the specification's fp32 accumulator: operands converted to it exactly,
/// the sum rounded to the result type at the end, `tosa.cast`'s rounding).
pub(super) fn acc_type(i: &OpInst<'_>) -> Result<Ty, Unsupported> {
    use crate::ir::FloatKind;
    let acc = match i.attr("acc_type") {
        Some(AttrVal::Type(t)) => t.clone(),
        a => return Err(Unsupported::new(format!("'{}' with acc_type {}", i.name, crate::semantics::shown(a)))),
    };
    let out = result_elem(i);
    match (&acc, out) {
        (Ty::Int(_), Ty::Int(_)) if acc == *out => Ok(acc),
        (Ty::Float(_), Ty::Float(_)) if acc == *out => Ok(acc),
        (Ty::Float(FloatKind::F32), Ty::Float(FloatKind::F16 | FloatKind::BF16)) => Ok(acc),
        _ => Err(Unsupported::new(format!("'{}' accumulating in {acc} for {out} results is not modelled", i.name))),
    }
}

/// `v` in the float type `ty`: itself, or converted exactly (`arith.extf`)
/// from a narrower format.
pub(super) fn widened<'c>(cx: &Cx<'c, '_>, v: &Val<'c>, ty: &Ty) -> Result<Val<'c>, Unsupported> {
    let f = cx.float_format(ty, || "accumulator type".into())?;
    match v {
        Val::Float(x) if x.v.format() != f => Ok(scalar(cx, "arith.extf", vec![v.clone()], ty.clone(), vec![])?.0),
        _ => Ok(v.clone()),
    }
}

/// A float accumulator `acc` as the result element type `out` (rounded to
/// nearest even when narrower, as `tosa.cast`).
pub(super) fn narrowed<'c>(cx: &Cx<'c, '_>, acc: Val<'c>, out: &Ty) -> Result<Val<'c>, Unsupported> {
    let f = cx.float_format(out, || "result type".into())?;
    match &acc {
        Val::Float(x) if x.v.format() != f => Ok(scalar(cx, "arith.truncf", vec![acc], out.clone(), vec![])?.0),
        _ => Ok(acc),
    }
}

/// The row-major position of `at` in `dims`.
pub(super) fn at(dims: &[u64], idx: &[u64]) -> usize {
    idx.iter().zip(strides(dims)).map(|(x, s)| x * s).sum::<u64>() as usize
}

/// The sliding window of a convolution or pooling: for output row `oy`
/// (column `ox`) and kernel tap `k`, the input row (column), or `None` in
/// the padding.
pub(super) struct Window {
    stride: Vec<i64>,
    dilation: Vec<i64>,
    pad_before: Vec<i64>,
    input: Vec<u64>,
}

impl Window {
    pub(super) fn at(&self, d: usize, o: u64, k: u64) -> Option<u64> {
        let p = o as i64 * self.stride[d] - self.pad_before[d] + k as i64 * self.dilation[d];
        (p >= 0 && (p as u64) < self.input[d]).then_some(p as u64)
    }

    /// Kernel tap `k` (one offset per spatial dimension) at a symbolic
    /// output position `o` of an `out`-sized output: whether it lies inside
    /// the input, and the input position it reads (anything, where it does
    /// not).
    pub(super) fn lazy_tap<'c>(
        &self,
        cx: &Cx<'c, '_>,
        out: &[u64],
        o: &[&BV<'c>],
        k: &[u64],
    ) -> (crate::smt::Bool<'c>, Vec<BV<'c>>) {
        let n = |v: u64| crate::semantics::tensor::lazy::index(cx.smt, v);
        let mut inside = cx.tt();
        let mut pos = Vec::with_capacity(k.len());
        for d in 0..k.len() {
            // The input position, shifted by the padding.
            let shifted = &(o[d] * &n(self.stride[d] as u64)) + &n(k[d] * self.dilation[d] as u64);
            let pad = n(self.pad_before[d] as u64);
            let p = &shifted - &pad;
            // A tap inside the input at the first and last output position
            // is inside at every one (positions grow with it).
            if self.at(d, 0, k[d]).is_none() || self.at(d, out[d] - 1, k[d]).is_none() {
                inside = inside & shifted.uge(&pad) & p.ult(&n(self.input[d]));
            }
            pos.push(p);
        }
        (inside, pos)
    }
}

/// The window of an op over `input.len()` spatial dimensions, checked
/// against the output shape: "ERROR_IF(OH != idiv_check(IH - 1 + pad_top +
/// pad_bottom - (KH - 1) * dilation_y, stride_y) + 1)" (and for each other
/// dimension), with pads >= 0, strides and dilations >= 1.
pub(super) fn window(
    i: &OpInst<'_>,
    input: &[u64],
    kernel: &[u64],
    output: &[u64],
    dilated: bool,
) -> Result<Window, Unsupported> {
    let n = input.len();
    let pad = array(i, "pad", 2 * n)?;
    let stride = array(i, "stride", n)?;
    let dilation = if dilated { array(i, "dilation", n)? } else { vec![1; n] };
    if pad.iter().any(|p| *p < 0) || stride.iter().any(|s| *s < 1) || dilation.iter().any(|d| *d < 1) {
        return Err(error_if(i, "a negative pad, or a stride or dilation below 1"));
    }
    for d in 0..n {
        let span = input[d] as i64 - 1 + pad[2 * d] + pad[2 * d + 1] - (kernel[d] as i64 - 1) * dilation[d];
        if span < 0 || span % stride[d] != 0 || span / stride[d] + 1 != output[d] as i64 {
            return Err(error_if(i, "an output size its input, kernel, pads, strides and dilations do not give"));
        }
    }
    Ok(Window { pad_before: (0..n).map(|d| pad[2 * d]).collect(), stride, dilation, input: input.to_vec() })
}

/// The zero point operand `k` of the values of operand `of`: other than 0
/// only for i8 (ERROR_IF), and poison is UB.
pub(super) fn zero_point_ub<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    (k, of): (usize, usize),
    name: &str,
    ub: &mut Ub<'c>,
) -> Result<Val<'c>, Unsupported> {
    let z = single(i, k)?.clone();
    let bad = match (&z, i.operand_types[of].elem()) {
        (Val::Int(v), Ty::Int(8)) => v.poison.clone(),
        (Val::Int(v), _) => &v.poison | !v.bits.is_zero(),
        (Val::Float(v), _) => &v.poison | !float::floats(cx).is_zero(&v.v),
        _ => return Err(Unsupported::new(format!("'{}' with a {name} that is not a scalar", i.name))),
    };
    ub.push((format!("{} {name} other than 0 on a non-i8 type (ERROR_IF), or poison", i.name), bad));
    Ok(z)
}

/// An integer accumulation (see the module comment): `acc = 0`, then for
/// each `(x, w)` pair `acc = add_s(acc, mul_s(sub_s(x, xzp), sub_s(w,
/// wzp)))` at `width` bits, then `add_s(acc, bias)`.
pub(super) fn int_sum<'c>(
    cx: &Cx<'c, '_>,
    terms: &[(&Val<'c>, &Val<'c>)],
    zps: (&Val<'c>, &Val<'c>),
    bias: Option<&Val<'c>>,
    width: u32,
    what: &str,
    ub: &mut Ub<'c>,
) -> Result<Val<'c>, Unsupported> {
    let int =
        |v: &Val<'c>| v.as_int().cloned().ok_or_else(|| Unsupported::new(format!("{what} mixes integers and floats")));
    let ext = |v: &IntVal<'c>| v.bits.sext(width - v.width());
    let (xz, wz) = (int(zps.0)?, int(zps.1)?);
    let (xz, wz) = (ext(&xz), ext(&wz));
    let mut acc = BV::zero(cx.smt, width);
    let mut poison = cx.ff();
    for (x, w) in terms {
        let (x, w) = (int(x)?, int(w)?);
        if x.width() > width || w.width() > width {
            return Err(Unsupported::new(format!("{what} with operands wider than its accumulator")));
        }
        poison = poison | &x.poison | &w.poison;
        let (xv, wv) = (ext(&x), ext(&w));
        let (a, b) = (&xv - &xz, &wv - &wz);
        let p = &a * &b;
        let over = xv.sub_overflows_signed(&xz) | wv.sub_overflows_signed(&wz) | acc.add_overflows_signed(&p);
        ub.push((format!("{what}: overflow of the accumulator (REQUIRE of sub_s/add_s)"), !&poison & over));
        acc = &acc + &p;
    }
    if let Some(b) = bias {
        // The specification's bias has the output type; MLIR also accepts a
        // narrower one (an i8 bias of an i8 conv2d), sign-extended here as
        // `tosa-to-linalg-named` does (a choice).
        let b = int(b)?;
        if b.width() > width {
            return Err(Unsupported::new(format!("{what} with a bias wider than its accumulator")));
        }
        poison = poison | &b.poison;
        let bits = ext(&b);
        ub.push((
            format!("{what}: overflow adding the bias (REQUIRE of add_s)"),
            !&poison & acc.add_overflows_signed(&bits),
        ));
        acc = &acc + &bits;
    }
    Ok(Val::Int(IntVal::new(acc, poison)))
}

/// A convolution's float output: the bias plus the products' sum. In the
/// result's own type the sum starts from the bias (the order
/// `tosa-to-linalg-named` emits, see the module comment). With a wider
/// accumulator the specification's pseudocode adds the bias after the
/// rounding to the result type, and `tosa-to-linalg-named` adds it before
/// (conv2d: the widened bias seeds the sum) or after (depthwise_conv2d):
/// the accuracy bounds allow both, so which one is a choice of the op.
fn biased_sum<'c>(
    cx: &Cx<'c, '_>,
    bias: &Val<'c>,
    terms: &[(Option<&Val<'c>>, &Val<'c>)],
    acc: &Ty,
    out: &Ty,
) -> Result<Val<'c>, Unsupported> {
    let seeded = narrowed(cx, float_sum(cx, bias.clone(), terms, acc)?, out)?;
    if acc == out {
        return Ok(seeded);
    }
    let f = cx.float_format(acc, || "accumulator type".into())?;
    let zero = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
    let sum = narrowed(cx, float_sum(cx, zero, terms, acc)?, out)?;
    let after = scalar(cx, "arith.addf", vec![sum, bias.clone()], out.clone(), vec![])?.0;
    let before = crate::semantics::arithf::choice_bit(cx, "bias added before rounding");
    Ok(crate::semantics::encode::select_val(&before, &seeded, &after))
}

/// A float accumulation in the order `tosa-to-linalg-named` emits: from
/// `init`, `acc = acc + x * w` for each pair, `None` for a padding input
/// (+0.0).
fn float_sum<'c>(
    cx: &Cx<'c, '_>,
    init: Val<'c>,
    terms: &[(Option<&Val<'c>>, &Val<'c>)],
    ty: &Ty,
) -> Result<Val<'c>, Unsupported> {
    let f = cx.float_format(ty, || "accumulator type".into())?;
    let zero = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
    let mut acc = widened(cx, &init, ty)?;
    for (x, w) in terms {
        let x = match x {
            Some(x) => widened(cx, x, ty)?,
            None => zero.clone(),
        };
        let p = scalar(cx, "arith.mulf", vec![x, widened(cx, w, ty)?], ty.clone(), vec![])?.0;
        acc = accumulate(cx, AcOp::Add, vec![acc, p], ty.clone())?;
    }
    Ok(acc)
}

/// `tosa.matmul %a, %b, %a_zp, %b_zp` (§10 MATMUL): `a` [N, H, C], `b` [N,
/// C, W], the result [N, H, W] in the accumulator type (i8 to i32, i16 to
/// i48, floats their own): `sum_c (a - a_zp) * (b - b_zp)`.
pub(super) fn matmul<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (ad, bd, od) = (operand_dims(i, 0)?, operand_dims(i, 1)?, result_dims(i)?);
    if ad.len() != 3 || bd.len() != 3 || bd[0] != ad[0] || bd[1] != ad[2] || od != [ad[0], ad[1], bd[2]] {
        return Err(error_if(i, "shapes that are not [N, H, C], [N, C, W] -> [N, H, W]"));
    }
    let mut ub = Vec::new();
    let zps = (zero_point_ub(cx, i, (2, 0), "a_zp", &mut ub)?, zero_point_ub(cx, i, (3, 1), "b_zp", &mut ub)?);
    let out = result_elem(i).clone();
    if large(cx, i) {
        return matmul_lazy(cx, i, (ad, bd, od), &zps, ub);
    }
    let (a, b) = (tensor(i, 0)?, tensor(i, 1)?);
    let mut results = Vec::new();
    for n in 0..ad[0] {
        for h in 0..ad[1] {
            for w in 0..bd[2] {
                let pairs: Vec<_> = (0..ad[2]).map(|c| (&a[at(ad, &[n, h, c])], &b[at(bd, &[n, c, w])])).collect();
                results.push(match &out {
                    Ty::Int(width) => {
                        let what = format!("tosa.matmul at [{n}, {h}, {w}]");
                        int_sum(cx, &pairs, (&zps.0, &zps.1), None, *width, &what, &mut ub)?
                    }
                    Ty::Float(_) => {
                        if *i.operand_types[0].elem() != out || *i.operand_types[1].elem() != out {
                            return Err(Unsupported::new("'tosa.matmul' accumulating floats in another type"));
                        }
                        let f = cx.float_format(&out, || "result type of 'tosa.matmul'".into())?;
                        let zero = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
                        let terms: Vec<_> = pairs.iter().map(|(x, y)| (Some(*x), *y)).collect();
                        float_sum(cx, zero, &terms, &out)?
                    }
                    t => return Err(Unsupported::new(format!("'tosa.matmul' to {t}"))),
                });
            }
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(results)], ub })
}

/// CONV2D and DEPTHWISE_CONV2D (§10).
fn conv<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, depthwise: bool) -> Res<'c> {
    let (xd, wd, od) = (operand_dims(i, 0)?, operand_dims(i, 1)?, result_dims(i)?);
    let bias_len = i.operand_types[2].lanes();
    if xd.len() != 4 || wd.len() != 4 || od.len() != 4 {
        return Err(error_if(i, "operands that are not 4-D"));
    }
    // conv2d: weight [OC, KH, KW, IC]; depthwise: [KH, KW, C, M], OC = C * M.
    let (kernel, oc) = if depthwise { ([wd[0], wd[1]], wd[2] * wd[3]) } else { ([wd[1], wd[2]], wd[0]) };
    let shapes_ok = if depthwise { wd[2] == xd[3] } else { wd[3] == xd[3] };
    if !shapes_ok || od[0] != xd[0] || od[3] != oc || (bias_len as u64 != oc && bias_len != 1) {
        return Err(error_if(i, "weight, bias or output shapes that do not match its input"));
    }
    let acc = acc_type(i)?;
    let win = window(i, &[xd[1], xd[2]], &kernel, &[od[1], od[2]], true)?;
    let mut ub = Vec::new();
    let zps = (zero_point_ub(cx, i, (3, 0), "input_zp", &mut ub)?, zero_point_ub(cx, i, (4, 1), "weight_zp", &mut ub)?);
    if large(cx, i) {
        let shapes = ConvShapes { xd, wd, od, kernel: &kernel, depthwise };
        let (l, point_ub) = conv_at_point(cx, i, &shapes, &win, &acc, &zps)?;
        let within = crate::semantics::tensor::lazy::in_range(cx.smt, od, &l.vars);
        ub.extend(point_ub.into_iter().map(|(why, c)| (format!("{why} at some element"), &within & c)));
        return Ok(Outcome { results: vec![Val::Lazy(l)], ub });
    }
    let (x, w, bias) = (tensor(i, 0)?, tensor(i, 1)?, tensor(i, 2)?);
    let mut results = Vec::new();
    for n in 0..od[0] {
        for oy in 0..od[1] {
            for ox in 0..od[2] {
                for c in 0..oc {
                    // (input element or padding, weight element), in (ky, kx, ic) order.
                    let mut terms: Vec<(Option<&Val<'c>>, &Val<'c>)> = Vec::new();
                    for ky in 0..kernel[0] {
                        for kx in 0..kernel[1] {
                            let pos = win.at(0, oy, ky).zip(win.at(1, ox, kx));
                            let channels: Vec<(u64, u64)> = if depthwise {
                                vec![(c / wd[3], at(wd, &[ky, kx, c / wd[3], c % wd[3]]) as u64)]
                            } else {
                                (0..xd[3]).map(|ic| (ic, at(wd, &[c, ky, kx, ic]) as u64)).collect()
                            };
                            for (ic, wk) in channels {
                                let input = pos.map(|(y, xx)| &x[at(xd, &[n, y, xx, ic])]);
                                terms.push((input, &w[wk as usize]));
                            }
                        }
                    }
                    let b = &bias[if bias.len() == 1 { 0 } else { c as usize }];
                    results.push(match &acc {
                        Ty::Int(width) => {
                            // A tap in the padding reads the input zero point
                            // (a product of 0, with the weight's poison).
                            let all: Vec<_> = terms.iter().map(|(x, w)| (x.unwrap_or(&zps.0), *w)).collect();
                            let what = format!("{} at [{n}, {oy}, {ox}, {c}]", i.name);
                            int_sum(cx, &all, (&zps.0, &zps.1), Some(b), *width, &what, &mut ub)?
                        }
                        _ => biased_sum(cx, b, &terms, &acc, result_elem(i))?,
                    });
                }
            }
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(results)], ub })
}

/// `tosa.conv2d %input, %weight, %bias, %input_zp, %weight_zp` (§10
/// CONV2D): input [N, IH, IW, IC], weight [OC, KH, KW, IC], bias [OC] or
/// [1]; `out[n, oy, ox, oc] = bias[oc] + sum over (ky, kx, ic) of (in[n,
/// oy*sy - pt + ky*dy, ox*sx - pl + kx*dx, ic] - input_zp) * (w[oc, ky, kx,
/// ic] - weight_zp)`, inputs outside contributing nothing.
pub(super) fn conv2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    conv(cx, i, false)
}

/// `tosa.conv3d %input, %weight, %bias, %input_zp, %weight_zp` (§10
/// CONV3D): input [N, ID, IH, IW, IC], weight [OC, KD, KH, KW, IC], bias
/// [OC] or [1], `pad` = [front, back, top, bottom, left, right], `stride`
/// and `dilation` = [d, y, x]; as CONV2D with a third spatial dimension,
/// taps in (kd, ky, kx, ic) order. Built at a symbolic output point, read
/// off at each point when the tensors are small.
pub(super) fn conv3d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    use crate::semantics::tensor::lazy;
    let (xd, wd, od) = (operand_dims(i, 0)?, operand_dims(i, 1)?, result_dims(i)?);
    let bias_d = operand_dims(i, 2)?;
    if xd.len() != 5 || wd.len() != 5 || od.len() != 5 || bias_d.len() != 1 {
        return Err(error_if(i, "operands that are not 5-D"));
    }
    let (kernel, oc) = ([wd[1], wd[2], wd[3]], wd[0]);
    if wd[4] != xd[4] || od[0] != xd[0] || od[4] != oc || (bias_d[0] != oc && bias_d[0] != 1) {
        return Err(error_if(i, "weight, bias or output shapes that do not match its input"));
    }
    let acc = acc_type(i)?;
    let win = window(i, &xd[1..4], &kernel, &od[1..4], true)?;
    let mut ub = Vec::new();
    let zps = (zero_point_ub(cx, i, (3, 0), "input_zp", &mut ub)?, zero_point_ub(cx, i, (4, 1), "weight_zp", &mut ub)?);
    let smt = cx.smt;
    let shapes = ConvShapes { xd, wd, od, kernel: &kernel, depthwise: false };
    let (l, point_ub) = conv_at_point(cx, i, &shapes, &win, &acc, &zps)?;
    if large(cx, i) {
        let within = lazy::in_range(smt, od, &l.vars);
        ub.extend(point_ub.into_iter().map(|(why, c)| (format!("{why} at some element"), &within & c)));
        return Ok(Outcome { results: vec![Val::Lazy(l)], ub });
    }
    // Small tensors: each element, and its UB, at its own point (exact).
    for n in 0..od.iter().product::<u64>() {
        let at = crate::semantics::vector::multi_index(n, od);
        let point: Vec<BV<'c>> = at.iter().map(|x| lazy::index(smt, *x)).collect();
        let pairs: Vec<_> = l.vars.iter().zip(&point).map(|(v, c)| (v.term(), c.term())).collect();
        for (why, c) in &point_ub {
            ub.push((format!("{why} at {at:?}"), crate::smt::Bool::from_term(c.term().substitute(&pairs))));
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(l.elements(smt))], ub })
}

/// `tosa.depthwise_conv2d` (§10 DEPTHWISE_CONV2D): weight [KH, KW, C, M];
/// output channel `c * M + m` sums over (ky, kx) of input channel c times
/// weight [ky, kx, c, m].
pub(super) fn depthwise_conv2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    conv(cx, i, true)
}

/// Whether an op is encoded at a symbolic output point (`tensor/lazy.rs`):
/// a large operand or result, or a pair encoded lazily throughout.
pub(super) fn large(cx: &Cx<'_, '_>, i: &OpInst<'_>) -> bool {
    cx.cfg.lazy_tensors
        || i.operands.iter().any(|v| v.is_lazy())
        || i.result_types.iter().chain(&i.operand_types).any(crate::semantics::tensor::is_large)
}

/// The shapes of a convolution (see [`conv`], [`conv3d`]): input, weight
/// and output dimensions, the kernel's spatial sizes, and whether it is
/// depthwise (weight [KH, KW, C, M]) rather than [OC, K..., IC].
struct ConvShapes<'s> {
    xd: &'s [u64],
    wd: &'s [u64],
    od: &'s [u64],
    kernel: &'s [u64],
    depthwise: bool,
}

/// The rule of [`conv`] (and [`conv3d`]) at a symbolic output point `[n,
/// spatial..., c]`: the same terms in the same order, taps in row-major
/// order over the kernel; and its UB at that point. A tap in the padding
/// reads the input zero point (integers) or +0.0 (floats) as its input, as
/// there.
fn conv_at_point<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    sh: &ConvShapes<'_>,
    win: &Window,
    acc: &Ty,
    zps: &(Val<'c>, Val<'c>),
) -> Result<(crate::semantics::tensor::lazy::Lazy<'c>, Ub<'c>), Unsupported> {
    use crate::semantics::encode::select_val;
    use crate::semantics::tensor::lazy::{self, Lazy, element};
    let smt = cx.smt;
    let (x, w, bias) = (&i.operands[0], &i.operands[1], &i.operands[2]);
    let bias_d = operand_dims(i, 2)?;
    let s = sh.kernel.len();
    let k = |v: u64| lazy::index(smt, v);
    let mut point_ub: Ub<'c> = Vec::new();
    let l = Lazy::tabulate(cx, sh.od, result_elem(i), |p| {
        let (n, c, o) = (&p[0], &p[s + 1], p[1..=s].iter().collect::<Vec<_>>());
        let pad = match acc {
            Ty::Int(_) => zps.0.clone(),
            _ => {
                let f = cx.float_format(acc, || "accumulator type".into())?;
                Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()))
            }
        };
        let mut inputs: Vec<Val<'c>> = Vec::new();
        let mut weights: Vec<Val<'c>> = Vec::new();
        for tap in 0..sh.kernel.iter().product::<u64>() {
            let kk = crate::semantics::vector::multi_index(tap, sh.kernel);
            let (inside, at) = win.lazy_tap(cx, &sh.od[1..=s], &o, &kk);
            let taps: Vec<BV<'c>> = kk.iter().map(|v| k(*v)).collect();
            // (input channel, weight index) pairs.
            let channels: Vec<(BV<'c>, Vec<BV<'c>>)> = if sh.depthwise {
                let m = sh.wd[s + 1];
                let (ic, mm) = if m == 1 { (c.clone(), k(0)) } else { (c.udiv(&k(m)), c.urem(&k(m))) };
                vec![(ic.clone(), [taps, vec![ic, mm]].concat())]
            } else {
                (0..sh.xd[s + 1]).map(|ic| (k(ic), [vec![c.clone()], taps.clone(), vec![k(ic)]].concat())).collect()
            };
            for (ic, widx) in channels {
                let idx = [vec![n.clone()], at.clone(), vec![ic]].concat();
                let xv = element(smt, x, sh.xd, &idx)?;
                let xv = if matches!(acc, Ty::Int(_)) { xv } else { widened(cx, &xv, acc)? };
                inputs.push(select_val(&inside, &xv, &pad));
                weights.push(element(smt, w, sh.wd, &widx)?);
            }
        }
        let b = element(smt, bias, bias_d, &[if bias_d[0] == 1 { k(0) } else { c.clone() }])?;
        match acc {
            Ty::Int(width) => {
                let terms: Vec<_> = inputs.iter().zip(&weights).collect();
                int_sum(cx, &terms, (&zps.0, &zps.1), Some(&b), *width, &i.name, &mut point_ub)
            }
            _ => {
                let terms: Vec<_> = inputs.iter().zip(&weights).map(|(x, w)| (Some(x), w)).collect();
                biased_sum(cx, &b, &terms, acc, result_elem(i))
            }
        }
    })?;
    Ok((l, point_ub))
}

/// The rule of [`matmul`] at a symbolic output point `[n, h, w]`.
fn matmul_lazy<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    (ad, bd, od): (&[u64], &[u64], &[u64]),
    zps: &(Val<'c>, Val<'c>),
    mut ub: Ub<'c>,
) -> Res<'c> {
    use crate::semantics::tensor::lazy::{self, Lazy, element};
    let smt = cx.smt;
    let out = result_elem(i).clone();
    let mut point_ub: Ub<'c> = Vec::new();
    let l = Lazy::tabulate(cx, od, &out, |p| {
        let mut pairs = Vec::with_capacity(ad[2] as usize);
        for c in 0..ad[2] {
            let k = lazy::index(smt, c);
            let a = element(smt, &i.operands[0], ad, &[p[0].clone(), p[1].clone(), k.clone()])?;
            let b = element(smt, &i.operands[1], bd, &[p[0].clone(), k, p[2].clone()])?;
            pairs.push((a, b));
        }
        match &out {
            Ty::Int(width) => {
                let terms: Vec<_> = pairs.iter().map(|(a, b)| (a, b)).collect();
                int_sum(cx, &terms, (&zps.0, &zps.1), None, *width, "tosa.matmul", &mut point_ub)
            }
            Ty::Float(_) => {
                if *i.operand_types[0].elem() != out || *i.operand_types[1].elem() != out {
                    return Err(Unsupported::new("'tosa.matmul' accumulating floats in another type"));
                }
                let f = cx.float_format(&out, || "result type of 'tosa.matmul'".into())?;
                let zero = Val::Float(FloatVal::new(float::floats(cx).constant(f, 0.0), cx.ff()));
                let terms: Vec<_> = pairs.iter().map(|(a, b)| (Some(a), b)).collect();
                float_sum(cx, zero, &terms, &out)
            }
            t => Err(Unsupported::new(format!("'tosa.matmul' to {t}"))),
        }
    })?;
    let within = lazy::in_range(smt, od, &l.vars);
    ub.extend(point_ub.into_iter().map(|(why, c)| (format!("{why} at some element"), &within & c)));
    Ok(Outcome { results: vec![Val::Lazy(l)], ub })
}
