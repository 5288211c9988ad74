//! The refinement query for a pair of functions, and its verdict.
//!
//! The target refines the source when, for every input,
//!
//! ```text
//! src_ub ∨ (¬tgt_ub ∧ ∀i. src_poison_i ∨ (¬tgt_poison_i ∧ src_i = tgt_i))
//! ```
//!
//! (ARCHITECTURE.md, Semantic rules). The solver searches for an input that violates it:
//! `unsat` means valid, a model is a counterexample, `unknown` is
//! inconclusive. Both functions are encoded over the same argument
//! variables, so the model names one input for both.

mod boundary;
mod concrete;
mod confirm;
pub mod context;
mod cut;
mod decide;
pub mod dump;
mod float;
mod induction;
mod lazy_tests;
mod pairing;
pub mod phase;
mod query;
mod reassoc;
pub mod wire;

pub use crate::verdict::{Checked, FpDecided, INDUCTION, LimitHit, Proof, Verdict};
pub use pairing::{Pair, Pairing, functions, is_function, pair};
pub use query::MAX_UNROLL;

use boundary::Boundary;

use phase::Phase;

use crate::ir::Op;
use crate::semantics::float::Mode as FpMode;
use crate::semantics::tensor::shape;
use crate::semantics::{Config, Cx, Shared, Ty, signature};
use crate::smt::Context;
use crate::smt::limits::{self, LimitKind};
use std::time::{Duration, Instant};

/// How a pair is checked.
#[derive(Clone, Debug)]
pub struct Options {
    pub semantics: Config,
    /// Time limit per function, in milliseconds (0: none): one deadline
    /// for everything the check does.
    pub timeout_ms: u32,
    /// The run's deadline (`total-timeout-ms`) and that limit in
    /// milliseconds, when there is one.
    pub run_deadline: Option<(Instant, u64)>,
    /// How floating point is encoded (`fp-mode`).
    pub fp_mode: FpMode,
    /// Float additions and multiplications that accumulate into reductions
    /// are associative and commutative (`fp-reassoc`; see
    /// `semantics::reassoc`).
    pub fp_reassoc: bool,
    /// Magnitude bits of the abstract encoding when set; by default the
    /// fewest that give every value of the pair a code (for benchmarks
    /// of that choice).
    pub fp_abstract_bits: Option<u32>,
    /// Write each query decided as an SMT-LIB script (`dump-smt`).
    pub dump_smt: Option<dump::DumpSmt>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            semantics: Config::default(),
            timeout_ms: 10_000,
            run_deadline: None,
            fp_mode: FpMode::Auto,
            fp_reassoc: false,
            fp_abstract_bits: None,
            dump_smt: None,
        }
    }
}

fn show_types(ts: &[Ty]) -> String {
    ts.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
}

/// Checks that the target of `pair` refines its source. Never panics: an
/// internal error becomes an inconclusive verdict.
///
/// One deadline covers the whole check (encoding, induction, every bound
/// tried, concrete tests, every solver call): `timeout-ms` from now, or the
/// run's deadline if that comes first. Past it the verdict is
/// `inconclusive (timeout)`, naming the phase it stopped in.
pub fn check<'a>(pair: &Pair<'a>, opts: &Options) -> Checked<'a> {
    crate::init_logging();
    let start = Instant::now();
    phase::reset();
    let own = (opts.timeout_ms > 0)
        .then(|| (start + Duration::from_millis(opts.timeout_ms as u64), LimitKind::Function(opts.timeout_ms as u64)));
    let run = opts.run_deadline.map(|(at, ms)| (at, LimitKind::Total(ms)));
    let limit = match (own, run) {
        (Some(a), Some(b)) => Some(if b.0 < a.0 { b } else { a }),
        (a, b) => a.or(b),
    };
    let _deadline = limits::Deadline::set(limit);
    let _dump = dump::begin(&pair.name);
    let verdict = if pair.unchanged {
        // Refinement is reflexive: a function the stage did not touch,
        // that uses nothing the stage touched, refines itself.
        Verdict::Valid { proof: Proof::Unchanged, fp: None }
    } else if limits::stop_requested() {
        out_of_time()
    } else if let Some((at, ms)) = opts.run_deadline.filter(|(at, _)| Instant::now() >= *at) {
        let _ = at;
        Verdict::Inconclusive {
            reason: format!("not checked: the run's time limit of {ms} ms (total-timeout-ms) ran out before it"),
            limit: Some(LimitHit::Time),
        }
    } else {
        let v = guarded(|| check_inner(pair.src, pair.tgt, opts));
        let v = match (v, boundary_note(pair.src, pair.tgt)) {
            (Verdict::Valid { proof, fp }, Some(what)) => {
                Verdict::Valid { proof: Proof::Assuming { what, proof: Box::new(proof) }, fp }
            }
            // The counterexample's inputs and results are the source's
            // values: say how the target's stand for them.
            (Verdict::Invalid(mut c), Some(what)) => {
                c.notes.push((pair.tgt.loc(), format!("the boundary changed; compared assuming {what}")));
                Verdict::Invalid(c)
            }
            (v, _) => v,
        };
        let assumed = [distinct_arguments(pair.src, opts), dereferenceable_arguments(pair.src, opts)];
        assumed.into_iter().flatten().fold(v, |v, what| match v {
            Verdict::Valid { proof, fp } => {
                Verdict::Valid { proof: Proof::Assuming { what, proof: Box::new(proof) }, fp }
            }
            v => v,
        })
    };
    Checked { verdict, millis: start.elapsed().as_secs_f64() * 1e3, times: phase::times() }
}

