//! `docs/ops.md`: the op tables ([`super::ops::TABLES`]) as a Markdown
//! page, one table per dialect. `cargo run --release --example ops-doc`
//! writes it; `tests/docs.rs` fails when the checked-in page differs.

use super::ops::{Arity, AttrKind, Meaning, OpSpec, Shape, TABLES, Traits};
use std::collections::BTreeMap;
use std::fmt::Write;

/// The command that regenerates the page.
pub const COMMAND: &str = "cargo run --release --example ops-doc";

/// The page's path in the repository.
pub const PATH: &str = "docs/ops.md";

/// The page, as `docs/ops.md` holds it.
pub fn markdown() -> String {
    // dialect -> (op, the file of its table)
    let mut dialects: BTreeMap<&str, Vec<(&OpSpec, &str)>> = BTreeMap::new();
    for (file, table) in TABLES {
        for s in table.iter() {
            let dialect = s.name.split_once('.').map_or(s.name, |(d, _)| d);
            dialects.entry(dialect).or_default().push((s, file));
        }
    }
    for ops in dialects.values_mut() {
        ops.sort_by_key(|(s, _)| s.name);
    }
    let total: usize = dialects.values().map(Vec::len).sum();
    let mut out = String::new();
    out.push_str("# Op tables\n\n");
    let _ = writeln!(
        out,
        "<!-- Generated from the op tables by `{COMMAND}`; do not edit. `tests/docs.rs` fails when this page differs. -->\n"
    );
    out.push_str(
        "Every op mlir-refine gives a meaning to, as its dialect's `OPS` table in\n\
         `src/semantics/` states it; an op that is not here is `unsupported`,\n\
         named in the verdict. What each op means, and the choices made where\n\
         MLIR's documentation is silent, is in [semantics.md](semantics.md) and\n\
         beside each rule in the file named.\n\n",
    );
    out.push_str(
        "- **Meaning**: *rule*, a function of the op's operands and attributes\n  \
         shared by `verify-translation`, `verify-pdl` and `verify-dataflow`; or\n  \
         *encoder*, handled by the encoder itself (regions, successors, memory).\n\
         - **Traits**: *elementwise* (on vectors, the scalar rule lane by lane),\n  \
         *commutative*, *associative*, *two-state* (CIRCT: no poison, no UB),\n  \
         *unrolls* (may unroll a loop or inline a call: the verdict may be\n  \
         bounded), *any sign* (also on `siN`/`uiN` integers).\n\
         - **Attributes read**: the attributes the meaning reads, with their kind;\n  \
         no other attribute changes it.\n\
         - **PDL signature**: operands → results and how their types relate, for\n  \
         the ops a PDL pattern may use.\n\n",
    );
    let _ = writeln!(out, "{total} ops in {} dialects:", dialects.len());
    let names: Vec<String> = dialects.keys().map(|d| format!("[{d}](#{d})")).collect();
    let _ = writeln!(out, "{}.", names.join(", "));
    for (dialect, ops) in &dialects {
        let _ = writeln!(out, "\n## {dialect}\n");
        out.push_str("| Op | Meaning | Traits | Attributes read | PDL signature |\n");
        out.push_str("|---|---|---|---|---|\n");
        for (s, file) in ops {
            let who = match s.meaning {
                Meaning::Rule(_) => "rule",
                Meaning::Encoder => "encoder",
            };
            let attrs: Vec<String> = s.attrs.iter().map(|(n, k)| format!("`{n}`: {}", kind(*k))).collect();
            let sig = s.sig.map_or(String::new(), |g| {
                let operands = match g.operands {
                    Arity::Fixed(n) => n.to_string(),
                    Arity::Variadic => "1 or more".to_string(),
                };
                format!("{operands} → {}, {}", g.results, shape(g.shape))
            });
            let _ = writeln!(
                out,
                "| `{}` | {who} ([{file}](../src/semantics/{file})) | {} | {} | {sig} |",
                s.name,
                traits(s.traits),
                attrs.join(", ")
            );
        }
    }
    out
}

fn traits(t: Traits) -> String {
    let all = [
        (t.elementwise, "elementwise"),
        (t.commutative, "commutative"),
        (t.associative, "associative"),
        (t.two_state, "two-state"),
        (t.unrolls, "unrolls"),
        (t.any_sign, "any sign"),
    ];
    all.iter().filter(|(on, _)| *on).map(|(_, n)| *n).collect::<Vec<_>>().join(", ")
}

fn kind(k: AttrKind) -> String {
    match k {
        AttrKind::IntOfResult => "a constant of the result's type".into(),
        AttrKind::Predicate(n) => format!("a predicate ({n} cases)"),
        AttrKind::Overflow => "`#arith.overflow` flags".into(),
        AttrKind::Unit => "unit".into(),
        AttrKind::I32 => "i32".into(),
        AttrKind::I64 => "i64".into(),
        AttrKind::Opaque => "its printed form, when constant".into(),
        AttrKind::FastMath => "`#arith.fastmath` flags".into(),
        AttrKind::IndexPredicate => "`#index<cmp_predicate>`".into(),
        AttrKind::I64s => "`array<i64>`".into(),
        AttrKind::Map => "an affine map".into(),
        AttrKind::Maps => "affine maps".into(),
    }
}

fn shape(s: Shape) -> &'static str {
    match s {
        Shape::Same => "one type",
        Shape::Compare => "operands of one type, `i1` result",
        Shape::Select => "`i1` condition, the rest of one type",
        Shape::Widen => "a wider result",
        Shape::Narrow => "a narrower result",
        Shape::SameWidth => "a result of the same width",
        Shape::Constant => "the `value` attribute's type",
        Shape::SumAndCarry => "results `[T, i1]`",
        Shape::TwoHalves => "results `[T, T]`",
        Shape::Concat => "result width the operands' sum",
        Shape::Extract => "a result no wider, from `lowBit`",
        Shape::Replicate => "result width a multiple of the operand's",
        Shape::ToI1 => "`i1` result",
        Shape::AllI1 => "`i1` operands and result",
    }
}
