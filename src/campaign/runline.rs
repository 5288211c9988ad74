//! What a file's `RUN:` lines run (`campaign --run-lines`): `mlir-opt`
//! itself says. A line's `mlir-opt` arguments (its input and output left
//! out) are given to `mlir-opt --dump-pass-pipeline` on an empty input, and
//! the pipeline it prints is the job's: flag passes (`-test-*` ones too),
//! `-p` and `--pass-pipeline`, option values and the nesting `mlir-opt`
//! gives them, tool options (`--log-actions-to=-`, `-debug-only`) left out
//! as `mlir-opt` leaves them. The pipeline read from the words here names
//! the job when `mlir-opt` resolves it to the same (it is shorter: no
//! default options); otherwise the resolved one does. A line `mlir-opt`
//! refuses (an unknown pass, a pass it cannot schedule, a `%` substitution
//! of lit's) is reported with its error, never dropped in silence.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Duration;

/// One `RUN:` line that runs `mlir-opt`.
#[derive(Clone, Debug, PartialEq)]
pub struct RunLine {
    /// Its first line's number in the file (from 1).
    pub line: usize,
    /// The words after `mlir-opt`, up to the first `|`.
    pub args: Vec<String>,
}

impl RunLine {
    /// Whether the line allows unregistered dialects.
    pub fn unregistered(&self) -> bool {
        self.args.iter().any(|w| w == "--allow-unregistered-dialect" || w == "-allow-unregistered-dialect")
    }

    /// The pipeline as the words give it (for the job's name): the value of
    /// `--pass-pipeline`/`-p`, else the flags in order, as passes.
    pub fn guess(&self) -> String {
        let mut passes = Vec::new();
        let mut it = self.args.iter();
        while let Some(w) = it.next() {
            let value = w
                .strip_prefix("--pass-pipeline=")
                .or_else(|| w.strip_prefix("-pass-pipeline="))
                .or_else(|| w.strip_prefix("-p="))
                .map(str::to_string)
                .or_else(|| {
                    (w == "-p" || w == "--pass-pipeline" || w == "-pass-pipeline").then(|| it.next().cloned())?
                });
            if let Some(p) = value {
                return unwrap_module(&p);
            }
            if let Some(flag) = w.strip_prefix("--").or_else(|| w.strip_prefix('-')) {
                if is_pass(flag) {
                    passes.push(flag.replacen('=', "{", 1) + if flag.contains('=') { "}" } else { "" });
                }
            }
        }
        passes.join(",")
    }
}

/// The `RUN:` lines of a file that run `mlir-opt` (`// RUN:` and `//RUN:`;
/// lines continued with `\` joined).
pub fn run_lines(text: &str) -> Vec<RunLine> {
    let mut joined: Vec<(usize, String)> = Vec::new();
    let mut cur: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let Some(rest) = line.trim_start().strip_prefix("//").map(str::trim_start) else { continue };
        let Some(rest) = rest.strip_prefix("RUN:") else { continue };
        let rest = rest.trim();
        let (n, mut acc) = cur.take().unwrap_or((i + 1, String::new()));
        match rest.strip_suffix('\\') {
            Some(head) => {
                acc.push_str(head);
                acc.push(' ');
                cur = Some((n, acc));
            }
            None => {
                acc.push_str(rest);
                joined.push((n, acc));
            }
        }
    }
    joined.extend(cur);
    let mut out = Vec::new();
    for (line, text) in joined {
        let words = shell_words(text.split('|').next().unwrap_or(""));
        if !words.first().is_some_and(|w| w == "mlir-opt" || w.ends_with("/mlir-opt")) {
            continue;
        }
        out.push(RunLine { line, args: words[1..].to_vec() });
    }
    out
}

/// The arguments that give `mlir-opt` the line's pipeline and options on
/// another input: lit's `%` words (the input), `-o` and its file, and
/// shell redirections left out.
fn resolvable(args: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = args.iter();
    while let Some(w) = it.next() {
        if w == "-o" || w == "<" || w == ">" || w == "2>" || w == "2>&1" {
            if w != "2>&1" {
                it.next();
            }
            continue;
        }
        if w.starts_with('%') || w.starts_with("-o=") || w.starts_with('>') || w.starts_with('<') || w.starts_with("2>")
        {
            continue;
        }
        out.push(w.clone());
    }
    out
}

/// Resolves pipelines with `mlir-opt --dump-pass-pipeline`, once per set of
/// arguments.
pub struct Resolver<'t> {
    pub mlir_opt: &'t Path,
    /// An empty module (`/dev/null` has no chunk for `--split-input-file`).
    empty: std::path::PathBuf,
    cache: BTreeMap<Vec<String>, Result<String, String>>,
}

