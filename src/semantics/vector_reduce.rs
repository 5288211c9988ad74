//! `vector` dialect, the ops that combine elements
//! (mlir/Dialect/Vector/IR/VectorOps.td): `reduction`, `multi_reduction`,
//! `scan`, `outerproduct`, `contract` and `fma`.
//!
//! Each combines by a *kind* (`#vector.kind<...>`, VectorAttributes.td),
//! which is one scalar op: `add`, `mul`, `and`, `or`, `xor`, `minsi`,
//! `minui`, `maxsi`, `maxui` on integers (`arith.addi`, ... `arith.maxui`,
//! no overflow flags: sums and products wrap), and `add`, `mul`,
//! `minnumf`, `maxnumf`, `minimumf`, `maximumf` on floats (`arith.addf`,
//! ... `arith.maximumf`). Those rules are reused, not restated, so poison
//! and NaN behave as for the scalar op: a poison element makes the result
//! poison, `minnumf` of -0 and +0 is either.
//!
//! The order of a fold. ODS does not give one; on integers no order
//! matters, on floats `add` and `mul` round at every step. The encoder's
//! choice is the order MLIR's lowerings give: the accumulator first, then
//! the elements in row-major order (`((acc + x0) + x1) + ...`), as
//! `vector.reduction`'s lowering to LLVM's ordered `llvm.vector.reduce.fadd`
//! (the accumulator is its start value), `lower-vector-multi-reduction`
//! (both strategies), the unrolling of a contraction along its reduction
//! dimensions and its outer-product lowering do. Without an accumulator
//! the fold starts at the first element (MLIR's folders read a one-element
//! reduction as its element; the LLVM lowering's +0.0 start value differs
//! from it on all -0.0 elements only). Under `fp-reassoc` the float `add`
//! and `mul` steps of these ops are reassociable (`semantics::reassoc`):
//! a fold is then the sum (product) of its accumulator and elements in any
//! order. The `fastmath` flags of `vector.reduction` apply to each step
//! (`arithf`: `nnan` and `ninf` poison, `nsz`, one level of `reassoc`).
//!
//! Masked forms (inside `vector.mask`) are `vector.mask`'s business, which
//! this file does not model.

