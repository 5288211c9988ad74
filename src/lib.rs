//! mlir-refine: translation validation for MLIR.
//!
//! Data flows one way: `plugin` (or the `mlir-refine` binary) reads IR
//! through `ir`, `semantics` turns each function into SMT terms built with
//! `smt`, `refine` asks Z3 whether the target refines the source, and `cex`
//! turns a model into a counterexample a person can read. See ARCHITECTURE.md.

pub mod campaign;
pub mod cex;
pub mod dataflow;
pub mod det;
pub mod ir;
pub mod out;
pub mod pdl;
pub mod plugin;
pub mod refine;
pub mod semantics;
pub mod smt;
pub mod solve;
pub mod verdict;

use std::sync::Once;

/// Panics inside `catch_quietly` are caught and reported (as diagnostics or
/// verdicts); the default hook would also print them to stderr, in the
/// middle of mlir-opt's output. Panics elsewhere (a failing test's assert)
/// still reach the previous hook. Set `MLIR_REFINE_BACKTRACE=1` to print
/// every panic.
fn install_quiet_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("MLIR_REFINE_BACKTRACE").is_none() {
            let previous = std::panic::take_hook();
            std::panic::set_hook(Box::new(move |info| {
                if QUIET.with(|q| q.get()) > 0 {
                    log::debug!("panic: {info}");
                } else {
                    previous(info)
                }
            }));
        }
    });
}

thread_local! {
    /// How many `catch_quietly` calls this thread is inside.
    static QUIET: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// `catch_unwind` whose panics are not printed (they become diagnostics).
pub(crate) fn catch_quietly<T>(f: impl FnOnce() -> T) -> std::thread::Result<T> {
    install_quiet_panic_hook();
    QUIET.with(|q| q.set(q.get() + 1));
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
    QUIET.with(|q| q.set(q.get() - 1));
    r
}

/// The message of a caught panic.
pub(crate) fn panic_message(e: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = e.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = e.downcast_ref::<String>() {
        s.clone()
    } else {
        "unknown panic".into()
    }
}

/// Debug logging, silent unless `MLIR_REFINE_LOG` is set (to `debug`,
/// `info`, `trace`...); lines go to stderr prefixed with `mlir-refine:`.
pub(crate) fn init_logging() {
    struct StderrLogger;
    impl log::Log for StderrLogger {
        fn enabled(&self, _: &log::Metadata) -> bool {
            true
        }
        fn log(&self, r: &log::Record) {
            crate::errln!("mlir-refine: [{}] {}", r.level(), r.args());
        }
        fn flush(&self) {}
    }
    static LOGGER: StderrLogger = StderrLogger;
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if let Some(level) = std::env::var_os("MLIR_REFINE_LOG") {
            let level = level.to_string_lossy().parse().unwrap_or(log::LevelFilter::Debug);
            if log::set_logger(&LOGGER).is_ok() {
                log::set_max_level(level);
            }
        }
    });
}
