//! Runs jobs in a pool of worker threads, each job in its own `mlir-opt`
//! process with the plugin (`verify-translation{pipeline=...}`), so an
//! assertion in a pass, a crash or a runaway solver ends one job, which is
//! recorded with its input, and the campaign goes on. Per job: a time limit
//! (the process is killed) and a memory limit (`ulimit -v` in the shell
//! that starts it).

use super::inputs::Job;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How jobs run.
#[derive(Clone, Debug)]
pub struct Runner {
    pub mlir_opt: PathBuf,
    pub plugin: PathBuf,
    /// Options of `verify-translation` besides the pipeline and the report
    /// (`timeout-ms=10000 fp-reassoc=true`).
    pub options: String,
    /// Wall-clock limit of one job's process.
    pub job_timeout: Duration,
    /// Address-space limit of one job's process, in MB (0: none).
    pub job_memory_mb: u64,
}

/// How a job ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    /// The pipeline ran and every function was checked.
    Done,
    /// `mlir-opt` stopped with an error of its own (a parse error, a pass
    /// that failed, an expected-error chunk): not a finding.
    Error,
    /// Killed by a signal (an assertion, a segfault): a finding.
    Crash,
    /// Past the job's time limit, killed.
    Timeout,
    /// The job could not run, for a reason outside the pass under test: a
    /// tool missing or failing to start, the scratch disk full, a limit
    /// the system refused or too small for the process to work, a kill
    /// from outside (the OOM killer, a user). Not a result: no verdict or
    /// finding is kept, and the next run of the campaign runs it again.
    Failed,
}

impl Status {
    pub fn name(&self) -> &'static str {
        match self {
            Status::Done => "done",
            Status::Error => "error",
            Status::Crash => "crash",
            Status::Timeout => "timeout",
            Status::Failed => "failed",
        }
    }
}

/// One function's verdict at one stage, from the plugin's report.
#[derive(Clone, Debug)]
pub struct FnVerdict {
    pub stage: String,
    pub stage_index: i64,
    pub function: String,
    pub verdict: String,
    pub detail: String,
    pub ms: f64,
    /// The parts of `ms` spent building terms and deciding.
    pub encode_ms: f64,
    pub solve_ms: f64,
    /// The counterexample as the report gives it (JSON), if any.
    pub counterexample: Option<String>,
}

/// What a job produced.
#[derive(Clone, Debug)]
pub struct Outcome {
    pub job: Job,
    pub status: Status,
    /// The first error line, the signal, or the limit that was hit.
    pub detail: String,
    pub exit_code: Option<i32>,
    pub ms: f64,
    /// The largest resident size seen while it ran, in kB: `mlir-opt`'s
    /// high-water mark, or what it and its worker held together at one
    /// sample (every 10 ms), when larger.
    pub peak_kb: u64,
    pub verdicts: Vec<FnVerdict>,
    /// The diagnostics `mlir-opt` printed (the counterexamples in MLIR's
    /// form), cut to 64 kB.
    pub stderr: String,
}

impl Runner {
    /// The `mlir-opt` command that checks `file` through `pipeline`,
    /// writing its report to `report`.
    pub fn command(&self, job: &Job, file: &std::path::Path, report: &std::path::Path) -> Command {
        // The pipeline and the report path are values, each in braces (taken
        // whole by MLIR's option parser): `inputs::passable` has checked
        // that they close where they should, so nothing in them becomes
        // another option.
        let opts = format!(
            "pipeline={{{}}} fail-on-invalid=false report={{{}}} {}",
            job.pipeline,
            report.display(),
            self.options
        );
        let mut args: Vec<String> = Vec::new();
        if job.unregistered {
            args.push("--allow-unregistered-dialect".into());
        }
        args.push(format!("--load-pass-plugin={}", self.plugin.display()));
        args.push(format!("--pass-pipeline=builtin.module(verify-translation{{{}}})", opts.trim()));
        args.push(file.display().to_string());
        args.push("-o".into());
        args.push("/dev/null".into());
        let mut cmd = bounded(&self.mlir_opt, self.job_memory_mb);
        cmd.args(&args);
        cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
        cmd
    }

