//! Checks that can always be stopped: a worker process.
//!
//! Z3 does not look at interrupts everywhere: some of its preprocessing
//! runs for minutes after the deadline, and its memory can grow past what
//! the machine has. A check inside the host process (mlir-opt, or the
//! command line) could then hold the whole run. So the checks of a batch
//! run in a forked child, which reads its copy of the IR (nothing mutates
//! it while the batch runs) and sends back each verdict through a pipe.
//! The parent watches the child:
//!
//! - past a check's deadline plus [`GRACE`], or past the run's deadline, it
//!   kills the child: that check is `inconclusive (timeout)`, naming the
//!   phase the child last published (in a page shared with it);
//! - past the memory a check may use (`max-memory-mb`, measured as the
//!   child's resident memory above what it had when the check began), it
//!   kills the child: `inconclusive (memory)`;
//! - on a stop request (SIGINT, SIGTERM) it kills the child and returns.
//!
//! After a kill (or a crash) the next check starts in a fresh child. A
//! child also ends itself after a check that ran out of memory or hit an
//! internal error, so that no later check inherits a damaged solver.
//!
//! Inside the child, the interrupt timer makes most time limits end
//! gracefully, with the verdict from the child itself; the kill is the
//! guarantee. Memory is only watched from outside: Z3's own allocation
//! limit (`memory_max_size`) throws from destructors, which aborts.
//!
//! Set `MLIR_REFINE_ISOLATE=0` to check in the host process instead (for a
//! debugger); then no limit is guaranteed beyond Z3's cooperation.

use crate::refine::phase::{self, Where};
use crate::refine::{self, Checked, LimitHit, Verdict};
use crate::smt::limits;
use std::io::Read;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How long past its deadline a check may run before its worker is killed
/// (a check normally stops by itself at its deadline).
pub const GRACE: Duration = Duration::from_millis(1000);

/// How often the parent looks at the child.
const TICK: Duration = Duration::from_millis(10);

/// The limits of a batch of checks.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Per check, in milliseconds (0: none).
    pub timeout_ms: u32,
    /// The run's deadline, if any.
    pub run_deadline: Option<Instant>,
    /// Memory one check may use, in megabytes (0: none).
    pub max_memory_mb: u64,
}

/// How a batch ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Every check was delivered.
    All,
    /// A stop was requested (a signal, or `deliver` said so) before the end;
    /// the checks not delivered were not made.
    Stopped,
}

/// What the child publishes for the parent, in a page both map.
#[repr(C)]
struct Status {
    /// 1 + the index of the check running (0: none).
    current: AtomicU64,
    /// When it started, in microseconds since the batch's epoch.
    started_us: AtomicU64,
    /// Where it is (`phase::Where`, packed).
    at: AtomicU32,
}

/// A shared anonymous page holding a [`Status`].
struct SharedStatus {
    ptr: *mut Status,
}

