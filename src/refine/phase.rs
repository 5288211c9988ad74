//! What a check is doing, so that a check stopped by a limit can say where
//! it was ("ran out while solving (loops unrolled up to 16 times)"; "(loops
//! unrolled in full: 8 iterations at most)" when no loop was cut).
//!
//! The phase is per thread (checks run one per thread); an observer set by
//! the isolating worker (`plugin::worker`) mirrors every change to the
//! process that supervises it, which names the phase when it has to stop
//! the check from outside.

use crate::verdict::PhaseTimes;
use std::cell::Cell;
use std::sync::OnceLock;
use std::time::Instant;

/// A step of a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Phase {
    Starting = 0,
    /// Building the SMT terms of both functions.
    Encoding = 1,
    /// Proving corresponding loops by induction.
    Induction = 2,
    /// Z3's rewriter on the query.
    Rewriting = 3,
    /// Trying concrete inputs.
    Testing = 4,
    /// A solver call on the refinement query (or a side query).
    Solving = 5,
    /// Making a counterexample readable.
    Simplifying = 6,
    /// Confirming a counterexample with IEEE-754 floating point.
    Confirming = 7,
    /// Reading the counterexample back from the model.
    Extracting = 8,
}

impl Phase {
    pub fn from_u8(n: u8) -> Phase {
        match n {
            1 => Phase::Encoding,
            2 => Phase::Induction,
            3 => Phase::Rewriting,
            4 => Phase::Testing,
            5 => Phase::Solving,
            6 => Phase::Simplifying,
            7 => Phase::Confirming,
            8 => Phase::Extracting,
            _ => Phase::Starting,
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Phase::Starting => "starting",
            Phase::Encoding => "encoding",
            Phase::Induction => "proving loops by induction",
            Phase::Rewriting => "rewriting the query",
            Phase::Testing => "testing concrete inputs",
            Phase::Solving => "solving",
            Phase::Simplifying => "simplifying a counterexample",
            Phase::Confirming => "confirming a counterexample with IEEE-754",
            Phase::Extracting => "reading a counterexample",
        }
    }
}

/// A phase and the loop bound it runs at (0: not bounded yet).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Where {
    pub phase: Phase,
    /// The loop bound of the attempt, or (when `full`) the most iterations
    /// of a loop the encoding laid out.
    pub unroll: u32,
    /// The encoding cut no loop: each was unrolled as often as it runs.
    pub full: bool,
}

/// The bit of a packed [`Where`] that says `full`.
const FULL_BIT: u32 = 1 << 31;

impl Where {
    /// Packed for the supervising process: phase in the low byte, the
    /// bound above it, `full` in the top bit.
    pub fn pack(self) -> u32 {
        (self.unroll.min(0x7f_ffff) << 8) | self.phase as u32 | if self.full { FULL_BIT } else { 0 }
    }

    pub fn unpack(n: u32) -> Where {
        Where { phase: Phase::from_u8((n & 0xff) as u8), unroll: (n & !FULL_BIT) >> 8, full: n & FULL_BIT != 0 }
    }

    /// "solving (loops unrolled up to 16 times)"; "solving (loops unrolled in
    /// full: 8 iterations at most)" when no loop was cut.
    pub fn describe(self) -> String {
        match (self.phase, self.unroll) {
            (Phase::Starting | Phase::Induction, _) | (_, 0) => self.phase.describe().to_string(),
            (p, k) if self.full => format!("{} (loops unrolled in full: {k} iterations at most)", p.describe()),
            (p, k) => format!("{} (loops unrolled up to {k} times)", p.describe()),
        }
    }
}

thread_local! {
    static CURRENT: Cell<Where> = const { Cell::new(Where { phase: Phase::Starting, unroll: 0, full: false }) };
    /// Milliseconds spent in each phase since the check began, and when
    /// the current phase was entered.
    static SPENT: Cell<([f64; 9], Option<Instant>)> = const { Cell::new(([0.0; 9], None)) };
}

/// Adds the time since the last change to the phase that was current.
fn account(now: Instant) {
    let phase = CURRENT.with(|c| c.get()).phase;
    SPENT.with(|s| {
        let (mut ms, since) = s.get();
        if let Some(t) = since {
            ms[phase as usize] += now.duration_since(t).as_secs_f64() * 1e3;
        }
        s.set((ms, Some(now)));
    });
}

/// Where this thread's check spent its time so far: building terms, and
/// deciding (rewriting, testing inputs, solving, induction, confirming).
pub fn times() -> PhaseTimes {
    account(Instant::now());
    let ms = SPENT.with(|s| s.get().0);
    let at = |p: Phase| ms[p as usize];
    PhaseTimes {
        encoding: at(Phase::Encoding),
        solving: at(Phase::Rewriting)
            + at(Phase::Testing)
            + at(Phase::Solving)
            + at(Phase::Induction)
            + at(Phase::Confirming),
    }
}

/// Called with every change (packed); set by the worker process.
static OBSERVER: OnceLock<fn(u32)> = OnceLock::new();

/// Mirrors every phase change of this process to `f` (the first observer
/// set stays).
pub fn observe(f: fn(u32)) {
    let _ = OBSERVER.set(f);
}

fn publish(w: Where) {
    account(Instant::now());
    CURRENT.with(|c| c.set(w));
    if let Some(f) = OBSERVER.get() {
        f(w.pack());
    }
}

/// Enters a phase (keeping the loop bound).
pub fn enter(phase: Phase) {
    let w = CURRENT.with(|c| c.get());
    publish(Where { phase, ..w });
}

/// Sets the loop bound of the phases that follow.
pub fn unrolling(k: u32) {
    let w = CURRENT.with(|c| c.get());
    publish(Where { unroll: k, full: false, ..w });
}

/// What the encoding at the current bound did: when it cut no loop
/// (`cut` false), the phases that follow name the most iterations it laid
/// out (`most`) instead of the bound; a loop of 8 iterations is not
/// "unrolled 16 times".
pub fn unrolled(most: u64, cut: bool) {
    let w = CURRENT.with(|c| c.get());
    if w.unroll == 0 || cut {
        return;
    }
    publish(Where { unroll: most.min(u32::MAX as u64) as u32, full: true, ..w });
}

/// Starts a new check.
pub fn reset() {
    SPENT.with(|s| s.set(([0.0; 9], Some(Instant::now()))));
    publish(Where { phase: Phase::Starting, unroll: 0, full: false });
}

/// Where this thread's check is.
pub fn current() -> Where {
    CURRENT.with(|c| c.get())
}

/// Called with a verdict the check already has while it goes on (a bounded
/// proof before a deeper attempt), encoded; set by the worker process, so
/// that a check stopped from outside keeps what it proved.
static PROVISIONAL: OnceLock<fn(&[u8])> = OnceLock::new();

/// Mirrors provisional verdicts of this process to `f` (the first set stays).
pub fn observe_provisional(f: fn(&[u8])) {
    let _ = PROVISIONAL.set(f);
}

/// Publishes a verdict the check would give if stopped now.
pub fn provisional(c: &super::Checked<'_>) {
    if let Some(f) = PROVISIONAL.get() {
        f(&super::wire::encode(c));
    }
}
