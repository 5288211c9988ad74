//! `verify-dataflow`: proves MLIR's integer-range transfer functions sound,
//! op by op.
//!
//! Every op implementing `InferIntRangeInterface` has a transfer function
//! (`inferResultRanges`) that `int-range-optimizations`,
//! `arith-int-range-narrowing`, `arith-unsigned-when-equivalent` and SCCP
//! trust. For an op of the module whose meaning the semantics core models,
//! the real transfer function of MLIR 22 is called (through the C++ shim)
//! on concrete operand ranges, and every input within those ranges must
//! give results within the ranges it returns (`check.rs`). Ranges are those
//! of MLIR's `ConstantIntRanges` (`range.rs`): all intervals exhaustively
//! for operands of at most `exhaustive-width` bits, the corner families
//! and seeded random ranges above. For exhaustive ranges the exact
//! (tightest) result range is computed too, and the report gives the share
//! of combinations where MLIR's answer is exact.
//!
//! The pass checks the ops of its module at their own types; the CLI
//! (`mlir-refine dataflow`) checks a catalogue of arith and index ops at
//! several widths (`catalogue.rs`).

pub mod catalogue;
mod check;
pub mod cli;
pub mod range;

use crate::ir::{IntRange, Op, Severity};

pub use check::eligible;

/// What is checked, and how hard.
#[derive(Clone, Debug)]
pub struct Options {
    /// Operands of at most this many bits (and at most 12 bits of input in
    /// all) are checked on every range, by enumeration.
    pub exhaustive_width: u32,
    /// Random range combinations per op, above the exhaustive width.
    pub samples: usize,
    /// Most corner combinations per op (sampled beyond it; every
    /// combination of single-value corners is checked besides).
    pub corner_combos: usize,
    pub seed: u64,
    /// Time limit per solver query, in milliseconds (0: none).
    pub timeout_ms: u32,
}

impl Default for Options {
    fn default() -> Self {
        Options { exhaustive_width: 4, samples: 20, corner_combos: 100, seed: 1, timeout_ms: 1000 }
    }
}

/// An input within the operand ranges whose result escapes the inferred
/// range.
#[derive(Clone, Debug)]
pub struct Escape {
    pub operands: Vec<IntRange>,
    pub inferred: Vec<Option<IntRange>>,
    pub input: Vec<u64>,
    /// Which result escapes, and its value.
    pub result: usize,
    pub value: u64,
}

/// The check of one op.
#[derive(Clone, Debug)]
pub struct OpReport {
    pub name: String,
    /// The op as written (`arith.addi %a, %b overflow<nsw> : i8`).
    pub text: String,
    /// Operand and result widths.
    pub ins: Vec<u32>,
    pub outs: Vec<u32>,
    /// Range combinations checked.
    pub combos: u64,
    /// Whether the combinations were sampled rather than all taken.
    pub sampled: bool,
    /// The first escape, and how many combinations had one.
    pub escape: Option<Escape>,
    pub unsound: u64,
    /// Combinations whose exact result range was computed, and those where
    /// MLIR's range was exactly it.
    pub measured: u64,
    pub tight: u64,
    /// Queries the solver did not decide in time.
    pub undecided: u64,
    /// Why the op was not checked, if it was not.
    pub skip: Option<String>,
    /// How long the check took.
    pub millis: f64,
}

impl OpReport {
    fn new(op: Op<'_>, name: String, ins: &[u32], outs: &[u32]) -> OpReport {
        let text = op.print();
        let text = text.split_once(" = ").map_or(text.as_str(), |(_, t)| t).trim().to_string();
        OpReport {
            name,
            text,
            ins: ins.to_vec(),
            outs: outs.to_vec(),
            combos: 0,
            sampled: false,
            escape: None,
            unsound: 0,
            measured: 0,
            tight: 0,
            undecided: 0,
            skip: None,
            millis: 0.0,
        }
    }

