//! Deciding a refinement query: the solving strategy (Z3's rewriter, a
//! short first attempt, concrete inputs, the rest of the time), the
//! quantification of the source's choices, and the making of a readable,
//! confirmed counterexample.

use super::concrete::test_inputs;
use super::float::{exists_forall, holds_for_every_function};
use super::phase::{self, Phase};
use super::query::{Query, proved, valid};
use super::{Options, Verdict, out_of_memory, out_of_time};
use crate::cex;
use crate::ir::Op;
use crate::semantics::float::{self as fpsem, Encoding};
use crate::semantics::{Cx, Val};
use crate::smt::limits;
use crate::smt::{BV, Bool, Context, Engine, Model, SatResult, Solver};
use std::time::Instant;

/// Decides a query: by instances for wide float choices, else by Z3's
/// rewriter, a short solver attempt, concrete inputs and the rest of the
/// time; a counterexample is made readable (and, when it depends on an
/// opaque math function, confirmed for every interpretation) and explained.
pub(super) fn decide<'c, 'a>(
    cx: &Cx<'c, '_>,
    q: Query<'c, 'a>,
    src: Op<'a>,
    tgt: Op<'a>,
    opts: &Options,
    t0: Instant,
) -> Verdict<'a> {
    let smt = cx.smt;
    let shared = cx.shared;
    let Query {
        args,
        s,
        t,
        src_choices,
        tgt_choices,
        engine,
        props,
        body,
        bounded,
        by_induction,
        witnessed,
        witnesses,
    } = q;
    if witnessed {
        // A quarter of the time left (witnesses only prove, and a proof by
        // them comes quickly or not at all): the query with the choices
        // quantified gets the rest.
        let w: Vec<_> = witnesses.iter().map(|(c, w)| (c.term().clone(), w.term().clone())).collect();
        let _quarter = limits::remaining_ms().map(|ms| limits::Deadline::narrow_ms((ms / 4).max(1)));
        return super::interruptible(|| decide_witnessed(cx, &body, (&s, &t, &w), engine, bounded, by_induction, opts))
            .unwrap_or_else(|| Verdict::inconclusive("not proved with the target's choices as the source's"));
    }
    // Z3 gives up on quantified floating-point formulas: a source choice
    // too wide to expand (a NaN's bits) is then settled by refinement of
    // instances instead (see `exists_forall`).
    let choice_bits: u32 = src_choices.iter().map(|c| c.width()).sum();
    if engine == Engine::QfFpBv && choice_bits > EXPAND_BITS && shared.float.opaque().is_empty() && !by_induction {
        // Candidate values of a source choice: what the target returns and
        // what the inputs are (a NaN's bits are usually one of them).
        let terms: Vec<BV<'_>> = t
            .results
            .iter()
            .chain(args.iter())
            .filter(|v| !v.is_lazy())
            .flat_map(|v| v.lanes())
            .filter_map(|l| match l {
                Val::Int(i) => Some(i.bits.clone()),
                Val::Float(x) => match &x.v {
                    fpsem::Fl::Ieee(fp) => Some(fp.to_ieee()),
                    fpsem::Fl::Abs(_) => None,
                },
                Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => None,
            })
            .collect();
        if opts.dump_smt.is_some() {
            let query = for_all_choices(smt, &src_choices, &body);
            let how = super::dump::Encoded { engine, by_induction, bounded: bounded.as_deref() };
            super::dump::write(opts, &query, &how);
        }
        phase::enter(Phase::Solving);
        return match exists_forall(cx, engine, &body, &src_choices, &terms, &args, &tgt_choices) {
            SatResult::Unsat => proved(cx, &s.ub, &args, bounded, false),
            SatResult::Sat(model) => {
                phase::enter(Phase::Extracting);
                confirmed(smt, None, model, (&s, &props), engine, |m| cex::extract(m, tgt, &args, &s, &t, &props))
            }
            SatResult::Unknown(reason) => unknown(&reason),
        };
    }
    let query = for_all_choices(smt, &src_choices, &body);
    // True facts about the query's divisions (see `lemmas`).
    let query = Bool::and_all(smt, crate::solve::lemmas::for_query(&query)) & query;
    super::dump::write(opts, &query, &super::dump::Encoded { engine, by_induction, bounded: bounded.as_deref() });
    let raw = query.clone();

    // Z3's rewriter settles most pass outputs (folded constants, dropped
    // identities) without a solver.
    let t_encoded = t0.elapsed();
    phase::enter(Phase::Rewriting);
    // Sums (and other associative-commutative terms) the two sides built in
    // different orders become one term, which the rewriter may then cancel.
    let normal = Bool::from_term(query.term().normalized());
    let rewritten = Bool::from_term(normal.term().simplify());
    let t_simplified = t0.elapsed();
    let name = src.symbol_name().unwrap_or("?");
    if rewritten.is_false() || rewritten.is_complementary_conjunction() {
        log::debug!("@{name}: encoded in {t_encoded:?}, valid by rewriting at {t_simplified:?}");
        return proved(cx, &s.ub, &args, bounded, by_induction);
    }
    // The solver gets the query as the rewriter leaves it: the canonical
    // order serves identities, and may cost a bit-blasting solver time;
    // but associative-commutative applications (fp-reassoc) are one term
    // only in canonical form, which the solver then needs.
    let query = if shared.float.reassoc.made() { rewritten } else { Bool::from_term(query.term().simplify()) };
    log::trace!("@{name}: query after rewriting: {}", query.term().to_smtlib());
    // Most queries are decided within a short first attempt. A query still
    // open after it is tried on concrete inputs (a 64-bit multiplication can
    // keep a SAT solver busy for a second on a bug that x = 3 shows), then
    // given the rest of the time.
    phase::enter(Phase::Solving);
    let solver = Solver::new(smt, engine, FIRST_ATTEMPT_MS);
    solver.assert(&query);
    let mut result = solver.check();
    log::debug!("first attempt done at {:?}", t0.elapsed());
    let mut tested = None;
    if matches!(result, SatResult::Unknown(_)) && !limits::expired() {
        phase::enter(Phase::Testing);
        tested = test_inputs(cx, &query, &args).or_else(|| {
            let shape = t.results.iter().chain(&s.results).find_map(|v| match v {
                Val::Lazy(l) => Some(l.shape.clone()),
                _ => None,
            });
            super::lazy_tests::test(smt, &query, &shape.unwrap_or_default())
        });
        log::debug!("tests done at {:?}", t0.elapsed());
        if tested.is_none() {
            result = solve_hard(cx, &raw, &normal, (&s, &t, &[]), engine);
        }
    }
    let t_solved = t0.elapsed();
    log::debug!("@{name}: encoded {t_encoded:?}, simplified {t_simplified:?}, solved {t_solved:?}");
    if let Some(model) = tested {
        log::debug!("@{name}: counterexample found by testing");
        phase::enter(Phase::Extracting);
        return confirmed(smt, Some(&query), model, (&s, &props), engine, |m| {
            cex::extract(m, tgt, &args, &s, &t, &props)
        });
    }
    if by_induction {
        // A model of the abstraction need not be a real run: only a proof
        // counts.
        return match result {
            SatResult::Unsat => valid(bounded, true),
            _ => Verdict::inconclusive("not proved by induction"),
        };
    }
    match result {
        SatResult::Unsat => proved(cx, &s.ub, &args, bounded, false),
        SatResult::Sat(model) => {
            // Prefer a counterexample of small, familiar values: first by
            // testing (cheap), else by steering the solver.
            phase::enter(Phase::Simplifying);
            let tested = test_inputs(cx, &query, &args);
            let lanes: Vec<&Val<'c>> =
                if args.iter().any(|a| a.is_lazy()) { vec![] } else { args.iter().flat_map(|a| a.lanes()).collect() };
            let plain = |m: &Model<'c>| m.eval_bool(&crate::solve::steer::ordinary(cx, &lanes));
            let (model, special_only) = match tested {
                // A tested input refutes the query whatever the
                // uninterpreted functions are: confirmed as it stands.
                Some(m) if plain(&m) => (m, false),
                tested => {
                    // Special float values only (or nothing tested): the
                    // solver, steered toward ordinary numbers.
                    let views = {
                        use crate::semantics::memory::args::{small_views, whole_views};
                        [whole_views(cx, &s.memory, &args), small_views(cx, &s.memory, &args)]
                    };
                    let steered = simplify_inputs(cx, &query, &args, &views, true);
                    let special_only = steered.special_only;
                    match (steered.model, tested) {
                        (None, Some(m)) => (m, special_only),
                        (Some(st), Some(m)) if !plain(&st) => (m, special_only),
                        (st, tested) => {
                            let opaque = shared.float.opaque();
                            let check = !opaque.is_empty() && opts.semantics.fp == Encoding::Ieee;
                            let confirmed = |m: &Model<'c>| {
                                !check || {
                                    phase::enter(Phase::Confirming);
                                    holds_for_every_function(cx, engine, &query, &args, &tgt_choices, m)
                                }
                            };
                            let model = st.unwrap_or(model);
                            if confirmed(&model) {
                                (model, special_only)
                            } else if let Some(m) = tested {
                                (m, special_only)
                            } else if let Some(m) = simplify_inputs(cx, &query, &args, &views, false).model
                                && confirmed(&m)
                            {
                                // Ordinary floats leave an opaque function's
                                // value unknown; its special values do not.
                                (m, false)
                            } else {
                                return Verdict::inconclusive(format!(
                                    "a counterexample depends on the value of {}, which is modelled only by its \
                                     special values (NaN, infinities, zeros); it is not confirmed",
                                    opaque.join(", ")
                                ));
                            }
                        }
                    }
                }
            };
            let t_minimized = t0.elapsed();
            phase::enter(Phase::Extracting);
            let verdict = confirmed(smt, Some(&query), model, (&s, &props), engine, |m| {
                let mut c = cex::extract(m, tgt, &args, &s, &t, &props);
                if special_only {
                    c.notes.push((tgt.loc(), SPECIAL_ONLY.to_string()));
                }
                c
            });
            log::debug!("@{name}: counterexample simplified {t_minimized:?}, extracted {:?}", t0.elapsed());
            verdict
        }
        SatResult::Unknown(reason) => unknown(&reason),
    }
}

