//! Time and stop limits for Z3 calls.
//!
//! A check has one deadline (`timeout-ms`, or what is left of
//! `total-timeout-ms`), set for the thread that runs it with [`Deadline`].
//! Inner steps may narrow it ([`Deadline::narrow`]) but never extend it.
//! Every long Z3 call (`Solver::check`, `Term::simplify`) is bounded by the
//! innermost deadline: it is not started past it, and a process-wide timer
//! thread interrupts its context when it falls due.
//!
//! Z3's own `timeout` parameter is not used: Z3 4.8.12 runs it on a pool of
//! timer threads, and in a process forked by the isolating worker (see
//! `plugin::worker`) that pool's threads do not exist, so such a timeout
//! would never fire. Our timer notices the fork (its owner's process id)
//! and starts afresh in the child.
//!
//! Z3 does not look at interrupts everywhere (some preprocessing recurses
//! for minutes without checking), so an interrupt is a request; the hard
//! guarantee comes from the worker process, which is killed when a check
//! overruns its deadline.
//!
//! A stop request ([`request_stop`], from a SIGINT handler: it only stores
//! an atomic flag) interrupts every armed call and makes later calls return
//! at once.

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};
use z3_sys::*;

/// Why a deadline exists, for the message that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitKind {
    /// The per-function limit (`timeout-ms`), in milliseconds.
    Function(u64),
    /// What was left of the run's limit (`total-timeout-ms`), in milliseconds.
    Total(u64),
}

#[derive(Clone, Copy, Debug)]
struct Limit {
    at: Instant,
    kind: LimitKind,
}

thread_local! {
    /// The innermost deadline of this thread's check, if any.
    static CURRENT: Cell<Option<Limit>> = const { Cell::new(None) };
    /// The outermost deadline (the check's own), for messages.
    static OUTER: Cell<Option<Limit>> = const { Cell::new(None) };
}

/// A deadline in force for this thread until the value is dropped.
pub struct Deadline {
    previous: Option<Limit>,
    previous_outer: Option<Limit>,
}

impl Deadline {
    /// Sets the check's deadline (replacing any other) until the guard is
    /// dropped. `None` removes every limit.
    pub fn set(at: Option<(Instant, LimitKind)>) -> Deadline {
        let limit = at.map(|(at, kind)| Limit { at, kind });
        let previous = CURRENT.with(|c| c.replace(limit));
        let previous_outer = OUTER.with(|c| c.replace(limit));
        Deadline { previous, previous_outer }
    }

    /// Narrows the current deadline to `at` (if earlier) until the guard is
    /// dropped: a step with a budget of its own.
    pub fn narrow(at: Instant) -> Deadline {
        let previous = CURRENT.with(|c| c.get());
        let kind = previous.map(|p| p.kind).unwrap_or(LimitKind::Function(0));
        let narrowed = match previous {
            Some(p) if p.at <= at => p,
            _ => Limit { at, kind },
        };
        CURRENT.with(|c| c.set(Some(narrowed)));
        let previous_outer = OUTER.with(|c| c.get());
        Deadline { previous, previous_outer }
    }

    /// Narrows the current deadline to `ms` milliseconds from now.
    pub fn narrow_ms(ms: u64) -> Deadline {
        Deadline::narrow(Instant::now() + Duration::from_millis(ms))
    }
}

impl Drop for Deadline {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.previous));
        OUTER.with(|c| c.set(self.previous_outer));
    }
}

/// The innermost deadline of this thread, if any.
pub fn deadline() -> Option<Instant> {
    CURRENT.with(|c| c.get()).map(|l| l.at)
}

/// The check's own limit (not a narrowed step's), if any.
pub fn check_limit() -> Option<LimitKind> {
    OUTER.with(|c| c.get()).map(|l| l.kind)
}

/// True when the check's own deadline (not just a step's) has passed.
pub fn check_expired() -> bool {
    OUTER.with(|c| c.get()).is_some_and(|l| Instant::now() >= l.at)
}

