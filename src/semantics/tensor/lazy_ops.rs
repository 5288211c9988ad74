//! The `tensor` ops on large tensors (`lazy.rs`): each op's meaning as in
//! its explicit rule (`mod.rs`, `slice.rs`), given as the element of its
//! result at a symbolic point. Each function answers `None` when no
//! operand or result is large, so that the explicit rule applies.

use super::lazy::{self, IDX_W, Lazy, element};
use super::slice::{EXTRACT_SLICE_UB, INSERT_SLICE_UB, Param, Params, leaves, params, wide_bits};
use super::{is_large, shape};
use crate::semantics::encode::select_val;
use crate::semantics::{Cx, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool};

/// Whether the op touches a large tensor.
fn large(i: &OpInst<'_>) -> bool {
    i.operands.iter().any(|v| v.is_lazy()) || i.operand_types.iter().chain(&i.result_types).any(is_large)
}

/// Index operands `idx` as `IDX_W`-bit indices into `shape`, and the
/// condition that one is poison or outside its dimension.
fn indices<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    idx: &[Val<'c>],
    shape: &[u64],
) -> Result<(Vec<BV<'c>>, Bool<'c>), Unsupported> {
    if idx.len() != shape.len() {
        return Err(Unsupported::new(format!("'{}' with {} indices for rank {}", i.name, idx.len(), shape.len())));
    }
    let mut bad = cx.ff();
    let mut out = Vec::with_capacity(idx.len());
    for (v, size) in idx.iter().zip(shape) {
        let Val::Int(v) = v else {
            return Err(Unsupported::new(format!("'{}' with an index that is not an integer", i.name)));
        };
        let w = v.width();
        bad |= &v.poison | v.bits.uge(&BV::from_u64(cx.smt, *size, w));
        out.push(if w > IDX_W { v.bits.extract(IDX_W - 1, 0) } else { v.bits.zext(IDX_W - w) });
    }
    Ok((out, bad))
}

/// The coordinates in `from` of the element at row-major position `lin`
/// (within `from`: the outermost coordinate needs no remainder, the
/// innermost no division, which keeps the terms those a rule computing
/// `c / M` and `c % M` writes).
fn unlinear<'c>(cx: &Cx<'c, '_>, lin: &BV<'c>, from: &[u64]) -> Vec<BV<'c>> {
    let st = crate::semantics::vector::strides(from);
    from.iter()
        .zip(st)
        .enumerate()
        .map(|(k, (d, s))| {
            let q = if s == 1 { lin.clone() } else { lin.udiv(&lazy::index(cx.smt, s)) };
            if k == 0 { q } else { q.urem(&lazy::index(cx.smt, *d)) }
        })
        .collect()
}

/// Consecutive groups of dimensions of `from` and `to` with equal
/// products, in order (each side's ranges), when both shapes split so.
type Groups = Vec<(std::ops::Range<usize>, std::ops::Range<usize>)>;

fn groups(from: &[u64], to: &[u64]) -> Option<Groups> {
    let (mut i, mut j) = (0, 0);
    let mut out: Groups = Vec::new();
    while i < from.len() || j < to.len() {
        // Trailing unit dimensions of one side join the last group.
        if let Some((f, t)) = out.last_mut() {
            if i == from.len() && to[j..].iter().all(|d| *d == 1) {
                *t = t.start..to.len();
                break;
            }
            if j == to.len() && from[i..].iter().all(|d| *d == 1) {
                *f = f.start..from.len();
                break;
            }
        }
        let (i0, j0) = (i, j);
        let (mut pf, mut pt) = (1u64, 1u64);
        loop {
            if pf <= pt && i < from.len() && (pf < pt || i == i0) {
                pf = pf.checked_mul(from[i])?;
                i += 1;
            } else if j < to.len() && (pt < pf || j == j0) {
                pt = pt.checked_mul(to[j])?;
                j += 1;
            } else {
                break;
            }
            if pf == pt && i > i0 && j > j0 {
                break;
            }
        }
        if pf != pt || i == i0 || j == j0 {
            return None;
        }
        out.push((i0..i, j0..j));
    }
    Some(out)
}

/// `tensor.extract` of a large tensor: the element at the indices; UB when
/// an index is poison or outside its dimension.
pub(super) fn extract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    let Val::Lazy(l) = i.operands.first()? else { return None };
    Some((|| {
        let (idx, bad) = indices(cx, i, &i.operands[1..], &l.shape)?;
        Ok(Outcome {
            results: vec![l.at(&idx)],
            ub: vec![("tensor.extract out of bounds (or at a poison index)".into(), bad)],
        })
    })())
}

