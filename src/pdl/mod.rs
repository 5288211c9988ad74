//! `verify-pdl`: proves PDL rewrite patterns correct for every width up to a
//! bound, or reports the widths and values that break them.
//!
//! `pattern` reads each `pdl.pattern` into plain data (with the width
//! constraints of its ops, from `ops`); `widths` enumerates the feasible
//! width assignments without building any query; `instance` encodes one
//! assignment with the shared semantics core and decides it; `natives` is
//! the catalogue of native constraints and rewrites. This file runs the
//! instances (on every core, one Z3 context and one solver per worker,
//! reused across widths) and reports on the pattern op.

pub mod allwidths;
pub mod bitstream;
pub mod instance;
pub mod natives;
pub mod ops;
pub mod pattern;
pub mod ring;
pub mod widths;

use crate::cex::report::json_str;
use crate::ir::{self, Loc, LocId, Op, Severity};
use crate::smt::{Context, Engine, Solver};
use instance::{Cex, Outcome};
use pattern::Pattern;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Enumerate,
    AllWidths,
    Both,
}

#[derive(Clone, Debug)]
pub struct Options {
    pub max_width: u32,
    /// Explicit widths instead of `1..=max_width` (empty: the range).
    pub widths: Vec<u32>,
    pub timeout_ms: u32,
    pub mode: Mode,
    pub natives: natives::Mapping,
    /// Worker threads (0: one per core).
    pub threads: usize,
}

/// The largest width accepted for `max-width` and `widths`.
pub const WIDTH_LIMIT: u32 = 256;
/// The most instances one pattern may have.
pub const INSTANCE_LIMIT: usize = 2_000_000;

/// Parses the textual options; the error names the bad one.
pub fn parse_options(
    max_width: u32,
    widths: &str,
    timeout_ms: u32,
    mode: &str,
    natives: &str,
) -> Result<Options, String> {
    if !(1..=WIDTH_LIMIT).contains(&max_width) {
        return Err(format!("verify-pdl: max-width={max_width} is out of range; use a width from 1 to {WIDTH_LIMIT}"));
    }
    let mut ws = Vec::new();
    for item in widths.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        match item.parse::<u32>() {
            Ok(w) if (1..=WIDTH_LIMIT).contains(&w) => {
                if !ws.contains(&w) {
                    ws.push(w)
                }
            }
            _ => return Err(format!("verify-pdl: widths: '{item}' is not a width from 1 to {WIDTH_LIMIT}")),
        }
    }
    ws.sort_unstable();
    let mode = match mode {
        "" | "enumerate" => Mode::Enumerate,
        "all-widths" => Mode::AllWidths,
        "both" => Mode::Both,
        other => return Err(format!("verify-pdl: mode='{other}' is not one of enumerate, all-widths, both")),
    };
    let natives = natives::Mapping::from_option(natives).map_err(|e| format!("verify-pdl: {e}"))?;
    Ok(Options { max_width, widths: ws, timeout_ms, mode, natives, threads: 0 })
}

/// What happened to one pattern.
pub enum Verdict {
    Verified,
    Invalid(Box<Cex>),
    Unsupported { message: String, loc: LocId },
    Inconclusive(String),
}

pub struct Report {
    pub name: String,
    pub verdict: Verdict,
    pub instances: usize,
    pub checked: usize,
    pub ms: f64,
    pub width_text: String,
    /// Decided for every width at once (`mode=all-widths` or `both`).
    pub all_widths: bool,
    /// Why the all-widths mode did not decide (when it was asked to).
    pub all_widths_note: String,
    /// How it was decided for all widths.
    pub method: String,
}

/// Every `pdl.pattern` in a module (nested modules included).
pub fn patterns<'a>(module: Op<'a>) -> Vec<Op<'a>> {
    let mut out = Vec::new();
    for op in module.body_ops() {
        match op.name() {
            "pdl.pattern" => out.push(op),
            "builtin.module" => out.extend(patterns(op)),
            _ => {}
        }
    }
    out
}

fn width_text(opts: &Options) -> String {
    if opts.widths.is_empty() {
        format!("1..{}", opts.max_width)
    } else {
        opts.widths.iter().map(|w| w.to_string()).collect::<Vec<_>>().join(",")
    }
}

