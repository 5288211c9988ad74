//! Checking a function in the contexts its callers give it.
//!
//! A function that only functions of the module can call (private or
//! `nested` visibility, or public in a nested symbol table and called, with
//! every use a direct call from a function of the module) is observed only
//! through its callers. A public function of the top-level module, or an
//! uncalled one of a nested table (a kernel, say), is an entry point and is
//! always checked on its own. Passes use that: module-level `sccp` specializes a
//! private function to the constants its callers pass, `inline`,
//! `remove-dead-values` and `duplicate-function-elimination` change what
//! such a function is on its own. Checked on its own against every input,
//! such a function can look miscompiled when no caller can tell.
//!
//! Its callers are checked with it inlined (see `semantics::func`), so they
//! already judge it in context. When such a function is not valid on its
//! own, its verdict is taken from the functions that reach it: the public
//! functions whose calls lead to it through internal functions only. If all
//! of them are valid, it is `valid in its calling contexts`; if one is
//! invalid, its own verdict stands (the bug may be in it); otherwise it is
//! inconclusive, saying why. A caller that exists only in the target is no
//! context: it has no source behaviour to keep. A function no checked
//! function reaches keeps its own verdict.

use super::{LimitHit, Pairing, Proof, Verdict, pairing};
use crate::det::Map;
use crate::ir::Op;

/// What a caller's check found, as far as its callees' verdicts need.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Valid; with the bound when the proof is bounded.
    Valid {
        bounded: Option<String>,
    },
    Invalid,
    /// Unsupported or inconclusive.
    Undecided(&'static str),
}

impl Outcome {
    pub fn of(v: &Verdict<'_>) -> Outcome {
        match v {
            Verdict::Valid { proof, .. } if proof.is_bounded() => Outcome::Valid { bounded: Some(v.detail()) },
            Verdict::Valid { .. } => Outcome::Valid { bounded: None },
            Verdict::Invalid(_) => Outcome::Invalid,
            other => Outcome::Undecided(other.kind()),
        }
    }
}

/// Who may call whom, as far as the module shows.
pub struct CallGraph {
    /// Per pair: only functions of the module can call it, on both sides.
    internal: Vec<bool>,
    /// Per target function (by path): the functions that call it directly.
    callers: Map<String, Vec<String>>,
    /// Target functions only functions of the module can call.
    internal_tgt: crate::det::Set<String>,
    /// Paths of the pairs, to their index.
    pair_index: Map<String, usize>,
    /// Paths of the pairs, by index.
    names: Vec<String>,
}

/// Per function of `module` (by path): whether only functions of the
/// module can call it, and the functions that call it directly.
fn uses_of<'a>(module: Op<'a>) -> (Map<String, bool>, Map<String, Vec<String>>) {
    let funcs = pairing::functions(module);
    let path_of: Map<usize, &str> = funcs.iter().map(|(p, op)| (op.handle(), p.as_str())).collect();
    let mut callers: Map<String, Vec<String>> = Map::default();
    // Functions referred to other than by a direct call from a function of
    // the module (an address taken, a nested reference from outside).
    let mut escapes: crate::det::Set<&str> = crate::det::Set::default();
    let Some(uses) = module.all_symbol_uses() else {
        return (funcs.iter().map(|(p, _)| (p.clone(), false)).collect(), callers);
    };
    for u in uses {
        let Some(callee) = path_of.get(&u.symbol.handle()) else { continue };
        let caller = enclosing_function(u.user).and_then(|c| path_of.get(&c.handle()));
        match (u.direct_call, caller) {
            (true, Some(c)) => callers.entry(callee.to_string()).or_default().push(c.to_string()),
            _ => {
                escapes.insert(callee);
            }
        }
    }
    let internal = funcs
        .iter()
        .map(|(path, f)| {
            // A public function of the top-level module may be called from
            // outside the IR; a private or nested one may not. A public one
            // of a nested symbol table is taken as internal when it is
            // called and nothing refers to it but direct calls (a reference
            // from outside its table would be a nested symbol reference, not
            // a direct call); uncalled, it is an entry point (a kernel, say)
            // and is checked on its own.
            let hidden = match f.visibility() {
                "private" | "nested" => true,
                _ => path.contains("::") && callers.contains_key(path.as_str()),
            };
            (path.clone(), hidden && !escapes.contains(path.as_str()) && !f.region(0).is_empty())
        })
        .collect();
    (internal, callers)
}

