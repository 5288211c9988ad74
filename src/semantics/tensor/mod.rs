//! `tensor` dialect (mlir/Dialect/Tensor/IR/TensorOps.td), and tensor
//! values.
//!
//! A tensor value here is a ranked tensor of static shape, without an
//! encoding, of a modelled element type (integers, `index`, f16, bf16,
//! f32, f64), with at least one and at most [`MAX_ELEMENTS`] elements: its
//! elements flattened in row-major order, each poison or not on its own.
//! Other tensor types (unranked, dynamic dimensions, sparse encodings,
//! complex or vector elements, empty or larger tensors) are `Ty::Other` and
//! make a function `unsupported`, naming the type.
//!
//! Elementwise `arith` and `math` ops apply to each element
//! (`semantics::eval` lifts them, as for vectors: the ODS `Elementwise`
//! trait). The `tensor` ops modelled:
//! - `tensor.empty`: "the contents of the tensor are unspecified": every
//!   element is poison (reading one gives poison, which refines to any
//!   value).
//! - `tensor.extract` / `tensor.insert`: the element at the indices / a
//!   copy with it replaced. ODS does not say what an index outside the
//!   shape means; it is UB here (the choice mlir-tv made, and the meaning
//!   `memref.load`/`store` give it after bufferization), as is a poison
//!   index.
//! - `tensor.from_elements`: the operands in row-major order.
//! - `tensor.splat`: the operand in every element.
//! - `tensor.dim`: the size of a dimension; "if the dimension index is out
//!   of bounds, the behavior is undefined" (and so is a poison index).
//! - `tensor.rank`: the rank.
//! - `tensor.cast`, `tensor.collapse_shape`, `tensor.expand_shape`: between
//!   static shapes the elements keep their row-major order, so the value
//!   is the operand's elements (a cast between static types has one shape).
//! - `tensor.reshape`: "converts a tensor from one type to an equivalent
//!   type with a provided shape"; between static types the elements keep
//!   their row-major order. ODS is silent on a shape operand whose values
//!   are not the result type's dimensions: that is UB here, as is a poison
//!   value in it. ODS does not say how the values are read either: as
//!   signed integers (a negative one, or a narrow one that would only
//!   match modulo its width, is never a dimension).
//! - `tensor.concat`: the inputs one after another along `dim`.
//! - `tensor.bitcast`: each element as `arith.bitcast` (equal widths).
//! - `tensor.extract_slice` / `tensor.insert_slice` (`slice.rs`): static or
//!   dynamic offsets and strides, static sizes; a slice outside its tensor
//!   is UB (what `memref.subview`, their lowering, says of it).
//! - `tensor.gather` / `tensor.scatter` (`gather.rs`): indices outside the
//!   tensor are UB ("otherwise the behavior is undefined"), and so are
//!   repeated coordinates under `unique`.
//! - `tensor.generate` / `tensor.pad` (`region.rs`, handled by the
//!   encoder: they have a body): the body once per element / per padding
//!   point, at that position; `tensor.yield` ends the body.
//!
//! Enumerations are bounded: an op whose dynamic positions would select
//! among more than [`MAX_CANDIDATES`] candidates in all is not encoded
//! (the check is inconclusive, saying so).
//!
//! Refinement is element by element ([`refined_by`]).

mod gather;
pub mod lazy;
pub(crate) mod lazy_ops;
mod region;
pub mod shape;
mod slice;

use super::encode::select_val;
use super::ops::{AttrKind, AttrSlot, OpSpec, op, structured};
use super::vector::{dynamic_index, multi_index, strides};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir;
use crate::smt::{BV, Bool};

/// The most elements a tensor may have to be encoded element by element;
/// a larger one is lazy (`lazy.rs`).
pub const MAX_ELEMENTS: u64 = 4096;

/// Whether values of `ty` are lazy tensors (see `lazy.rs`).
pub fn is_large(ty: &Ty) -> bool {
    matches!(ty, Ty::Tensor(..)) && ty.lanes() as u64 > MAX_ELEMENTS
}

