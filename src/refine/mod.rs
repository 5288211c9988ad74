//! The refinement query for a pair of functions, and its verdict.
//!
//! The target refines the source when, for every input,
//!
//! ```text
//! src_ub ∨ (¬tgt_ub ∧ ∀i. src_poison_i ∨ (¬tgt_poison_i ∧ src_i = tgt_i))
//! ```
//!
//! (DESIGN.md §3). The solver searches for an input that violates it:
//! `unsat` means valid, a model is a counterexample, `unknown` is
//! inconclusive. Both functions are encoded over the same argument
//! variables, so the model names one input for both.

pub mod context;
pub mod lemmas;
mod pairing;
pub mod phase;
pub mod wire;

pub use pairing::{Pair, Pairing, functions, is_function, pair};

use phase::Phase;

use crate::cex::{self, Counterexample};
use crate::ir::Op;
use crate::semantics::float::{self as fpsem, Encoding, Mode as FpMode};
use crate::semantics::{Config, Cx, Shared, Ty, Unsupported, Val, encode};
use crate::smt::limits::{self, LimitKind};
use crate::smt::{BV, Bool, Context, Engine, Model, SatResult, Solver};
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
    /// Magnitude bits of the abstract encoding when set; by default the
    /// fewest that give every value of the pair a code (for benchmarks
    /// of that choice).
    pub fp_abstract_bits: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            semantics: Config::default(),
            timeout_ms: 10_000,
            run_deadline: None,
            fp_mode: FpMode::Auto,
            fp_abstract_bits: None,
        }
    }
}

/// Which floating-point encoding decided a verdict.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FpDecided {
    /// The abstract encoding proved the pair.
    Abstract,
    /// IEEE-754 decided: directly (`fp-mode=ieee`, or an op the abstract
    /// encoding lacks), or after the abstract encoding found a candidate
    /// counterexample.
    Ieee { after_abstract: bool },
}

impl FpDecided {
    pub fn label(&self) -> &'static str {
        match self {
            FpDecided::Abstract => "abstract floating point",
            FpDecided::Ieee { .. } => "IEEE-754",
        }
    }
}

/// How a `valid` verdict was obtained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// The two functions are identical (and so is everything they
    /// reference): refinement is reflexive, no query.
    Unchanged,
    /// For every input.
    Exact,
    /// For every input, loops by induction on corresponding loops.
    Induction,
    /// Only for the inputs within these limits ("loops up to 64
    /// iterations", "recursion up to 8 nested calls").
    Bounded(String),
    /// Not on its own (`alone` says why), but in every calling context the
    /// module gives it: the function is only called directly from
    /// functions of the module, and those `callers` (the public functions
    /// that reach it, checked with it inlined) are valid. See `context`.
    InContext { callers: Vec<String>, alone: String },
}

/// The outcome for one function.
pub enum Verdict<'a> {
    /// The target refines the source; `proof` says how, `fp` which
    /// floating-point encoding proved it (none without floats).
    Valid { proof: Proof, fp: Option<FpDecided> },
    /// A counterexample shows the target does not refine the source.
    Invalid(Box<Counterexample<'a>>),
    /// Something in the pair is not modelled; nothing was proved.
    Unsupported { message: String, loc: Option<usize> },
    /// The solver gave up (timeout, resource limit) or an internal error
    /// stopped the check; `limit` names the limit that stopped it, if one did.
    Inconclusive { reason: String, limit: Option<LimitHit> },
}

/// Which limit stopped a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitHit {
    /// Its time (`timeout-ms`, or the run's `total-timeout-ms`).
    Time,
    /// Its memory (`max-memory-mb`).
    Memory,
    /// A stop request (SIGINT or SIGTERM).
    Stopped,
}

impl LimitHit {
    pub fn label(self) -> &'static str {
        match self {
            LimitHit::Time => "timeout",
            LimitHit::Memory => "memory",
            LimitHit::Stopped => "interrupted",
        }
    }

    pub fn parse(s: &str) -> Option<LimitHit> {
        [LimitHit::Time, LimitHit::Memory, LimitHit::Stopped].into_iter().find(|l| l.label() == s)
    }
}

impl Verdict<'_> {
    /// The verdict's name as the user sees it.
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::Valid { .. } => "valid",
            Verdict::Invalid(_) => "invalid",
            Verdict::Unsupported { .. } => "unsupported",
            Verdict::Inconclusive { .. } => "inconclusive",
        }
    }

    /// The verdict as a person reads it: `valid`, `valid (unchanged)`,
    /// `valid (bounded: loops up to 64 iterations)`, `invalid: ...`.
    pub fn describe(&self) -> String {
        let detail = self.detail();
        match self {
            _ if detail.is_empty() => self.kind().to_string(),
            Verdict::Valid { proof: Proof::InContext { .. }, .. } => {
                format!("valid {}", detail.replacen("in its calling contexts: ", "in its calling contexts (", 1) + ")")
            }
            Verdict::Valid { .. } => format!("valid ({detail})"),
            Verdict::Inconclusive { limit: Some(l), .. } => format!("inconclusive ({}): {detail}", l.label()),
            _ => format!("{}: {detail}", self.kind()),
        }
    }

    /// One line of detail after the verdict's name.
    pub fn detail(&self) -> String {
        match self {
            Verdict::Valid { proof, fp: Some(fp) } => {
                let how = Verdict::Valid { proof: proof.clone(), fp: None }.detail();
                if how.is_empty() { fp.label().to_string() } else { format!("{how}; {}", fp.label()) }
            }
            Verdict::Valid { proof: Proof::Unchanged, .. } => "unchanged".into(),
            Verdict::Valid { proof: Proof::Bounded(b), .. } => format!("bounded: {b}"),
            Verdict::Valid { proof: Proof::Induction, .. } => INDUCTION.into(),
            Verdict::Valid { proof: Proof::Exact, .. } => String::new(),
            Verdict::Valid { proof: Proof::InContext { callers, alone }, .. } => {
                let through = if callers.is_empty() {
                    "no checked function calls it".to_string()
                } else {
                    format!("checked through {}", callers.join(", "))
                };
                format!("in its calling contexts: {through}; on its own it is {alone}")
            }
            Verdict::Invalid(c) => c.headline.clone(),
            Verdict::Unsupported { message, .. } => message.clone(),
            Verdict::Inconclusive { reason, .. } => reason.clone(),
        }
    }

    /// An inconclusive verdict that no limit caused.
    pub fn inconclusive(reason: impl Into<String>) -> Self {
        Verdict::Inconclusive { reason: reason.into(), limit: None }
    }
}