use super::float::{AcOp, Reassoc};
use super::ops::{AttrKind, AttrSlot, OpSpec, op};
use super::tosa::{Ub, instance, scalar};
use super::vector::{elements, shape_of, strides};
use super::{AttrVal, Cx, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir::{AffineExpr, AffineMap};

const KIND: AttrSlot = ("kind", AttrKind::Opaque);

/// The ops that combine elements (whole vectors at a time, except `fma`).
pub(super) const OPS: &[OpSpec] = &[
    op("vector.reduction", reduction).attrs(&[KIND, ("fastmath", AttrKind::FastMath)]),
    op("vector.multi_reduction", multi_reduction).attrs(&[KIND, ("reduction_dims", AttrKind::I64s)]),
    op("vector.scan", scan).attrs(&[KIND, ("reduction_dim", AttrKind::I64), ("inclusive", AttrKind::Opaque)]),
    op("vector.outerproduct", outerproduct).attrs(&[KIND]),
    op("vector.contract", contract).attrs(&[
        ("indexing_maps", AttrKind::Maps),
        ("iterator_types", AttrKind::Opaque),
        KIND,
    ]),
    // "The semantics of the operation correspond to those of the
    // `llvm.fma` intrinsic": `math.fma` on each element.
    op("vector.fma", super::math::fma).elementwise(),
];

/// Each combining kind with the scalar op it is on integers and on floats.
const KINDS: &[(&str, Option<&str>, Option<&str>)] = &[
    ("add", Some("arith.addi"), Some("arith.addf")),
    ("mul", Some("arith.muli"), Some("arith.mulf")),
    ("and", Some("arith.andi"), None),
    ("or", Some("arith.ori"), None),
    ("xor", Some("arith.xori"), None),
    ("minsi", Some("arith.minsi"), None),
    ("minui", Some("arith.minui"), None),
    ("maxsi", Some("arith.maxsi"), None),
    ("maxui", Some("arith.maxui"), None),
    ("minnumf", None, Some("arith.minnumf")),
    ("maxnumf", None, Some("arith.maxnumf")),
    ("minimumf", None, Some("arith.minimumf")),
    ("maximumf", None, Some("arith.maximumf")),
];

/// A combining kind on one element type: the scalar op one step applies.
struct Combiner<'c> {
    /// The scalar op (`arith.addf`).
    op: &'static str,
    elem: Ty,
    /// `Some` when the step is reassociable (`fp-reassoc`, float add/mul).
    reassoc: Option<AcOp>,
    /// The attributes of each step (`fastmath`).
    attrs: Vec<(String, AttrVal<'c>)>,
}

/// The kind named by the op's `kind` attribute (`add` when absent: the
/// default of `contract` and `outerproduct`; `reduction`, `multi_reduction`
/// and `scan` always print theirs).
fn kind_name(i: &OpInst<'_>) -> Result<String, Unsupported> {
    match i.attr("kind") {
        None => Ok("add".into()),
        Some(AttrVal::Other(k)) => Ok(k.trim_start_matches("#vector.kind<").trim_end_matches('>').trim().to_string()),
        Some(a) => Err(Unsupported::new(format!("'{}' with kind {a}", i.name))),
    }
}

impl<'c> Combiner<'c> {
    /// The combiner of `i`'s kind on elements of type `elem`; its float
    /// add and mul steps are reassociable under `fp-reassoc` when the op is
    /// a reduction ([`reassociable`]).
    fn of(cx: &Cx<'c, '_>, i: &OpInst<'c>, elem: &Ty) -> Result<Combiner<'c>, Unsupported> {
        let kind = kind_name(i)?;
        let float = matches!(elem, Ty::Float(_));
        let row = KINDS.iter().find(|(k, _, _)| *k == kind);
        let Some(op) = row.and_then(|(_, int, fl)| if float { *fl } else { *int }) else {
            return Err(Unsupported::new(format!("'{}' <{kind}> on elements of type {elem}", i.name)));
        };
        let on = cx.cfg.fp_reassoc != Reassoc::Off && reassociable(&i.name);
        let reassoc = match op {
            "arith.addf" if on => Some(AcOp::Add),
            "arith.mulf" if on => Some(AcOp::Mul),
            _ => None,
        };
        let attrs = match i.attr("fastmath") {
            Some(f @ AttrVal::FastMath(_)) if float => vec![("fastmath".to_string(), f.clone())],
            _ => vec![],
        };
        Ok(Combiner { op, elem: elem.clone(), reassoc, attrs })
    }

    /// One step: `a <kind> b`, its UB added to `ub`.
    fn apply(&self, cx: &Cx<'c, '_>, a: &Val<'c>, b: &Val<'c>, ub: &mut Ub<'c>) -> Result<Val<'c>, Unsupported> {
        if let Some(op) = self.reassoc {
            let inst = instance(self.op, vec![a.clone(), b.clone()], self.elem.clone(), self.attrs.clone());
            return Ok(super::arithf::reassociated(cx, &inst, op)?.results.remove(0));
        }
        let (v, u) = scalar(cx, self.op, vec![a.clone(), b.clone()], self.elem.clone(), self.attrs.clone())?;
        ub.extend(u);
        Ok(v)
    }

    /// The fold `((start <kind> x0) <kind> x1) ...`, from `x0` without a
    /// start.
    fn fold(
        &self,
        cx: &Cx<'c, '_>,
        start: Option<Val<'c>>,
        items: impl IntoIterator<Item = Val<'c>>,
        ub: &mut Ub<'c>,
    ) -> Result<Val<'c>, Unsupported> {
        let mut acc = start;
        for x in items {
            acc = Some(match acc {
                None => x,
                Some(a) => self.apply(cx, &a, &x, ub)?,
            });
        }
        acc.ok_or_else(|| Unsupported::new("a reduction of no elements"))
    }
}

/// The element type of a vector or scalar type.
fn elem_of(t: &Ty) -> Ty {
    t.elem().clone()
}

/// The elements of operand `k`, a vector or (`vector<T>` read as) a scalar.
fn lanes<'c>(i: &OpInst<'c>, k: usize) -> Result<Vec<Val<'c>>, Unsupported> {
    match i.operands.get(k) {
        Some(Val::Vector(vs)) => Ok(vs.clone()),
        Some(v @ (Val::Int(_) | Val::Float(_))) => Ok(vec![v.clone()]),
        _ => Err(Unsupported::new(format!("operand #{k} of '{}' is not a vector or scalar", i.name))),
    }
}

