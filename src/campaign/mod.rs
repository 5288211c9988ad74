//! `mlir-refine campaign`: checks passes over corpora of `.mlir` files and
//! generated programs at scale. Every (chunk, pipeline) is a job run by
//! the real `mlir-opt` with the plugin in a pool of worker processes
//! (`pool`), so a crash or a runaway solver ends one job; results go to a
//! SQLite database (`db`) one transaction per job, which makes a campaign
//! resumable and shardable (`--shard I/N`, then `campaign merge`);
//! findings (`findings`) are grouped by signature with a reproducer and a
//! lit test; `campaign report` (`report`) prints a summary and writes an
//! HTML page. Programs come from files (`inputs`) or the generator
//! (`generate`).

pub mod db;
pub mod exec;
pub mod findings;
pub mod generate;
pub mod inputs;
pub mod merge;
pub mod pool;
pub mod reduce;
pub mod report;
pub mod runline;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::time::Duration;

pub const USAGE: &str = "\
usage: mlir-refine campaign [options] <file.mlir or folder>...
       mlir-refine campaign --generate <n> [--seed <s>] [options]
       mlir-refine campaign report [--db <file>] [--html <out.html>]
       mlir-refine campaign merge --db <out.db> <shard.db>...

Runs every chunk of the inputs (split at '// -----' lines) through every
pipeline inside verify-translation, in a pool of mlir-opt processes, and
records each function's verdict in a SQLite database. Jobs already in the
database are skipped (a stopped campaign resumes). Findings (invalid
verdicts and crashes) are grouped by signature, each with a reproducer and
a lit test; 'report' prints them.

options:
  -p <pipeline>            a pipeline to check (repeatable), as verify-translation's
                           pipeline option takes it: 'canonicalize,cse'
  --run-lines              also check each file with the pipelines of its RUN lines, as
                           mlir-opt resolves them (--dump-pass-pipeline); a line it
                           refuses is named on stderr
  --generate <n>           check n generated programs (integer and float arith, index,
                           math, scf); pipelines default to 'canonicalize,cse,sccp'
  --seed <s>               seed of the generated programs (default 1)
  --print-generated        print the generated programs (split by '// -----') and stop
  --db <file>              the database (default campaign.db)
  -j <n>                   worker processes (default: the number of cores)
  --timeout-ms <n>         time limit per function check (default 10000)
  --check-options <opts>   more verify-translation options ('fp-reassoc=true')
  --job-timeout-s <n>      a job's process is killed after n seconds (default 600)
  --job-memory-mb <n>      a job's address-space limit (default 8192; 0: none)
  --shard <i>/<n>          run only the jobs of shard i (0 <= i < n), chosen by the job's
                           digest, the same on every machine
  --no-reduce              keep findings as found (default: reduce one finding per
                           signature with mlir-reduce, keeping the same failure)
  --reduce-timeout-s <n>   stop a reduction after n seconds, keeping the finding as
                           found (default 300)
  --mlir-opt <path>        default /usr/lib/llvm-22/bin/mlir-opt
  --mlir-reduce <path>     default /usr/lib/llvm-22/bin/mlir-reduce
  --no-execute             do not confirm findings by execution (default: lower the
                           stage's input and output to LLVM and run both with mlir-runner
                           on the counterexample, where its values are scalars)
  --exec-timeout-ms <n>    time limit of each process that confirms a finding (a lowering,
                           a run of mlir-runner; default 60000; past it the finding stays,
                           'not confirmed (timed out)'); memory as --job-memory-mb
  --plugin <path>          default: $MLIR_REFINE_PLUGIN, else libmlir_refine.so beside this
                           program or in <prefix>/lib
  --allow-unregistered-dialect
                           parse ops of unknown dialects in the -p jobs (RUN-line jobs
                           follow their line)
  -q, --quiet              no progress output

