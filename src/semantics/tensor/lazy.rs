//! Large tensors: a tensor given by its element at a symbolic point.
//!
//! The expanded encoding (`Val::Tensor`: one term per element) costs what
//! the shape costs; a `linalg.matmul` of 128³ would need two million
//! multiply-adds per side. A lazy tensor ([`Lazy`]) is the element at a
//! point `vars` (one fresh `IDX_W`-bit index per dimension) as terms over
//! `vars`; the element at any other point is those terms with the point
//! substituted (`Lazy::at`, a beta reduction done by term substitution, so
//! queries stay quantifier-free and array-free). A function argument is an
//! uninterpreted function of its indices (one for the value, one for
//! poison), shared by both sides. Refinement of two lazy results compares
//! them at one fresh point within the shape (`refined_by`): the negated
//! query asks for a point where they differ, which is the same as asking
//! whether any point differs. The cost is the work of one element (a
//! reduction's terms, unrolled), whatever the shape.
//!
//! Undefined behaviour of an op at some point is recorded at its own fresh
//! point (free in the query): for the target that is "at some point", as it
//! should be; for the source, assuming no UB there is weaker than assuming
//! none at every point, so a proof stays sound, but a counterexample may
//! sit where the source has UB at another point, and is reported only when
//! the source records no such UB (see `refine`).
//!
//! Floats are encoded only with IEEE-754 here: the abstract encoding sizes
//! its codes by the number of values made, which a symbolic point hides.

use super::super::float::{self, Fl, FloatVal};
use super::super::ops::Rule;
use super::super::{AttrVal, Cx, IntVal, OpInst, Outcome, Res, Ty, Unsupported, Val};
use crate::smt::{BV, Bool, Context, Func, Sort, Term};

/// Width of the index terms of lazy tensors (sizes stay below 2^31, so an
/// affine index of in-range points never wraps back into range).
pub const IDX_W: u32 = 32;

/// A tensor by its element at a symbolic point (see the module comment).
#[derive(Clone, Debug)]
pub struct Lazy<'c> {
    pub shape: Vec<u64>,
    /// The element type.
    pub elem_ty: Ty,
    /// The point: one free index constant per dimension.
    pub vars: Vec<BV<'c>>,
    /// The element at `vars` (a scalar).
    pub elem: Box<Val<'c>>,
}

/// The name prefix of the coordinates of fresh points.
const POINT_PREFIX: &str = "lazy.pt";

/// A fresh point within `shape`; each coordinate's name records its
/// dimension's size (`lazy.pt1.n64!7`), for [`points_in`].
pub fn point<'c>(smt: &'c Context, shape: &[u64]) -> Vec<BV<'c>> {
    shape.iter().enumerate().map(|(d, n)| BV::fresh(smt, &format!("{POINT_PREFIX}{d}.n{n}"), IDX_W)).collect()
}

/// The coordinates of fresh points (see [`point`]) that `t` mentions, each
/// with the size of its dimension.
pub fn points_in<'c>(t: &Term<'c>) -> Vec<(Term<'c>, u64)> {
    t.subterms()
        .into_iter()
        .filter(|s| s.app().is_some_and(|(_, args)| args.is_empty()))
        .filter_map(|s| {
            let name = s.decl_name()?;
            let rest = name.strip_prefix(POINT_PREFIX)?;
            let n = rest.split_once(".n")?.1.split('!').next()?.parse().ok()?;
            Some((s, n))
        })
        .collect()
}

/// The index constant `k`.
pub fn index(smt: &Context, k: u64) -> BV<'_> {
    BV::from_u64(smt, k, IDX_W)
}

/// Whether `idx` lies within `shape`.
pub fn in_range<'c>(smt: &'c Context, shape: &[u64], idx: &[BV<'c>]) -> Bool<'c> {
    Bool::and_all(smt, shape.iter().zip(idx).map(|(s, i)| i.ult(&index(smt, *s))))
}

/// `v` (a scalar) with the terms `pairs` replaced.
pub fn substitute<'c>(v: &Val<'c>, pairs: &[(&Term<'c>, &Term<'c>)]) -> Val<'c> {
    match v {
        Val::Int(x) => Val::Int(IntVal::new(
            BV::from_term(x.bits.term().substitute(pairs)),
            Bool::from_term(x.poison.term().substitute(pairs)),
        )),
        Val::Float(x) => {
            let v = match &x.v {
                Fl::Ieee(fp) => Fl::Ieee(crate::smt::FP::from_term(fp.term().substitute(pairs), fp.format())),
                Fl::Abs(a) => Fl::Abs(float::abs::AbsF {
                    bits: BV::from_term(a.bits.term().substitute(pairs)),
                    format: a.format,
                    known: a.known,
                }),
            };
            Val::Float(FloatVal::new(v, Bool::from_term(x.poison.term().substitute(pairs))))
        }
        Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => {
            panic!("an element of a lazy tensor is a scalar")
        }
    }
}