/// `vector.reduction <kind>, %v [, %acc]`: "Reduces an 1-D vector
/// "horizontally" into a scalar using the given operation ... Reductions
/// also allow an optional fused accumulator": the fold of the elements
/// from the accumulator (the module comment gives the order).
fn reduction<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let combiner = Combiner::of(cx, i, &i.result_types[0])?;
    let mut ub = Vec::new();
    let r = combiner.fold(cx, i.operands.get(1).cloned(), elements(i, 0)?, &mut ub)?;
    Ok(Outcome { results: vec![r], ub })
}

/// Positions of `shape` split into the dimensions `picked` and the others:
/// for each row-major position, the row-major index among the others (the
/// group) and the picked dimensions' index in row-major order.
fn split(shape: &[u64], picked: &[bool]) -> Vec<(usize, usize)> {
    let (kept, red): (Vec<usize>, Vec<usize>) = (0..shape.len()).partition(|d| !picked[*d]);
    let linear = |idx: &[u64], dims: &[usize]| dims.iter().fold(0u64, |acc, d| acc * shape[*d] + idx[*d]) as usize;
    let n: u64 = shape.iter().product();
    (0..n)
        .map(|k| {
            let idx = super::vector::multi_index(k, shape);
            (linear(&idx, &kept), linear(&idx, &red))
        })
        .collect()
}

/// `vector.multi_reduction <kind>, %src, %acc [dims]`: "Reduces an n-D
/// vector into an (n-k)-D vector (or a scalar when k == n) using the given
/// operation ... Takes an initial accumulator operand". Each result
/// element is the fold, from its accumulator element, of the source
/// elements that differ from it only in the reduced dimensions, in
/// row-major order.
fn multi_reduction<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let shape = shape_of(i, &i.operand_types[0])?.to_vec();
    let Some(AttrVal::I64s(dims)) = i.attr("reduction_dims") else {
        return Err(Unsupported::new("vector.multi_reduction without reduction_dims"));
    };
    let mut picked = vec![false; shape.len()];
    for d in dims {
        *picked.get_mut(*d as usize).ok_or_else(|| Unsupported::new("a reduction dimension out of range"))? = true;
    }
    let accs = lanes(i, 1)?;
    let mut groups: Vec<Vec<Val<'c>>> = vec![Vec::new(); accs.len()];
    for ((g, _), x) in split(&shape, &picked).into_iter().zip(src) {
        groups[g].push(x);
    }
    let combiner = Combiner::of(cx, i, &elem_of(&i.result_types[0]))?;
    let mut ub = Vec::new();
    let out = accs
        .into_iter()
        .zip(groups)
        .map(|(a, xs)| combiner.fold(cx, Some(a), xs, &mut ub))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Outcome { results: vec![Val::aggregate(&i.result_types[0], out)], ub })
}

