//! A clean stop on SIGINT and SIGTERM.
//!
//! While a run is checking, the first SIGINT or SIGTERM only asks it to
//! stop (`smt::limits::request_stop`): the worker is killed, the verdicts
//! so far are written, and the run reports that it was interrupted. The
//! handler resets itself, so a second signal ends the process at once.
//! The host's own handlers (LLVM's, in mlir-opt) are restored when the run
//! ends.

use std::sync::atomic::{AtomicI32, Ordering};

/// The signal that stopped the run (0: none).
static RECEIVED: AtomicI32 = AtomicI32::new(0);

extern "C" fn on_signal(sig: libc::c_int) {
    // Async-signal-safe: two atomic stores.
    RECEIVED.store(sig, Ordering::SeqCst);
    crate::smt::limits::request_stop();
}

/// Our handlers, installed until dropped.
pub struct Installed {
    previous: Vec<(libc::c_int, libc::sigaction)>,
}

/// Installs the stop handlers for SIGINT and SIGTERM.
pub fn install() -> Installed {
    let mut previous = Vec::new();
    for sig in [libc::SIGINT, libc::SIGTERM] {
        // SAFETY: a zeroed sigaction is valid; the handler only stores
        // atomics.
        unsafe {
            let mut act: libc::sigaction = std::mem::zeroed();
            act.sa_sigaction = on_signal as extern "C" fn(libc::c_int) as usize;
            act.sa_flags = libc::SA_RESETHAND | libc::SA_RESTART;
            libc::sigemptyset(&mut act.sa_mask);
            let mut old: libc::sigaction = std::mem::zeroed();
            if libc::sigaction(sig, &act, &mut old) == 0 {
                previous.push((sig, old));
            }
        }
    }
    Installed { previous }
}

impl Drop for Installed {
    fn drop(&mut self) {
        for (sig, old) in &self.previous {
            // SAFETY: restores what `install` replaced.
            unsafe { libc::sigaction(*sig, old, std::ptr::null_mut()) };
        }
    }
}

/// The signal that stopped the run, if one did.
pub fn received() -> Option<i32> {
    match RECEIVED.load(Ordering::SeqCst) {
        0 => None,
        s => Some(s),
    }
}

/// The signal's name, for messages.
pub fn name(sig: i32) -> &'static str {
    match sig {
        libc::SIGINT => "SIGINT",
        libc::SIGTERM => "SIGTERM",
        _ => "a signal",
    }
}

/// Opens `/dev/null` on each of the standard descriptors (0, 1, 2) that is
/// closed (`2>&-`), so that no file, pipe or socket the run opens later
/// takes its number: diagnostics written to a closed stderr would
/// otherwise land in a worker's verdict pipe or a report. Called first
/// thing by the command-line tool.
pub fn open_standard_descriptors() {
    for fd in 0..3 {
        // SAFETY: fcntl on any number is safe; it fails with EBADF when
        // the descriptor is closed.
        if unsafe { libc::fcntl(fd, libc::F_GETFD) } == -1 {
            // SAFETY: a NUL-terminated path; open takes the lowest free
            // number, which is `fd` when the lower ones are open.
            let got =
                unsafe { libc::open(c"/dev/null".as_ptr(), if fd == 0 { libc::O_RDONLY } else { libc::O_WRONLY }) };
            if got != fd && got >= 0 {
                // SAFETY: `got` is the descriptor just opened.
                unsafe {
                    libc::dup2(got, fd);
                    libc::close(got);
                }
            }
        }
    }
}

/// `flock(LOCK_EX | LOCK_NB)` on `file`: `Ok(false)` when another open
/// file holds the lock. The lock lasts as long as the file is open.
fn flock_exclusive(file: &std::fs::File) -> std::io::Result<bool> {
    use std::os::fd::AsRawFd;
    // SAFETY: flock on a descriptor the File keeps open.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0 {
        return Ok(true);
    }
    let e = std::io::Error::last_os_error();
    if e.raw_os_error() == Some(libc::EWOULDBLOCK) { Ok(false) } else { Err(e) }
}

/// Report files are locked while written (`out::ReportFile`).
pub fn install_locker() {
    crate::out::set_locker(flock_exclusive);
}
