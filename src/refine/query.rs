//! Building the refinement query of a pair: both functions encoded over
//! shared arguments, the properties of refinement (`semantics::refinement`),
//! the assumptions (inputs, abstract floating point, loop bounds), and the
//! induction steps that must hold before paired loops may be abstracted.

use super::boundary::{self, Boundary, Link};
use super::concrete::test_inputs;
use super::float::FpInfo;
use super::phase::{self, Phase};
use super::{Options, Proof, Verdict, out_of_time};
use crate::ir::Op;
use crate::semantics::encode::{self, Bound, BoundKind, Encoded};
use crate::semantics::float::{self as fpsem, Encoding};
use crate::semantics::refinement::Properties;
use crate::semantics::{Cx, Ty, Unsupported, Val};
use crate::smt::limits;
use crate::smt::{BV, Bool, Engine, SatResult, Solver};

/// A pair encoded, with the query the solver must refute: an input where
/// the assumptions hold, the source has no UB and the target breaks a
/// property of refinement.
pub(super) struct Query<'c, 'a> {
    pub args: Vec<Val<'c>>,
    pub s: Encoded<'c, 'a>,
    pub t: Encoded<'c, 'a>,
    /// Values the source chooses freely (quantified universally).
    pub src_choices: Vec<BV<'c>>,
    /// Values the target chooses freely (left free).
    pub tgt_choices: Vec<BV<'c>>,
    pub engine: Engine,
    /// The numbered properties of refinement whose conjunction the query
    /// denies; a counterexample names the first it breaks.
    pub props: Properties<'c>,
    /// assumptions ∧ within bounds ∧ ¬src_ub ∧ ¬refined (before choices
    /// are quantified).
    pub body: Bool<'c>,
    /// The limits a bounded check assumed, if any.
    pub bounded: Option<String>,
    /// Paired loops were abstracted (only a proof counts).
    pub by_induction: bool,
    /// The source's choices were given witnesses (`witness_pairs`): only a
    /// proof counts. The pairs (choice, witness) the body was built with.
    pub witnessed: bool,
    pub witnesses: Vec<(BV<'c>, BV<'c>)>,
}

/// The name of argument `i`'s symbols (its value, `.poison` and, for a
/// large tensor, the functions of its indices are named from it).
fn argument_name(i: usize) -> String {
    format!("%arg{i}")
}

/// Whether a symbol of the query is (part of) an argument.
pub(super) fn is_argument(name: &str) -> bool {
    name.starts_with("%arg")
}

