//! One instance of a pattern (one width per type variable): its meaning as
//! a refinement query, built with the shared semantics core, and its
//! verdict.
//!
//! The matched ops are evaluated with `semantics::eval` exactly as the IR
//! encoder evaluates function bodies: each becomes an `OpInst` whose operand
//! values are free inputs or earlier results, whose unconstrained attributes
//! are free symbols (never poison), and whose attributes the pattern does
//! not mention are free too (PDL matches an op whatever else it carries).
//! Ops created by the rewrite carry only the attributes they are given.
//!
//! Refinement is translation validation's: for every input where the
//! native constraints hold and the matched ops the root depends on have no
//! UB, the rewrite has no UB and each replaced value is refined by its
//! replacement (poison in the source allows anything; else the same value,
//! not poison). Undefined values (comb's division by zero) chosen by a
//! replaced op are quantified universally in the search for a
//! counterexample (the source may pick whichever value matches); those of
//! ops that stay are shared by both sides.

use super::natives;
use super::ops::AttrKind;
use super::pattern::{AttrSrc, ConstAttr, NativeItem, OpId, Pattern, Step, ValRef};
use crate::cex::{Concrete, concrete};
use crate::ir::LocId;
use crate::semantics::int::Flags;
use crate::semantics::refines;
use crate::semantics::{AttrVal, Config, Cx, IntVal, OpInst, Shared, Ty, Val, eval};
use crate::smt::{BV, Bool, Context, Model, SatResult, Solver};

/// A counterexample, as plain text at location handles.
#[derive(Clone, Debug)]
pub struct Cex {
    pub widths: String,
    pub headline: String,
    /// (location handle, note)
    pub notes: Vec<(LocId, String)>,
    /// For reports: (what, value).
    pub values: Vec<(String, String)>,
}

pub enum Outcome {
    Valid,
    Invalid(Box<Cex>),
    Unknown(String),
    Unsupported(String, LocId),
}

struct Enc<'c> {
    inputs: Vec<IntVal<'c>>,
    attrs: Vec<Option<AttrVal<'c>>>,
    /// Attributes a matched op carries without the pattern naming them.
    hidden: Vec<Vec<(String, AttrVal<'c>)>>,
    types: Vec<Option<u32>>,
    results: Vec<Option<Vec<Val<'c>>>>,
    assumptions: Vec<Bool<'c>>,
    src_ub: Vec<Bool<'c>>,
    tgt_ub: Vec<(String, Bool<'c>, LocId)>,
    /// Choices (undefined values) of each matched op.
    choices: Vec<Vec<BV<'c>>>,
    obligations: Vec<(OpId, usize, Val<'c>, Val<'c>, LocId)>,
    /// Attributes a constraint confines to few values (a power of two has
    /// one value per bit): the query can be split on them.
    splits: Vec<(BV<'c>, Vec<BV<'c>>)>,
}

type E<T> = Result<T, (String, LocId)>;

fn w_of(e: &Enc<'_>, t: usize) -> u32 {
    e.types[t].unwrap_or(64)
}

fn fresh_attr<'c>(
    ctx: &'c Context,
    kind: Option<AttrKind>,
    width: Option<u32>,
    name: &str,
    assume: &mut Vec<Bool<'c>>,
) -> Option<AttrVal<'c>> {
    Some(match kind {
        None | Some(AttrKind::IntOfResult) => AttrVal::Int(BV::new_const(ctx, name, width?)),
        Some(AttrKind::Predicate(n)) => {
            let p = BV::new_const(ctx, name, 64);
            assume.push(p.ult(&BV::from_u64(ctx, n, 64)));
            AttrVal::Int(p)
        }
        Some(AttrKind::I32) => AttrVal::Int(BV::new_const(ctx, name, 32)),
        Some(AttrKind::Overflow) => AttrVal::Overflow(Flags {
            nsw: Bool::new_const(ctx, &format!("{name}.nsw")),
            nuw: Bool::new_const(ctx, &format!("{name}.nuw")),
        }),
        Some(AttrKind::Unit) => AttrVal::UnitIf(Bool::new_const(ctx, &format!("{name}.present"))),
        // No free value: the truth tables' constants, and kinds only ops
        // without a signature read.
        Some(
            AttrKind::Opaque
            | AttrKind::FastMath
            | AttrKind::IndexPredicate
            | AttrKind::I64
            | AttrKind::I64s
            | AttrKind::Map
            | AttrKind::Maps,
        ) => {
            return None;
        }
    })
}