/// The semantics' type of a ranked tensor type.
pub(super) fn ty_of(t: ir::Type<'_>) -> Ty {
    let other = |why: &str| Ty::Other(format!("{t} ({why})"));
    if t.has_tensor_encoding() {
        return other("tensors with an encoding are not modelled");
    }
    let (Some(shape), Some(elem)) = (t.shape(), t.element_type()) else { return Ty::Other(t.to_string()) };
    let Some(dims) = shape.iter().map(|d| d.map(|n| n as u64)).collect::<Option<Vec<u64>>>() else {
        // Dynamic dimensions: sized per shape case (`shape.rs`).
        let dims: Vec<Option<u64>> = shape.iter().map(|d| d.map(|n| n as u64)).collect();
        return match Ty::of(elem) {
            e if e.is_scalar() => Ty::Dyn(dims, Box::new(e)),
            _ => Ty::Other(t.to_string()),
        };
    };
    let n = dims.iter().try_fold(1u64, |acc, d| acc.checked_mul(*d));
    match (n, Ty::of(elem)) {
        (Some(0), _) => other("tensors without elements are not modelled"),
        // Larger ones are lazy (`lazy.rs`), with `IDX_W`-bit indices.
        (Some(n), _) if n >= 1 << (lazy::IDX_W - 1) => other(&format!("{n} elements, too many to index")),
        (None, _) => other("too many elements to index"),
        (Some(_), e) if e.is_scalar() => Ty::Tensor(dims, Box::new(e)),
        _ => Ty::Other(t.to_string()),
    }
}

/// Refinement of tensors: element by element, as vectors
/// (`vector::refined_by`). Poison is per element (a tensor has no poison of
/// its own); both have one static shape.
pub(super) fn refined_by<'c>(source: &[Val<'c>], target: &[Val<'c>]) -> Bool<'c> {
    super::vector::refined_by(source, target)
}

/// The most candidate positions (summed over an op's elements) a dynamic
/// position may select among: slices, `tensor.pad` with dynamic padding,
/// `tensor.gather` and `tensor.scatter`.
pub const MAX_CANDIDATES: usize = 1 << 16;

const SLICE: &[AttrSlot] =
    &[("static_offsets", AttrKind::I64s), ("static_sizes", AttrKind::I64s), ("static_strides", AttrKind::I64s)];

/// The tensor ops modelled (see the module comment); the others are
/// `unsupported`, named.
pub(super) const OPS: &[OpSpec] = &[
    op("tensor.empty", empty).any_sign(),
    op("tensor.extract", extract).any_sign(),
    op("tensor.insert", insert).any_sign(),
    op("tensor.from_elements", from_elements).any_sign(),
    op("tensor.splat", splat).any_sign(),
    op("tensor.dim", dim).any_sign(),
    op("tensor.rank", rank).any_sign(),
    op("tensor.cast", same_elements).any_sign(),
    op("tensor.collapse_shape", same_elements).any_sign(),
    op("tensor.expand_shape", same_elements).any_sign().attrs(&[("static_output_shape", AttrKind::I64s)]),
    op("tensor.reshape", reshape).any_sign(),
    op("tensor.extract_slice", slice::extract_slice).any_sign().attrs(SLICE),
    op("tensor.insert_slice", slice::insert_slice).any_sign().attrs(SLICE),
    op("tensor.gather", gather::gather)
        .any_sign()
        .attrs(&[("gather_dims", AttrKind::I64s), ("unique", AttrKind::Unit)]),
    op("tensor.scatter", gather::scatter)
        .any_sign()
        .attrs(&[("scatter_dims", AttrKind::I64s), ("unique", AttrKind::Unit)]),
    op("tensor.concat", concat).any_sign().attrs(&[("dim", AttrKind::I64)]),
    // "Bitcast a tensor from one type to another type of equivalent element
    // width": each element as `arith.bitcast`.
    op("tensor.bitcast", super::arith::bitcast).elementwise().any_sign(),
    // Ops with a body, and its terminator (`region.rs`).
    structured("tensor.generate"),
    structured("tensor.pad"),
    structured("tensor.yield"),
];

/// The shape of a tensor type, or `unsupported` naming the op.
fn shape<'t>(i: &OpInst<'_>, ty: &'t Ty) -> Result<&'t [u64], Unsupported> {
    match ty {
        Ty::Tensor(s, _) => Ok(s),
        t => Err(Unsupported::new(format!("'{}' with type {t}", i.name))),
    }
}

/// The elements of tensor operand `k`.
fn elements<'a, 'c>(i: &'a OpInst<'c>, k: usize) -> Result<&'a [Val<'c>], Unsupported> {
    match i.operands.get(k) {
        Some(Val::Tensor(vs)) => Ok(vs),
        Some(Val::Lazy(l)) => Err(Unsupported::new(format!(
            "'{}' on a large tensor (operand #{k}, {} elements) is not modelled",
            i.name,
            l.shape.iter().product::<u64>()
        ))),
        _ => Err(Unsupported::new(format!("operand #{k} of '{}' is not a modelled tensor", i.name))),
    }
}

