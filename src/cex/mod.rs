//! Counterexamples: from a model to concrete values and readable text.
//!
//! Values are re-evaluated in the model op by op (the encoder keeps a trace
//! of every op's symbolic results), which gives the concrete run of both
//! functions on the counterexample input. From it we find where the target
//! first departs from the source: the first target op whose value does not
//! refine the value of the source op at the same location.

mod diverge;
mod events;
pub mod lazy;
pub mod memory;
pub mod report;

use crate::ir::{Loc, Op};
use crate::semantics::encode::Encoded;
use crate::semantics::refinement::{Properties, Property};
use crate::semantics::{Ty, Val};
use crate::smt::{Bits, Model};
pub use crate::verdict::Counterexample;

/// The most elements of a tensor printed in full (a larger one is
/// summarised; the headline names the element that differs).
const MAX_SHOWN: usize = 64;

/// A concrete value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Concrete {
    Poison,
    Int(Bits),
    /// A float by its IEEE encoding; `None` for NaN (one NaN, see
    /// `semantics::float`).
    Float(crate::smt::Format, Option<Bits>),
    /// A value of the abstract float encoding, which has no concrete value.
    Abstract,
    /// The elements of a vector or tensor, in row-major order.
    Elements(Vec<Concrete>),
    /// A large tensor (`semantics::tensor::lazy`): only the elements a
    /// counterexample reads have values (listed on their own).
    Large,
    /// A memref: its buffer's identifier, and its view (offset from the
    /// buffer's start, sizes, strides).
    View {
        block: u64,
        offset: u64,
        sizes: Vec<u64>,
        strides: Vec<u64>,
    },
}

impl Concrete {
    /// The value as a person reads it for a value of type `ty`: `i1` as
    /// `true (1)`/`false (0)`, other integers as `5 (0x05)`.
    pub fn describe(&self, ty: &Ty) -> String {
        match self {
            Concrete::Poison => "poison".into(),
            Concrete::Int(b) if ty.is_i1() => {
                if b.bit(0) {
                    "true (1)".into()
                } else {
                    "false (0)".into()
                }
            }
            Concrete::Int(b) if matches!(ty, Ty::UInt(_)) => format!("{} ({})", b.to_udec(), b.to_hex()),
            Concrete::Int(b) => b.describe(),
            Concrete::Float(f, b) => describe_float(*f, b.as_ref()),
            Concrete::Abstract => "an abstract float".into(),
            Concrete::Large => format!("a large {ty}"),
            Concrete::View { block, offset, sizes, strides } => {
                let list = |v: &[u64]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", ");
                format!(
                    "a view of buffer #{block} at offset {offset}, sizes [{}], strides [{}]",
                    list(sizes),
                    list(strides)
                )
            }
            Concrete::Elements(es) => match ty {
                // MLIR's dense literal: `dense<[[1, 2], [3, poison]]> : tensor<2x2xi8>`.
                Ty::Tensor(_, _) if es.len() > MAX_SHOWN => {
                    let poison = es.iter().filter(|c| c.has_poison()).count();
                    format!("a {ty} ({} elements, {poison} poison; too many to show)", es.len())
                }
                Ty::Tensor(shape, e) => {
                    let items: Vec<String> = es.iter().map(|c| c.literal(e)).collect();
                    format!("dense<{}> : {ty}", nest(&items, shape))
                }
                _ => {
                    let items: Vec<String> = es.iter().map(|e| e.describe(ty.elem())).collect();
                    format!("[{}]", items.join(", "))
                }
            },
        }
    }

    /// Poison, or a vector with a poison element.
    pub fn has_poison(&self) -> bool {
        match self {
            Concrete::Poison => true,
            Concrete::Int(_) | Concrete::Float(..) | Concrete::Abstract | Concrete::Large | Concrete::View { .. } => {
                false
            }
            Concrete::Elements(es) => es.iter().any(|e| e.has_poison()),
        }
    }

    /// A scalar as an element of a dense literal: `true`, `-3`, `1.5`,
    /// `poison`.
    fn literal(&self, ty: &Ty) -> String {
        match self {
            Concrete::Int(b) if ty.is_i1() => (if b.bit(0) { "true" } else { "false" }).into(),
            Concrete::Int(b) if matches!(ty, Ty::UInt(_)) => b.to_udec(),
            Concrete::Int(b) => b.to_sdec(),
            Concrete::Float(f, b) => {
                let text = describe_float(*f, b.as_ref());
                text.split(" (").next().unwrap_or(&text).to_string()
            }
            other => other.describe(ty),
        }
    }
}