fn const_attr<'c>(ctx: &'c Context, c: &ConstAttr) -> AttrVal<'c> {
    match c {
        ConstAttr::Int(b) => AttrVal::Int(BV::from_bits(ctx, b)),
        ConstAttr::Overflow { nsw, nuw } => {
            AttrVal::Overflow(Flags { nsw: Bool::from_bool(ctx, *nsw), nuw: Bool::from_bool(ctx, *nuw) })
        }
        ConstAttr::Unit => AttrVal::Unit,
        ConstAttr::Other(t) => AttrVal::Other(t.clone()),
    }
}

/// Encodes the instance with widths `widths` (one per type variable).
fn encode<'c>(cx: &Cx<'c, '_>, p: &Pattern, widths: &[u32]) -> E<Enc<'c>> {
    let ctx = cx.smt;
    let mut e = Enc {
        inputs: Vec::new(),
        attrs: vec![None; p.attrs.len()],
        hidden: vec![Vec::new(); p.ops.len()],
        types: widths.iter().map(|w| Some(*w)).collect(),
        results: vec![None; p.ops.len()],
        assumptions: Vec::new(),
        src_ub: Vec::new(),
        tgt_ub: Vec::new(),
        choices: vec![Vec::new(); p.ops.len()],
        obligations: Vec::new(),
        splits: Vec::new(),
    };
    for (i, input) in p.inputs.iter().enumerate() {
        let w = w_of(&e, input.ty);
        let bits = BV::new_const(ctx, &format!("%in{i}"), w);
        // comb values are two-state: never poison.
        let poison = if p.two_state { cx.ff() } else { Bool::new_const(ctx, &format!("%in{i}.poison")) };
        e.inputs.push(IntVal::new(bits, poison));
    }
    for (i, a) in p.attrs.iter().enumerate() {
        let v = match &a.src {
            AttrSrc::Const(c) => Some(const_attr(ctx, c)),
            // A unit attribute the pattern names is present.
            AttrSrc::Free if a.kind == Some(AttrKind::Unit) => Some(AttrVal::Unit),
            AttrSrc::Free => {
                let width = a.ty.map(|t| w_of(&e, t));
                let v = fresh_attr(ctx, a.kind, width, &format!("attr{i}"), &mut e.assumptions);
                if v.is_none() {
                    return Err(("an unconstrained attribute that is not modelled".into(), a.loc));
                }
                v
            }
            AttrSrc::Native(..) => None,
        };
        e.attrs[i] = v;
    }
    // The matched ops, in order.
    let cone = p.root_cone();
    for (id, op) in p.ops.iter().enumerate().filter(|(_, o)| !o.created) {
        eval_op(cx, p, &mut e, id)?;
        e.choices[id] = cx.shared.take_choices();
        let _ = op;
    }
    for c in &p.constraints {
        let holds = native_constraint(cx, p, &e, *c)?;
        e.assumptions.push(holds);
        let n = &p.natives[*c];
        if let (false, [NativeItem::Attr(a)]) = (n.negated, n.args.as_slice()) {
            if let Some(AttrVal::Int(v)) = &e.attrs[*a] {
                let w = v.width();
                let vals: Vec<BV> = match n.entry.name {
                    "is_power_of_two" => {
                        (0..w).map(|k| BV::from_u64(ctx, 1, w).shl(&BV::from_u64(ctx, k as u64, w))).collect()
                    }
                    "is_zero" => vec![BV::zero(ctx, w)],
                    "is_one" => vec![BV::from_u64(ctx, 1, w)],
                    "is_minus_one" => vec![BV::all_ones(ctx, w)],
                    _ => vec![],
                };
                if !vals.is_empty() {
                    e.splits.push((v.clone(), vals));
                }
            }
        }
    }
    let _ = cone;
    // The rewrite.
    for step in &p.steps {
        match step {
            Step::Create(id) => {
                eval_op(cx, p, &mut e, *id)?;
                cx.shared.take_choices();
            }
            Step::Native(c) => native_rewrite(cx, p, &mut e, *c)?,
            Step::Replace { op, with, loc } => {
                if p.ops[*op].created {
                    return Err(("pdl.replace of an op the rewrite created".into(), *loc));
                }
                let src = e.results[*op].clone().ok_or(("replace of an op not evaluated".to_string(), *loc))?;
                for (k, v) in with.iter().enumerate() {
                    let tv = value(&e, *v).ok_or(("a replacement value not evaluated".to_string(), *loc))?;
                    e.obligations.push((*op, k, src[k].clone(), tv, *loc));
                }
            }
            Step::Erase { .. } => {
                // Removing an op only removes behaviour (its UB); the
                // rewriter requires its results to be unused.
            }
        }
    }
    Ok(e)
}