impl From<Unsupported> for Verdict<'_> {
    fn from(u: Unsupported) -> Self {
        Verdict::Unsupported { message: u.message, loc: u.loc }
    }
}

/// A checked pair: the verdict and the time it took.
pub struct Checked<'a> {
    pub verdict: Verdict<'a>,
    pub millis: f64,
}

/// The input and result types of a `func.func`.
pub fn signature(func: Op<'_>) -> Option<(Vec<Ty>, Vec<Ty>)> {
    let (ins, outs) = func.attr("function_type")?.type_value()?.function_io()?;
    Some((ins.into_iter().map(Ty::of).collect(), outs.into_iter().map(Ty::of).collect()))
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
        guarded(|| check_inner(pair.src, pair.tgt, opts))
    };
    Checked { verdict, millis: start.elapsed().as_secs_f64() * 1e3 }
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

fn check_inner<'a>(src: Op<'a>, tgt: Op<'a>, opts: &Options) -> Verdict<'a> {
    for (side, f) in [("source", src), ("target", tgt)] {
        if f.name() != "func.func" {
            return Verdict::Unsupported {
                message: format!("{side}: '{}' functions are not modelled", f.name()),
                loc: Some(f.loc().handle()),
            };
        }
    }
    let (Some((src_in, src_out)), Some((tgt_in, tgt_out))) = (signature(src), signature(tgt)) else {
        return Verdict::Unsupported { message: "not a func.func with a function type".into(), loc: None };
    };
    if src_in != tgt_in || src_out != tgt_out {
        return Verdict::Unsupported {
            message: format!(
                "the signature changed from ({}) -> ({}) to ({}) -> ({}); functions are compared only \
                 when their signatures agree",
                show_types(&src_in),
                show_types(&src_out),
                show_types(&tgt_in),
                show_types(&tgt_out)
            ),
            loc: Some(tgt.loc().handle()),
        };
    }
    if src.regions()[0].is_empty() && tgt.regions()[0].is_empty() {
        // Two declarations of one external function with one signature.
        return Verdict::Valid { proof: Proof::Exact, fp: None };
    }
    if src.regions()[0].is_empty() || tgt.regions()[0].is_empty() {
        return Verdict::Unsupported {
            message: "a function declaration (no body) on one side only".into(),
            loc: Some(tgt.loc().handle()),
        };
    }

    deepen(src, tgt, &src_in, opts)
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
    let pairs = loop_pairs(src, tgt);
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
    let mut bounds: Vec<u32> = [4, 16, max].into_iter().filter(|k| *k <= max).collect();
    bounds.dedup();
    let mut best: Option<Verdict<'a>> = None;
    let mut last = None;
    for k in bounds {
        if limits::check_expired() {
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
                phase::provisional(&Checked { verdict: kept, millis: 0.0 });
                best = Some(verdict)
            }
            Verdict::Inconclusive { .. } if !timed_out => last = Some(verdict),
            Verdict::Inconclusive { .. } => {
                // Name the check's limit and where it ran out.
                last = Some(out_of_time());
                break;
            }
            done => return done,
        }
    }
    best.or(last).unwrap_or_else(out_of_time)
}