/// `tensor.insert` into a large tensor: the element at the indices
/// replaced.
pub(super) fn insert<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    let Val::Lazy(l) = i.operands.get(1)? else { return None };
    Some((|| {
        let (idx, bad) = indices(cx, i, &i.operands[2..], &l.shape)?;
        let here = Bool::and_all(cx.smt, l.vars.iter().zip(&idx).map(|(v, k)| v.eq(k)));
        let elem = select_val(&here, &i.operands[0], &l.elem);
        Ok(Outcome {
            results: vec![Val::Lazy(Lazy { elem: Box::new(elem), ..l.clone() })],
            ub: vec![("tensor.insert out of bounds (or at a poison index)".into(), bad)],
        })
    })())
}

/// `tensor.cast`, `collapse_shape`, `expand_shape`, `reshape` with a large
/// operand or result: the element of the same row-major position.
pub(crate) fn same_elements<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    if !large(i) {
        return None;
    }
    Some((|| {
        let (from, to) = (shape(i, &i.operand_types[0])?.to_vec(), shape(i, &i.result_types[0])?.to_vec());
        if from.iter().product::<u64>() != to.iter().product::<u64>() {
            return Err(Unsupported::new(format!("'{}' between shapes of different sizes", i.name)));
        }
        let v = &i.operands[0];
        let l = Lazy::tabulate(cx, &to, i.result_types[0].elem(), |vars| {
            if from == to {
                return element(cx.smt, v, &from, vars);
            }
            // Group by group where the shapes split into groups of equal
            // size (as collapse/expand_shape's reassociation does), so the
            // division stays within a group; else across the whole shape.
            let idx = match groups(&from, &to) {
                Some(gs) => {
                    let mut idx = Vec::with_capacity(from.len());
                    for (f, t) in gs {
                        let lin = lazy::linear(cx.smt, &to[t.clone()], &vars[t]);
                        idx.extend(if f.len() == 1 { vec![lin] } else { unlinear(cx, &lin, &from[f]) });
                    }
                    idx
                }
                None => unlinear(cx, &lazy::linear(cx.smt, &to, vars), &from),
            };
            element(cx.smt, v, &from, &idx)
        })?;
        Ok(Outcome::value(Val::Lazy(l)))
    })())
}

/// `tensor.splat` to a large tensor: the operand everywhere.
pub(super) fn splat<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    let ty = &i.result_types[0];
    let Ty::Tensor(shape, e) = ty else { return None };
    is_large(ty).then(|| Ok(Outcome::value(Val::Lazy(Lazy::splat(cx, shape, e, i.operands[0].clone())))))
}

/// A slice parameter as an `IDX_W`-bit index: where the slice stays
/// within its tensor (else the op is UB) every coordinate is below 2^31,
/// and truncation commutes with `offset + q * stride`.
fn narrow<'c>(cx: &Cx<'c, '_>, p: &Param<'c>) -> BV<'c> {
    match p {
        Param::Known(k) => BV::from_i64(cx.smt, *k, IDX_W),
        Param::Value(v) => v.bits.sext_or_trunc(IDX_W),
    }
}

/// A slice op's parameters (operands from `first` on) for a tensor of
/// shape `full`, and the UB of a slice that leaves it (`slice.rs`).
fn slice_params<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    first: usize,
    full: &[u64],
) -> Result<(Params<'c>, Bool<'c>), Unsupported> {
    let p = params(i, first, full.len())?;
    let mut bad = cx.ff();
    for (d, dim) in full.iter().enumerate() {
        bad |= leaves(cx, &p.offsets[d], &p.strides[d], p.sizes[d], *dim);
    }
    Ok((p, bad))
}

/// Coordinates `coords` of a point of shape `from` as the coordinates of
/// the same slice element in shape `to`, where the two shapes are the same
/// dimensions but for some of size 1 (a rank-reducing slice): the unit
/// dimensions of `to` are at 0, the others take the non-unit coordinates
/// of `from` in order. `None` when the shapes do not match so.
fn realign<'c>(cx: &Cx<'c, '_>, from: &[u64], to: &[u64], coords: &[BV<'c>]) -> Option<Vec<BV<'c>>> {
    if from.len() == to.len() {
        return Some(coords.to_vec());
    }
    let mut kept = from.iter().zip(coords).filter(|(d, _)| **d != 1).map(|(_, v)| v.clone());
    let out: Vec<BV<'c>> =
        to.iter().map(|d| if *d == 1 { Some(lazy::index(cx.smt, 0)) } else { kept.next() }).collect::<Option<_>>()?;
    kept.next().is_none().then_some(out)
}