impl<'c> Lazy<'c> {
    /// The element at `idx` (one index term per dimension).
    pub fn at(&self, idx: &[BV<'c>]) -> Val<'c> {
        let pairs: Vec<(&Term<'c>, &Term<'c>)> = self
            .vars
            .iter()
            .zip(idx)
            .filter(|(v, i)| !v.term().same(i.term()))
            .map(|(v, i)| (v.term(), i.term()))
            .collect();
        if pairs.is_empty() { (*self.elem).clone() } else { substitute(&self.elem, &pairs) }
    }

    /// The tensor whose element at a point is `f(point)`.
    pub fn tabulate(
        cx: &Cx<'c, '_>,
        shape: &[u64],
        elem_ty: &Ty,
        f: impl FnOnce(&[BV<'c>]) -> Result<Val<'c>, Unsupported>,
    ) -> Result<Lazy<'c>, Unsupported> {
        let vars = point(cx.smt, shape);
        let elem = f(&vars)?;
        Ok(Lazy { shape: shape.to_vec(), elem_ty: elem_ty.clone(), vars, elem: Box::new(elem) })
    }

    /// Every element `v`.
    pub fn splat(cx: &Cx<'c, '_>, shape: &[u64], elem_ty: &Ty, v: Val<'c>) -> Lazy<'c> {
        Lazy { shape: shape.to_vec(), elem_ty: elem_ty.clone(), vars: point(cx.smt, shape), elem: Box::new(v) }
    }

    /// A function argument: any value at every point, each poison or not
    /// (uninterpreted functions of the indices, named after the argument,
    /// so both sides share them).
    pub fn input(cx: &Cx<'c, '_>, shape: &[u64], elem_ty: &Ty, name: &str) -> Result<Lazy<'c>, Unsupported> {
        let vars = point(cx.smt, shape);
        let domain = vec![Sort::BV(IDX_W); shape.len()];
        let args: Vec<&Term<'c>> = vars.iter().map(|v| v.term()).collect();
        let poison = Bool::from_term(Func::new(cx.smt, &format!("{name}.poison"), &domain, Sort::Bool).apply(&args));
        let elem = match elem_ty {
            Ty::Float(_) => {
                let f = cx.float_format(elem_ty, || format!("argument {name}"))?;
                float::floats(cx).require_ieee(|| format!("argument {name}: a large tensor of {elem_ty}"))?;
                let v = Func::new(cx.smt, name, &domain, Sort::FP(f)).apply(&args);
                Val::Float(FloatVal::new(Fl::Ieee(crate::smt::FP::from_term(v, f)), poison))
            }
            _ => {
                let w = cx.int_width(elem_ty, || format!("argument {name}"))?;
                let v = Func::new(cx.smt, name, &domain, Sort::BV(w)).apply(&args);
                Val::Int(IntVal::new(BV::from_term(v), poison))
            }
        };
        Ok(Lazy { shape: shape.to_vec(), elem_ty: elem_ty.clone(), vars, elem: Box::new(elem) })
    }

    /// The elements, row-major (for an op that reads a tensor element by
    /// element; the caller keeps this to small shapes).
    pub fn elements(&self, smt: &'c Context) -> Vec<Val<'c>> {
        let n: u64 = self.shape.iter().product();
        (0..n)
            .map(|k| {
                let at = crate::semantics::vector::multi_index(k, &self.shape);
                self.at(&at.iter().map(|x| index(smt, *x)).collect::<Vec<_>>())
            })
            .collect()
    }

    /// The elements of an expanded tensor (row-major), as a lazy one.
    pub fn of_elements(cx: &Cx<'c, '_>, shape: &[u64], elem_ty: &Ty, elems: &[Val<'c>]) -> Lazy<'c> {
        let vars = point(cx.smt, shape);
        let elem = select_linear(cx.smt, shape, elems, &vars);
        Lazy { shape: shape.to_vec(), elem_ty: elem_ty.clone(), vars, elem: Box::new(elem) }
    }
}

/// The row-major position of `idx` in `shape`, as an `IDX_W`-bit term.
pub fn linear<'c>(smt: &'c Context, shape: &[u64], idx: &[BV<'c>]) -> BV<'c> {
    let Some(first) = idx.first() else { return index(smt, 0) };
    let mut at = first.clone();
    for (d, i) in shape.iter().zip(idx).skip(1) {
        at = &(&at * &index(smt, *d)) + i;
    }
    at
}

/// The element of expanded `elems` (row-major in `shape`) at `idx`: the one
/// element when `idx` is constant, else a choice among all of them (the
/// last one outside the shape: callers record that as UB or never reach
/// it).
pub fn select_linear<'c>(smt: &'c Context, shape: &[u64], elems: &[Val<'c>], idx: &[BV<'c>]) -> Val<'c> {
    let at = linear(smt, shape, idx).simplified();
    if let Some(k) = at.as_const().and_then(|b| b.to_u64()) {
        return elems[(k as usize).min(elems.len() - 1)].clone();
    }
    let mut acc = elems[elems.len() - 1].clone();
    for (k, e) in elems.iter().enumerate().rev().skip(1) {
        acc = super::super::encode::select_val(&at.eq(&index(smt, k as u64)), e, &acc);
    }
    acc
}

/// The element of tensor value `v` of `shape` at `idx`, expanded or lazy.
pub fn element<'c>(smt: &'c Context, v: &Val<'c>, shape: &[u64], idx: &[BV<'c>]) -> Result<Val<'c>, Unsupported> {
    match v {
        Val::Lazy(l) => Ok(l.at(idx)),
        Val::Tensor(elems) if !elems.is_empty() => Ok(select_linear(smt, shape, elems, idx)),
        _ => Err(Unsupported::new("an element of a value that is not a tensor")),
    }
}

/// Refinement of two tensors of one shape, one of them lazy: at one fresh
/// point within the shape (the negated query asks for a point where the
/// target does not refine the source). The point's constants are named
/// by position (`lazy.iK`): refinement of several results shares them,
/// which leaves the negation (a disjunction over the results) unchanged.
pub fn refined_by<'c>(smt: &'c Context, shape: &[u64], source: &Val<'c>, target: &Val<'c>) -> Bool<'c> {
    let idx = comparison_point(smt, shape);
    // Within the shape, bounds checks the point's ranges decide are
    // settled (`smt/bounds.rs`).
    let ranges: Vec<(Term<'c>, u64)> = idx.iter().zip(shape).map(|(i, n)| (i.term().clone(), *n)).collect();
    match (element(smt, source, shape, &idx), element(smt, target, shape, &idx)) {
        (Ok(s), Ok(t)) => !in_range(smt, shape, &idx) | Bool::from_term(s.refined_by(&t).term().decide_bounds(&ranges)),
        _ => panic!("refinement of a tensor and another value"),
    }
}

/// The point at which lazy results are compared (see [`refined_by`]): a
/// constant per dimension, except that a dimension of size 1 has only
/// coordinate 0 (which lets the rewriter settle the bounds checks of
/// batch and channel dimensions of size 1).
pub fn comparison_point<'c>(smt: &'c Context, shape: &[u64]) -> Vec<BV<'c>> {
    shape
        .iter()
        .enumerate()
        .map(|(d, n)| if *n == 1 { index(smt, 0) } else { BV::new_const(smt, &format!("lazy.i{d}"), IDX_W) })
        .collect()
}

