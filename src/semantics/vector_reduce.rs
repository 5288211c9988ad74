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
//! The order of a fold. ODS does not give one but for `contract`; on
//! integers no order matters, on floats `add` and `mul` round at every
//! step. The encoder's choice is the order MLIR's lowerings give: the
//! accumulator first, then the elements in row-major order (`((acc + x0) +
//! x1) + ...`), as `vector.reduction`'s lowering to LLVM's ordered
//! `llvm.vector.reduce.fadd` (the accumulator is its start value) and
//! `lower-vector-multi-reduction` (both strategies) do; `contract` adds its
//! accumulator last, as its text says ("adds this intermediate result to
//! the accumulator") and its default LLVM lowering computes (see
//! [`contract`]). Without an accumulator
//! the fold starts at the first element (MLIR's folders read a one-element
//! reduction as its element; the LLVM lowering's +0.0 start value differs
//! from it on all -0.0 elements only). Under `fp-reassoc` the float `add`
//! and `mul` steps of these ops are reassociable (`semantics::reassoc`):
//! a fold is then the sum (product) of its accumulator and elements in any
//! order. The `fastmath` flags of `vector.reduction` apply to each step
//! (`arithf`: `nnan` and `ninf` poison, `nsz`, one level of `reassoc`).
//!
//! Masked forms (inside `vector.mask`, whose encoder hands them here:
//! [`masked`]). VectorOps.td says of them only that the mask "determines
//! which vector lanes should execute the maskable operation" and that
//! "masked-off lanes in the result vector are ... left unmodified"; each
//! op's mask type (`getExpectedMaskType`) says what a lane is. The
//! encoder's reading, which MLIR's lowerings of masked ops follow
//! (`lower-vector-multi-reduction`, the outer-product lowering of
//! `vector.contract`, the LLVM lowering of a masked `vector.reduction` to
//! `vp.reduce`): a masked-off lane does not take part in a fold, so each
//! step is `on ? acc <kind> x : acc` and a result with no active lane is
//! its accumulator. A poison mask lane makes poison what it decides (the
//! encoder's choice). Per op:
//! - `reduction` (mask: the source's shape): the fold of the active lanes
//!   from the accumulator; without one, on integers, from the kind's
//!   neutral element (the start value of `vp.reduce`); floats without an
//!   accumulator are unsupported (MLIR's start value, +0.0 for `add`,
//!   disagrees with the unmasked fold on -0.0);
//! - `multi_reduction` (mask: the source's shape): each result folds its
//!   active elements from its accumulator element; with no reduced
//!   dimension the op is the identity and a masked-off lane of the result
//!   is poison (ODS's "left unmodified" names no value; MLIR's folder gives
//!   the source's lane, and LLVM's predicated intrinsics give disabled
//!   lanes poison);
//! - `contract` (mask: the iteration space, one lane per iteration point in
//!   the order of the iterators): masked-off points do not contribute;
//! - `outerproduct` (mask: the result's shape): a masked-off lane is its
//!   accumulator lane, or poison without an accumulator (MLIR's lowering
//!   selects the accumulator, and without one ignores the mask).

