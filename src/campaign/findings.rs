//! Findings of a job: every `invalid` verdict and every crash, each with a
//! signature (the stage, the kind of divergence, the first op that
//! diverges) that groups findings of one bug, a reproducer and a
//! ready-to-paste lit test.

use super::pool::{Outcome, Status};

/// One finding.
#[derive(Clone, Debug, PartialEq)]
pub struct Finding {
    pub stage: String,
    pub function: String,
    /// `result differs`, `undefined behaviour: ...`, `memory differs`,
    /// `crash: ...`.
    pub kind: String,
    pub signature: String,
    pub reproducer: String,
    pub lit_test: String,
}

/// The kind of divergence a verdict's detail states, without the values
/// (`target result #0 (i32) is 3 where ...` is `result differs`).
pub fn kind_of(detail: &str) -> String {
    if let Some(rest) = detail.strip_prefix("the target has undefined behaviour (") {
        let what: String = rest.chars().take_while(|c| *c != '(' && *c != ')').collect();
        return format!("undefined behaviour: {}", what.trim());
    }
    if detail.starts_with("memory of ") {
        return "memory differs".into();
    }
    if detail.contains("poison") && !detail.contains(" differs") {
        return "poison".into();
    }
    if detail.contains("aborts") {
        return "aborts".into();
    }
    "result differs".into()
}

/// The notes that follow the diagnostic about `function`'s
/// miscompilation, up to the next diagnostic that is not a note.
pub fn notes_of<'s>(stderr: &'s str, function: &str) -> impl Iterator<Item = &'s str> {
    let head = format!("miscompiled {function}:");
    let mut lines = stderr.lines().skip_while(move |l| !l.contains(&head));
    let found = lines.next().is_some();
    lines
        .take_while(move |l| found && !(l.contains(" error: ") || l.contains(" warning: ") || l.contains(" remark: ")))
        .filter_map(|l| l.split("note: ").nth(1))
}

/// The op named by the first-divergence note of the diagnostics
/// (`note: first divergence: 'arith.addf' result is ...`), if any.
fn first_divergence(stderr: &str, function: &str) -> Option<String> {
    // The first note that names an op in quotes (`first divergence:
    // 'arith.addf' ...`, `the target makes poison here: 'arith.addi' ...`).
    notes_of(stderr, function).find_map(|n| {
        let quoted = n.split('\'').nth(1)?;
        let op = quoted.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_') && quoted.contains('.');
        op.then(|| quoted.to_string())
    })
}

/// What a lit test expects of its input.
pub enum Expect<'a> {
    /// `verify-translation` reports that `stage` miscompiles; the CHECK
    /// line matches `check` after `miscompiled`.
    Miscompiled { stage: &'a str, check: &'a str },
    /// `mlir-opt` crashes running the pipeline.
    Crash,
}

/// A ready-to-paste lit test of `text` through `pipeline`, under a
/// `header` comment line.
pub fn lit_test(header: &str, pipeline: &str, unregistered: bool, expect: Expect<'_>, text: &str) -> String {
    let unreg = if unregistered { " --allow-unregistered-dialect" } else { "" };
    let run = match expect {
        Expect::Miscompiled { stage, check } => format!(
            "// RUN: not %refine-opt{unreg} --pass-pipeline='builtin.module(verify-translation{{pipeline=\"{pipeline}\"}})' %s -o /dev/null 2>&1 | FileCheck %s\n\
             // CHECK: error: verify-translation: stage '{stage}' miscompiled{check}"
        ),
        Expect::Crash => {
            format!("// RUN: not --crash mlir-opt{unreg} --pass-pipeline='builtin.module({pipeline})' %s -o /dev/null")
        }
    };
    format!("// {header}\n{run}\n\n{text}")
}

/// A chunk without the lit and FileCheck directives of the test it came
/// from (`// RUN:`, `// CHECK...`, `// expected-...`), which would clash
/// with the new test's own.
/// The size of a program as a person sees it: lines that hold an op (not
/// blank, not a comment or an attribute alias, not a lone brace or
/// `module {`).
pub fn size(text: &str) -> usize {
    text.lines()
        .map(str::trim)
        .filter(|l| {
            !l.is_empty()
                && !l.starts_with("//")
                && !l.starts_with('#')
                && !matches!(*l, "}" | "{" | "module {" | "} else {")
        })
        .count()
}