    /// Runs one job to its end (or its limit). A crash under the
    /// address-space limit is run again without it: a process starved of
    /// memory may die by any signal (a failed `mmap` in the loader is a
    /// SIGSEGV), and only a crash that happens without the limit too is
    /// the pass's; otherwise the job could not run (the limit was too
    /// small), which is not a finding.
    pub fn run(&self, job: Job, scratch: &std::path::Path) -> Outcome {
        let first = self.run_once(job.with_text(), scratch);
        if first.status != Status::Crash || self.job_memory_mb == 0 {
            return first;
        }
        let unlimited = Runner { job_memory_mb: 0, ..self.clone() };
        let again = unlimited.run_once(first.job.clone(), scratch);
        if again.status == Status::Crash {
            return again;
        }
        Outcome {
            status: Status::Failed,
            detail: format!(
                "{} under the address-space limit of {} MB (job-memory-mb), and not without it: the limit is too small",
                first.detail, self.job_memory_mb
            ),
            verdicts: vec![],
            ..first
        }
    }

    fn run_once(&self, job: Job, scratch: &std::path::Path) -> Outcome {
        let start = Instant::now();
        let dir = scratch.join(&job.key);
        let failed = |job: Job, what: String| Outcome {
            job,
            status: Status::Failed,
            detail: what,
            exit_code: None,
            ms: 0.0,
            peak_kb: 0,
            verdicts: vec![],
            stderr: String::new(),
        };
        if let Err(e) = std::fs::create_dir_all(&dir) {
            return failed(job, format!("cannot create the job's folder ({e}): '{}'", dir.display()));
        }
        let (file, report) = (dir.join("input.mlir"), dir.join("report.jsonl"));
        // What a job that could not start leaves is removed (a partial
        // input on a full disk would starve every later job).
        if let Err(e) = std::fs::write(&file, &job.text) {
            let _ = std::fs::remove_dir_all(&dir);
            return failed(job, format!("cannot write the job's input ({e}): '{}'", file.display()));
        }
        let mut child = match self.command(&job, &file, &report).spawn() {
            Ok(c) => c,
            Err(e) => {
                let _ = std::fs::remove_dir_all(&dir);
                return failed(job, format!("cannot run '{}': {e}", self.mlir_opt.display()));
            }
        };
        // Drain stderr on a thread so a chatty process cannot block on a
        // full pipe.
        let mut pipe = child.stderr.take();
        let reader = std::thread::spawn(move || {
            let mut s = String::new();
            if let Some(p) = pipe.as_mut() {
                let _ = p.take(1 << 16).read_to_string(&mut s);
                let _ = std::io::copy(p, &mut std::io::sink());
            }
            s
        });
        let mut peak_kb = 0;
        let pid = child.id();
        let waited = wait_bounded(&mut child, start + self.job_timeout, || peak_kb = peak_kb.max(resident_kb(pid)));
        let (timed_out, stopped) = (matches!(waited, Waited::TimedOut), matches!(waited, Waited::Stopped));
        let status = match waited {
            Waited::Exited(s) => Some(s),
            _ => None,
        };
        let stderr = reader.join().unwrap_or_default();
        let verdicts = std::fs::read_to_string(&report).map(|t| parse_report(&t)).unwrap_or_default();
        let report_read = std::fs::metadata(&report).is_ok();
        let _ = std::fs::remove_dir_all(&dir);
        let ms = start.elapsed().as_secs_f64() * 1e3;
        let exit_code = status.and_then(|s| s.code());
        let signal = status.and_then(|s| std::os::unix::process::ExitStatusExt::signal(&s));
        let first_error = || {
            stderr
                .lines()
                .find(|l| l.contains("error:") || l.contains("Assertion") || l.contains("LLVM ERROR"))
                .unwrap_or_else(|| stderr.lines().next().unwrap_or(""))
                .trim()
                .to_string()
        };
        let (status, detail) = if stopped {
            let sig = crate::plugin::signals::received().unwrap_or(0);
            (Status::Failed, format!("stopped by {}", crate::plugin::signals::name(sig)))
        } else if timed_out {
            (Status::Timeout, format!("killed after {} s (job-timeout-s)", self.job_timeout.as_secs()))
        } else if let Some(why) = self.not_run(signal, exit_code, &stderr) {
            (Status::Failed, why)
        } else if let Some(sig) = signal {
            // An assertion or a fatal error says what broke; a signal alone
            // is named.
            let why = stderr
                .lines()
                .find(|l| l.contains("Assertion") || l.contains("LLVM ERROR") || l.contains("UNREACHABLE"))
                .map(|l| format!(": {}", l.trim()))
                .unwrap_or_default();
            (Status::Crash, format!("signal {sig} ({}){why}", signal_name(sig)))
        } else if exit_code == Some(0) && !report_read {
            (Status::Failed, "mlir-opt ended without writing the plugin's report".into())
        } else if exit_code == Some(0) {
            (Status::Done, String::new())
        } else {
            (Status::Error, first_error())
        };
        Outcome { job, status, detail, exit_code, ms, peak_kb, verdicts, stderr }
    }
}

