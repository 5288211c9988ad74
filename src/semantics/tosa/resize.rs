//! TOSA's RESIZE (TOSA 1.0, op RESIZE), layout NHWC, on static shapes.
//!
//! Per output point `(n, oy, ox, c)`, with `scale = [y_n, y_d, x_n, x_d]`,
//! `offset = [off_y, off_x]` (the specification's pseudocode):
//! `y = oy * y_d + off_y`, `iy = floor(y / y_n)`, `ry = y - iy * y_n`
//! (so `0 <= ry < y_n`), `iy0 = max(iy, 0)`, `iy1 = min(iy + 1, IH - 1)`,
//! and the same for x.
//! - NEAREST_NEIGHBOR: the input at `iy1` where `2 * ry >= y_n` (integers)
//!   or `ry / y_n >= 0.5` (floats, the division rounded in the element
//!   type), else `iy0`; x likewise.
//! - BILINEAR on integers (i8 to i32, i16 to i48): the sum of `v00 *
//!   (y_n - ry) * (x_n - rx)`, `v01 * (y_n - ry) * rx`, `v10 * ry *
//!   (x_n - rx)` and `v11 * ry * rx`, the inputs sign-extended (exact: the
//!   weights sum to `y_n * x_n <= 2^22`, so no sum leaves the output type).
//! - BILINEAR on floats with `dy = ry / y_n`, `dx = rx / x_n`: the
//!   specification bounds the error of the interpolation and leaves its
//!   order open; the order here is `tosa-to-linalg`'s (x first:
//!   `top = v00 * (1 - dx) + v01 * dx`, `bottom` likewise, then
//!   `top * (1 - dy) + bottom * dy`), each step rounded, a choice as for
//!   the float sums of the convolutions.
//!
//! The ERROR_IFs on the scale, offset, border and output shape make the op
//! `unsupported`, naming the rule. Every position is a number here, so the
//! op reads its input at constant positions.