use super::float::{AcOp, Reassoc};
use super::ops::{AttrKind, AttrSlot, OpSpec, op};
use super::tosa::{Ub, instance, scalar};
use super::vector::{choose, elements, poisoned_if, shape_of, strides};
use super::vector_mask::Lane;
use super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::ir::{AffineExpr, AffineMap};
use crate::smt::BV;

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

    /// The fold `((start <kind> x0) <kind> x1) ...` (from `x0` without a
    /// start) of `items`, each with its mask lane if masked: a step with a
    /// lane is `on ? acc <kind> x : acc` (its UB only where `on`), poison
    /// where the lane is. A masked fold needs a start.
    fn fold<'l>(
        &self,
        cx: &Cx<'c, '_>,
        start: Option<Val<'c>>,
        items: impl IntoIterator<Item = (Val<'c>, Option<&'l Lane<'c>>)>,
        ub: &mut Ub<'c>,
    ) -> Result<Val<'c>, Unsupported>
    where
        'c: 'l,
    {
        let mut acc = start;
        for (x, lane) in items {
            acc = Some(match (acc, lane) {
                (None, None) => x,
                (None, Some(_)) => return Err(Unsupported::new("a masked reduction without a start value")),
                (Some(a), None) => self.apply(cx, &a, &x, ub)?,
                (Some(a), Some(l)) => {
                    let mut step_ub = Vec::new();
                    let s = self.apply(cx, &a, &x, &mut step_ub)?;
                    ub.extend(step_ub.into_iter().map(|(r, c)| (r, c & &l.on)));
                    poisoned_if(&choose(&l.on, &s, &a), &l.poison)
                }
            });
        }
        acc.ok_or_else(|| Unsupported::new("a reduction of no elements"))
    }

    /// `(x0 <kind> x1 <kind> ...) <kind> acc`: the fold of `items` from the
    /// first, then combined with `acc` (`vector.contract`'s order), each
    /// item with its mask lane if masked: a masked-off item takes no part,
    /// and with no active item the result is `acc`.
    fn fold_then<'l>(
        &self,
        cx: &Cx<'c, '_>,
        items: impl IntoIterator<Item = (Val<'c>, Option<&'l Lane<'c>>)>,
        acc: Val<'c>,
        ub: &mut Ub<'c>,
    ) -> Result<Val<'c>, Unsupported>
    where
        'c: 'l,
    {
        // The sum so far, whether any item is in it, and whether a poison
        // mask lane decided anything (the result is then poison).
        let mut sum: Option<Val<'c>> = None;
        let mut any = cx.ff();
        let mut tainted = cx.ff();
        for (x, lane) in items {
            let (on, poison) = lane.map_or((cx.tt(), cx.ff()), |l| (l.on.clone(), l.poison.clone()));
            let next = match &sum {
                None => x,
                Some(s) => {
                    let mut step_ub = Vec::new();
                    let step = self.apply(cx, s, &x, &mut step_ub)?;
                    ub.extend(step_ub.into_iter().map(|(r, c)| (r, c & &on & &any)));
                    choose(&any, &step, &x)
                }
            };
            sum = Some(match &sum {
                Some(s) if !on.is_true() => choose(&on, &next, s),
                _ => next,
            });
            any = (&any | &on).simplified();
            tainted = (&tainted | &poison).simplified();
        }
        let Some(sum) = sum else { return Ok(acc) };
        let mut last_ub = Vec::new();
        let total = self.apply(cx, &sum, &acc, &mut last_ub)?;
        ub.extend(last_ub.into_iter().map(|(r, c)| (r, c & &any)));
        Ok(poisoned_if(&choose(&any, &total, &acc), &tainted))
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
    reduction_under(cx, i, None)
}

fn reduction_under<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, mask: Option<&[Lane<'c>]>) -> Res<'c> {
    let combiner = Combiner::of(cx, i, &i.result_types[0])?;
    let mut ub = Vec::new();
    let mut start = i.operands.get(1).cloned();
    if let (Some(_), None) = (mask, &start) {
        let ty = &i.result_types[0];
        let e = cx.width(ty).and_then(|w| neutral(cx, &kind_name(i).ok()?, w)).ok_or_else(|| {
            Unsupported::new(format!("a masked vector.reduction of {ty} without an accumulator is not modelled"))
        })?;
        start = Some(Val::Int(IntVal::new(e, cx.ff())));
    }
    let xs = elements(i, 0)?;
    let r = combiner.fold(cx, start, xs.into_iter().zip(lanes_of(mask)), &mut ub)?;
    Ok(Outcome { results: vec![r], ub })
}

/// Each lane of `mask` in turn, or `None` forever when unmasked.
fn lanes_of<'l, 'c>(mask: Option<&'l [Lane<'c>]>) -> impl Iterator<Item = Option<&'l Lane<'c>>> {
    let mut it = mask.map(|m| m.iter());
    std::iter::from_fn(move || Some(it.as_mut().and_then(|m| m.next())))
}

/// The neutral element of a `#vector.kind` on `w`-bit integers: the start
/// value of a masked reduction without an accumulator.
fn neutral<'c>(cx: &Cx<'c, '_>, kind: &str, w: u32) -> Option<BV<'c>> {
    Some(match kind {
        "add" | "or" | "xor" | "maxui" => BV::zero(cx.smt, w),
        "mul" => BV::from_u64(cx.smt, 1, w),
        "and" | "minui" => BV::all_ones(cx.smt, w),
        "minsi" => BV::signed_max(cx.smt, w),
        "maxsi" => BV::signed_min(cx.smt, w),
        _ => return None,
    })
}

