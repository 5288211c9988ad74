//! `vector` dialect, the ops that move elements around
//! (mlir/Dialect/Vector/IR/VectorOps.td); the ops that combine them
//! (reductions, contractions) are in `vector_reduce.rs`. Vectors have a fixed shape; a
//! value is its elements flattened in row-major order.

use super::ops::{AttrKind, AttrSlot, OpSpec, op};
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

const POSITION: &[AttrSlot] = &[("static_position", AttrKind::I64s)];

/// The ops that move elements (not elementwise: each takes whole vectors).
pub(super) const OPS: &[OpSpec] = &[
    op("vector.broadcast", broadcast),
    op("vector.extract", extract).attrs(POSITION),
    op("vector.insert", insert).attrs(POSITION),
    op("vector.from_elements", from_elements),
    op("vector.to_elements", to_elements),
    op("vector.shape_cast", shape_cast),
    op("vector.transpose", transpose).attrs(&[("permutation", AttrKind::I64s)]),
    op("vector.step", step),
];

/// Refinement of vectors: element by element. Poison is per element (a
/// vector has no poison of its own), so a target vector may stand for the
/// source's when each of its elements refines the source's element at the
/// same position. Both have one shape (the function's signature).
pub(super) fn refined_by<'c>(source: &[Val<'c>], target: &[Val<'c>]) -> Bool<'c> {
    assert!(source.len() == target.len() && !source.is_empty(), "refinement of vectors of other lengths");
    Bool::and_all(source[0].poison_ctx(), source.iter().zip(target).map(|(s, t)| s.refined_by(t)))
}

/// The elements of vector operand `k`.
pub(super) fn elements<'c>(i: &OpInst<'c>, k: usize) -> Result<Vec<Val<'c>>, Unsupported> {
    match i.operands.get(k) {
        Some(Val::Vector(vs)) => Ok(vs.clone()),
        _ => Err(Unsupported::new(format!("operand #{k} of '{}' is not a vector of known shape", i.name))),
    }
}

pub(super) fn shape_of<'t>(i: &'t OpInst<'_>, ty: &'t Ty) -> Result<&'t [u64], Unsupported> {
    match ty {
        Ty::Vector(s, _) => Ok(s),
        t => Err(Unsupported::new(format!("'{}' with type {t}", i.name))),
    }
}

