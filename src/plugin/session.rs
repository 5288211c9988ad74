//! A run of checks, as both hosts (the mlir-opt passes and the command
//! line) make it: the pairs of a stage (or of two files) checked in a
//! worker process under the run's limits, verdicts handed over as they
//! arrive, functions that only the module calls judged in their calling
//! contexts, and a report file written line by line.

use super::worker::{self, Ended, Limits};
use crate::ir::{LocTable, Op};
use crate::refine::context::{CallGraph, Outcome};
use crate::refine::{self, Checked, Pairing, Verdict};

/// Checks every pair of `pairing` (from `modules`, source and target) and
/// hands each verdict to `on_verdict(pair index, checked)`, which returns
/// false to stop. Verdicts come in pair order, except that a function that
/// only the module calls and that is not valid on its own waits for its
/// callers' verdicts and comes at the end.
pub fn check_all<'a>(
    pairing: &Pairing<'a>,
    modules: (Op<'a>, Op<'a>),
    opts: &refine::Options,
    limits: &Limits,
    on_verdict: &mut dyn FnMut(usize, Checked<'a>) -> bool,
) -> Ended {
    let n = pairing.pairs.len();
    let check = |i: usize| {
        test_hooks(&pairing.pairs[i].name, limits);
        refine::check(&pairing.pairs[i], opts)
    };
    let mut table: Option<LocTable<'a>> = None;
    let mut decode = |i: usize, bytes: &[u8]| {
        let table = table.get_or_insert_with(|| LocTable::of(&[modules.0, modules.1]));
        refine::wire::decode(bytes, table, pairing.pairs[i].tgt.loc())
    };
    let mut graph: Option<CallGraph> = None;
    let mut outcomes: Vec<Option<Outcome>> = vec![None; n];
    let mut deferred: Vec<(usize, Checked<'a>)> = Vec::new();
    let mut stopped = false;
    let mut deliver = |i: usize, c: Checked<'a>| -> bool {
        outcomes[i] = Some(Outcome::of(&c.verdict));
        if !matches!(c.verdict, Verdict::Valid { .. }) {
            let g = graph.get_or_insert_with(|| CallGraph::of(pairing, modules.0, modules.1));
            if g.in_context(i) {
                deferred.push((i, c));
                return true;
            }
        }
        let go_on = on_verdict(i, c);
        stopped |= !go_on;
        go_on
    };
    let ended = worker::run(n, &check, &mut decode, limits, &mut deliver);
    if let Some(g) = &graph {
        for (i, c) in deferred {
            let verdict = g.verdict(i, c.verdict, &outcomes);
            if !stopped && !on_verdict(i, Checked { verdict, millis: c.millis, times: c.times }) {
                stopped = true;
            }
        }
    }
    if stopped { Ended::Stopped } else { ended }
}

pub use crate::out::ReportFile as Report;

/// The default memory a check may use: a quarter of the machine's memory,
/// at least 1 GB.
pub fn default_max_memory_mb() -> u64 {
    let total_kb = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|t| {
            t.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse::<u64>().ok()))
        })
        .unwrap_or(4 << 20);
    (total_kb / 1024 / 4).max(1024)
}

/// Misbehaviour on request, so that the tests can show what the worker's
/// supervision does with a check that ignores its deadline or eats memory
/// (a real solver does so only on inputs that take minutes to find):
/// `MLIR_REFINE_TEST_HANG=@f` makes the check of `@f` hang, ignoring
/// interrupts; `MLIR_REFINE_TEST_ALLOCATE=@f` makes it allocate without
/// end. Only inside a worker process, which its parent kills.
fn test_hooks(name: &str, limits: &Limits) {
    if !worker::isolation_enabled() {
        return;
    }
    if std::env::var("MLIR_REFINE_TEST_HANG").is_ok_and(|v| v == name) {
        refine::phase::enter(refine::phase::Phase::Solving);
        loop {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
    if std::env::var("MLIR_REFINE_TEST_ALLOCATE").is_ok_and(|v| v == name) {
        refine::phase::enter(refine::phase::Phase::Encoding);
        // At most four times the limit (the parent kills the worker long
        // before); pages are touched so that they count as resident.
        let cap = if limits.max_memory_mb > 0 { limits.max_memory_mb * 4 } else { 256 };
        let mut held: Vec<Vec<u8>> = Vec::new();
        for _ in 0..cap / 16 {
            held.push(vec![1u8; 16 << 20]);
            std::thread::sleep(std::time::Duration::from_millis(5));
        }
        std::hint::black_box(&held);
        loop {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}