impl Runner {
    /// Why a job that ended by `signal` or with `exit_code` did not run,
    /// when the cause is outside the pass under test: a kill the job's own
    /// limits did not send (SIGKILL from the OOM killer or a user, SIGTERM,
    /// SIGINT, SIGHUP), memory the address-space limit refused, a tool that
    /// could not start, a full disk, a report the plugin could not write.
    fn not_run(&self, signal: Option<i32>, exit_code: Option<i32>, stderr: &str) -> Option<String> {
        // A process that ended well ran (its diagnostics may quote anything).
        if exit_code == Some(0) {
            return None;
        }
        let memory = ["std::bad_alloc", "LLVM ERROR: out of memory", "Cannot allocate memory", "failed to map segment"];
        if let Some(line) = stderr.lines().find(|l| memory.iter().any(|m| l.contains(m))) {
            let limit = if self.job_memory_mb > 0 {
                format!(" under the limit of {} MB (job-memory-mb)", self.job_memory_mb)
            } else {
                String::new()
            };
            return Some(format!("out of memory{limit}: {}", line.trim()));
        }
        if let Some(sig) = signal.filter(|s| [1, 2, 9, 15].contains(s)) {
            return Some(format!(
                "killed from outside by signal {sig} ({}): not by the pass under test (the OOM killer, a user)",
                signal_name(sig)
            ));
        }
        let setup = [
            "No space left on device",
            "Disk quota exceeded",
            "cannot write the report file",
            "Failed to load passes from",
            "error while loading shared libraries",
            "ulimit:",
            "Read-only file system",
        ];
        if let Some(line) = stderr.lines().find(|l| setup.iter().any(|m| l.contains(m))) {
            return Some(format!("could not run: {}", line.trim()));
        }
        // The shell's own statuses: a program it could not find or run.
        if self.job_memory_mb > 0 && matches!(exit_code, Some(126 | 127)) {
            return Some(format!("could not start '{}' (status {})", self.mlir_opt.display(), exit_code.unwrap_or(0)));
        }
        None
    }
}

/// A command for `program` bounded in memory (an address-space limit set
/// by `sh`, which then becomes the program: 0 is none) and started in a
/// process group of its own, so that stopping it (`wait_bounded`) stops
/// everything it started too (the plugin's worker, mlir-reduce's tests).
pub fn bounded(program: &std::path::Path, memory_mb: u64) -> Command {
    use std::os::unix::process::CommandExt;
    use std::sync::atomic::Ordering;
    let mut c = if memory_mb > 0 {
        let mut c = Command::new("/bin/sh");
        c.arg("-c").arg("ulimit -v \"$1\" && shift && exec \"$@\"").arg("sh");
        c.arg((memory_mb * 1024).to_string()).arg(program);
        c
    } else {
        Command::new(program)
    };
    if OWN_GROUPS.load(Ordering::Relaxed) {
        c.process_group(0);
    }
    c
}

/// Whether children start process groups of their own: in a campaign run,
/// which stops them itself; not in `campaign interesting`, whose children
/// must die with the mlir-reduce group that runs it.
static OWN_GROUPS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Children of this process get process groups of their own (see `bounded`).
pub fn own_process_groups() {
    OWN_GROUPS.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// How a bounded child ended.
#[derive(Debug)]
pub enum Waited {
    Exited(std::process::ExitStatus),
    /// Past its deadline: killed with its process group.
    TimedOut,
    /// The campaign got SIGINT or SIGTERM: killed with its process group.
    Stopped,
}

/// Waits for `child` (started by `bounded`) to exit, calling `tick` every
/// 10 ms meanwhile; past `deadline`, or when the campaign is asked to stop
/// (SIGINT, SIGTERM), kills its process group and reaps it.
pub fn wait_bounded(child: &mut std::process::Child, deadline: Instant, mut tick: impl FnMut()) -> Waited {
    loop {
        if let Ok(Some(s)) = child.try_wait() {
            return Waited::Exited(s);
        }
        tick();
        let stopped = crate::plugin::signals::received().is_some();
        if stopped || Instant::now() > deadline {
            // The group is the child's pid (process_group(0)).
            let _ = Command::new("kill")
                .arg("-KILL")
                .arg("--")
                .arg(format!("-{}", child.id()))
                .stderr(Stdio::null())
                .status();
            let _ = child.kill();
            let _ = child.wait();
            return if stopped { Waited::Stopped } else { Waited::TimedOut };
        }
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Runs a bounded command to its end, its output read as it comes;
/// `Err` when it was killed (past `limit`, or stopped).
pub fn output_bounded(mut cmd: Command, limit: Duration) -> Result<std::process::Output, Waited> {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Ok(std::process::Output {
                status: std::os::unix::process::ExitStatusExt::from_raw(127 << 8),
                stdout: vec![],
                stderr: format!("cannot start: {e}").into_bytes(),
            });
        }
    };
    let drain = |p: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut v = Vec::new();
            if let Some(mut p) = p {
                let _ = p.read_to_end(&mut v);
            }
            v
        })
    };
    let out = drain(child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let err = drain(child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>));
    let waited = wait_bounded(&mut child, Instant::now() + limit, || {});
    let (stdout, stderr) = (out.join().unwrap_or_default(), err.join().unwrap_or_default());
    match waited {
        Waited::Exited(status) => Ok(std::process::Output { status, stdout, stderr }),
        w => Err(w),
    }
}