/// Decides a query whose source choices have witnesses (see
/// `query::witness_pairs`): only a proof counts, and anything else is
/// inconclusive (the caller then quantifies the choices).
#[allow(clippy::too_many_arguments)]
fn decide_witnessed<'c, 'a>(
    cx: &Cx<'c, '_>,
    body: &Bool<'c>,
    (s, t, witnesses): (
        &crate::semantics::encode::Encoded<'c, 'a>,
        &crate::semantics::encode::Encoded<'c, 'a>,
        &[(crate::smt::Term<'c>, crate::smt::Term<'c>)],
    ),
    engine: Engine,
    bounded: Option<String>,
    by_induction: bool,
    opts: &Options,
) -> Verdict<'a> {
    let raw = Bool::and_all(cx.smt, crate::solve::lemmas::for_query(body)) & body.clone();
    super::dump::write(opts, &raw, &super::dump::Encoded { engine, by_induction, bounded: bounded.as_deref() });
    phase::enter(Phase::Rewriting);
    let normal = Bool::from_term(raw.term().normalized());
    let query = Bool::from_term(normal.term().simplify());
    if query.is_false() || query.is_complementary_conjunction() {
        return proved(cx, &s.ub, &[], bounded, by_induction);
    }
    phase::enter(Phase::Solving);
    let solver = Solver::new(cx.smt, engine, FIRST_ATTEMPT_MS);
    solver.assert(&query);
    let mut result = solver.check();
    if matches!(result, SatResult::Unknown(_)) {
        result = solve_hard(cx, &raw, &normal, (s, t, witnesses), engine);
    }
    match result {
        SatResult::Unsat => proved(cx, &s.ub, &[], bounded, by_induction),
        _ => Verdict::inconclusive("not proved with the target's choices as the source's"),
    }
}