/// What a verdict on the pair assumes of its changed boundary (see
/// `boundary`), if its signature changed.
fn boundary_note(src: Op<'_>, tgt: Op<'_>) -> Option<String> {
    let ((si, so), (ti, to)) = (signature(src)?, signature(tgt)?);
    Boundary::of(&si, &so, &ti, &to)?.note()
}

/// The assumption a verdict on `src` relies on when two of its memref
/// arguments have one element type and `memref-alias=may` is off: that
/// they are distinct buffers (see `semantics::memory::args`).
fn distinct_arguments(src: Op<'_>, opts: &Options) -> Option<String> {
    if opts.semantics.memref_may_alias {
        return None;
    }
    let (ins, _) = crate::semantics::signature(src)?;
    let elems: Vec<String> = ins
        .iter()
        .filter_map(|t| match t {
            Ty::MemRef(m) => Some(m.elem.to_string()),
            _ => None,
        })
        .collect();
    let shared = elems.iter().enumerate().any(|(i, e)| elems[..i].contains(e));
    shared.then(|| "distinct memref arguments do not alias (memref-alias=distinct)".to_string())
}

/// The assumption a verdict on `src` relies on under `memref-deref=view`
/// when it has a memref argument: that every element of each argument's
/// view is dereferenceable, wherever the source accesses it or not (see
/// `semantics::memory::args`).
fn dereferenceable_arguments(src: Op<'_>, opts: &Options) -> Option<String> {
    let (ins, _) = crate::semantics::signature(src)?;
    let memrefs = ins.iter().any(|t| matches!(t, Ty::MemRef(_)));
    (opts.semantics.memref_deref_view && memrefs)
        .then(|| "every element of a memref argument's view is dereferenceable (memref-deref=view)".to_string())
}

/// Runs a step of a check, turning a panic into a verdict: an interrupted
/// Z3 call into `inconclusive (timeout)`, Z3 out of memory into
/// `inconclusive (memory)`, anything else into an internal error.
fn guarded<'a>(f: impl FnOnce() -> Verdict<'a>) -> Verdict<'a> {
    match crate::catch_quietly(f) {
        Ok(v) => v,
        Err(e) if e.is::<limits::Interrupted>() => out_of_time(),
        Err(e) if e.is::<limits::OutOfMemory>() => out_of_memory(None),
        Err(e) => Verdict::inconclusive(format!(
            "internal error in mlir-refine: {}; please report this with the input",
            crate::panic_message(&*e)
        )),
    }
}

/// The verdict of a check stopped by its deadline (or a stop request),
/// naming the limit and where the check was.
pub fn out_of_time<'a>() -> Verdict<'a> {
    let at = phase::current().describe();
    if limits::stop_requested() {
        return Verdict::Inconclusive {
            reason: format!("stopped by a signal while {at}"),
            limit: Some(LimitHit::Stopped),
        };
    }
    let reason = match limits::check_limit() {
        Some(LimitKind::Total(ms)) => format!(
            "the run's time limit of {ms} ms (total-timeout-ms) ran out while {at}; raise total-timeout-ms (0 means \
             no limit)"
        ),
        Some(LimitKind::Function(ms)) => format!(
            "the time limit of {ms} ms (timeout-ms) ran out while {at}; raise timeout-ms (0 means no limit) or \
             simplify the function"
        ),
        None => format!("the solver gave up while {at}"),
    };
    Verdict::Inconclusive { reason, limit: Some(LimitHit::Time) }
}