/// The linear positions dynamic `indices` may name in `shape`, each with
/// the condition that it is the one, and the condition that the indices
/// are poison or outside the shape (UB for the ops that take them).
fn positions<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    shape: &[u64],
    indices: &[Val<'c>],
) -> Result<(Vec<(u64, Bool<'c>)>, Bool<'c>), Unsupported> {
    if indices.len() != shape.len() {
        return Err(Unsupported::new(format!("'{}' with {} indices for rank {}", i.name, indices.len(), shape.len())));
    }
    let st = strides(shape);
    let mut cands: Vec<(u64, Bool<'c>)> = vec![(0, cx.tt())];
    let mut bad = cx.ff();
    for (d, v) in indices.iter().enumerate() {
        let Val::Int(v) = v else {
            return Err(Unsupported::new(format!("'{}' with an index that is not an integer", i.name)));
        };
        let (next, out) = dynamic_index(cx, v, shape[d], st[d], &cands);
        bad |= out;
        cands = next;
    }
    Ok((cands, bad))
}

/// `tensor.empty`: unspecified contents, every element poison.
fn empty<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = &i.result_types[0];
    shape(i, ty)?;
    Ok(Outcome::value(cx.poison_of(ty, || format!("'{}'", i.name))?))
}

/// `tensor.extract`: the element at the indices; UB when an index is
/// poison or outside its dimension (see the module comment).
fn extract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = lazy_ops::extract(cx, i) {
        return r;
    }
    let elems = elements(i, 0)?;
    let (cands, bad) = positions(cx, i, shape(i, &i.operand_types[0])?, &i.operands[1..])?;
    let mut result = elems[cands[0].0 as usize].clone();
    for (off, c) in &cands[1..] {
        result = select_val(c, &elems[*off as usize], &result);
    }
    Ok(Outcome { results: vec![result], ub: vec![("tensor.extract out of bounds (or at a poison index)".into(), bad)] })
}

/// `tensor.insert`: a copy of the destination with the element at the
/// indices replaced; UB when an index is poison or outside its dimension.
fn insert<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = lazy_ops::insert(cx, i) {
        return r;
    }
    let dest = elements(i, 1)?;
    let (cands, bad) = positions(cx, i, shape(i, &i.operand_types[1])?, &i.operands[2..])?;
    let value = &i.operands[0];
    let mut out = dest.to_vec();
    for (off, c) in &cands {
        let at = *off as usize;
        out[at] = select_val(c, value, &out[at]);
    }
    Ok(Outcome {
        results: vec![Val::Tensor(out)],
        ub: vec![("tensor.insert out of bounds (or at a poison index)".into(), bad)],
    })
}

/// `tensor.from_elements`: the operands, in row-major order.
fn from_elements<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = &i.result_types[0];
    shape(i, ty)?;
    if i.operands.len() != ty.lanes() {
        return Err(Unsupported::new(format!("'{}' with {} operands for {ty}", i.name, i.operands.len())));
    }
    Ok(Outcome::value(Val::Tensor(i.operands.clone())))
}

/// `tensor.splat`: the operand in every element (static shapes only).
fn splat<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = lazy_ops::splat(cx, i) {
        return r;
    }
    let ty = &i.result_types[0];
    // Further operands are dynamic sizes, already in the (shape case's)
    // static result type.
    shape(i, ty)?;
    Ok(Outcome::value(Val::Tensor(vec![i.operands[0].clone(); ty.lanes()])))
}

/// `tensor.dim`: the size of dimension `index`; UB when the index is not a
/// dimension ("the behavior is undefined") or is poison.
fn dim<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let dims = shape(i, &i.operand_types[0])?;
    let Some(Val::Int(idx)) = i.operands.get(1) else {
        return Err(Unsupported::new(format!("'{}' without an index", i.name)));
    };
    // The dimension numbers `idx` may be, each with its size.
    let w = idx.width();
    let (cands, bad) = dynamic_index(cx, idx, dims.len() as u64, 1, &[(0, cx.tt())]);
    let mut size = BV::zero(cx.smt, w);
    for (d, c) in &cands {
        size = BV::ite(c, &BV::from_u64(cx.smt, dims[*d as usize], w), &size);
    }
    Ok(Outcome {
        results: vec![Val::Int(IntVal::new(size, cx.ff()))],
        ub: vec![("tensor.dim of a dimension the tensor does not have".into(), bad)],
    })
}