/// Whether encoding `op` may unroll something: a loop, a control-flow
/// graph with several blocks, or a call (recursion).
fn may_unroll(op: Op<'_>) -> bool {
    op.regions().iter().any(|r| {
        let blocks = r.blocks();
        blocks.len() > 1
            || blocks.iter().any(|b| {
                b.ops().into_iter().any(|o| {
                    matches!(o.name(), "scf.for" | "scf.while" | "scf.parallel" | "scf.forall" | "func.call")
                        || may_unroll(o)
                })
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
    let Some(v) = interruptible(|| attempt_fp(src, tgt, src_in, opts)) else { return (out_of_time(), true) };
    let timed_out = matches!(&v, Verdict::Inconclusive { limit: Some(LimitHit::Time), .. }) || limits::expired();
    (v, timed_out)
}

/// What a check learnt about floating point.
#[derive(Default)]
struct FpInfo {
    /// An abstract value needs more magnitude bits: encode again with these.
    resize: Option<u32>,
    /// The abstract encoding lacks an op of the pair (a bitcast to bits).
    needs_ieee: bool,
}

/// Whether any value of the function is a float.
fn uses_floats(op: Op<'_>) -> bool {
    let float = |t: crate::ir::Type<'_>| matches!(Ty::of(t).elem(), Ty::Float(_)) || t.float_kind().is_some();
    op.results().iter().any(|r| float(r.ty()))
        || op.operands().iter().any(|v| float(v.ty()))
        || op.regions().iter().any(|r| {
            r.blocks().iter().any(|b| b.args().iter().any(|a| float(a.ty())) || b.ops().into_iter().any(uses_floats))
        })
}

/// Floating point: `fp-mode` picks the encoding (see `semantics::float`).
/// `auto` tries the abstract encoding first, with half the time: its proof
/// is final; its counterexample is only a candidate, which IEEE-754 then
/// confirms (or refutes, proving the pair itself). Only a counterexample
/// IEEE-754 confirms is reported.
fn attempt_fp<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options) -> Verdict<'a> {
    let floats = src_in.iter().any(|t| matches!(t.elem(), Ty::Float(_))) || uses_floats(src) || uses_floats(tgt);
    if !floats || opts.fp_mode == FpMode::Ieee {
        let (v, _) = attempt_enc(src, tgt, src_in, opts, Encoding::Ieee);
        return if floats { decided_by(v, FpDecided::Ieee { after_abstract: false }) } else { v };
    }
    let half = (opts.fp_mode == FpMode::Auto)
        .then(limits::remaining_ms)
        .flatten()
        .map(|ms| limits::Deadline::narrow_ms((ms / 2).max(1)));
    let mag_bits = opts.fp_abstract_bits.unwrap_or(4);
    // An abstract attempt interrupted at its half leaves the rest to IEEE-754.
    let (v, info) = interruptible(|| attempt_enc(src, tgt, src_in, opts, Encoding::Abstract { mag_bits }))
        .unwrap_or_else(|| (out_of_time(), FpInfo::default()));
    drop(half);
    log::debug!("abstract floating point: {}", v.describe());
    let forced = opts.fp_mode == FpMode::Abstract;
    let candidate = matches!(v, Verdict::Invalid(_));
    match &v {
        Verdict::Valid { .. } => return decided_by(v, FpDecided::Abstract),
        Verdict::Unsupported { .. } if forced || !info.needs_ieee => return v,
        Verdict::Inconclusive { .. } if forced => return v,
        _ => {}
    }
    // IEEE-754, with the time left.
    if candidate {
        phase::enter(Phase::Confirming);
    }
    let (iv, _) = attempt_enc(src, tgt, src_in, opts, Encoding::Ieee);
    match iv {
        Verdict::Valid { .. } if forced => Verdict::inconclusive(
            "the abstract floating-point encoding found a counterexample that IEEE-754 shows is spurious \
             (the pair is valid under IEEE-754); fp-mode=auto accepts that proof",
        ),
        Verdict::Inconclusive { reason, limit } if candidate => Verdict::Inconclusive {
            reason: format!(
                "the abstract floating-point encoding found a candidate counterexample, which IEEE-754 could not \
                 confirm: {reason}"
            ),
            limit,
        },
        Verdict::Invalid(_) | Verdict::Inconclusive { .. } | Verdict::Unsupported { .. } if forced => {
            decided_by(iv, FpDecided::Ieee { after_abstract: true })
        }
        other => decided_by(other, FpDecided::Ieee { after_abstract: candidate }),
    }
}

/// Records which encoding decided a verdict.
fn decided_by(v: Verdict<'_>, how: FpDecided) -> Verdict<'_> {
    match v {
        Verdict::Valid { proof, .. } => Verdict::Valid { proof, fp: Some(how) },
        Verdict::Invalid(mut c) => {
            c.fp = Some(match how {
                FpDecided::Ieee { after_abstract: true } => {
                    "found with the abstract floating-point encoding and confirmed with IEEE-754"
                }
                _ => "found with the IEEE-754 floating-point encoding",
            });
            Verdict::Invalid(c)
        }
        other => other,
    }
}

/// A check in one floating-point encoding. An abstract encoding whose
/// magnitude codes turn out too few for the values it made is encoded
/// again, wide enough (within the same deadline).
fn attempt_enc<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options, enc: Encoding) -> (Verdict<'a>, FpInfo) {
    let mut o = opts.clone();
    o.semantics.fp = enc;
    loop {
        let mut info = FpInfo::default();
        let v = attempt_inner(src, tgt, src_in, &o, &mut info);
        match info.resize {
            Some(m) if m <= 24 => o.semantics.fp = Encoding::Abstract { mag_bits: m },
            Some(_) => {
                return (
                    Verdict::inconclusive(
                        "the abstract floating-point encoding cannot give every value a code (a source \
                         choice of a whole float, such as afn, counts as one run per value); \
                         fp-mode=auto or ieee decides such functions",
                    ),
                    FpInfo { needs_ieee: true, ..info },
                );
            }
            None => return (v, info),
        }
    }
}

/// Pairs the `scf.for` loops of two functions for induction: by location
/// (passes keep a loop's location), else by position when both have the
/// same number of loops. Keys name each pair.
fn loop_pairs(src: Op<'_>, tgt: Op<'_>) -> std::collections::HashMap<usize, String> {
    fn loops<'a>(op: Op<'a>, out: &mut Vec<Op<'a>>) {
        for r in op.regions() {
            for b in r.blocks() {
                for o in b.ops() {
                    if o.name() == "scf.for" {
                        out.push(o);
                    }
                    loops(o, out);
                }
            }
        }
    }
    let (mut s, mut t) = (Vec::new(), Vec::new());
    loops(src, &mut s);
    loops(tgt, &mut t);
    let mut map = std::collections::HashMap::new();
    let mut used = vec![false; t.len()];
    for (i, sl) in s.iter().enumerate() {
        let by_loc =
            t.iter().enumerate().position(|(j, tl)| !used[j] && !sl.loc().is_unknown() && tl.loc() == sl.loc());
        let j = by_loc.or_else(|| (s.len() == t.len() && !used[i]).then_some(i));
        if let Some(j) = j {
            used[j] = true;
            let key = format!("loop{i}");
            map.insert(sl.handle(), key.clone());
            map.insert(t[j].handle(), key);
        }
    }
    map
}

/// The relation an induction proof establishes between paired abstract
/// loops, assumed in the main query, and the step obligation each pair must
/// meet (a formula that must be unsatisfiable). See `encode::LoopAbs`.
fn induction<'c>(
    smt: &'c Context,
    src: &[encode::LoopAbs<'c, '_>],
    tgt: &[encode::LoopAbs<'c, '_>],
) -> Option<(Bool<'c>, Vec<Bool<'c>>)> {
    let all = |v: Vec<Bool<'c>>| Bool::and_all(smt, v);
    let refine_all = |a: &[Val<'c>], b: &[Val<'c>]| all(a.iter().zip(b).map(|(x, y)| refines(x, y)).collect());
    let mut relation = Vec::new();
    let mut steps = Vec::new();
    if src.len() != tgt.len() {
        return None;
    }
    for s in src {
        let t = tgt.iter().find(|t| t.key == s.key)?;
        if t.carried.len() != s.carried.len() || t.unsigned != s.unsigned {
            return None;
        }
        let same_bounds = all(s.bounds.iter().zip(&t.bounds).map(|(a, b)| a.bits.eq(&b.bits)).collect());
        // Step: from refined states at one iteration (any iv in range),
        // the target iteration has no UB the source lacks and yields a
        // state the source's refines.
        let (lb, ub) = (&s.bounds[0].bits, &s.bounds[1].bits);
        let in_range = if s.unsigned { lb.ule(&s.iv) & s.iv.ult(ub) } else { lb.sle(&s.iv) & s.iv.slt(ub) };
        let step_fails = &same_bounds
            & in_range
            & refine_all(&s.carried, &t.carried)
            & !&s.body_ub
            & (&t.body_ub | !refine_all(&s.yields, &t.yields));
        steps.push(step_fails);
        // What induction gives: equal bounds and refined initial values
        // make the results refined and target UB imply source UB.
        let premise = same_bounds & refine_all(&s.inits, &t.inits);
        relation.push(premise.implies(&(refine_all(&s.results, &t.results) & t.ub.implies(&s.ub))));
    }
    Some((all(relation), steps))
}

