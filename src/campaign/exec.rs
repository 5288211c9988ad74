//! Confirms a finding by execution where it can: the stage's input and
//! output (the pipeline run up to the stage, and through it) are each given
//! a `main` that calls the function on the counterexample's inputs and
//! prints its results' bits, lowered to the LLVM dialect with the standard
//! conversions and run by `mlir-runner`. Different output confirms the
//! finding beside the solver's proof; the same output is recorded too (the
//! backend may round or fold as the target does). Only findings whose
//! divergence is a concrete value are executed: a poison result or
//! undefined behaviour has no output to compare, and tensors, memrefs and
//! vectors as arguments or results are not built by the harness.

use super::db::Db;
use rusqlite::params;
use std::path::{Path, PathBuf};

/// Where the tools are, and the limits of each process they run.
pub struct Tools {
    pub mlir_opt: PathBuf,
    pub mlir_runner: PathBuf,
    /// `libmlir_c_runner_utils.so` (for `vector.print`).
    pub runtime: PathBuf,
    /// Time limit of each process (a lowering, a run).
    pub timeout: std::time::Duration,
    /// Address-space limit of each process, in MB (0: none).
    pub memory_mb: u64,
}

/// Why a finding was not confirmed, when a process was killed: the
/// finding stays, marked so.
const TIMED_OUT: &str = "not confirmed (timed out)";

/// Runs a bounded process; `Err` names its end when it was killed.
fn run(tools: &Tools, program: &Path, args: &[String], what: &str) -> Result<std::process::Output, String> {
    let mut cmd = super::pool::bounded(program, tools.memory_mb);
    cmd.args(args);
    super::pool::output_bounded(cmd, tools.timeout).map_err(|w| match w {
        super::pool::Waited::Stopped => format!("{what} was stopped by a signal"),
        _ => format!("{TIMED_OUT}: {what} ran past {} ms (exec-timeout-ms)", tools.timeout.as_millis()),
    })
}

const LOWER: &str = "builtin.module(lower-affine,convert-scf-to-cf,expand-strided-metadata,finalize-memref-to-llvm,\
    convert-vector-to-llvm,convert-math-to-llvm,convert-arith-to-llvm,convert-index-to-llvm,convert-cf-to-llvm,\
    convert-func-to-llvm,reconcile-unrealized-casts)";

