//! The FFI boundary with `mlir-opt`: the plugin entry point, the functions
//! the C++ passes call, and the conversion of verdicts into diagnostics.
//!
//! Invariant: no panic crosses into C++. Every entry point runs inside
//! [`guard`], which turns a panic into an error the C++ side reports as an
//! MLIR diagnostic.

mod bridge;
pub mod pipeline;
pub mod session;
pub mod signals;
pub mod worker;

use crate::cex::report::{self, Origin};
use crate::ir::Op;
use crate::panic_message;
use crate::refine::{self, Verdict};
use crate::semantics::Config;
use bridge::{DfOptions, DfOutcome, PdlOptions, PdlOutcome, PipelineSplit, StageOutcome, TvOptions};
use std::ffi::c_char;
use std::panic::catch_unwind;

/// Layout of `mlir::PassPluginLibraryInfo` (mlir/Tools/Plugins/PassPlugin.h).
#[repr(C)]
pub struct PassPluginLibraryInfo {
    pub api_version: u32,
    pub plugin_name: *const c_char,
    pub plugin_version: *const c_char,
    pub register_pass_registry_callbacks: extern "C" fn(),
}

/// `MLIR_PLUGIN_API_VERSION` in MLIR 22.
const MLIR_PLUGIN_API_VERSION: u32 = 1;

extern "C" fn register_callbacks() {
    signals::install_locker();
    // A panic here would unwind into mlir-opt's option parser: report it.
    if let Err(e) = catch_unwind(bridge::ffi::register_passes) {
        crate::errln!("mlir-refine: internal error while registering passes: {}", panic_message(&*e));
    }
}

/// The entry point `mlir-opt --load-pass-plugin` looks up.
#[unsafe(no_mangle)]
pub extern "C" fn mlirGetPassPluginInfo() -> PassPluginLibraryInfo {
    PassPluginLibraryInfo {
        api_version: MLIR_PLUGIN_API_VERSION,
        plugin_name: c"mlir-refine".as_ptr(),
        plugin_version: concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr() as *const c_char,
        register_pass_registry_callbacks: register_callbacks,
    }
}

/// Values an entry point can return when the work inside it panicked.
trait FromPanic {
    fn from_panic(message: String) -> Self;
}

impl FromPanic for String {
    fn from_panic(message: String) -> Self {
        message
    }
}

impl FromPanic for StageOutcome {
    fn from_panic(message: String) -> Self {
        StageOutcome { invalid: 0, error: message, stopped: false }
    }
}

impl FromPanic for PdlOutcome {
    fn from_panic(message: String) -> Self {
        PdlOutcome { invalid: 0, error: message }
    }
}

impl FromPanic for DfOutcome {
    fn from_panic(message: String) -> Self {
        DfOutcome { unsound: 0, error: message }
    }
}

fn pdl_options(opts: &PdlOptions) -> Result<crate::pdl::Options, String> {
    crate::pdl::parse_options(opts.max_width, &opts.widths, opts.timeout_ms, &opts.mode, &opts.natives)
}

/// Opens the report file `path` of a pass (`pass` names it in errors)
/// before any work, so a bad path is an error at once; `module`'s file
/// (its location) is an input the report must not overwrite. With
/// --split-input-file the pass runs once per chunk: the first run in this
/// process creates the file, later ones append (as for verify-translation).
fn open_report(pass: &str, path: &str, module: Op<'_>) -> Result<(), String> {
    let mut run = run_state();
    if !path.is_empty() && !run.reports.iter().any(|r| r.path() == path) {
        let input = input_file(module);
        let inputs: Vec<&str> = input.iter().map(String::as_str).collect();
        run.reports.push(session::Report::create(path, &inputs).map_err(|e| format!("{pass}: {e}"))?);
    }
    Ok(())
}

/// The file `module` was read from, when its location names one.
fn input_file(module: Op<'_>) -> Option<String> {
    let short = module.loc().short();
    let mut parts = short.rsplitn(3, ':');
    let (col, line, file) = (parts.next()?, parts.next()?, parts.next()?);
    (col.parse::<u32>().is_ok() && line.parse::<u32>().is_ok() && !file.is_empty()).then(|| file.to_string())
}