    fn skipped(op: Op<'_>, name: String, why: String) -> OpReport {
        let mut r = OpReport::new(op, name, &[], &[]);
        r.skip = Some(why);
        r
    }

    /// Records an escape; the one kept is on the narrowest operand ranges
    /// (the easiest to read), the first among equals.
    fn escape(&mut self, e: Escape) {
        self.unsound += 1;
        let width = |e: &Escape| -> u128 {
            e.operands
                .iter()
                .map(|r| u128::from((r.umax - r.umin).min(r.smax.wrapping_sub(r.smin) & range::umax(r.width))) + 1)
                .fold(1u128, |a, b| a.saturating_mul(b))
        };
        if self.escape.as_ref().is_none_or(|old| width(&e) < width(old)) {
            self.escape = Some(e);
        }
    }

    /// `sound`, `unsound`, `inconclusive` (some query undecided, no escape)
    /// or `not checked`.
    pub fn verdict(&self) -> &'static str {
        match (&self.skip, self.unsound, self.undecided) {
            (Some(_), _, _) => "not checked",
            (None, 0, 0) => "sound",
            (None, 0, _) => "inconclusive",
            _ => "unsound",
        }
    }

    /// The escape in words (operand ranges, input, result, inferred range).
    pub fn escape_text(&self) -> Option<String> {
        self.escape.as_ref().map(|e| check::describe(e, &self.ins))
    }

    /// One line: the verdict, how many combinations, how they were chosen,
    /// and the precision measured.
    pub fn summary(&self) -> String {
        if let Some(why) = &self.skip {
            return format!("not checked: {why}");
        }
        let how = if self.sampled { "sampled" } else { "all" };
        let mut s = format!("{}: {} range combinations ({how})", self.verdict(), self.combos);
        if self.unsound > 0 {
            s += &format!(", {} with an escape", self.unsound);
        }
        if self.undecided > 0 {
            s += &format!(", {} undecided (raise timeout-ms)", self.undecided);
        }
        if self.measured > 0 {
            s += &format!(
                "; exact in {:.1}% ({} of {})",
                100.0 * self.tight as f64 / self.measured as f64,
                self.tight,
                self.measured
            );
        }
        s
    }

    /// The report as one JSON object.
    pub fn json(&self) -> String {
        serde_json::json!({
            "op": self.name,
            "text": self.text,
            "operand_widths": self.ins,
            "result_widths": self.outs,
            "verdict": self.verdict(),
            "combinations": self.combos,
            "sampled": self.sampled,
            "unsound_combinations": self.unsound,
            "escape": self.escape_text(),
            "exact_measured": self.measured,
            "exact": self.tight,
            "undecided": self.undecided,
            "skipped": self.skip,
            "ms": (self.millis * 10.0).round() / 10.0,
        })
        .to_string()
    }
}

/// Every op of `module` that implements `InferIntRangeInterface`, in
/// order (ops inside regions included), whatever its types: an op the
/// check cannot take gets a `not checked` report saying why.
pub fn ops_with_transfer<'a>(module: Op<'a>) -> Vec<Op<'a>> {
    let mut out = Vec::new();
    let mut stack = vec![module];
    while let Some(op) = stack.pop() {
        for r in op.regions().into_iter().rev() {
            for b in r.blocks().into_iter().rev() {
                stack.extend(b.ops().into_iter().rev());
            }
        }
        if op.handle() != module.handle() && check::has_transfer(op) {
            out.push(op);
        }
    }
    out
}

/// Checks every op of `module` with a transfer function; `each` sees each
/// op and its report as it is made.
pub fn check_module<'a>(module: Op<'a>, opts: &Options, mut each: impl FnMut(Op<'a>, &OpReport)) -> Vec<OpReport> {
    ops_with_transfer(module)
        .into_iter()
        .map(|op| {
            let r = timed_check(op, opts);
            each(op, &r);
            r
        })
        .collect()
}

