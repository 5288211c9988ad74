//! The shape of the source tree, as ARCHITECTURE.md states it: the
//! dependency graph between the modules of `src/` has no cycle, `unsafe`
//! code lives only in the FFI layers (`ir`, `smt`, `plugin`), and no file is
//! over 700 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src is readable") {
        let p = entry.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "rs") {
            out.push(p);
        }
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The top-level module a file belongs to (`refine` for
/// `src/refine/query.rs`); `None` for lib.rs and the binary.
fn module_of(file: &Path) -> Option<String> {
    let rel = file.strip_prefix(src()).ok()?;
    let first = rel.components().next()?.as_os_str().to_string_lossy().into_owned();
    let name = first.trim_end_matches(".rs").to_string();
    (name != "lib" && name != "bin").then_some(name)
}

/// The code of a file without comments (doc comments mention modules and
/// `unsafe` in prose).
fn code(text: &str) -> String {
    text.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

#[test]
fn modules_depend_on_each_other_without_cycles() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for f in &files {
        let Some(m) = module_of(f) else { continue };
        let text = code(&std::fs::read_to_string(f).unwrap());
        let deps = graph.entry(m.clone()).or_default();
        // In a module's root file (`src/x.rs`, `src/x/mod.rs`) `super::`
        // is the crate too.
        let rel = f.strip_prefix(src()).unwrap();
        let root_file = rel.components().count() == 1 || (rel.components().count() == 2 && rel.ends_with("mod.rs"));
        let prefixes: &[&str] = if root_file { &["crate::", "super::"] } else { &["crate::"] };
        for prefix in prefixes {
            for part in text.split(prefix).skip(1) {
                let dep: String = part.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if dep != m && !dep.is_empty() && dep.chars().next().unwrap().is_lowercase() {
                    deps.insert(dep);
                }
            }
        }
    }
    // Only modules count (crate-level functions such as catch_quietly are
    // not modules).
    let modules: BTreeSet<String> = graph.keys().cloned().collect();
    for deps in graph.values_mut() {
        deps.retain(|d| modules.contains(d));
    }
    // Depth-first search for a back edge.
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        match state.get(m) {
            Some(1) => {
                let start = path.iter().position(|x| x == m).unwrap();
                let mut cycle = path[start..].to_vec();
                cycle.push(m.to_string());
                return Some(cycle);
            }
            Some(2) => return None,
            _ => {}
        }
        state.insert(m.to_string(), 1);
        path.push(m.to_string());
        for d in graph.get(m).into_iter().flatten() {
            if let Some(c) = visit(d, graph, state, path) {
                return Some(c);
            }
        }
        path.pop();
        state.insert(m.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for m in graph.keys() {
        if let Some(cycle) = visit(m, &graph, &mut state, &mut Vec::new()) {
            panic!("the modules of src/ depend on each other in a cycle: {}\n(graph: {graph:?})", cycle.join(" -> "));
        }
    }
    // The layering ARCHITECTURE.md draws.
    for (m, forbidden) in [
        ("smt", &["ir", "semantics", "verdict", "cex", "solve", "refine", "pdl", "plugin"][..]),
        ("ir", &["semantics", "verdict", "cex", "solve", "refine", "pdl", "plugin"][..]),
        ("verdict", &["cex", "solve", "refine", "pdl", "plugin"][..]),
        ("solve", &["verdict", "cex", "refine", "pdl", "plugin"][..]),
        ("semantics", &["verdict", "cex", "solve", "refine", "pdl", "plugin"][..]),
        ("cex", &["refine", "pdl", "plugin", "solve"][..]),
        ("pdl", &["refine", "plugin"][..]),
        ("refine", &["pdl", "plugin"][..]),
    ] {
        for f in forbidden {
            assert!(!graph.get(m).is_some_and(|d| d.contains(*f)), "{m} must not depend on {f}");
        }
    }
}

#[test]
fn unsafe_code_lives_in_the_ffi_layers() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let mut offenders = Vec::new();
    for f in &files {
        if matches!(module_of(f).as_deref(), Some("ir" | "smt" | "plugin")) {
            continue;
        }
        let text = code(&std::fs::read_to_string(f).unwrap());
        for needle in ["unsafe {", "unsafe fn", "unsafe impl", "unsafe extern"] {
            if text.contains(needle) {
                offenders.push(format!("{} ({needle})", f.display()));
            }
        }
    }
    assert!(offenders.is_empty(), "unsafe code outside ir, smt and plugin: {offenders:?}");
}

#[test]
fn no_source_file_is_over_700_lines() {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = std::fs::read_to_string(f).unwrap().lines().count();
            (n > 700).then(|| format!("{} ({n} lines)", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "files over 700 lines: {long:?}");
}