/// Runs `mlir-opt` with `pipeline` on `text`; the printed output.
fn opt(tools: &Tools, pipeline: &str, text: &str, dir: &Path, name: &str) -> Result<String, String> {
    let file = dir.join(format!("{name}.mlir"));
    std::fs::write(&file, text).map_err(|e| e.to_string())?;
    let args = [format!("--pass-pipeline={pipeline}"), file.display().to_string()];
    let out = run(tools, &tools.mlir_opt, &args, &format!("mlir-opt ({name})"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let first = err.lines().find(|l| l.contains("error:")).unwrap_or("failed").trim().to_string();
        return Err(format!("{name}: {first}"));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The argument and result types of `@name` in printed MLIR.
pub fn signature(text: &str, name: &str) -> Option<(Vec<String>, Vec<String>)> {
    let head = text.lines().find(|l| l.trim_start().starts_with("func.func") && l.contains(&format!("{name}(")))?;
    let after = head.split_once(&format!("{name}("))?.1;
    let (args, rest) = after.split_once(')')?;
    let args: Vec<String> = args
        .split(", ")
        .filter(|a| !a.is_empty())
        .map(|a| a.split_once(": ").map(|(_, t)| t.trim().to_string()))
        .collect::<Option<_>>()?;
    let rest = rest.trim_start();
    let results = match rest.strip_prefix("->") {
        None => vec![],
        Some(r) => {
            let r = r.trim_start();
            let r = r.split(" attributes").next()?.trim_end_matches('{').trim();
            let r = r.strip_prefix('(').and_then(|x| x.strip_suffix(')')).unwrap_or(r);
            r.split(", ").map(|t| t.trim().to_string()).collect()
        }
    };
    Some((args, results))
}

/// Whether `ty` is a scalar the harness builds and prints.
fn scalar(ty: &str) -> bool {
    ty == "index"
        || matches!(ty, "f16" | "bf16" | "f32" | "f64")
        || ty.strip_prefix('i').is_some_and(|w| w.parse::<u32>().is_ok_and(|w| (1..=64).contains(&w)))
}

/// The constant for a counterexample value (`128 / -128 (0x80)`, `2.5
/// (0x40200000)`, `true`) of type `ty`.
fn constant(ty: &str, value: &str) -> Option<String> {
    let bits = value.rsplit_once("(0x").and_then(|(_, h)| u64::from_str_radix(h.trim_end_matches(')'), 16).ok());
    if matches!(ty, "f16" | "bf16" | "f32" | "f64") {
        return Some(format!("arith.constant 0x{:X} : {ty}", bits?));
    }
    if ty == "i1" {
        let b = value.starts_with("true") || bits == Some(1) || value.trim() == "1";
        return Some(format!("arith.constant {b}"));
    }
    let w: u32 = if ty == "index" { 64 } else { ty.trim_start_matches('i').parse().ok()? };
    let bits = bits.or_else(|| value.split_whitespace().next()?.parse::<i64>().ok().map(|v| v as u64))?;
    // The signed reading of the bits.
    let signed = ((bits << (64 - w)) as i64) >> (64 - w);
    Some(format!("arith.constant {signed} : {ty}"))
}

/// The printed module `module` with only the functions `@name` reaches by
/// calls (other functions may hold ops that do not lower to LLVM); other
/// top-level ops are kept.
pub fn only(module: &str, name: &str) -> String {
    // Top-level ops of a printed module start at two spaces of indent.
    let mut items: Vec<Vec<&str>> = Vec::new();
    let (mut head, mut tail) = (Vec::new(), Vec::new());
    let mut inside = false;
    for line in module.lines() {
        let top = line.starts_with("  ") && !line.starts_with("   ") && !line.trim_start().starts_with('}');
        if !inside {
            head.push(line);
            inside = line.trim_end().ends_with("module {") || line.starts_with("module");
            continue;
        }
        if line == "}" {
            tail.push(line);
            continue;
        }
        match items.last_mut() {
            Some(item) if !top => item.push(line),
            _ => items.push(vec![line]),
        }
    }
    let fn_name = |item: &[&str]| -> Option<String> {
        let first = item.first()?.trim_start();
        let rest = first.strip_prefix("func.func ")?;
        let rest = rest.trim_start_matches("private ").trim_start_matches("public ");
        Some(rest.split('(').next()?.trim().to_string())
    };
    let mut keep: Vec<String> = vec![name.to_string()];
    let mut k = 0;
    while k < keep.len() {
        let want = keep[k].clone();
        for item in items.iter().filter(|i| fn_name(i).as_deref() == Some(want.as_str())) {
            for callee in item.iter().flat_map(|l| l.split("call ").skip(1)) {
                let c = callee.split(['(', ' ']).next().unwrap_or("").to_string();
                if c.starts_with('@') && !keep.contains(&c) {
                    keep.push(c);
                }
            }
        }
        k += 1;
    }
    let mut out: Vec<&str> = head;
    for item in &items {
        if fn_name(item).is_none_or(|n| keep.contains(&n)) {
            out.extend(item.iter().copied());
        }
    }
    out.extend(tail);
    out.join("\n") + "\n"
}

/// `module` with a `main` that calls `@name` on `inputs` and prints the
/// bits of each result.
pub fn harness(module: &str, name: &str, inputs: &[(String, String)], results: &[String]) -> Option<String> {
    let mut body = String::new();
    let mut args = Vec::new();
    for (k, (ty, value)) in inputs.iter().enumerate() {
        body.push_str(&format!("    %in{k} = {}\n", constant(ty, value)?));
        args.push(format!("%in{k}"));
    }
    let arg_types: Vec<&str> = inputs.iter().map(|(t, _)| t.as_str()).collect();
    let call = format!("call {name}({}) : ({}) -> ({})", args.join(", "), arg_types.join(", "), results.join(", "));
    if results.is_empty() {
        body.push_str(&format!("    {call}\n"));
    } else {
        body.push_str(&format!("    %r:{} = {call}\n", results.len()));
    }
    for (k, ty) in results.iter().enumerate() {
        let int = match ty.as_str() {
            "f16" | "bf16" => Some("i16"),
            "f32" => Some("i32"),
            "f64" => Some("i64"),
            _ => None,
        };
        match int {
            Some(i) => body
                .push_str(&format!("    %b{k} = arith.bitcast %r#{k} : {ty} to {i}\n    vector.print %b{k} : {i}\n")),
            None => body.push_str(&format!("    vector.print %r#{k} : {ty}\n")),
        }
    }
    let module = module.trim_end();
    let inner = module.strip_suffix('}')?;
    Some(format!("{inner}  func.func @main() {{\n{body}    return\n  }}\n}}\n"))
}

/// Runs a harness module; its printed output.
fn execute(tools: &Tools, text: &str, dir: &Path, name: &str) -> Result<String, String> {
    let lowered = opt(tools, LOWER, text, dir, name)?;
    let file = dir.join(format!("{name}.llvm.mlir"));
    std::fs::write(&file, lowered).map_err(|e| e.to_string())?;
    let args = [
        file.display().to_string(),
        "-e".into(),
        "main".into(),
        "-entry-point-result=void".into(),
        format!("-shared-libs={}", tools.runtime.display()),
    ];
    let out = run(tools, &tools.mlir_runner, &args, &format!("mlir-runner ({name})"))?;
    if !out.status.success() {
        return Err(format!("{name}: mlir-runner failed"));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The counterexample inputs of `function` from the diagnostics
/// (`note: counterexample input %arg0 : i32 = 17235967 (0x0106ffff)`).
fn inputs_of(stderr: &str, function: &str) -> Vec<(String, String)> {
    super::findings::notes_of(stderr, function)
        .filter_map(|n| n.strip_prefix("counterexample input %"))
        .filter_map(|rest| {
            let (_, rest) = rest.split_once(" : ")?;
            let (ty, value) = rest.split_once(" = ")?;
            Some((ty.trim().to_string(), value.trim().to_string()))
        })
        .collect()
}

/// Executes one finding: `Ok(description)` when it ran, `Err(why not)`.
fn confirm(
    tools: &Tools,
    db: &Db,
    job: &str,
    stage_index: i64,
    function: &str,
    detail: &str,
    dir: &Path,
) -> Result<String, String> {
    if detail.contains("poison")
        || detail.starts_with("the target has undefined behaviour")
        || detail.starts_with("memory")
    {
        return Err("the divergence is poison, undefined behaviour or memory, which execution cannot show".into());
    }
    let (text, stderr): (String, String) = db
        .conn
        .query_row("SELECT source, stderr FROM jobs WHERE key = ?1", params![job], |r| Ok((r.get(0)?, r.get(1)?)))
        .map_err(|e| e.to_string())?;
    let mut st = db
        .conn
        .prepare("SELECT DISTINCT stage_index, stage FROM verdicts WHERE job = ?1 ORDER BY stage_index")
        .map_err(|e| e.to_string())?;
    let stages: Vec<(i64, String)> = st
        .query_map(params![job], |r| Ok((r.get(0)?, r.get(1)?)))
        .map_err(|e| e.to_string())?
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let names: Vec<&str> = stages.iter().map(|(_, s)| s.as_str()).collect();
    if stages.iter().enumerate().any(|(k, (i, _))| *i != k as i64) || stage_index as usize >= names.len() {
        return Err("the stages before this one are not all recorded".into());
    }
    let upto = |n: usize| format!("builtin.module({})", names[..n].join(","));
    let src = opt(tools, &upto(stage_index as usize), &text, dir, "source")?;
    let tgt = opt(tools, &upto(stage_index as usize + 1), &text, dir, "target")?;
    let inputs = inputs_of(&stderr, function);
    let (args, results) = signature(&src, function).ok_or("the function's signature is not understood")?;
    if args.len() != inputs.len() || !args.iter().chain(&results).all(|t| scalar(t)) {
        return Err("its arguments or results are not scalars".into());
    }
    let build = |m: &str| {
        harness(&only(m, function), function, &inputs, &results).ok_or("the harness could not be built".to_string())
    };
    let (a, b) = (execute(tools, &build(&src)?, dir, "src")?, execute(tools, &build(&tgt)?, dir, "tgt")?);
    let show = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let bits = if results.iter().any(|t| t.starts_with('f') || t == "bf16") { " (floats as their bits)" } else { "" };
    Ok(if a != b {
        format!("confirmed by execution: the source prints {}, the target {}{bits}", show(&a), show(&b))
    } else {
        format!(
            "not confirmed by execution: both print {}{bits} (the lowering to LLVM computes as the target does)",
            show(&a)
        )
    })
}

/// Executes every invalid finding not yet tried; returns how many were
/// confirmed.
pub fn confirm_all(db: &Db, tools: &Tools, scratch: &Path, quiet: bool) -> Result<usize, String> {
    let mut st = db
        .conn
        .prepare(
            "SELECT f.job, v.stage_index, f.function, v.detail FROM findings f JOIN verdicts v \
             ON v.job = f.job AND v.stage = f.stage AND v.function = f.function \
             WHERE f.executed IS NULL AND f.function != ''",
        )
        .map_err(|e| e.to_string())?;
    let todo: Vec<(String, i64, String, String)> = st
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .map_err(|e| e.to_string())?
        .collect::<Result<_, _>>()
        .map_err(|e| e.to_string())?;
    let dir = scratch.join("execute");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut confirmed = 0;
    for (job, index, function, detail) in todo {
        if crate::plugin::signals::received().is_some() {
            break;
        }
        let text = match confirm(tools, db, &job, index, &function, &detail, &dir) {
            Ok(t) => t,
            Err(why) if why.starts_with(TIMED_OUT) => why,
            // Tried again by the next run.
            Err(_) if crate::plugin::signals::received().is_some() => break,
            Err(why) => format!("not executed: {why}"),
        };
        confirmed += text.starts_with("confirmed") as usize;
        if !quiet {
            crate::errln!("campaign: {function}: {text}");
        }
        db.conn
            .execute("UPDATE findings SET executed = ?1 WHERE job = ?2 AND function = ?3", params![text, job, function])
            .map_err(|e| e.to_string())?;
    }
    let _ = std::fs::remove_dir_all(&dir);
    Ok(confirmed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signatures_and_constants() {
        let m = "module {\n  func.func @f(%arg0: i32, %arg1: bf16) -> (i8, f32) {\n";
        assert_eq!(signature(m, "@f"), Some((vec!["i32".into(), "bf16".into()], vec!["i8".into(), "f32".into()])));
        assert_eq!(signature("  func.func @g() -> index attributes {a} {", "@g"), Some((vec![], vec!["index".into()])));
        assert_eq!(constant("i8", "128 / -128 (0x80)").as_deref(), Some("arith.constant -128 : i8"));
        assert_eq!(constant("bf16", "2.0 (0x4000)").as_deref(), Some("arith.constant 0x4000 : bf16"));
        assert_eq!(constant("i1", "true").as_deref(), Some("arith.constant true"));
        assert!(!scalar("tensor<2xi32>") && scalar("i64") && scalar("index"));
    }

    #[test]
    fn only_keeps_what_the_function_calls() {
        let m = "#map = affine_map<(d0) -> (d0)>\nmodule {\n  memref.global @g : memref<2xi32>\n  func.func @f(%arg0: i32) -> i32 {\n    %0 = call @h(%arg0) : (i32) -> i32\n    return %0 : i32\n  }\n  func.func private @h(%arg0: i32) -> i32 {\n    return %arg0 : i32\n  }\n  func.func @other() {\n    return\n  }\n}\n";
        let kept = only(m, "@f");
        assert!(kept.contains("@h(%arg0: i32)") && kept.contains("memref.global") && kept.contains("#map"));
        assert!(!kept.contains("@other"));
        assert!(kept.trim_end().ends_with('}'));
    }
}