/// Row-major `items` nested by `shape`: `[[a, b], [c, d]]` (a rank-0
/// tensor is its element).
fn nest(items: &[String], shape: &[u64]) -> String {
    match shape.split_first() {
        None => items.first().cloned().unwrap_or_default(),
        Some((n, rest)) => {
            let chunk = items.len() / (*n as usize).max(1);
            let parts: Vec<String> = items.chunks(chunk.max(1)).map(|c| nest(c, rest)).collect();
            format!("[{}]", parts.join(", "))
        }
    }
}

/// The concrete value of `v` in the model.
pub fn concrete(model: &Model<'_>, v: &Val<'_>) -> Concrete {
    match v {
        Val::Int(i) => {
            if model.eval_bool(&i.poison) {
                Concrete::Poison
            } else {
                Concrete::Int(model.eval_bv(&i.bits))
            }
        }
        Val::Float(x) => {
            if model.eval_bool(&x.poison) {
                Concrete::Poison
            } else {
                match crate::semantics::float::concrete_bits(model, &x.v) {
                    Some(bits) => Concrete::Float(x.v.format(), bits),
                    None => Concrete::Abstract,
                }
            }
        }
        Val::Vector(vs) | Val::Tensor(vs) => Concrete::Elements(vs.iter().map(|v| concrete(model, v)).collect()),
        Val::Lazy(_) => Concrete::Large,
        Val::MemRef(r) => {
            let num = |b: &crate::smt::BV<'_>| model.eval_bv(b).to_u64().unwrap_or(0);
            Concrete::View {
                block: num(&r.block),
                offset: num(&r.base) + num(&r.offset),
                sizes: r.sizes.iter().map(num).collect(),
                strides: r.strides.iter().map(num).collect(),
            }
        }
    }
}

/// A float as a person reads it: the shortest decimal that names it (in
/// its own format), then its bits: `-0.0 (0x8000)`, `inf (0x7f800000)`,
/// `1.5 (0x3fc00000)`, `NaN`.
pub fn describe_float(f: crate::smt::Format, bits: Option<&Bits>) -> String {
    use crate::smt::Format;
    let Some(b) = bits else { return "NaN".into() };
    let raw = b.to_u64().unwrap_or(0);
    // Each format's own shortest round-trip decimal.
    let text = match f {
        Format::F64 => format!("{:?}", f64::from_bits(raw)),
        Format::F32 => format!("{:?}", f32::from_bits(raw as u32)),
        Format::F16 => {
            shortest(half::f16::from_bits(raw as u16).to_f64(), |y| half::f16::from_f64(y).to_bits() as u64 == raw)
        }
        _ => shortest(half::bf16::from_bits(raw as u16).to_f64(), |y| half::bf16::from_f64(y).to_bits() as u64 == raw),
    };
    let text = if text.chars().all(|c| c.is_ascii_digit() || c == '-') { format!("{text}.0") } else { text };
    let digits = (f.width() as usize).div_ceil(4);
    format!("{text} (0x{raw:0digits$x})")
}

/// The shortest decimal that reads back as `v` in a format narrower than
/// f32 (`reads_back` says whether a decimal rounds to the same bits):
/// bf16's 0x3dcd prints `0.1`, not f32's `0.10009766`.
fn shortest(v: f64, reads_back: impl Fn(f64) -> bool) -> String {
    if !v.is_finite() || v == 0.0 {
        return format!("{v:?}");
    }
    for digits in 0..17 {
        let y: f64 = format!("{v:.digits$e}").parse().unwrap_or(v);
        if reads_back(y) {
            // `y` is the f64 nearest a short decimal, so its own shortest
            // form is that decimal.
            return format!("{y:?}");
        }
    }
    format!("{v:?}")
}