exit status (about this run's jobs): 0 no finding, every job ran; 1 some finding
             (an invalid verdict or a crash); 2 bad usage, an unreadable input or
             database, or a setup that does not work (checked before the first job);
             3 no finding, but some jobs could not run (run the command again)";

/// The most worker processes `-j` may ask for (each is an mlir-opt with
/// its own checking worker; far more than any machine runs at once).
const MAX_JOBS: u64 = 1024;

/// Options of a campaign run.
struct Run {
    inputs: Vec<String>,
    pipelines: Vec<String>,
    run_lines: bool,
    generate: u64,
    seed: u64,
    db: String,
    jobs: usize,
    timeout_ms: u64,
    check_options: String,
    job_timeout_s: u64,
    job_memory_mb: u64,
    shard: Option<(u64, u64)>,
    mlir_opt: PathBuf,
    mlir_reduce: PathBuf,
    plugin: Option<PathBuf>,
    reduce: bool,
    reduce_timeout_s: u64,
    execute: bool,
    exec_timeout_ms: u64,
    print_generated: bool,
    quiet: bool,
    allow_unregistered: bool,
}

fn number(flag: &str, v: Option<String>) -> Result<u64, String> {
    let v = v.ok_or_else(|| format!("{flag} needs a value"))?;
    v.parse().map_err(|_| format!("{flag}: expected a number, got '{v}'"))
}

fn parse_run(argv: Vec<String>) -> Result<Run, String> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut r = Run {
        inputs: vec![],
        pipelines: vec![],
        run_lines: false,
        generate: 0,
        seed: 1,
        db: "campaign.db".into(),
        jobs: cores,
        timeout_ms: 10000,
        check_options: String::new(),
        job_timeout_s: 600,
        job_memory_mb: 8192,
        shard: None,
        mlir_opt: PathBuf::from("/usr/lib/llvm-22/bin/mlir-opt"),
        mlir_reduce: PathBuf::from("/usr/lib/llvm-22/bin/mlir-reduce"),
        plugin: None,
        reduce: true,
        reduce_timeout_s: 300,
        execute: true,
        exec_timeout_ms: 60_000,
        print_generated: false,
        quiet: false,
        allow_unregistered: false,
    };
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if a.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let mut value = || inline.clone().or_else(|| it.next());
        match flag.as_str() {
            "-p" | "--pipeline" => r.pipelines.push(value().ok_or("-p needs a pipeline")?),
            "--run-lines" => r.run_lines = true,
            "--generate" => r.generate = number(&flag, value())?,
            "--seed" => r.seed = number(&flag, value())?,
            "--db" => r.db = value().ok_or("--db needs a file")?,
            "-j" | "--jobs" => {
                let n = number(&flag, value())?;
                if !(1..=MAX_JOBS).contains(&n) {
                    return Err(format!("-j: expected 1 to {MAX_JOBS} worker processes, got {n}"));
                }
                r.jobs = n as usize;
            }
            "--timeout-ms" => r.timeout_ms = number(&flag, value())?,
            "--check-options" => r.check_options = value().ok_or("--check-options needs a value")?,
            "--job-timeout-s" => r.job_timeout_s = number(&flag, value())?.max(1),
            "--job-memory-mb" => r.job_memory_mb = number(&flag, value())?,
            "--shard" => {
                let v = value().ok_or("--shard needs i/n")?;
                let bad = || format!("--shard: expected i/n with 0 <= i < n, got '{v}'");
                let (i, n) = v.split_once('/').ok_or_else(bad)?;
                let (i, n): (u64, u64) = (i.parse().map_err(|_| bad())?, n.parse().map_err(|_| bad())?);
                if n == 0 || i >= n {
                    return Err(bad());
                }
                r.shard = Some((i, n));
            }
            "--mlir-opt" => r.mlir_opt = PathBuf::from(value().ok_or("--mlir-opt needs a path")?),
            "--plugin" => r.plugin = Some(PathBuf::from(value().ok_or("--plugin needs a path")?)),
            "--mlir-reduce" => r.mlir_reduce = PathBuf::from(value().ok_or("--mlir-reduce needs a path")?),
            "--no-reduce" => r.reduce = false,
            "--reduce-timeout-s" => r.reduce_timeout_s = number(&flag, value())?.max(1),
            "--no-execute" => r.execute = false,
            "--exec-timeout-ms" => r.exec_timeout_ms = number(&flag, value())?.max(1),
            "--print-generated" => r.print_generated = true,
            "-q" | "--quiet" => r.quiet = true,
            "--allow-unregistered-dialect" => r.allow_unregistered = true,
            f if f.starts_with('-') => return Err(format!("unknown option '{f}'")),
            _ => r.inputs.push(a),
        }
    }
    if r.inputs.is_empty() && r.generate == 0 {
        return Err("no inputs: name .mlir files or folders, or use --generate <n>".into());
    }
    if r.generate > 0 && r.pipelines.is_empty() {
        r.pipelines.push("canonicalize,cse,sccp".into());
    }
    for p in &r.pipelines {
        inputs::passable(p).map_err(|why| format!("-p '{p}': not one pipeline: {why}"))?;
    }
    if !r.inputs.is_empty() && r.pipelines.is_empty() && !r.run_lines {
        return Err("no pipeline: give -p <pipeline> or --run-lines".into());
    }
    Ok(r)
}