/// `vector.scan <kind>, %src, %init {inclusive, reduction_dim}`: "Performs
/// an inclusive/exclusive scan on an n-D vector along a single dimension
/// ... and a specified value for the initial value. The operator returns
/// the result of scan as well as the result of the last reduction in the
/// scan." ODS does not say where the initial value enters an inclusive
/// scan; the encoder follows MLIR's one lowering of the op (the vector
/// scan-to-arith patterns): along the dimension, an exclusive scan gives
/// `init, init+x0, ..., init+x0+...+x(n-2)`, an inclusive scan gives
/// `x0, x0+x1, ...` (the initial value takes no part), and either
/// accumulates its last element (the last reduction the scan makes: the
/// exclusive one never adds `x(n-1)`, as the lowering returns).
fn scan<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let src = elements(i, 0)?;
    let shape = shape_of(i, &i.operand_types[0])?.to_vec();
    let dim = match i.attr("reduction_dim") {
        Some(AttrVal::Int(b)) => b.as_const().and_then(|c| c.to_u64()),
        _ => None,
    };
    let Some(dim) = dim.map(|d| d as usize).filter(|d| *d < shape.len()) else {
        return Err(Unsupported::new("vector.scan without a reduction_dim in range"));
    };
    let inclusive = match i.attr("inclusive") {
        Some(AttrVal::Int(b)) => b.as_const().and_then(|c| c.to_u64()).map(|v| v != 0),
        Some(AttrVal::Other(t)) => Some(t == "true"),
        _ => None,
    }
    .ok_or_else(|| Unsupported::new("vector.scan without inclusive"))?;
    let init = lanes(i, 1)?;
    let mut picked = vec![false; shape.len()];
    picked[dim] = true;
    let positions = split(&shape, &picked);
    let combiner = Combiner::of(cx, i, &elem_of(&i.result_types[0]))?;
    let mut ub = Vec::new();
    let mut out: Vec<Option<Val<'c>>> = vec![None; src.len()];
    let mut last: Vec<Option<(Val<'c>, Val<'c>)>> = vec![None; init.len()];
    // Row-major order visits each line along `dim` in order.
    let mut order: Vec<usize> = (0..src.len()).collect();
    order.sort_by_key(|k| positions[*k]);
    for k in order {
        let (g, _) = positions[k];
        let x = src[k].clone();
        let y = match (&last[g], inclusive) {
            (None, true) => x.clone(),
            (None, false) => init[g].clone(),
            (Some((prev, _)), true) => combiner.apply(cx, prev, &x, &mut ub)?,
            (Some((prev, prev_x)), false) => combiner.apply(cx, prev, prev_x, &mut ub)?,
        };
        out[k] = Some(y.clone());
        last[g] = Some((y, x));
    }
    let mut acc = Vec::with_capacity(init.len());
    for l in last {
        let (y, _) = l.ok_or_else(|| Unsupported::new("vector.scan along an empty dimension"))?;
        acc.push(y);
    }
    let dest = Val::Vector(out.into_iter().map(|v| v.expect("every position is visited")).collect());
    Ok(Outcome { results: vec![dest, Val::aggregate(&i.result_types[1], acc)], ub })
}

/// The product `a * b` of two elements of type `elem` (`arith.muli`,
/// wrapping, or `arith.mulf`).
fn product<'c>(cx: &Cx<'c, '_>, a: &Val<'c>, b: &Val<'c>, elem: &Ty, ub: &mut Ub<'c>) -> Result<Val<'c>, Unsupported> {
    let name = if matches!(elem, Ty::Float(_)) { "arith.mulf" } else { "arith.muli" };
    let (v, u) = scalar(cx, name, vec![a.clone(), b.clone()], elem.clone(), vec![])?;
    ub.extend(u);
    Ok(v)
}

/// `vector.outerproduct %lhs, %rhs [, %acc] {kind}`: "Takes 2 1-D vectors
/// and returns the 2-D vector containing the outer-product" (`[i][j] =
/// lhs[i] * rhs[j]`), or with a scalar rhs "a simple AXPY" (`[i] = lhs[i] *
/// rhs`). With an accumulator each element is `acc <kind> product`; "for
/// floating-point arguments, the rounding mode is enforced by guaranteeing
/// that a fused-multiply add operation is emitted": float `add` with an
/// accumulator is `math.fma(lhs, rhs, acc)`, one rounding.
fn outerproduct<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let lhs = elements(i, 0)?;
    let rhs = lanes(i, 1)?;
    let elem = elem_of(&i.result_types[0]);
    let acc = if i.operands.len() > 2 { Some(elements(i, 2)?) } else { None };
    let combiner = Combiner::of(cx, i, &elem)?;
    let fused = matches!(elem, Ty::Float(_)) && combiner.op == "arith.addf";
    let mut ub = Vec::new();
    let mut out = Vec::with_capacity(lhs.len() * rhs.len());
    for a in &lhs {
        for b in &rhs {
            let k = out.len();
            let v = match &acc {
                Some(acc) if fused => {
                    let (v, u) =
                        scalar(cx, "math.fma", vec![a.clone(), b.clone(), acc[k].clone()], elem.clone(), vec![])?;
                    ub.extend(u);
                    v
                }
                Some(acc) => {
                    let p = product(cx, a, b, &elem, &mut ub)?;
                    combiner.apply(cx, &acc[k], &p, &mut ub)?
                }
                None => product(cx, a, b, &elem, &mut ub)?,
            };
            out.push(v);
        }
    }
    Ok(Outcome { results: vec![Val::Vector(out)], ub })
}

