//! TOSA's FFT2D and RFFT2D (TOSA 1.0, ops FFT2D and RFFT2D), on static
//! `[N, H, W]` float tensors, H and W powers of two (ERROR_IF).
//!
//! The specification's pseudocode, per output point `(n, oy, ox)`: from
//! +0.0, in `(iy, ix)` order, with `ay = (iy * oy) % H`, `ax = (ix * ox) %
//! W` and the angle `a = sign * 2π * (ay / H + ax / W)` (sign -1 for an
//! inverse FFT2D):
//! - FFT2D: `real += re * cos(a) + im * sin(a)`, `imag += im * cos(a) -
//!   re * sin(a)` (the pseudocode's `-re * sin(a) + im * cos(a)`, the
//!   same in IEEE arithmetic);
//! - RFFT2D (`ox < W / 2 + 1`): `real += re * cos(a)`, `imag -= re *
//!   sin(a)`. ODS: "Implementations may choose to skip calculation of the
//!   imaginary values at (0,0), (0,W/2), (H/2,0), and (H/2, W/2). If the
//!   calculation is skipped, the result at that location must be zero": a
//!   choice of the op there, computed or +0.0.
//!
//! The specification bounds the error of the result; here (a choice, as
//! for the other float sums) every step is rounded in the element type:
//! the angle as `tosa-to-linalg` computes it (`ay` and `ax` converted,
//! divided by H and W, added, multiplied by 2π rounded to the type, then
//! by -1), `cos` and `sin` the `math` dialect's approximate functions.
//! `local_bound` only tightens the bound, so it changes nothing here.

use super::{bool_attr, operand_dims, result_dims, scalar};
use crate::semantics::arithf::choice_bit;
use crate::semantics::float::{self, FloatVal};
use crate::semantics::select::select_val;
use crate::semantics::tensor::lazy::{self, Lazy};
use crate::semantics::{Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::BV;

/// `tosa.fft2d %re, %im {inverse}`.
pub(super) fn fft2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    transform(cx, i, false)
}

/// `tosa.rfft2d %re`.
pub(super) fn rfft2d<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    transform(cx, i, true)
}

fn transform<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, real_input: bool) -> Res<'c> {
    let xd = operand_dims(i, 0)?.to_vec();
    let od = result_dims(i)?.to_vec();
    let ty = i.operand_types[0].elem().clone();
    let Ty::Float(_) = ty else { return Err(Unsupported::new(format!("'{}' on {ty}", i.name))) };
    if i.result_types.iter().any(|t| t.elem() != &ty) {
        return Err(Unsupported::new(format!("'{}' to another element type", i.name)));
    }
    let (n, h, w) = match xd.as_slice() {
        [n, h, w] => (*n, *h, *w),
        _ => return Err(super::error_if(i, "an input that is not [N, H, W]")),
    };
    if !h.is_power_of_two() || !w.is_power_of_two() {
        return Err(super::error_if(i, "H or W not a power of two"));
    }
    let out_w = if real_input { w / 2 + 1 } else { w };
    if od != [n, h, out_w] || i.result_types.iter().any(|t| t != &i.result_types[0]) {
        return Err(super::error_if(i, "outputs of another shape than the transform's"));
    }
    let inverse = if real_input { false } else { bool_attr(i, "inverse")? };
    let f = cx.float_format(&ty, || format!("element type of '{}'", i.name))?;
    let fl = float::floats(cx);
    let k = |v: f64| Val::Float(FloatVal::new(fl.constant(f, v), cx.ff()));
    let op = |name: &str, args: Vec<Val<'c>>| -> Result<Val<'c>, Unsupported> {
        Ok(scalar(cx, name, args, ty.clone(), vec![])?.0)
    };
    let two_pi = k(float::round_to(f, std::f64::consts::TAU));
    // Integers converted as the lowering converts them (`arith.uitofp` of
    // an i32; `lazy::IDX_W` is 32 bits).
    let converted = |v: BV<'c>| op("arith.uitofp", vec![Val::Int(IntVal::new(v, cx.ff()))]);
    let idx = |v: u64| lazy::index(cx.smt, v);
    let (hf, wf) = (converted(idx(h))?, converted(idx(w))?);
    // The sums at output point p = [n, oy, ox] (numbers, or a symbolic
    // point of a large tensor).
    let sums = |p: &[BV<'c>]| -> Result<(Val<'c>, Val<'c>), Unsupported> {
        let (mut sr, mut si) = (k(0.0), k(0.0));
        for iy in 0..h {
            for ix in 0..w {
                let ay = (&idx(iy) * &p[1]).urem(&idx(h));
                let ax = (&idx(ix) * &p[2]).urem(&idx(w));
                let fy = op("arith.divf", vec![converted(ay)?, hf.clone()])?;
                let fx = op("arith.divf", vec![converted(ax)?, wf.clone()])?;
                let mut a = op("arith.mulf", vec![two_pi.clone(), op("arith.addf", vec![fy, fx])?])?;
                if inverse {
                    a = op("arith.mulf", vec![a, k(-1.0)])?;
                }
                let (cos, sin) = (op("math.cos", vec![a.clone()])?, op("math.sin", vec![a])?);
                let at = [p[0].clone(), idx(iy), idx(ix)];
                let x = lazy::element(cx.smt, &i.operands[0], &xd, &at)?;
                let mul = |p: &Val<'c>, q: &Val<'c>| op("arith.mulf", vec![p.clone(), q.clone()]);
                if real_input {
                    sr = op("arith.addf", vec![sr, mul(&x, &cos)?])?;
                    si = op("arith.subf", vec![si, mul(&x, &sin)?])?;
                } else {
                    let y = lazy::element(cx.smt, &i.operands[1], &xd, &at)?;
                    let tr = op("arith.addf", vec![mul(&x, &cos)?, mul(&y, &sin)?])?;
                    let ti = op("arith.subf", vec![mul(&y, &cos)?, mul(&x, &sin)?])?;
                    sr = op("arith.addf", vec![sr, tr])?;
                    si = op("arith.addf", vec![si, ti])?;
                }
            }
        }
        if real_input {
            // The imaginary part where ODS lets it be skipped: computed or
            // +0.0, a choice of the op.
            let at = |d: usize, v: u64| p[d].eq(&idx(v));
            let skippable = ((at(1, 0) | at(1, h / 2)) & (at(2, 0) | at(2, w / 2))).simplified();
            if skippable.as_const() != Some(false) {
                let skip = choice_bit(cx, &format!("{}.skip", i.site)) & skippable;
                si = select_val(&skip, &k(0.0), &si);
            }
        }
        Ok((sr, si))
    };
    if super::conv::large(cx, i) {
        // One choice of skipping for every skippable point of a large
        // output (a restriction of the op's freedom, which the lowering,
        // computing every point, does not use).
        let real = Lazy::tabulate(cx, &od, &ty, |p| Ok(sums(p)?.0))?;
        let imag = Lazy::tabulate(cx, &od, &ty, |p| Ok(sums(p)?.1))?;
        return Ok(Outcome { results: vec![Val::Lazy(real), Val::Lazy(imag)], ub: vec![] });
    }
    let (mut reals, mut imags) = (Vec::new(), Vec::new());
    for b in 0..n {
        for oy in 0..h {
            for ox in 0..out_w {
                let (r, im) = sums(&[idx(b), idx(oy), idx(ox)])?;
                reals.push(r);
                imags.push(im);
            }
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(reals), Val::Tensor(imags)], ub: vec![] })
}