/// An op of this file inside `vector.mask`, under `mask` (the module
/// comment gives each op's masked meaning); the caller checked nothing but
/// that `mask` is a mask.
pub(super) fn masked<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, mask: &[Lane<'c>]) -> Res<'c> {
    let expected: usize = match i.name.as_str() {
        "vector.reduction" | "vector.multi_reduction" => shape_of(i, &i.operand_types[0])?.iter().product::<u64>(),
        "vector.outerproduct" => shape_of(i, &i.result_types[0])?.iter().product::<u64>(),
        "vector.contract" => contract_space(i)?.size.iter().product::<u64>(),
        other => return Err(Unsupported::new(format!("op '{other}' inside vector.mask is not modelled"))),
    } as usize;
    if mask.len() != expected {
        return Err(Unsupported::new(format!("a vector.mask mask of another shape than its '{}' takes", i.name)));
    }
    match i.name.as_str() {
        "vector.reduction" => reduction_under(cx, i, Some(mask)),
        "vector.multi_reduction" => multi_reduction_under(cx, i, Some(mask)),
        "vector.outerproduct" => outerproduct_under(cx, i, Some(mask)),
        _ => contract_under(cx, i, Some(mask)),
    }
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
///
/// With no reduced dimension (k == 0) the result is the source, whatever
/// the rank, and the accumulator takes no part: nothing is reduced ("an
/// n-D vector into an (n-k)-D vector"), the meaning upstream settled
/// (llvm-project PR #188983, fixing issue #129415: the folder returns the
/// source for every rank, as `lower-vector-multi-reduction` always did),
/// rather than the fold of one element from its accumulator.
fn multi_reduction<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    multi_reduction_under(cx, i, None)
}

fn multi_reduction_under<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, mask: Option<&[Lane<'c>]>) -> Res<'c> {
    let src = elements(i, 0)?;
    let shape = shape_of(i, &i.operand_types[0])?.to_vec();
    let Some(AttrVal::I64s(dims)) = i.attr("reduction_dims") else {
        return Err(Unsupported::new("vector.multi_reduction without reduction_dims"));
    };
    if dims.is_empty() {
        // The identity; a masked-off lane is poison (module comment).
        let out = src.iter().zip(lanes_of(mask)).map(|(x, l)| match l {
            None => x.clone(),
            Some(l) => poisoned_if(x, &(!&l.on | &l.poison)),
        });
        return Ok(Outcome::value(Val::aggregate(&i.result_types[0], out.collect())));
    }
    let mut picked = vec![false; shape.len()];
    for d in dims {
        *picked.get_mut(*d as usize).ok_or_else(|| Unsupported::new("a reduction dimension out of range"))? = true;
    }
    let accs = lanes(i, 1)?;
    let mut groups: Vec<Vec<(Val<'c>, Option<&Lane<'c>>)>> = vec![Vec::new(); accs.len()];
    for (((g, _), x), l) in split(&shape, &picked).into_iter().zip(src).zip(lanes_of(mask)) {
        groups[g].push((x, l));
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
    outerproduct_under(cx, i, None)
}

fn outerproduct_under<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, mask: Option<&[Lane<'c>]>) -> Res<'c> {
    let lhs = elements(i, 0)?;
    let rhs = lanes(i, 1)?;
    let elem = elem_of(&i.result_types[0]);
    let acc = if i.operands.len() > 2 { Some(elements(i, 2)?) } else { None };
    let combiner = Combiner::of(cx, i, &elem)?;
    let fused = matches!(elem, Ty::Float(_)) && combiner.op == "arith.addf";
    let mut ub = Vec::new();
    let mut out = Vec::with_capacity(lhs.len() * rhs.len());
    let mut lane = lanes_of(mask);
    for a in &lhs {
        for b in &rhs {
            let k = out.len();
            let mut lane_ub = Vec::new();
            let v = match &acc {
                Some(acc) if fused => {
                    let (v, u) =
                        scalar(cx, "math.fma", vec![a.clone(), b.clone(), acc[k].clone()], elem.clone(), vec![])?;
                    lane_ub.extend(u);
                    v
                }
                Some(acc) => {
                    let p = product(cx, a, b, &elem, &mut lane_ub)?;
                    combiner.apply(cx, &acc[k], &p, &mut lane_ub)?
                }
                None => product(cx, a, b, &elem, &mut lane_ub)?,
            };
            // Masked off: the accumulator's lane, or poison (module comment).
            let v = match (lane.next().flatten(), &acc) {
                (None, _) => {
                    ub.extend(lane_ub);
                    v
                }
                (Some(l), acc) => {
                    ub.extend(lane_ub.into_iter().map(|(r, c)| (r, c & &l.on)));
                    match acc {
                        Some(acc) => poisoned_if(&choose(&l.on, &v, &acc[k]), &l.poison),
                        None => poisoned_if(&v, &(!&l.on | &l.poison)),
                    }
                }
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
/// accumulator argument". Each result element is the fold of the products
/// `lhs[map0(p)] * rhs[map1(p)]` over the iteration points `p` that `map2`
/// sends to it, in row-major order of the reduction iterators, then
/// combined with its accumulator element, by the kind (ODS: "the combining
/// function between the intermediate result and accumulator"; MLIR's
/// unrolling and outer-product lowering combine every product by it). For
/// a float sum the order matters: the accumulator comes last, as the text
/// says and as the default LLVM lowering (`vector-contract-lowering=dot`:
/// `llvm.vector.reduce.fadd` of the products, then the accumulator)
/// computes. MLIR's other rewrites of contractions (the parallel-arith and
/// outer-product lowerings, unrolling along a reduction dimension) start
/// from the accumulator instead, and are reported on float sums, resting on
/// this reading, unless `fp-reassoc` is set.
fn contract<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>) -> Res<'c> {
    contract_under(cx, i, None)
}

/// A contraction's iteration space: each operand's dimensions (the
/// iterator each reads), its shape, and each iterator's size.
struct Space {
    dims: [Vec<usize>; 3],
    shapes: [Vec<u64>; 3],
    size: Vec<u64>,
}

/// The iteration space of `vector.contract` `i`, read from its indexing
/// maps, iterator types and operand shapes.
fn contract_space(i: &OpInst<'_>) -> Result<Space, Unsupported> {
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
    let dims = [dims_of(m_lhs)?, dims_of(m_rhs)?, dims_of(m_acc)?];
    let s_acc: Vec<u64> = match &i.operand_types[2] {
        Ty::Vector(s, _) => s.clone(),
        _ => vec![],
    };
    let shapes = [shape_of(i, &i.operand_types[0])?.to_vec(), shape_of(i, &i.operand_types[1])?.to_vec(), s_acc];
    // The size of each iterator, from the operand that reads it.
    let mut size = vec![None; n];
    for (ds, shape) in dims.iter().zip(&shapes) {
        for (d, s) in ds.iter().zip(shape.iter()) {
            size[*d] = Some(*s);
        }
    }
    let size: Vec<u64> = size
        .into_iter()
        .collect::<Option<_>>()
        .ok_or_else(|| Unsupported::new("vector.contract with an iterator no operand reads"))?;
    if (0..n).any(|d| !reduction[d] && !dims[2].contains(&d)) {
        return Err(Unsupported::new("vector.contract with a parallel iterator the accumulator does not read"));
    }
    Ok(Space { dims, shapes, size })
}

/// `vector.contract`, under `mask` (one lane per iteration point, in
/// row-major order of the iterators) if masked.
fn contract_under<'c>(cx: &Cx<'c, '_>, i: &OpInst<'c>, mask: Option<&[Lane<'c>]>) -> Res<'c> {
    let Space { dims: [d_lhs, d_rhs, d_acc], shapes: [s_lhs, s_rhs, s_acc], size } = contract_space(i)?;
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
    let mut groups: Vec<Vec<(Vec<u64>, Option<&Lane<'c>>)>> = vec![Vec::new(); accs.len()];
    for (k, l) in (0..size.iter().product::<u64>()).zip(lanes_of(mask)) {
        let p = super::vector::multi_index(k, &size);
        groups[at(&d_acc, &s_acc, &p)].push((p, l));
    }
    let mut ub = Vec::new();
    let mut out = Vec::with_capacity(accs.len());
    for (acc, points) in accs.into_iter().zip(groups) {
        let mut products = Vec::with_capacity(points.len());
        for (p, l) in points {
            let a = promote(cx, &lhs[at(&d_lhs, &s_lhs, &p)], &in_elem, &out_elem, &mut ub)?;
            let b = promote(cx, &rhs[at(&d_rhs, &s_rhs, &p)], &in_elem, &out_elem, &mut ub)?;
            products.push((product(cx, &a, &b, &out_elem, &mut ub)?, l));
        }
        // On integers every order is one value: the fold from the
        // accumulator is the simpler formula for the solver.
        out.push(if matches!(out_elem, Ty::Float(_)) {
            combiner.fold_then(cx, products, acc, &mut ub)?
        } else {
            combiner.fold(cx, Some(acc), products, &mut ub)?
        });
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