fn attempt_inner<'a>(src: Op<'a>, tgt: Op<'a>, src_in: &[Ty], opts: &Options, info: &mut FpInfo) -> Verdict<'a> {
    let t0 = Instant::now();
    let smt = Context::for_this_thread();
    let shared = Shared::default();
    let cx = Cx { smt, cfg: &opts.semantics, shared: &shared };
    let args: Vec<Val> = match src_in
        .iter()
        .enumerate()
        .map(|(i, t)| cx.fresh(t, &format!("%arg{i}")).map_err(|e| e.at(src.loc())))
        .collect()
    {
        Ok(a) => a,
        Err(u) => return u.into(),
    };
    shared.take_choices();
    let s = match encode::function(&cx, src, &args, "src") {
        Ok(s) => s,
        Err(u) => {
            info.needs_ieee = shared.float.needs_ieee();
            return prefixed(u, "source");
        }
    };
    // Values the source chooses freely: the source may pick whichever
    // matches the target, so the search quantifies them universally. The
    // target's choices stay free (the target may pick any).
    let src_choices = shared.take_choices();
    let made_src = shared.float.made();
    let t = match encode::function(&cx, tgt, &args, "tgt") {
        Ok(t) => t,
        Err(u) => {
            info.needs_ieee = shared.float.needs_ieee();
            return prefixed(u, "target");
        }
    };
    let tgt_choices = shared.take_choices();
    if let Encoding::Abstract { mag_bits } = opts.semantics.fp {
        // Every instance of the source's choices is a run of its own: each
        // needs codes for its values (see `semantics::float::abs`).
        let k: u32 = src_choices.iter().map(|c| c.width()).sum();
        let runs = if k >= 20 { usize::MAX } else { 1usize << k };
        let values = made_src.saturating_mul(runs).saturating_add(shared.float.made() - made_src);
        let need = if values > (1 << 24) { 25 } else { fpsem::mag_bits_for(values) };
        if need > mag_bits {
            info.resize = Some(need);
            return Verdict::inconclusive("re-encoding");
        }
    }
    // Axioms of the abstract floating-point encoding (constants, casts).
    let axioms = fpsem::close(&cx);
    if !axioms.is_empty() {
        // The axioms are facts of IEEE-754 about the values that occur, so
        // they hold together whenever the codes suffice; a proof under
        // axioms no model satisfies would be vacuous. Never trust one.
        let solver = Solver::new(smt, Engine::QfBv, 0);
        solver.assert(&Bool::and_all(smt, axioms.iter().cloned()));
        if !matches!(solver.check(), SatResult::Sat(_)) {
            info.needs_ieee = true;
            return Verdict::inconclusive(
                "the abstract floating-point encoding could not represent the pair's constants",
            );
        }
    }
    let engine = if shared.float.used() && opts.semantics.fp == Encoding::Ieee { Engine::QfFpBv } else { Engine::QfBv };

    // Search for an input where the source is defined and the target is not
    // a refinement of it: where the source aborts the target must abort,
    // elsewhere it must return results that refine the source's.
    let mut results_refined = Vec::new();
    for (sv, tv) in s.results.iter().zip(&t.results) {
        results_refined.push(refines(sv, tv));
    }
    let returns_refined = !&t.abort & Bool::and_all(smt, results_refined);
    let (tgt_matched, src_matched) = calls_matched(smt, &s.calls, &t.calls);
    let calls_ok = Bool::and_all(smt, tgt_matched.into_iter().chain(src_matched));
    let refined = !&t.ub & calls_ok & s.abort.ite(&t.abort, &returns_refined);
    // Bounded checks assume no loop runs past max-unroll (and no recursion
    // past its depth), in either function.
    let bounds: Vec<_> = s.bounds.iter().chain(&t.bounds).collect();
    let within = Bool::and_all(smt, bounds.iter().map(|b| !&b.cond));
    let mut assumed = Bool::and_all(smt, shared.assumptions().into_iter().chain(axioms)) & within;
    let bounded = bounded_label(&bounds);
    let by_induction = !s.loops.is_empty() || !t.loops.is_empty();
    if by_induction {
        // Every step must hold before the relation may be assumed; an
        // abstraction that cannot be proved gives no verdict (the caller
        // then unrolls).
        let Some((relation, steps)) = induction(smt, &s.loops, &t.loops) else {
            return Verdict::inconclusive("loops do not correspond");
        };
        // A step mentions only the results of loops nested in its body, so
        // assuming every relation while proving every step is well-founded
        // (by nesting depth).
        phase::enter(Phase::Induction);
        for step in steps {
            let solver = Solver::new(smt, engine, 0);
            solver.assert(&(&assumed & &relation & step));
            if !matches!(solver.check(), SatResult::Unsat) {
                return Verdict::inconclusive("an induction step does not hold");
            }
        }
        assumed &= relation;
    }
    let mut bounded = bounded;
    if bounded.is_some() {
        let defined = Bool::and_all(smt, shared.assumptions()) & !&s.ub;
        if vacuous(&cx, &defined, &args) {
            // The source has UB on every input: any target refines it.
            return valid(None, false);
        }
        if vacuous(&cx, &(&assumed & !&s.ub), &args) {
            return Verdict::inconclusive(format!(
                "no input stays within the bounds ({}): {}",
                bounded.unwrap_or_default(),
                bounds_hint(&bounds, opts.semantics.max_unroll)
            ));
        }
        // Bounds no defined input can reach (a loop that provably stops
        // in time) do not make the check bounded.
        let reachable = Bool::or_all(smt, bounds.iter().map(|b| b.cond.clone()));
        if vacuous(&cx, &(Bool::and_all(smt, shared.assumptions()) & !&s.ub & reachable), &args) {
            bounded = None;
        }
    }
    let body = assumed & !&s.ub & !refined;
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
            .flat_map(|v| v.lanes())
            .filter_map(|l| match l {
                Val::Int(i) => Some(i.bits.clone()),
                Val::Float(x) => match &x.v {
                    fpsem::Fl::Ieee(fp) => Some(fp.to_ieee()),
                    fpsem::Fl::Abs(_) => None,
                },
                Val::Vector(_) => None,
            })
            .collect();
        phase::enter(Phase::Solving);
        return match exists_forall(&cx, engine, &body, &src_choices, &terms, &args, &tgt_choices) {
            SatResult::Unsat => valid(bounded, false),
            SatResult::Sat(model) => {
                phase::enter(Phase::Extracting);
                Verdict::Invalid(Box::new(cex::extract(&cx, &model, src, tgt, &args, &s, &t)))
            }
            SatResult::Unknown(reason) => unknown(&reason),
        };
    }
    let query = for_all_choices(smt, &src_choices, &body);
    // True facts about the query's divisions (see `lemmas`).
    let query = Bool::and_all(smt, lemmas::for_query(&query)) & query;

    // Z3's rewriter settles most pass outputs (folded constants, dropped
    // identities) without a solver.
    let t_encoded = t0.elapsed();
    phase::enter(Phase::Rewriting);
    let query = Bool::from_term(query.term().simplify());
    let t_simplified = t0.elapsed();
    let name = src.symbol_name().unwrap_or("?");
    if query.is_false() || query.is_complementary_conjunction() {
        log::debug!("@{name}: encoded in {t_encoded:?}, valid by rewriting at {t_simplified:?}");
        return valid(bounded, by_induction);
    }
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
        tested = test_inputs(&cx, &query, &args);
        log::debug!("tests done at {:?}", t0.elapsed());
        if tested.is_none() {
            // The rest of the time.
            phase::enter(Phase::Solving);
            solver.set_timeout(0);
            result = solver.check();
        }
    }
    let t_solved = t0.elapsed();
    log::debug!("@{name}: encoded {t_encoded:?}, simplified {t_simplified:?}, solved {t_solved:?}");
    if let Some(model) = tested {
        log::debug!("@{name}: counterexample found by testing");
        phase::enter(Phase::Extracting);
        return Verdict::Invalid(Box::new(cex::extract(&cx, &model, src, tgt, &args, &s, &t)));
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
        SatResult::Unsat => valid(bounded, false),
        SatResult::Sat(model) => {
            // Prefer a counterexample of small, familiar values: first by
            // testing (cheap), else by steering the solver.
            phase::enter(Phase::Simplifying);
            let tested = test_inputs(&cx, &query, &args);
            let model = match tested {
                // A tested input refutes the query whatever the
                // uninterpreted functions are: confirmed as it stands.
                Some(m) => m,
                None => {
                    let model = simplify_inputs(&cx, &query, &args).unwrap_or(model);
                    let opaque = shared.float.opaque();
                    if !opaque.is_empty() && opts.semantics.fp == Encoding::Ieee {
                        phase::enter(Phase::Confirming);
                        if !holds_for_every_function(&cx, engine, &query, &args, &tgt_choices, &model) {
                            return Verdict::inconclusive(format!(
                                "a counterexample depends on the value of {}, which is modelled only by its \
                                 special values (NaN, infinities, zeros); it is not confirmed",
                                opaque.join(", ")
                            ));
                        }
                    }
                    model
                }
            };
            let t_minimized = t0.elapsed();
            phase::enter(Phase::Extracting);
            let c = cex::extract(&cx, &model, src, tgt, &args, &s, &t);
            log::debug!("@{name}: counterexample simplified {t_minimized:?}, extracted {:?}", t0.elapsed());
            Verdict::Invalid(Box::new(c))
        }
        SatResult::Unknown(reason) => unknown(&reason),
    }
}