fn value<'c>(e: &Enc<'c>, v: ValRef) -> Option<Val<'c>> {
    match v {
        ValRef::Input(i) => Some(Val::Int(e.inputs[i].clone())),
        ValRef::Result(o, k) => e.results[o].as_ref().map(|r| r[k].clone()),
    }
}

fn eval_op<'c>(cx: &Cx<'c, '_>, p: &Pattern, e: &mut Enc<'c>, id: OpId) -> E<()> {
    let op = &p.ops[id];
    let ctx = cx.smt;
    let operands: Vec<Val<'c>> = op
        .operands
        .iter()
        .map(|v| value(e, *v).ok_or(("an operand defined after its use".to_string(), op.loc)))
        .collect::<E<_>>()?;
    let tys = e.types.clone();
    let ty = |t: usize| Ty::Int(tys[t].unwrap_or(64));
    let mut attrs: Vec<(String, AttrVal<'c>)> = Vec::new();
    for (name, a) in &op.attrs {
        let v = e.attrs[*a].clone().ok_or((format!("attribute '{name}' has no value here"), op.loc))?;
        attrs.push((name.clone(), v));
    }
    let mut wellformed = Vec::new();
    if !op.created {
        for (name, kind) in op.spec.attrs {
            if op.attrs.iter().any(|(n, _)| n == name) {
                continue;
            }
            let width = op.results.first().map(|t| w_of(e, *t));
            match fresh_attr(ctx, Some(*kind), width, &format!("op{id}.{name}"), &mut e.assumptions) {
                Some(v) => {
                    e.hidden[id].push((name.to_string(), v.clone()));
                    attrs.push((name.to_string(), v));
                }
                None => return Err((format!("'{}' must name its '{name}' attribute", op.name), op.loc)),
            }
        }
    }
    // The verifier's conditions on attributes: a matched op satisfies them;
    // an op the rewrite creates must, or the rewrite is wrong.
    for (name, kind) in op.spec.attrs {
        let Some(AttrVal::Int(v)) = attrs.iter().find(|(n, _)| n == name).map(|(_, v)| v) else { continue };
        if let AttrKind::Predicate(n) = kind {
            wellformed.push((
                format!("'{}' with a {name} out of range", op.name),
                v.zext_or_trunc(64).ult(&BV::from_u64(ctx, *n, 64)),
            ));
        }
        if *name == "lowBit" {
            let (from, to) = (w_of(e, p.value_type(op.operands[0])), w_of(e, op.results[0]));
            let low = v.zext_or_trunc(40);
            let fits = (&low + &BV::from_u64(ctx, to as u64, 40)).ule(&BV::from_u64(ctx, from as u64, 40));
            wellformed.push((format!("'{}' of bits beyond its input", op.name), fits));
        }
    }
    for (why, ok) in wellformed {
        if op.created {
            e.tgt_ub.push((format!("the rewrite creates an invalid op ({why})"), !ok, op.loc));
        } else {
            e.assumptions.push(ok);
        }
    }
    let inst = OpInst {
        name: op.name.clone(),
        site: format!("{}{id}", if op.created { "tgt:op" } else { "src:op" }),
        operands,
        operand_types: op.operands.iter().map(|v| ty(p.value_type(*v))).collect(),
        result_types: op.results.iter().map(|t| ty(*t)).collect(),
        attrs,
    };
    let out = eval(cx, &inst).map_err(|u| (u.message, op.loc))?;
    if out.results.len() != op.results.len() {
        return Err((format!("'{}' gave {} results", op.name, out.results.len()), op.loc));
    }
    let in_cone = !op.created && p.root_cone().contains(&id);
    for (why, cond) in out.ub {
        if op.created {
            e.tgt_ub.push((why, cond, op.loc));
        } else if in_cone {
            e.src_ub.push(cond);
        }
    }
    e.results[id] = Some(out.results);
    Ok(())
}

fn native_args<'c>(p: &Pattern, e: &Enc<'c>, call: usize) -> E<Vec<natives::Val<'c>>> {
    let n = &p.natives[call];
    n.args
        .iter()
        .map(|a| match a {
            NativeItem::Attr(id) => e.attrs[*id]
                .clone()
                .map(natives::Val::Attr)
                .ok_or((format!("native '{}': an argument without a value", n.user_name), n.loc)),
            NativeItem::Type(t) => Ok(natives::Val::Type(w_of(e, *t))),
        })
        .collect()
}