/// The verdict for a model of the negated query. A source with UB at a
/// symbolic point of a large tensor was assumed free of it only at that
/// point (`semantics::tensor::lazy`), so such a counterexample stands only
/// once the source is shown free of UB at every point on its input: tried
/// on the model with every input zero where the query does not read it,
/// then (when `query` is at hand) on a model whose input reads are small
/// (`-8..=8`, not poison), where sums rarely overflow.
fn confirmed<'c, 'a>(
    smt: &'c crate::smt::Context,
    query: Option<&Bool<'c>>,
    model: Model<'c>,
    (s, props): (&crate::semantics::encode::Encoded<'c, 'a>, &crate::semantics::refinement::Properties<'c>),
    engine: Engine,
    extract: impl Fn(&Model<'c>) -> cex::Counterexample<'a>,
) -> Verdict<'a> {
    let model = match super::confirm::exact_calls(smt, query, model, props, engine) {
        Ok(m) => m,
        Err(v) => return v,
    };
    if !s.lazy_ub {
        return Verdict::Invalid(Box::new(extract(&model)));
    }
    let extract = |m: &Model<'c>| {
        let mut c = extract(m);
        cex::lazy::zeros_elsewhere(&mut c);
        c
    };
    let holds = |m: &Model<'c>| query.is_none_or(|q| m.eval_bool(q));
    let first = model.zero_elsewhere(super::query::is_argument);
    if holds(&first) && super::lazy_tests::source_ub_free(smt, s, &first, engine) {
        return Verdict::Invalid(Box::new(extract(&first)));
    }
    if let Some(q) = query {
        let small = super::lazy_tests::small_reads(smt, q);
        // As hard as the query: half the time left.
        let ms = limits::remaining_ms().map_or(20_000, |r| r / 2).max(1);
        let solver = Solver::new(smt, engine, ms as u32);
        solver.assert(&(q.clone() & small));
        let answer = super::interruptible(|| solver.check());
        log::debug!(
            "small reads: {}",
            match &answer {
                Some(SatResult::Sat(_)) => "sat",
                Some(SatResult::Unsat) => "unsat",
                _ => "unknown",
            }
        );
        if let Some(SatResult::Sat(m)) = answer {
            let m = m.zero_elsewhere(super::query::is_argument);
            if holds(&m) && super::lazy_tests::source_ub_free(smt, s, &m, engine) {
                return Verdict::Invalid(Box::new(extract(&m)));
            }
        }
    }
    log::debug!("counterexample on a large tensor not confirmed");
    Verdict::inconclusive(format!(
        "a candidate counterexample ({}) is not confirmed: the source may have undefined behaviour at another \
         point of a large tensor on this input (the encoding rules it out at one point only)",
        extract(&model).headline
    ))
}

