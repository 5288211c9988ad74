//! `tensor.extract_slice` and `tensor.insert_slice`, with static or
//! dynamic offsets and strides (sizes are static: the verifier gives a
//! slice with a dynamic size a dynamic type, which is not modelled).
//!
//! Along dimension `d`, slice position `q` (`0 <= q < size[d]`) is the
//! full tensor's coordinate `offset[d] + q * stride[d]`, computed on signed
//! values without wrapping; slice positions run in row-major order (a
//! rank-reduced type drops unit dimensions, which keeps that order). A
//! coordinate known when encoding picks its element directly; a symbolic
//! one selects among the dimension's coordinates with `ite`, as
//! `tensor.extract` does.
//!
//! UB: TensorOps.td says nothing of a slice that leaves its tensor; it
//! says "the extract_slice op is expected to lower into a memref.subview
//! op" (insert_slice too), and of that op MemRefOps.td says "performing an
//! out-of-bounds subview at runtime is undefined behavior". So a coordinate
//! outside `[0, dim)`, or a poison offset or stride, is UB. A stride of 0
//! along a dimension of several slice elements makes an `insert_slice`
//! write two source elements to one place: ODS is silent, and this is UB
//! here too (`extract_slice` may read one element several times).

use super::{MAX_CANDIDATES, elements, shape};
use crate::semantics::encode::select_val;
use crate::semantics::vector::{multi_index, strides};
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::{BV, Bool};

/// The UB of each op, as verdicts name it.
pub(super) const EXTRACT_SLICE_UB: &str = "tensor.extract_slice outside the source (or with a poison offset or stride)";
pub(super) const INSERT_SLICE_UB: &str = "tensor.insert_slice outside the destination (or with a poison offset or \
                                          stride, or a zero stride over several elements)";

/// A slice (or padding) parameter of one dimension: known when encoding (a
/// static attribute, or an operand that is a constant), or a symbolic
/// index.
pub(super) enum Param<'c> {
    Known(i64),
    Value(IntVal<'c>),
}

impl<'c> Param<'c> {
    pub(super) fn of(v: &IntVal<'c>) -> Param<'c> {
        match (v.bits.as_const().and_then(|b| b.to_i64()), v.poison.is_false()) {
            (Some(k), true) => Param::Known(k),
            _ => Param::Value(v.clone()),
        }
    }

    /// Whether the parameter is `k` (and not poison), compared on `w` bits.
    pub(super) fn is(&self, cx: &Cx<'c, '_>, k: u64, w: u32) -> Bool<'c> {
        match self {
            Param::Known(v) => Bool::from_bool(cx.smt, *v as i128 == k as i128),
            Param::Value(_) => {
                let (v, poison) = self.wide(cx, w);
                v.eq(&BV::from_u64(cx.smt, k, w)) & !poison
            }
        }
    }

    /// The value sign-extended to `w` bits, and whether it is poison.
    pub(super) fn wide(&self, cx: &Cx<'c, '_>, w: u32) -> (BV<'c>, Bool<'c>) {
        match self {
            Param::Known(k) => (BV::from_i64(cx.smt, *k, w), cx.ff()),
            Param::Value(v) => (v.bits.sext(w - v.width()), v.poison.clone()),
        }
    }
}

/// A slice op's parameters, one per dimension of the full tensor.
pub(super) struct Params<'c> {
    pub(super) offsets: Vec<Param<'c>>,
    pub(super) sizes: Vec<u64>,
    pub(super) strides: Vec<Param<'c>>,
}

/// Reads `static_offsets`, `static_sizes` and `static_strides`; an entry
/// `i64::MIN` (`ShapedType::kDynamic`) is the next operand from `first`
/// on (offsets, then sizes, then strides).
pub(super) fn params<'c>(i: &OpInst<'c>, first: usize, rank: usize) -> Result<Params<'c>, Unsupported> {
    let mut dynamic = i.operands.iter().skip(first);
    let mut group = |name: &str| -> Result<Vec<Param<'c>>, Unsupported> {
        let Some(AttrVal::I64s(vs)) = i.attr(name) else {
            return Err(Unsupported::new(format!("'{}' without {name}", i.name)));
        };
        if vs.len() != rank {
            return Err(Unsupported::new(format!("'{}' with {} {name} for rank {rank}", i.name, vs.len())));
        }
        vs.iter()
            .map(|v| match *v {
                i64::MIN => match dynamic.next() {
                    Some(Val::Int(x)) => Ok(Param::of(x)),
                    _ => Err(Unsupported::new(format!("'{}' with a dynamic entry that is not an index", i.name))),
                },
                k => Ok(Param::Known(k)),
            })
            .collect()
    };
    let offsets = group("static_offsets")?;
    let sizes = group("static_sizes")?
        .into_iter()
        .map(|p| match p {
            Param::Known(k) if k >= 0 => Ok(k as u64),
            _ => Err(Unsupported::new(format!("'{}' with dynamic sizes", i.name))),
        })
        .collect::<Result<Vec<u64>, _>>()?;
    let strides = group("static_strides")?;
    Ok(Params { offsets, sizes, strides })
}