impl SharedStatus {
    fn new() -> Option<SharedStatus> {
        // SAFETY: a fresh anonymous shared mapping, zero-filled, which is a
        // valid `Status` (all atomics zero).
        let p = unsafe {
            libc::mmap(
                std::ptr::null_mut(),
                std::mem::size_of::<Status>().max(4096),
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_SHARED | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        (p != libc::MAP_FAILED).then(|| SharedStatus { ptr: p as *mut Status })
    }

    fn get(&self) -> &Status {
        // SAFETY: mapped for the lifetime of `self`.
        unsafe { &*self.ptr }
    }
}

impl Drop for SharedStatus {
    fn drop(&mut self) {
        // SAFETY: the mapping made in `new`.
        unsafe { libc::munmap(self.ptr as *mut libc::c_void, std::mem::size_of::<Status>().max(4096)) };
    }
}

/// The child's status page, for the phase observer.
static CHILD_STATUS: AtomicPtr<Status> = AtomicPtr::new(std::ptr::null_mut());

/// The child's end of the pipe, for provisional verdicts.
static CHILD_OUT: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(-1);

fn frame(tag: u64, payload: &[u8]) -> Vec<u8> {
    let mut f = Vec::with_capacity(payload.len() + 16);
    f.extend_from_slice(&(payload.len() as u64).to_le_bytes());
    f.extend_from_slice(&tag.to_le_bytes());
    f.extend_from_slice(payload);
    f
}

fn publish_provisional(payload: &[u8]) {
    let fd = CHILD_OUT.load(Ordering::Relaxed);
    let p = CHILD_STATUS.load(Ordering::Relaxed);
    // SAFETY: as in `publish_phase`.
    let Some(s) = (unsafe { p.as_ref() }) else { return };
    let c = s.current.load(Ordering::Relaxed);
    if fd < 0 || c == 0 {
        return;
    }
    let f = frame((c - 1) | PROVISIONAL_FLAG, payload);
    // SAFETY: `fd` is the child's open pipe (blocking: the frame is written
    // whole unless the parent is gone, and then nobody reads it).
    unsafe { libc::write(fd, f.as_ptr() as *const libc::c_void, f.len()) };
}

fn publish_phase(packed: u32) {
    let p = CHILD_STATUS.load(Ordering::Relaxed);
    // SAFETY: set in the child to its mapped status page, never unmapped
    // there (the child ends with `_exit`).
    if let Some(s) = unsafe { p.as_ref() } {
        s.at.store(packed, Ordering::Relaxed);
    }
}

/// Whether checks run in a worker process (`MLIR_REFINE_ISOLATE=0`: no).
pub fn isolation_enabled() -> bool {
    std::env::var("MLIR_REFINE_ISOLATE").map(|v| v != "0").unwrap_or(true)
}

/// Runs `check(i)` for every `i` in `0..n` and hands each result to
/// `deliver(i, checked)` in this process, in order. `decode` turns the
/// bytes the worker sent back into a verdict of this process's IR.
/// `deliver` returns false to stop the batch.
pub fn run<'a>(
    n: usize,
    check: &dyn Fn(usize) -> Checked<'a>,
    decode: &mut dyn FnMut(usize, &[u8]) -> Option<Checked<'a>>,
    limits: &Limits,
    deliver: &mut dyn FnMut(usize, Checked<'a>) -> bool,
) -> Ended {
    let mut next = 0;
    let isolate = isolation_enabled();
    while next < n {
        if limits::stop_requested() {
            return Ended::Stopped;
        }
        let spawned = if isolate { Child::spawn(next, n, check, limits) } else { None };
        let Some(mut child) = spawned else {
            // In this process: no guarantee beyond Z3's cooperation.
            for i in next..n {
                if limits::stop_requested() || !deliver(i, check(i)) {
                    return Ended::Stopped;
                }
            }
            return Ended::All;
        };
        match child.supervise(n, decode, limits, deliver) {
            Supervised::Done(i) => next = i,
            Supervised::Stopped => return Ended::Stopped,
        }
    }
    Ended::All
}

enum Supervised {
    /// Checks before this index are delivered.
    Done(usize),
    Stopped,
}

struct Child {
    pid: libc::pid_t,
    pipe: std::fs::File,
    status: SharedStatus,
    epoch: Instant,
    /// The first index this child checks.
    start: usize,
    /// Bytes read and not yet parsed.
    buf: Vec<u8>,
    /// The last provisional verdict: (index, payload).
    provisional: Option<(usize, Vec<u8>)>,
}

/// Marks a frame's index as provisional.
const PROVISIONAL_FLAG: u64 = 1 << 63;

/// The memory, in bytes, a process has resident.
fn resident_bytes(pid: libc::pid_t) -> Option<u64> {
    let text = std::fs::read_to_string(format!("/proc/{pid}/statm")).ok()?;
    let pages: u64 = text.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as u64;
    Some(pages * page)
}

impl Child {
    /// Forks a worker that checks `start..n`. `None` if the fork failed.
    fn spawn<'a>(start: usize, n: usize, check: &dyn Fn(usize) -> Checked<'a>, limits: &Limits) -> Option<Child> {
        let status = SharedStatus::new()?;
        let mut fds = [0; 2];
        // SAFETY: a pipe; both ends are owned below.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
            return None;
        }
        // SAFETY: fresh descriptors owned from here on.
        let (read_end, write_end) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        let epoch = Instant::now();
        let parent = std::process::id() as libc::pid_t;
        // SAFETY: the child only reads the IR, runs the checker and writes
        // to the pipe, then leaves with `_exit` (no destructor, no atexit
        // handler of the host runs in it).
        let pid = unsafe { libc::fork() };
        if pid < 0 {
            return None;
        }
        if pid == 0 {
            drop(read_end);
            child_main(start, n, check, write_end, &status, epoch, parent, limits);
        }
        drop(write_end);
        Some(Child {
            pid,
            pipe: std::fs::File::from(read_end),
            status,
            epoch,
            start,
            buf: Vec::new(),
            provisional: None,
        })
    }

