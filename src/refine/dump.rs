//! SMT-LIB export (`dump-smt=DIR`): each refinement query a check decides
//! is written as a self-contained `.smt2` script, so that `z3 FILE` (or
//! another solver) can be run on the same question and an answer can be
//! attached to a bug report.
//!
//! A script asks for an input where the assumptions hold, the source has no
//! UB and the target breaks a property of refinement (UB, external calls,
//! outcome: `semantics::refinement`), under one encoding (floats abstract
//! or IEEE-754, loops unrolled to a bound or abstracted for induction).
//! `unsat` means the target refines the source under that encoding; `sat`
//! gives a candidate counterexample. A comment header names the function,
//! the stage, the encoding and the options; a last comment gives the
//! answer mlir-refine reached for that query. One check may decide several
//! queries (unrolling bounds 4, 16, `max-unroll`; the abstract float
//! encoding, then IEEE-754): each gets its own file, numbered.
//!
//! The query is written as built, before Z3's rewriter touches it, with
//! the lemmas mlir-refine adds (true facts, see `solve::lemmas`) and the
//! source's choices quantified universally.

use super::Options;
use crate::semantics::float::{Encoding, Reassoc};
use crate::smt::{Bool, Engine};
use crate::verdict::Verdict;
use std::cell::RefCell;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where and under what name a run's queries are written.
#[derive(Clone, Debug)]
pub struct DumpSmt {
    /// The directory (created by [`prepare`] before any work).
    pub dir: PathBuf,
    /// The stage being checked (its index in the pipeline, its text), or
    /// `None` for the two-file command line.
    pub stage: Option<(u32, String)>,
}

struct Current {
    function: String,
    count: u32,
    last: Option<PathBuf>,
}

thread_local! {
    /// The function being checked on this thread, the number of queries
    /// written for it, and the file of the query being decided.
    static CURRENT: RefCell<Option<Current>> = const { RefCell::new(None) };
}

/// Creates `dir` if it is missing and checks that files can be written in
/// it: a bad path is an error before any work.
pub fn prepare(dir: &str) -> Result<(), String> {
    let path = Path::new(dir);
    std::fs::create_dir_all(path)
        .map_err(|e| format!("dump-smt: cannot create the directory '{dir}': {e}; give a writable directory"))?;
    let probe = path.join(".mlir-refine-probe");
    std::fs::write(&probe, b"")
        .map_err(|e| format!("dump-smt: cannot write files in '{dir}': {e}; give a writable directory"))?;
    let _ = std::fs::remove_file(probe);
    Ok(())
}

/// Marks the start of the check of `function` on this thread (until the
/// guard is dropped).
pub(super) fn begin(function: &str) -> impl Drop {
    CURRENT.with(|c| *c.borrow_mut() = Some(Current { function: function.to_string(), count: 0, last: None }));
    struct End;
    impl Drop for End {
        fn drop(&mut self) {
            CURRENT.with(|c| c.borrow_mut().take());
        }
    }
    End
}

/// How a query was encoded, for the header.
pub(super) struct Encoded<'s> {
    pub engine: Engine,
    pub by_induction: bool,
    pub bounded: Option<&'s str>,
}

/// Writes `query` (satisfiable iff the check finds a counterexample) if the
/// run dumps queries. A file that cannot be written is said on stderr; the
/// check goes on.
pub(super) fn write(opts: &Options, query: &Bool<'_>, how: &Encoded<'_>) {
    let Some(dump) = &opts.dump_smt else { return };
    let Some((function, n)) = CURRENT.with(|c| {
        c.borrow_mut().as_mut().map(|c| {
            c.count += 1;
            (c.function.clone(), c.count)
        })
    }) else {
        return;
    };
    let stage = match &dump.stage {
        Some((i, text)) => format!("stage {i} '{text}'"),
        None => "two-file check".to_string(),
    };
    let mut floats = match opts.semantics.fp {
        Encoding::Ieee => "IEEE-754 (Z3's FP theory)".to_string(),
        Encoding::Abstract { mag_bits } => format!(
            "abstract ({mag_bits}-bit magnitude codes, uninterpreted functions): unsat proves, sat is only a \
             candidate that mlir-refine checks again in IEEE-754"
        ),
    };
    floats.push_str(match opts.semantics.fp_reassoc {
        Reassoc::Off => "",
        Reassoc::Ac => "; fp-reassoc: reduction sums as associative-commutative functions (sat is only a candidate)",
        Reassoc::Exact { .. } => "; fp-reassoc: reduction sums in IEEE-754, every leaf assumed exact (confirming)",
    });
    let loops = if how.by_induction {
        "corresponding loops abstracted for a proof by induction (sat proves nothing; the induction steps, \
         checked before, are separate queries not written here)"
            .to_string()
    } else {
        match how.bounded {
            Some(b) => format!("bounded: {b}"),
            None => format!("none cut (loops and recursion, if any, unrolled up to {})", opts.semantics.max_unroll),
        }
    };
    let mode = opts.fp_mode.name();
    let solver = match how.engine {
        Engine::QfFpBv => "Z3, QF_FPBV tactics",
        Engine::QfBv => "Z3, QF_BV tactics",
        Engine::Incremental => "Z3, incremental core",
    };
    let header = format!(
        "; mlir-refine refinement query (SMT-LIB 2)\n\
         ; function: {function}\n\
         ; stage: {stage}\n\
         ; query: {n} of this check\n\
         ; encoding: integers and index as bit-vectors with poison flags; floats: {floats}; loops: {loops}\n\
         ; options: timeout-ms={} index-bitwidth={} fp-mode={mode}; unrolling bound of this query: {}\n\
         ; decided by: {solver} (no set-logic below: any solver picks its own)\n\
         ; asks: an input where the assumptions hold, the source has no undefined behaviour and the target\n\
         ;   breaks a property of refinement (1 UB, 2 external calls, 3 outcome)\n\
         ; unsat: the target refines the source under this encoding; sat: a counterexample\n\
         ; (the last line gives mlir-refine's answer; there is none if the check was stopped first)\n",
        opts.timeout_ms, opts.semantics.index_bits, opts.semantics.max_unroll
    );
    let path = dump.dir.join(file_name(dump.stage.as_ref().map(|(i, _)| *i), &function, n));
    let text = format!("{header}{}", query.term().to_smtlib_script());
    match std::fs::write(&path, text) {
        Ok(()) => CURRENT.with(|c| {
            if let Some(c) = c.borrow_mut().as_mut() {
                c.last = Some(path);
            }
        }),
        Err(e) => crate::errln!("mlir-refine: dump-smt: cannot write '{}': {e}", path.display()),
    }
}