use super::conv::at;
use super::{AttrVal, error_if, operand_dims, result_dims, result_elem, scalar, shape_operand, tensor};
use crate::semantics::float::{self, FloatVal};
use crate::semantics::select::select_val;
use crate::semantics::{Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::BV;

/// One axis of the resize: the input size and the scale, offset and border.
struct Axis {
    input: i64,
    num: i64,
    den: i64,
    offset: i64,
}

impl Axis {
    /// For output position `o`: `(i0, i1, r)` (the two input positions and
    /// the remainder `r`, `0 <= r < num`).
    fn at(&self, o: u64) -> (u64, u64, i64) {
        let y = o as i64 * self.den + self.offset;
        let i = y.div_euclid(self.num);
        let r = y - i * self.num;
        let i0 = i.max(0).min(self.input - 1);
        let i1 = (i + 1).min(self.input - 1).max(0);
        (i0 as u64, i1 as u64, r)
    }
}

/// `tosa.resize %input, %scale, %offset, %border {mode}` (see the module
/// comment).
pub(super) fn resize<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let bilinear = match i.attr("mode") {
        Some(AttrVal::Other(m)) if m.contains("BILINEAR") => true,
        Some(AttrVal::Other(m)) if m.contains("NEAREST_NEIGHBOR") => false,
        a => return Err(Unsupported::new(format!("'tosa.resize' with mode {}", crate::semantics::shown(a)))),
    };
    let (xd, od) = (operand_dims(i, 0)?, result_dims(i)?);
    let (scale, offset, border) = (shape_operand(i, 1)?, shape_operand(i, 2)?, shape_operand(i, 3)?);
    if xd.len() != 4 || od.len() != 4 || od[0] != xd[0] || od[3] != xd[3] {
        return Err(error_if(i, "shapes that are not [N, IH, IW, C] -> [N, OH, OW, C]"));
    }
    if scale.len() != 4 || offset.len() != 2 || border.len() != 2 {
        return Err(error_if(i, "a scale, offset or border of the wrong length"));
    }
    let mut axes = Vec::new();
    for d in 0..2 {
        let (num, den, off, bor) = (scale[2 * d], scale[2 * d + 1], offset[d], border[d]);
        if num <= 0 || den <= 0 || num > 1 << 11 || den >= 16 * num {
            return Err(error_if(i, "a scale outside 0 < n <= 2048, 0 < d < 16 * n"));
        }
        if off < -num || off >= 16 * num || bor < -16 * num || bor >= num {
            return Err(error_if(i, "an offset or border outside its range"));
        }
        let (input, out) = (xd[d + 1] as i64, od[d + 1] as i64);
        let span = (input - 1) * num - off + bor;
        if span < 0 || span % den != 0 || span / den + 1 != out {
            return Err(error_if(i, "an output size the scale, offset and border do not give"));
        }
        axes.push(Axis { input, num, den, offset: off });
    }
    let x = tensor(i, 0)?;
    let (in_ty, out_ty) = (i.operand_types[0].elem().clone(), result_elem(i).clone());
    let float = matches!(in_ty, Ty::Float(_));
    match (&in_ty, &out_ty, bilinear) {
        (a, b, false) if a == b && (float || matches!(a, Ty::Int(8 | 16))) => {}
        (Ty::Int(8), Ty::Int(32), true) | (Ty::Int(16), Ty::Int(48), true) => {}
        (Ty::Float(_), b, true) if *b == in_ty => {}
        _ => {
            return Err(Unsupported::new(format!(
                "'tosa.resize' from {in_ty} to {out_ty} in mode {} is not modelled (RESIZE's table)",
                if bilinear { "BILINEAR" } else { "NEAREST_NEIGHBOR" }
            )));
        }
    }
    let fl = float::floats(cx);
    let format = if float { Some(cx.float_format(&in_ty, || "element type of 'tosa.resize'".into())?) } else { None };
    let fconst = |v: f64| Val::Float(FloatVal::new(fl.constant(format.expect("a float format"), v), cx.ff()));
    let fop = |name: &str, a: Val<'c>, b: Val<'c>| -> Result<Val<'c>, Unsupported> {
        Ok(scalar(cx, name, vec![a, b], in_ty.clone(), vec![])?.0)
    };
    // `r / num` rounded in the element type.
    let fraction = |r: i64, num: i64| fop("arith.divf", fconst(r as f64), fconst(num as f64));
    let mut out = Vec::with_capacity(od.iter().product::<u64>() as usize);
    for n in 0..od[0] {
        for oy in 0..od[1] {
            let (y0, y1, ry) = axes[0].at(oy);
            for ox in 0..od[2] {
                let (x0, x1, rx) = axes[1].at(ox);
                for c in 0..od[3] {
                    let v = |y: u64, xx: u64| x[at(xd, &[n, y, xx, c])].clone();
                    out.push(match (bilinear, float) {
                        (false, false) => {
                            let y = if 2 * ry >= axes[0].num { y1 } else { y0 };
                            let xx = if 2 * rx >= axes[1].num { x1 } else { x0 };
                            v(y, xx)
                        }
                        (false, true) => {
                            let half = fconst(0.5);
                            let at_least_half = |r: i64, num: i64| -> Result<_, Unsupported> {
                                let attrs = vec![(
                                    "predicate".to_string(),
                                    AttrVal::Int(BV::from_u64(cx.smt, 3, 64)), // oge
                                )];
                                let (ge, _) =
                                    scalar(cx, "arith.cmpf", vec![fraction(r, num)?, half.clone()], Ty::Int(1), attrs)?;
                                Ok(!ge.as_int().expect("an i1").bits.is_zero())
                            };
                            let (gy, gx) = (at_least_half(ry, axes[0].num)?, at_least_half(rx, axes[1].num)?);
                            let row = |y: u64| select_val(&gx, &v(y, x1), &v(y, x0));
                            select_val(&gy, &row(y1), &row(y0))
                        }
                        (true, false) => {
                            let w = out_ty.int_width().expect("an integer output");
                            let term = |val: Val<'c>, weight: i64| -> Result<IntVal<'c>, Unsupported> {
                                let e = val.as_int().ok_or_else(|| Unsupported::new("'tosa.resize' on mixed types"))?;
                                let bits = &e.bits.sext(w - e.width()) * &BV::from_i64(cx.smt, weight, w);
                                Ok(IntVal::new(bits, e.poison.clone()))
                            };
                            let (ny, nx) = (axes[0].num, axes[1].num);
                            let terms = [
                                term(v(y0, x0), (ny - ry) * (nx - rx))?,
                                term(v(y0, x1), (ny - ry) * rx)?,
                                term(v(y1, x0), ry * (nx - rx))?,
                                term(v(y1, x1), ry * rx)?,
                            ];
                            let bits = terms.iter().skip(1).fold(terms[0].bits.clone(), |a, t| &a + &t.bits);
                            let poison = terms.iter().fold(cx.ff(), |p, t| p | &t.poison);
                            Val::Int(IntVal::new(bits, poison))
                        }
                        (true, true) => {
                            let (dy, dx) = (fraction(ry, axes[0].num)?, fraction(rx, axes[1].num)?);
                            let one = fconst(1.0);
                            let (cy, cx_) =
                                (fop("arith.subf", one.clone(), dy.clone())?, fop("arith.subf", one, dx.clone())?);
                            let lerp = |a: Val<'c>,
                                        b: Val<'c>,
                                        ca: &Val<'c>,
                                        d: &Val<'c>|
                             -> Result<Val<'c>, Unsupported> {
                                fop("arith.addf", fop("arith.mulf", a, ca.clone())?, fop("arith.mulf", b, d.clone())?)
                            };
                            let top = lerp(v(y0, x0), v(y0, x1), &cx_, &dx)?;
                            let bottom = lerp(v(y1, x0), v(y1, x1), &cx_, &dx)?;
                            lerp(top, bottom, &cy, &dy)?
                        }
                    });
                }
            }
        }
    }
    Ok(Outcome::value(Val::Tensor(out)))
}