/// One op's check, with its time.
fn timed_check(op: Op<'_>, opts: &Options) -> OpReport {
    let start = std::time::Instant::now();
    let mut r = check::check(op, opts);
    r.millis = start.elapsed().as_secs_f64() * 1e3;
    r
}

/// Where a module to check comes from.
#[derive(Clone, Copy)]
pub enum Source<'s> {
    File(&'s str),
    Text(&'s str),
}

impl Source<'_> {
    /// The module, parsed in `ctx`; parse errors are reported through the
    /// context's diagnostic handler and give `None`.
    pub fn parse<'x>(&self, ctx: &'x crate::ir::OwnedContext) -> Option<crate::ir::OwnedModule<'x>> {
        match self {
            Source::File(path) => ctx.parse_file(path),
            Source::Text(text) => ctx.parse_str(text),
        }
    }
}

/// The stack of a checking thread.
const THREAD_STACK: usize = 256 << 20;

/// Checks every op with a transfer function of the module of `source`,
/// on `jobs` threads: each parses the module in its own MLIR context (an
/// op is not shared between threads) and takes the next op by its index
/// in `ops_with_transfer` order. `each` sees the reports in that order,
/// whatever the scheduling; every op's ranges are seeded by the op alone,
/// so the reports are those of one thread. `each` returning false stops
/// the run (the reports so far are returned). `None` when `parse` fails.
pub fn check_parallel(
    source: Source<'_>,
    jobs: usize,
    opts: &Options,
    mut each: impl FnMut(&OpReport) -> bool,
) -> Option<Vec<OpReport>> {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let stop = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, OpReport)>();
    let mut reports = Vec::new();
    std::thread::scope(|s| {
        for _ in 0..jobs.max(1) {
            let (tx, next, failed, stop) = (tx.clone(), &next, &failed, &stop);
            // MLIR's parser recurses once per nested region: a thread gets
            // the stack the main thread has (8 MB) and more, so a module
            // that parses on the command line parses here too.
            let spawned = std::thread::Builder::new().stack_size(THREAD_STACK).spawn_scoped(s, move || {
                let ctx = crate::ir::OwnedContext::new(false);
                let Some(module) = source.parse(&ctx) else { return failed.store(true, Ordering::Relaxed) };
                let ops = ops_with_transfer(module.op());
                while !stop.load(Ordering::Relaxed) {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(op) = ops.get(i) else { break };
                    if tx.send((i, timed_check(*op, opts))).is_err() {
                        break;
                    }
                }
            });
            if spawned.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
        }
        drop(tx);
        let mut pending = std::collections::BTreeMap::new();
        for (i, r) in rx {
            if stop.load(Ordering::Relaxed) {
                continue;
            }
            pending.insert(i, r);
            while let Some(r) = pending.remove(&reports.len()) {
                let go_on = each(&r);
                reports.push(r);
                if !go_on {
                    stop.store(true, Ordering::Relaxed);
                    break;
                }
            }
        }
    });
    (!failed.load(Ordering::Relaxed)).then_some(reports)
}

/// The diagnostics of one op's check at the op: an error for an unsound
/// transfer function (naming the escape), a warning for one not checked or
/// not decided, a remark for a sound one when `remarks` is set.
pub fn emit(op: Op<'_>, r: &OpReport, remarks: bool) {
    let what = format!("verify-dataflow: the transfer function of '{}'", r.name);
    match r.verdict() {
        "unsound" => {
            let escape = r.escape_text().unwrap_or_default();
            let notes = vec![(op.loc(), r.summary())];
            crate::ir::emit(op.loc(), Severity::Error, &format!("{what} is unsound: {escape}"), &notes);
        }
        "sound" if remarks => crate::ir::emit(op.loc(), Severity::Remark, &format!("{what} is {}", r.summary()), &[]),
        "sound" => {}
        _ => crate::ir::emit(op.loc(), Severity::Warning, &format!("{what} is {}", r.summary()), &[]),
    }
}
