//! A run of checks, as both hosts (the mlir-opt passes and the command
//! line) make it: the pairs of a stage (or of two files) checked in a
//! worker process under the run's limits, verdicts handed over as they
//! arrive, functions that only the module calls judged in their calling
//! contexts, and a report file written line by line.

use super::worker::{self, Ended, Limits};
use crate::ir::{LocTable, Op};
use crate::refine::context::{CallGraph, Outcome};
use crate::refine::{self, Checked, Pairing, Verdict};
use std::io::Write;

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

/// A report file: created (or emptied) when the run starts, so that no
/// earlier run's lines survive, and one JSON object per line appended and
/// flushed as each verdict arrives, so that a killed run leaves what it
/// checked.
pub struct Report {
    path: String,
    file: std::fs::File,
}

impl Report {
    /// Creates or truncates `path`; the error says what to do.
    pub fn create(path: &str) -> Result<Report, String> {
        std::fs::File::create(path)
            .map(|file| Report { path: path.to_string(), file })
            .map_err(|e| format!("cannot write the report file '{path}': {e}; give a writable path"))
    }

    pub fn path(&self) -> &str {
        &self.path
    }

    /// Appends one JSON line, flushed.
    pub fn line(&mut self, line: &str) -> Result<(), String> {
        let mut bytes = Vec::with_capacity(line.len() + 1);
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        self.file
            .write_all(&bytes)
            .and_then(|_| self.file.flush())
            .map_err(|e| format!("cannot write the report file '{}': {e}", self.path))
    }
}

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
