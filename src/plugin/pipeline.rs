//! Splitting a textual pass pipeline into stages.
//!
//! A stage is one pass. `func.func(canonicalize,cse),inline` becomes
//! `func.func(canonicalize)`, `func.func(cse)`, `inline`: running the passes
//! of a nested adaptor one at a time is equivalent (each function pass sees
//! only its own function), and a finer split names the pass that broke a
//! function. An outer `builtin.module(...)` wrapper is removed, since the
//! stages run on the module `verify-translation` itself runs on.

/// The characters of `text` outside quotes, with their offsets (a quote
/// character itself is outside), and whether a quote is left open.
fn outside_quotes(text: &str) -> (Vec<(usize, char)>, bool) {
    let mut out = Vec::new();
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match quote {
            Some(q) => {
                if c == q {
                    quote = None;
                }
            }
            None => {
                if c == '"' || c == '\'' {
                    quote = Some(c);
                }
                out.push((i, c));
            }
        }
    }
    (out, quote.is_some())
}

/// Splits `text` at top-level commas, respecting (), {} and quotes.
fn split_top(text: &str) -> Result<Vec<&str>, String> {
    let mut parts = Vec::new();
    let (mut depth_paren, mut depth_brace) = (0i32, 0i32);
    let mut start = 0;
    let (chars, open_quote) = outside_quotes(text);
    for (i, c) in chars {
        match c {
            '(' => depth_paren += 1,
            ')' => depth_paren -= 1,
            '{' => depth_brace += 1,
            '}' => depth_brace -= 1,
            ',' if depth_paren == 0 && depth_brace == 0 => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
        if depth_paren < 0 || depth_brace < 0 {
            return Err(format!("unbalanced '{c}' at offset {i} in pipeline '{text}'"));
        }
    }
    if open_quote || depth_paren != 0 || depth_brace != 0 {
        return Err(format!("unbalanced brackets or quotes in pipeline '{text}'"));
    }
    parts.push(text[start..].trim());
    Ok(parts)
}

/// `name(inner)` with `name` an op name (no `{` before the paren) is an
/// adaptor; returns its name and body.
fn as_adaptor(elem: &str) -> Option<(&str, &str)> {
    let open = elem.find('(')?;
    if elem[..open].contains('{') || !elem.ends_with(')') {
        return None;
    }
    Some((elem[..open].trim(), &elem[open + 1..elem.len() - 1]))
}

fn flatten(elem: &str, out: &mut Vec<String>) -> Result<(), String> {
    match as_adaptor(elem) {
        Some((name, body)) => {
            let mut inner = Vec::new();
            for e in split_top(body)? {
                if !e.is_empty() {
                    flatten(e, &mut inner)?;
                }
            }
            if inner.is_empty() {
                return Err(format!("'{elem}' runs no pass"));
            }
            out.extend(inner.into_iter().map(|s| format!("{name}({s})")));
        }
        None => out.push(elem.to_string()),
    }
    Ok(())
}

/// The deepest nesting of adaptors a pipeline may have. MLIR's own
/// pipeline parser recurses once per level, as the splitter does; real
/// pipelines nest three or four deep.
pub const MAX_NESTING: usize = 64;

/// How deeply brackets nest in `text` (outside quotes).
fn nesting(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for (_, c) in outside_quotes(text).0 {
        match c {
            '(' | '{' => {
                depth += 1;
                max = max.max(depth);
            }
            ')' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// The stages of `pipeline`, each a pipeline text nested in builtin.module.
pub fn split(pipeline: &str) -> Result<Vec<String>, String> {
    let depth = nesting(pipeline);
    if depth > MAX_NESTING {
        return Err(format!(
            "verify-translation: the pipeline nests {depth} levels deep; at most {MAX_NESTING} are accepted"
        ));
    }
    let mut text = pipeline.trim();
    if let Some(("builtin.module", body)) = as_adaptor(text) {
        text = body.trim();
    }
    if text.is_empty() {
        return Err("verify-translation: the pipeline is empty; give one with \
                    pipeline=\"func.func(canonicalize),cse\""
            .into());
    }
    let mut stages = Vec::new();
    for e in split_top(text)? {
        if e.is_empty() {
            return Err(format!("verify-translation: empty pass in pipeline '{pipeline}'"));
        }
        flatten(e, &mut stages)?;
    }
    Ok(stages)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn nested_adaptors_split_per_pass() {
        assert_eq!(
            split("func.func(canonicalize,cse),inline").unwrap(),
            vec!["func.func(canonicalize)", "func.func(cse)", "inline"]
        );
    }

    #[test]
    fn options_with_commas_and_quotes_stay_whole() {
        assert_eq!(
            split("func.func(canonicalize{max-iterations=3 test-convergence}),foo{a=\"x,y\"}").unwrap(),
            vec!["func.func(canonicalize{max-iterations=3 test-convergence})", "foo{a=\"x,y\"}"]
        );
    }

    #[test]
    fn module_wrapper_is_removed() {
        assert_eq!(split("builtin.module(cse, func.func(sccp))").unwrap(), vec!["cse", "func.func(sccp)"]);
    }

    #[test]
    fn doubly_nested() {
        assert_eq!(
            split("builtin.module(gpu.module(func.func(a,b)))").unwrap(),
            vec!["gpu.module(func.func(a))", "gpu.module(func.func(b))"]
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let deep = format!("{}canonicalize{}", "func.func(".repeat(30_000), ")".repeat(30_000));
        let e = split(&deep).unwrap_err();
        assert!(e.contains("nests 30000 levels deep"), "{e}");
        let ok = format!("{}canonicalize{}", "builtin.module(".repeat(10), ")".repeat(10));
        assert!(split(&ok).is_ok());
    }

    #[test]
    fn malformed_pipelines_are_errors() {
        assert!(split("").is_err());
        assert!(split("func.func(canonicalize").is_err());
        assert!(split("a,,b").is_err());
        assert!(split("func.func()").is_err());
    }
}