/// Verifies one pattern op.
pub fn verify_pattern(op: Op<'_>, opts: &Options) -> Report {
    let start = Instant::now();
    let name =
        op.symbol_name().map(|s| format!("@{s}")).unwrap_or_else(|| format!("<pattern at {}>", op.loc().short()));
    let mut report = Report {
        name,
        verdict: Verdict::Verified,
        instances: 0,
        checked: 0,
        ms: 0.0,
        width_text: width_text(opts),
        all_widths: false,
        all_widths_note: String::new(),
        method: String::new(),
    };
    let finish = |mut r: Report| {
        r.ms = start.elapsed().as_secs_f64() * 1e3;
        r
    };
    let p = match pattern::read(op, &opts.natives) {
        Ok(p) => p,
        Err(u) => {
            report.verdict = Verdict::Unsupported { message: u.message, loc: u.loc };
            return finish(report);
        }
    };
    if opts.mode != Mode::Enumerate {
        let ctx = Context::for_this_thread();
        // Under `both`, the parametric attempt gets a short budget: the
        // enumeration that follows decides what it cannot, quickly.
        let budget = if opts.mode == Mode::Both { opts.timeout_ms.clamp(1, BOTH_BUDGET_MS) } else { opts.timeout_ms };
        let (answer, method) = all_widths(ctx, &p, budget);
        let note = match answer {
            allwidths::Answer::Verified => {
                report.all_widths = true;
                report.method = method;
                report.width_text = "all".into();
                return finish(report);
            }
            allwidths::Answer::Refuted(ws) if ws.iter().all(|w| *w <= 4096) => {
                // Confirmed by the bit-vector semantics before it is reported.
                let solver = Solver::new(ctx, Engine::Incremental, opts.timeout_ms);
                let out = instance::with_cx(ctx, |cx| instance::check(cx, &p, &ws, &solver, opts.timeout_ms));
                match out {
                    // Under `both`, enumeration finds the smallest widths
                    // that break the pattern (it stops at the first).
                    Outcome::Invalid(_) if opts.mode == Mode::Both => String::new(),
                    Outcome::Invalid(c) => {
                        // The smallest failing widths: the first failing
                        // instance of the enumeration up to these widths
                        // (the automata's single width is already the
                        // smallest; a parametric model's need not be).
                        let top = ws.iter().copied().max().unwrap_or(1);
                        let small = widths::enumerate(p.types.len(), &p.widths, &(1..=top).collect::<Vec<_>>(), 4096)
                            .ok()
                            .filter(|i| i.assignments.len() > 1)
                            .map(|i| run_instances(&p, &i.assignments, opts));
                        let (verdict, checked) = match small {
                            Some((v @ Verdict::Invalid(_), n)) => (v, n),
                            _ => (Verdict::Invalid(c), 1),
                        };
                        report.verdict = verdict;
                        report.instances = checked;
                        report.checked = checked;
                        return finish(report);
                    }
                    Outcome::Unsupported(message, loc) => {
                        report.verdict = Verdict::Unsupported { message, loc };
                        return finish(report);
                    }
                    _ => format!(
                        "its counterexample widths {} are not one for the bit-vector semantics",
                        ws.iter().map(|w| format!("i{w}")).collect::<Vec<_>>().join(", ")
                    ),
                }
            }
            allwidths::Answer::Refuted(_) => "its counterexample needs widths above 4096".to_string(),
            allwidths::Answer::Undecided(why) => why,
        };
        report.all_widths_note = note;
        if opts.mode == Mode::AllWidths {
            report.verdict = Verdict::Inconclusive(format!(
                "all-widths could not decide it: {}; mode=both enumerates then",
                report.all_widths_note
            ));
            return finish(report);
        }
    }
    let domain: Vec<u32> = if opts.widths.is_empty() { (1..=opts.max_width).collect() } else { opts.widths.clone() };
    let inst = match widths::enumerate(p.types.len(), &p.widths, &domain, INSTANCE_LIMIT) {
        Ok(i) => i,
        Err(e) => {
            report.verdict = Verdict::Unsupported { message: e, loc: p.loc };
            return finish(report);
        }
    };
    report.instances = inst.assignments.len();
    if inst.assignments.is_empty() {
        report.verdict = Verdict::Unsupported {
            message: format!(
                "no width assignment in {} satisfies the pattern's ops; nothing to check",
                report.width_text
            ),
            loc: p.loc,
        };
        return finish(report);
    }
    let (verdict, checked) = run_instances(&p, &inst.assignments, opts);
    report.verdict = verdict;
    report.checked = checked;
    finish(report)
}