/// The plugin a campaign loads without `--plugin`: `$MLIR_REFINE_PLUGIN`,
/// else beside the running program (`target/release/` in a build), else in
/// the `lib` folder of its install prefix (`<prefix>/bin/mlir-refine` and
/// `<prefix>/lib/libmlir_refine.so`, as `cmake --install` lays them out,
/// also `lib64` and a multiarch `lib/<triple>/`).
fn default_plugin() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("MLIR_REFINE_PLUGIN").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let exe = std::env::current_exe().ok()?.canonicalize().ok()?;
    let bin = exe.parent()?;
    let mut places = vec![bin.to_path_buf()];
    if let Some(prefix) = bin.parent() {
        places.push(prefix.join("lib"));
        places.push(prefix.join("lib64"));
        places.push(prefix.join("lib").join(format!("{}-linux-gnu", std::env::consts::ARCH)));
    }
    places.into_iter().map(|d| d.join(PLUGIN_FILE)).find(|p| p.is_file())
}

/// The plugin's file name.
const PLUGIN_FILE: &str = "libmlir_refine.so";

/// The jobs of a run, in a fixed order, those of other shards left out.
fn collect_jobs(r: &Run, options: &str, scratch: &std::path::Path) -> Result<Vec<inputs::Job>, String> {
    let mut jobs = Vec::new();
    let mut resolver = runline::Resolver::new(&r.mlir_opt, scratch)?;
    for file in inputs::files(&r.inputs)? {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("cannot read '{}': {e}", file.display()))?;
        let mut pipelines: Vec<(String, bool)> =
            r.pipelines.iter().map(|p| (p.clone(), r.allow_unregistered)).collect();
        let name = file.display().to_string();
        if r.run_lines {
            for line in runline::run_lines(&text) {
                // What mlir-opt makes of the line; a line it refuses, or a
                // pipeline that cannot be passed as one value, is named,
                // never dropped in silence or spliced into the options.
                let p = match resolver.pipeline(&line) {
                    Ok(Some(p)) => p,
                    Ok(None) => continue,
                    Err(e) => {
                        crate::errln!("campaign: {name}:{}: RUN line not run: mlir-opt says: {e}", line.line);
                        continue;
                    }
                };
                match inputs::passable(&p) {
                    Ok(()) if !pipelines.iter().any(|(q, _)| *q == p) => pipelines.push((p, line.unregistered())),
                    Ok(()) => {}
                    Err(why) => crate::errln!("campaign: {name}:{}: RUN-line pipeline '{p}' not run: {why}", line.line),
                }
            }
        }
        for (k, chunk) in inputs::chunks(&text).iter().enumerate() {
            for (p, unreg) in &pipelines {
                jobs.push(inputs::job(&name, k, chunk, p, *unreg, options));
            }
        }
    }
    jobs.retain(|j| inputs::in_shard(&j.key, r.shard));
    // Generated programs are made when their job runs, and only the
    // shard's own: the generator is this program, so its digest keys them.
    if r.generate > 0 {
        let exe = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
        let generator = format!("{:016x}", inputs::fnv64_file(&exe)?);
        for i in 0..r.generate {
            for p in &r.pipelines {
                let j = inputs::generated_job(r.seed, i, p, options, &generator);
                if inputs::in_shard(&j.key, r.shard) {
                    jobs.push(j);
                }
            }
        }
    }
    Ok(jobs)
}

/// Progress on a terminal (a bar with counts and an ETA), or plain lines.
enum Progress {
    Bar(indicatif::ProgressBar),
    Lines { total: usize, done: usize },
    Quiet,
}