/// Encodes the pair over shared arguments and builds its query, or gives
/// the verdict that makes solving unnecessary (unsupported, source UB on
/// every input, bounds no input fits, an induction step that fails).
pub(super) fn build<'c, 'a>(
    cx: &Cx<'c, '_>,
    src: Op<'a>,
    tgt: Op<'a>,
    src_in: &[Ty],
    opts: &Options,
    info: &mut FpInfo,
    witness: bool,
) -> Result<Query<'c, 'a>, Verdict<'a>> {
    let smt = cx.smt;
    let shared = cx.shared;
    let mut args: Vec<Val> = src_in
        .iter()
        .enumerate()
        .map(|(i, t)| match (cx.cfg.fixed_args.get(i).copied().flatten(), cx.width(t)) {
            // A size argument in a shape case (see `semantics::tensor::shape`).
            (Some(k), Some(w)) => Ok(Val::Int(crate::semantics::IntVal::new(BV::from_i64(smt, k, w), cx.ff()))),
            _ => cx.fresh(t, &argument_name(i)).map_err(|e| e.at(src.loc())),
        })
        .collect::<Result<_, Unsupported>>()
        .inspect_err(|_| info.needs_ieee = shared.float.needs_ieee())?;
    // A changed boundary (see `super::boundary`): the target's argument in
    // a position is the one the source's stands for.
    let (tgt_sig_in, tgt_sig_out) = crate::semantics::signature(tgt).unwrap_or_default();
    let src_out = crate::semantics::signature(src).map(|(_, o)| o).unwrap_or_default();
    let boundary = Boundary::of(src_in, &src_out, &tgt_sig_in, &tgt_sig_out)
        .unwrap_or(Boundary { ins: vec![Link::Same; src_in.len()], outs: vec![Link::Same; src_out.len()] });
    // The target's types: the source's (static in a shape case) but where
    // the boundary changed them.
    let mut tgt_in = src_in.to_vec();
    let mut tgt_args = args.clone();
    for (i, (link, tt)) in boundary.ins.iter().zip(&tgt_sig_in).enumerate() {
        match link {
            Link::Same => continue,
            // A tensor argument of the source is the contents of the
            // memref argument in its position in the target.
            Link::Buffer => {
                let Ty::MemRef(m) = tt else { unreachable!("a buffer link to a type that is not a memref") };
                // A buffer of floats the abstract encoding cannot hold is
                // for IEEE-754 (`fp-mode=auto` falls back to it).
                let mut view = cx
                    .fresh(tt, &argument_name(i))
                    .inspect_err(|_| info.needs_ieee = shared.float.needs_ieee())
                    .map_err(|e| prefixed(e.at(tgt.loc()), "target"))?;
                if let Val::MemRef(r) = &mut view {
                    let elems = crate::semantics::memory::args::contents(cx, i, r, m, &argument_name(i))
                        .inspect_err(|_| info.needs_ieee = shared.float.needs_ieee())
                        .map_err(|e| prefixed(e.at(src.loc()), "source"))?;
                    args[i] = Val::Tensor(elems);
                    // The tensor exists whole, and so does its buffer
                    // (`contents` assumes it): no access within the view is
                    // outside it.
                    r.within = true;
                }
                tgt_args[i] = view;
            }
            Link::Halves => tgt_args[i] = boundary::split(&args[i]),
        }
        tgt_in[i] = tt.clone();
    }
    shared.take_choices();
    // A side that cannot be encoded is unsupported, named (and says whether
    // IEEE-754 would have been needed anyway).
    let encode_side = |f: Op<'a>, tag: &'static str, side: &str, info: &mut FpInfo| {
        phase::enter(Phase::Encoding);
        let (args, types) = if tag == "tgt" { (&tgt_args, &tgt_in[..]) } else { (&args, src_in) };
        encode::function(cx, f, args, types, tag).map_err(|u| {
            info.needs_ieee = shared.float.needs_ieee();
            prefixed(u, side)
        })
    };
    let s = encode_side(src, "src", "source", info)?;
    // Values the source chooses freely: the source may pick whichever
    // matches the target, so the search quantifies them universally. The
    // target's choices stay free (the target may pick any).
    let src_choices = shared.take_choices();
    let made_src = shared.float.made();
    // A source with UB on every input (in a shape case whose sizes do not
    // fit its ops) is refined by anything, even a target that cannot be
    // encoded there (a tensor without elements).
    let mut t = match encode_side(tgt, "tgt", "target", info) {
        Err(Verdict::Unsupported { .. }) if s.ub.simplified().is_true() => {
            return Err(Verdict::Valid { proof: crate::verdict::Proof::Vacuous { within: None }, fp: None });
        }
        t => t?,
    };
    // A limit met from now on names the loops as the encodings laid them out.
    let cut = s.bounds.iter().chain(&t.bounds).any(|b| b.kind == encode::BoundKind::Loop);
    phase::unrolled(s.unrolled.max(t.unrolled), cut);
    if let Some(callee) = boundary::changed_call(&boundary, &s.calls, &t.calls) {
        return Err(Verdict::Unsupported {
            message: format!(
                "the external function {callee} changed its types with the boundary (wide integers emulated); \
                 external calls are compared only with the same types"
            ),
            loc: Some(tgt.loc().id()),
        });
    }
    // A target result in halves is compared as the value it stands for.
    for (i, link) in boundary.outs.iter().enumerate() {
        if let (Link::Halves, Some(ty)) = (link, s.result_types.get(i)) {
            t.results[i] = boundary::join(&t.results[i], ty);
            t.result_types[i] = ty.clone();
        }
    }
    let tgt_choices = shared.take_choices();
    // A source whose choices the target's witness needs no quantifier.
    let witnessed = witness && !src_choices.is_empty();
    info.witnessed = witnessed;
    if let Encoding::Abstract { mag_bits } = opts.semantics.fp {
        // Every instance of the source's choices is a run of its own: each
        // needs codes for its values (see `semantics::float::abs`).
        let k: u32 = if witnessed { 0 } else { src_choices.iter().map(|c| c.width()).sum() };
        let runs = if k >= 20 { usize::MAX } else { 1usize << k };
        let values = made_src.saturating_mul(runs).saturating_add(shared.float.made() - made_src);
        let need = if values > (1 << 24) { 25 } else { fpsem::mag_bits_for(values) };
        if need > mag_bits {
            info.resize = Some(need);
            return Err(Verdict::inconclusive("re-encoding"));
        }
    }
    // Axioms of the abstract floating-point encoding (constants, casts).
    let axioms = fpsem::close(cx);
    if !axioms.is_empty() {
        // The axioms are facts of IEEE-754 about the values that occur, so
        // they hold together whenever the codes suffice; a proof under
        // axioms no model satisfies would be vacuous. Never trust one.
        let solver = Solver::new(smt, Engine::QfBv, 0);
        solver.assert(&Bool::and_all(smt, axioms.iter().cloned()));
        if !matches!(solver.check(), SatResult::Sat(_)) {
            info.needs_ieee = true;
            return Err(Verdict::inconclusive(
                "the abstract floating-point encoding could not represent the pair's constants",
            ));
        }
    }
    let engine = if shared.float.used() && opts.semantics.fp == Encoding::Ieee { Engine::QfFpBv } else { Engine::QfBv };

    // Search for an input where the source is defined and the target
    // breaks one of the properties of refinement (UB, calls, outcome).
    let props = Properties::of(smt, &s, &t);
    let refined = props.all();
    // Bounded checks assume no loop runs past max-unroll (and no recursion
    // past its depth), in either function.
    let bounds: Vec<_> = s.bounds.iter().chain(&t.bounds).collect();
    let within = Bool::and_all(smt, bounds.iter().map(|b| !&b.cond));
    // fp-reassoc: sums of two terms; when confirming, inputs on which
    // every order of each reassociated sum gives one value (see
    // `semantics::float::reassoc`).
    let exact = fpsem::reassoc::assumptions(cx);
    let exact_steps = exact.clone();
    let mut assumed = Bool::and_all(smt, shared.assumptions().into_iter().chain(axioms).chain(exact)) & &within;
    let bounded = bounded_label(&bounds);
    let by_induction = !s.loops.is_empty() || !t.loops.is_empty();
    if by_induction {
        // Every step must hold before the relation may be assumed; an
        // abstraction that cannot be proved gives no verdict (the caller
        // then unrolls).
        let Some((relation, steps)) = super::induction::relation(smt, &s.loops, &t.loops) else {
            return Err(Verdict::inconclusive("loops do not correspond"));
        };
        // A step mentions only the results of loops nested in its body, so
        // assuming every relation while proving every step is well-founded
        // (by nesting depth).
        phase::enter(Phase::Induction);
        // Steps rarely need the assumptions on the arguments (valid memref
        // views: wide products of sizes and strides, slow to bit-blast):
        // each is tried without them first (a stronger claim), briefly.
        let light = &relation & Bool::and_all(smt, [within.clone()].into_iter().chain(exact_steps));
        for (k, step) in steps.into_iter().enumerate() {
            let t0 = std::time::Instant::now();
            let holds_under = |premise: &Bool<'c>, fraction: u64| {
                // A step that fails may be slow to show it: each try gets
                // a fraction of what is left, and unrolling the rest.
                let ms = limits::remaining_ms().map(|ms| (ms / fraction).max(200) as u32).unwrap_or(0);
                let solver = Solver::new(smt, engine, ms);
                solver.assert(&(premise & &step));
                matches!(solver.check(), SatResult::Unsat)
            };
            // A quarter of what is left for the light try: a step that
            // holds may take a second under load (two checks at once on
            // two cores), and a smaller share made such verdicts depend
            // on the machine's load.
            let holds = holds_under(&light, 4) || holds_under(&(&assumed & &relation), 3);
            log::debug!("induction obligation {k}: {} in {:?}", if holds { "holds" } else { "fails" }, t0.elapsed());
            if !holds {
                return Err(Verdict::inconclusive("an induction step does not hold"));
            }
        }
        assumed &= relation;
    }
    let mut bounded = bounded;
    if bounded.is_some() {
        let defined = Bool::and_all(smt, shared.assumptions()) & !&s.ub;
        let t0 = std::time::Instant::now();
        let always_ub = vacuous(cx, &defined, &args);
        log::debug!("source always UB: {always_ub} (decided in {:?})", t0.elapsed());
        if always_ub {
            // The source has UB on every input: any target refines it.
            return Err(Verdict::Valid { proof: crate::verdict::Proof::Vacuous { within: None }, fp: None });
        }
        if vacuous(cx, &(&assumed & !&s.ub), &args) {
            return Err(Verdict::inconclusive(format!(
                "no input stays within the bounds ({}): {}",
                bounded.unwrap_or_default(),
                bounds_hint(&bounds, opts.semantics.max_unroll)
            )));
        }
        // Bounds no defined input can reach (a loop that provably stops
        // in time) do not make the check bounded.
        let reachable = Bool::or_all(smt, bounds.iter().map(|b| b.cond.clone()));
        if vacuous(cx, &(Bool::and_all(smt, shared.assumptions()) & !&s.ub & reachable), &args) {
            bounded = None;
        }
    }
    let mut body = assumed & !&s.ub & !refined;
    let mut witnesses = Vec::new();
    let src_choices = if witnessed {
        witnesses = witness_pairs(cx, &src_choices, &tgt_choices);
        let pairs: Vec<_> = witnesses.iter().map(|(c, w)| (c.term(), w.term())).collect();
        body = Bool::from_term(body.term().substitute(&pairs));
        Vec::new()
    } else {
        src_choices
    };
    Ok(Query { args, s, t, src_choices, tgt_choices, engine, props, body, bounded, by_induction, witnessed, witnesses })
}

