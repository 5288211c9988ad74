//! Reduces one finding per signature with MLIR's own `mlir-reduce`
//! (`--reduction-tree`), whose interestingness test is this program
//! (`mlir-refine campaign interesting ...`): a candidate is interesting when
//! checking it again gives the same failure, the same stage and the same
//! kind of divergence for an `invalid` finding, a crash of the same
//! pipeline for a crash. The smallest input kept is stored beside the
//! original and used in the finding's lit test.

use super::db::Db;
use super::findings::kind_of;
use super::inputs;
use super::pool::Waited;
use super::pool::{Runner, Status};
use rusqlite::params;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A finding to reduce: its job and stage, the pipeline, the kind.
struct Target {
    job: String,
    stage: String,
    function: String,
    kind: String,
    pipeline: String,
    unregistered: bool,
    text: String,
}

/// Reduces the first finding of every signature that has no reduced
/// reproducer yet, `workers` at a time; returns how many were reduced.
pub fn reduce_all(
    db: &Db,
    runner: &Runner,
    mlir_reduce: &Path,
    scratch: &Path,
    workers: usize,
    limit: Duration,
    quiet: bool,
) -> Result<usize, String> {
    let mut st = db
        .conn
        .prepare(
            "SELECT f.job, f.stage, f.function, f.kind, j.pipeline, j.unregistered, j.source FROM findings f \
             JOIN jobs j ON j.key = f.job WHERE f.signature NOT IN \
             (SELECT signature FROM findings WHERE reduced IS NOT NULL) GROUP BY f.signature",
        )
        .map_err(|e| e.to_string())?;
    let targets: Vec<Target> = st
        .query_map([], |r| {
            Ok(Target {
                job: r.get(0)?,
                stage: r.get(1)?,
                function: r.get(2)?,
                kind: r.get(3)?,
                pipeline: r.get(4)?,
                unregistered: r.get(5)?,
                text: r.get(6)?,
            })
        })
        .map_err(|e| e.to_string())?
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let exe = std::env::current_exe().map_err(|e| format!("cannot find this program: {e}"))?;
    // Reductions run `workers` at a time; the database is written here.
    let queue = std::sync::Mutex::new(targets.into_iter());
    let (tx, rx) = std::sync::mpsc::channel();
    let mut n = 0;
    let mut failed = None;
    std::thread::scope(|s| {
        for _ in 0..workers.max(1) {
            let (queue, tx, exe) = (&queue, tx.clone(), &exe);
            s.spawn(move || {
                loop {
                    let next = queue.lock().ok().and_then(|mut q| q.next());
                    let Some(t) = next else { break };
                    let start = Instant::now();
                    let r = reduce_one(&t, runner, exe, mlir_reduce, scratch, limit);
                    if tx.send((t, r, start.elapsed())).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (t, r, took) in rx {
            match r {
                Ok(Some(small)) => {
                    let lit = lit_test(&t, &small);
                    let wrote = db.conn.execute(
                        "UPDATE findings SET reduced = ?1, lit_test = ?2 WHERE job = ?3 AND stage = ?4 AND function = ?5",
                        params![small, lit, t.job, t.stage, t.function],
                    );
                    if let Err(e) = wrote {
                        failed = Some(e.to_string());
                    }
                    n += 1;
                    if !quiet {
                        let what = if t.function.is_empty() { format!("'{}'", t.pipeline) } else { t.function.clone() };
                        crate::errln!(
                            "campaign: reduced {what} ({}) from {} to {} lines of ops in {:.1} s",
                            t.kind,
                            super::findings::size(&t.text),
                            super::findings::size(&small),
                            took.as_secs_f64()
                        );
                    }
                }
                Ok(None) => {}
                Err(e) if !quiet => crate::errln!("campaign: could not reduce {} ({}): {e}", t.function, t.kind),
                Err(_) => {}
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    Ok(n)
}

/// The lit test of a reduced finding.
fn lit_test(t: &Target, small: &str) -> String {
    use super::findings::{Expect, lit_test};
    if t.function.is_empty() {
        let header = format!("Reduced by mlir-refine campaign: '{}' crashes mlir-opt ({})", t.pipeline, t.kind);
        return lit_test(&header, &t.pipeline, t.unregistered, Expect::Crash, small);
    }
    let header = format!(
        "Reduced by mlir-refine campaign: stage '{}' of '{}' miscompiles {} ({})",
        t.stage, t.pipeline, t.function, t.kind
    );
    lit_test(&header, &t.pipeline, t.unregistered, Expect::Miscompiled { stage: &t.stage, check: "" }, small)
}

fn reduce_one(
    t: &Target,
    runner: &Runner,
    exe: &Path,
    mlir_reduce: &Path,
    scratch: &Path,
    limit: Duration,
) -> Result<Option<String>, String> {
    let dir = scratch.join(format!("reduce-{}", inputs::fnv64(&[&t.job, &t.stage, &t.function])));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let (input, output, script) = (dir.join("input.mlir"), dir.join("reduced.mlir"), dir.join("interesting.sh"));
    std::fs::write(&input, &t.text).map_err(|e| e.to_string())?;
    let quote = |s: &str| format!("'{}'", s.replace('\'', "'\\''"));
    let mut args = vec![
        quote(&exe.display().to_string()),
        "campaign".into(),
        "interesting".into(),
        format!("--pipeline={}", quote(&t.pipeline)),
        format!("--stage={}", quote(&t.stage)),
        format!("--kind={}", quote(&t.kind)),
        format!("--mlir-opt={}", quote(&runner.mlir_opt.display().to_string())),
        format!("--plugin={}", quote(&runner.plugin.display().to_string())),
        format!("--check-options={}", quote(&runner.options)),
    ];
    if t.unregistered {
        args.push("--allow-unregistered-dialect".into());
    }
    let body = format!("#!/bin/sh\nexec {} \"$1\"\n", args.join(" "));
    std::fs::write(&script, body).map_err(|e| e.to_string())?;
    let chmod = Command::new("chmod").arg("+x").arg(&script).status().map_err(|e| e.to_string())?;
    if !chmod.success() {
        return Err("cannot make the interestingness test executable".into());
    }
    // Bounded as a job is: its memory (each test it runs inherits the
    // limit), its time, and its process group stopped with it.
    let mut child = super::pool::bounded(mlir_reduce, runner.job_memory_mb)
        .arg(&input)
        .arg(format!("--reduction-tree=traversal-mode=0 test={}", script.display()))
        .arg("-o")
        .arg(&output)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot run '{}': {e}", mlir_reduce.display()))?;
    let waited = super::pool::wait_bounded(&mut child, Instant::now() + limit, || {});
    let small = std::fs::read_to_string(&output).ok();
    let _ = std::fs::remove_dir_all(&dir);
    match (waited, small) {
        (Waited::Exited(s), Some(small))
            if s.success() && super::findings::size(&small) <= super::findings::size(&t.text) =>
        {
            Ok(Some(small))
        }
        (Waited::TimedOut, _) => {
            Err(format!("mlir-reduce ran past {} s (reduce-timeout-s); kept as found", limit.as_secs()))
        }
        (Waited::Stopped, _) => Err("stopped by a signal; kept as found".into()),
        _ => Ok(None),
    }
}

/// `campaign interesting`: exit 1 when the file shows the failure named
/// by the flags (mlir-reduce's convention), else 0.
pub fn interesting(argv: Vec<String>) -> u8 {
    let get = |name: &str| {
        argv.iter().find_map(|a| a.strip_prefix(&format!("--{name}=")).map(str::to_string)).unwrap_or_default()
    };
    let (pipeline, stage, kind) = (get("pipeline"), get("stage"), get("kind"));
    let runner = Runner {
        mlir_opt: get("mlir-opt").into(),
        plugin: get("plugin").into(),
        options: get("check-options"),
        job_timeout: Duration::from_secs(120),
        job_memory_mb: 8192,
    };
    let Some(file) = argv.iter().rfind(|a| !a.starts_with("--")) else { return 0 };
    let Ok(text) = std::fs::read_to_string(file) else { return 0 };
    let unreg = argv.iter().any(|a| a == "--allow-unregistered-dialect");
    let job = inputs::job("reduce", 0, &text, &pipeline, unreg, "");
    let scratch = std::env::temp_dir().join(format!("mlir-refine-interesting-{}", std::process::id()));
    let o = runner.run(job, &scratch);
    let _ = std::fs::remove_dir_all(&scratch);
    let same = if let Some(what) = kind.strip_prefix("crash: ") {
        o.status == Status::Crash && o.detail.contains(what.trim_end_matches('…'))
    } else {
        o.verdicts.iter().any(|v| v.verdict == "invalid" && v.stage == stage && kind_of(&v.detail) == kind)
    };
    u8::from(same)
}