/// The counterexample `model` gives: its inputs, the property of
/// refinement it breaks (from `props`, the query's) and why, and where the
/// target first departs from the source.
pub fn extract<'c, 'a>(
    model: &Model<'c>,
    tgt: Op<'a>,
    args: &[Val<'c>],
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
    props: &Properties<'c>,
) -> Counterexample<'a> {
    let arg_vals: Vec<Concrete> = args.iter().map(|a| concrete(model, a)).collect();
    let src_res: Vec<Concrete> = s.results.iter().map(|v| concrete(model, v)).collect();
    let tgt_res: Vec<Concrete> = t.results.iter().map(|v| concrete(model, v)).collect();
    // A large result: the element where the sides differ (the first result
    // that does not refine, at the point the query compared).
    let lazy_diff = (0..s.results.len().min(t.results.len()))
        .filter(|k| !props.results.get(*k).is_some_and(|r| model.eval_bool(r)))
        .find_map(|k| lazy::differing(model, &s.results[k], &t.results[k]).map(|d| (k, d)));

    let mut notes = Vec::new();
    let tgt_args = tgt.region(0).blocks()[0].args();
    // The types of the shape case (static where the signature's are dynamic).
    let (arg_tys, res_tys) = (s.arg_types.clone(), s.result_types.clone());
    let ty_of = |tys: &[Ty], i: usize| tys.get(i).cloned().unwrap_or(Ty::Other(String::new()));
    let mut arg_list = Vec::new();
    for (i, c) in arg_vals.iter().enumerate() {
        let name = format!("%arg{i}");
        let ty = ty_of(&arg_tys, i);
        let loc = tgt_args.get(i).map(|v| v.loc()).unwrap_or_else(|| tgt.loc());
        let shown = match (&args[i], &lazy_diff) {
            (Val::Lazy(l), Some((_, (_, sv, tv)))) => lazy::reads(model, &name, l, &[sv, tv]),
            (Val::MemRef(_), _) => memory::argument(model, &args[i], &ty, &s.memory).unwrap_or_else(|| c.describe(&ty)),
            _ => c.describe(&ty),
        };
        notes.push((loc, format!("counterexample input {name} : {ty} = {shown}")));
        arg_list.push((name, shown));
    }
    // A large result shows the element that differs.
    let show = |res: &[Concrete], side: usize| -> Vec<String> {
        res.iter()
            .enumerate()
            .map(|(i, c)| {
                let ty = ty_of(&res_tys, i);
                match &lazy_diff {
                    Some((k, (at, sv, tv))) if *k == i => {
                        let v = concrete(model, if side == 0 { sv } else { tv });
                        format!("a large {ty} whose element {at:?} is {}", v.describe(ty.elem()))
                    }
                    _ => c.describe(&ty),
                }
            })
            .collect()
    };
    let (mut show_src, mut show_tgt) = (show(&src_res, 0), show(&tgt_res, 1));
    // A returned memref shows its contents when the function returns (at
    // its own side's type: a bufferized boundary returns a memref for the
    // source's tensor).
    for (shown, e) in [(&mut show_src, s), (&mut show_tgt, t)] {
        for (i, v) in e.results.iter().enumerate() {
            if let Some(text) = memory::result(model, v, &ty_of(&e.result_types, i), &e.memory) {
                shown[i] = text;
            }
        }
    }

    let tgt_ub = model.eval_bool(&t.ub);
    let (src_abort, tgt_abort) = (model.eval_bool(&s.abort), model.eval_bool(&t.abort));
    // The first property of refinement the input breaks (the query's own
    // formulas, evaluated in the model), explained.
    let broken = props.holds.iter().find(|(_, h)| !model.eval_bool(h)).map(|(p, _)| *p);
    let (headline, mut primary) = match (broken, &lazy_diff) {
        (Some(Property::Ub), _) => explain_ub(model, t),
        (Some(Property::Calls), _) => events::explain_calls(model, props, s, t, &mut notes),
        (Some(Property::Memory), _) => memory::explain(model, props, args, s, t),
        (_, Some((i, (at, sv, tv)))) if !model.eval_bool(&s.abort) && !model.eval_bool(&t.abort) => {
            let ty = ty_of(&res_tys, *i);
            let (sv, tv) = (concrete(model, sv).describe(ty.elem()), concrete(model, tv).describe(ty.elem()));
            (format!("target result #{i} ({ty}) differs at {at:?}: target {tv}, source {sv}"), t.ret.loc())
        }
        _ => explain_outcome(model, props, s, t, &show_src, &show_tgt, &mut notes),
    };

    let tgt_returns = !tgt_ub && !tgt_abort && !src_abort;
    if tgt_returns {
        // Where the target departs: the op at the location of a source op
        // whose value it no longer refines (passes keep locations), else,
        // for a poison result, the op that creates the poison.
        let found = diverge::first_divergence(model, s, t).or_else(|| {
            let poisoned = t.results.iter().any(|v| concrete(model, v).has_poison());
            if poisoned { diverge::poison_origin(model, t) } else { None }
        });
        if let Some((op, note)) = found {
            primary = op.loc();
            notes.push((op.loc(), note));
        }
    }
    if !src_abort {
        for (i, c) in show_src.iter().enumerate() {
            notes.push((s.ret.loc(), format!("source result #{i} = {c}")));
        }
    }
    if !tgt_ub && !tgt_abort {
        for (i, c) in show_tgt.iter().enumerate() {
            notes.push((t.ret.loc(), format!("target result #{i} = {c}")));
        }
    }
    Counterexample {
        headline,
        primary,
        notes,
        args: arg_list,
        src_results: if src_abort { vec!["abort".into()] } else { show_src },
        tgt_results: if tgt_ub {
            vec!["undefined behaviour".into()]
        } else if tgt_abort {
            vec!["abort".into()]
        } else {
            show_tgt
        },
        fp: None,
    }
}