/// Witnesses for the source's choices: the `k`-th source choice of a kind
/// (an op's choice, such as the sign of a zero from `tosa.maximum`) is the
/// target's `k`-th choice of that kind, or 0 when the target has none. A
/// pass that keeps an op keeps its choices in order, so the source choosing
/// as the target does is what makes them agree. Any witness is a Skolem
/// function for the source's `exists` (for every input and target choice
/// the source picks that one), so a query refuted with witnesses proves
/// refinement; a model of it proves nothing (another choice may match).
fn witness_pairs<'c>(cx: &Cx<'c, '_>, src: &[BV<'c>], tgt: &[BV<'c>]) -> Vec<(BV<'c>, BV<'c>)> {
    // A choice's kind is its name without the fresh suffix (`name!17`).
    let kind = |c: &BV<'c>| {
        let name = c.term().to_smtlib();
        let name = name.trim_matches('|');
        name.rsplit_once('!').map_or(name, |(k, _)| k).to_string()
    };
    let mut by_kind: crate::det::Map<String, std::collections::VecDeque<&BV<'c>>> = crate::det::Map::default();
    for c in tgt {
        by_kind.entry(kind(c)).or_default().push_back(c);
    }
    src.iter()
        .map(|c| {
            let w = by_kind
                .get_mut(&kind(c))
                .and_then(|q| q.pop_front())
                .filter(|w| w.width() == c.width())
                .cloned()
                .unwrap_or_else(|| BV::zero(cx.smt, c.width()));
            (c.clone(), w)
        })
        .collect()
}