/// Appends `line` to the report file `path` opened by [`open_report`],
/// flushed at once (a report is written as the run goes).
fn write_report(pass: &str, path: &str, line: &str) -> Result<(), String> {
    if path.is_empty() {
        return Ok(());
    }
    let mut run = run_state();
    let report = run.reports.iter_mut().find(|r| r.path() == path).expect("opened by open_report");
    report.line(line).map_err(|e| format!("{pass}: {e}"))
}

/// `verify-pdl` on one module; each pattern's report line is written as
/// its verdict is made.
fn verify_pdl(module: Op<'_>, opts: &PdlOptions) -> PdlOutcome {
    let parsed = match pdl_options(opts) {
        Ok(o) => o,
        Err(error) => return PdlOutcome { invalid: 0, error },
    };
    if let Err(error) = open_report("verify-pdl", &opts.report, module) {
        return PdlOutcome { invalid: 0, error };
    }
    let mut error = String::new();
    let found =
        crate::pdl::verify_module(module, &parsed, |line| match write_report("verify-pdl", &opts.report, line) {
            Ok(()) => true,
            Err(e) => {
                error = e;
                false
            }
        });
    match found {
        Ok(invalid) => PdlOutcome { invalid, error },
        Err(error) => PdlOutcome { invalid: 0, error },
    }
}

fn df_options(opts: &DfOptions) -> Result<crate::dataflow::Options, String> {
    if opts.exhaustive_width > 6 {
        return Err(format!(
            "verify-dataflow: exhaustive-width={} is out of range; use 0 to 6 (every range of wider operands \
             is too many)",
            opts.exhaustive_width
        ));
    }
    Ok(crate::dataflow::Options {
        exhaustive_width: opts.exhaustive_width,
        samples: opts.samples as usize,
        corner_combos: opts.corner_combos as usize,
        seed: opts.seed,
        timeout_ms: opts.timeout_ms,
    })
}

/// `verify-dataflow` on one module: every op with a transfer function,
/// diagnostics at each op, one JSON line per op in the report.
fn verify_dataflow(module: Op<'_>, opts: &DfOptions) -> DfOutcome {
    let parsed = match df_options(opts) {
        Ok(o) => o,
        Err(error) => return DfOutcome { unsound: 0, error },
    };
    if let Err(error) = open_report("verify-dataflow", &opts.report, module) {
        return DfOutcome { unsound: 0, error };
    }
    let mut error = String::new();
    let reports = crate::dataflow::check_module(module, &parsed, |op, r| {
        crate::dataflow::emit(op, r, opts.remarks);
        if error.is_empty() {
            if let Err(e) = write_report("verify-dataflow", &opts.report, &r.json()) {
                error = e;
            }
        }
    });
    let unsound = reports.iter().filter(|r| r.verdict() == "unsound").count() as u32;
    DfOutcome { unsound, error }
}

impl FromPanic for PipelineSplit {
    fn from_panic(message: String) -> Self {
        PipelineSplit { stages: Vec::new(), error: message }
    }
}

/// Runs `f`, turning a panic into an internal-error message.
fn guard<T: FromPanic>(what: &str, f: impl FnOnce() -> T) -> T {
    match crate::catch_quietly(f) {
        Ok(v) => v,
        Err(e) => T::from_panic(format!(
            "mlir-refine: internal error while {what}: {}; please report this with the input \
             that triggered it",
            panic_message(&*e)
        )),
    }
}