/// Time for the first solver attempt, in milliseconds.
const FIRST_ATTEMPT_MS: u32 = 50;

/// A query the first attempt left open (`raw`: as built; `normal`: as
/// `Term::normalized` leaves it): proved with the arithmetic both sides
/// share abstracted, or with the values both sides compute at one location
/// identified (`cut`) and the same again, or else given the rest of the
/// time (on the query with the values identified, which is equivalent).
fn solve_hard<'c>(
    cx: &Cx<'c, '_>,
    raw: &Bool<'c>,
    normal: &Bool<'c>,
    (s, t, witnesses): (
        &crate::semantics::encode::Encoded<'c, '_>,
        &crate::semantics::encode::Encoded<'c, '_>,
        &[(crate::smt::Term<'c>, crate::smt::Term<'c>)],
    ),
    engine: Engine,
) -> SatResult<'c> {
    phase::enter(Phase::Solving);
    if prove_with_shared_abstracted(cx, normal, s, t, witnesses, engine) {
        log::debug!("valid with shared arithmetic abstracted");
        return SatResult::Unsat;
    }
    let cut = {
        let _quarter = limits::remaining_ms().map(|ms| limits::Deadline::narrow_ms((ms / 4).max(1)));
        super::interruptible(|| super::cut::points(cx, s, t, witnesses, engine)).unwrap_or_default()
    };
    let mut normal = normal.clone();
    if !cut.is_empty() {
        let pairs: Vec<_> = cut.iter().map(|(a, b)| (a, b)).collect();
        normal = Bool::from_term(raw.term().substitute(&pairs).normalized());
        let query = Bool::from_term(normal.term().simplify());
        log::debug!("{} cut points identified", cut.len() / 2);
        if query.is_false() || query.is_complementary_conjunction() {
            return SatResult::Unsat;
        }
        let subs: Vec<_> = witnesses.iter().cloned().chain(cut.iter().cloned()).collect();
        if prove_with_shared_abstracted(cx, &normal, s, t, &subs, engine) {
            log::debug!("valid with cut points and shared arithmetic abstracted");
            return SatResult::Unsat;
        }
    }
    // The rest of the time.
    let solver = Solver::new(cx.smt, engine, 0);
    solver.assert(&Bool::from_term(normal.term().simplify()));
    solver.check()
}

