//! `mlir-refine src.mlir tgt.mlir`: checks that every function of the target
//! file refines the function of the same name in the source file, as
//! `alive-tv` does for LLVM IR.
//!
//! Exit status: 0 when no function is invalid and all are decided; 1 when
//! any is invalid; 2 for bad input (unreadable file, parse error, bad flag,
//! a report path that cannot be written), found before any checking;
//! 3 when none is invalid but some are unsupported, inconclusive or not
//! checked; 128 + the signal (130 for SIGINT, 143 for SIGTERM) when a
//! signal stopped the run, after its verdicts so far are written.

use mlir_refine::cex::report::{self, Origin};
use mlir_refine::ir::OwnedContext;
use mlir_refine::plugin::session::{self, Report};
use mlir_refine::plugin::{signals, worker};
use mlir_refine::refine::{self, Verdict};
use std::io::Write;
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: mlir-refine [options] <source.mlir> <target.mlir>
       mlir-refine campaign ...   (checks passes over corpora; campaign --help)
       mlir-refine dataflow ...   (checks integer-range transfer functions; dataflow --help)

Checks that each function of the target refines the function of the same
name in the source: for every input, the target gives the same results, or
the source has undefined behaviour or yields poison there.

options:
  --timeout-ms=<n>              time limit per function, for everything its check does
                                (default 10000; 0: none)
  --total-timeout-ms=<n>        time limit for the whole run (default 0: none); functions
                                not reached in time are reported, not skipped
  --max-memory-mb=<n>           memory one function's check may use (default: a quarter of
                                the machine's memory, at least 1024; 0: none)
  --index-bitwidth=<n>          width of the index type (default 64)
  --max-unroll=<n>              loop iterations encoded before the check is bounded (default 64)
  --max-dynamic-size=<n>        largest size of a dynamic tensor dimension (and of an index
                                argument that gives one) in the shape cases checked (default 3)
  --max-vscale=<n>              largest vscale a function with scalable vectors is checked
                                with, from 1 (default 4)
  --fp-mode=<auto|abstract|ieee>
                                floating-point encoding (default auto: abstract first,
                                IEEE-754 confirms counterexamples)
  --fp-reassoc[=<true|false>]   treat float additions and multiplications that accumulate
                                into a reduction as associative and commutative (default
                                false); verdicts that use it say so
  --memref-alias=<distinct|may>  memref arguments: distinct buffers (default, as MLIR's
                                affine and linalg analyses assume; verdicts that rely on it
                                say so) or buffers that may overlap (arguments of one
                                element type)
  --memref-deref=<accessed|view>  memref arguments' buffers: dereferenceable only where
                                the source accesses them (default, as LLVM's pointer
                                arguments) or over each whole view (verdicts that rely on
                                it say so)
  --fp-abstract-bits=<n>        magnitude bits of the abstract encoding (default: the fewest
                                that give each value a code; for benchmarks)
  --report=<path>               write one JSON object per function (JSON lines)
  --dump-smt=<dir>              write each refinement query as an SMT-LIB script (.smt2) to
                                <dir>, created if missing (run one with: z3 <file>)
  --allow-unregistered-dialect  parse ops of unknown dialects (modelled as opaque calls)
  --remarks                     also emit a remark for every valid function
  -h, --help                    show this help
  --version                     show the version

exit status: 0 all valid; 1 some function invalid; 2 bad input;
             3 none invalid but some unsupported, inconclusive or not checked;
             130 (SIGINT) or 143 (SIGTERM) when stopped by a signal, after
             writing the verdicts so far";

struct Args {
    src: String,
    tgt: String,
    opts: refine::Options,
    total_timeout_ms: u64,
    max_memory_mb: u64,
    report: Option<String>,
    allow_unregistered: bool,
    remarks: bool,
}

fn parse_num(flag: &str, v: &str, min: u32, max: u32) -> Result<u32, String> {
    match v.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(format!("{flag}: expected a number from {min} to {max}, got '{v}'")),
    }
}