/// For each slice position along one dimension, the coordinates it may be
/// in the full tensor, each with its condition (none are false).
type Axis<'c> = Vec<Vec<(u64, Bool<'c>)>>;

/// The coordinates of positions `0..size` of a slice with a known offset
/// and stride in a dimension of `dim` elements; `None` if one is outside.
fn known_axis(offset: i64, stride: i64, size: u64, dim: u64) -> Option<Vec<u64>> {
    (0..size)
        .map(|q| {
            let c = offset as i128 + q as i128 * stride as i128;
            (0..dim as i128).contains(&c).then_some(c as u64)
        })
        .collect()
}

/// Bits wide enough that `offset + q * stride` cannot wrap (q < 2^31).
pub(super) fn wide_bits(cx: &Cx<'_, '_>) -> u32 {
    cx.cfg.index_bits + 33
}

/// Whether a slice of `size` positions along a dimension of `dim` elements
/// leaves it, or has a poison offset or stride (UB). The coordinates are
/// linear in the position: the two ends decide whether all are in.
pub(super) fn leaves<'c>(cx: &Cx<'c, '_>, offset: &Param<'c>, stride: &Param<'c>, size: u64, dim: u64) -> Bool<'c> {
    if let (Param::Known(o), Param::Known(s)) = (offset, stride) {
        return Bool::from_bool(cx.smt, known_axis(*o, *s, size, dim).is_none());
    }
    let w = wide_bits(cx);
    let ((o, op), (s, sp)) = (offset.wide(cx, w), stride.wide(cx, w));
    let at = |q: u64| &o + &(&s * &BV::from_u64(cx.smt, q, w));
    let outside = |c: &BV<'c>| c.slt(&BV::zero(cx.smt, w)) | c.sge(&BV::from_u64(cx.smt, dim, w));
    op | sp | outside(&at(0)) | outside(&at(size.saturating_sub(1)))
}

/// Where the slice positions of one dimension land (see [`Axis`]), and the
/// condition that one lands outside `[0, dim)` or that the offset or
/// stride is poison (UB).
fn axis<'c>(cx: &Cx<'c, '_>, offset: &Param<'c>, stride: &Param<'c>, size: u64, dim: u64) -> (Axis<'c>, Bool<'c>) {
    if let (Param::Known(o), Param::Known(s)) = (offset, stride) {
        return match known_axis(*o, *s, size, dim) {
            Some(cs) => (cs.into_iter().map(|c| vec![(c, cx.tt())]).collect(), cx.ff()),
            None => (vec![vec![]; size as usize], cx.tt()),
        };
    }
    let bad = leaves(cx, offset, stride, size, dim);
    let w = wide_bits(cx);
    let ((o, _), (s, _)) = (offset.wide(cx, w), stride.wide(cx, w));
    let at = |q: u64| &o + &(&s * &BV::from_u64(cx.smt, q, w));
    let lands = (0..size)
        .map(|q| {
            let c = at(q);
            (0..dim).map(|k| (k, c.eq(&BV::from_u64(cx.smt, k, w)))).filter(|(_, cond)| !cond.is_false()).collect()
        })
        .collect();
    (lands, bad)
}

/// The axes of a slice of `full`, the UB condition, and the slice's shape;
/// `unsupported` when selecting would take more than [`MAX_CANDIDATES`]
/// candidates.
fn axes<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    p: &Params<'c>,
    full: &[u64],
) -> Result<(Vec<Axis<'c>>, Bool<'c>), Unsupported> {
    let mut bad = cx.ff();
    let mut out = Vec::with_capacity(full.len());
    for (d, dim) in full.iter().enumerate() {
        let (a, b) = axis(cx, &p.offsets[d], &p.strides[d], p.sizes[d], *dim);
        bad |= b;
        out.push(a);
    }
    // Every slice position times its candidates in every dimension.
    let work = out.iter().map(|a| a.iter().map(Vec::len).sum::<usize>().max(1) as u128).product::<u128>();
    if work > MAX_CANDIDATES as u128 {
        return Err(Unsupported::too_large(format!(
            "'{}' with dynamic offsets or strides: more than {MAX_CANDIDATES} candidate positions",
            i.name
        )));
    }
    Ok((out, bad))
}

