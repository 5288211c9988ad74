//! `tensor.gather` and `tensor.scatter` on static shapes.
//!
//! The index tensor's last dimension holds one coordinate per dimension of
//! `gather_dims` / `scatter_dims`; its other dimensions are the batch,
//! which leads the gathered result (the scattered source). Each batch
//! element moves a slice: the full tensor with the gathered (scattered)
//! dimensions set to 1, at the coordinates, in row-major order (a
//! rank-reduced type drops those unit dimensions, which keeps the order).
//!
//! UB, as TensorOps.td states it: "The indices are expected to be confined
//! to coordinate values that fit the range of the `source` tensor
//! [`dest` for scatter], otherwise the behavior is undefined" (a poison
//! coordinate too); for gather, "Incorrectly setting the `unique` attribute
//! when the coordinates are not truly unique is undefined behavior"; for
//! scatter, "If coordinates are not truly unique at runtime, the behavior
//! is undefined" (scatter requires `unique`). ODS lets the coordinates be
//! of any integer type without saying how they are read: as signed
//! integers here (a negative coordinate is outside).

use super::{MAX_CANDIDATES, elements, shape};
use crate::semantics::encode::select_val;
use crate::semantics::vector::{dynamic_index, multi_index, strides};
use crate::semantics::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Unsupported, Val};
use crate::smt::Bool;

/// What the index tensor of a gather or scatter over `full` says.
struct Coordinates<'c> {
    /// Per batch element, the linear offsets in `full` its coordinates may
    /// give (the gathered dimensions' part only), each with its condition.
    batch: Vec<Vec<(u64, Bool<'c>)>>,
    /// Any coordinate outside its dimension, or poison; or, under
    /// `unique`, two batch elements with the same coordinates.
    bad: Bool<'c>,
    /// The slice shape: `full` with the gathered dimensions set to 1.
    slice: Vec<u64>,
}

/// Reads the index tensor (operand `k`) against `full`, for the dimensions
/// listed in attribute `dims_attr`.
fn coordinates<'c>(
    cx: &Cx<'c, '_>,
    i: &OpInst<'c>,
    k: usize,
    full: &[u64],
    dims_attr: &str,
) -> Result<Coordinates<'c>, Unsupported> {
    let Some(AttrVal::I64s(dims)) = i.attr(dims_attr) else {
        return Err(Unsupported::new(format!("'{}' without {dims_attr}", i.name)));
    };
    let dims: Vec<usize> = dims.iter().map(|d| *d as usize).collect();
    let ishape = shape(i, &i.operand_types[k])?;
    let n = dims.len();
    if n == 0 || ishape.last().copied() != Some(n as u64) || dims.iter().any(|d| *d >= full.len()) {
        return Err(Unsupported::new(format!("'{}' whose indices do not fit {dims_attr}", i.name)));
    }
    let idx = elements(i, k)?;
    let st = strides(full);
    let mut bad = cx.ff();
    // Coordinates read as signed: widened with their sign, a negative one
    // is far outside every dimension.
    let coord = |v: &Val<'c>| -> Result<IntVal<'c>, Unsupported> {
        match v {
            Val::Int(v) if v.width() < 64 => Ok(IntVal::new(v.bits.sext(64 - v.width()), v.poison.clone())),
            Val::Int(v) => Ok(v.clone()),
            _ => Err(Unsupported::new(format!("'{}' with indices that are not integers", i.name))),
        }
    };
    let coords: Vec<IntVal<'c>> = idx.iter().map(coord).collect::<Result<_, _>>()?;
    let mut batch = Vec::new();
    for tuple in coords.chunks(n) {
        let mut cands = vec![(0u64, cx.tt())];
        for (j, d) in dims.iter().enumerate() {
            let (next, out) = dynamic_index(cx, &tuple[j], full[*d], st[*d], &cands);
            bad |= out;
            cands = next.into_iter().filter(|(_, c)| !c.is_false()).collect();
        }
        batch.push(cands);
    }
    let unique = i.unit_attr(cx, "unique");
    if !unique.is_false() {
        let tuples: Vec<&[IntVal<'c>]> = coords.chunks(n).collect();
        for a in 0..tuples.len() {
            for b in a + 1..tuples.len() {
                let same = Bool::and_all(cx.smt, tuples[a].iter().zip(tuples[b]).map(|(x, y)| x.bits.eq(&y.bits)));
                bad |= &unique & same;
            }
        }
    }
    let mut slice = full.to_vec();
    for d in &dims {
        slice[*d] = 1;
    }
    let slice_len: u64 = slice.iter().product();
    let work: u128 = batch.iter().map(|c| c.len() as u128).sum::<u128>() * slice_len as u128;
    if work > MAX_CANDIDATES as u128 {
        return Err(Unsupported::too_large(format!(
            "'{}' selecting among more than {MAX_CANDIDATES} candidate positions",
            i.name
        )));
    }
    Ok(Coordinates { batch, bad, slice })
}