/// `tensor.extract_slice` of a large tensor: the element at
/// `offset + q * stride`; UB when the slice leaves the source or has a
/// poison offset or stride (`slice.rs`).
pub(super) fn extract_slice<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    if !large(i) {
        return None;
    }
    Some((|| {
        let full = shape(i, &i.operand_types[0])?.to_vec();
        let out = shape(i, &i.result_types[0])?.to_vec();
        let (p, bad) = slice_params(cx, i, 1, &full)?;
        let (offsets, strides): (Vec<BV<'c>>, Vec<BV<'c>>) =
            p.offsets.iter().zip(&p.strides).map(|(o, s)| (narrow(cx, o), narrow(cx, s))).unzip();
        let v = &i.operands[0];
        let l = Lazy::tabulate(cx, &out, i.result_types[0].elem(), |vars| {
            let q = realign(cx, &out, &p.sizes, vars)
                .ok_or_else(|| Unsupported::new(format!("'{}' whose result type does not match its sizes", i.name)))?;
            let at: Vec<BV<'c>> = q.iter().zip(offsets.iter().zip(&strides)).map(|(q, (o, s))| o + &(q * s)).collect();
            element(cx.smt, v, &full, &at)
        })?;
        Ok(Outcome { results: vec![Val::Lazy(l)], ub: vec![(EXTRACT_SLICE_UB.into(), bad)] })
    })())
}

/// Whether coordinate `c` is written by a slice along one dimension, and
/// the slice position that writes it. With a positive stride `s` the
/// position is `(c - offset) / s` when that divides exactly; in general
/// (a symbolic or negative stride) the same on signed values wide enough
/// not to wrap. A slice of one position writes only `offset`.
fn written<'c>(cx: &Cx<'c, '_>, c: &BV<'c>, offset: &Param<'c>, stride: &Param<'c>, size: u64) -> (Bool<'c>, BV<'c>) {
    let zero = lazy::index(cx.smt, 0);
    match (offset, stride) {
        _ if size == 1 => (c.eq(&narrow(cx, offset)), zero),
        (Param::Known(o), Param::Known(s)) if *o >= 0 && *s >= 1 => {
            let rel = c - &lazy::index(cx.smt, *o as u64);
            let sv = lazy::index(cx.smt, *s as u64);
            let q = if *s == 1 { rel.clone() } else { rel.udiv(&sv) };
            let exact = if *s == 1 { cx.tt() } else { rel.urem(&sv).is_zero() };
            (c.uge(&lazy::index(cx.smt, *o as u64)) & q.ult(&lazy::index(cx.smt, size)) & exact, q)
        }
        _ => {
            let w = wide_bits(cx);
            let ((o, _), (s, _)) = (offset.wide(cx, w), stride.wide(cx, w));
            let rel = &c.zext(w - IDX_W) - &o;
            let q = rel.sdiv(&s);
            let inside = !s.is_zero()
                & rel.srem(&s).is_zero()
                & q.sge(&BV::zero(cx.smt, w))
                & q.slt(&BV::from_u64(cx.smt, size, w));
            (inside, q.extract(IDX_W - 1, 0))
        }
    }
}

/// `tensor.insert_slice` into a large tensor: at a point the slice writes,
/// the source's element, elsewhere the destination's; UB when the slice
/// leaves the destination, has a poison offset or stride, or writes one
/// place twice (a zero stride over several positions), as in `slice.rs`.
pub(super) fn insert_slice<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Option<Res<'c>> {
    if !large(i) {
        return None;
    }
    Some((|| {
        let full = shape(i, &i.operand_types[1])?.to_vec();
        let src_shape = shape(i, &i.operand_types[0])?.to_vec();
        let (p, mut bad) = slice_params(cx, i, 2, &full)?;
        for (size, stride) in p.sizes.iter().zip(&p.strides) {
            if *size > 1 {
                bad |= stride.wide(cx, wide_bits(cx)).0.is_zero();
            }
        }
        let (src, dest) = (&i.operands[0], &i.operands[1]);
        let l = Lazy::tabulate(cx, &full, i.result_types[0].elem(), |vars| {
            let mut inside = cx.tt();
            let mut q = Vec::with_capacity(full.len());
            for (d, c) in vars.iter().enumerate() {
                let (here, qd) = written(cx, c, &p.offsets[d], &p.strides[d], p.sizes[d]);
                inside &= here;
                q.push(qd);
            }
            let pos = realign(cx, &p.sizes, &src_shape, &q)
                .ok_or_else(|| Unsupported::new(format!("'{}' whose source type does not match its sizes", i.name)))?;
            let from_src = element(cx.smt, src, &src_shape, &pos)?;
            let from_dest = element(cx.smt, dest, &full, vars)?;
            Ok(select_val(&inside, &from_src, &from_dest))
        })?;
        Ok(Outcome { results: vec![Val::Lazy(l)], ub: vec![(INSERT_SLICE_UB.into(), bad)] })
    })())
}