impl Progress {
    fn new(total: usize, quiet: bool) -> Progress {
        if quiet {
            Progress::Quiet
        } else if std::io::stderr().is_terminal() {
            let bar = indicatif::ProgressBar::new(total as u64);
            let style = indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} (ETA {eta})")
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
            bar.set_style(style);
            Progress::Bar(bar)
        } else {
            Progress::Lines { total, done: 0 }
        }
    }

    fn update(&mut self, o: &pool::Outcome, totals: &[usize; 8]) {
        let counts = format!(
            "{} valid, {} invalid, {} unsupported, {} inconclusive, {} crashed, {} killed, {} could not run",
            totals[0], totals[1], totals[2], totals[3], totals[4], totals[5], totals[6]
        );
        match self {
            Progress::Bar(b) => {
                b.set_message(counts);
                b.inc(1);
            }
            Progress::Lines { total, done } => {
                *done += 1;
                let t = db::tally(o);
                let status =
                    if o.status == pool::Status::Done { String::new() } else { format!(" {}:", o.status.name()) };
                crate::errln!(
                    "campaign: [{done}/{total}] {} #{} '{}':{status} {} valid, {} invalid, {} unsupported, {} inconclusive ({:.0} ms)",
                    o.job.input,
                    o.job.chunk,
                    o.job.pipeline,
                    t[0],
                    t[1],
                    t[2],
                    t[3],
                    o.ms
                );
            }
            Progress::Quiet => {}
        }
    }

    fn finish(&self) {
        if let Progress::Bar(b) = self {
            b.finish();
        }
    }
}