/// Whether the query is refuted with arithmetic abstracted
/// (`solve::shared`): first the arithmetic both sides share and the
/// arithmetic only the source's UB reads, then (after a model of that
/// abstraction) the shared arithmetic alone; each attempt within an eighth
/// of the time left, and at most a second. Only a proof counts: a model of an abstraction may not
/// be a real run.
///
/// `subs` are the replacements the query was built with (the source's
/// choices' witnesses, cut points): the sides' terms get them too, so that
/// what both sides share is read off the terms the query holds.
fn prove_with_shared_abstracted<'c>(
    cx: &Cx<'c, '_>,
    query: &Bool<'c>,
    s: &crate::semantics::encode::Encoded<'c, '_>,
    t: &crate::semantics::encode::Encoded<'c, '_>,
    subs: &[(crate::smt::Term<'c>, crate::smt::Term<'c>)],
    engine: Engine,
) -> bool {
    use crate::solve::shared::{Reach, Side, abstract_shared};
    /// The share of the time left an attempt may take, at most
    /// `MAX_MS` (an abstraction that helps is decided quickly).
    const SHARE: u64 = 8;
    const MAX_MS: u64 = 1000;
    let side = |e: &crate::semantics::encode::Encoded<'c, '_>| {
        let mut results = vec![e.abort.term().clone()];
        for r in &e.results {
            // A lazy result is read at the point the query compares it.
            let elems: Vec<Val<'c>> = match r {
                Val::Lazy(l) => vec![l.at(&crate::semantics::tensor::lazy::comparison_point(cx.smt, &l.shape))],
                r => r.lanes().into_iter().cloned().collect(),
            };
            for v in elems {
                match v {
                    Val::Int(i) => results.extend([i.bits.term().clone(), i.poison.term().clone()]),
                    Val::Float(x) => results.extend([x.v.term().clone(), x.poison.term().clone()]),
                    Val::Vector(_) | Val::Tensor(_) | Val::Lazy(_) | Val::MemRef(_) => {
                        unreachable!("lanes are scalars")
                    }
                }
            }
        }
        let mut ub = vec![e.ub.term().clone()];
        if !subs.is_empty() {
            let pairs: Vec<_> = subs.iter().map(|(a, b)| (a, b)).collect();
            for x in results.iter_mut().chain(ub.iter_mut()) {
                *x = x.substitute(&pairs);
            }
        }
        Side { results, ub }
    };
    let (src, tgt) = (side(s), side(t));
    for reach in [Reach::SharedAndSourceUb, Reach::Shared] {
        if limits::expired() {
            return false;
        }
        let Some((abstracted, n)) = abstract_shared(query, &src, &tgt, reach) else { continue };
        let budget = limits::remaining_ms().map_or(MAX_MS, |ms| ms / SHARE).clamp(1, MAX_MS);
        let solver = Solver::new(cx.smt, engine, budget.min(u32::MAX as u64) as u32);
        solver.assert(&abstracted);
        let result = solver.check();
        log::debug!(
            "arithmetic abstracted ({reach:?}, {n} terms): {}",
            match &result {
                SatResult::Unsat => "proved".to_string(),
                SatResult::Sat(_) => "a model (not a proof)".to_string(),
                SatResult::Unknown(why) => format!("not decided ({why})"),
            }
        );
        match result {
            SatResult::Unsat => return true,
            // A finer abstraction may still prove what this one could not.
            SatResult::Sat(_) | SatResult::Unknown(_) => continue,
        }
    }
    false
}

