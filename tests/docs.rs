//! The documentation checks itself: `docs/ops.md` is what the op tables
//! give, and every relative link of README.md, ARCHITECTURE.md and docs/
//! leads to a file that exists and, with `#anchor`, to a heading in it.

use mlir_refine::semantics::ops_doc;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn ops_page_is_generated_from_the_tables() {
    let path = root().join(ops_doc::PATH);
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    let generated = ops_doc::markdown();
    if checked_in != generated {
        let line = checked_in.lines().zip(generated.lines()).position(|(a, b)| a != b);
        let at = line.map_or("its length".to_string(), |n| format!("line {}", n + 1));
        panic!(
            "{} differs from the op tables (first at {at}); regenerate it with `{}`",
            ops_doc::PATH,
            ops_doc::COMMAND
        );
    }
    // The page lists every op the tables name, with its file.
    for s in mlir_refine::semantics::ops::all() {
        assert!(generated.contains(&format!("| `{}` |", s.name)), "{} is not on the page", s.name);
    }
}

/// Text outside fenced code blocks, one entry per line (code lines empty,
/// so line numbers stay).
fn prose(text: &str) -> Vec<String> {
    let mut fenced = false;
    text.lines()
        .map(|l| {
            if l.trim_start().starts_with("```") {
                fenced = !fenced;
                return String::new();
            }
            if fenced { String::new() } else { l.to_string() }
        })
        .collect()
}

/// A line without the contents of its code spans (`` `x](y)` `` is no link).
fn without_code(line: &str) -> String {
    let mut out = String::new();
    for (i, part) in line.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out
}

/// GitHub's anchor of a heading: lowercase, punctuation but `-` and `_`
/// dropped, spaces turned into `-`.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == '-' || *c == '_' || *c == ' ')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// Every anchor the headings of a Markdown text produce (a repeated one
/// gets `-1`, `-2`, ... as on GitHub).
fn anchors(text: &str) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::new();
    for l in prose(text) {
        let hashes = l.chars().take_while(|c| *c == '#').count();
        if !(1..=6).contains(&hashes) || !l[hashes..].starts_with(' ') {
            continue;
        }
        let a = anchor(&l[hashes..]);
        let n = seen.entry(a.clone()).or_default();
        out.push(if *n == 0 { a.clone() } else { format!("{a}-{n}") });
        *n += 1;
    }
    out
}

/// The inline link targets of a line (`[text](target)`, `![alt](target)`).
fn targets(line: &str) -> Vec<String> {
    let line = without_code(line);
    line.split("](")
        .skip(1)
        .filter_map(|rest| rest.split(')').next())
        .map(|t| t.split_whitespace().next().unwrap_or("").to_string())
        .collect()
}

/// The broken relative links of a Markdown file, as `file:line: why`.
fn broken_links(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let dir = file.parent().unwrap();
    let mut broken = Vec::new();
    for (n, line) in prose(&text).iter().enumerate() {
        for t in targets(line) {
            if t.is_empty() || t.contains("://") || t.starts_with("mailto:") {
                continue;
            }
            let (path, frag) = t.split_once('#').map_or((t.as_str(), None), |(p, f)| (p, Some(f)));
            let target = if path.is_empty() { file.to_path_buf() } else { dir.join(path) };
            let at = format!("{}:{}: ({t})", file.display(), n + 1);
            if !target.exists() {
                broken.push(format!("{at} no such file {}", target.display()));
                continue;
            }
            let Some(frag) = frag else { continue };
            if target.extension().is_none_or(|e| e != "md") {
                broken.push(format!("{at} an anchor in a file that is not Markdown"));
                continue;
            }
            let headings = anchors(&std::fs::read_to_string(&target).unwrap());
            if !headings.iter().any(|a| a == frag) {
                broken.push(format!("{at} no heading of {} makes #{frag}", target.display()));
            }
        }
    }
    broken
}

fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let p = entry.unwrap().path();
        if p.is_dir() {
            markdown_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "md") {
            out.push(p);
        }
    }
}

#[test]
fn relative_links_lead_somewhere() {
    let mut files = vec![root().join("README.md"), root().join("ARCHITECTURE.md")];
    markdown_files(&root().join("docs"), &mut files);
    assert!(files.len() > 3, "docs/ has pages");
    let broken: Vec<String> = files.iter().flat_map(|f| broken_links(f)).collect();
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_link_check_finds_what_is_broken() {
    assert_eq!(anchor("Reassociated float reductions (`fp-reassoc`)"), "reassociated-float-reductions-fp-reassoc");
    assert_eq!(anchor("Memory: memref, bufferization, affine"), "memory-memref-bufferization-affine");
    assert_eq!(anchors("# A\n```\n# not a heading\n```\n## A\n#nope\n"), ["a", "a-1"]);
    assert_eq!(targets("see [`x`](a.md#b), ![i](c.png \"t\") and `[y](no)`"), ["a.md#b", "c.png"]);
    let dir = std::env::temp_dir().join(format!("mlir-refine-links-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("sub/b.md"), "# Title\n## Two words\n").unwrap();
    let a = dir.join("a.md");
    let good = "[1](sub/b.md) [2](sub/b.md#two-words) [3](#top) [4](sub) [5](https://x.org/#y)\n# Top\n";
    std::fs::write(&a, good).unwrap();
    assert_eq!(broken_links(&a), Vec::<String>::new());
    let bad = "[1](sub/c.md) [2](sub/b.md#two_words) [3](#nowhere) [4](sub#x)\n```\n[5](in-code.md)\n```\n";
    std::fs::write(&a, bad).unwrap();
    let found = broken_links(&a);
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(found.len(), 4, "{found:#?}");
    assert!(found[0].contains("no such file"), "{}", found[0]);
    assert!(found[1].contains("#two_words") && found[2].contains("#nowhere"), "{found:#?}");
    assert!(found[3].contains("not Markdown"), "{}", found[3]);
}