/// The dimension each result of a projected permutation reads.
fn dims_of(m: &AffineMap) -> Result<Vec<usize>, Unsupported> {
    m.results
        .iter()
        .map(|e| match e {
            AffineExpr::Dim(d) => Ok(*d),
            _ => Err(Unsupported::new("vector.contract with an indexing map that is not a projected permutation")),
        })
        .collect()
}

/// `v` of type `from` promoted to the element type `to`: "If operands and
/// the result have types of different bitwidths, operands are promoted to
/// have the same bitwidth as the result ... For integer types ... via sign
/// extension" (`arith.extsi`); floats by `arith.extf` (exact).
fn promote<'c>(cx: &Cx<'c, '_>, v: &Val<'c>, from: &Ty, to: &Ty, ub: &mut Ub<'c>) -> Result<Val<'c>, Unsupported> {
    let name = match (from, to) {
        _ if from == to => return Ok(v.clone()),
        (Ty::Int(a), Ty::Int(b)) if a < b => "arith.extsi",
        (Ty::Float(_), Ty::Float(_)) => "arith.extf",
        _ => return Err(Unsupported::new(format!("vector.contract of {from} into {to}"))),
    };
    let (v, u) = scalar(cx, name, vec![v.clone()], to.clone(), vec![])?;
    ub.extend(u);
    Ok(v)
}