/// The usual name of a signal that ends a crashing process.
fn signal_name(sig: i32) -> &'static str {
    match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        15 => "SIGTERM",
        _ => "signal",
    }
}

/// The resident memory of a running job, in kB: `mlir-opt`'s high-water
/// mark, or, when larger, what it and its children (the plugin's worker,
/// which does the checking) hold now (0 once it is gone).
fn resident_kb(pid: u32) -> u64 {
    let field = |pid: &str, key: &str| -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
        let line = status.lines().find(|l| l.starts_with(key)).unwrap_or("");
        line.split_whitespace().nth(1).and_then(|v| v.parse().ok()).unwrap_or(0)
    };
    let pid = pid.to_string();
    let children: Vec<String> = std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|tasks| {
            tasks
                .filter_map(|t| std::fs::read_to_string(t.ok()?.path().join("children")).ok())
                .flat_map(|c| c.split_whitespace().map(str::to_string).collect::<Vec<_>>())
                .collect()
        })
        .unwrap_or_default();
    let now: u64 = field(&pid, "VmRSS:") + children.iter().map(|c| field(c, "VmRSS:")).sum::<u64>();
    field(&pid, "VmHWM:").max(now)
}

/// The plugin's JSON-lines report, one verdict per line.
pub fn parse_report(text: &str) -> Vec<FnVerdict> {
    text.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .map(|v| {
            let s = |k: &str| v.get(k).and_then(|x| x.as_str()).unwrap_or("").to_string();
            let cex = v.get("counterexample").filter(|c| !c.is_null()).map(|c| c.to_string());
            FnVerdict {
                stage: s("stage"),
                stage_index: v.get("stage_index").and_then(|x| x.as_i64()).unwrap_or(0),
                function: s("function"),
                verdict: s("verdict"),
                detail: s("detail"),
                ms: v.get("ms").and_then(|x| x.as_f64()).unwrap_or(0.0),
                encode_ms: v.get("encode_ms").and_then(|x| x.as_f64()).unwrap_or(0.0),
                solve_ms: v.get("solve_ms").and_then(|x| x.as_f64()).unwrap_or(0.0),
                counterexample: cex,
            }
        })
        .collect()
}

/// Runs `jobs` on `workers` threads; each outcome goes to `done` as it
/// comes. Returns when every job has run or `stop` is set (jobs not yet
/// started are left).
pub fn run_all(
    runner: &Runner,
    jobs: Vec<Job>,
    workers: usize,
    scratch: &std::path::Path,
    stop: &std::sync::atomic::AtomicBool,
    done: mpsc::Sender<Outcome>,
) {
    let queue = Arc::new(Mutex::new(jobs.into_iter()));
    std::thread::scope(|s| {
        for _ in 0..workers.max(1) {
            let (queue, done) = (Arc::clone(&queue), done.clone());
            s.spawn(move || {
                loop {
                    if stop.load(std::sync::atomic::Ordering::Relaxed) || crate::plugin::signals::received().is_some() {
                        break;
                    }
                    let next = queue.lock().map(|mut q| q.next()).unwrap_or(None);
                    let Some(job) = next else { break };
                    if done.send(runner.run(job, scratch)).is_err() {
                        break;
                    }
                }
            });
        }
    });
}