/// The linear offsets in `full` (strides `st`) of the slice's elements, in
/// its row-major order, from the slice's origin.
fn slice_offsets(slice: &[u64], st: &[u64]) -> Vec<u64> {
    let n: u64 = slice.iter().product();
    (0..n).map(|k| multi_index(k, slice).iter().zip(st).map(|(x, s)| x * s).sum()).collect()
}

/// `tensor.gather`: for each batch element, the slice of the source at its
/// coordinates; UB as the module comment says.
pub(super) fn gather<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let full = shape(i, &i.operand_types[0])?;
    let c = coordinates(cx, i, 1, full, "gather_dims")?;
    let out = &i.result_types[0];
    shape(i, out)?;
    let offsets = slice_offsets(&c.slice, &strides(full));
    if c.batch.len() * offsets.len() != out.lanes() {
        return Err(Unsupported::new(format!("'{}' whose result type does not fit its operands", i.name)));
    }
    let mut result = Vec::with_capacity(out.lanes());
    for cands in &c.batch {
        for base in &offsets {
            // Without UB exactly one candidate holds; with none, the op is UB.
            let v = match cands.split_first() {
                None => src[0].clone(),
                Some(((first, _), rest)) => rest.iter().fold(src[(base + first) as usize].clone(), |acc, (at, k)| {
                    select_val(k, &src[(base + at) as usize], &acc)
                }),
            };
            result.push(v);
        }
    }
    Ok(Outcome {
        results: vec![Val::Tensor(result)],
        ub: vec![(
            "tensor.gather at coordinates outside the source (or poison, or repeated under unique)".into(),
            c.bad,
        )],
    })
}

/// `tensor.scatter`: the destination with each batch element's slice of
/// the source written at its coordinates; UB as the module comment says.
pub(super) fn scatter<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    if i.unit_attr(cx, "unique").is_false() {
        // "A `unique` unit attribute must be be specified" (the verifier
        // rejects a scatter without it).
        return Err(Unsupported::new(format!("'{}' without unique", i.name)));
    }
    let src = elements(i, 0)?;
    let dest = elements(i, 1)?;
    let full = shape(i, &i.operand_types[1])?;
    let c = coordinates(cx, i, 2, full, "scatter_dims")?;
    let offsets = slice_offsets(&c.slice, &strides(full));
    if c.batch.len() * offsets.len() != src.len() {
        return Err(Unsupported::new(format!("'{}' whose source type does not fit its operands", i.name)));
    }
    let mut out = dest.to_vec();
    for (b, cands) in c.batch.iter().enumerate() {
        for (t, base) in offsets.iter().enumerate() {
            let v = &src[b * offsets.len() + t];
            for (at, k) in cands {
                let at = (base + at) as usize;
                out[at] = select_val(k, v, &out[at]);
            }
        }
    }
    Ok(Outcome {
        results: vec![Val::Tensor(out)],
        ub: vec![("tensor.scatter at coordinates outside the destination (or poison, or repeated)".into(), c.bad)],
    })
}