pub fn without_directives(text: &str) -> String {
    let directive = |l: &str| {
        let t = l.trim_start();
        ["// RUN", "// CHECK", "// expected-"].iter().any(|d| t.starts_with(d))
            || t.strip_prefix("// ").is_some_and(|r| {
                r.split([':', ' ']).next().is_some_and(|w| w.ends_with("-CHECK") || w.contains("CHECK-"))
            })
    };
    let kept: Vec<&str> = text.lines().filter(|l| !directive(l)).collect();
    kept.join("\n").trim_matches('\n').to_string() + "\n"
}

/// The findings of an outcome.
pub fn of(o: &Outcome) -> Vec<Finding> {
    let mut out = Vec::new();
    let j = &o.job;
    for v in o.verdicts.iter().filter(|v| v.verdict == "invalid") {
        let kind = kind_of(&v.detail);
        let op = first_divergence(&o.stderr, &v.function).unwrap_or_else(|| "-".into());
        let signature = format!("{} | {kind} | {op}", v.stage);
        // What the CHECK line matches: the detail up to its values.
        let cut = [":", " is ", " differs", " where "].iter().filter_map(|p| v.detail.find(p)).min();
        let prefix = &v.detail[..cut.unwrap_or(v.detail.len())];
        let header = format!(
            "Found by mlir-refine campaign: stage '{}' of '{}' miscompiles {}: {}",
            v.stage, j.pipeline, v.function, v.detail
        );
        let check = format!(" {}: {prefix}", v.function);
        let expect = Expect::Miscompiled { stage: &v.stage, check: &check };
        let lit_test = lit_test(&header, &j.pipeline, j.unregistered, expect, &without_directives(&j.text));
        out.push(Finding {
            stage: v.stage.clone(),
            function: v.function.clone(),
            kind,
            signature,
            reproducer: j.text.clone(),
            lit_test,
        });
    }
    if o.status == Status::Crash {
        // The assertion (without its file position) or the signal.
        let what = match o.detail.split_once("Assertion") {
            Some((_, a)) => format!("Assertion{}", a.split(" failed").next().unwrap_or(a)),
            None => o.detail.split(':').next().unwrap_or(&o.detail).to_string(),
        };
        let kind = format!("crash: {}", what.chars().take(160).collect::<String>().trim());
        let header = format!("Found by mlir-refine campaign: '{}' crashes mlir-opt: {}", j.pipeline, o.detail);
        let lit_test = lit_test(&header, &j.pipeline, j.unregistered, Expect::Crash, &without_directives(&j.text));
        out.push(Finding {
            stage: j.pipeline.clone(),
            function: String::new(),
            signature: format!("{} | {kind} | -", j.pipeline),
            kind,
            reproducer: j.text.clone(),
            lit_test,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_drop_values() {
        assert_eq!(kind_of("target result #0 is 3 (0x3) where the source result is 4 (0x4)"), "result differs");
        assert_eq!(
            kind_of(
                "the target has undefined behaviour (store out of bounds (an index is not below its size)) where the source has none"
            ),
            "undefined behaviour: store out of bounds"
        );
        assert_eq!(kind_of("memory of %arg1 differs at [1]: target 2, source 3"), "memory differs");
    }

    #[test]
    fn first_divergence_is_read_from_the_notes() {
        let err = "a.mlir:3:5: error: verify-translation: stage 'x' miscompiled @f: target result #0 is 1\n\
                   a.mlir:3:5: note: counterexample input %arg0 : i8 = 1 (0x1)\n\
                   a.mlir:3:5: note: first divergence: 'arith.addi' result is 1 in the target\n\
                   a.mlir:9:5: error: verify-translation: stage 'x' miscompiled @g: target result #0 is 2\n";
        assert_eq!(first_divergence(err, "@f").as_deref(), Some("arith.addi"));
        assert_eq!(first_divergence(err, "@g"), None);
    }
}
