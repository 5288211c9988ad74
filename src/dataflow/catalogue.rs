//! The ops `mlir-refine dataflow` checks: every integer op of `arith` and
//! `index` with a transfer function, at each width asked for (`index` ops
//! at 64 bits, MLIR's storage width for index ranges), each in a function
//! of its own in one module.

/// Binary `arith` ops on one integer type, with their flag variants.
const ARITH_BINARY: &[&str] = &[
    "addi",
    "addi|overflow<nsw>",
    "addi|overflow<nuw>",
    "subi",
    "subi|overflow<nsw>",
    "subi|overflow<nuw>",
    "muli",
    "muli|overflow<nsw>",
    "muli|overflow<nuw>",
    "divsi",
    "divui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "shli",
    "shli|overflow<nsw>",
    "shli|overflow<nuw>",
    "shrsi",
    "shrui",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
];

const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

const INDEX_BINARY: &[&str] = &[
    "add",
    "sub",
    "mul",
    "divs",
    "divu",
    "ceildivs",
    "ceildivu",
    "floordivs",
    "rems",
    "remu",
    "maxs",
    "maxu",
    "mins",
    "minu",
    "shl",
    "shrs",
    "shru",
    "and",
    "or",
    "xor",
];

/// One function holding one op: `body` uses `%a`, `%b`, `%c` for the
/// arguments, in order, and defines `%r`.
fn func(out: &mut Vec<String>, name: &str, args: &[&str], result: &str, body: &str) {
    let params: Vec<String> = args.iter().zip(["%a", "%b", "%c"]).map(|(t, n)| format!("{n}: {t}")).collect();
    out.push(format!(
        "func.func @{name}({}) -> {result} {{\n  %r = {body}\n  return %r : {result}\n}}",
        params.join(", ")
    ));
}

/// The catalogue at `widths`, keeping the ops whose name starts with one
/// of `only` (all when empty), as a module's text.
pub fn module(widths: &[u32], only: &[String]) -> String {
    let keep = |op: &str| only.is_empty() || only.iter().any(|o| op.starts_with(o.as_str()));
    let mut fns = Vec::new();
    for &w in widths {
        let t = format!("i{w}");
        let t = t.as_str();
        for spec in ARITH_BINARY {
            let (op, flags) = spec.split_once('|').unwrap_or((spec, ""));
            if keep(&format!("arith.{op}")) {
                let tag = flags.trim_start_matches("overflow<").trim_end_matches('>');
                let name = if tag.is_empty() { format!("{op}_{t}") } else { format!("{op}_{tag}_{t}") };
                func(&mut fns, &name, &[t, t], t, &format!("arith.{op} %a, %b {flags} : {t}"));
            }
        }
        if keep("arith.cmpi") {
            for p in PREDICATES {
                func(&mut fns, &format!("cmpi_{p}_{t}"), &[t, t], "i1", &format!("arith.cmpi {p}, %a, %b : {t}"));
            }
        }
        if keep("arith.select") {
            func(&mut fns, &format!("select_{t}"), &["i1", t, t], t, &format!("arith.select %a, %b, %c : {t}"));
        }
        if w <= 32 {
            let wide = format!("i{}", 2 * w);
            for op in ["extsi", "extui"] {
                if keep(&format!("arith.{op}")) {
                    func(&mut fns, &format!("{op}_{t}"), &[t], &wide, &format!("arith.{op} %a : {t} to {wide}"));
                }
            }
            if keep("arith.trunci") {
                func(&mut fns, &format!("trunci_{t}"), &[&wide], t, &format!("arith.trunci %a : {wide} to {t}"));
            }
        }
        for op in ["index_cast", "index_castui"] {
            if keep(&format!("arith.{op}")) {
                func(&mut fns, &format!("{op}_to_{t}"), &["index"], t, &format!("arith.{op} %a : index to {t}"));
                func(&mut fns, &format!("{op}_from_{t}"), &[t], "index", &format!("arith.{op} %a : {t} to index"));
            }
        }
    }
    if widths.contains(&64) {
        for op in INDEX_BINARY {
            if keep(&format!("index.{op}")) {
                func(&mut fns, &format!("index_{op}"), &["index", "index"], "index", &format!("index.{op} %a, %b"));
            }
        }
        if keep("index.cmp") {
            for p in PREDICATES {
                func(&mut fns, &format!("index_cmp_{p}"), &["index", "index"], "i1", &format!("index.cmp {p}(%a, %b)"));
            }
        }
        for op in ["casts", "castu"] {
            if keep(&format!("index.{op}")) {
                func(
                    &mut fns,
                    &format!("index_{op}_to_i32"),
                    &["index"],
                    "i32",
                    &format!("index.{op} %a : index to i32"),
                );
                func(
                    &mut fns,
                    &format!("index_{op}_from_i32"),
                    &["i32"],
                    "index",
                    &format!("index.{op} %a : i32 to index"),
                );
            }
        }
    }
    format!("module {{\n{}\n}}\n", fns.join("\n"))
}