/// One dynamic index `v` into a dimension of `size` elements `stride`
/// apart (vectors and tensors alike): each candidate offset of `cands`
/// advanced by `k * stride` for every `k < size`, under "`v` is `k` and not
/// poison", and the condition that `v` is poison or not below `size`.
pub(super) fn dynamic_index<'c>(
    cx: &Cx<'c, '_>,
    v: &IntVal<'c>,
    size: u64,
    stride: u64,
    cands: &[(u64, Bool<'c>)],
) -> (Vec<(u64, Bool<'c>)>, Bool<'c>) {
    // Compare in a width that holds the dimension size: a narrow index
    // (index-bitwidth) must not wrap onto another position.
    let wide = v.width().max(64) + 1;
    let idx = v.bits.zext(wide - v.width());
    let mut next = Vec::with_capacity(cands.len() * size as usize);
    for k in 0..size {
        let is_k = idx.eq(&BV::from_u64(cx.smt, k, wide));
        for (off, c) in cands {
            next.push((off + k * stride, c & &is_k & !&v.poison));
        }
    }
    let out = &v.poison | !idx.ult(&BV::from_u64(cx.smt, size, wide));
    (next, out)
}

/// The indices of row-major position `k` in `shape`.
pub fn multi_index(k: u64, shape: &[u64]) -> Vec<u64> {
    shape.iter().zip(strides(shape)).map(|(n, s)| (k / s) % (*n).max(1)).collect()
}

/// Row-major strides of a shape (vectors and tensors alike).
pub(super) fn strides(shape: &[u64]) -> Vec<u64> {
    let mut s = vec![1u64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}

/// `vector.broadcast`: a scalar is repeated into every element; a vector
/// of lower rank is aligned with the trailing dimensions, and a dimension
/// of size 1 is stretched.
fn broadcast<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let out_shape = shape_of(i, &i.result_types[0])?;
    let src = &i.operands[0];
    let Val::Vector(elems) = src else {
        return Ok(Outcome::value(Val::Vector(vec![src.clone(); i.result_types[0].lanes()])));
    };
    let in_shape = shape_of(i, &i.operand_types[0])?;
    let lead = out_shape.len() - in_shape.len();
    let (out_strides, in_strides) = (strides(out_shape), strides(in_shape));
    let n: u64 = out_shape.iter().product();
    let mut out = Vec::with_capacity(n as usize);
    for linear in 0..n {
        let mut src_index = 0;
        for (d, size) in in_shape.iter().enumerate() {
            let coord = (linear / out_strides[lead + d]) % out_shape[lead + d];
            src_index += if *size == 1 { 0 } else { coord * in_strides[d] };
        }
        out.push(elems[src_index as usize].clone());
    }
    Ok(Outcome::value(Val::Vector(out)))
}

/// Candidate positions with their conditions, the condition of a bad
/// position, and the slice length (see `positions`).
type Positions<'c> = (Vec<(u64, Bool<'c>)>, Bool<'c>, usize);

/// The linear offset selected by `static_position` (dynamic entries taken
/// from `dynamic` in order), as candidate offsets with their conditions. A
/// position that is out of bounds, or -1, selects poison ("the result is
/// undefined if any index is out-of-bounds. The value -1 represents a
/// poison index"). ODS does not say what an undefined result is: the
/// encoder's choice is poison, as LLVM's `extractelement`/`insertelement`
/// (which the ops lower to) give for an index out of bounds; a poison
/// position gives poison too.
fn positions<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    shape: &[u64],
    dynamic: &[Val<'c>],
) -> Result<Positions<'c>, Unsupported> {
    let Some(AttrVal::I64s(stat)) = i.attr("static_position") else {
        return Err(Unsupported::new(format!("'{}' without static_position", i.name)));
    };
    let st = strides(shape);
    // (offset, condition) pairs, starting from offset 0 under `true`.
    let mut cands: Vec<(u64, Bool<'c>)> = vec![(0, cx.tt())];
    let mut bad = cx.ff();
    let mut dyn_iter = dynamic.iter();
    for (d, p) in stat.iter().enumerate() {
        if *p == i64::MIN {
            let Some(Val::Int(v)) = dyn_iter.next() else {
                return Err(Unsupported::new(format!("'{}' with a dynamic position that is not an index", i.name)));
            };
            let (next, out) = dynamic_index(cx, v, shape[d], st[d], &cands);
            bad |= out;
            cands = next;
        } else if *p < 0 || *p as u64 >= shape[d] {
            bad = cx.tt();
        } else {
            for (off, _) in cands.iter_mut() {
                *off += *p as u64 * st[d];
            }
        }
    }
    // Elements in the selected slice.
    let slice: u64 = shape[stat.len()..].iter().product();
    Ok((cands, bad, slice as usize))
}

/// A value that is poison when `bad` holds, else `v`.
pub(super) fn poisoned_if<'c>(v: &Val<'c>, bad: &Bool<'c>) -> Val<'c> {
    match v {
        Val::Int(x) => Val::Int(IntVal::new(x.bits.clone(), &x.poison | bad)),
        Val::Float(x) => Val::Float(super::float::FloatVal::new(x.v.clone(), &x.poison | bad)),
        Val::Vector(vs) => Val::Vector(vs.iter().map(|e| poisoned_if(e, bad)).collect()),
        Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!("a vector holds no tensor or memref"),
    }
}

/// `if c then a else b`, element by element.
pub(super) fn choose<'c>(c: &Bool<'c>, a: &Val<'c>, b: &Val<'c>) -> Val<'c> {
    match (a, b) {
        (Val::Vector(xs), Val::Vector(ys)) => Val::Vector(xs.iter().zip(ys).map(|(x, y)| choose(c, x, y)).collect()),
        (Val::Vector(_), _) | (_, Val::Vector(_)) => unreachable!("choose between a scalar and a vector"),
        _ => super::encode::select_val(c, a, b),
    }
}