/// True when the innermost deadline has passed or a stop was requested.
pub fn expired() -> bool {
    stop_requested() || deadline().is_some_and(|d| Instant::now() >= d)
}

/// Milliseconds until the innermost deadline, or `None` without one.
pub fn remaining_ms() -> Option<u64> {
    deadline().map(|d| d.saturating_duration_since(Instant::now()).as_millis() as u64)
}

/// The time a call may take: `limit_ms` (0: none) clamped to the deadline.
/// `Some(Duration::ZERO)` means there is no time left.
pub(crate) fn allowance(limit_ms: u32) -> Option<Duration> {
    let own = (limit_ms > 0).then(|| Duration::from_millis(limit_ms as u64));
    let left = deadline().map(|d| d.saturating_duration_since(Instant::now()));
    match (own, left) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

static STOP: AtomicBool = AtomicBool::new(false);

/// Asks every running and future Z3 call to stop. Async-signal-safe: it
/// only stores a flag, which the timer thread acts on.
pub fn request_stop() {
    STOP.store(true, Ordering::SeqCst);
}

/// Whether a stop was requested.
pub fn stop_requested() -> bool {
    STOP.load(Ordering::SeqCst)
}

/// An interrupt scheduled for a Z3 context; dropping it cancels it.
pub(crate) struct Armed {
    id: u64,
    ctx: Z3_context,
    timer: &'static Timer,
}

/// Interrupts `ctx` at `due` (and on a stop request) until the returned
/// guard is dropped.
pub(crate) fn arm(ctx: Z3_context, due: Instant) -> Armed {
    let timer = Timer::get();
    let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
    let mut entries = timer.entries.lock().unwrap_or_else(|e| e.into_inner());
    entries.push(Entry { id, due, ctx: ctx as usize, fired: false });
    drop(entries);
    // Wake the timer only if it would sleep past this call's due time (most
    // calls end long before their deadline: no wake-up, no context switch).
    let wakes_at = timer.wakes_at_us.load(Ordering::Relaxed);
    if due.saturating_duration_since(timer.epoch).as_micros() as u64 <= wakes_at {
        timer.wake.notify_one();
    }
    Armed { id, ctx, timer }
}

impl Drop for Armed {
    fn drop(&mut self) {
        let mut entries = self.timer.entries.lock().unwrap_or_else(|e| e.into_inner());
        let fired = entries.iter().find(|e| e.id == self.id).is_some_and(|e| e.fired);
        entries.retain(|e| e.id != self.id);
        drop(entries);
        if fired {
            // Z3's interrupt is sticky: it cancels every later call on the
            // context until a solver check starts. An empty check clears it
            // (no interrupt for this call can come after its removal).
            reset_interrupt(self.ctx);
        }
    }
}

/// Clears a context's pending interrupt (see `Armed`'s drop).
fn reset_interrupt(ctx: Z3_context) {
    // SAFETY: `ctx` is a live context used by this thread only.
    unsafe {
        let s = Z3_mk_simple_solver(ctx);
        Z3_solver_inc_ref(ctx, s);
        Z3_solver_check(ctx, s);
        Z3_solver_dec_ref(ctx, s);
    }
}

static NEXT_ID: AtomicU64 = AtomicU64::new(0);

struct Entry {
    id: u64,
    due: Instant,
    /// The `Z3_context`, as an address.
    ctx: usize,
    /// An interrupt was sent.
    fired: bool,
}

/// The process's timer thread and its schedule.
struct Timer {
    /// The process that started it: after a fork, the child starts its own.
    pid: u32,
    entries: Mutex<Vec<Entry>>,
    wake: Condvar,
    /// When the timer next wakes by itself, in microseconds since `epoch`.
    wakes_at_us: AtomicU64,
    epoch: Instant,
    /// Asks the thread to end (see [`stop_timer`]).
    quit: AtomicBool,
    thread: Mutex<Option<std::thread::JoinHandle<()>>>,
}

static TIMER: AtomicPtr<Timer> = AtomicPtr::new(std::ptr::null_mut());

/// How often the timer looks at the stop flag when nothing else is due.
const STOP_POLL: Duration = Duration::from_millis(20);

impl Timer {
    fn get() -> &'static Timer {
        let pid = std::process::id();
        let p = TIMER.load(Ordering::Acquire);
        // SAFETY: timers are leaked, never freed.
        if let Some(t) = unsafe { p.as_ref() } {
            if t.pid == pid {
                return t;
            }
        }
        // First use in this process (or the first after a fork: the
        // parent's timer thread does not exist here, and its mutex may have
        // been held at the fork; a new timer shares nothing with it).
        let fresh: &'static Timer = Box::leak(Box::new(Timer {
            pid,
            entries: Mutex::new(Vec::new()),
            wake: Condvar::new(),
            wakes_at_us: AtomicU64::new(0),
            epoch: Instant::now(),
            quit: AtomicBool::new(false),
            thread: Mutex::new(None),
        }));
        match TIMER.compare_exchange(p, fresh as *const Timer as *mut Timer, Ordering::AcqRel, Ordering::Acquire) {
            Ok(_) => {
                let handle = std::thread::Builder::new()
                    .name("mlir-refine-timer".into())
                    .spawn(move || fresh.run())
                    .expect("cannot start the solver timer thread");
                *fresh.thread.lock().unwrap_or_else(|e| e.into_inner()) = Some(handle);
                fresh
            }
            // Another thread of this process won the race.
            // SAFETY: as above.
            Err(winner) => unsafe { &*winner },
        }
    }

    fn run(&self) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            if self.quit.load(Ordering::SeqCst) {
                return;
            }
            let now = Instant::now();
            let stop = stop_requested();
            for e in entries.iter_mut().filter(|e| stop || e.due <= now) {
                // Z3_interrupt is the one call Z3 allows from another thread.
                unsafe { Z3_interrupt(e.ctx as Z3_context) };
                e.fired = true;
                // Interrupt again later if the call is still running (it
                // may have been between two interruptible steps).
                e.due = now + Duration::from_millis(100);
            }
            let next = entries.iter().map(|e| e.due).min();
            let wait = match next {
                Some(due) => due.saturating_duration_since(now).min(STOP_POLL),
                None => STOP_POLL,
            };
            // Set under the lock `arm` takes before reading it.
            self.wakes_at_us
                .store((now + wait).saturating_duration_since(self.epoch).as_micros() as u64, Ordering::Relaxed);
            entries = match self.wake.wait_timeout(entries, wait) {
                Ok((g, _)) => g,
                Err(e) => e.into_inner().0,
            };
        }
    }
}