/// The verdict of a check that ran out of memory (`max_mb`: the limit, when
/// known), naming where the check was.
pub fn out_of_memory<'a>(max_mb: Option<u64>) -> Verdict<'a> {
    let at = phase::current().describe();
    let how = match max_mb {
        Some(mb) => format!("the check needed more than {mb} MB (max-memory-mb) while {at}"),
        None => format!("the solver ran out of memory while {at}"),
    };
    Verdict::Inconclusive {
        reason: format!("{how}; raise max-memory-mb, or lower max-unroll if loops are unrolled"),
        limit: Some(LimitHit::Memory),
    }
}

/// Checks a pair: once per vscale when it has scalable vectors
/// ([`by_vscale`]), else once.
fn check_inner<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Verdict<'a> {
    if uses_vscale(src) || uses_vscale(tgt) {
        return by_vscale(src, tgt, opts);
    }
    check_types(src, tgt, opts)
}

/// Whether an op (a function, and the ops it holds) depends on vscale: a
/// value of scalable vector type, or `vector.vscale`.
fn uses_vscale(op: Op<'_>) -> bool {
    let is = |t: crate::ir::Type<'_>| t.scalable_dims().is_some_and(|d| d.contains(&true));
    op.name() == "vector.vscale"
        || op.results().iter().chain(&op.operands()).any(|v| is(v.ty()))
        || op.regions().iter().any(|r| {
            r.blocks().iter().any(|b| b.args().iter().any(|a| is(a.ty())) || b.ops().into_iter().any(uses_vscale))
        })
}

/// Checks a pair with scalable vectors once per vscale from 1 to
/// `max-vscale` (VectorOps.td, `vector.vscale`: "a positive integer value
/// that is constant at runtime but unknown at compile-time"): in each,
/// every scalable type has its size at that vscale (`semantics::with_vscale`)
/// and `vector.vscale` is that number. Valid only if valid for every
/// vscale, and then bounded (`vscale <= 4`); a counterexample names its
/// vscale.
fn by_vscale<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Verdict<'a> {
    let max = opts.semantics.max_vscale.max(1);
    let runs = (1..=max).map(|v| {
        let run = move || {
            let mut opts = opts.clone();
            opts.semantics.vscale = Some(v);
            match crate::semantics::with_vscale(v, || check_types(src, tgt, &opts)) {
                Verdict::Invalid(mut c) => {
                    c.headline = format!("{} (with vscale = {v})", c.headline);
                    Verdict::Invalid(c)
                }
                other => other,
            }
        };
        (format!("with vscale = {v}"), false, run)
    });
    all_cases(runs, format!("vscale <= {max}"), |_| format!("vscale <= {max}"))
}

/// Checks a pair whose types are known (scalable ones at the check's
/// vscale): once, or per shape case of its dynamic sizes.
fn check_types<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Verdict<'a> {
    for (side, f) in [("source", src), ("target", tgt)] {
        if f.name() != "func.func" {
            return Verdict::Unsupported {
                message: format!("{side}: '{}' functions are not modelled", f.name()),
                loc: Some(f.loc().id()),
            };
        }
    }
    let (Some((src_in, src_out)), Some((tgt_in, tgt_out))) = (signature(src), signature(tgt)) else {
        return Verdict::Unsupported { message: "not a func.func with a function type".into(), loc: None };
    };
    if Boundary::of(&src_in, &src_out, &tgt_in, &tgt_out).is_none() {
        return Verdict::Unsupported {
            message: format!(
                "the signature changed from ({}) -> ({}) to ({}) -> ({}), and no known correspondence (a \
                 bufferized boundary, wide integers emulated in halves) relates them",
                show_types(&src_in),
                show_types(&src_out),
                show_types(&tgt_in),
                show_types(&tgt_out)
            ),
            loc: Some(tgt.loc().id()),
        };
    }
    if src.regions()[0].is_empty() && tgt.regions()[0].is_empty() {
        // Two declarations of one external function with one signature.
        return Verdict::Valid { proof: Proof::Exact, fp: None };
    }
    if src.regions()[0].is_empty() || tgt.regions()[0].is_empty() {
        return Verdict::Unsupported {
            message: "a function declaration (no body) on one side only".into(),
            loc: Some(tgt.loc().id()),
        };
    }

    let mut opts = opts.clone();
    opts.semantics.lazy_tensors =
        crate::semantics::linalg::needs_lazy(src) || crate::semantics::linalg::needs_lazy(tgt);
    let opts = &opts;
    let mut sizes = shape::size_args(src);
    sizes.extend(shape::size_args(tgt));
    sizes.sort();
    sizes.dedup_by_key(|(i, _)| *i);
    let mut named = shape::named_sizes(src);
    named.extend(shape::named_sizes(tgt));
    match shape::cases(&src_in, &sizes, opts.semantics.max_dynamic_size, &named, MAX_SHAPE_CASES) {
        None => deepen(src, tgt, &src_in, opts),
        Some(cases) => by_shape_case(src, tgt, &cases, opts),
    }
}

