//! `vector` dialect, the ops that move elements between positions and
//! vectors, and the one that reinterprets their bits
//! (mlir/Dialect/Vector/IR/VectorOps.td): strided slices, `shuffle`,
//! `interleave`, `deinterleave`, `bitcast`. Values are flattened row-major
//! (see `vector.rs`); these ops only move elements, so they hold for every
//! element type the encoder models (integers, `index`, floats), `bitcast`
//! aside (it reads bits).

use super::float::{self, FloatVal};
use super::ops::{AttrKind, AttrSlot, OpSpec, op};
use super::vector::{elements, multi_index, shape_of, strides};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

const STRIDED: &[AttrSlot] = &[("offsets", AttrKind::I64s), ("sizes", AttrKind::I64s), ("strides", AttrKind::I64s)];

/// The ops that move or reinterpret elements.
pub(super) const OPS: &[OpSpec] = &[
    op("vector.extract_strided_slice", extract_strided_slice).attrs(STRIDED),
    op("vector.insert_strided_slice", insert_strided_slice)
        .attrs(&[("offsets", AttrKind::I64s), ("strides", AttrKind::I64s)]),
    op("vector.shuffle", shuffle).attrs(&[("mask", AttrKind::I64s)]),
    op("vector.interleave", interleave),
    op("vector.deinterleave", deinterleave),
    op("vector.bitcast", bitcast),
];

/// An i64-array attribute the op's verifier requires.
fn i64s<'i>(i: &'i OpInst<'_>, name: &str) -> Result<&'i [i64], Unsupported> {
    match i.attr(name) {
        Some(AttrVal::I64s(v)) => Ok(v),
        a => Err(Unsupported::new(format!("'{}' with {name} = {}", i.name, super::shown(a)))),
    }
}

/// A position the verifier should have kept inside the vector.
fn inside(i: &OpInst<'_>, at: i64, size: u64) -> Result<u64, Unsupported> {
    u64::try_from(at)
        .ok()
        .filter(|a| *a < size)
        .ok_or_else(|| Unsupported::new(format!("'{}' reaching position {at} of a dimension of {size}", i.name)))
}

/// `vector.extract_strided_slice`: "extracts the n-D subvector at the
/// proper offset ... The returned subvector contains the elements starting
/// at offset `offsets` and ending at `offsets + sizes`"; element `k` of
/// dimension `d` of the result is element `offsets[d] + k * strides[d]` of
/// the source (dimensions past the `k` given ones are taken whole).
fn extract_strided_slice<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let in_shape = shape_of(i, &i.operand_types[0])?;
    let out_shape = shape_of(i, &i.result_types[0])?;
    let (offsets, steps) = (i64s(i, "offsets")?, i64s(i, "strides")?);
    let in_st = strides(in_shape);
    let n: u64 = out_shape.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for linear in 0..n {
        let mut at = 0;
        for (d, k) in multi_index(linear, out_shape).into_iter().enumerate() {
            let pos = match (offsets.get(d), steps.get(d)) {
                (Some(o), Some(s)) => inside(i, o + k as i64 * s, in_shape[d])?,
                _ => k,
            };
            at += pos * in_st[d];
        }
        out.push(src[at as usize].clone());
    }
    Ok(Outcome::value(Val::Vector(out)))
}

/// `vector.insert_strided_slice`: "a copy of the n-D destination vector in
/// which the last k-D dimensions contain the k-D valueToStore vector
/// elements strided at the proper location as specified by the offsets":
/// element `v` of the value goes to `offsets[d] + v[d] * strides[d]` in
/// its trailing dimensions, and to `offsets[d]` in the leading ones.
fn insert_strided_slice<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let value = elements(i, 0)?;
    let mut out = elements(i, 1)?;
    let v_shape = shape_of(i, &i.operand_types[0])?;
    let d_shape = shape_of(i, &i.operand_types[1])?;
    let (offsets, steps) = (i64s(i, "offsets")?, i64s(i, "strides")?);
    let lead = d_shape.len() - v_shape.len();
    let d_st = strides(d_shape);
    for (linear, v) in value.into_iter().enumerate() {
        let vi = multi_index(linear as u64, v_shape);
        let mut at = 0;
        for d in 0..d_shape.len() {
            let pos = if d < lead { offsets[d] } else { offsets[d] + vi[d - lead] as i64 * steps[d - lead] };
            at += inside(i, pos, d_shape[d])? * d_st[d];
        }
        out[at as usize] = v;
    }
    Ok(Outcome::value(Val::Vector(out)))
}

/// `vector.shuffle %v1, %v2 [mask]`: "numbering the input vector indices
/// left to right across the operands", slice `m` of the leading dimension
/// of the concatenation for each mask value `m`; "The value `-1` represents
/// a poison mask value, which specifies that the selected element is
/// poison". 0-D operands are one element each.
fn shuffle<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let mut both = elements(i, 0)?;
    both.extend(elements(i, 1)?);
    let out_shape = shape_of(i, &i.result_types[0])?;
    // The trailing dimensions are a slice the mask moves whole.
    let slice = out_shape[1..].iter().product::<u64>() as usize;
    let mut out = Vec::with_capacity(both.len());
    for m in i64s(i, "mask")? {
        if *m == -1 {
            let poison = super::vector::poisoned_if(&both[0], &cx.tt());
            out.extend(std::iter::repeat_n(poison, slice));
        } else {
            let m = inside(i, *m, (both.len() / slice) as u64)? as usize;
            out.extend_from_slice(&both[m * slice..(m + 1) * slice]);
        }
    }
    Ok(Outcome::value(Val::Vector(out)))
}