/// Whether the query holds on the model's inputs (and target choices) for every interpretation
/// of the functions modelled only by their special values (`math.exp`,
/// ...): then the counterexample holds for the real functions too.
fn holds_for_every_function<'c>(
    cx: &Cx<'c, '_>,
    engine: Engine,
    query: &Bool<'c>,
    args: &[Val<'c>],
    tgt_choices: &[BV<'c>],
    model: &Model<'c>,
) -> bool {
    // The inputs and the target's choices as the model has them.
    let Some(fixed) = pinned(cx.smt, args, tgt_choices, model) else { return false };
    let solver = Solver::new(cx.smt, engine, 0);
    solver.assert(&(Bool::and_all(cx.smt, fixed) & !query));
    matches!(solver.check(), SatResult::Unsat)
}

/// Equalities that pin the inputs (values and poison flags) and the
/// target's choices to their values in `model`. `None` for abstract
/// floats, whose codes are not values of a run.
fn pinned<'c>(smt: &'c Context, args: &[Val<'c>], tgt_choices: &[BV<'c>], model: &Model<'c>) -> Option<Vec<Bool<'c>>> {
    let mut fixed: Vec<Bool<'c>> = tgt_choices.iter().map(|c| c.eq(&BV::from_bits(smt, &model.eval_bv(c)))).collect();
    for lane in args.iter().flat_map(|a| a.lanes()) {
        match lane {
            Val::Int(v) => fixed.push(v.bits.eq(&BV::from_bits(smt, &model.eval_bv(&v.bits)))),
            Val::Float(x) => match &x.v {
                fpsem::Fl::Ieee(fp) => {
                    let value = crate::smt::FP::from_term(model.eval(fp.term()), fp.format());
                    fixed.push(fp.same_as(&value));
                }
                fpsem::Fl::Abs(_) => return None,
            },
            Val::Vector(_) => unreachable!("lanes are scalars"),
        }
        let p = lane.poison();
        fixed.push(p.iff(&Bool::from_bool(smt, model.eval_bool(&p))));
    }
    Some(fixed)
}

/// Time for the first solver attempt, in milliseconds.
const FIRST_ATTEMPT_MS: u32 = 50;

/// Tries the query on concrete inputs: small numbers, extremes and a
/// deterministic pseudo-random sample, with poison in one argument at a
/// time. An input for which the query rewrites to `true` is a
/// counterexample, with values a person reads at once.
fn test_inputs<'c>(cx: &Cx<'c, '_>, query: &Bool<'c>, args: &[Val<'c>]) -> Option<Model<'c>> {
    // Each test substitutes every input; beyond a few dozen inputs (large
    // vectors) the tests cost more than they can find, so leave it to the
    // solver.
    const MAX_INPUTS: usize = 64;
    const BUDGET: Duration = Duration::from_millis(100);
    let start = Instant::now();
    let lanes: Vec<&Val<'c>> = args.iter().flat_map(|a| a.lanes()).collect();
    if lanes.is_empty() || lanes.len() > MAX_INPUTS {
        return None;
    }
    // Each input's pool of test values (terms), and the pool positions
    // tried alone as extremes. Positions 0, 1, 2 hold 0, 1 and -1.
    let mut pools: Vec<Vec<crate::smt::Term<'c>>> = Vec::new();
    let mut extremes: Vec<Vec<usize>> = Vec::new();
    for lane in &lanes {
        match lane {
            Val::Int(v) => {
                let w = v.width();
                let mut p: Vec<BV<'c>> = [0i64, 1, -1, 2, 3, 5, 7, 16, -2, 42, 100, -100]
                    .iter()
                    .map(|n| BV::from_i64(cx.smt, *n, w))
                    .collect();
                if w > 1 {
                    p.push(BV::signed_min(cx.smt, w));
                    p.push(BV::signed_max(cx.smt, w));
                }
                let n = p.len();
                extremes.push(vec![n.saturating_sub(2), n - 1, 2, 1]);
                pools.push(p.iter().map(|b| b.term().clone()).collect());
            }
            Val::Float(x) => {
                let crate::semantics::float::Fl::Ieee(fp) = &x.v else { return None };
                let f = fp.format();
                let max = crate::semantics::float::max_finite(f);
                let tiny = crate::semantics::float::value_of_bits(f, 1);
                // The values where floating-point rules differ: signed
                // zeros, NaN, infinities, the extremes of the range.
                let vals = [
                    0.0,
                    1.0,
                    -1.0,
                    2.0,
                    0.5,
                    3.0,
                    -2.0,
                    0.1,
                    100.0,
                    -0.0,
                    f64::NAN,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                    max,
                    tiny,
                ];
                extremes.push(vec![9, 10, 11, 12, 13, 14]);
                pools.push(vals.iter().map(|v| crate::smt::FP::from_f64(cx.smt, *v, f).term().clone()).collect());
            }
            Val::Vector(_) => unreachable!("lanes are scalars"),
        }
    }
    // Input vectors: indices into each pool, and which argument is poison.
    let mut vectors: Vec<(Vec<usize>, Option<usize>)> = Vec::new();
    // "Flags set, numbers zero" is the shape of most readable
    // counterexamples.
    let flags_set: Vec<usize> =
        lanes.iter().map(|v| if matches!(v, Val::Int(i) if i.width() == 1) { 1 } else { 0 }).collect();
    let bases = [vec![0; lanes.len()], flags_set, vec![1; lanes.len()], vec![2; lanes.len()]];
    for b in &bases {
        vectors.push((b.clone(), None));
    }
    // One argument at an extreme (MIN, MAX, -1, 1; -0, NaN, infinities),
    // the others zero: the shape of most overflow and special-value bugs.
    for k in 0..lanes.len() {
        for &extreme in &extremes[k] {
            let mut v = vec![0; lanes.len()];
            v[k] = extreme;
            vectors.push((v, None));
        }
    }
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let sampled = vectors.len() + 24;
    while vectors.len() < sampled {
        let pick = pools
            .iter()
            .map(|p| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % p.len() as u64) as usize
            })
            .collect();
        vectors.push((pick, None));
    }
    // Poison in one input at a time, after the plain values (a
    // counterexample without poison is easier to read).
    for k in 0..lanes.len() {
        for b in &bases[..3] {
            vectors.push((b.clone(), Some(k)));
        }
    }
    let tt = cx.tt();
    let ff = cx.ff();
    for (pick, poisoned) in vectors {
        if start.elapsed() > BUDGET {
            return None;
        }
        let mut pairs: Vec<(&crate::smt::Term<'c>, &crate::smt::Term<'c>)> = Vec::new();
        for (k, lane) in lanes.iter().enumerate() {
            let value = &pools[k][pick[k] % pools[k].len()];
            let flag = if poisoned == Some(k) { &tt } else { &ff };
            match lane {
                Val::Int(v) => {
                    pairs.push((v.bits.term(), value));
                    pairs.push((v.poison.term(), flag.term()));
                }
                Val::Float(x) => {
                    pairs.push((x.v.term(), value));
                    pairs.push((x.poison.term(), flag.term()));
                }
                Val::Vector(_) => unreachable!(),
            }
        }
        let holds = Bool::from_term(query.term().substitute(&pairs).simplify());
        if holds.is_true() {
            return Some(Model::from_assignment(cx.smt, &pairs));
        }
    }
    None
}