fn run(r: Run) -> Result<u8, String> {
    if r.print_generated {
        // One program at a time: memory does not grow with --generate, and
        // a reader that stops reading (`| head`) stops the loop.
        for i in 0..r.generate {
            let sep = if i > 0 { "// -----\n" } else { "" };
            if !crate::out::text(&format!("{sep}{}", generate::program(r.seed, i))) {
                let e = crate::out::stdout_error().unwrap_or_default();
                return Err(format!("cannot write to standard output ({e}); stopped after {i} programs"));
            }
        }
        return Ok(0);
    }
    let plugin = r.plugin.clone().or_else(default_plugin).ok_or(
        "cannot find libmlir_refine.so beside this program or in its prefix's lib/; give --plugin <path> or set \
         MLIR_REFINE_PLUGIN (build it with cargo build --release; `cargo install` installs only the program)",
    )?;
    if !plugin.is_file() {
        return Err(format!("no plugin at '{}'", plugin.display()));
    }
    if !r.mlir_opt.is_file() {
        return Err(format!("no mlir-opt at '{}' (give --mlir-opt <path>)", r.mlir_opt.display()));
    }
    let options = format!("timeout-ms={} {}", r.timeout_ms, r.check_options).trim().to_string();
    let mut db = db::Db::open(&r.db)?;
    db.check_writable(&r.db)?;
    let runner = pool::Runner {
        mlir_opt: r.mlir_opt.clone(),
        plugin,
        options: options.clone(),
        job_timeout: Duration::from_secs(r.job_timeout_s),
        job_memory_mb: r.job_memory_mb,
    };
    // Everything a job's result depends on is in its key: the check's
    // options, the plugin and mlir-opt (by content), the job's limits.
    let identity = format!(
        "{options} | plugin={:016x} mlir-opt={:016x} job-timeout-s={} job-memory-mb={}",
        inputs::fnv64_file(&runner.plugin)?,
        inputs::fnv64_file(&runner.mlir_opt)?,
        r.job_timeout_s,
        r.job_memory_mb
    );
    // SIGINT and SIGTERM stop the run: running jobs are killed with their
    // process groups, nothing they left is recorded (the next run runs
    // them), and the scratch folder is removed.
    let _signals = crate::plugin::signals::install();
    pool::own_process_groups();
    let scratch = Scratch::create()?;
    inputs::passable(&scratch.0.display().to_string())
        .map_err(|why| format!("the scratch folder '{}' cannot be named to the plugin: {why}", scratch.0.display()))?;
    validate(&r, &runner, &scratch.0)?;
    let done = db.done_keys()?;
    let all = collect_jobs(&r, &identity, &scratch.0)?;
    let total = all.len();
    let jobs: Vec<inputs::Job> = all.into_iter().filter(|j| !done.contains(&j.key)).collect();
    if !r.quiet {
        crate::errln!(
            "campaign: {} jobs{}, {} already in {}, {} to run on {} workers",
            total,
            r.shard.map_or(String::new(), |(i, n)| format!(" in shard {i}/{n}")),
            total - jobs.len(),
            r.db,
            jobs.len(),
            r.jobs
        );
    }
    let mut progress = Progress::new(jobs.len(), r.quiet);
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel();
    // valid, invalid, unsupported, inconclusive, crashed, killed (timeout),
    // could not run, findings: of this run.
    let mut totals = [0usize; 8];
    let mut write_error = None;
    std::thread::scope(|s| {
        s.spawn(|| pool::run_all(&runner, jobs, r.jobs, &scratch.0, &stop, tx));
        for o in rx {
            let t = db::tally(&o);
            for k in 0..4 {
                totals[k] += t[k];
            }
            totals[4] += (o.status == pool::Status::Crash) as usize;
            totals[5] += (o.status == pool::Status::Timeout) as usize;
            totals[6] += (o.status == pool::Status::Failed) as usize;
            if o.status != pool::Status::Failed {
                totals[7] += findings::of(&o).len();
            }
            if crate::plugin::signals::received().is_some() && o.status == pool::Status::Failed {
                continue;
            }
            if let Err(e) = db.record(&o) {
                write_error = Some(e);
                stop.store(true, std::sync::atomic::Ordering::Relaxed);
            }
            progress.update(&o, &totals);
        }
    });
    progress.finish();
    if let Some(e) = write_error {
        return Err(format!("writing '{}': {e}", r.db));
    }
    if let Some(sig) = crate::plugin::signals::received() {
        drop(scratch);
        crate::errln!(
            "campaign: stopped by {}: the jobs that ended are in {}; run the same command to resume",
            crate::plugin::signals::name(sig),
            r.db
        );
        return Ok(128 + sig as u8);
    }
    let scratch = &scratch.0;
    if r.reduce {
        if r.mlir_reduce.is_file() {
            let limit = Duration::from_secs(r.reduce_timeout_s);
            reduce::reduce_all(&db, &runner, &r.mlir_reduce, scratch, r.jobs, limit, r.quiet)?;
        } else if !r.quiet {
            crate::errln!("campaign: no mlir-reduce at '{}': findings kept as found", r.mlir_reduce.display());
        }
    }
    if r.execute {
        let bin = r.mlir_opt.parent().unwrap_or(std::path::Path::new("."));
        let tools = exec::Tools {
            mlir_opt: r.mlir_opt.clone(),
            mlir_runner: bin.join("mlir-runner"),
            runtime: bin.join("../lib/libmlir_c_runner_utils.so"),
            timeout: Duration::from_millis(r.exec_timeout_ms),
            memory_mb: r.job_memory_mb,
        };
        if tools.mlir_runner.is_file() && tools.runtime.is_file() {
            exec::confirm_all(&db, &tools, scratch, r.quiet)?;
        } else if !r.quiet {
            crate::errln!("campaign: no mlir-runner beside mlir-opt: findings not confirmed by execution");
        }
    }
    if let Some(sig) = crate::plugin::signals::received() {
        crate::errln!(
            "campaign: stopped by {} while reducing or executing findings; run the same command to finish",
            crate::plugin::signals::name(sig)
        );
        return Ok(128 + sig as u8);
    }
    let summary = report::summarize(&db)?;
    if !r.quiet {
        crate::errln!(
            "campaign: {} valid, {} invalid, {} unsupported, {} inconclusive, {} crashed, {} killed, {} could not run \
             in this run; {} finding signatures in {} (mlir-refine campaign report --db {})",
            totals[0],
            totals[1],
            totals[2],
            totals[3],
            totals[4],
            totals[5],
            totals[6],
            summary.findings.len(),
            r.db,
            r.db
        );
        if totals[6] > 0 {
            crate::errln!(
                "campaign: incomplete: {} jobs could not run (not results; the next run of this command runs them \
                 again)",
                totals[6]
            );
        }
    }
    // About this run: its findings, else whether every job ran.
    Ok(if totals[7] > 0 {
        1
    } else if totals[6] > 0 {
        3
    } else {
        0
    })
}

/// The run's scratch folder, removed when the run ends, however it ends.
struct Scratch(PathBuf);

