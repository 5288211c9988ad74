//! Which function of the target is checked against which of the source.
//!
//! Functions are paired by their *symbol path*: the symbols of the symbol
//! tables that hold them, outermost first (`@kernels::@f` for `@f` in
//! `gpu.module @kernels`). A table or container without a name is named by
//! its op and its rank among unnamed siblings of that op
//! (`builtin.module#0::@f`), never by its location, which a pass may
//! change. Every function-like op anywhere outside function bodies is
//! found, in any symbol table or other container op, so none is skipped
//! silently: a function the checker cannot model is reported unsupported.

use crate::det::{Map, Set};
use crate::ir::Op;

/// Function-like ops of any dialect (`func.func`, `llvm.func`, `gpu.func`,
/// ...): a symbol with a function type and a body region. Only `func.func`
/// is modelled; the others pair by name and are reported unsupported.
pub fn is_function(op: Op<'_>) -> bool {
    op.symbol_name().is_some()
        && op.regions().len() == 1
        && op.attr("function_type").and_then(|a| a.type_value()).is_some()
}

/// A symbol op (or a container without a name) found by the walk.
struct Found<'a> {
    /// Its path, `@outer::@f`.
    path: String,
    /// The path of the symbol table (or container) that holds it, with a
    /// trailing `::` (empty at the top level).
    scope: String,
    op: Op<'a>,
    function: bool,
}

/// Every symbol op of `module`, outside function bodies, with its path, in
/// program order.
fn symbols(module: Op<'_>) -> Vec<Found<'_>> {
    /// The ops of a container's regions, in order, still to visit.
    fn body<'a>(op: Op<'a>) -> std::vec::IntoIter<Op<'a>> {
        op.regions().iter().flat_map(|r| r.blocks()).flat_map(|b| b.ops()).collect::<Vec<_>>().into_iter()
    }
    let mut out = Vec::new();
    // An explicit stack (nesting depth must not exhaust the Rust stack) of
    // containers being visited: their remaining ops, their scope, and how
    // many unnamed containers of each op name were seen in them.
    let mut stack: Vec<(std::vec::IntoIter<Op<'_>>, String, Map<&str, usize>)> =
        vec![(body(module), String::new(), Map::default())];
    while let Some((ops, scope, unnamed)) = stack.last_mut() {
        let Some(op) = ops.next() else {
            stack.pop();
            continue;
        };
        let function = is_function(op);
        let key = match op.symbol_name() {
            Some(n) => format!("@{n}"),
            None if op.regions().is_empty() => continue,
            None => {
                let k = unnamed.entry(op.name()).or_insert(0);
                *k += 1;
                format!("{}#{}", op.name(), *k - 1)
            }
        };
        let path = format!("{scope}{key}");
        if op.symbol_name().is_some() {
            out.push(Found { path: path.clone(), scope: scope.clone(), op, function });
        }
        if !function && !op.regions().is_empty() {
            stack.push((body(op), format!("{path}::"), Map::default()));
        }
    }
    out
}

/// The functions of a module, anywhere outside function bodies, with their
/// symbol paths (`@f`, `@inner::@f`, `builtin.module#0::@f`).
pub fn functions<'a>(module: Op<'a>) -> Vec<(String, Op<'a>)> {
    symbols(module).into_iter().filter(|f| f.function).map(|f| (f.path, f.op)).collect()
}

/// A source and a target function of the same symbol path.
pub struct Pair<'a> {
    pub name: String,
    pub src: Op<'a>,
    pub tgt: Op<'a>,
    /// The two are identical, and so is every symbol they reference,
    /// transitively (a caller of a changed callee is not unchanged).
    pub unchanged: bool,
}

/// Functions of two modules paired by symbol path.
pub struct Pairing<'a> {
    pub pairs: Vec<Pair<'a>>,
    pub only_src: Vec<(String, Op<'a>)>,
    pub only_tgt: Vec<(String, Op<'a>)>,
}

/// The symbols (`@name`) a printed op refers to, other than its own name.
fn referenced_symbols(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'@' {
            let rest = &text[i + 1..];
            let name: String = if let Some(q) = rest.strip_prefix('"') {
                q.split('"').next().unwrap_or("").to_string()
            } else {
                rest.chars().take_while(|c| c.is_alphanumeric() || "_$.-".contains(*c)).collect()
            };
            if !name.is_empty() && !out.contains(&name) {
                out.push(name);
            }
        }
        i += 1;
    }
    out
}

pub fn pair<'a>(src_module: Op<'a>, tgt_module: Op<'a>) -> Pairing<'a> {
    let src = symbols(src_module);
    let tgt = symbols(tgt_module);
    // Each symbol's text, printed once per side.
    let texts = |found: &[Found<'a>]| -> Map<String, String> {
        found.iter().map(|f| (f.path.clone(), f.op.print_generic())).collect()
    };
    let (src_text, tgt_text) = (texts(&src), texts(&tgt));
    let tgt_by_path: Map<&str, &Found<'a>> = tgt.iter().map(|f| (f.path.as_str(), f)).collect();
    let src_paths: Set<&str> = src.iter().map(|f| f.path.as_str()).collect();

    let mut pairs = Vec::new();
    let mut scopes = Vec::new();
    let mut only_src = Vec::new();
    for f in src.iter().filter(|f| f.function) {
        match tgt_by_path.get(f.path.as_str()).filter(|t| t.function) {
            Some(t) => {
                pairs.push(Pair { name: f.path.clone(), src: f.op, tgt: t.op, unchanged: false });
                scopes.push(f.scope.clone());
            }
            None => only_src.push((f.path.clone(), f.op)),
        }
    }
    let only_tgt = tgt
        .iter()
        .filter(|f| f.function && !src_paths.contains(f.path.as_str()))
        .map(|f| (f.path.clone(), f.op))
        .collect();

    // A symbol is changed when its text differs or it exists on one side
    // only; a function is unchanged when its text is identical and nothing
    // it references (resolved in its own symbol table) is changed,
    // transitively.
    let mut changed: Set<String> =
        src_text.keys().chain(tgt_text.keys()).filter(|k| src_text.get(*k) != tgt_text.get(*k)).cloned().collect();
    // Who references what: a change spreads from a symbol to the functions
    // that reference it (a worklist, linear in the references).
    let mut users: Map<String, Vec<usize>> = Map::default();
    for (i, (p, scope)) in pairs.iter().zip(&scopes).enumerate() {
        for n in referenced_symbols(&src_text[&p.name]) {
            let d = format!("{scope}@{n}");
            if d != p.name {
                users.entry(d).or_default().push(i);
            }
        }
    }
    let mut work: Vec<String> = changed.iter().cloned().collect();
    while let Some(n) = work.pop() {
        for &i in users.get(&n).map(|v| v.as_slice()).unwrap_or(&[]) {
            if changed.insert(pairs[i].name.clone()) {
                work.push(pairs[i].name.clone());
            }
        }
    }
    for p in pairs.iter_mut() {
        p.unchanged = !changed.contains(&p.name);
    }
    Pairing { pairs, only_src, only_tgt }
}

#[cfg(test)]
mod tests {
    #[test]
    fn symbol_references_in_text() {
        let t = r#""func.call"() <{callee = @g}> : () -> () "memref.get_global"() <{name = @"a b"}> @x.y"#;
        assert_eq!(super::referenced_symbols(t), vec!["g", "a b", "x.y"]);
    }
}