/// Steers the counterexample toward inputs a person reads at a glance:
/// arguments that are not poison, then 0, 1, -1 or small numbers. Each
/// preference is kept only if a counterexample still exists with it. The
/// whole search has a small time budget (a readable counterexample is a
/// nicety, not worth a second timeout); gives the final model, or `None`
/// if no check could be decided.
fn simplify_inputs<'c>(cx: &Cx<'c, '_>, query: &Bool<'c>, args: &[Val<'c>]) -> Option<Model<'c>> {
    const BUDGET: Duration = Duration::from_millis(150);
    let start = Instant::now();
    let solver = Solver::new(cx.smt, Engine::Incremental, 50);
    solver.assert(query);
    let mut kept: Vec<Bool<'c>> = Vec::new();
    let mut try_keep = |c: Bool<'c>| -> bool {
        if start.elapsed() > BUDGET {
            return false;
        }
        kept.push(c);
        if matches!(solver.check_assuming(&kept), SatResult::Sat(_)) {
            return true;
        }
        kept.pop();
        false
    };
    let lanes: Vec<&Val<'c>> = args.iter().flat_map(|a| a.lanes()).collect();
    // No poison at all, else per argument.
    if !try_keep(Bool::and_all(cx.smt, lanes.iter().map(|v| !v.poison()))) {
        for v in &lanes {
            try_keep(!v.poison());
        }
    }
    // Floats: a familiar value (0, 1, -1, -0, NaN, infinity), else a small
    // integer, else a normal number of moderate size.
    for lane in &lanes {
        let Val::Float(x) = lane else { continue };
        let fpsem::Fl::Ieee(v) = &x.v else { continue };
        let f = v.format();
        let k = |n: f64| crate::smt::FP::from_f64(cx.smt, n, f);
        let is = |n: f64| v.same_as(&k(n));
        let integral = v.same_as(&v.round_integral(crate::smt::Rounding::NearestEven));
        let small_int = integral & v.abs().le(&k(100.0));
        let moderate = v.is_normal() & v.abs().ge(&k(1.0 / 256.0)) & v.abs().le(&k(65504.0));
        for c in
            [is(0.0), is(1.0), is(-1.0), is(-0.0), v.is_nan(), v.is_inf(), small_int, moderate.clone(), v.is_normal()]
        {
            if try_keep(c) {
                break;
            }
        }
    }
    let ints: Vec<_> = args.iter().flat_map(|a| a.scalars()).collect();
    for v in &ints {
        let w = v.width();
        let is = |n: i64| v.bits.eq(&BV::from_i64(cx.smt, n, w));
        let below = |n: u64| v.bits.ult(&BV::from_u64(cx.smt, n.min((1u64 << w.min(63)) - 1), w));
        let small_negative = v.bits.sge(&BV::from_i64(cx.smt, -16, w)) & v.bits.slt(&BV::zero(cx.smt, w));
        for c in [is(0), is(1), is(-1), below(16), small_negative, below(256)] {
            if try_keep(c) {
                break;
            }
        }
    }
    match solver.check_assuming(&kept) {
        SatResult::Sat(m) => Some(m),
        _ => None,
    }
}

