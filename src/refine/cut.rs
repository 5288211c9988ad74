//! Cut points: values the two sides compute at one location, proved equal
//! one op at a time and then identified.
//!
//! A lowering keeps the location of the op it replaces on the ops it
//! emits (`tosa.clamp` at `L` becomes a `linalg.generic` at `L`), so the
//! trace of each side pairs its values: the last target op at a location
//! computes the value of the source op there (its other ops are parts).
//! Proving the whole function at once asks the solver to see through every
//! such change together, and one early difference (a clamp written as
//! `maximumf`/`minimumf`) makes every later term differ syntactically, so
//! the arithmetic both sides share (`solve::shared`) no longer shows.
//!
//! Here each pair is proved on its own, in the target's order: the target's
//! value and poison, with the earlier pairs already identified, equal the
//! source's as terms (for every input, whatever the rest of the function
//! does), which a short query settles when the pair's op is all that
//! differs. A proved pair's target terms are then replaced by the source's
//! in the query. Equal terms for every assignment make the query with the
//! replacement equivalent to the query without it: a proof of it is a
//! proof, and a model of it a real counterexample.

use crate::semantics::encode::Encoded;
use crate::semantics::{Cx, Val};
use crate::smt::limits;
use crate::smt::{Bool, Engine, SatResult, Solver, Term};

/// Milliseconds the proof of one term of a pair may take.
const PAIR_MS: u32 = 100;

/// The (value or poison) terms of a value's lanes, or `None` for a value
/// the pairs do not handle.
fn lane_terms<'c>(v: &Val<'c>) -> Vec<Term<'c>> {
    let mut out = Vec::new();
    if v.is_lazy() {
        // Its element at a point: not a term of the query as it stands.
        return out;
    }
    for lane in v.lanes() {
        match lane {
            Val::Int(i) => out.extend([i.bits.term().clone(), i.poison.term().clone()]),
            Val::Float(x) => out.extend([x.v.term().clone(), x.poison.term().clone()]),
            Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => unreachable!("lanes are scalars"),
        }
    }
    out
}

/// The replacements (target term, source term) of the pairs proved equal,
/// in the target's order. `witnesses` are the source's choices and the
/// terms the query gave them (see `query::witness_pairs`).
pub(super) fn points<'c, 'a>(
    cx: &Cx<'c, '_>,
    s: &Encoded<'c, 'a>,
    t: &Encoded<'c, 'a>,
    witnesses: &[(Term<'c>, Term<'c>)],
    engine: Engine,
) -> Vec<(Term<'c>, Term<'c>)> {
    let witnesses: Vec<(&Term<'c>, &Term<'c>)> = witnesses.iter().map(|(c, w)| (c, w)).collect();
    let types = |op: &crate::ir::Op<'a>| op.results().iter().map(|r| r.ty()).collect::<Vec<_>>();
    let once = |trace: &[crate::semantics::encode::Step<'c, 'a>], op: &crate::ir::Op<'a>| {
        trace.iter().filter(|x| x.op == *op).count() == 1
    };
    let mut subs: Vec<(Term<'c>, Term<'c>)> = Vec::new();
    for (k, step) in t.trace.iter().enumerate() {
        if limits::expired() {
            break;
        }
        let top = step.op;
        let loc = top.loc();
        if loc.is_unknown() || step.results.is_empty() || !once(&t.trace, &top) {
            continue;
        }
        // Only the last target op at a location computes its value.
        if t.trace[k + 1..].iter().any(|x| x.op.loc() == loc && types(&x.op) == types(&top)) {
            continue;
        }
        // And the last source op there.
        let Some(src) = s.trace.iter().rev().find(|x| x.op.loc() == loc && types(&x.op) == types(&top)) else {
            continue;
        };
        if !once(&s.trace, &src.op) {
            continue;
        }
        // The source's values as the query has them (its choices given
        // their witnesses, when they were).
        let sv: Vec<Term<'c>> = src
            .results
            .iter()
            .flat_map(lane_terms)
            .map(|x| if witnesses.is_empty() { x } else { x.substitute(&witnesses) })
            .collect();
        let tv: Vec<Term<'c>> = step.results.iter().flat_map(lane_terms).collect();
        if sv.len() != tv.len() {
            continue;
        }
        let pairs: Vec<(&Term<'c>, &Term<'c>)> = subs.iter().map(|(a, b)| (a, b)).collect();
        let tv_now: Vec<Term<'c>> =
            tv.iter().map(|x| if pairs.is_empty() { x.clone() } else { x.substitute(&pairs) }).collect();
        if sv.iter().zip(&tv_now).all(|(a, b)| a.same(b)) {
            continue;
        }
        let proved = equal_terms(cx, &sv, &tv_now, engine);
        log::debug!(
            "cut point: '{}' against the source's '{}': {} of {} terms equal",
            top.name(),
            src.op.name(),
            proved.iter().filter(|p| **p).count(),
            proved.len()
        );
        subs.extend(tv.into_iter().zip(sv).zip(proved).filter(|((a, b), p)| *p && !a.same(b)).map(|(ab, _)| ab));
    }
    subs
}

/// For each `i`, whether `a[i] = b[i]` for every input: by rewriting,
/// or by a short solve with the arithmetic both share abstracted, or
/// plainly. Each term alone: a pair proved in part identifies those terms.
fn equal_terms<'c>(cx: &Cx<'c, '_>, a: &[Term<'c>], b: &[Term<'c>], engine: Engine) -> Vec<bool> {
    use crate::solve::shared::{Reach, Sharing, Side};
    let all: Vec<Term<'c>> = a.iter().chain(b).cloned().collect();
    let normal = Term::normalized_all(&all);
    let (na, nb) = normal.split_at(a.len());
    let mut sharing: Option<Sharing> = None;
    let mut out = Vec::with_capacity(a.len());
    for (x, y) in na.iter().zip(nb) {
        if x.same(y) {
            out.push(true);
            continue;
        }
        if limits::expired() {
            out.push(false);
            continue;
        }
        let differ = !x.equals(y);
        let query = Bool::from_term(differ.term().simplify());
        if query.is_false() {
            out.push(true);
            continue;
        }
        let sharing = sharing.get_or_insert_with(|| {
            Sharing::of(&Side { results: a.to_vec(), ub: Vec::new() }, &Side { results: b.to_vec(), ub: Vec::new() })
        });
        let abstracted = sharing.abstracted(&differ, Reach::Shared).map(|(q, _)| q);
        let mut proved = false;
        for q in abstracted.into_iter().chain([query]) {
            let solver = Solver::new(cx.smt, engine, PAIR_MS);
            solver.assert(&q);
            if matches!(solver.check(), SatResult::Unsat) {
                proved = true;
                break;
            }
        }
        out.push(proved);
    }
    out
}