    /// Reads what the child sent without blocking longer than `wait`;
    /// false at the end of the stream.
    fn read(&mut self, wait: Duration) -> bool {
        let mut pfd = libc::pollfd { fd: self.pipe.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd.
        let ready = unsafe { libc::poll(&mut pfd, 1, wait.as_millis() as libc::c_int) };
        if ready <= 0 {
            return true;
        }
        let mut chunk = [0u8; 65536];
        match self.pipe.read(&mut chunk) {
            Ok(0) => false,
            Ok(k) => {
                self.buf.extend_from_slice(&chunk[..k]);
                true
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => true,
            Err(_) => false,
        }
    }

    /// Complete final frames received: (index, payload). A provisional
    /// frame (a bounded proof the check has while it goes on) is kept
    /// aside, in case the check is stopped.
    fn frames(&mut self) -> Vec<(usize, Vec<u8>)> {
        let mut out = Vec::new();
        loop {
            if self.buf.len() < 16 {
                break;
            }
            let len = u64::from_le_bytes(self.buf[0..8].try_into().unwrap()) as usize;
            if self.buf.len() < 16 + len {
                break;
            }
            let tag = u64::from_le_bytes(self.buf[8..16].try_into().unwrap());
            let payload = self.buf[16..16 + len].to_vec();
            self.buf.drain(..16 + len);
            if tag & PROVISIONAL_FLAG != 0 {
                self.provisional = Some(((tag & !PROVISIONAL_FLAG) as usize, payload));
            } else {
                out.push((tag as usize, payload));
            }
        }
        out
    }

    fn kill(&self) {
        // SAFETY: our own child.
        unsafe { libc::kill(self.pid, libc::SIGKILL) };
    }

    /// Waits for the child to end; its wait status.
    fn reap(&self) -> libc::c_int {
        let mut st = 0;
        loop {
            // SAFETY: our own child.
            let r = unsafe { libc::waitpid(self.pid, &mut st, 0) };
            if r >= 0 || std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
                return st;
            }
        }
    }

    /// The index the child is checking, with when it started.
    fn current(&self) -> Option<(usize, Instant, Where)> {
        let s = self.status.get();
        let c = s.current.load(Ordering::SeqCst);
        (c > 0).then(|| {
            let started = self.epoch + Duration::from_micros(s.started_us.load(Ordering::SeqCst));
            (c as usize - 1, started, Where::unpack(s.at.load(Ordering::SeqCst)))
        })
    }

    fn supervise<'a>(
        &mut self,
        n: usize,
        decode: &mut dyn FnMut(usize, &[u8]) -> Option<Checked<'a>>,
        limits: &Limits,
        deliver: &mut dyn FnMut(usize, Checked<'a>) -> bool,
    ) -> Supervised {
        let mut next = self.start;
        // Resident memory when the current check began: (index, bytes);
        // and the last reading (at most one per tick).
        let mut baseline: Option<(usize, u64)> = None;
        let mut last_rss: Option<(Instant, u64)> = None;
        loop {
            let open = self.read(TICK);
            for (i, payload) in self.frames() {
                let checked = decode(i, &payload).unwrap_or_else(|| Checked {
                    verdict: Verdict::inconclusive("internal error: the worker's verdict could not be read"),
                    millis: 0.0,
                    times: Default::default(),
                });
                if !deliver(i, checked) {
                    self.kill();
                    self.reap();
                    return Supervised::Stopped;
                }
                next = i + 1;
            }
            if !open {
                // The child ended: finished, left for a fresh start, or died
                // in the middle of a check.
                let st = self.reap();
                if next >= n {
                    return Supervised::Done(n);
                }
                let exited = libc::WIFEXITED(st) && libc::WEXITSTATUS(st) == 0;
                let (i, started, at) = match self.current() {
                    Some((i, started, at)) if i >= next => (i, started, at),
                    // Between checks: a clean exit is a fresh start; a death
                    // before any progress is charged to the next check, so
                    // that the batch always moves on.
                    _ if exited && next > self.start => return Supervised::Done(next),
                    _ => (next, Instant::now(), Where::unpack(0)),
                };
                let verdict = died(st, at);
                if !deliver(
                    i,
                    Checked { verdict, millis: started.elapsed().as_secs_f64() * 1e3, times: Default::default() },
                ) {
                    return Supervised::Stopped;
                }
                return Supervised::Done(i + 1);
            }
            if limits::stop_requested() {
                self.kill();
                self.reap();
                return Supervised::Stopped;
            }
            let Some((i, started, at)) = self.current() else { continue };
            if i < next {
                // Its verdict is already here; the child moves on.
                continue;
            }
            // Time: the check's own deadline or the run's, plus the grace.
            let own = (limits.timeout_ms > 0).then(|| started + Duration::from_millis(limits.timeout_ms as u64));
            let due = match (own, limits.run_deadline) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let overrun = due.is_some_and(|d| Instant::now() > d + GRACE);
            // Memory: what the child holds above what it had when this
            // check began (read at most once per tick; a check first seen
            // takes the last reading, at most a tick old, as its start).
            let mut over_memory = false;
            if limits.max_memory_mb > 0 {
                if last_rss.is_none_or(|(at, _)| at.elapsed() >= TICK) {
                    last_rss = resident_bytes(self.pid).map(|r| (Instant::now(), r)).or(last_rss);
                }
                if let Some((_, rss)) = last_rss {
                    let base = match baseline {
                        Some((j, b)) if j == i => b,
                        _ => {
                            baseline = Some((i, rss));
                            rss
                        }
                    };
                    over_memory = rss.saturating_sub(base) > limits.max_memory_mb << 20;
                }
            }
            if !(overrun || over_memory) {
                continue;
            }
            self.kill();
            self.reap();
            // Verdicts sent before the kill come first. The child is gone,
            // so the pipe ends after what it wrote.
            for _ in 0..100_000 {
                if !self.read(Duration::from_millis(1)) {
                    break;
                }
            }
            for (j, payload) in self.frames() {
                if let Some(c) = decode(j, &payload) {
                    if !deliver(j, c) {
                        return Supervised::Stopped;
                    }
                }
                next = j + 1;
            }
            if i < next {
                return Supervised::Done(next);
            }
            let kept = match self.provisional.take() {
                Some((j, payload)) if j == i => decode(j, &payload),
                _ => None,
            };
            let which = if over_memory { "memory" } else { "time" };
            let verdict = match kept {
                // A bounded proof the check had before a deeper attempt.
                Some(Checked { verdict: Verdict::Valid { proof: refine::Proof::Bounded(b), fp }, .. }) => {
                    Verdict::Valid {
                        proof: refine::Proof::Bounded(format!("{b}; {} {which} limit", refine::CUT_SHORT)),
                        fp,
                    }
                }
                _ if over_memory => memory_verdict(limits.max_memory_mb, at),
                _ => time_verdict(limits, started, at),
            };
            if !deliver(
                i,
                Checked { verdict, millis: started.elapsed().as_secs_f64() * 1e3, times: Default::default() },
            ) {
                return Supervised::Stopped;
            }
            return Supervised::Done(i + 1);
        }
    }
}

fn time_verdict<'a>(limits: &Limits, started: Instant, at: Where) -> Verdict<'a> {
    let own = (limits.timeout_ms > 0).then(|| started + Duration::from_millis(limits.timeout_ms as u64));
    let run_first = match (own, limits.run_deadline) {
        (Some(a), Some(b)) => b < a,
        (None, Some(_)) => true,
        _ => false,
    };
    let at = at.describe();
    let reason = if run_first {
        format!(
            "the run's time limit (total-timeout-ms) ran out while {at}, and the solver did not stop: the check was \
             abandoned; raise total-timeout-ms (0 means no limit)"
        )
    } else {
        format!(
            "the time limit of {} ms (timeout-ms) ran out while {at}, and the solver did not stop: the check was \
             abandoned; raise timeout-ms (0 means no limit) or simplify the function",
            limits.timeout_ms
        )
    };
    Verdict::Inconclusive { reason, limit: Some(LimitHit::Time) }
}

fn memory_verdict<'a>(max_mb: u64, at: Where) -> Verdict<'a> {
    Verdict::Inconclusive {
        reason: format!(
            "the check needed more than {max_mb} MB (max-memory-mb) while {}; raise max-memory-mb, or lower \
             max-unroll if loops are unrolled",
            at.describe()
        ),
        limit: Some(LimitHit::Memory),
    }
}

/// The verdict of a check whose worker died on its own (wait status `st`).
fn died<'a>(st: libc::c_int, at: Where) -> Verdict<'a> {
    if limits::stop_requested() || (libc::WIFSIGNALED(st) && matches!(libc::WTERMSIG(st), libc::SIGINT | libc::SIGTERM))
    {
        return Verdict::Inconclusive {
            reason: format!("stopped by a signal while {}", at.describe()),
            limit: Some(LimitHit::Stopped),
        };
    }
    if libc::WIFSIGNALED(st) {
        let sig = libc::WTERMSIG(st);
        let name = match sig {
            libc::SIGSEGV => "SIGSEGV",
            libc::SIGABRT => "SIGABRT",
            libc::SIGBUS => "SIGBUS",
            libc::SIGKILL => "SIGKILL",
            libc::SIGFPE => "SIGFPE",
            libc::SIGILL => "SIGILL",
            _ => "a signal",
        };
        return Verdict::inconclusive(format!(
            "internal error: the check crashed ({name}, signal {sig}) while {}; please report this with the input",
            at.describe()
        ));
    }
    Verdict::inconclusive(format!(
        "internal error: the worker process ended (status {}) while {} without a verdict; please report this with \
         the input",
        libc::WEXITSTATUS(st),
        at.describe()
    ))
}

/// The worker: checks `start..n`, sends each verdict, and leaves.
#[allow(clippy::too_many_arguments)]
fn child_main<'a>(
    start: usize,
    n: usize,
    check: &dyn Fn(usize) -> Checked<'a>,
    out: OwnedFd,
    status: &SharedStatus,
    epoch: Instant,
    parent: libc::pid_t,
    limits: &Limits,
) -> ! {
    // SAFETY: plain system calls; the process is single-threaded here.
    unsafe {
        // Die with the parent; if it is already gone, leave.
        libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL);
        if libc::getppid() != parent {
            libc::_exit(0);
        }
        // A Ctrl-C reaches the whole process group: the worker just ends,
        // the parent reports. A crash ends it quietly too (the host's crash
        // handler would print a stack dump and ask for an LLVM bug report);
        // the parent names the signal.
        for sig in [libc::SIGINT, libc::SIGTERM, libc::SIGSEGV, libc::SIGABRT, libc::SIGBUS, libc::SIGILL, libc::SIGFPE]
        {
            libc::signal(sig, libc::SIG_DFL);
        }
    }
    CHILD_STATUS.store(status.ptr, Ordering::SeqCst);
    CHILD_OUT.store(out.as_raw_fd(), Ordering::SeqCst);
    phase::observe(publish_phase);
    phase::observe_provisional(publish_provisional);
    let s = status.get();
    let mut out = std::fs::File::from(out);
    let start_rss = resident_bytes(std::process::id() as libc::pid_t).unwrap_or(0);
    for i in start..n {
        s.started_us.store(epoch.elapsed().as_micros() as u64, Ordering::SeqCst);
        phase::reset();
        s.current.store(i as u64 + 1, Ordering::SeqCst);
        let (checked, panicked) = match crate::catch_quietly(|| check(i)) {
            Ok(c) => (c, false),
            Err(e) => (
                Checked {
                    verdict: Verdict::inconclusive(format!(
                        "internal error in mlir-refine: {}; please report this with the input",
                        crate::panic_message(&*e)
                    )),
                    millis: 0.0,
                    times: Default::default(),
                },
                true,
            ),
        };
        let payload = refine::wire::encode(&checked);
        if std::io::Write::write_all(&mut out, &frame(i as u64, &payload)).is_err() {
            break;
        }
        // A solver that ran out of memory or failed inside may be damaged:
        // the next check gets a fresh worker. So does one after this worker
        // grew by half its memory budget (freed memory is kept by malloc).
        let damaged = match &checked.verdict {
            Verdict::Inconclusive { limit: Some(LimitHit::Memory), .. } => true,
            Verdict::Inconclusive { reason, .. } => reason.starts_with("internal error"),
            _ => false,
        };
        let grown = limits.max_memory_mb > 0
            && resident_bytes(std::process::id() as libc::pid_t)
                .is_some_and(|r| r.saturating_sub(start_rss) > (limits.max_memory_mb << 20) / 2);
        if damaged || grown || panicked {
            break;
        }
    }
    s.current.store(0, Ordering::SeqCst);
    drop(out);
    // SAFETY: ends the worker without running the host's exit handlers.
    unsafe { libc::_exit(0) }
}
