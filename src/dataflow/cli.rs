//! `mlir-refine dataflow`: the transfer-function check from the command
//! line, over the built-in catalogue of arith and index ops or over the
//! ops of a file.

use super::{OpReport, Options, catalogue};

pub const USAGE: &str = "\
usage: mlir-refine dataflow [options] [file.mlir]

Checks that MLIR's integer-range transfer functions (InferIntRangeInterface)
are sound: for operand ranges, every result of the op on inputs within them
lies within the ranges the transfer function returns. Without a file, checks
the catalogue of arith and index ops at every width given; with a file, every
op of it that has a transfer function, at its own types. Operands of at most
--exhaustive-width bits are checked on every range (all unsigned and signed
intervals) by enumeration, and the share of exact (tightest) answers is
measured; wider ones on the corner families and seeded random ranges, by Z3.

options:
  --widths=<list>           widths of the catalogue (default 1,2,3,4,8,16,32,64; index
                            ops are checked when 64 is in the list)
  --ops=<list>              only ops whose name starts with one of these
                            (e.g. arith.ceildivsi,index.)
  --exhaustive-width=<n>    enumerate every range up to this width (default 4)
  --samples=<n>             random range combinations per op above it (default 20)
  --corner-combos=<n>       most corner combinations per op (default 100), besides every
                            combination of single-value corners
  --seed=<n>                seed of the random ranges (default 1)
  --timeout-ms=<n>          time limit per solver query (default 1000; 0: none)
  --report=<path>           write one JSON object per op (JSON lines)
  -j=<n>, --jobs=<n>        check ops on n threads (default: every core); the
                            output is the same for every n
  -h, --help                show this help
exit status: 0 all sound; 1 some transfer function unsound; 2 bad input;
             3 none unsound but some op not checked or undecided";

struct Args {
    opts: Options,
    widths: Vec<u32>,
    only: Vec<String>,
    report: Option<String>,
    file: Option<String>,
    jobs: usize,
}

fn parse(argv: Vec<String>) -> Result<Option<Args>, String> {
    let mut a = Args {
        opts: Options::default(),
        widths: vec![1, 2, 3, 4, 8, 16, 32, 64],
        only: Vec::new(),
        report: None,
        file: None,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    for arg in argv {
        let (flag, value) = match arg.split_once('=') {
            Some((f, v)) if arg.starts_with('-') => (f.to_string(), Some(v.to_string())),
            _ => (arg.clone(), None),
        };
        let need = || value.clone().ok_or_else(|| format!("{flag} needs a value: {flag}=<value>"));
        let num = |lo: u64, hi: u64| -> Result<u64, String> {
            let v = need()?;
            v.parse::<u64>()
                .ok()
                .filter(|n| (lo..=hi).contains(n))
                .ok_or_else(|| format!("{flag}: expected a number from {lo} to {hi}, got '{v}'"))
        };
        match flag.as_str() {
            "-h" | "--help" => return Ok(None),
            "--widths" => {
                a.widths = need()?
                    .split(',')
                    .map(|w| w.trim().parse::<u32>().ok().filter(|w| (1..=64).contains(w)))
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| "--widths: expected widths from 1 to 64, separated by commas".to_string())?;
                if let Some(w) = a.widths.iter().enumerate().find_map(|(i, w)| a.widths[..i].contains(w).then_some(w)) {
                    return Err(format!("--widths: width {w} is given twice"));
                }
            }
            "--ops" => a.only = need()?.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect(),
            "--exhaustive-width" => a.opts.exhaustive_width = num(0, 6)? as u32,
            "--samples" => a.opts.samples = num(0, 1_000_000)? as usize,
            "--corner-combos" => a.opts.corner_combos = num(0, 1_000_000)? as usize,
            "--seed" => a.opts.seed = num(0, u64::MAX)?,
            "--timeout-ms" => a.opts.timeout_ms = num(0, u32::MAX as u64)? as u32,
            "--report" => a.report = Some(need()?),
            "-j" | "--jobs" => a.jobs = num(1, 1024)? as usize,
            f if f.starts_with('-') => return Err(format!("unknown option '{f}'")),
            _ if a.file.is_none() => a.file = Some(arg),
            _ => return Err("one input file at most".into()),
        }
    }
    if a.file.is_some() && !a.only.is_empty() {
        return Err("--ops selects ops of the catalogue; with a file, every op of the file is checked".into());
    }
    // A name that selects no op at any width would check nothing and pass.
    // (One whose ops are at other widths only is not an error: index ops
    // are checked only when 64 is among the widths.)
    let all: Vec<u32> = (1..=64).collect();
    if let Some(o) = a.only.iter().find(|o| !catalogue::module(&all, std::slice::from_ref(*o)).contains("func.func")) {
        return Err(format!(
            "--ops: no op of the catalogue starts with '{o}' (it holds arith and index ops: --ops=arith.,index.)"
        ));
    }
    Ok(Some(a))
}