/// The candidate linear positions of one slice element (`q` in every
/// dimension) in the full tensor of strides `st`: the product of the
/// dimensions' candidates.
fn candidates<'c>(cx: &Cx<'c, '_>, axes: &[Axis<'c>], q: &[u64], st: &[u64]) -> Vec<(u64, Bool<'c>)> {
    let mut cands = vec![(0u64, cx.tt())];
    for (d, a) in axes.iter().enumerate() {
        let here = &a[q[d] as usize];
        cands = cands.iter().flat_map(|(off, c)| here.iter().map(move |(k, ck)| (off + k * st[d], c & ck))).collect();
    }
    cands
}

/// `tensor.extract_slice`: the elements of the slice, in its row-major
/// order; UB when it leaves the source (see the module comment).
pub(super) fn extract_slice<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = super::lazy_ops::extract_slice(cx, i) {
        return r;
    }
    let elems = elements(i, 0)?;
    let full = shape(i, &i.operand_types[0])?;
    let p = params(i, 1, full.len())?;
    let out = &i.result_types[0];
    shape(i, out)?;
    if p.sizes.iter().product::<u64>() != out.lanes() as u64 {
        return Err(Unsupported::new(format!("'{}' whose sizes do not give its result type", i.name)));
    }
    let (axes, bad) = axes(cx, i, &p, full)?;
    let st = strides(full);
    let result = (0..out.lanes() as u64)
        .map(|k| {
            let cands = candidates(cx, &axes, &multi_index(k, &p.sizes), &st);
            // Without UB exactly one candidate holds; with none (a known
            // coordinate outside), any value: the op is UB.
            let Some(((first, _), rest)) = cands.split_first() else { return elems[0].clone() };
            rest.iter().fold(elems[*first as usize].clone(), |acc, (at, c)| select_val(c, &elems[*at as usize], &acc))
        })
        .collect();
    Ok(Outcome { results: vec![Val::Tensor(result)], ub: vec![(EXTRACT_SLICE_UB.into(), bad)] })
}

/// `tensor.insert_slice`: "a copy of `dest` with the proper slice updated
/// with the value of `source`"; UB when the slice leaves the destination or
/// writes one place twice (see the module comment).
pub(super) fn insert_slice<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if let Some(r) = super::lazy_ops::insert_slice(cx, i) {
        return r;
    }
    let src = elements(i, 0)?;
    let dest = elements(i, 1)?;
    let full = shape(i, &i.operand_types[1])?;
    let p = params(i, 2, full.len())?;
    if p.sizes.iter().product::<u64>() != src.len() as u64 {
        return Err(Unsupported::new(format!("'{}' whose sizes do not match its source", i.name)));
    }
    let (axes, mut bad) = axes(cx, i, &p, full)?;
    for (size, stride) in p.sizes.iter().zip(&p.strides) {
        if *size > 1 {
            bad |= stride.wide(cx, wide_bits(cx)).0.is_zero();
        }
    }
    // Each source element is written, under its candidates' conditions, in
    // row-major order (without UB no two writes meet).
    let st = strides(full);
    let mut out = dest.to_vec();
    for (k, v) in src.iter().enumerate() {
        for (at, c) in candidates(cx, &axes, &multi_index(k as u64, &p.sizes), &st) {
            let at = at as usize;
            out[at] = select_val(&c, v, &out[at]);
        }
    }
    Ok(Outcome { results: vec![Val::Tensor(out)], ub: vec![(INSERT_SLICE_UB.into(), bad)] })
}

#[cfg(test)]
mod tests {
    use super::known_axis;

    #[test]
    fn known_coordinates() {
        assert_eq!(known_axis(1, 2, 3, 6), Some(vec![1, 3, 5]));
        assert_eq!(known_axis(3, -1, 2, 8), Some(vec![3, 2]));
        assert_eq!(known_axis(3, 0, 2, 8), Some(vec![3, 3]));
        assert_eq!(known_axis(1, 2, 3, 5), None);
        assert_eq!(known_axis(-1, 1, 1, 5), None);
        assert_eq!(known_axis(i64::MAX, i64::MAX, 3, 5), None);
    }
}