fn native_constraint<'c>(cx: &Cx<'c, '_>, p: &Pattern, e: &Enc<'c>, call: usize) -> E<Bool<'c>> {
    let n = &p.natives[call];
    let args = native_args(p, e, call)?;
    let holds =
        natives::constraint(cx.smt, n.entry, &args).map_err(|m| (format!("native '{}': {m}", n.user_name), n.loc))?;
    Ok(if n.negated { !holds } else { holds })
}

fn native_rewrite<'c>(cx: &Cx<'c, '_>, p: &Pattern, e: &mut Enc<'c>, call: usize) -> E<()> {
    let n = &p.natives[call];
    let args = native_args(p, e, call)?;
    let domain =
        natives::domain(cx.smt, n.entry, &args).map_err(|m| (format!("native '{}': {m}", n.user_name), n.loc))?;
    for (ok, why) in domain {
        e.tgt_ub.push((format!("native '{}' outside its domain: {why}", n.user_name), !ok, n.loc));
    }
    for out in &n.outputs {
        match out {
            NativeItem::Attr(a) => {
                let use_width = p.attrs[*a].ty.map(|t| w_of(e, t));
                let v = natives::rewrite(cx.smt, n.entry, &args, use_width)
                    .map_err(|m| (format!("native '{}': {m}", n.user_name), n.loc))?;
                let natives::Val::Attr(v) = v else { unreachable!() };
                // An integer result used where a width is fixed must have it.
                if let (AttrVal::Int(b), Some(w)) = (&v, use_width) {
                    if b.width() != w {
                        e.tgt_ub.push((
                            format!("native '{}' gives an i{} attribute where i{w} is used", n.user_name, b.width()),
                            cx.tt(),
                            n.loc,
                        ));
                    }
                }
                e.attrs[*a] = Some(v);
            }
            NativeItem::Type(t) => {
                // `int_type`: the type's width is the attribute's value.
                let natives::Val::Attr(AttrVal::Int(a)) = &args[0] else {
                    return Err((format!("native '{}' needs an integer attribute", n.user_name), n.loc));
                };
                let w = w_of(e, *t);
                let wide = a.width().max(33);
                let same = a.zext(wide - a.width()).eq(&BV::from_u64(cx.smt, w as u64, wide));
                // The rewrite needs this type where it uses it; a native
                // that computes another width builds an op of the wrong type.
                e.tgt_ub.push((
                    format!("native '{}' gives a type other than i{w}, the one the rewrite needs", n.user_name),
                    !same,
                    n.loc,
                ));
            }
        }
    }
    Ok(())
}

/// Z3's rewriter, told to turn products by powers of two into
/// concatenations and to normalize sums of monomials: the shapes a
/// remainder or product by a power-of-two constant leaves behind.
fn simplify<'c>(t: &crate::smt::Term<'c>) -> crate::smt::Term<'c> {
    t.simplify_with(&[("mul2concat", true), ("som", true)])
}