/// Ends the timer thread, if one runs in this process, and waits for it. A
/// plugin's code must not run after the host unloads it: mlir-opt closes
/// its plugins at exit, and a timer thread still running then would crash
/// the process. The passes call this when they finish; the next call that
/// needs the timer starts a new one. No call may be armed meanwhile.
pub fn stop_timer() {
    let p = TIMER.swap(std::ptr::null_mut(), Ordering::AcqRel);
    // SAFETY: timers are leaked, never freed.
    let Some(t) = (unsafe { p.as_ref() }) else { return };
    if t.pid != std::process::id() {
        return;
    }
    t.quit.store(true, Ordering::SeqCst);
    t.wake.notify_all();
    if let Some(h) = t.thread.lock().unwrap_or_else(|e| e.into_inner()).take() {
        let _ = h.join();
    }
}

/// Bytes Z3 has allocated in this process.
pub fn z3_allocated_bytes() -> u64 {
    unsafe { Z3_get_estimated_alloc_size() as u64 }
}

/// A Z3 call stopped by an interrupt (the deadline or a stop request): the
/// payload of the panic a failed term construction raises, which the check
/// turns into an `inconclusive` verdict naming the limit.
#[derive(Debug)]
pub struct Interrupted;

/// A Z3 call failed for lack of memory (see [`set_z3_memory_limit_mb`]).
#[derive(Debug)]
pub struct OutOfMemory;