/// The length of the trailing dimension of `ty` (1 for a 0-D vector).
fn trailing(i: &OpInst<'_>, ty: &Ty) -> Result<usize, Unsupported> {
    Ok(shape_of(i, ty)?.last().copied().unwrap_or(1) as usize)
}

/// `vector.interleave %a, %b`: "interleaving the elements from the trailing
/// (or final) dimension of two input vectors": each row of the result is
/// `a0, b0, a1, b1, ...` (a 0-D pair gives `[a, b]`).
fn interleave<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let (a, b) = (elements(i, 0)?, elements(i, 1)?);
    let n = trailing(i, &i.operand_types[0])?;
    let out = a.chunks(n).zip(b.chunks(n)).flat_map(|(x, y)| x.iter().zip(y).flat_map(|(p, q)| [p.clone(), q.clone()]));
    Ok(Outcome::value(Val::Vector(out.collect())))
}

/// `vector.deinterleave %v`: "The first result vector contains the elements
/// from even indexes of the input, and the second contains elements from
/// odd indexes", along the trailing dimension.
fn deinterleave<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let v = elements(i, 0)?;
    let (even, odd): (Vec<_>, Vec<_>) = v.iter().enumerate().partition(|(k, _)| k % 2 == 0);
    let strip = |xs: Vec<(usize, &Val<'c>)>| Val::Vector(xs.into_iter().map(|(_, x)| x.clone()).collect());
    // Rows have an even length, so parity in the row is parity overall.
    Ok(Outcome { results: vec![strip(even), strip(odd)], ub: vec![] })
}

/// The bits of one element and whether it is poison (a float by its
/// IEEE-754 encoding, a NaN's bits chosen as `arith.bitcast` does).
fn bits_of<'c>(cx: &Cx<'c, '_>, v: &Val<'c>, ty: &Ty) -> Result<(BV<'c>, Bool<'c>), Unsupported> {
    match (v, ty) {
        (Val::Int(x), Ty::Int(_)) => Ok((x.bits.clone(), x.poison.clone())),
        (Val::Float(x), Ty::Float(_)) => {
            let bits = float::floats(cx).to_bits(&x.v, "vector.bitcast of NaN").ok_or_else(abstract_only)?;
            Ok((bits, x.poison.clone()))
        }
        _ => Err(Unsupported::new(format!("vector.bitcast of {ty} elements"))),
    }
}

fn abstract_only() -> Unsupported {
    Unsupported::new(
        "vector.bitcast of floats needs IEEE-754 bit patterns: it has no abstract encoding \
         (fp-mode=auto uses IEEE-754 for it)",
    )
}

/// The element of type `ty` with `bits`.
fn of_bits<'c>(cx: &Cx<'c, '_>, bits: BV<'c>, poison: Bool<'c>, ty: &Ty) -> Result<Val<'c>, Unsupported> {
    match ty {
        Ty::Int(_) => Ok(Val::Int(IntVal::new(bits, poison))),
        Ty::Float(_) => {
            let f = cx.float_format(ty, || "result element of vector.bitcast".to_string())?;
            let v = float::floats(cx).from_bits(&bits, f).ok_or_else(abstract_only)?;
            Ok(Val::Float(FloatVal::new(v, poison)))
        }
        _ => Err(Unsupported::new(format!("vector.bitcast to {ty} elements"))),
    }
}

/// The bit width of a bitcast's element type (`index` has none: the
/// verifier rejects it).
fn elem_width(cx: &Cx<'_, '_>, ty: &Ty) -> Result<u32, Unsupported> {
    match ty {
        Ty::Int(w) if *w > 0 => Ok(*w),
        Ty::Float(_) => Ok(cx.float_format(ty, || format!("element type {ty} of vector.bitcast"))?.width()),
        _ => Err(Unsupported::new(format!("vector.bitcast of {ty} elements"))),
    }
}

/// `vector.bitcast`: "the minor 1-D vector size is casted to a vector with
/// a different element type but same bitwidth". ODS does not order the
/// lanes within a wider element; the encoder follows LLVM's `bitcast` of
/// vectors, which `vector.bitcast` lowers to, on a little-endian target:
/// lane 0 holds the lowest bits. Floats are their IEEE-754 encodings (as
/// `arith.bitcast`). Poison: a result element is poison when any source
/// element sharing one of its bits is poison (the encoder's choice; LLVM
/// tracks poison per bit, which no lane of this model can).
fn bitcast<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let (from, to) = (i.operand_types[0].elem(), i.result_types[0].elem());
    let (wi, wo) = (elem_width(cx, from)?, elem_width(cx, to)?);
    let row_in = trailing(i, &i.operand_types[0])?;
    let row_out = trailing(i, &i.result_types[0])?;
    if row_in * wi as usize != row_out * wo as usize {
        return Err(Unsupported::new("vector.bitcast between rows of different bit widths"));
    }
    let mut out = Vec::with_capacity(i.result_types[0].lanes());
    for row in src.chunks(row_in) {
        let lanes = row.iter().map(|v| bits_of(cx, v, from)).collect::<Result<Vec<_>, _>>()?;
        for r in 0..row_out {
            let (lo, hi) = (r * wo as usize, (r + 1) * wo as usize);
            // Source lanes overlapping bits [lo, hi), the highest first.
            let first = lo / wi as usize;
            let last = (hi - 1) / wi as usize;
            let mut bits = lanes[last].0.clone();
            for k in (first..last).rev() {
                bits = bits.concat(&lanes[k].0);
            }
            let base = (first * wi as usize) as u32;
            let bits = bits.extract(hi as u32 - 1 - base, lo as u32 - base);
            let poison = Bool::or_all(cx.smt, lanes[first..=last].iter().map(|l| l.1.clone()));
            out.push(of_bits(cx, bits, poison, to)?);
        }
    }
    Ok(Outcome::value(Val::Vector(out)))
}
