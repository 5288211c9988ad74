//! The cxx bridge between the C++ pass classes and the Rust core.
//!
//! Every `extern "Rust"` function here is entered from C++; each catches
//! panics (see `super::guard`) so that none unwinds into C++.

#[cxx::bridge(namespace = "mlir_refine")]
pub(crate) mod ffi {
    /// Options of `verify-translation`, as parsed by MLIR's option parser.
    pub struct TvOptions {
        pub pipeline: String,
        pub timeout_ms: u32,
        pub index_bitwidth: u32,
        pub max_unroll: u32,
        /// Largest size of a dynamic dimension in the shape cases.
        pub max_dynamic_size: u32,
        /// Largest vscale a pair with scalable vectors is checked with.
        pub max_vscale: u32,
        /// `auto`, `abstract` or `ieee`.
        pub fp_mode: String,
        /// Float reductions are reassociable (`fp-reassoc`).
        pub fp_reassoc: bool,
        /// `memref-alias`: `distinct` or `may`.
        pub memref_alias: String,
        /// `memref-deref`: `accessed` or `view`.
        pub memref_deref: String,
        pub fail_on_invalid: bool,
        pub remarks: bool,
        pub report: String,
        /// Time limit of the whole run (0: none).
        pub total_timeout_ms: u32,
        /// Memory one function's check may use (0: none).
        pub max_memory_mb: u32,
        /// Directory for the SMT-LIB scripts of the queries (empty: none).
        pub dump_smt: String,
    }

    /// What one stage's check found.
    pub struct StageOutcome {
        /// Functions proved miscompiled in this stage.
        pub invalid: u32,
        /// A fatal error (already-formatted message); empty when none.
        pub error: String,
        /// A signal stopped the run: no further stage may run.
        pub stopped: bool,
    }

    /// Stages of a pipeline, or an error message.
    pub struct PipelineSplit {
        pub stages: Vec<String>,
        pub error: String,
    }

    /// Options of `verify-pdl`.
    pub struct PdlOptions {
        pub max_width: u32,
        pub widths: String,
        pub timeout_ms: u32,
        pub mode: String,
        pub report: String,
        pub natives: String,
    }

    /// What `verify-pdl` found in a module.
    pub struct PdlOutcome {
        /// Patterns proved wrong.
        pub invalid: u32,
        /// A fatal error (already-formatted message); empty when none.
        pub error: String,
    }

    /// Options of `verify-dataflow`.
    pub struct DfOptions {
        pub exhaustive_width: u32,
        pub samples: u32,
        pub corner_combos: u32,
        pub seed: u64,
        pub timeout_ms: u32,
        pub report: String,
        pub remarks: bool,
    }

    /// What `verify-dataflow` found in a module.
    pub struct DfOutcome {
        /// Transfer functions shown unsound.
        pub unsound: u32,
        /// A fatal error (already-formatted message); empty when none.
        pub error: String,
    }

    extern "Rust" {
        /// Empty when the options are acceptable, else the error message.
        fn df_check_options(opts: &DfOptions) -> String;
        /// `module` is the `mlir::Operation*` of a builtin.module.
        unsafe fn df_verify_module(module: usize, opts: &DfOptions) -> DfOutcome;

        /// Empty when the options are acceptable, else the error message.
        fn pdl_check_options(opts: &PdlOptions) -> String;
        /// `module` is the `mlir::Operation*` of a builtin.module.
        unsafe fn pdl_verify_module(module: usize, opts: &PdlOptions) -> PdlOutcome;

        /// Empty when the options are acceptable, else the error message.
        fn tv_check_options(opts: &TvOptions) -> String;
        fn tv_split_pipeline(pipeline: &str) -> PipelineSplit;
        /// Starts a run on `module` (an `mlir::Operation*`: truncates the
        /// report file, which must not be the module's own file; installs
        /// the stop handlers); empty or an error.
        unsafe fn tv_begin_run(module: usize, opts: &TvOptions) -> String;
        /// Ends a run (restores the host's signal handlers).
        fn tv_end_run();
        /// The default of `max-memory-mb`.
        fn tv_default_max_memory_mb() -> u32;
        /// `src_module`/`tgt_module` are `mlir::Operation*` of builtin.module.
        unsafe fn tv_verify_stage(
            src_module: usize,
            tgt_module: usize,
            stage: &str,
            stage_index: u32,
            opts: &TvOptions,
        ) -> StageOutcome;
    }

    unsafe extern "C++" {
        include!("mlir-refine/plugin.h");
        fn register_passes();
    }
}

pub(crate) use ffi::{DfOptions, DfOutcome, PdlOptions, PdlOutcome, PipelineSplit, StageOutcome, TvOptions};

fn df_check_options(opts: &DfOptions) -> String {
    super::guard("checking verify-dataflow options", || super::df_options(opts).err().unwrap_or_default())
}

unsafe fn df_verify_module(module: usize, opts: &DfOptions) -> DfOutcome {
    super::guard("verifying transfer functions", || {
        // SAFETY: C++ passes the pass's live builtin.module.
        let m = unsafe { crate::ir::Op::from_handle(module) };
        super::verify_dataflow(m, opts)
    })
}

fn pdl_check_options(opts: &PdlOptions) -> String {
    super::guard("checking verify-pdl options", || super::pdl_options(opts).err().unwrap_or_default())
}

unsafe fn pdl_verify_module(module: usize, opts: &PdlOptions) -> PdlOutcome {
    let outcome = super::guard("verifying PDL patterns", || {
        // SAFETY: C++ passes the pass's live builtin.module.
        let m = unsafe { crate::ir::Op::from_handle(module) };
        super::verify_pdl(m, opts)
    });
    // No thread of the plugin may outlive the pass (mlir-opt unloads it).
    crate::smt::limits::stop_timer();
    outcome
}

fn tv_check_options(opts: &TvOptions) -> String {
    super::guard("checking verify-translation options", || super::check_options(opts))
}

fn tv_split_pipeline(pipeline: &str) -> PipelineSplit {
    super::guard("splitting the pipeline", || match super::pipeline::split(pipeline) {
        Ok(stages) => PipelineSplit { stages, error: String::new() },
        Err(error) => PipelineSplit { stages: Vec::new(), error },
    })
}

unsafe fn tv_begin_run(module: usize, opts: &TvOptions) -> String {
    super::guard("starting verify-translation", || {
        // SAFETY: C++ passes the pass's live builtin.module.
        let m = unsafe { crate::ir::Op::from_handle(module) };
        super::begin_run(m, opts)
    })
}

fn tv_end_run() {
    let _: String = super::guard("ending verify-translation", || {
        super::end_run();
        String::new()
    });
    // No thread of the plugin may outlive the pass (mlir-opt unloads it).
    crate::smt::limits::stop_timer();
}

fn tv_default_max_memory_mb() -> u32 {
    super::session::default_max_memory_mb().min(u32::MAX as u64) as u32
}

unsafe fn tv_verify_stage(
    src_module: usize,
    tgt_module: usize,
    stage: &str,
    stage_index: u32,
    opts: &TvOptions,
) -> StageOutcome {
    super::guard("verifying a stage", || {
        // SAFETY: C++ passes two live builtin.module operations that outlive
        // this call (the snapshot and the pass's own module).
        let (src, tgt) = unsafe { (crate::ir::Op::from_handle(src_module), crate::ir::Op::from_handle(tgt_module)) };
        super::verify_stage(src, tgt, stage, stage_index, opts)
    })
}