/// Appends the answer mlir-refine reached to the file of the query just
/// decided, if one was written.
pub(super) fn answer(verdict: &Verdict<'_>) {
    let Some(path) = CURRENT.with(|c| c.borrow_mut().as_mut().and_then(|c| c.last.take())) else { return };
    let answer = match verdict {
        Verdict::Valid { .. } => "unsat (valid)".to_string(),
        Verdict::Invalid(_) => "sat (invalid: a counterexample)".to_string(),
        v => format!("not decided ({})", v.describe()),
    };
    let line = format!("; mlir-refine's answer: {answer}\n");
    let written = std::fs::OpenOptions::new().append(true).open(&path).and_then(|mut f| f.write_all(line.as_bytes()));
    if let Err(e) = written {
        crate::errln!("mlir-refine: dump-smt: cannot write '{}': {e}", path.display());
    }
}

/// `3.kernels.f.2.smt2`: the stage's index, the function's symbol path
/// (`@kernels::@f`, each symbol a part) and the query's number. A name
/// whose parts hold only letters, digits, `_` and `-` is kept as it is;
/// any other (`@"a b"`, `@"a.b"`, a nested `builtin.module#0`, a very long
/// one) gets its characters outside those replaced by `_` and a digest of
/// the whole symbol path after a `+` (which a kept name never holds), so
/// two functions never share a file, and no name leaves the directory.
fn file_name(stage: Option<u32>, function: &str, n: u32) -> String {
    let parts: Vec<&str> = function.split("::").map(|p| p.strip_prefix('@').unwrap_or(p)).collect();
    let plain = |p: &&str| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-'));
    let mut name: String = parts
        .iter()
        .map(|p| p.chars().map(|c| if c.is_ascii_alphanumeric() || matches!(c, '_' | '-') { c } else { '_' }).collect())
        .collect::<Vec<String>>()
        .join(".");
    if !parts.iter().all(plain) || name.len() > 120 {
        let digest = function
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3));
        name.truncate(120);
        name = format!("{name}+{digest:016x}");
    }
    match stage {
        Some(i) => format!("{i}.{name}.{n}.smt2"),
        None => format!("{name}.{n}.smt2"),
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn file_names_are_plain() {
        assert_eq!(file_name(Some(0), "@f", 1), "0.f.1.smt2");
        assert_eq!(file_name(Some(2), "@kernels::@f", 3), "2.kernels.f.3.smt2");
        // Replaced characters: a digest of the symbol path keeps names apart.
        let nested = file_name(None, "builtin.module#0::@g", 1);
        assert!(nested.starts_with("builtin_module_0.g+") && nested.ends_with(".1.smt2"), "{nested}");
        let spaced = file_name(None, "@a b", 1);
        assert!(spaced.starts_with("a_b+"), "{spaced}");
        assert_ne!(spaced, file_name(None, "@a_b", 1));
        assert_eq!(file_name(None, "@a_b", 1), "a_b.1.smt2");
        assert_ne!(file_name(None, "@a.b", 1), file_name(None, "@a::@b", 1));
        // Never a path: no separator, whatever the symbol holds.
        for f in ["@../../x", "@a/b", "@.."] {
            assert!(!file_name(Some(1), f, 1).contains('/'), "{f}");
        }
        assert!(file_name(None, &format!("@{}", "x".repeat(400)), 1).len() < 160);
    }
}