fn valid<'a>(bounded: Option<String>, by_induction: bool) -> Verdict<'a> {
    let proof = match (bounded, by_induction) {
        (Some(b), _) => Proof::Bounded(b),
        (None, true) => Proof::Induction,
        (None, false) => Proof::Exact,
    };
    Verdict::Valid { proof, fp: None }
}

/// How a proof by loop induction is labelled.
pub const INDUCTION: &str = "by induction on corresponding loops";

/// `∀ choices. body`. A few choice bits are expanded into a conjunction of
/// instances (quantifier-free, which the solver handles best); more use a
/// quantifier.
/// Source choices of at most this many bits are expanded into instances.
const EXPAND_BITS: u32 = 6;

/// Decides `exists x. forall c. body(x, c)` (x: the inputs, the target's
/// choices and every other free constant; c: the source's choices) by
/// refinement of instances: find x for finitely many instances of c; if
/// some c refutes body(x, c) for those inputs and target choices, add it
/// and repeat; else x is a counterexample for every c. Unsat for the
/// instances is unsat for all c. Instances may be terms over x (the
/// `candidates`): any term is an instance of `forall c`. Returns the model
/// of the last x.
fn exists_forall<'c>(
    cx: &Cx<'c, '_>,
    engine: Engine,
    body: &Bool<'c>,
    choices: &[BV<'c>],
    candidates: &[BV<'c>],
    inputs: &[Val<'c>],
    tgt_choices: &[BV<'c>],
) -> SatResult<'c> {
    const ROUNDS: usize = 64;
    let smt = cx.smt;
    let instance = |values: &[BV<'c>]| {
        let pairs: Vec<_> = choices.iter().zip(values).map(|(c, v)| (c.term(), v.term())).collect();
        Bool::from_term(body.term().substitute(&pairs))
    };
    // Every solver call runs until the check's deadline.
    let outer = Solver::new(smt, engine, 0);
    let zeros: Vec<BV<'c>> = choices.iter().map(|c| BV::zero(smt, c.width())).collect();
    outer.assert(&instance(&zeros));
    // Instances whose choice is a term (a Skolem function guessed from the
    // candidates) cover every input at once.
    for (k, c) in choices.iter().enumerate() {
        for t in candidates.iter().filter(|t| t.width() == c.width()) {
            let mut values = zeros.clone();
            values[k] = t.clone();
            outer.assert(&instance(&values));
        }
    }
    // And every choice of a candidate's width taking it (a NaN's bits
    // passed along a chain of bitcasts).
    for t in candidates {
        let values: Vec<BV<'c>> = choices
            .iter()
            .zip(&zeros)
            .map(|(c, z)| if c.width() == t.width() { t.clone() } else { z.clone() })
            .collect();
        outer.assert(&instance(&values));
    }
    for _ in 0..ROUNDS {
        let model = match outer.check() {
            SatResult::Sat(m) => m,
            other => return other,
        };
        // Fix the inputs and the target's choices; look for a source choice
        // under which the source matches.
        let Some(fixed) = pinned(smt, inputs, tgt_choices, &model) else {
            return SatResult::Unknown("abstract inputs cannot be pinned".into());
        };
        let inner = Solver::new(smt, engine, 0);
        inner.assert(&(Bool::and_all(smt, fixed) & !body));
        match inner.check() {
            // No source choice matches: a counterexample.
            SatResult::Unsat => return SatResult::Sat(model),
            SatResult::Sat(m) => {
                let values: Vec<BV<'c>> = choices.iter().map(|c| BV::from_bits(smt, &m.eval_bv(c))).collect();
                outer.assert(&instance(&values));
            }
            SatResult::Unknown(r) => return SatResult::Unknown(r),
        }
    }
    SatResult::Unknown(format!("no decision after {ROUNDS} rounds of source choices"))
}

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

/// The limits a bounded check assumed, for the verdict, e.g. "loops up to
/// 64 iterations".
fn bounded_label(bounds: &[&crate::semantics::encode::Bound<'_, '_>]) -> Option<String> {
    let mut whats: Vec<&str> = bounds.iter().map(|b| b.what.as_str()).collect();
    whats.sort();
    whats.dedup();
    (!whats.is_empty()).then(|| whats.join(", "))
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
    let solver = Solver::new(cx.smt, Engine::Incremental, 2000);
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

/// External calls must agree (see `semantics::func`): every target call is
/// a source call at the same position, to the same callee, with arguments
/// that refine the source's; every source call is made by the target at
/// the same position. Returns one formula per target call, then one per
/// source call, each true when that call is matched (or not made).
pub fn calls_matched<'c>(
    smt: &'c Context,
    src: &[crate::semantics::func::CallEvent<'c, '_>],
    tgt: &[crate::semantics::func::CallEvent<'c, '_>],
) -> (Vec<Bool<'c>>, Vec<Bool<'c>>) {
    // One callee: the same name and the same argument widths (two opaque
    // ops of one name but other operand types are different callees).
    let same = |a: &crate::semantics::func::CallEvent<'c, '_>, b: &crate::semantics::func::CallEvent<'c, '_>| {
        a.callee == b.callee
            && a.args.len() == b.args.len()
            && a.args.iter().zip(&b.args).all(|(x, y)| x.scalar_kind() == y.scalar_kind())
    };
    let tgt_ok = tgt
        .iter()
        .map(|t| {
            let any = Bool::or_all(
                smt,
                src.iter().filter(|s| same(s, t)).map(|s| {
                    let args = Bool::and_all(smt, s.args.iter().zip(&t.args).map(|(a, b)| refines(a, b)));
                    &s.guard & s.index.eq(&t.index) & args
                }),
            );
            t.guard.implies(&any)
        })
        .collect();
    let src_ok = src
        .iter()
        .map(|s| {
            let any = Bool::or_all(smt, tgt.iter().filter(|t| same(s, t)).map(|t| &t.guard & t.index.eq(&s.index)));
            s.guard.implies(&any)
        })
        .collect();
    (tgt_ok, src_ok)
}

/// `tgt` refines `src`: the source is poison, or both are the same value;
/// vectors element by element.
pub fn refines<'c>(src: &Val<'c>, tgt: &Val<'c>) -> Bool<'c> {
    match (src, tgt) {
        (Val::Int(s), Val::Int(t)) => &s.poison | (!&t.poison & s.bits.eq(&t.bits)),
        (Val::Float(s), Val::Float(t)) => &s.poison | (!&t.poison & crate::semantics::float::same(&s.v, &t.v)),
        (Val::Vector(ss), Val::Vector(ts)) if ss.len() == ts.len() => {
            let ctx = ss.first().map(|v| v.poison_ctx());
            match ctx {
                Some(ctx) => Bool::and_all(ctx, ss.iter().zip(ts).map(|(s, t)| refines(s, t))),
                None => panic!("refinement of empty vectors"),
            }
        }
        _ => panic!("refinement between values of different shapes"),
    }
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

/// What would let a bounded check that no input fits go further: the
/// option that raises the limit it hit, or that none can.
fn bounds_hint(bounds: &[&encode::Bound<'_, '_>], max_unroll: u32) -> String {
    let mut hints = Vec::new();
    if bounds.iter().any(|b| b.kind == encode::BoundKind::Loop) {
        let counted = bounds.iter().any(|b| b.kind == encode::BoundKind::Loop && b.what.contains("this one runs"));
        hints.push(if max_unroll >= MAX_UNROLL && counted {
            format!("the loop runs more iterations than the most max-unroll allows ({max_unroll}); no option raises it further")
        } else if max_unroll >= MAX_UNROLL {
            format!(
                "no input leaves its loops within {max_unroll} iterations, the most max-unroll allows; no option \
                 raises it further (the loop may never exit)"
            )
        } else {
            format!("raise max-unroll (now {max_unroll}, at most {MAX_UNROLL})")
        });
    }
    if bounds.iter().any(|b| b.kind == encode::BoundKind::Recursion) {
        hints.push(format!(
            "calls are inlined to a fixed depth of {} nested calls of one function; no option raises it",
            crate::semantics::func::MAX_CALL_DEPTH
        ));
    }
    hints.join("; ")
}

/// The largest `max-unroll` accepted.
pub const MAX_UNROLL: u32 = 4096;
