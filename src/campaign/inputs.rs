//! What a campaign checks: `.mlir` files (or every `.mlir` file under a
//! folder), split into chunks at `// -----` lines as `mlir-opt
//! --split-input-file` splits them, crossed with the pipelines; or
//! generated programs. Each (chunk, pipeline) is a job with a key that
//! depends only on what it checks (the chunk's text, the pipeline and the
//! check's options), so a resumed campaign skips what is done and a shard
//! is the same slice on every machine.

use std::path::{Path, PathBuf};

/// One check: a chunk of MLIR run through one pipeline.
#[derive(Clone, Debug)]
pub struct Job {
    /// Hex digest of the text, the pipeline and the options.
    pub key: String,
    /// Where the chunk came from: `path` or `generated:<seed>`.
    pub input: String,
    /// Its index among the chunks of its input.
    pub chunk: usize,
    pub text: String,
    pub pipeline: String,
    /// The RUN line (or the user) asked for `--allow-unregistered-dialect`.
    pub unregistered: bool,
    /// A generated program's (seed, index): its text is made when the job
    /// runs (`text` is empty until then), so a campaign holds no programs
    /// it is not running and a shard makes only its own.
    pub generated: Option<(u64, u64)>,
}

impl Job {
    /// The job with its text, made now if it is a generated program's.
    pub fn with_text(mut self) -> Job {
        if let (Some((seed, i)), true) = (self.generated, self.text.is_empty()) {
            self.text = super::generate::program(seed, i);
        }
        self
    }
}

/// FNV-1a, 64 bits: stable across builds and platforms (the job key and
/// the shard a job falls in must not change between runs).
pub fn fnv64(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain(std::iter::once(0u8)) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    h
}

/// FNV-1a, 64 bits, of a file's bytes (the identity of a tool whose
/// behaviour a job's result depends on).
pub fn fnv64_file(path: &Path) -> Result<u64, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read '{}': {e}", path.display()))?;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    Ok(h)
}

/// The `.mlir` files named by `paths` (folders searched recursively, in
/// name order); an error names a path that is neither.
pub fn files(paths: &[String]) -> Result<Vec<PathBuf>, String> {
    // Every folder and file is taken once, by its identity (device and
    // inode): a symbolic link back to a folder above (a loop) or a second
    // name for a file adds nothing.
    type Seen = std::collections::BTreeSet<(u64, u64)>;
    fn id(p: &Path) -> Option<(u64, u64)> {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(p).ok().map(|m| (m.dev(), m.ino()))
    }
    fn walk(dir: &Path, out: &mut Vec<PathBuf>, seen: &mut Seen) -> Result<(), String> {
        if !id(dir).is_some_and(|i| seen.insert(i)) {
            return Ok(());
        }
        let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
            .map_err(|e| format!("cannot read folder '{}': {e}", dir.display()))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for p in entries {
            if p.is_dir() {
                walk(&p, out, seen)?;
            } else if p.extension().is_some_and(|e| e == "mlir") && id(&p).is_some_and(|i| seen.insert(i)) {
                out.push(p);
            }
        }
        Ok(())
    }
    let mut out = Vec::new();
    let mut seen = Seen::new();
    for p in paths {
        let path = PathBuf::from(p);
        if path.is_dir() {
            walk(&path, &mut out, &mut seen)?;
        } else if path.is_file() {
            if id(&path).is_some_and(|i| seen.insert(i)) {
                out.push(path);
            }
        } else {
            return Err(format!("no such file or folder: '{p}'"));
        }
    }
    Ok(out)
}

/// The chunks of a file, as `--split-input-file` makes them: split at
/// lines that are exactly `// -----` (trailing spaces allowed).
pub fn chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.trim_end() == "// -----" {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
        }
    }
    out
}

/// Whether `value` can be given to a plugin option in braces (`pipeline={..}`)
/// as one value: its brackets balance in order and it holds no quote, so
/// the option parser's brace ends where the value does and nothing in it
/// becomes another option (`cse" dump-smt=/x "`, `cse} dump-smt=/x {`).
pub fn passable(value: &str) -> Result<(), String> {
    let mut open = Vec::new();
    for c in value.chars() {
        match c {
            '(' | '{' | '[' => open.push(c),
            ')' | '}' | ']' => {
                let want = match c {
                    ')' => '(',
                    '}' => '{',
                    _ => '[',
                };
                if open.pop() != Some(want) {
                    return Err(format!("'{c}' closes nothing it opened"));
                }
            }
            '"' | '\'' | '`' | '\\' => return Err(format!("it holds a {c}")),
            _ => {}
        }
    }
    match open.last() {
        Some(c) => Err(format!("'{c}' is not closed")),
        None => Ok(()),
    }
}

/// Whether `key` falls in shard `index` of `count` (`--shard I/N`, I from
/// 0): by its digest, so every machine agrees.
pub fn in_shard(key: &str, shard: Option<(u64, u64)>) -> bool {
    shard.is_none_or(|(i, n)| fnv64(&[key]) % n == i)
}

/// The job for `text` through `pipeline`; `options` (everything else that
/// changes its result: the check's options, the plugin's and mlir-opt's
/// identity, the job's limits) are part of its key.
pub fn job(input: &str, chunk: usize, text: &str, pipeline: &str, unregistered: bool, options: &str) -> Job {
    let key = format!("{:016x}", fnv64(&[text, pipeline, options, if unregistered { "u" } else { "" }]));
    Job {
        key,
        input: input.to_string(),
        chunk,
        text: text.to_string(),
        pipeline: pipeline.to_string(),
        unregistered,
        generated: None,
    }
}

/// The job for program `i` of `seed` through `pipeline`, keyed without its
/// text: by the seed, the index and `generator` (a digest of the program
/// that generates it), with `options` as for `job`.
pub fn generated_job(seed: u64, i: u64, pipeline: &str, options: &str, generator: &str) -> Job {
    let (s, n) = (seed.to_string(), i.to_string());
    let key = format!("{:016x}", fnv64(&["generated", generator, &s, &n, pipeline, options]));
    Job {
        key,
        input: format!("generated:seed={seed}"),
        chunk: i as usize,
        text: String::new(),
        pipeline: pipeline.to_string(),
        unregistered: false,
        generated: Some((seed, i)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_split_as_split_input_file() {
        let c = chunks("a\n// -----\nb\n// -----  \nc\n");
        assert_eq!(c, vec!["a\n", "b\n", "c\n"]);
        assert_eq!(chunks("only\n"), vec!["only\n"]);
    }

    #[test]
    fn only_whole_values_pass() {
        assert!(passable("func.func(canonicalize{max-iterations=2}),cse").is_ok());
        assert!(passable("cse\" dump-smt=/tmp/x \"").is_err());
        assert!(passable("cse} dump-smt=/tmp/x {").is_err());
        assert!(passable("func.func(cse").is_err());
        assert!(passable("a{b)c}").is_err());
    }

    #[test]
    fn keys_and_shards_are_stable() {
        // The digest is part of the database format: it must not change.
        assert_eq!(fnv64(&["a"]), 0x089b_e207_b544_f1e4);
        let j = job("f", 0, "text", "cse", false, "");
        assert_eq!(j.key, job("g", 3, "text", "cse", false, "").key);
        assert_ne!(j.key, job("f", 0, "text", "cse", true, "").key);
        let shards: Vec<bool> = (0..3).map(|i| in_shard(&j.key, Some((i, 3)))).collect();
        assert_eq!(shards.iter().filter(|b| **b).count(), 1);
    }
}
