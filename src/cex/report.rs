//! Verdicts as MLIR diagnostics and as JSON lines.

use super::Counterexample;
use crate::ir::{self, Loc, Op, Severity};
use crate::verdict::{Checked, Verdict};

/// Where a verdict comes from, which shapes its wording.
pub enum Origin<'s> {
    /// A stage of `verify-translation`.
    Stage(&'s str),
    /// The two-file command line.
    Files,
}

impl Origin<'_> {
    fn prefix(&self) -> String {
        match self {
            Origin::Stage(s) => format!("verify-translation: stage '{s}'"),
            Origin::Files => "mlir-refine".to_string(),
        }
    }
}

/// Emits the diagnostics for one function's verdict. Invalid functions get
/// an error (a warning when `invalid_is_error` is false) with the
/// counterexample as notes; unsupported and inconclusive ones a warning;
/// valid ones a remark when `remarks` is set.
pub fn emit(origin: &Origin, name: &str, tgt: Op<'_>, checked: &Checked<'_>, invalid_is_error: bool, remarks: bool) {
    let prefix = origin.prefix();
    let at =
        |id: Option<crate::ir::LocId>| -> Loc<'_> { id.map(|l| l.resolve(tgt.loc())).unwrap_or_else(|| tgt.loc()) };
    match &checked.verdict {
        Verdict::Invalid(c) => {
            let sev = if invalid_is_error { Severity::Error } else { Severity::Warning };
            let verb = match origin {
                Origin::Stage(_) => format!("{prefix} miscompiled {name}"),
                Origin::Files => format!("{prefix}: the target miscompiles {name}"),
            };
            let mut notes = c.notes.clone();
            if let Some(fp) = c.fp {
                notes.push((tgt.loc(), format!("counterexample {fp}")));
            }
            ir::emit(c.primary, sev, &format!("{verb}: {}", c.headline), &notes);
        }
        Verdict::Unsupported { message, loc } => ir::emit(
            at(*loc),
            Severity::Warning,
            &format!("{prefix}: {name} is unsupported, not checked: {message}"),
            &[],
        ),
        Verdict::Inconclusive { .. } => {
            ir::emit(tgt.loc(), Severity::Warning, &format!("{prefix}: {name} is {}", checked.verdict.describe()), &[])
        }
        Verdict::Valid { .. } if remarks => {
            ir::emit(tgt.loc(), Severity::Remark, &format!("{prefix}: {name} is {}", checked.verdict.describe()), &[]);
        }
        Verdict::Valid { .. } => {}
    }
}

/// A JSON string literal.
pub fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_list(items: &[String]) -> String {
    format!("[{}]", items.iter().map(|s| json_str(s)).collect::<Vec<_>>().join(","))
}

fn json_cex(c: &Counterexample<'_>) -> String {
    let inputs: Vec<String> = c.args.iter().map(|(n, v)| format!("{}:{}", json_str(n), json_str(v))).collect();
    format!(
        "{{\"inputs\":{{{}}},\"source\":{},\"target\":{}{}}}",
        inputs.join(","),
        json_list(&c.src_results),
        json_list(&c.tgt_results),
        c.fp.map(|f| format!(",\"fp\":{}", json_str(f))).unwrap_or_default()
    )
}

/// One JSON object (no newline) describing a function's verdict.
/// `stage` is `None` for the two-file form. Without a verdict, `side_only`
/// names why (`only-in-source`, `only-in-target`, or `not-checked: why`).
pub fn json_line(
    stage: Option<(&str, u32)>,
    name: &str,
    checked: Option<&Checked<'_>>,
    side_only: Option<&str>,
) -> String {
    let mut fields = Vec::new();
    if let Some((s, i)) = stage {
        fields.push(format!("\"stage\":{}", json_str(s)));
        fields.push(format!("\"stage_index\":{i}"));
    }
    fields.push(format!("\"function\":{}", json_str(name)));
    match (checked, side_only) {
        (Some(c), _) => {
            fields.push(format!("\"verdict\":{}", json_str(c.verdict.kind())));
            fields.push(format!("\"detail\":{}", json_str(&c.verdict.detail())));
            fields.push(format!("\"ms\":{:.3}", c.millis));
            fields.push(format!("\"encode_ms\":{:.3}", c.times.encoding));
            fields.push(format!("\"solve_ms\":{:.3}", c.times.solving));
            match &c.verdict {
                Verdict::Invalid(cex) => fields.push(format!("\"counterexample\":{}", json_cex(cex))),
                _ => fields.push("\"counterexample\":null".into()),
            }
            if let Verdict::Inconclusive { limit: Some(l), .. } = &c.verdict {
                fields.push(format!("\"limit\":{}", json_str(l.label())));
            }
            // A bounded proof whose deeper attempt a limit cut short names it.
            if let Verdict::Valid { proof: crate::verdict::Proof::Bounded(b), .. } = &c.verdict {
                if b.ends_with("at the time limit") {
                    fields.push("\"limit\":\"timeout\"".into());
                } else if b.ends_with("at the memory limit") {
                    fields.push("\"limit\":\"memory\"".into());
                }
            }
        }
        (None, side) => {
            let side = side.unwrap_or("missing");
            // "not-checked: stopped by SIGINT": the verdict, then why.
            match side.split_once(": ") {
                Some((verdict, why)) => {
                    fields.push(format!("\"verdict\":{}", json_str(verdict)));
                    fields.push(format!("\"detail\":{}", json_str(why)));
                }
                None => fields.push(format!("\"verdict\":{}", json_str(side))),
            }
        }
    }
    format!("{{{}}}", fields.join(","))
}