/// The limits a bounded check assumed, for the verdict, e.g. "loops up to
/// 64 iterations".
fn bounded_label(bounds: &[&Bound<'_, '_>]) -> Option<String> {
    let mut whats: Vec<&str> = bounds.iter().map(|b| b.what.as_str()).collect();
    whats.sort();
    whats.dedup();
    (!whats.is_empty()).then(|| whats.join(", "))
}

/// The verdict of a query proved: valid, or vacuously valid when the source
/// has UB on every input (the bounds do not matter then).
pub(super) fn proved<'c, 'a>(
    cx: &Cx<'c, '_>,
    src_ub: &Bool<'c>,
    args: &[Val<'c>],
    bounded: Option<String>,
    by_induction: bool,
) -> Verdict<'a> {
    // (An induction step's source is an abstraction: only its proof counts.)
    if !by_induction && !src_ub.is_false() && source_always_ub(cx, src_ub, args) {
        return Verdict::Valid { proof: Proof::Vacuous { within: None }, fp: None };
    }
    valid(bounded, by_induction)
}

pub(super) fn valid<'a>(bounded: Option<String>, by_induction: bool) -> Verdict<'a> {
    let proof = match (bounded, by_induction) {
        (Some(b), _) => Proof::Bounded(b),
        (None, true) => Proof::Induction,
        (None, false) => Proof::Exact,
    };
    Verdict::Valid { proof, fp: None }
}