/// The most shape cases one function is checked in (the bound on dynamic
/// sizes is lowered until they fit).
pub const MAX_SHAPE_CASES: u64 = 256;

/// Checks a pair whose arguments have dynamic dimensions once per shape
/// case (see `semantics::tensor::shape`): valid only if valid in every
/// case, and then bounded by the sizes; invalid if invalid in a case;
/// else the first case's unsupported or inconclusive verdict, naming the
/// case. A case at a named size (above the bound) that is not decided
/// after every case within the bound was valid leaves the verdict valid,
/// bounded by the sizes within the bound, saying which named sizes were
/// not finished and why.
fn by_shape_case<'a>(src: Op<'a>, tgt: Op<'a>, cases: &shape::Cases, opts: &Options) -> Verdict<'a> {
    let runs = cases.all.iter().map(|case| {
        let fixed: Vec<String> =
            case.fixed.iter().enumerate().filter_map(|(i, k)| k.map(|k| format!("%arg{i} = {k}"))).collect();
        let fixed = if fixed.is_empty() { String::new() } else { format!(", {}", fixed.join(", ")) };
        let run = move || {
            let mut in_opts = opts.clone();
            in_opts.semantics.fixed_args = case.fixed.clone();
            deepen(src, tgt, &case.types, &in_opts)
        };
        (format!("with arguments of types {}{fixed}", show_types(&case.types)), case.named, run)
    });
    let sizes: Vec<String> = cases.named.iter().map(|n| n.to_string()).collect();
    let cut = |why: &str| format!("{}; sizes {} not finished: {why}", cases.within_bound, sizes.join(", "));
    all_cases(runs, cases.covered.clone(), cut)
}

/// The verdict of a check split into cases (shape cases, vscales), each
/// named and run in turn: invalid as soon as a case is; else the first
/// unsupported or inconclusive case's verdict, naming the case (a case
/// not decided does not hide a counterexample in a later one); else valid,
/// bounded by `covered` and by every bound a case's proof had. Optional
/// cases (flagged, after all others) that are not decided stop the run
/// and leave it valid, bounded by `cut(reason)` instead of `covered`.
fn all_cases<'a, F: FnOnce() -> Verdict<'a>>(
    runs: impl Iterator<Item = (String, bool, F)>,
    covered: String,
    cut: impl Fn(&str) -> String,
) -> Verdict<'a> {
    let mut other_bounds: Vec<String> = Vec::new();
    let mut fp = None;
    let mut undecided = None;
    // Whether the source had UB on every input of every case so far.
    let mut vacuous = true;
    let mut cases = 0;
    let mut covered = covered;
    for (in_case, optional, run) in runs {
        if optional && undecided.is_some() {
            break;
        }
        let verdict = run();
        let why = match &verdict {
            Verdict::Unsupported { message: why, .. } | Verdict::Inconclusive { reason: why, .. } if optional => {
                Some(format!("{why} ({in_case})"))
            }
            _ => None,
        };
        if let Some(why) = why {
            covered = cut(&why);
            break;
        }
        cases += 1;
        match verdict {
            Verdict::Valid { proof, fp: f } => {
                vacuous &= matches!(proof, Proof::Vacuous { .. });
                if let Proof::Bounded(b) = proof
                    && !other_bounds.contains(&b)
                {
                    other_bounds.push(b);
                }
                fp = fp.or(f);
            }
            // An argument type that is not modelled is so in every case.
            Verdict::Unsupported { message, loc } if message.starts_with("argument type") => {
                return Verdict::Unsupported { message, loc };
            }
            Verdict::Unsupported { message, loc } => {
                undecided.get_or_insert(Verdict::Unsupported { message: format!("{message} ({in_case})"), loc });
            }
            Verdict::Inconclusive { reason, limit } => {
                undecided.get_or_insert(Verdict::Inconclusive { reason: format!("{reason} ({in_case})"), limit });
                if limits::expired() {
                    break;
                }
            }
            invalid => return invalid,
        }
    }
    if let Some(v) = undecided {
        return v;
    }
    if vacuous && cases > 0 {
        return Verdict::Valid { proof: Proof::Vacuous { within: Some(covered) }, fp };
    }
    let mut label = covered;
    for b in other_bounds {
        label.push_str(", ");
        label.push_str(&b);
    }
    Verdict::Valid { proof: Proof::Bounded(label), fp }
}