/// `tensor.concat` with a large operand or result: along `dim`, the input
/// whose range holds the coordinate.
pub(crate) fn concat<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, dim: usize) -> Option<Res<'c>> {
    if !large(i) {
        return None;
    }
    Some((|| {
        let out = shape(i, &i.result_types[0])?.to_vec();
        let l = Lazy::tabulate(cx, &out, i.result_types[0].elem(), |vars| {
            let mut start = 0u64;
            let mut parts: Vec<(Bool<'c>, Val<'c>)> = Vec::new();
            for (k, v) in i.operands.iter().enumerate() {
                let s = shape(i, &i.operand_types[k])?.to_vec();
                let mut at = vars.to_vec();
                at[dim] = &vars[dim] - &lazy::index(cx.smt, start);
                start += s[dim];
                parts.push((vars[dim].ult(&lazy::index(cx.smt, start)), element(cx.smt, v, &s, &at)?));
            }
            let (_, last) = parts.pop().expect("concat of no inputs");
            Ok(parts.into_iter().rev().fold(last, |acc, (c, v)| select_val(&c, &v, &acc)))
        })?;
        Ok(Outcome::value(Val::Lazy(l)))
    })())
}

#[cfg(test)]
mod tests {
    use super::Param;

    #[test]
    fn reshape_groups() {
        let g = super::groups(&[1, 14, 14, 8, 2], &[1, 14, 14, 16]).expect("groups");
        assert_eq!(g, vec![(0..1, 0..1), (1..2, 1..2), (2..3, 2..3), (3..5, 3..4)]);
        let g = super::groups(&[8192], &[128, 64]).expect("groups");
        assert_eq!(g, vec![(0..1, 0..2)]);
        assert_eq!(super::groups(&[6, 4], &[4, 6]), Some(vec![(0..2, 0..2)]));
        assert!(super::groups(&[6, 4], &[5, 6]).is_none());
        assert_eq!(super::groups(&[128, 128], &[128, 128, 1]), Some(vec![(0..1, 0..1), (1..2, 1..3)]));
        assert_eq!(super::groups(&[4, 8, 1, 1], &[32]), Some(vec![(0..4, 0..1)]));
    }

    #[test]
    fn slices_write_their_coordinates() {
        let ctx = crate::smt::Context::new();
        let cfg = crate::semantics::Config::default();
        let shared = crate::semantics::Shared::default();
        let cx = crate::semantics::Cx { smt: &ctx, cfg: &cfg, shared: &shared };
        // Offset 10, stride -2, 3 positions: coordinates 10, 8, 6; and
        // offset 1, stride 3: 1, 4, 7.
        for (o, st, writes) in [(10, -2, [10u64, 8, 6]), (1, 3, [1, 4, 7])] {
            for c in 0..12u64 {
                let (inside, q) =
                    super::written(&cx, &super::lazy::index(&ctx, c), &Param::Known(o), &Param::Known(st), 3);
                let inside = inside.simplified();
                let at = writes.iter().position(|w| *w == c);
                assert_eq!(inside.is_true(), at.is_some(), "offset {o} stride {st} coordinate {c}");
                if let Some(at) = at {
                    assert_eq!(q.simplified().as_const().and_then(|b| b.to_u64()), Some(at as u64));
                }
            }
        }
    }

    #[test]
    fn slice_positions_realign_unit_dimensions() {
        let ctx = crate::smt::Context::new();
        let cfg = crate::semantics::Config::default();
        let shared = crate::semantics::Shared::default();
        let cx = crate::semantics::Cx { smt: &ctx, cfg: &cfg, shared: &shared };
        let vars = super::lazy::point(&ctx, &[4, 5]);
        let q = super::realign(&cx, &[4, 5], &[1, 4, 1, 5], &vars).expect("a position");
        assert_eq!(q.len(), 4);
        assert!(q[1].term().same(vars[0].term()) && q[3].term().same(vars[1].term()));
        assert_eq!(q[0].as_const().and_then(|b| b.to_u64()), Some(0));
        assert!(super::realign(&cx, &[4], &[2, 4], &vars[..1]).is_none());
    }
}