/// `vector.extract`: the element or sub-vector at a position.
fn extract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let elems = elements(i, 0)?;
    let shape = shape_of(i, &i.operand_types[0])?.to_vec();
    let (cands, bad, slice) = positions(cx, i, &shape, &i.operands[1..])?;
    let pick = |off: u64| -> Val<'c> {
        let part = &elems[off as usize..off as usize + slice];
        if matches!(i.result_types[0], Ty::Vector(..)) { Val::Vector(part.to_vec()) } else { part[0].clone() }
    };
    let mut result = pick(cands[0].0);
    for (off, c) in &cands[1..] {
        result = choose(c, &pick(*off), &result);
    }
    Ok(Outcome::value(poisoned_if(&result, &bad)))
}

/// `vector.insert`: the destination with the element or sub-vector at a
/// position replaced.
fn insert<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let dest = elements(i, 1)?;
    let shape = shape_of(i, &i.operand_types[1])?.to_vec();
    let (cands, bad, slice) = positions(cx, i, &shape, &i.operands[2..])?;
    let value: Vec<Val<'c>> = match &i.operands[0] {
        Val::Vector(vs) => vs.clone(),
        scalar => vec![scalar.clone()],
    };
    let mut out = dest.clone();
    for (off, c) in &cands {
        for (k, v) in value.iter().enumerate().take(slice) {
            let at = *off as usize + k;
            out[at] = choose(c, v, &out[at]);
        }
    }
    Ok(Outcome::value(poisoned_if(&Val::Vector(out), &bad)))
}

/// `vector.from_elements`: a vector of its operands, in row-major order.
fn from_elements<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    Ok(Outcome::value(Val::Vector(i.operands.clone())))
}

/// `vector.to_elements`: one result per element, in row-major order.
fn to_elements<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    elements(i, 0).map(|es| Outcome { results: es, ub: vec![] })
}

/// `vector.shape_cast`: the same elements in the same order, a new shape.
fn shape_cast<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    Ok(Outcome::value(Val::Vector(elements(i, 0)?)))
}

/// `vector.transpose`: dimension `d` of the result is dimension
/// `permutation[d]` of the source.
fn transpose<'c>(_: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let elems = elements(i, 0)?;
    let in_shape = shape_of(i, &i.operand_types[0])?;
    let Some(AttrVal::I64s(perm)) = i.attr("permutation") else {
        return Err(Unsupported::new("vector.transpose without permutation"));
    };
    let out_shape: Vec<u64> = perm.iter().map(|p| in_shape[*p as usize]).collect();
    let (in_st, out_st) = (strides(in_shape), strides(&out_shape));
    let n: u64 = out_shape.iter().product();
    let out = (0..n)
        .map(|linear| {
            let src: u64 =
                (0..out_shape.len()).map(|d| ((linear / out_st[d]) % out_shape[d]) * in_st[perm[d] as usize]).sum();
            elems[src as usize].clone()
        })
        .collect();
    Ok(Outcome::value(Val::Vector(out)))
}

/// `vector.step`: the vector `[0, 1, ..., n-1]` of index type.
fn step<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let ty = &i.result_types[0];
    let w = cx.int_width(ty.elem(), || format!("element type of {ty}"))?;
    let out = (0..ty.lanes() as u64).map(|k| Val::Int(IntVal::new(BV::from_u64(cx.smt, k, w), cx.ff()))).collect();
    Ok(Outcome::value(Val::Vector(out)))
}