/// Checks the pair with loops unrolled 4, then 16, then `max_unroll`
/// times, for as long as the deadline allows. An exact verdict (no loop
/// was cut) or a counterexample ends the search; a bounded proof is kept
/// and the next bound tried, so a loop too hard to unroll fully still
/// gets `valid (bounded: loops up to N iterations)` for the largest N
/// proved, rather than a timeout.
fn deepen<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> Verdict<'a> {
    // Loops that correspond get a chance at an unbounded proof first, with
    // a third of the time.
    let pairs = induction::loop_pairs(src, tgt);
    if !pairs.is_empty() {
        let mut ind = opts.clone();
        ind.semantics.induction = pairs;
        phase::enter(Phase::Induction);
        let third = limits::remaining_ms().map(|ms| (ms / 3).max(1)).unwrap_or(10_000);
        let step = limits::Deadline::narrow_ms(third);
        let (v, _) = attempt(src, tgt, src_in, &ind);
        drop(step);
        if let v @ Verdict::Valid { .. } = v {
            return v;
        }
    }
    let max = opts.semantics.max_unroll;
    // Messages name the unrolling bound only where something is unrolled.
    let unrolls = may_unroll(src) || may_unroll(tgt);
    // Without anything to unroll every bound gives the same query: one.
    let mut bounds: Vec<u32> =
        if unrolls { [4, 16, max].into_iter().filter(|k| *k <= max).collect() } else { vec![max] };
    bounds.dedup();
    let mut best: Option<Verdict<'a>> = None;
    let mut last = None;
    // Whether the time limit stopped a deeper bound than the one proved.
    let mut cut_short = false;
    for k in bounds {
        if limits::check_expired() {
            cut_short = true;
            break;
        }
        let mut at_k = opts.clone();
        at_k.semantics.max_unroll = k;
        if unrolls {
            phase::unrolling(k);
        }
        let (verdict, timed_out) = attempt(src, tgt, src_in, &at_k);
        log::debug!("unrolled {k}: {} (timed out: {timed_out}), {:?} left", verdict.describe(), limits::remaining_ms());
        match verdict {
            Verdict::Valid { proof: Proof::Bounded(ref b), fp } => {
                // Kept if a deeper attempt is stopped from outside.
                let kept = Verdict::Valid { proof: Proof::Bounded(b.clone()), fp };
                phase::provisional(&Checked { verdict: kept, millis: 0.0, times: Default::default() });
                best = Some(verdict)
            }
            // Nothing unrolls: a deeper bound would encode the same query.
            Verdict::Inconclusive { .. } if !timed_out && !unrolls => return verdict,
            Verdict::Inconclusive { .. } if !timed_out => last = Some(verdict),
            Verdict::Inconclusive { .. } => {
                // Name the check's limit and where it ran out.
                last = Some(out_of_time());
                cut_short = true;
                break;
            }
            done => return done,
        }
    }
    match best {
        // A bounded proof kept when a deeper bound ran out of time says so.
        Some(Verdict::Valid { proof: Proof::Bounded(b), fp }) if cut_short => {
            Verdict::Valid { proof: Proof::Bounded(format!("{b}; {CUT_SHORT} time limit")), fp }
        }
        best => best.or(last).unwrap_or_else(out_of_time),
    }
}