/// An elementwise op (`semantics::eval`'s lifting) on large tensors: its
/// rule once, at a symbolic point, on each operand's element there
/// (scalar operands as they are); each result is lazy at that point, and
/// the rule's UB is UB at that point.
pub fn lift<'c>(cx: &Cx<'c, '_>, inst: &OpInst<'c>, rule: Rule) -> Res<'c> {
    let Some(shape) = inst.result_types.iter().chain(&inst.operand_types).find_map(|t| match t {
        Ty::Tensor(shape, _) => Some(shape.clone()),
        _ => None,
    }) else {
        return Err(Unsupported::new(format!("'{}' on large tensors without a tensor type", inst.name)));
    };
    let vars = point(cx.smt, &shape);
    let lanes = shape.iter().product::<u64>() as usize;
    let operands = inst
        .operands
        .iter()
        .map(|v| match v {
            Val::Lazy(_) | Val::Tensor(_) => element(cx.smt, v, &shape, &vars),
            Val::Vector(_) => Err(Unsupported::new(format!("'{}' mixing vectors and tensors", inst.name))),
            scalar => Ok(scalar.clone()),
        })
        .collect::<Result<Vec<_>, _>>()?;
    // A large sparse attribute (`semantics::sparse`): the rule once per
    // stored value and once for zero, the point choosing among them.
    let sparse = inst.attrs.iter().enumerate().find_map(|(k, (_, a))| match a {
        AttrVal::Sparse(sp) if sp.shape == shape => Some((k, sp)),
        _ => None,
    });
    let mut cases: Vec<(Bool<'c>, Option<AttrVal<'c>>)> = vec![(cx.tt(), None)];
    if let Some((_, sp)) = sparse {
        cases = sp
            .indices
            .iter()
            .zip(&sp.values)
            .map(|(idx, v)| {
                let at = Bool::and_all(cx.smt, idx.iter().zip(&vars).map(|(x, var)| var.eq(&index(cx.smt, *x))));
                (at, Some(v.clone()))
            })
            .collect();
        // Zero where no index is the point (its UB only there).
        let listed = Bool::or_all(cx.smt, cases.iter().map(|(at, _)| at.clone()));
        cases.push((!&listed, Some(sp.zero.clone())));
    }
    let mut out: Option<Outcome<'c>> = None;
    for (at, value) in cases.into_iter().rev() {
        let attrs = inst
            .attrs
            .iter()
            .enumerate()
            .map(|(k, (n, a))| {
                if let (Some((s, _)), Some(v)) = (sparse, &value)
                    && s == k
                {
                    return Ok((n.clone(), v.clone()));
                }
                let a = crate::semantics::lane_attr(a, None).ok_or_else(|| {
                    Unsupported::new(format!(
                        "'{}' with a dense attribute of {lanes} values (large tensors take splats or sparse ones)",
                        inst.name
                    ))
                })?;
                Ok((n.clone(), a))
            })
            .collect::<Result<Vec<_>, Unsupported>>()?;
        let lane = OpInst {
            name: inst.name.clone(),
            site: format!("{}[point]", inst.site),
            operands: operands.clone(),
            operand_types: inst.operand_types.iter().map(|t| t.elem().clone()).collect(),
            result_types: inst.result_types.iter().map(|t| t.elem().clone()).collect(),
            attrs,
        };
        let here = rule(cx, &lane)?;
        let ub: Vec<_> = here.ub.into_iter().map(|(w, c)| (w, if sparse.is_some() { &at & c } else { c })).collect();
        out = Some(match out {
            None => Outcome { results: here.results, ub },
            Some(rest) => Outcome {
                results: here
                    .results
                    .iter()
                    .zip(&rest.results)
                    .map(|(h, r)| crate::semantics::encode::select_val(&at, h, r))
                    .collect(),
                ub: ub.into_iter().chain(rest.ub).collect(),
            },
        });
    }
    let out = out.expect("at least one case");
    let within = in_range(cx.smt, &shape, &vars);
    let results = out
        .results
        .into_iter()
        .zip(&inst.result_types)
        .map(|(v, t)| {
            Val::Lazy(Lazy { shape: shape.clone(), elem_ty: t.elem().clone(), vars: vars.clone(), elem: Box::new(v) })
        })
        .collect();
    let ub = out.ub.into_iter().map(|(why, c)| (format!("{why} at some element"), &within & c)).collect();
    Ok(Outcome { results, ub })
}