impl Scratch {
    fn create() -> Result<Scratch, String> {
        let dir = std::env::temp_dir().join(format!("mlir-refine-campaign-{}", std::process::id()));
        std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create '{}': {e}", dir.display()))?;
        Ok(Scratch(dir))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Checks the setup before the first job, as the plugin would check it:
/// each `-p` pipeline (or `cse`, for a run of RUN-line pipelines only) runs
/// with the run's options, tools and limits on an empty module. A typo in a
/// pass name, an option the plugin refuses, a missing or broken tool, or a
/// limit the system refuses is an error now, not a result of every job.
fn validate(r: &Run, runner: &pool::Runner, scratch: &std::path::Path) -> Result<(), String> {
    let cse = ["cse".to_string()];
    let pipelines = if r.pipelines.is_empty() { &cse[..] } else { &r.pipelines[..] };
    for p in pipelines {
        let job = inputs::job("(validation)", 0, "module {\n}\n", p, false, "");
        let o = runner.run(job, scratch);
        if o.status != pool::Status::Done {
            return Err(format!(
                "the setup does not work, so no job ran: pipeline '{p}' with options '{}' on an empty module: {}: {}",
                runner.options,
                o.status.name(),
                if o.detail.is_empty() { o.stderr.lines().next().unwrap_or("").to_string() } else { o.detail }
            ));
        }
    }
    Ok(())
}

/// `campaign report` and `campaign merge`.
fn tool(cmd: &str, argv: Vec<String>) -> Result<u8, String> {
    let mut db_path = "campaign.db".to_string();
    let mut html = None;
    let mut rest = Vec::new();
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        match a.split_once('=') {
            Some(("--db", v)) => db_path = v.into(),
            Some(("--html", v)) => html = Some(v.to_string()),
            _ if a == "--db" => db_path = it.next().ok_or("--db needs a file")?,
            _ if a == "--html" => html = Some(it.next().ok_or("--html needs a file")?),
            _ if a.starts_with('-') => return Err(format!("unknown option '{a}'")),
            _ => rest.push(a),
        }
    }
    if cmd == "merge" {
        if rest.is_empty() {
            return Err("merge: name the shard databases to merge into --db".into());
        }
        merge::refuse_self(&db_path, &rest)?;
        let mut db = db::Db::open(&db_path)?;
        db.check_writable(&db_path)?;
        let conflicts = db.merge(&db_path, &rest)?;
        for c in &conflicts {
            crate::errln!("campaign: merge conflict: {c}");
        }
        crate::errln!(
            "campaign: merged {} databases into {db_path}{}",
            rest.len(),
            if conflicts.is_empty() { String::new() } else { format!("; {} jobs in conflict", conflicts.len()) }
        );
        return Ok(if conflicts.is_empty() { 0 } else { 3 });
    }
    if !std::path::Path::new(&db_path).is_file() {
        return Err(format!("campaign database '{db_path}' does not exist"));
    }
    let db = db::Db::open(&db_path)?;
    let s = report::summarize(&db)?;
    if !crate::out::text(&report::text(&s)) {
        let e = crate::out::stdout_error().unwrap_or_default();
        return Err(format!("cannot write the report to standard output ({e})"));
    }
    if let Some(path) = html {
        std::fs::write(&path, report::html(&s)).map_err(|e| format!("cannot write '{path}': {e}"))?;
        crate::errln!("campaign: wrote {path}");
    }
    Ok(0)
}

/// Entry point of `mlir-refine campaign ...` (arguments after `campaign`):
/// the exit status.
pub fn main(argv: Vec<String>) -> u8 {
    if argv.iter().any(|a| a == "-h" || a == "--help") {
        crate::outln!("{USAGE}");
        return 0;
    }
    // The usage follows an error in the command line, not one of the run.
    let result = match argv.first().map(String::as_str) {
        Some(cmd @ ("report" | "merge")) => {
            tool(cmd, argv[1..].to_vec()).map_err(|e| (e.starts_with("unknown option"), e))
        }
        // mlir-reduce's interestingness test (see `reduce`).
        Some("interesting") => return reduce::interesting(argv[1..].to_vec()),
        _ => parse_run(argv).map_err(|e| (true, e)).and_then(|r| run(r).map_err(|e| (false, e))),
    };
    match result {
        Ok(code) => code,
        Err((usage, e)) => {
            let usage = if usage { format!("\n\n{USAGE}") } else { String::new() };
            crate::errln!("mlir-refine campaign: {e}{usage}");
            2
        }
    }
}