/// How a bounded proof says that a deeper bound was cut short (followed by
/// `time limit` or `memory limit`).
pub const CUT_SHORT: &str = "deeper unrolling was abandoned at the";

/// Whether encoding `op` may unroll something: a control-flow graph with
/// several blocks, or an op the tables say unrolls (a loop, a call).
fn may_unroll(op: Op<'_>) -> bool {
    op.regions().iter().any(|r| {
        let blocks = r.blocks();
        blocks.len() > 1
            || blocks.iter().any(|b| {
                b.ops()
                    .into_iter()
                    .any(|o| crate::semantics::ops::spec(o.name()).is_some_and(|s| s.traits.unrolls) || may_unroll(o))
            })
    })
}

/// Runs `f`; `None` if a Z3 call in it was interrupted (its deadline
/// passed), so that the caller can decide what the time left allows.
fn interruptible<T>(f: impl FnOnce() -> T) -> Option<T> {
    match crate::catch_quietly(f) {
        Ok(v) => Some(v),
        Err(e) if e.is::<limits::Interrupted>() => None,
        Err(e) => std::panic::resume_unwind(e),
    }
}

/// One check with the given limits. Returns the verdict and whether it ran
/// out of time (the check's deadline or a step's).
fn attempt<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> (Verdict<'a>, bool) {
    let Some(v) = interruptible(|| float::attempt_fp(src, tgt, src_in, opts)) else { return (out_of_time(), true) };
    let timed_out = matches!(&v, Verdict::Inconclusive { limit: Some(LimitHit::Time), .. }) || limits::expired();
    (v, timed_out)
}

/// One check in one encoding: build the query, then decide it. A pair
/// whose source makes choices is first tried with the target's choices as
/// the source's witnesses (see `query::build`), which only proves, in a quarter of
/// the time left; then with the source's choices quantified.
fn attempt_inner<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options, info: &mut float::FpInfo) -> Verdict<'a> {
    let once = |witness: bool, info: &mut float::FpInfo| {
        let t0 = Instant::now();
        let smt = Context::for_this_thread();
        let shared = Shared::default();
        let cx = Cx { smt, cfg: &opts.semantics, shared: &shared };
        let verdict = match query::build(&cx, src, tgt, src_in, opts, info, witness) {
            Ok(q) => {
                let verdict = decide::decide(&cx, q, src, tgt, opts, t0);
                dump::answer(&verdict);
                verdict
            }
            Err(v) => v,
        };
        info.reassoc |= shared.float.reassoc.made();
        verdict
    };
    // (A witnessed query takes at most a quarter of the time left: `decide`.)
    let first = interruptible(|| once(true, info));
    match first {
        Some(v) if !info.witnessed || info.resize.is_some() || matches!(v, Verdict::Valid { .. }) => v,
        _ => {
            log::debug!("not proved with the target's choices as witnesses; quantifying the source's");
            *info = float::FpInfo::default();
            once(false, info)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Proof, Verdict, all_cases};

    fn valid<'a>() -> Verdict<'a> {
        Verdict::Valid { proof: Proof::Exact, fp: None }
    }
    fn timed_out<'a>() -> Verdict<'a> {
        Verdict::inconclusive("the solver timed out")
    }

    /// Runs cases whose verdicts are given, flagged optional or not.
    fn run(cases: Vec<(bool, Verdict<'static>)>) -> String {
        let runs = cases.into_iter().enumerate().map(|(i, (optional, v))| (format!("case {i}"), optional, move || v));
        let v = all_cases(runs, "dynamic sizes 1 to 3, 4".into(), |why| {
            format!("dynamic sizes 1 to 3; sizes 4 not finished: {why}")
        });
        v.describe()
    }

    #[test]
    fn an_optional_case_cut_short_leaves_the_others_valid() {
        let v = run(vec![(false, valid()), (false, valid()), (true, timed_out()), (true, valid())]);
        assert_eq!(v, "valid (bounded: dynamic sizes 1 to 3; sizes 4 not finished: the solver timed out (case 2))");
        let v = run(vec![(false, valid()), (true, valid())]);
        assert_eq!(v, "valid (bounded: dynamic sizes 1 to 3, 4)");
    }

    #[test]
    fn a_case_within_the_bound_undecided_is_the_verdict() {
        let v = run(vec![(false, timed_out()), (false, valid()), (true, valid())]);
        assert!(v.starts_with("inconclusive") && v.contains("(case 0)"), "{v}");
    }
}
