//! `mlir-refine src.mlir tgt.mlir`: checks that every function of the target
//! file refines the function of the same name in the source file, as
//! `alive-tv` does for LLVM IR.
//!
//! Exit status: 0 when no function is invalid and all are decided; 1 when
//! any is invalid; 2 for bad input (unreadable file, parse error, bad flag);
//! 3 when none is invalid but some are unsupported or inconclusive.

use mlir_refine::cex::report::{self, Origin};
use mlir_refine::ir::OwnedContext;
use mlir_refine::refine::{self, Proof, Verdict};
use std::io::Write;
use std::process::ExitCode;

const USAGE: &str = "\
usage: mlir-refine [options] <source.mlir> <target.mlir>

Checks that each function of the target refines the function of the same
name in the source: for every input, the target gives the same results, or
the source has undefined behaviour or yields poison there.

options:
  --timeout-ms=<n>              solver time limit per function (default 10000; 0: none)
  --index-bitwidth=<n>          width of the index type (default 64)
  --max-unroll=<n>              loop iterations encoded before the check is bounded (default 64)
  --fp-mode=<auto|abstract|ieee>
                                floating-point encoding (default auto: abstract first,
                                IEEE-754 confirms counterexamples)
  --fp-abstract-bits=<n>        magnitude bits of the abstract encoding (default: the fewest
                                that give each value a code; for benchmarks)
  --report=<path>               write one JSON object per function (JSON lines)
  --allow-unregistered-dialect  parse ops of unknown dialects (modelled as opaque calls)
  --remarks                     also emit a remark for every valid function
  -h, --help                    show this help
  --version                     show the version

exit status: 0 all valid; 1 some function invalid; 2 bad input;
             3 none invalid but some unsupported or inconclusive";

struct Args {
    src: String,
    tgt: String,
    opts: refine::Options,
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
                println!("mlir-refine {}", env!("CARGO_PKG_VERSION"));
                std::process::exit(0);
            }
            "--timeout-ms" => opts.timeout_ms = parse_num(&flag, &need(value)?, 0, u32::MAX)?,
            "--index-bitwidth" => opts.semantics.index_bits = parse_num(&flag, &need(value)?, 1, 128)?,
            "--max-unroll" => opts.semantics.max_unroll = parse_num(&flag, &need(value)?, 1, 4096)?,
            "--fp-mode" => {
                let v = need(value)?;
                opts.fp_mode = mlir_refine::semantics::float::Mode::parse(&v)
                    .ok_or_else(|| format!("--fp-mode: expected auto, abstract or ieee, got '{v}'"))?;
            }
            "--fp-abstract-bits" => opts.fp_abstract_bits = Some(parse_num(&flag, &need(value)?, 2, 24)?),
            "--report" => report = Some(need(value)?),
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
    Ok(Some(Args { src, tgt, opts, report, allow_unregistered, remarks }))
}

fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1).collect()) {
        Ok(Some(a)) => a,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("mlir-refine: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    ExitCode::from(run(&args))
}

fn run(args: &Args) -> u8 {
    for f in [&args.src, &args.tgt] {
        if let Err(e) = std::fs::metadata(f) {
            eprintln!("mlir-refine: cannot read '{f}': {e}");
            return 2;
        }
    }
    let ctx = OwnedContext::new(args.allow_unregistered);
    let (Some(src), Some(tgt)) = (ctx.parse_file(&args.src), ctx.parse_file(&args.tgt)) else {
        eprintln!("mlir-refine: could not parse the input (see the errors above)");
        return 2;
    };
    let pairing = refine::pair(src.op(), tgt.op());
    let mut counts = [0usize; 4];
    let mut bounded = 0;
    let mut lines = Vec::new();
    for pair in &pairing.pairs {
        let (name, t) = (&pair.name, &pair.tgt);
        let checked = refine::check(pair, &args.opts);
        report::emit(&Origin::Files, name, *t, &checked, true, args.remarks);
        let slot = match checked.verdict {
            Verdict::Valid { .. } => 0,
            Verdict::Invalid(_) => 1,
            Verdict::Unsupported { .. } => 2,
            Verdict::Inconclusive { .. } => 3,
        };
        counts[slot] += 1;
        if matches!(checked.verdict, Verdict::Valid { proof: Proof::Bounded(_), .. }) {
            bounded += 1;
        }
        println!("{name}: {}", checked.verdict.describe());
        lines.push(report::json_line(None, name, Some(&checked), None));
    }
    for (name, _) in &pairing.only_src {
        println!("{name}: only in source, not checked");
        lines.push(report::json_line(None, name, None, Some("only-in-source")));
    }
    for (name, _) in &pairing.only_tgt {
        println!("{name}: only in target, not checked");
        lines.push(report::json_line(None, name, None, Some("only-in-target")));
    }
    let of_which = if bounded > 0 { format!(" ({bounded} bounded)") } else { String::new() };
    println!(
        "summary: {} valid{of_which}, {} invalid, {} unsupported, {} inconclusive",
        counts[0], counts[1], counts[2], counts[3]
    );
    if let Some(path) = &args.report {
        let written = std::fs::File::create(path).and_then(|mut f| {
            for l in &lines {
                writeln!(f, "{l}")?;
            }
            Ok(())
        });
        if let Err(e) = written {
            eprintln!("mlir-refine: cannot write report '{path}': {e}");
            return 2;
        }
    }
    if counts[1] > 0 {
        1
    } else if counts[2] + counts[3] > 0 {
        3
    } else {
        0
    }
}