fn check_options(opts: &TvOptions) -> String {
    if opts.pipeline.trim().is_empty() {
        return "verify-translation: the 'pipeline' option is required, e.g. \
                verify-translation{pipeline=\"func.func(canonicalize),cse\"}"
            .into();
    }
    if !(1..=128).contains(&opts.index_bitwidth) {
        return format!(
            "verify-translation: index-bitwidth={} is out of range; use a width from 1 to 128",
            opts.index_bitwidth
        );
    }
    if !(1..=4096).contains(&opts.max_unroll) {
        return format!("verify-translation: max-unroll={} is out of range; use 1 to 4096", opts.max_unroll);
    }
    if !(1..=64).contains(&opts.max_dynamic_size) {
        return format!("verify-translation: max-dynamic-size={} is out of range; use 1 to 64", opts.max_dynamic_size);
    }
    if !(1..=16).contains(&opts.max_vscale) {
        return format!("verify-translation: max-vscale={} is out of range; use 1 to 16", opts.max_vscale);
    }
    if crate::semantics::float::Mode::parse(&opts.fp_mode).is_none() {
        return format!(
            "verify-translation: fp-mode='{}' is not a floating-point encoding; use auto, abstract or ieee",
            opts.fp_mode
        );
    }
    if !matches!(opts.memref_alias.as_str(), "distinct" | "may") {
        return format!(
            "verify-translation: memref-alias='{}' is not an aliasing mode; use distinct or may",
            opts.memref_alias
        );
    }
    if !matches!(opts.memref_deref.as_str(), "accessed" | "view") {
        return format!("verify-translation: memref-deref='{}' is not a mode; use accessed or view", opts.memref_deref);
    }
    let stages = match pipeline::split(&opts.pipeline) {
        Ok(s) => s,
        Err(e) => return e,
    };
    for s in &stages {
        if let Err(e) = crate::ir::check_pass_pipeline(s) {
            return format!("verify-translation: invalid pipeline '{}': {}", opts.pipeline, e.trim());
        }
    }
    String::new()
}

/// What a verify-translation run keeps between its calls: the report files
/// this process started (with `--split-input-file` the pass runs once per
/// chunk, and every chunk's lines belong in one file), when the first run
/// began (`total-timeout-ms` counts from there), and the stop handlers.
struct RunState {
    reports: Vec<session::Report>,
    started: Option<std::time::Instant>,
    signals: Option<signals::Installed>,
}

static RUN: std::sync::Mutex<RunState> =
    std::sync::Mutex::new(RunState { reports: Vec::new(), started: None, signals: None });

fn run_state() -> std::sync::MutexGuard<'static, RunState> {
    RUN.lock().unwrap_or_else(|e| e.into_inner())
}

fn begin_run(module: Op<'_>, opts: &TvOptions) -> String {
    let mut run = run_state();
    run.started.get_or_insert_with(std::time::Instant::now);
    if run.signals.is_none() {
        run.signals = Some(signals::install());
    }
    if !opts.dump_smt.is_empty() {
        if let Err(e) = refine::dump::prepare(&opts.dump_smt) {
            return format!("verify-translation: {e}");
        }
    }
    if opts.report.is_empty() || run.reports.iter().any(|r| r.path() == opts.report) {
        return String::new();
    }
    // Created (emptied) before any work: a path that cannot be written is
    // an error now, and no earlier run's lines survive.
    let input = input_file(module);
    let inputs: Vec<&str> = input.iter().map(String::as_str).collect();
    match session::Report::create(&opts.report, &inputs) {
        Ok(r) => {
            run.reports.push(r);
            String::new()
        }
        Err(e) => format!("verify-translation: {e}"),
    }
}

fn end_run() {
    run_state().signals.take();
}

fn refine_options(opts: &TvOptions) -> refine::Options {
    let started = run_state().started.unwrap_or_else(std::time::Instant::now);
    let total = opts.total_timeout_ms as u64;
    refine::Options {
        semantics: Config {
            index_bits: opts.index_bitwidth,
            max_unroll: opts.max_unroll,
            max_dynamic_size: opts.max_dynamic_size as u64,
            max_vscale: opts.max_vscale as u64,
            memref_may_alias: opts.memref_alias == "may",
            memref_deref_view: opts.memref_deref == "view",
            ..Config::default()
        },
        timeout_ms: opts.timeout_ms,
        run_deadline: (total > 0).then(|| (started + std::time::Duration::from_millis(total), total)),
        fp_mode: crate::semantics::float::Mode::parse(&opts.fp_mode).unwrap_or_default(),
        fp_reassoc: opts.fp_reassoc,
        fp_abstract_bits: None,
        dump_smt: None,
    }
}

