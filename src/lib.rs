//! mlir-refine: translation validation for MLIR.
//!
//! Data flows one way: `plugin` (or the `mlir-refine` binary) reads IR
//! through `ir`, `semantics` turns each function into SMT terms built with
//! `smt`, `refine` asks Z3 whether the target refines the source, and `cex`
//! turns a model into a counterexample a person can read. See ARCHITECTURE.md.

pub mod cex;
pub mod ir;
pub mod pdl;
pub mod plugin;
pub mod refine;
pub mod semantics;
pub mod smt;

use std::sync::Once;

/// Panics are caught at the FFI boundary and reported as diagnostics; the
/// default hook would also print them to stderr, in the middle of
/// mlir-opt's output. Set `MLIR_REFINE_BACKTRACE=1` to keep the default.
pub(crate) fn install_quiet_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("MLIR_REFINE_BACKTRACE").is_none() {
            std::panic::set_hook(Box::new(|info| {
                log::debug!("panic: {info}");
            }));
        }
    });
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
            eprintln!("mlir-refine: [{}] {}", r.level(), r.args());
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