/// The all-widths methods, in order: a pattern without a free width has
/// one instance (checked as enumeration would); the bit-stream automata
/// decide their fragment; the ring-identity lemma proves products of
/// values; the parametric integer encoding the rest it can. Returns the answer and the method that gave it (or, when
/// undecided, why each could not).
fn all_widths(ctx: &Context, p: &Pattern, budget: u32) -> (allwidths::Answer, String) {
    use allwidths::Answer;
    if let Ok(inst) = widths::enumerate(p.types.len(), &p.widths, &[1, 2], 4)
        && inst.classes == 0
        && inst.assignments.len() == 1
    {
        let ws = &inst.assignments[0];
        let solver = Solver::new(ctx, Engine::Incremental, budget);
        let out = instance::with_cx(ctx, |cx| instance::check(cx, p, ws, &solver, budget));
        let method = "its only width assignment, checked".to_string();
        return match out {
            Outcome::Valid => (Answer::Verified, method),
            Outcome::Invalid(_) => (Answer::Refuted(ws.clone()), method),
            _ => (Answer::Undecided("its one instance was not decided".into()), method),
        };
    }
    let automata = match bitstream::build::build(p) {
        Ok(b) => match b.circuit.decide_within(AUTOMATA_STATES, deadline(budget)) {
            bitstream::Decision::Holds(n) => return (Answer::Verified, format!("bit-stream automata, {n} states")),
            bitstream::Decision::Fails(w) => {
                use bitstream::build::TyW;
                let ws = b
                    .widths
                    .iter()
                    .map(|t| match t {
                        TyW::Fixed(k) => *k,
                        TyW::Class(c) => w[*c],
                    })
                    .collect();
                return (Answer::Refuted(ws), "bit-stream automata".into());
            }
            bitstream::Decision::TooLarge(n) => format!("{n} automaton states explored within the limits, undecided"),
        },
        Err(why) => why,
    };
    log::debug!("{}: automata: {automata}", p.name);
    let ring = match ring::proves(p) {
        Ok(()) => return (Answer::Verified, "ring identity: the same polynomial over the integers".into()),
        Err(why) => why,
    };
    match allwidths::check(ctx, p, budget) {
        Answer::Undecided(why) => (
            Answer::Undecided(format!("automata: {automata}; ring identity: {ring}; integer encoding: {why}")),
            String::new(),
        ),
        a => (a, "parametric integer encoding".into()),
    }
}

/// When a search given `ms` milliseconds (0: no limit) must stop.
fn deadline(ms: u32) -> Option<Instant> {
    (ms > 0).then(|| Instant::now() + std::time::Duration::from_millis(ms as u64))
}

/// The most states the automata search explores.
pub const AUTOMATA_STATES: usize = 1 << 20;

/// Solver time for the parametric query under `mode=both`, in ms.
pub const BOTH_BUDGET_MS: u32 = 500;

/// Checks instances in order on up to one worker per core. The reported
/// counterexample is the first failing instance in enumeration order
/// (smallest widths first), whatever the scheduling.
fn run_instances(p: &Pattern, all: &[Vec<u32>], opts: &Options) -> (Verdict, usize) {
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    let threads = if opts.threads > 0 { opts.threads } else { cores }.min(all.len().div_ceil(32)).max(1);
    let first_bad = AtomicUsize::new(usize::MAX);
    let checked = AtomicUsize::new(0);
    let found: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    let worker = |t: usize, ctx: &Context| {
        let solver = Solver::new(ctx, Engine::Incremental, opts.timeout_ms);
        let mut i = t;
        while i < all.len() && i < first_bad.load(Ordering::Relaxed) {
            let out = instance::with_cx(ctx, |cx| instance::check(cx, p, &all[i], &solver, opts.timeout_ms));
            checked.fetch_add(1, Ordering::Relaxed);
            match out {
                Outcome::Valid => {}
                Outcome::Unknown(_) => found.lock().unwrap().push((i, out)),
                other => {
                    first_bad.fetch_min(i, Ordering::Relaxed);
                    found.lock().unwrap().push((i, other));
                }
            }
            i += threads;
        }
    };
    if threads == 1 {
        worker(0, Context::for_this_thread());
    } else {
        std::thread::scope(|s| {
            for t in 0..threads {
                let worker = &worker;
                s.spawn(move || {
                    let ctx = Context::new();
                    worker(t, &ctx);
                });
            }
        });
    }
    let mut found = found.into_inner().unwrap();
    found.sort_by_key(|(i, _)| *i);
    let n = checked.load(Ordering::Relaxed);
    let bad = first_bad.load(Ordering::Relaxed);
    if let Some(pos) = found.iter().position(|(i, o)| *i == bad && !matches!(o, Outcome::Unknown(_))) {
        let (_, o) = found.swap_remove(pos);
        return match o {
            Outcome::Invalid(c) => (Verdict::Invalid(c), n),
            Outcome::Unsupported(m, loc) => (Verdict::Unsupported { message: m, loc }, n),
            _ => unreachable!(),
        };
    }
    let unknown: Vec<(usize, String)> =
        found.into_iter().filter_map(|(i, o)| if let Outcome::Unknown(r) = o { Some((i, r)) } else { None }).collect();
    if let Some((i, why)) = unknown.first() {
        let ws: Vec<String> = all[*i].iter().map(|w| format!("i{w}")).collect();
        return (
            Verdict::Inconclusive(format!(
                "{} of {} instances undecided (first: type variables {}: {why}); raise timeout-ms or restrict widths",
                unknown.len(),
                all.len(),
                if ws.is_empty() { "none".into() } else { ws.join(", ") }
            )),
            n,
        );
    }
    (Verdict::Verified, n)
}