/// Checks one instance. `solver` is the pattern's solver, reused across
/// instances (each in its own scope).
pub fn check<'c>(cx: &Cx<'c, '_>, p: &Pattern, widths: &[u32], solver: &Solver<'c>, timeout_ms: u32) -> Outcome {
    let e = match encode(cx, p, widths) {
        Ok(e) => e,
        Err((m, loc)) => return Outcome::Unsupported(m, loc),
    };
    let ctx = cx.smt;
    let refined: Vec<Bool> = e.obligations.iter().map(|(_, _, s, t, _)| refines(s, t)).collect();
    let tgt_ub = Bool::or_all(ctx, e.tgt_ub.iter().map(|(_, c, _)| c.clone()));
    let ok = !&tgt_ub & Bool::and_all(ctx, refined);
    let body = Bool::and_all(ctx, e.assumptions.iter().cloned()) & !Bool::or_all(ctx, e.src_ub.iter().cloned()) & !ok;
    // Undefined values chosen by replaced (or erased) ops belong to the
    // source alone: the source may choose any of them.
    let mut replaced: Vec<OpId> = Vec::new();
    for s in &p.steps {
        match s {
            Step::Replace { op, .. } | Step::Erase { op, .. } => replaced.push(*op),
            _ => {}
        }
    }
    let src_choices: Vec<BV> = replaced.iter().flat_map(|o| e.choices[*o].iter().cloned()).collect();
    let terms: Vec<&crate::smt::Term> = src_choices.iter().map(|v| v.term()).collect();
    let query = Bool::forall(&terms, &body);
    let query = Bool::from_term(simplify(query.term()));
    if query.is_false() {
        return Outcome::Valid;
    }
    // Multiplying by a symbolic power of two is hard for bit-blasting; one
    // query per possible value is easy (the rewriter turns each product
    // into a shift).
    // An attribute a constraint fixes to one value is replaced by it.
    // (The equalities are kept beside the query so that a model shows them.)
    let mut query = query;
    let mut fixed = Vec::new();
    for (attr, vals) in e.splits.iter().filter(|(_, v)| v.len() == 1) {
        query = Bool::from_term(simplify(&query.term().substitute(&[(attr.term(), vals[0].term())])));
        fixed.push(attr.eq(&vals[0]));
    }
    if query.is_false() {
        return Outcome::Valid;
    }
    if let Some((attr, vals)) = e.splits.iter().find(|(_, v)| v.len() > 1) {
        for v in vals {
            let q = query.term().substitute(&[(attr.term(), v.term())]);
            let q = Bool::from_term(simplify(&q));
            if q.is_false() {
                continue;
            }
            log::trace!("split query left to the solver: {}", q.term().to_smtlib());
            let q = Bool::and_all(cx.smt, fixed.iter().cloned()) & attr.eq(v) & q;
            match decide(cx, p, &e, solver, &q, &terms, widths, timeout_ms) {
                Outcome::Valid => {}
                other => return other,
            }
        }
        return Outcome::Valid;
    }
    let query = Bool::and_all(cx.smt, fixed) & query;
    decide(cx, p, &e, solver, &query, &terms, widths, timeout_ms)
}

#[allow(clippy::too_many_arguments)]
fn decide<'c>(
    cx: &Cx<'c, '_>,
    p: &Pattern,
    e: &Enc<'c>,
    solver: &Solver<'c>,
    query: &Bool<'c>,
    terms: &[&crate::smt::Term<'c>],
    widths: &[u32],
    timeout_ms: u32,
) -> Outcome {
    solver.push();
    solver.set_timeout(timeout_ms);
    // True facts about the divisions in the query (translation validation's
    // lemmas: they cannot change satisfiability, they shorten the search).
    if terms.is_empty() {
        for l in crate::solve::lemmas::for_query(query) {
            solver.assert(&l);
        }
    }
    solver.assert(query);
    let r = solver.check();
    let out = match r {
        SatResult::Unsat => Outcome::Valid,
        SatResult::Unknown(why) => Outcome::Unknown(why),
        SatResult::Sat(model) => {
            let model = if terms.is_empty() { steer(cx, solver, e).unwrap_or(model) } else { model };
            Outcome::Invalid(Box::new(describe(p, e, &model, widths)))
        }
    };
    solver.pop();
    out
}

/// Prefers a counterexample without poison inputs and with small values
/// (see `solve::steer`).
fn steer<'c>(cx: &Cx<'c, '_>, solver: &Solver<'c>, e: &Enc<'c>) -> Option<Model<'c>> {
    let inputs: Vec<Val<'c>> = e.inputs.iter().map(|v| Val::Int(v.clone())).collect();
    let lanes: Vec<&Val<'c>> = inputs.iter().collect();
    crate::solve::steer::readable(cx, solver, &lanes)
}

fn show(c: &Concrete, w: u32) -> String {
    c.describe(&Ty::Int(w))
}

fn show_attr(model: &Model<'_>, a: &AttrVal<'_>) -> String {
    match a {
        AttrVal::Int(b) => {
            let bits = model.eval_bv(b);
            format!("{} : i{}", bits.describe(), b.width())
        }
        AttrVal::Overflow(f) => {
            let mut fl = Vec::new();
            if model.eval_bool(&f.nsw) {
                fl.push("nsw");
            }
            if model.eval_bool(&f.nuw) {
                fl.push("nuw");
            }
            if fl.is_empty() { "#arith.overflow<none>".into() } else { format!("#arith.overflow<{}>", fl.join(", ")) }
        }
        AttrVal::UnitIf(b) => {
            if model.eval_bool(b) {
                "present".into()
            } else {
                "absent".into()
            }
        }
        AttrVal::Unit => "present".into(),
        other => format!("{other:?}"),
    }
}

