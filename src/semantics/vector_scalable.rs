//! Scalable vectors (mlir/Dialect/Vector/IR/VectorOps.td): `vector.vscale`,
//! `vector.scalable.insert`, `vector.scalable.extract`, and the attributes
//! that count lanes of scalable dimensions.
//!
//! A pair with scalable vector types is checked once per vscale from 1 to
//! `max-vscale` (`refine::by_vscale`); within one check `vscale` is a
//! number (`Config::vscale`) and every scalable type has its size at it
//! (`ty::with_vscale`: `vector<[4]xi32>` is `vector<8xi32>` at vscale 2), so
//! every vector op's rule applies unchanged. The verdict is bounded by the
//! largest vscale checked.

use super::ops::{AttrKind, OpSpec, op};
use super::vector::{elements, poisoned_if};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::ir::Op;
use crate::smt::BV;

/// The ops of scalable vectors.
pub(super) const OPS: &[OpSpec] = &[
    op("vector.vscale", vscale),
    op("vector.scalable.insert", scalable_insert).attrs(&[("pos", AttrKind::I64)]),
    op("vector.scalable.extract", scalable_extract).attrs(&[("pos", AttrKind::I64)]),
];

/// `vector.vscale`: "returns the scale of the scalable vectors, a positive
/// integer value that is constant at runtime": the vscale of the check.
fn vscale<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let v = cx.cfg.vscale.ok_or_else(|| Unsupported::new("vector.vscale outside a check by vscale"))?;
    let w = i.result_width(cx, 0)?;
    Ok(Outcome::int(IntVal::new(BV::from_u64(cx.smt, v, w), cx.ff())))
}

/// The `pos` attribute, scaled already where the op says so (see
/// [`scale_attrs`]).
fn pos(i: &OpInst<'_>) -> Result<u64, Unsupported> {
    let at = i.attr("pos").and_then(|a| if let AttrVal::Int(b) = a { b.as_const()?.to_u64() } else { None });
    at.ok_or_else(|| Unsupported::new(format!("'{}' without a constant pos", i.name)))
}

/// `vector.scalable.insert %v, %dest[pos]`: the destination with `%v`
/// from position `pos` on ("If the source vector is scalable, the
/// insertion position will be scaled by the runtime scaling factor"). "For
/// the operation to be well defined, the source vector must fit in the
/// destination vector": ODS leaves the rest open; the encoder follows
/// `llvm.vector.insert`, which the op maps to: the result is poison.
fn scalable_insert<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (v, mut dest) = (elements(i, 0)?, elements(i, 1)?);
    let at = pos(i)? as usize;
    if at + v.len() > dest.len() {
        return Ok(Outcome::value(poisoned_if(&Val::Vector(dest), &cx.tt())));
    }
    dest.splice(at..at + v.len(), v);
    Ok(Outcome::value(Val::Vector(dest)))
}

/// `vector.scalable.extract %src[pos]`: the elements from position `pos`
/// on (scaled when the result is scalable); poison when they do not fit,
/// as `llvm.vector.extract`.
fn scalable_extract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let (at, n) = (pos(i)? as usize, i.result_types[0].lanes());
    if at + n > src.len() {
        return Ok(Outcome::value(poisoned_if(&Val::Vector(src[..n.min(src.len())].to_vec()), &cx.tt())));
    }
    Ok(Outcome::value(Val::Vector(src[at..at + n].to_vec())))
}

/// Attributes that count lanes of scalable dimensions, as the op's rule
/// reads them at `vscale`: `vector.constant_mask`'s sizes of scalable
/// dimensions ("Sizes that correspond to scalable dimensions are implicitly
/// multiplied by vscale"), and the `pos` of `vector.scalable.insert` /
/// `extract` when the inserted or extracted vector is scalable.
pub(super) fn scale_attrs(op: Op<'_>, vscale: u64, attrs: &mut [(String, AttrVal<'_>)]) {
    let scalable = |t: crate::ir::Type<'_>| t.scalable_dims().unwrap_or_default();
    let (name, dims) = match op.name() {
        "vector.constant_mask" => ("mask_dim_sizes", scalable(op.results()[0].ty())),
        "vector.scalable.insert" => ("pos", scalable(op.operands()[0].ty())),
        "vector.scalable.extract" => ("pos", scalable(op.results()[0].ty())),
        _ => return,
    };
    for (n, a) in attrs.iter_mut() {
        match a {
            AttrVal::I64s(vs) if n == name => {
                for (v, s) in vs.iter_mut().zip(&dims) {
                    *v *= if *s { vscale as i64 } else { 1 };
                }
            }
            AttrVal::Int(b) if n == name && dims.iter().any(|s| *s) => {
                if let Some(p) = b.as_const().and_then(|p| p.to_u64()) {
                    *b = BV::from_u64(b.ctx(), p * vscale, b.width());
                }
            }
            _ => {}
        }
    }
}