/// Emits the diagnostics for one pattern; returns whether it was invalid.
pub fn emit(op: Op<'_>, r: &Report, opts: &Options) -> bool {
    let at = |id: LocId| -> Loc<'_> { id.resolve(op.loc()) };
    let both = if opts.mode == Mode::Both && !r.all_widths_note.is_empty() {
        format!(" (all-widths could not decide it: {}; enumerated)", r.all_widths_note)
    } else {
        String::new()
    };
    match &r.verdict {
        Verdict::Verified if r.all_widths => {
            ir::emit(
                op.loc(),
                Severity::Remark,
                &format!("verify-pdl: {} verified for all widths ({}, {:.0} ms)", r.name, r.method, r.ms),
                &[],
            );
            false
        }
        Verdict::Verified => {
            ir::emit(
                op.loc(),
                Severity::Remark,
                &format!(
                    "verify-pdl: {} verified for widths {} ({} instances, {:.0} ms){both}",
                    r.name, r.width_text, r.instances, r.ms
                ),
                &[],
            );
            false
        }
        Verdict::Invalid(c) => {
            let notes: Vec<(Loc<'_>, String)> = c.notes.iter().map(|(h, m)| (at(*h), m.clone())).collect();
            ir::emit(
                op.loc(),
                Severity::Error,
                &format!("verify-pdl: {} is wrong for widths {}: {}", r.name, c.widths, c.headline),
                &notes,
            );
            true
        }
        Verdict::Unsupported { message, loc } => {
            ir::emit(at(*loc), Severity::Warning, &format!("verify-pdl: {} is unsupported: {message}", r.name), &[]);
            false
        }
        Verdict::Inconclusive(why) => {
            ir::emit(op.loc(), Severity::Warning, &format!("verify-pdl: {} is inconclusive: {why}", r.name), &[]);
            false
        }
    }
}

/// One JSON line for a pattern's report.
pub fn json_line(r: &Report) -> String {
    let (verdict, detail) = match &r.verdict {
        Verdict::Verified => ("verified", String::new()),
        Verdict::Invalid(c) => ("invalid", c.headline.clone()),
        Verdict::Unsupported { message, .. } => ("unsupported", message.clone()),
        Verdict::Inconclusive(w) => ("inconclusive", w.clone()),
    };
    let mut s = format!(
        "{{\"pattern\":{},\"verdict\":\"{verdict}\",\"detail\":{},\"widths\":{},\"instances\":{},\"checked\":{},\"ms\":{:.3}",
        json_str(&r.name),
        json_str(&detail),
        json_str(&r.width_text),
        r.instances,
        r.checked,
        r.ms
    );
    if !r.method.is_empty() {
        s.push_str(&format!(",\"method\":{}", json_str(&r.method)));
    }
    if let Verdict::Invalid(c) = &r.verdict {
        let vals: Vec<String> = c.values.iter().map(|(k, v)| format!("{}:{}", json_str(k), json_str(v))).collect();
        s.push_str(&format!(
            ",\"counterexample\":{{\"widths\":{},\"values\":{{{}}}}}",
            json_str(&c.widths),
            vals.join(",")
        ));
    }
    s.push('}');
    s
}

/// Verifies every pattern of `module`: diagnostics on the pattern ops, and
/// one report line per pattern, given to `line` as soon as the pattern is
/// decided (the caller writes it; false stops the run). Returns the number
/// of invalid patterns, or an error.
pub fn verify_module(module: Op<'_>, opts: &Options, mut line: impl FnMut(&str) -> bool) -> Result<u32, String> {
    crate::init_logging();
    let pats = patterns(module);
    if pats.is_empty() {
        return Err("verify-pdl: the module has no pdl.pattern to verify".into());
    }
    let mut invalid = 0;
    for op in pats {
        // A test hook: a pattern of this name never ends (the process is
        // killed from outside), to show what a killed run leaves.
        if std::env::var("MLIR_REFINE_TEST_HANG").is_ok_and(|v| op.symbol_name().is_some_and(|s| v == format!("@{s}")))
        {
            loop {
                std::thread::sleep(std::time::Duration::from_secs(1));
            }
        }
        let r = verify_pattern(op, opts);
        log::debug!("{}: {} instances, {:.1} ms", r.name, r.instances, r.ms);
        if emit(op, &r, opts) {
            invalid += 1;
        }
        if !line(&json_line(&r)) {
            break;
        }
    }
    Ok(invalid)
}