/// `tensor.rank`: the rank, as an `index`.
fn rank<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let r = shape(i, &i.operand_types[0])?.len() as u64;
    let w = i.result_width(cx, 0)?;
    Ok(Outcome::int(IntVal::new(BV::from_u64(cx.smt, r, w), cx.ff())))
}

/// `tensor.cast`, `tensor.collapse_shape`, `tensor.expand_shape` between
/// static shapes: the same elements in the same row-major order.
fn same_elements<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = lazy_ops::same_elements(cx, i) {
        return r;
    }
    let elems = elements(i, 0)?;
    let out = &i.result_types[0];
    shape(i, out)?;
    if elems.len() != out.lanes() {
        return Err(Unsupported::new(format!("'{}' between shapes of different sizes", i.name)));
    }
    Ok(Outcome::value(Val::Tensor(elems.to_vec())))
}

/// `tensor.reshape` between static types: the operand's elements in their
/// row-major order; UB when a value of the shape operand is poison or is
/// not the result type's dimension (see the module comment).
fn reshape<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if i.operands[0].is_lazy() || is_large(&i.result_types[0]) {
        // The shape operand must still be the result type's.
        return Err(Unsupported::new("'tensor.reshape' of a large tensor is not modelled"));
    }
    let elems = elements(i, 0)?;
    let out = shape(i, &i.result_types[0])?;
    let dims = elements(i, 1)?;
    if dims.len() != out.len() || elems.len() != i.result_types[0].lanes() {
        return Err(Unsupported::new(format!("'{}' whose shape operand does not fit its result type", i.name)));
    }
    let mut bad = cx.ff();
    for (v, d) in dims.iter().zip(out) {
        let Val::Int(v) = v else {
            return Err(Unsupported::new(format!("'{}' with a shape that is not integers", i.name)));
        };
        let w = v.width().max(64) + 1;
        bad |= &v.poison | v.bits.sext(w - v.width()).ne(&BV::from_u64(cx.smt, *d, w));
    }
    Ok(Outcome {
        results: vec![Val::Tensor(elems.to_vec())],
        ub: vec![("tensor.reshape to a shape other than its result type's (or a poison one)".into(), bad)],
    })
}

/// `tensor.concat`: the inputs one after another along dimension `dim`
/// ("the size of the concatenated dimension in the result must be equal to
/// the sum of the sizes of the inputs along that dimension").
fn concat<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let Some(AttrVal::Int(d)) = i.attr("dim") else {
        return Err(Unsupported::new(format!("'{}' without a constant dim", i.name)));
    };
    let out = shape(i, &i.result_types[0])?.to_vec();
    let Some(dim) = d.as_const().and_then(|b| b.to_u64()).map(|v| v as usize).filter(|v| *v < out.len()) else {
        return Err(Unsupported::new(format!("'{}' with a dim outside the rank", i.name)));
    };
    if let Some(r) = lazy_ops::concat(cx, i, dim) {
        return r;
    }
    let mut inputs = Vec::new();
    for k in 0..i.operands.len() {
        inputs.push((shape(i, &i.operand_types[k])?.to_vec(), elements(i, k)?));
    }
    if inputs.iter().map(|(s, _)| s[dim]).sum::<u64>() != out[dim] {
        return Err(Unsupported::new(format!("'{}' whose inputs do not add up to its result", i.name)));
    }
    let n: u64 = out.iter().product();
    let mut result = Vec::with_capacity(n as usize);
    for linear in 0..n {
        let mut idx = multi_index(linear, &out);
        let mut k = 0;
        while idx[dim] >= inputs[k].0[dim] {
            idx[dim] -= inputs[k].0[dim];
            k += 1;
        }
        let st = strides(&inputs[k].0);
        let at: u64 = idx.iter().zip(&st).map(|(x, s)| x * s).sum();
        result.push(inputs[k].1[at as usize].clone());
    }
    Ok(Outcome::value(Val::Tensor(result)))
}