/// `vector.contract %lhs, %rhs, %acc {indexing_maps, iterator_types,
/// kind}`: "Computes the sum of products of vector elements along
/// contracting dimension pairs ... adds this intermediate result to the
/// accumulator argument". Each result element is the fold, from its
/// accumulator element, of the products `lhs[map0(p)] * rhs[map1(p)]` over
/// the iteration points `p` that `map2` sends to it, in row-major order of
/// the reduction iterators, combined by the kind (ODS: "the combining
/// function between the intermediate result and accumulator"; MLIR's
/// unrolling and outer-product lowering combine every product by it).
/// For a float sum the order is a choice: the text reads as the
/// accumulator last (as the `dot` lowering computes), but MLIR's own
/// rewrites of contractions (unrolling along a reduction dimension, the
/// parallel-arith lowering, reduction-to-contract) start from the
/// accumulator, and the encoder follows them; the `dot` lowering is then
/// reported, resting on this choice, unless `fp-reassoc` is set.
fn contract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    let Some(AttrVal::Maps(maps)) = i.attr("indexing_maps") else {
        return Err(Unsupported::new("vector.contract without readable indexing_maps"));
    };
    let Some(AttrVal::Other(iters)) = i.attr("iterator_types") else {
        return Err(Unsupported::new("vector.contract without iterator_types"));
    };
    // `[#vector.iterator_type<parallel>, #vector.iterator_type<reduction>]`
    let reduction: Vec<bool> = iters
        .split(',')
        .filter(|t| t.contains("parallel") || t.contains("reduction"))
        .map(|t| t.contains("reduction"))
        .collect();
    let [m_lhs, m_rhs, m_acc] = &maps[..] else {
        return Err(Unsupported::new("vector.contract without three indexing maps"));
    };
    let n = reduction.len();
    if maps.iter().any(|m| m.dims != n || m.symbols != 0) {
        return Err(Unsupported::new("vector.contract with maps that do not match its iterators"));
    }
    let (d_lhs, d_rhs, d_acc) = (dims_of(m_lhs)?, dims_of(m_rhs)?, dims_of(m_acc)?);
    let (s_lhs, s_rhs) = (shape_of(i, &i.operand_types[0])?.to_vec(), shape_of(i, &i.operand_types[1])?.to_vec());
    let s_acc: Vec<u64> = match &i.operand_types[2] {
        Ty::Vector(s, _) => s.clone(),
        _ => vec![],
    };
    // The size of each iterator, from the operand that reads it.
    let mut size = vec![None; n];
    for (ds, shape) in [(&d_lhs, &s_lhs), (&d_rhs, &s_rhs), (&d_acc, &s_acc)] {
        for (d, s) in ds.iter().zip(shape.iter()) {
            size[*d] = Some(*s);
        }
    }
    let size: Vec<u64> = size
        .into_iter()
        .collect::<Option<_>>()
        .ok_or_else(|| Unsupported::new("vector.contract with an iterator no operand reads"))?;
    if (0..n).any(|d| !reduction[d] && !d_acc.contains(&d)) {
        return Err(Unsupported::new("vector.contract with a parallel iterator the accumulator does not read"));
    }
    let (lhs, rhs, accs) = (elements(i, 0)?, elements(i, 1)?, lanes(i, 2)?);
    let (in_elem, out_elem) = (elem_of(&i.operand_types[0]), elem_of(&i.result_types[0]));
    let combiner = Combiner::of(cx, i, &out_elem)?;
    let at = |ds: &[usize], shape: &[u64], p: &[u64]| -> usize {
        let st = strides(shape);
        ds.iter().zip(st).map(|(d, s)| p[*d] * s).sum::<u64>() as usize
    };
    // Every iteration point in row-major order: grouped by result element,
    // each group's points are in row-major order of the reduction
    // iterators.
    let mut groups: Vec<Vec<Vec<u64>>> = vec![Vec::new(); accs.len()];
    for k in 0..size.iter().product::<u64>() {
        let p = super::vector::multi_index(k, &size);
        groups[at(&d_acc, &s_acc, &p)].push(p);
    }
    let mut ub = Vec::new();
    let mut out = Vec::with_capacity(accs.len());
    for (acc, points) in accs.into_iter().zip(groups) {
        let mut products = Vec::with_capacity(points.len());
        for p in points {
            let a = promote(cx, &lhs[at(&d_lhs, &s_lhs, &p)], &in_elem, &out_elem, &mut ub)?;
            let b = promote(cx, &rhs[at(&d_rhs, &s_rhs, &p)], &in_elem, &out_elem, &mut ub)?;
            products.push(product(cx, &a, &b, &out_elem, &mut ub)?);
        }
        out.push(combiner.fold(cx, Some(acc), products, &mut ub)?);
    }
    Ok(Outcome { results: vec![Val::aggregate(&i.result_types[0], out)], ub })
}

/// Whether the float add and mul steps of an op of this file are
/// reassociable under `fp-reassoc` (the reductions, not the element-wise
/// accumulation of `vector.outerproduct`); `semantics::reassoc::present`
/// reads it too.
pub fn reassociable(name: &str) -> bool {
    matches!(name, "vector.reduction" | "vector.multi_reduction" | "vector.scan" | "vector.contract")
}

#[cfg(test)]
mod tests {
    use super::KINDS;
    use crate::semantics::ops;

    #[test]
    fn every_kind_is_a_scalar_rule_of_its_element_type() {
        for (kind, int, float) in KINDS {
            assert!(int.is_some() || float.is_some(), "<{kind}> combines nothing");
            for (name, is_float) in [(int, false), (float, true)] {
                let Some(name) = name else { continue };
                let spec = ops::spec(name).unwrap_or_else(|| panic!("<{kind}>: '{name}' is in no table"));
                assert!(spec.rule().is_some() && spec.traits.elementwise, "<{kind}>: '{name}' has no scalar rule");
                assert_eq!(name.ends_with('f'), is_float, "<{kind}>: '{name}' on the wrong element type");
                // ODS (VectorAttributes.td): the integer kinds commute
                // and associate; so do the scalar ops.
                if !is_float {
                    assert!(spec.traits.commutative && spec.traits.associative, "<{kind}>: '{name}'");
                }
            }
        }
    }
}