/// Whether the source of a query proved valid has UB on every input (the
/// proof is then vacuous, and says so). Undecided counts as not vacuous.
pub(super) fn source_always_ub<'c>(cx: &Cx<'c, '_>, src_ub: &Bool<'c>, args: &[Val<'c>]) -> bool {
    let defined = Bool::and_all(cx.smt, cx.shared.assumptions()) & !src_ub;
    vacuous(cx, &defined, args)
}

/// True when no input satisfies `cond` (a bounded check would prove
/// nothing). Undecided counts as not vacuous: the main query decides.
fn vacuous<'c>(cx: &Cx<'c, '_>, cond: &Bool<'c>, args: &[Val<'c>]) -> bool {
    if cond.is_true() {
        return false;
    }
    if cond.is_false() {
        return true;
    }
    // A concrete input that satisfies `cond` settles it at once.
    if test_inputs(cx, cond, args).is_some() {
        return false;
    }
    // The incremental core handles the nested if-then-else of unrolled
    // loops lazily; the bit-blasting pipeline can spend minutes on them.
    let solver = Solver::new(cx.smt, Engine::Incremental, 500);
    solver.assert(cond);
    matches!(solver.check(), SatResult::Unsat)
}

fn prefixed<'a>(u: Unsupported, side: &str) -> Verdict<'a> {
    if u.too_large {
        if limits::expired() {
            return out_of_time();
        }
        return Verdict::inconclusive(format!("{side}: {}", u.message));
    }
    Verdict::Unsupported { message: format!("{side}: {}", u.message), loc: u.loc }
}

/// What would let a bounded check that no input fits go further: the
/// option that raises the limit it hit, or that none can.
fn bounds_hint(bounds: &[&Bound<'_, '_>], max_unroll: u32) -> String {
    let mut hints = Vec::new();
    if bounds.iter().any(|b| b.kind == BoundKind::Loop) {
        // A loop of a constant trip count says how many it runs: a hint
        // only suggests a max-unroll that covers it, or says none can.
        let runs = bounds
            .iter()
            .filter(|b| b.kind == BoundKind::Loop)
            .filter_map(|b| b.what.split("this one runs ").nth(1)?.trim_end_matches(')').parse::<u64>().ok())
            .max();
        hints.push(if runs.is_some_and(|n| n > u64::from(MAX_UNROLL)) {
            format!(
                "the loop runs {} iterations, more than the most max-unroll allows ({MAX_UNROLL}); no option raises \
                 it further",
                runs.unwrap_or_default()
            )
        } else if let Some(n) = runs {
            format!("raise max-unroll to {n} or more (now {max_unroll}, at most {MAX_UNROLL})")
        } else if max_unroll >= MAX_UNROLL {
            format!(
                "no input leaves its loops within {max_unroll} iterations, the most max-unroll allows; no option \
                 raises it further (the loop may never exit)"
            )
        } else {
            format!("raise max-unroll (now {max_unroll}, at most {MAX_UNROLL})")
        });
    }
    if bounds.iter().any(|b| b.kind == BoundKind::Recursion) {
        hints.push(format!(
            "calls are inlined to a fixed depth of {} nested calls of one function; no option raises it",
            crate::semantics::func::MAX_CALL_DEPTH
        ));
    }
    hints.join("; ")
}

/// The largest `max-unroll` accepted.
pub const MAX_UNROLL: u32 = 4096;