/// Appends a line to the run's report file, if it has one.
fn report_line(opts: &TvOptions, line: &str) -> Result<(), String> {
    if opts.report.is_empty() {
        return Ok(());
    }
    let mut run = run_state();
    match run.reports.iter_mut().find(|r| r.path() == opts.report) {
        Some(r) => r.line(line).map_err(|e| format!("verify-translation: {e}")),
        None => Err(format!("verify-translation: the report file '{}' was not started", opts.report)),
    }
}

/// Checks every function of `tgt` (the stage's output) against the function
/// of the same symbol path in `src` (the snapshot of its input). Verdicts
/// become diagnostics and report lines as they arrive.
fn verify_stage(src: Op<'_>, tgt: Op<'_>, stage: &str, index: u32, opts: &TvOptions) -> StageOutcome {
    // Lets the test suite prove that a panic becomes a diagnostic, not a crash.
    if std::env::var_os("MLIR_REFINE_TEST_PANIC").is_some() {
        panic!("test panic requested by MLIR_REFINE_TEST_PANIC");
    }
    let mut ropts = refine_options(opts);
    if !opts.dump_smt.is_empty() {
        let stage = Some((index, stage.to_string()));
        ropts.dump_smt = Some(refine::dump::DumpSmt { dir: opts.dump_smt.clone().into(), stage });
    }
    let origin = Origin::Stage(stage);
    let pairing = refine::pair(src, tgt);
    let limits = worker::Limits {
        timeout_ms: ropts.timeout_ms,
        run_deadline: ropts.run_deadline.map(|(at, _)| at),
        max_memory_mb: opts.max_memory_mb as u64,
    };
    let mut invalid = 0;
    let mut checked = 0;
    let mut error = String::new();
    let mut done = vec![false; pairing.pairs.len()];
    let mut on_verdict = |i: usize, c: refine::Checked<'_>| -> bool {
        let pair = &pairing.pairs[i];
        done[i] = true;
        checked += 1;
        if matches!(c.verdict, Verdict::Invalid(_)) {
            invalid += 1;
        }
        report::emit(&origin, &pair.name, pair.tgt, &c, opts.fail_on_invalid, opts.remarks);
        match report_line(opts, &report::json_line(Some((stage, index)), &pair.name, Some(&c), None)) {
            Ok(()) => true,
            Err(e) => {
                error = e;
                false
            }
        }
    };
    let ended = session::check_all(&pairing, (src, tgt), &ropts, &limits, &mut on_verdict);
    if !error.is_empty() {
        return StageOutcome { invalid, error, stopped: false };
    }
    if ended == worker::Ended::Stopped {
        let sig = signals::received().map(signals::name).unwrap_or("a stop request");
        for (pair, _) in pairing.pairs.iter().zip(&done).filter(|(_, d)| !**d) {
            let why = format!("not-checked: stopped by {sig}");
            let _ = report_line(opts, &report::json_line(Some((stage, index)), &pair.name, None, Some(&why)));
        }
        return StageOutcome {
            invalid,
            error: format!(
                "verify-translation: stopped by {sig} in stage '{stage}' after checking {checked} of {} functions; \
                 no further stage runs{}",
                pairing.pairs.len(),
                if opts.report.is_empty() { "" } else { "; the report holds the verdicts so far" }
            ),
            stopped: true,
        };
    }
    for (side, list) in [("only-in-source", &pairing.only_src), ("only-in-target", &pairing.only_tgt)] {
        for (name, op) in list {
            if opts.remarks {
                let what =
                    if side == "only-in-source" { "was removed by the stage" } else { "was created by the stage" };
                crate::ir::emit(
                    op.loc(),
                    crate::ir::Severity::Remark,
                    &format!("verify-translation: stage '{stage}': {name} {what}; not checked"),
                    &[],
                );
            }
            if let Err(e) = report_line(opts, &report::json_line(Some((stage, index)), name, None, Some(side))) {
                return StageOutcome { invalid, error: e, stopped: false };
            }
        }
    }
    StageOutcome { invalid, error, stopped: false }
}