/// Runs the command; returns the exit status.
pub fn main(argv: Vec<String>) -> u8 {
    let args = match parse(argv) {
        Ok(Some(a)) => a,
        Ok(None) => {
            crate::outln!("{USAGE}");
            return 0;
        }
        Err(e) => {
            crate::errln!("mlir-refine dataflow: {e}\n\n{USAGE}");
            return 2;
        }
    };
    let catalogue = catalogue::module(&args.widths, &args.only);
    let source = match &args.file {
        Some(path) => super::Source::File(path),
        None => super::Source::Text(&catalogue),
    };
    let unparsed = || {
        crate::errln!("mlir-refine dataflow: could not parse {}", args.file.as_deref().unwrap_or("the catalogue"));
        2
    };
    // Parsed once here first, so that a parse error is reported once.
    if source.parse(&crate::ir::OwnedContext::new(false)).is_none() {
        return unparsed();
    }
    let inputs: Vec<&str> = args.file.iter().map(String::as_str).collect();
    let mut report = match args.report.as_deref().map(|p| crate::out::ReportFile::create(p, &inputs)).transpose() {
        Ok(f) => f,
        Err(e) => {
            crate::errln!("mlir-refine dataflow: {e}");
            return 2;
        }
    };
    let start = std::time::Instant::now();
    // The first failed write (standard output closed or full, the report's
    // disk full) stops the run: the ops not reached are not checked.
    let mut failed = None;
    let reports = super::check_parallel(source, args.jobs, &args.opts, |r: &OpReport| {
        let mut text = format!("{}: {}\n", r.text, r.summary());
        if let Some(e) = r.escape_text() {
            text += &format!("  unsound: {e}\n");
        }
        if !crate::out::text(&text) {
            failed = crate::out::stdout_error().map(|e| format!("cannot write to standard output ({e})"));
        } else if let Some(Err(e)) = report.as_mut().map(|f| f.line(&r.json())) {
            failed = Some(e);
        }
        failed.is_none()
    });
    let Some(reports) = reports else { return unparsed() };
    let count = |v: &str| reports.iter().filter(|r| r.verdict() == v).count();
    let combos: u64 = reports.iter().map(|r| r.combos).sum();
    let secs = start.elapsed().as_secs_f64();
    if let Some(e) = &failed {
        crate::errln!("mlir-refine dataflow: {e}; stopped after {} ops", reports.len());
        return if count("unsound") > 0 { 1 } else { 3 };
    }
    crate::outln!(
        "summary: {} sound, {} unsound, {} inconclusive, {} not checked; {combos} range combinations in {secs:.1} s \
         ({:.0} per second)",
        count("sound"),
        count("unsound"),
        count("inconclusive"),
        count("not checked"),
        combos as f64 / secs.max(1e-9)
    );
    if let Some(e) = crate::out::stdout_error() {
        crate::errln!("mlir-refine dataflow: cannot write to standard output ({e})");
    }
    if count("unsound") > 0 {
        1
    } else if count("inconclusive") + count("not checked") > 0 {
        3
    } else {
        0
    }
}