fn parse_args(argv: Vec<String>) -> Result<Option<Args>, String> {
    let mut files = Vec::new();
    let mut opts = refine::Options::default();
    let mut total_timeout_ms = 0u64;
    let mut max_memory_mb = session::default_max_memory_mb();
    let mut report = None;
    let mut allow_unregistered = false;
    let mut remarks = false;
    for a in argv {
        let (flag, value) = match a.split_once('=') {
            Some((f, v)) if a.starts_with('-') => (f.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let need = |v: Option<String>| v.ok_or_else(|| format!("{flag} needs a value: {flag}=<value>"));
        match flag.as_str() {
            "-h" | "--help" => return Ok(None),
            "--version" => {
                let _ = writeln!(std::io::stdout(), "mlir-refine {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            "--timeout-ms" => opts.timeout_ms = parse_num(&flag, &need(value)?, 0, u32::MAX)?,
            "--total-timeout-ms" => total_timeout_ms = parse_num(&flag, &need(value)?, 0, u32::MAX)? as u64,
            "--max-memory-mb" => max_memory_mb = parse_num(&flag, &need(value)?, 0, u32::MAX)? as u64,
            "--index-bitwidth" => opts.semantics.index_bits = parse_num(&flag, &need(value)?, 1, 128)?,
            "--max-unroll" => opts.semantics.max_unroll = parse_num(&flag, &need(value)?, 1, 4096)?,
            "--max-dynamic-size" => opts.semantics.max_dynamic_size = parse_num(&flag, &need(value)?, 1, 64)? as u64,
            "--max-vscale" => opts.semantics.max_vscale = parse_num(&flag, &need(value)?, 1, 16)? as u64,
            "--fp-mode" => {
                let v = need(value)?;
                opts.fp_mode = mlir_refine::semantics::float::Mode::parse(&v)
                    .ok_or_else(|| format!("--fp-mode: expected auto, abstract or ieee, got '{v}'"))?;
            }
            "--fp-reassoc" => {
                opts.fp_reassoc = match value.as_deref() {
                    None | Some("true") | Some("1") => true,
                    Some("false") | Some("0") => false,
                    Some(v) => return Err(format!("--fp-reassoc: expected true or false, got '{v}'")),
                }
            }
            "--memref-alias" => {
                opts.semantics.memref_may_alias = match need(value)?.as_str() {
                    "distinct" => false,
                    "may" => true,
                    v => return Err(format!("--memref-alias: expected distinct or may, got '{v}'")),
                }
            }
            "--memref-deref" => {
                opts.semantics.memref_deref_view = match need(value)?.as_str() {
                    "accessed" => false,
                    "view" => true,
                    v => return Err(format!("--memref-deref: expected accessed or view, got '{v}'")),
                }
            }
            "--fp-abstract-bits" => opts.fp_abstract_bits = Some(parse_num(&flag, &need(value)?, 2, 24)?),
            "--report" => report = Some(need(value)?),
            "--dump-smt" => {
                let dir = need(value)?;
                if dir.is_empty() {
                    return Err("--dump-smt: expected a directory".into());
                }
                opts.dump_smt = Some(refine::dump::DumpSmt { dir: dir.into(), stage: None });
            }
            "--allow-unregistered-dialect" => allow_unregistered = true,
            "--remarks" => remarks = true,
            f if f.starts_with('-') && f != "-" => return Err(format!("unknown option '{f}'")),
            _ => files.push(a),
        }
    }
    if files.len() != 2 {
        return Err(format!("expected two files (source and target), got {}", files.len()));
    }
    let tgt = files.pop().unwrap();
    let src = files.pop().unwrap();
    Ok(Some(Args { src, tgt, opts, total_timeout_ms, max_memory_mb, report, allow_unregistered, remarks }))
}

fn main() -> ExitCode {
    signals::open_standard_descriptors();
    signals::install_locker();
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.first().is_some_and(|a| a == "campaign") {
        return ExitCode::from(mlir_refine::campaign::main(argv[1..].to_vec()));
    }
    if argv.first().is_some_and(|a| a == "dataflow") {
        return ExitCode::from(mlir_refine::dataflow::cli::main(argv[1..].to_vec()));
    }
    let args = match parse_args(argv) {
        Ok(Some(a)) => a,
        Ok(None) => {
            let _ = writeln!(std::io::stdout(), "{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            mlir_refine::errln!("mlir-refine: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    ExitCode::from(run(&args))
}

/// Standard output, line by line; the first failed write (a closed pipe,
/// a full disk) ends the run.
struct Stdout {
    failed: Option<std::io::Error>,
}

impl Stdout {
    fn line(&mut self, text: &str) -> bool {
        if self.failed.is_none() {
            let mut out = std::io::stdout().lock();
            if let Err(e) = writeln!(out, "{text}").and_then(|_| out.flush()) {
                self.failed = Some(e);
            }
        }
        self.failed.is_none()
    }
}

fn run(args: &Args) -> u8 {
    for f in [&args.src, &args.tgt] {
        if let Err(e) = std::fs::metadata(f) {
            mlir_refine::errln!("mlir-refine: cannot read '{f}': {e}");
            return 2;
        }
    }
    // The report is created (or emptied) before any work: a path that
    // cannot be written is bad input, and no earlier run's lines survive.
    let mut report = match args.report.as_deref().map(|p| Report::create(p, &[&args.src, &args.tgt])).transpose() {
        Ok(r) => r,
        Err(e) => {
            mlir_refine::errln!("mlir-refine: {e}");
            return 2;
        }
    };
    if let Some(d) = &args.opts.dump_smt {
        if let Err(e) = refine::dump::prepare(&d.dir.to_string_lossy()) {
            mlir_refine::errln!("mlir-refine: {e}");
            return 2;
        }
    }
    let ctx = OwnedContext::new(args.allow_unregistered);
    let (Some(src), Some(tgt)) = (ctx.parse_file(&args.src), ctx.parse_file(&args.tgt)) else {
        mlir_refine::errln!("mlir-refine: could not parse the input (see the errors above)");
        return 2;
    };
    let pairing = refine::pair(src.op(), tgt.op());
    let run_deadline = (args.total_timeout_ms > 0)
        .then(|| (Instant::now() + Duration::from_millis(args.total_timeout_ms), args.total_timeout_ms));
    let opts = refine::Options { run_deadline, ..args.opts.clone() };
    let limits = worker::Limits {
        timeout_ms: opts.timeout_ms,
        run_deadline: run_deadline.map(|(at, _)| at),
        max_memory_mb: args.max_memory_mb,
    };
    let _signals = signals::install();
    let mut counts = [0usize; 4];
    let mut bounded = 0;
    let mut checked = 0;
    let mut out = Stdout { failed: None };
    let mut report_error = None;
    let mut done = vec![false; pairing.pairs.len()];
    let mut on_verdict = |i: usize, c: refine::Checked<'_>| -> bool {
        done[i] = true;
        let pair = &pairing.pairs[i];
        let name = &pair.name;
        report::emit(&Origin::Files, name, pair.tgt, &c, true, args.remarks);
        let slot = match c.verdict {
            Verdict::Valid { .. } => 0,
            Verdict::Invalid(_) => 1,
            Verdict::Unsupported { .. } => 2,
            Verdict::Inconclusive { .. } => 3,
        };
        counts[slot] += 1;
        checked += 1;
        if matches!(&c.verdict, Verdict::Valid { proof, .. } if proof.is_bounded()) {
            bounded += 1;
        }
        if let Some(r) = report.as_mut() {
            if let Err(e) = r.line(&report::json_line(None, name, Some(&c), None)) {
                report_error = Some(e);
                return false;
            }
        }
        out.line(&format!("{name}: {}", c.verdict.describe()))
    };
    let ended = session::check_all(&pairing, (src.op(), tgt.op()), &opts, &limits, &mut on_verdict);
    let total = pairing.pairs.len();
    if ended == worker::Ended::All {
        for (list, side, text) in [
            (&pairing.only_src, "only-in-source", "only in source"),
            (&pairing.only_tgt, "only-in-target", "only in target"),
        ] {
            for (name, _) in list.iter() {
                out.line(&format!("{name}: {text}, not checked"));
                if let Some(r) = report.as_mut() {
                    if let Err(e) = r.line(&report::json_line(None, name, None, Some(side))) {
                        report_error.get_or_insert(e);
                    }
                }
            }
        }
    }
    if let Some(sig) = signals::received() {
        // What the stop left unchecked is named, never silently missing.
        let why = format!("stopped by {}", signals::name(sig));
        for (pair, _) in pairing.pairs.iter().zip(&done).filter(|(_, d)| !**d) {
            out.line(&format!("{}: not checked ({why})", pair.name));
            if let Some(r) = report.as_mut() {
                let _ = r.line(&report::json_line(None, &pair.name, None, Some(&format!("not-checked: {why}"))));
            }
        }
    }
    let of_which = if bounded > 0 { format!(" ({bounded} bounded)") } else { String::new() };
    // A source function the target lacks is not checked: nothing in the
    // target shows what became of it.
    let unchecked = total - checked + pairing.only_src.len();
    let not_checked = if unchecked > 0 { format!(", {unchecked} not checked") } else { String::new() };
    out.line(&format!(
        "summary: {} valid{of_which}, {} invalid, {} unsupported, {} inconclusive{not_checked}",
        counts[0], counts[1], counts[2], counts[3]
    ));
    let status = if counts[1] > 0 {
        1
    } else if counts[2] + counts[3] + unchecked > 0 {
        3
    } else {
        0
    };
    if let Some(sig) = signals::received() {
        mlir_refine::errln!(
            "mlir-refine: stopped by {}: {checked} of {total} functions checked{}",
            signals::name(sig),
            if args.report.is_some() { "; the report holds their verdicts" } else { "" }
        );
        return 128 + sig as u8;
    }
    if let Some(e) = &report_error {
        mlir_refine::errln!("mlir-refine: {e}; stopped after {checked} of {total} functions");
    }
    if let Some(e) = &out.failed {
        mlir_refine::errln!(
            "mlir-refine: cannot write to standard output ({e}); stopped after {checked} of {total} functions"
        );
    }
    status
}