/// Makes the small lazy tensors among `operands` (an op on large ones made
/// them, `linalg/lazy.rs`) explicit, element by element, for an op whose
/// rule reads elements so.
pub fn materialize<'c>(
    smt: &'c Context,
    name: &str,
    spec: Option<&crate::semantics::ops::OpSpec>,
    operands: &mut [Val<'c>],
) {
    if lazy_aware(name, spec) {
        return;
    }
    for v in operands.iter_mut() {
        if let Val::Lazy(l) = v
            && l.shape.iter().product::<u64>() <= super::MAX_ELEMENTS
        {
            *v = Val::Tensor(l.elements(smt));
        }
    }
}

/// Whether an op's rule reads large (lazy) tensors itself: elementwise
/// ops, the `tensor` ops of `tensor/lazy_ops.rs`, and the `tosa` operators
/// with broadcasting, matmul and convolutions (`tosa/lazy.rs`, `conv.rs`),
/// transpose, pad, tile and reverse (`tosa/data.rs`), the reductions and
/// argmax (`tosa/reduce.rs`).
fn lazy_aware(name: &str, spec: Option<&crate::semantics::ops::OpSpec>) -> bool {
    let tosa_elementwise = name.starts_with("tosa.")
        && !matches!(
            name,
            "tosa.const" | "tosa.const_shape" | "tosa.identity" | "tosa.gather" | "tosa.avg_pool2d" | "tosa.max_pool2d"
        );
    tosa_elementwise
        || spec.is_some_and(|s| s.traits.elementwise)
        || matches!(
            name,
            "tensor.extract"
                | "tensor.insert"
                | "tensor.splat"
                | "tensor.cast"
                | "tensor.collapse_shape"
                | "tensor.expand_shape"
                | "tensor.extract_slice"
                | "tensor.insert_slice"
                | "tensor.concat"
                | "tensor.dim"
                | "tensor.rank"
                | "tensor.empty"
        )
}