impl<'t> Resolver<'t> {
    /// A resolver whose empty input is written in `scratch`.
    pub fn new(mlir_opt: &'t Path, scratch: &Path) -> Result<Resolver<'t>, String> {
        let empty = scratch.join("empty.mlir");
        std::fs::write(&empty, "module {\n}\n").map_err(|e| format!("cannot write '{}': {e}", empty.display()))?;
        Ok(Resolver { mlir_opt, empty, cache: BTreeMap::new() })
    }

    /// The pipeline `mlir-opt` runs for `args` (inside `builtin.module`,
    /// whose wrapper is removed; empty when it runs no pass), or its error.
    fn resolve(&mut self, args: Vec<String>) -> Result<String, String> {
        if let Some(r) = self.cache.get(&args) {
            return r.clone();
        }
        let mut cmd = super::pool::bounded(self.mlir_opt, 4096);
        cmd.args(&args).arg("--dump-pass-pipeline").arg(&self.empty).args(["-o", "/dev/null"]);
        let r = match super::pool::output_bounded(cmd, Duration::from_secs(60)) {
            Err(_) => Err("mlir-opt did not answer within 60 s".to_string()),
            Ok(out) => {
                let err = String::from_utf8_lossy(&out.stderr).into_owned();
                let dump = err.split_once("Pass Manager with").and_then(|(_, rest)| rest.split_once('\n'));
                match dump {
                    Some((_, body)) if out.status.success() => {
                        let flat: String = body.lines().map(str::trim).collect();
                        Ok(unwrap_module(&flat))
                    }
                    _ => Err(err
                        .lines()
                        .find(|l| l.contains("error") || l.contains("Unknown"))
                        .unwrap_or_else(|| err.lines().next().unwrap_or("mlir-opt failed"))
                        .trim()
                        .to_string()),
                }
            }
        };
        self.cache.insert(args, r.clone());
        r
    }

    /// The pipeline of a RUN line: `Ok(None)` when it runs no pass (a
    /// round trip), `Err` with `mlir-opt`'s error when it cannot run.
    pub fn pipeline(&mut self, line: &RunLine) -> Result<Option<String>, String> {
        let resolved = self.resolve(resolvable(&line.args))?;
        if resolved.is_empty() {
            return Ok(None);
        }
        let guess = line.guess();
        let same = super::inputs::passable(&guess).is_ok()
            && self.resolve(vec![format!("--pass-pipeline=builtin.module({guess})")]).as_ref() == Ok(&resolved);
        Ok(Some(if same { guess } else { resolved }))
    }
}

/// Whether an `mlir-opt` flag is likely a pass rather than a tool option
/// (only for the guess: `mlir-opt` decides).
fn is_pass(flag: &str) -> bool {
    const TOOL: &[&str] = &[
        "split-input-file",
        "verify-diagnostics",
        "allow-unregistered-dialect",
        "o",
        "debug",
        "debug-only",
        "show-dialects",
        "verify-each",
        "no-implicit-module",
        "dump-pass-pipeline",
        "log-actions-to",
        "load-pass-plugin",
        "load-dialect-plugin",
        "emit-bytecode",
        "split-input-file",
    ];
    let name = flag.split(['=', ' ']).next().unwrap_or("");
    !name.is_empty() && !name.starts_with("mlir-") && !TOOL.contains(&name)
}

/// `builtin.module(p)` is `p` (the plugin nests its pipeline in the module).
pub fn unwrap_module(p: &str) -> String {
    let p = p.trim();
    match p.strip_prefix("builtin.module(").and_then(|r| r.strip_suffix(')')) {
        Some(inner) => inner.to_string(),
        None => p.to_string(),
    }
}

/// Words of a shell command line: single and double quotes group, `%s`
/// and other words are kept as they are.
fn shell_words(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut quote: Option<char> = None;
    let mut any = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => cur.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (None, c) if c.is_whitespace() => {
                if any || !cur.is_empty() {
                    out.push(std::mem::take(&mut cur));
                }
                any = false;
            }
            (None, c) => cur.push(c),
        }
    }
    if any || !cur.is_empty() {
        out.push(cur);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_lines_are_read_as_the_shell_reads_them() {
        let text = "// RUN: mlir-opt %s -canonicalize=\"test-convergence\" --split-input-file | FileCheck %s\n\
                    //RUN: mlir-opt %s -p 'builtin.module(func.func(cse))' \\\n\
                    // RUN:   -allow-unregistered-dialect -o %t | FileCheck %s\n\
                    // RUN: FileCheck %s < x\n";
        let lines = run_lines(text);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].line, 1);
        assert_eq!(lines[0].guess(), "canonicalize{test-convergence}");
        assert_eq!(lines[1].line, 2);
        assert!(lines[1].unregistered());
        assert_eq!(lines[1].guess(), "func.func(cse)");
        assert_eq!(
            resolvable(&lines[1].args),
            vec!["-p", "builtin.module(func.func(cse))", "-allow-unregistered-dialect"]
        );
    }
}