/// The note of a counterexample that only special float values give.
const SPECIAL_ONLY: &str = "only special float values tell the functions apart: on inputs whose floats are all \
                            normal numbers (not zero, infinite, NaN, subnormal or poison) they agree";

/// A counterexample of small, familiar values (see `solve::steer`), where
/// memref arguments meet each of `views` in turn if one exists there:
/// their buffers hold their whole views (then the counterexample is one a
/// real run can show, not only an access past a buffer the caller may have
/// cut short), and they are small (sizes, strides, buffers).
fn simplify_inputs<'c>(
    cx: &Cx<'c, '_>,
    query: &Bool<'c>,
    args: &[Val<'c>],
    views: &[Bool<'c>],
    prefer_ordinary: bool,
) -> crate::solve::steer::Steered<'c> {
    if args.iter().any(|a| a.is_lazy()) {
        return crate::solve::steer::Steered { model: None, special_only: false };
    }
    let solver = Solver::new(cx.smt, Engine::Incremental, 0);
    solver.assert(query);
    for preference in views.iter().filter(|p| !p.is_true()) {
        solver.set_timeout(100);
        if matches!(solver.check_assuming(std::slice::from_ref(preference)), SatResult::Sat(_)) {
            solver.assert(preference);
        }
    }
    let lanes: Vec<&Val<'c>> = args.iter().flat_map(|a| a.lanes()).collect();
    crate::solve::steer::steer(cx, &solver, &lanes, prefer_ordinary)
}

/// `∀ choices. body`. A few choice bits are expanded into a conjunction of
/// instances (quantifier-free, which the solver handles best); more use a
/// quantifier.
/// Source choices of at most this many bits are expanded into instances.
const EXPAND_BITS: u32 = 6;

fn for_all_choices<'c>(smt: &'c Context, choices: &[BV<'c>], body: &Bool<'c>) -> Bool<'c> {
    let bits: u32 = choices.iter().map(|c| c.width()).sum();
    if choices.is_empty() {
        return body.clone();
    }
    if bits > EXPAND_BITS {
        let vars: Vec<_> = choices.iter().map(|c| c.term()).collect();
        return Bool::forall(&vars, body);
    }
    let mut instances = Vec::new();
    for n in 0..(1u64 << bits) {
        let mut shift = 0;
        let values: Vec<BV<'c>> = choices
            .iter()
            .map(|c| {
                let v = (n >> shift) & ((1u64 << c.width()) - 1);
                shift += c.width();
                BV::from_u64(smt, v, c.width())
            })
            .collect();
        let pairs: Vec<_> = choices.iter().zip(&values).map(|(c, v)| (c.term(), v.term())).collect();
        instances.push(Bool::from_term(body.term().substitute(&pairs)));
    }
    Bool::and_all(smt, instances)
}

/// The verdict for a solver that gave up with Z3's `reason`.
fn unknown<'a>(z3: &str) -> Verdict<'a> {
    match z3 {
        "timeout" | "canceled" => out_of_time(),
        "out of memory" | "max. memory exceeded" => out_of_memory(None),
        "max. resource limit exceeded" => Verdict::inconclusive(format!("the solver ran out of resources ({z3})")),
        other => Verdict::inconclusive(format!("the solver could not decide ({other})")),
    }
}