/// The function-like op that contains `op`, if any.
fn enclosing_function(op: Op<'_>) -> Option<Op<'_>> {
    let mut p = op.parent();
    while let Some(o) = p {
        if pairing::is_function(o) {
            return Some(o);
        }
        p = o.parent();
    }
    None
}

impl CallGraph {
    pub fn of(pairing: &Pairing<'_>, src_module: Op<'_>, tgt_module: Op<'_>) -> CallGraph {
        let (src_internal, _) = uses_of(src_module);
        let (tgt_internal, callers) = uses_of(tgt_module);
        let internal = pairing
            .pairs
            .iter()
            .map(|p| src_internal.get(&p.name) == Some(&true) && tgt_internal.get(&p.name) == Some(&true))
            .collect();
        let internal_tgt = tgt_internal.into_iter().filter(|(_, i)| *i).map(|(p, _)| p).collect();
        let pair_index = pairing.pairs.iter().enumerate().map(|(i, p)| (p.name.clone(), i)).collect();
        let names = pairing.pairs.iter().map(|p| p.name.clone()).collect();
        CallGraph { internal, callers, internal_tgt, pair_index, names }
    }

    /// Whether the verdict of pair `i` may depend on its callers' (it is
    /// internal): such a verdict, unless valid, waits for theirs.
    pub fn in_context(&self, i: usize) -> bool {
        self.internal[i]
    }

    /// The checked functions (pairs) that reach `name` through internal
    /// functions only, in the order found.
    fn roots(&self, name: &str) -> Vec<usize> {
        let mut roots = Vec::new();
        let mut seen = crate::det::Set::default();
        let mut work = vec![name.to_string()];
        seen.insert(name.to_string());
        while let Some(f) = work.pop() {
            for c in self.callers.get(&f).map(|v| v.as_slice()).unwrap_or(&[]) {
                if !seen.insert(c.clone()) {
                    continue;
                }
                if self.internal_tgt.contains(c) {
                    work.push(c.clone());
                } else if let Some(&i) = self.pair_index.get(c) {
                    roots.push(i);
                }
                // Else: a public function only in the target, which has no
                // source behaviour to keep.
            }
        }
        roots
    }

    /// The verdict of internal pair `i`, which on its own is `alone`, given
    /// the verdicts of the other pairs (`None` where not known).
    pub fn verdict<'a>(&self, i: usize, alone: Verdict<'a>, others: &[Option<Outcome>]) -> Verdict<'a> {
        if matches!(alone, Verdict::Valid { .. }) {
            return alone;
        }
        let roots = self.roots(&self.names[i]);
        if roots.is_empty() {
            // No checked function calls it: no context to judge it in, so it
            // is judged on its own, as an entry point would be.
            return alone;
        }
        let mut through = Vec::new();
        let mut blocked = Vec::new();
        let mut invalid = Vec::new();
        for &r in &roots {
            let root_name = self.names[r].clone();
            match others.get(r).cloned().flatten() {
                Some(Outcome::Valid { bounded: Some(b) }) => through.push(format!("{root_name} ({b})")),
                Some(Outcome::Valid { bounded: None }) => through.push(root_name),
                Some(Outcome::Invalid) => invalid.push(root_name),
                Some(Outcome::Undecided(kind)) => blocked.push(format!("{root_name} is {kind}")),
                None => blocked.push(format!("{root_name} was not checked")),
            }
        }
        if !invalid.is_empty() {
            // The bug may be in this function: its own counterexample stays.
            return alone;
        }
        let alone_text = alone.describe();
        if !blocked.is_empty() {
            let limit = match &alone {
                Verdict::Inconclusive { limit, .. } => *limit,
                _ => None::<LimitHit>,
            };
            return Verdict::Inconclusive {
                reason: format!(
                    "on its own it is {alone_text}; it is only called from functions of the module, but its calling \
                     contexts are not all checked: {}",
                    blocked.join(", ")
                ),
                limit,
            };
        }
        Verdict::Valid { proof: Proof::InContext { callers: through, alone: alone_text }, fp: None }
    }
}