fn describe(p: &Pattern, e: &Enc<'_>, model: &Model<'_>, widths: &[u32]) -> Cex {
    let mut notes = Vec::new();
    let mut values = Vec::new();
    let wt = |t: usize| widths.get(t).copied().unwrap_or(64);
    for (i, input) in p.inputs.iter().enumerate() {
        let v = show(&concrete(model, &Val::Int(e.inputs[i].clone())), wt(input.ty));
        notes.push((input.loc, format!("operand %in{i} : i{} = {v}", wt(input.ty))));
        values.push((format!("%in{i} : i{}", wt(input.ty)), v));
    }
    for (i, a) in p.attrs.iter().enumerate() {
        if let (AttrSrc::Free | AttrSrc::Native(..), Some(v)) = (&a.src, &e.attrs[i]) {
            let s = show_attr(model, v);
            let what = if matches!(a.src, AttrSrc::Free) { "attribute" } else { "computed attribute" };
            notes.push((a.loc, format!("{what} = {s}")));
            values.push((format!("attr{i}"), s));
        }
    }
    let types = |op: &super::pattern::OpDef| {
        let ins: Vec<String> = op.operands.iter().map(|v| format!("i{}", wt(p.value_type(*v)))).collect();
        let outs: Vec<String> = op.results.iter().map(|t| format!("i{}", wt(*t))).collect();
        format!("({}) -> ({})", ins.join(", "), outs.join(", "))
    };
    let mut headline = None;
    for (id, op) in p.ops.iter().enumerate() {
        let Some(rs) = &e.results[id] else { continue };
        let vals: Vec<String> = rs.iter().zip(&op.results).map(|(v, t)| show(&concrete(model, v), wt(*t))).collect();
        let mut text = format!(
            "{} '{}' : {} gives {}",
            if op.created {
                "created"
            } else if id == p.root {
                "matched root"
            } else {
                "matched"
            },
            op.name,
            types(op),
            vals.join(", ")
        );
        for (n, a) in &e.hidden[id] {
            text.push_str(&format!(" ({n} = {})", show_attr(model, a)));
        }
        notes.push((op.loc, text));
    }
    for (why, cond, loc) in &e.tgt_ub {
        if model.eval_bool(cond) {
            notes.push((*loc, format!("the rewrite has undefined behaviour here: {why}")));
            headline.get_or_insert_with(|| {
                format!("the rewrite has undefined behaviour ({why}) where the matched ops have none")
            });
        }
    }
    for (op, k, s, t, loc) in &e.obligations {
        let w = wt(p.ops[*op].results[*k]);
        let (sv, tv) = (concrete(model, s), concrete(model, t));
        notes.push((*loc, format!("replacement of result #{k} = {}", show(&tv, w))));
        values.push((format!("source result #{k}"), show(&sv, w)));
        values.push((format!("replacement #{k}"), show(&tv, w)));
        if !model.eval_bool(&refines(s, t)) {
            headline.get_or_insert_with(|| {
                format!(
                    "the replacement gives {} where the matched '{}' gives {}",
                    show(&tv, w),
                    p.ops[*op].name,
                    show(&sv, w)
                )
            });
        }
    }
    // Widths in data-flow order: the inputs', then each op's results.
    let mut ws: Vec<String> = Vec::new();
    let tys = p.inputs.iter().map(|i| i.ty).chain(p.ops.iter().flat_map(|o| o.results.iter().copied()));
    for t in tys {
        let s = format!("i{}", wt(t));
        if !ws.contains(&s) {
            ws.push(s);
        }
    }
    Cex {
        widths: ws.join(", "),
        headline: headline.unwrap_or_else(|| "the replacement does not refine the matched ops".into()),
        notes,
        values,
    }
}

/// A context for checking: the pattern's semantics settings.
pub fn with_cx<'c, R>(ctx: &'c Context, f: impl FnOnce(&Cx<'c, '_>) -> R) -> R {
    let cfg = Config::default();
    let shared = Shared::default();
    let cx = Cx { smt: ctx, cfg: &cfg, shared: &shared };
    f(&cx)
}