/// Property 1: the first target UB site the input reaches.
fn explain_ub<'a>(model: &Model<'_>, t: &Encoded<'_, 'a>) -> (String, Loc<'a>) {
    match t.ub_sites.iter().find(|u| model.eval_bool(&u.cond)) {
        Some(site) => {
            (format!("the target has undefined behaviour ({}) where the source has none", site.reason), site.op.loc())
        }
        None => ("the target has undefined behaviour where the source has none".into(), t.ret.loc()),
    }
}

/// Property 3: one side stops where the other does not, or the first
/// result the target does not refine.
fn explain_outcome<'c, 'a>(
    model: &Model<'c>,
    props: &Properties<'c>,
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
    show_src: &[String],
    show_tgt: &[String],
    notes: &mut Vec<(Loc<'a>, String)>,
) -> (String, Loc<'a>) {
    let (src_abort, tgt_abort) = (model.eval_bool(&s.abort), model.eval_bool(&t.abort));
    if tgt_abort && !src_abort {
        let site = t.abort_sites.iter().find(|(_, c)| model.eval_bool(c)).map(|(op, _)| *op);
        let why = site.map(stop_reason).unwrap_or("an abort");
        return (
            format!("the target stops ({why}) where the source does not"),
            site.map(|o| o.loc()).unwrap_or(t.ret.loc()),
        );
    }
    if src_abort && !tgt_abort {
        let site = s.abort_sites.iter().find(|(_, c)| model.eval_bool(c)).map(|(op, _)| *op);
        if let Some(op) = site {
            notes.push((op.loc(), "the source stops here".to_string()));
        }
        let why = site.map(stop_reason).unwrap_or("an abort");
        return (format!("the source stops ({why}) where the target does not"), t.ret.loc());
    }
    let i = props.results.iter().position(|r| !model.eval_bool(r)).unwrap_or(0);
    // A memref: which part of it differs (its view, its buffer, an element).
    if let Some(why) = memory::result_difference(model, i, s, t) {
        return (why, t.ret.loc());
    }
    if let (Some(Val::MemRef(_)), Some(Val::MemRef(_))) = (s.results.get(i), t.results.get(i)) {
        // Two memrefs whose parts agree here print alike: say so rather
        // than show two equal values.
        let ty = t.result_types.get(i).map(|t| t.to_string()).unwrap_or_default();
        return (
            format!(
                "target result #{i} ({ty}) does not refine the source's, though their views, buffers and \
                 contents agree on this input"
            ),
            t.ret.loc(),
        );
    }
    if let (Some(st), Some(tt)) = (s.result_types.get(i), t.result_types.get(i))
        && st != tt
        && !matches!((st, tt), (Ty::Tensor(..), Ty::MemRef(_)))
    {
        return (format!("target result #{i} has shape {tt} where the source's has {st}"), t.ret.loc());
    }
    if let (Some(Val::Tensor(ss)), Some(Val::Tensor(ts))) = (s.results.get(i), t.results.get(i)) {
        // The first element that differs, by its indices.
        let ty = t.result_types.get(i).cloned();
        if let (Some(k), Some(ty @ Ty::Tensor(shape, e))) =
            (ss.iter().zip(ts).position(|(x, y)| !model.eval_bool(&x.refined_by(y))), ty.as_ref())
        {
            let at = crate::semantics::vector::multi_index(k as u64, shape);
            let (sv, tv) = (concrete(model, &ss[k]).describe(e), concrete(model, &ts[k]).describe(e));
            return (format!("target result #{i} ({ty}) differs at {at:?}: target {tv}, source {sv}"), t.ret.loc());
        }
    }
    match (show_tgt.get(i), show_src.get(i)) {
        (Some(tv), Some(sv)) => (format!("target result #{i} is {tv} where the source result is {sv}"), t.ret.loc()),
        _ => (format!("the target breaks: {}", Property::Outcome.describe()), t.ret.loc()),
    }
}

/// Why execution stopped at `op`.
fn stop_reason(op: Op<'_>) -> &'static str {
    if op.name() == "cf.assert" { "a failed cf.assert" } else { "a call that does not return" }
}
